#!/bin/sh
# A table's cell of a column headed "Type" holds a type name: a bare
# short name there (u32, s32, "const u8 *") is a type, as a sentence's
# mention is, while the same word in another column (a register) is not.
# Mode iso respells it; mode annotate names it in the table's key; mode
# both stacks a type name's cell (the type alone in its cell, in any
# column) over its ISO spelling in parentheses, in a text block, so the
# column grows no more than mode iso's and two more, where the form of
# code (__u64/*uint64_t*/) grew it by the kernel spelling and four more.
# The table renders without a warning, and troff numbers the lines after
# it as in the source.  After tbl, as man-db runs ktypes, the column is
# found in tbl's output (its ".nr 3wC" widths and "\h'|\n[3clC]u'"
# cells): iso and annotate render as before tbl, and so does mode both,
# which measures the ISO spelling after a cell's measure and sets it in
# a line of its own after the row.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
. "$top_srcdir/tests/layout/widths-lib.sh"

cd "$tmp" || exit 99
cat > in.man <<'PAGE'
.TH TYPES 3 2026-12-06 "ktypes tests"
.SH DESCRIPTION
The request's fields:
.TS
allbox;
lb lb lb lb
l l l l.
Field	\fBType\fP	Register	Description
flags	u32	u32	Flags of the request
addr	\fB__u64\fP	r1	T{
Address of the buffer
T}
len	s32 	r2	Length
res	const u8 *	r3	Result
.TE
.PP
After the table \*[nosuch] is line 17.
PAGE
gr () {
	groff -M "$top_srcdir/macros" -man -t -Tutf8 -ww -P-cbou "$@"
}
# the width of the table's widest line, in columns
width () {
	grep '│' "$1" | widths_of | sort -n | tail -n 1
}

ktypes -m kernel in.man > kernel.man
expect_files_equal "kernel mode is the identity" in.man kernel.man
for m in kernel iso both annotate; do
	ktypes -m $m in.man > $m.man
	gr $m.man > $m.txt 2> $m.err
	# the one warning of the page, on its line
	printf 'troff: <standard input>:17: warning: %s\n' \
	    "macro 'nosuch' not defined" > want.err
	sed 's/^troff:[^:]*:/troff: <standard input>:/' $m.err > got.err
	if ! cmp -s want.err got.err; then
		sed "s/macro 'nosuch'/string 'nosuch'/" want.err > want2.err
		expect_files_equal "-m $m: the warnings" want2.err got.err
	fi
done

expect_grep "iso: u32 in the Type column" '│ *flags │ uint32_t  *│ u32  *│' iso.txt
expect_grep "iso: s32 in the Type column" '│ *len  *│ int32_t  *│ r2 ' iso.txt
expect_grep "iso: a pointer in the Type column" '│ *res  *│ const uint8_t \* │ r3 ' iso.txt
expect_grep "annotate: the key names u32 and s32" \
    'Types: u32 = uint32_t, __u64 = uint64_t in size, s32 = int32_t' annotate.txt

expect_grep "both: the kernel spelling" '│ *flags │ u32  *│ u32  *│ Flags' both.txt
expect_grep "both: the ISO spelling under it" '│  *│ (uint32_t)  *│  *│  *│$' both.txt
expect_grep "both: a cell in bold" '│ *addr  *│ __u64  *│ r1 ' both.txt
expect_grep "both: under it" '│  *│ (uint64_t)  *│  *│ [a-z]' both.txt
expect_grep "both: a pointer" '│  *│ (const uint8_t \*) │' both.txt
expect_grep "both: a text block" '	T{$' both.man
for m in iso both annotate; do
	tbl in.man | ktypes -m $m > after.man
	groff -M "$top_srcdir/macros" -man -Tutf8 -ww -P-cbou after.man \
	    > after.txt 2> after.err
	expect_files_equal "-m $m after tbl: the rendering" $m.txt after.txt
done
k=$(width kernel.txt) i=$(width iso.txt) b=$(width both.txt)
[ "$b" -le $((i + 2)) ] ||
    fail "mode both is $b wide, mode iso $i, kernel mode $k"
finish
