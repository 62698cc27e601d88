#!/bin/sh
# Mode iso before tbl, with a table file whose ISO spelling holds a
# table's column separator: __u32 = std::uint32_t in a table with tab(:),
# or a spelling with ',', '>', '*', '-', '+' or '&' in tables that separate
# with them.  tbl would split such a cell in two; ktypes writes the
# separator inside the spelling as \[charN], which troff renders as the
# character itself.  For each separator, the page in mode iso through
# "groff -t -man -Tutf8 -ww" renders exactly as the same page written
# with the ISO spelling by hand in a table whose separator is another
# character, without a warning; and tbl first (as man-db runs it) gives
# the same page.  Outside tables, and in tables whose separator the
# spelling does not hold, the spelling is written as it is.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
gr () {
	groff -man -Tutf8 -ww -P-cbou "$@"
}

# page C CELL: a table with separator C whose first cell is CELL, and
# CELL in running text
page () {
	cat <<PAGE
.TH CELLS 2 2026-12-03 "ktypes tests"
.SH DESCRIPTION
The type $2 in text.
.TS
tab($1);
l l l.
$2$1flags$1the flags word
a_much_longer_name$1$2$1x
.TE
Done.
PAGE
}

for spec in ':|std::uint32_t' ',|pair<u8,u8>' '>|vec<u8>' '*|u32*' \
    '-|u32-host' '+|u32+host' '&|u32&'; do
	c=${spec%%|*}
	iso=${spec#*|}
	what="tab($c), $iso"
	printf 'class mine on\n__u32 = %s\n' "$iso" > mine.ktypes
	page "$c" __u32 > in.man
	# the rendering expected: the spelling by hand, in a table that
	# separates with a character that it does not hold
	page @ "$iso" > want.man
	gr -t want.man > want.txt 2> want.err
	expect_files_equal "$what: the expected page renders cleanly" \
	    /dev/null want.err

	expect_run "$what: -m iso" 0 - /dev/null \
	    ktypes -m iso --table=./mine.ktypes in.man
	mv out iso.man
	gr -t iso.man > got.txt 2> got.err
	expect_files_equal "$what: -m iso, then tbl: warnings" /dev/null got.err
	expect_files_equal "$what: -m iso, then tbl: the rendering" \
	    want.txt got.txt
	tbl in.man | ktypes -m iso --table=./mine.ktypes > after.man
	gr after.man > after.txt 2> after.err
	expect_files_equal "$what: tbl, then -m iso: warnings" /dev/null after.err
	expect_files_equal "$what: tbl, then -m iso: the rendering" \
	    want.txt after.txt
	# running text keeps the spelling as it is
	expect_grep "$what: -m iso: running text" "^The type $(printf '%s' "$iso" | sed 's/[]\/$*.^[]/\\&/g') in text\.\$" iso.man
done

# page2 C TYPE: a table with separator C and cells without letters but
# the first, a declaration (not a type alone in its cell, which mode
# both stacks over its ISO spelling instead)
page2 () {
	cat <<PAGE
.TH CELLS 2 2026-12-03 "ktypes tests"
.SH DESCRIPTION
.TS
tab($1);
l l l.
$2 x$1=$1==
=$1==$1=
.TE
PAGE
}

# renders_like WHAT WANT FILE ARG...: "ktypes ARG... FILE", then tbl,
# renders as the page WANT does, without a warning
renders_like () {
	what=$1 want=$2 in=$3
	shift 3
	gr -t "$want" > want.txt 2> want.err
	expect_files_equal "$what: the expected page renders cleanly" \
	    /dev/null want.err
	ktypes "$@" "$in" > got.man
	gr -t got.man > got.txt 2> got.err
	expect_files_equal "$what, then tbl: warnings" /dev/null got.err
	expect_files_equal "$what, then tbl: the rendering" want.txt got.txt
}

# The built-in table, a letter of the ISO spelling as the tab character
# (tab(t): uint32_t has a t, __u32 none): the same.
page2 t __u32 > in.man
page2 @ uint32_t > want.man
renders_like "tab(t), uint32_t: -m iso" want.man in.man -m iso

# Mode both in a table whose tab character its string call holds
# (\*[ktypes-both-cell-__u32] has '-', '*', '[', ']' and letters): the
# cell gets the plain form __u32/*uint32_t*/, escaped the same way.
page2 @ '__u32\[sl]*uint32_t*\[sl]' > want.man
for c in - '*' '[' ']' k; do
	page2 "$c" __u32 > in.man
	renders_like "tab($c), -m both" want.man in.man -m both
done
finish
