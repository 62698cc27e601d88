#!/bin/sh
# Property: on every page of the man-pages snapshot, "ktypes -m kernel"
# and "ktypes" (default mode) write the page byte for byte, silently, and
# exit 0.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_corpus

list_pages "$corpus" > "$tmp/pages"
mkdir "$tmp/out" "$tmp/out/kernel" "$tmp/out/default"
mirror_dirs "$corpus" "$tmp/out/kernel"
mirror_dirs "$corpus" "$tmp/out/default"
in_parallel "$tmp/pages" identity_worker "$corpus" "$tmp/out"
cat "$tmp/pages".part.*.bad > "$tmp/bad"

pages=$(wc -l < "$tmp/pages")
[ "$pages" -gt 0 ] || fail "no pages found under $corpus"
for mode in kernel default; do
	diff -rq "$corpus" "$tmp/out/$mode" > "$tmp/diff.$mode"
	n=$(wc -l < "$tmp/diff.$mode")
	printf '%s: %s mode: %s pages checked, %s differ from the input\n' \
	    "$kt_test" $mode "$pages" "$n"
	if [ "$n" -ne 0 ]; then
		fail "$mode mode: $n pages are not the identity, first ones:"
		head -n 10 "$tmp/diff.$mode" | sed "s|$tmp/out/$mode|OUT|; s|$corpus/||" >&2
	fi
done
n=$(wc -l < "$tmp/bad")
printf '%s: %s runs with a diagnostic or a non-zero status\n' "$kt_test" "$n"
if [ "$n" -ne 0 ]; then
	fail "$n runs with a diagnostic or a non-zero status, first ones:"
	head -n 10 "$tmp/bad" >&2
fi
finish
