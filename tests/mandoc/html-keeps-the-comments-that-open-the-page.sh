#!/bin/sh
# The comments that open a page (its copyright and licence, after "'\" t")
# stay where they are in every mode: mandoc -Thtml copies into its HTML
# only the comments that come before any other line, so the prelude of
# modes both and annotate goes after them, as it does after a coding tag.
# groff's rendering and the lines that its warnings cite are those of
# kernel mode.  Skipped without mandoc.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
command -v mandoc > /dev/null 2>&1 || skip "mandoc is not installed"

cd "$tmp" || exit 99
cat > page.2 <<'PAGE'
'\" t
.\" Copyright, the authors of the test
.\"
.\" SPDX-License-Identifier: Linux-man-pages-copyleft
.  \" an indented comment
\# a comment that takes its newline
.TH DEMO 2 2026-12-06
.SH NAME
demo \- a structure
.SH DESCRIPTION
.EX
struct demo {
    __u32 id;
    __u64 flags;
};
.EE
.PP
The end\*[nosuch].
PAGE

# the HTML comment that mandoc writes, up to its end
comment () {
	sed -n '/^<!--/,/-->/p'
}

ktypes -m kernel page.2 | mandoc -man -Thtml | comment > kernel.c
expect_grep "kernel mode: mandoc's HTML has the licence" \
    'SPDX-License-Identifier' kernel.c
for mode in iso both annotate; do
	ktypes -m $mode page.2 > $mode.2
	mandoc -man -Thtml < $mode.2 | comment > $mode.c
	expect_files_equal "-m $mode: the comment of mandoc's HTML" \
	    kernel.c $mode.c
	head -n 6 $mode.2 > head
	head -n 6 page.2 > want
	expect_files_equal "-m $mode: the page's first lines" want head
done

if command -v groff > /dev/null 2>&1; then
	render < page.2 > kernel.txt 2> kernel.err
	troff_messages kernel.err
	expect_grep "kernel mode: groff cites line 18" ':18:' kernel.err
	for mode in both annotate; do
		render < $mode.2 > $mode.txt 2> $mode.err
		troff_messages $mode.err
		expect_files_equal "-m $mode: groff's warnings" \
		    kernel.err $mode.err
	done
fi
finish
