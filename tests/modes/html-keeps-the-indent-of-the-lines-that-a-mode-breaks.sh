#!/bin/sh
# In HTML, groff's grohtml keeps the blanks that start a line of code
# only inside <pre>, which it writes for lines set in a constant-width
# font, and the man macros map those fonts to the roman one there: a
# comment that mode both or iso moves to a line of its own would start
# at the margin and read as the comment of the next field (statx(2)'s
# stx_blksize).  The lines of a block that a mode breaks are set as
# <pre>, with their blanks, where groff renders the page (with or
# without the package given to it); a block that no mode breaks, and
# the page in mode annotate, keep groff's rendering; on a terminal
# nothing changes.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
cat > page.man <<'END'
.TH DEMO 2 2026-12-06 ktypes "ktypes tests"
.SH DESCRIPTION
.PP
.in +4n
.EX
struct demo_stat {
    __u32 stx_mask;        /* Mask of bits indicating filled fields */
    __u32 stx_blksize;     /* Block size for filesystem I/O */
    __u64 stx_attributes;  /* Extra file attribute indicators */
};
.EE
.in
.PP
Another block:
.PP
.in +4n
.EX
int demo(void);
.EE
.in
END
for mode in both iso annotate; do
	ktypes -m $mode page.man > $mode.man || fail "ktypes -m $mode failed"
	groff -t -man -Thtml -ww < $mode.man > $mode.html 2> err
	html_messages err
	expect_files_equal "$mode: HTML warnings" /dev/null err
done
# the lines of the block in <pre>, without their tags, are those of the
# terminal, less the block's indent (the <pre>'s margin)
pre () {
	sed -n '/<pre/,/<\/pre>/p' "$1" |
	    sed -e 's/<[^>]*>//g' -e 's/&lt;/</g' -e 's/&gt;/>/g' \
	    -e 's/&amp;/\&/g'
}
for mode in both iso; do
	n=$(grep -c '<pre' $mode.html)
	[ "$n" -eq 1 ] || fail "$mode: $n <pre> blocks, not 1 (the block that it breaks)"
	ktypes -m $mode page.man | render -rLL=78n > $mode.txt 2> err
	expect_files_equal "$mode, terminal: warnings" /dev/null err
	sed -n '/struct demo_stat/,/};/p' $mode.txt > $mode.block
	ind=$(sed -n '1s/[^ ].*//p' $mode.block | wc -c)
	cut -c$ind- $mode.block > $mode.want
	pre $mode.html > $mode.got
	expect_files_equal "$mode: the lines in HTML" $mode.want $mode.got
	[ "$(wc -l < $mode.want)" -gt 5 ] ||
	    fail "$mode breaks no line of the block: the test proves nothing"
done
n=$(grep -c '<pre' annotate.html)
[ "$n" -eq 0 ] || fail "annotate: $n <pre> blocks, not none"
finish
