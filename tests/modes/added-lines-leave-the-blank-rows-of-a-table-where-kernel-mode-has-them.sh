#!/bin/sh
# What ktypes adds above a table (a key in modes annotate and iso, a
# line broken in two in modes iso and both) moves nothing but the lines
# below it: on a terminal (continuous rendering), troff still begins a
# new page every page length, silently, and groff 1.22.4's tbl draws a
# blank row where a row has no room left on such a page; the page that
# holds the added lines grows by them, so that the blank rows stay
# after the rows that have them in kernel mode (rtnetlink(7), clone(2)).
# Where tbl runs after ktypes (the man-pages build, the README) and
# where it runs before (man-db).  The blank lines of each rendering,
# with the keys and the gap above each taken out, are compared as runs:
# how many blank lines, before which line (its first word, with the
# type words made one).  groff 1.23's tbl draws no such row: the test
# skips there.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
command -v preconv > /dev/null 2>&1 || skip "preconv is not installed"

cd "$tmp" || exit 99
{
	printf '.TH ROWS 7 2026-12-06 "ktypes tests"\n.SH DESCRIPTION\n'
	printf 'The header:\n.PP\n.in +4n\n.EX\nstruct rows_hdr {\n'
	printf '    __u32 rh_first;   // The first row of the table after this header\n'
	printf '    __u32 rh_count;   /* Rows */\n};\n.EE\n.in\n'
	printf '.PP\nThe rows:\n.TS\ntab(:);\nlb l.\n'
	i=1
	while [ $i -le 150 ]; do
		printf 'ROW_%s:T{\nrow number %s\nT}\n' $i $i
		i=$((i + 1))
	done
	printf '.TE\n.PP\nThe end.\n'
} > rows.man

GROFF_NO_SGR=1
export GROFF_NO_SGR
# runs < TEXT: each run of blank lines of TEXT (col -b), keys and the
# gap above them left out: its length and the first word after it
runs () {
	awk '/^[[:space:]]*Types: / { k = 1; held = 0; next }
	    k && /^[[:space:]]*$/ { k = 0 }
	    k { next }
	    { if (held) print ""; held = 0 }
	    /^[[:space:]]*$/ { held = 1; next }
	    { print }' |
	    awk 'NF == 0 { b++; next }
	    b > 0 { s = $1; gsub(/\/\*[^*]*\*\//, "", s)
		gsub(/(__)?[us](8|16|32|64)|u?int(8|16|32|64)_t/, "T", s)
		print b, s }
	    { b = 0 }'
}
nroff_page () {
	groff -man -Tutf8 -ww -rLL=78n -P-cbou
}
for order in before after; do
	for m in kernel annotate iso both; do
		if [ $order = before ]; then
			ktypes -m $m rows.man | preconv | tbl | nroff_page \
			    > $m.txt 2> err
		else
			preconv rows.man | tbl | ktypes -m $m | nroff_page \
			    > $m.txt 2> err
		fi
		expect_files_equal "ktypes $order tbl, $m: warnings" /dev/null err
		runs < $m.txt > $m.runs
	done
	# the test proves something: kernel mode has blank rows in the
	# table, and each mode adds lines above it
	[ "$(grep -c ROW_ kernel.runs)" -ge 1 ] ||
	    skip "this tbl draws no blank row in a table of text blocks"
	for m in annotate iso both; do
		[ "$(wc -l < $m.txt)" -gt "$(wc -l < kernel.txt)" ] ||
		    fail "ktypes $order tbl, $m: no line added above the table"
		expect_files_equal "ktypes $order tbl, $m: blank lines" \
		    kernel.runs $m.runs
	done
done
finish
