#!/bin/sh
# Property: on every page installed under /usr/share/man (from many
# projects, in many languages and encodings), "ktypes -m kernel" and
# "ktypes" (default mode) write the page byte for byte, silently, and exit
# 0.  KTYPES_MANDIR names another folder of gzip-compressed pages.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

mandir=${KTYPES_MANDIR:-/usr/share/man}
[ -d "$mandir" ] || skip "no $mandir"
command -v gzip > /dev/null 2>&1 || skip "gzip is not installed"

# Copy the compressed pages (regular files only: the links name pages that
# are there anyway, or alternatives outside), then decompress them all with
# one gzip.
(cd "$mandir" && find . -type f -name '*.gz') > "$tmp/gz"
[ -s "$tmp/gz" ] || skip "no compressed pages under $mandir"
mkdir "$tmp/in"
(cd "$mandir" && tar -cf - -T "$tmp/gz") | tar -xf - -C "$tmp/in" ||
    { echo "ERROR: cannot copy the pages of $mandir" >&2; exit 99; }
gzip -dqr "$tmp/in" 2> "$tmp/gzip.err"
# KTYPES_PAGES_SAMPLE=N: every Nth page only (CI's sanitizer run, where
# each run of ktypes is many times slower)
(cd "$tmp/in" && find . -type f ! -name '*.gz') | sort |
    awk -v n="${KTYPES_PAGES_SAMPLE:-1}" 'NR % n == 0 || n <= 1' > "$tmp/pages"
(cd "$tmp/in" && find . -type f ! -name '*.gz') | sort |
    comm -23 - "$tmp/pages" | (cd "$tmp/in" && xargs -r -d '\n' rm -f)
broken=$(cd "$tmp/in" && find . -type f -name '*.gz' | wc -l)

mkdir "$tmp/out" "$tmp/out/kernel" "$tmp/out/default"
mirror_dirs "$tmp/in" "$tmp/out/kernel"
mirror_dirs "$tmp/in" "$tmp/out/default"
in_parallel "$tmp/pages" identity_worker "$tmp/in" "$tmp/out"
cat "$tmp/pages".part.*.bad > "$tmp/bad"

pages=$(wc -l < "$tmp/pages")
printf '%s: %s pages under %s (%s could not be decompressed, not checked)\n' \
    "$kt_test" "$pages" "$mandir" "$broken"
for mode in kernel default; do
	# Only the outputs: the input tree also holds what gzip refused.
	diff -rq -x '*.gz' "$tmp/in" "$tmp/out/$mode" > "$tmp/diff.$mode"
	n=$(wc -l < "$tmp/diff.$mode")
	printf '%s: %s mode: %s pages checked, %s differ from the input\n' \
	    "$kt_test" $mode "$pages" "$n"
	if [ "$n" -ne 0 ]; then
		fail "$mode mode: $n pages are not the identity, first ones:"
		head -n 10 "$tmp/diff.$mode" | sed "s|$tmp/out/$mode|OUT|; s|$tmp/in/||" >&2
	fi
done
n=$(wc -l < "$tmp/bad")
printf '%s: %s runs with a diagnostic or a non-zero status\n' "$kt_test" "$n"
if [ "$n" -ne 0 ]; then
	fail "$n runs with a diagnostic or a non-zero status, first ones:"
	head -n 10 "$tmp/bad" >&2
fi
finish
