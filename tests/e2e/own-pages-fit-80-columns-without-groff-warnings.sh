#!/bin/sh
# The project's own manual pages (every page in man/) pass the checks
# that man-pages applies to its own: rendered by man(1) at MANWIDTH=80
# no line is wider than 80 columns, and groff -ww -man (with tbl where
# the page asks for it) and mandoc -Tlint, where it is installed, say
# nothing.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
find_utf8_locale
[ -n "$utf8" ] || skip "no UTF-8 locale"
command -v man > /dev/null 2>&1 && man --version 2> /dev/null |
    grep -q '^man [0-9]' || skip "man-db is not installed"

cd "$tmp" || exit 99
mkdir home || exit 99
n=0
for page in "$top_srcdir"/man/*.[1-9]; do
	[ -f "$page" ] || continue
	n=$((n + 1))
	name=${page##*/}
	# as man-pages' catman check: man's own pipeline, 80 columns
	unset MAN_KEEP_FORMATTING
	HOME=$tmp/home LC_ALL=$utf8 MANWIDTH=80 MANPAGER=cat PAGER=cat \
	    man -l "$page" 2> "$name.man.err" |
	    LC_ALL=$utf8 col -bx > "$name.txt"
	expect_files_equal "$name: man's messages" /dev/null "$name.man.err"
	[ -s "$name.txt" ] || fail "$name: man rendered nothing"
	LC_ALL=$utf8 grep -n '.\{81\}' "$name.txt" > "$name.wide"
	if [ -s "$name.wide" ]; then
		fail "$name: lines over 80 columns at MANWIDTH=80:"
		sed 's/^/  | /' "$name.wide" >&2
	fi
	# groff -ww, with the preprocessors of the page's '\" line
	pre=
	if head -n 1 "$page" | grep -q "^'\\\\\" .*t"; then
		pre=-t
	fi
	groff $pre -ww -man -Tutf8 -z "$page" 2> "$name.groff.err"
	expect_files_equal "$name: groff -ww -man" /dev/null "$name.groff.err"
	if command -v mandoc > /dev/null 2>&1; then
		mandoc -Tlint "$page" > "$name.lint" 2>&1
		expect_files_equal "$name: mandoc -Tlint" /dev/null "$name.lint"
	fi
done
[ $n -gt 0 ] || fail "no manual page in $top_srcdir/man"
finish
