#!/bin/sh
# The comment ".\" ktypes: MODE" is a comment to every formatter: a page
# that sets its mode with it passes man-pages' lint (mandoc -Tlint) and
# groff -ww -man without a message and without the macro package, where
# the request ".ktypes MODE" gets one from each; through ktypes, the page
# renders in its mode.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
cat > page.man <<'EOT'
.\" ktypes: iso
.TH COMMENT 7 2024-01-01 "ktypes tests"
.SH NAME
comment \- a page that sets its mode in a comment
.SH DESCRIPTION
A
.I __u32
field.
'\" ktypes: both
.EX
struct s {
    __u64 x;
};
.EE
.\" ktypes: annotate
.SH SEE ALSO
.BR ktypes (1)
EOT
sed 's/^\(.\)\\" ktypes: /\1ktypes /' page.man > request.man
checked=0

if command -v mandoc > /dev/null 2>&1; then
	checked=1
	mandoc -Tlint page.man > lint.out 2>&1
	expect_status "mandoc -Tlint page.man" 0 $?
	expect_files_equal "mandoc -Tlint page.man" /dev/null lint.out
	mandoc -Tlint request.man > lint.out 2>&1
	expect_grep "mandoc -Tlint on the request (the check can fail)" \
	    'unknown macro: \.ktypes' lint.out
	ktypes page.man 2> ktypes.err | mandoc -Tutf8 -man 2>&1 |
	    col -b > mandoc.txt
	expect_files_equal "ktypes page.man: warnings" /dev/null ktypes.err
	expect_grep "ktypes page.man | mandoc" 'uint32_t' mandoc.txt
fi

if command -v groff > /dev/null 2>&1; then
	checked=1
	groff -ww -man -Tutf8 page.man > groff.txt 2> groff.err
	expect_status "groff -ww -man page.man" 0 $?
	expect_files_equal "groff -ww -man page.man" /dev/null groff.err
	expect_no_grep "groff -ww -man page.man" 'ktypes:' groff.txt
	groff -ww -man -Tutf8 request.man > /dev/null 2> groff.err
	expect_grep "groff -ww -man on the request (the check can fail)" \
	    "macro 'ktypes' not defined" groff.err
	ktypes page.man | render > render.txt 2> render.err
	expect_files_equal "ktypes page.man | groff -ww: warnings" /dev/null \
	    render.err
	expect_grep "iso from the first comment" 'A uint32_t field\.' render.txt
	expect_grep "both from the second" '__u64/\*uint64_t\*/ x;' \
	    render.txt
fi
[ $checked -eq 1 ] || skip "neither mandoc nor groff is installed"
finish
