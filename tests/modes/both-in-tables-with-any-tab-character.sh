#!/bin/sh
# Mode both before tbl, in tables that choose their own column separator
# with tab(c): the strings that ktypes writes into the cells
# (\*[ktypes-both-cell-__u32]) have names of letters, digits, '_' and '-'
# only, so tbl splits no cell inside them, whatever the tab character.
# The characters tried are those of real tables: tab(:) of man-pages
# (rtnetlink.7), tab(;), tab(@), tab(#), tab(/), tab(|), tab(>) and
# tab(^) of the installed pages, and a plain tab.  The cells hold the
# type in an array ("__u32[4]"), which stays in the cell (a type alone
# in its cell is stacked over its ISO spelling instead: see
# both-stacks-a-type-name-cell-over-its-iso-spelling.sh).  For each, the page in
# mode both through "groff -t -man -Tutf8 -ww" renders exactly as the
# same page with the cells holding the text "__u32/*uint32_t*/" (and the
# words of its text block "__u32 (uint32_t)"), with
# the same columns, and without a warning; and so does the other order,
# tbl first (as man-db runs it).  In every mode, no name of a string
# called inside a table has another character.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
gr () {
	groff -M "$top_srcdir/macros" -man -Tutf8 -ww -P-cbou "$@"
}

# page C TYPE [WORDS]: a table with tab character C whose cells hold
# TYPE, and its text block WORDS (default TYPE)
page () {
	cat <<EOF
.TH TABS 2 2026-12-03 "ktypes tests"
.SH DESCRIPTION
A table:
.TS
tab($1);
l l l.
$2[4]$1flags$1the flags word
a_much_longer_name$1$2[4]$1x
.T&
l s s.
T{
a text block with a ${3-$2}
T}
.TE
Done.
EOF
}

tab=$(printf '\t')
for c in ':' ';' '@' '#' '/' '|' '>' '^' "$tab"; do
	case $c in
	"$tab") what='tab(<tab>)' ;;
	*) what="tab($c)" ;;
	esac
	page "$c" __u32 > in.man
	# the rendering expected: the text of mode both, its slashes as
	# \[sl] (for tab(/))
	page "$c" '__u32\[sl]*uint32_t*\[sl]' '__u32 (uint32_t)' > want.man
	gr -t want.man > want.txt 2> want.err
	expect_files_equal "$what: the expected page renders cleanly" \
	    /dev/null want.err
	expect_grep "$what: the expected page has its columns" \
	    '^ *__u32/\*uint32_t\*/\[4\]  *flags  *the flags word$' want.txt

	ktypes -m both in.man > both.man
	gr -t both.man > got.txt 2> got.err
	expect_files_equal "$what: -m both, then tbl: warnings" /dev/null got.err
	expect_files_equal "$what: -m both, then tbl: the rendering" \
	    want.txt got.txt
	tbl in.man | ktypes -m both > after.man
	gr after.man > after.txt 2> after.err
	expect_files_equal "$what: tbl, then -m both: warnings" /dev/null after.err
	expect_files_equal "$what: tbl, then -m both: the rendering" \
	    want.txt after.txt

	for m in iso both annotate; do
		ktypes -m $m in.man | sed -n '/^\.TS/,/^\.TE/p' |
		    grep -o '\\\*\[[^]]*\]' > names
		grep -v '^\\\*\[[A-Za-z0-9_-]*\]$' names > bad
		expect_files_equal "$what: -m $m: names called in the table" \
		    /dev/null bad
	done
	grep -q 'ktypes-both-cell-__u32' both.man ||
	    fail "$what: -m both: no cell form in the table"
done
finish
