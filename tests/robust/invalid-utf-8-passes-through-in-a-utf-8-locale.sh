#!/bin/sh
# Input read as UTF-8 (a UTF-8 locale, a "coding: utf-8" tag) that is not
# valid UTF-8: a stray continuation byte, a cut-off sequence, an overlong
# form, a surrogate, a code point past U+10FFFF, 0xFF.  UTF-8 is read as
# bytes (see src/encoding.h), so every byte passes through unchanged and
# quietly, and the type words around them are respelled, also in code.
# (Invalid sequences in encodings that are decoded, such as UTF-16 and
# Shift_JIS, are in tests/encoding/invalid-sequences-pass-through-with-
# one-warning.sh.)
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
find_utf8_locale

body='\303\050 __u8 \377 \342\202\n\300\257 \355\240\200 __u16 \364\220\200\200 \200\n.EX\n\377  __u8    a;\n\376  __u16   bb;\n.EE\n'
body_iso='\303\050 uint8_t \377 \342\202\n\300\257 \355\240\200 uint16_t \364\220\200\200 \200\n.EX\n\377  uint8_t  a;\n\376  uint16_t bb;\n.EE\n'

# shellcheck disable=SC2059
printf ".\\\\\" -*- coding: utf-8 -*-\n$body" > tag.man
# shellcheck disable=SC2059
printf ".\\\\\" -*- coding: utf-8 -*-\n$body_iso" > tag.exp
expect_run "coding tag utf-8" 0 tag.exp /dev/null \
    ktypes -m iso tag.man
ktypes -e utf-8 -m iso tag.man > out 2> err
expect_files_equal "-e utf-8" tag.exp out
expect_files_equal "-e utf-8: stderr" /dev/null err
ktypes -m kernel tag.man > out
expect_files_equal "coding tag utf-8, kernel mode" tag.man out

if [ -n "$utf8" ]; then
	# shellcheck disable=SC2059
	printf "$body" > loc.man
	# shellcheck disable=SC2059
	printf "$body_iso" > loc.exp
	expect_run "LC_ALL=$utf8" 0 loc.exp /dev/null \
	    env LC_ALL="$utf8" "$KTYPES_BIN" -m iso loc.man
else
	printf '%s: no UTF-8 locale; the locale case is skipped\n' "$kt_test"
fi
finish
