#!/bin/sh
# In mdoc pages the arguments of the macros that set types, functions and
# code (Ft Fn Fo Fa Vt Li Dl) are rewritten; a parameter such as
# "u32 *out" is C, so its short name is a type too.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

expect_run "-m iso mdoc-types.mdoc" 0 "$fixtures/mdoc-types.iso" /dev/null \
    ktypes -m iso "$fixtures/mdoc-types.mdoc"

need_groff
groff -mdoc -Tutf8 -ww -P-cbou < "$tmp/out" > "$tmp/out.txt" 2> "$tmp/out.err"
expect_files_equal "rendered: warnings" /dev/null "$tmp/out.err"
# mdoc's indentation of the page body (5 in groff 1.22.4, 7 in 1.23)
indent=$(sed -n 's/^\( *\)mdoc-types .*/\1/p' "$tmp/out.txt" | sed 1q)
[ -n "$indent" ] || fail "rendered: no NAME line"
for line in \
    'uint32_t' \
    'sample_count(uint64_t flags, uint32_t *out);' \
    'sample_open(int16_t mode, const uint8_t *name);' \
    'uint64_t' \
    'A uint8_t holds the kind, and int64_t the stamp:' \
    '      uint16_t port;'; do
	grep -F -x -q -e "$indent$line" "$tmp/out.txt" ||
	    fail "rendered: no line '$indent$line'"
done
finish
