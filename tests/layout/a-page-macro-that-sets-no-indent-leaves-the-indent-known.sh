#!/bin/sh
# A page that defines macros of its own keeps its indent known where
# none of them sets the indent or the line length (asciidoc's .URL and
# .MTO, on every page of perf and git): a block under ".if n .RS 4"
# gets the room of its indent (78 columns less 11), not the 52 columns
# of an unknown indent, so that a line that fits there with both
# spellings is not broken (perf-dlfilter(1): the function pointers of
# struct perf_dlfilter_fns kept the kernel spelling and a key).  A
# macro whose body sets the indent (.in, or .RS inside a condition)
# still makes it unknown: the same line is broken there.  The macros
# that tbl's output defines (ktypes after tbl, as man-db runs it) are
# tbl's, and leave the indent known too.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
. "$top_srcdir/tests/layout/widths-lib.sh"

cd "$tmp" || exit 99
page () {
	cat <<E
.TH T 1 2026-12-06 ktypes-tests
$1
.SH DESCRIPTION
Text.
.TS
l l.
a	b
.TE
.sp
.if n .RS 4
.nf
struct s {
        __u64 a_long_field_name; /* with a comment */
};
.fi
.if n .RE
E
}
page '.de URL
\\$2 \(la\\$1\(ra\\$3
..' > url.man
page '.de XI
.if n .RS 8
..' > rs.man
page '.de XIN
.in +4
..' > in.man

ktypes -m both url.man > url.out 2> err
expect_files_equal "URL page: warnings" /dev/null err
expect_no_grep "URL page: the line is not broken" '^\.lf' \
    "$(sed -n '/^struct s/,/^};/p' url.out > url.block; echo url.block)"
expect_grep "URL page: both spellings on one line" \
    '__u64\\\*\[ktypes-both-text-__u64\] a_long_field_name; /\* with a comment \*/$' \
    url.block
render -rLL=78n < url.out 2> /dev/null | col -bx > url.txt
with_widths < url.txt | awk '$1 > 80 { print "over 80: " $0 }' > over
expect_files_equal "URL page: no line over 80 columns" /dev/null over
tbl url.man | ktypes -m both > tbl.out 2> err
expect_files_equal "URL page after tbl: warnings" /dev/null err
sed -n '/^struct s/,/^};/p' tbl.out > tbl.block
expect_no_grep "URL page after tbl: the line is not broken" '^\.if r \.x' \
    tbl.block
for m in rs in; do
	ktypes -m both $m.man > $m.out 2> err
	expect_files_equal "$m page: warnings" /dev/null err
	sed -n '/^struct s/,/^};/p' $m.out > $m.block
	expect_grep "$m page: the line is broken (no indent known)" \
	    '^\.if r \.x' $m.block
done
finish
