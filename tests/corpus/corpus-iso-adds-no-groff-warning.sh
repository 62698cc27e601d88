#!/bin/sh
# Property: every page of the man-pages snapshot that names a kernel type
# of the fixed class draws exactly the same warnings from groff -ww (tbl
# and troff, -man -Tutf8) after "ktypes -m iso" as before it, with ktypes
# placed before tbl and after it (as a man-db nroff hook sees it).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
need_corpus

cd "$corpus" || exit 99
list_pages . > "$tmp/pages"
# One grep for all pages; the rest only for the pages it names.
typed_pages < "$tmp/pages" > "$tmp/typed"

# The pages are rendered from the man/ folder, so that ".so man2/x.2"
# works, reading standard input, so that all three cite the same name.
fmt='-man -Tutf8 -ww -z'
pages=0 warned=0 added=0
while IFS= read -r p; do
	pages=$((pages + 1))
	# shellcheck disable=SC2086
	groff -t $fmt < "$p" 2> "$tmp/kernel.err" > /dev/null
	# shellcheck disable=SC2086
	"$KTYPES_BIN" -m iso --exec groff -t $fmt < "$p" 2> "$tmp/before.err" > /dev/null
	# shellcheck disable=SC2086
	tbl < "$p" | "$KTYPES_BIN" -m iso --exec groff $fmt 2> "$tmp/after.err" > /dev/null
	[ -s "$tmp/kernel.err" ] && warned=$((warned + 1))
	for where in before after; do
		# ktypes' own warnings (pointers to distinct types) are
		# counted apart: the property is about groff's
		grep -c '^ktypes:' "$tmp/$where.err" >> "$tmp/ktypes.count"
		grep -v '^ktypes:' "$tmp/$where.err" > "$tmp/$where.groff"
		mv "$tmp/$where.groff" "$tmp/$where.err"
		if ! cmp -s "$tmp/kernel.err" "$tmp/$where.err"; then
			added=$((added + 1))
			fail "$p: -m iso $where tbl: the warnings differ"
			diff -u "$tmp/kernel.err" "$tmp/$where.err" |
			    sed -e '1,2d' -e 's/^/  /' >&2
		fi
	done
done < "$tmp/typed"

printf '%s: %s pages with kernel types rendered (of %s), %s already warned as written, %s renderings with different warnings\n' \
    "$kt_test" $pages "$(wc -l < "$tmp/pages")" $warned $added
printf "%s: %s warnings of ktypes itself (pointers to types that are not their ISO spelling)\n" \
    "$kt_test" "$(awk '{ n += $1 } END { print n + 0 }' "$tmp/ktypes.count" 2>/dev/null)"
[ $pages -gt 0 ] || fail "no page with a kernel type found"
finish
