#!/bin/sh
# The example of ktypes(7) LITERAL MARKS, the section on the kernel's own
# type, is in the form for a man-pages page: taken from the rendered
# ktypes(7) and put in a page, it passes mandoc -Tlint (what man-pages
# runs) and groff -ww -man without the macro package and without a
# message; through ktypes -m iso, its "_\&_u64" and the definition
# between the comments ".\" ktypes: literal" and ".\" ktypes: literal
# off" keep __u64 while a line after the region is respelled.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
groff -man -Tutf8 -P-cbou -rLL=200n "$top_srcdir/man/ktypes.7" > k7.txt \
    2> /dev/null
# the example: the lines after its sentence, up to the next paragraph
sed -n "/^LITERAL MARKS/,/^[A-Z]/p" k7.txt |
    sed -n "/A section on the kernel's own type/,/^ *Through ktypes/p" |
    sed -e '1d' -e '$d' -e '/^ *$/d' -e 's/^ *//' > example
grep -q '^\.SH NOTES$' example ||
    { fail "no example in ktypes(7) LITERAL MARKS:"; sed 's/^/  | /' example >&2
      finish; }
{
	printf '%s\n' '.TH LIT 7 2026-12-06 "ktypes tests"' '.SH NAME' \
	    'lit \- the kernel'"'"'s own type' '.SH DESCRIPTION' 'Text.'
	cat example
	printf '%s\n' '.PP' 'After the region, a __u64.'
} > page.man

if command -v mandoc > /dev/null 2>&1; then
	mandoc -Tlint page.man > lint.out 2>&1
	expect_files_equal "the example: mandoc -Tlint" /dev/null lint.out
fi
groff -ww -man -Tutf8 -z page.man 2> groff.err
expect_files_equal "the example: groff -ww -man" /dev/null groff.err

expect_run "ktypes -m iso" 0 - /dev/null ktypes -m iso page.man
mv out iso.man
groff -ww -man -Tutf8 -P-cbou -rLL=200n iso.man > iso.txt 2> groff.err
expect_files_equal "ktypes -m iso | groff -ww -man" /dev/null groff.err
expect_grep "the per-word mark keeps __u64" "The kernel's __u64 is" iso.txt
expect_grep "the region keeps __u64" \
    'typedef unsigned long long __u64;' iso.txt
expect_grep "after the region, the mode again" \
    'After the region, a uint64_t\.' iso.txt
finish
