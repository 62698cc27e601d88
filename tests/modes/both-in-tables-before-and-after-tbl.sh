#!/bin/sh
# Tables in mode both: ktypes before tbl (on the page) and after tbl (as
# man-db runs it) write the table cells in the cell form
# (K\*[ktypes-both-cell-K], without HTML device controls; the words of a
# sentence in a cell in the form of words, K\*[ktypes-both-prose-K]) and
# give the same rendering on
# every device, the measured (\w) and the set copy of each cell alike, so
# the columns fit the wider cells.  In mode annotate the cells keep the
# kernel spelling and the rendering differs, if at all, only in its keys.
# The type cells of page.man are made arrays ("__s16[1]") here: a type
# alone in its cell is stacked over its ISO spelling before tbl, which
# ktypes after tbl cannot do (both-stacks-a-type-name-cell-over-its-iso-
# spelling.sh).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
src=page.man
sed 's/^\(__[su][0-9]*\)@/\1[1]@/' "$top_srcdir/tests/modes/page.man" > "$src"
ktypes -m both "$src" > before.man
tbl "$src" | ktypes -m both > after.man
expect_grep "before tbl: a cell" '^__s16\\\*\[ktypes-both-cell-__s16\]\[1\]@status@' before.man
expect_grep "after tbl: a measured cell" \
    '\\w\\\[tbl\]\(\\f\[B\]\)\{0,1\}__s16\\\*\[ktypes-both-cell-__s16\]' after.man
expect_grep "after tbl: a set cell" \
    "cl0\\]u'\\(\\\\f\\[B\\]\\)\\{0,1\\}__s16\\\\\\*\\[ktypes-both-cell-__s16\\]" after.man
# text outside the table keeps the text form
expect_grep "after tbl: text" 'ktypes-both-text-__u32' after.man

gr () {
	groff -M "$top_srcdir/macros" -man -ww "$@"
}
for dev in utf8 latin1 ascii pdf ps html; do
	case $dev in
	pdf|ps) z=-Z ;;
	*) z= ;;
	esac
	gr -t -T$dev $z before.man > before.$dev 2> err1
	gr -T$dev $z after.man > after.$dev 2> err2
	[ $dev != html ] || { html_messages err1; html_messages err2; }
	expect_files_equal "-T$dev: warnings, ktypes before tbl" /dev/null err1
	expect_files_equal "-T$dev: warnings, ktypes after tbl" /dev/null err2
	# what differs anyway: the input's name (x F), grohtml's date and
	# the names of its pictures of tables (after its process)
	for f in before after; do
		sed -e '/^x F /d' -e '/^<!-- CreationDate:/d' \
		    -e 's/grohtml-[0-9]*/grohtml-N/g' $f.$dev > $f.tmp &&
		    mv $f.tmp $f.$dev
	done
	expect_files_equal "-T$dev: ktypes before tbl and after tbl" \
	    before.$dev after.$dev
done
# the rendered table, with its columns
gr -t -Tutf8 -P-cbou before.man > table.txt
expect_grep "the table" '^ *__s16/\*int16_t\*/\[1\] *status *zero or a negative error$' table.txt
expect_grep "the table" '^ *__s64/\*int64_t\*/\[1\] *stamp *the time, as __s64 (int64_t)$' table.txt
col=$(grep -n 'status  *zero' table.txt | sed 's/^[0-9]*://' | awk '{ print index($0, "status") }')
col2=$(grep 'stamp  *the time' table.txt | awk '{ print index($0, "stamp") }')
[ -n "$col" ] && [ "$col" = "$col2" ] ||
    fail "the Field column is not aligned: '$col' and '$col2'"

# annotate: the same rendering, keys aside (key lines: "TYPE = ISO" pairs,
# the ISO spelling of a distinct type marked " in size")
pair='[A-Za-z0-9_]\{1,\} = [A-Za-z0-9_]\{1,\}\( in size\)\{0,1\}'
key="^ *$pair\\(, $pair\\)*,\\{0,1\\}\$"
ktypes -m annotate "$src" | gr -t -Tutf8 -P-cbou | grep -v -e "$key" > a1
tbl "$src" | ktypes -m annotate | gr -Tutf8 -P-cbou | grep -v -e "$key" > a2
expect_files_equal "-m annotate: before and after tbl, keys aside" a1 a2
finish
