#!/bin/sh
# Every page of the man-pages snapshot that names a kernel type renders
# under mandoc(1) in every mode (kernel, iso, both, annotate), -Tutf8 and
# -Thtml, with no message that the page as written does not get, and no
# colour on a terminal: the property of
# every-mode-renders-under-mandoc-without-new-messages.sh (which says what
# is compared) on real pages.  Skipped without mandoc or the snapshot.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
command -v mandoc > /dev/null 2>&1 || skip "mandoc is not installed"
. "$top_srcdir/tests/mandoc/helpers.sh"

need_corpus
(cd "$corpus" && list_pages . | typed_pages) > "$tmp/typed"
[ -s "$tmp/typed" ] || fail "no page with a kernel type in the snapshot"
in_parallel "$tmp/typed" worker "$corpus"
cat "$tmp"/typed.part.*.bad > "$tmp/bad"
if [ -s "$tmp/bad" ]; then
	fail "pages of the snapshot under mandoc:"
	sed "s|^$tmp/typed.part.[0-9]*.page|page|" "$tmp/bad" >&2
fi
printf '%s: %s pages of the snapshot with kernel types, 4 modes, utf8 and html\n' \
    "$kt_test" "$(wc -l < "$tmp/typed")"
finish
