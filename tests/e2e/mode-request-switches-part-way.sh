#!/bin/sh
# A page may change its mode part-way with ".ktypes MODE"; the request
# takes effect from the next line, is copied as it is, and holds for its
# own file only.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

expect_run "mode-request.man" 0 "$fixtures/mode-request.iso" /dev/null \
    ktypes "$fixtures/mode-request.man"

# Blanks between the control character and the name, and the no-break
# control character, make the same request.
printf '%s\n' '.  ktypes iso' '__u8' "'ktypes kernel" '__u8' > "$tmp/in"
printf '%s\n' '.  ktypes iso' 'uint8_t' "'ktypes kernel" '__u8' > "$tmp/exp"
ktypes < "$tmp/in" > "$tmp/out"
expect_files_equal "spaced and no-break requests" "$tmp/exp" "$tmp/out"

# The first file ends in iso mode; the second starts again from the
# default (kernel).
printf '%s\n' 'A __u32 in a second page.' > "$tmp/second.man"
ktypes "$fixtures/mode-request.man" "$tmp/second.man" > "$tmp/out"
{
	printf '.lf 1 %s\n' "$fixtures/mode-request.man"
	cat "$fixtures/mode-request.iso"
	printf '.lf 1 %s\n' "$tmp/second.man"
	cat "$tmp/second.man"
} > "$tmp/exp"
expect_files_equal "two files" "$tmp/exp" "$tmp/out"
finish
