#!/bin/sh
# In mode both, the words of a sentence in a table, in a text block
# (T{ ... T}) or in a cell ("length in __u32 units"), read as prose, as
# they do in filled text: "__u64 (uint64_t)", not the form of code
# "__u64/*uint64_t*/", the pair never split at a line's end (as in
# filled text).  C in a cell ("__u8[2]") keeps the form of code.
# ktypes before tbl and after it (man-db's order) render the same,
# without a warning; mandoc renders the words too.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
cat > in.man <<'PAGE'
.TH WORDS 3 2026-12-06 "ktypes tests"
.SH DESCRIPTION
.TS
l l l.
Field	Size	Description
flags	__u8[2]	T{
A __u64 bit mask of request flags; the value is an \fBu32\fP or a __u16.
T}
len	4	length in __u32 units
.TE
PAGE
gr () {
	groff -M "$top_srcdir/macros" -man -Tutf8 -ww -P-cbou "$@"
}
ktypes -m both in.man > before.man
gr -t before.man > before.txt 2> before.err
expect_files_equal "before tbl: warnings" /dev/null before.err
tbl in.man | ktypes -m both > after.man
gr after.man > after.txt 2> after.err
expect_files_equal "after tbl: warnings" /dev/null after.err
expect_files_equal "before and after tbl: the rendering" before.txt after.txt

# the text, its lines joined
tr '\n' ' ' < before.txt | tr -s ' ' > flat.txt
for w in 'A __u64 (uint64_t) bit mask' 'an u32 (uint32_t) or a __u16 (uint16_t)\.' \
    'length in __u32 (uint32_t) units' 'flags __u8/\*uint8_t\*/\[2\]'; do
	expect_grep "the words: $w" "$w" flat.txt
done
expect_no_grep "no form of code in words" '/\*uint\(64\|32\|16\)_t\*/' before.txt

if command -v mandoc > /dev/null 2>&1; then
	mandoc -Tutf8 before.man 2> /dev/null | col -b | tr '\n' ' ' |
	    tr -s ' ' > mandoc.txt
	expect_grep "mandoc: the words" 'A __u64 (uint64_t) bit mask' mandoc.txt
fi
finish
