#!/bin/sh
# Property: every page of the man-pages snapshot that names a kernel type
# draws exactly the same warnings from groff -ww (tbl and troff, -man
# -Tutf8) in modes both and annotate as written, with ktypes before tbl
# and after it (as a man-db nroff hook sees it): the prelude, the string
# calls and the keys add none, and the keys' .lf lines keep every
# warning on its line.  Skipped without the snapshot.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
need_corpus

cd "$corpus" || exit 99
list_pages . > "$tmp/pages"
typed_pages < "$tmp/pages" > "$tmp/typed"

fmt='-man -Tutf8 -ww -z'
pages=0 warned=0 added=0
while IFS= read -r p; do
	pages=$((pages + 1))
	# shellcheck disable=SC2086
	groff -t $fmt < "$p" 2> "$tmp/kernel.err" > /dev/null
	[ -s "$tmp/kernel.err" ] && warned=$((warned + 1))
	for mode in both annotate; do
		# shellcheck disable=SC2086
		"$KTYPES_BIN" -m $mode --exec groff -t $fmt < "$p" \
		    2> "$tmp/before.err" > /dev/null
		# shellcheck disable=SC2086
		tbl < "$p" | "$KTYPES_BIN" -m $mode --exec groff $fmt \
		    2> "$tmp/after.err" > /dev/null
		for where in before after; do
			# ktypes' own warnings (pointers to distinct
			# types) are not groff's
			grep -v '^ktypes:' "$tmp/$where.err" > "$tmp/$where.groff"
			mv "$tmp/$where.groff" "$tmp/$where.err"
			if ! cmp -s "$tmp/kernel.err" "$tmp/$where.err"; then
				added=$((added + 1))
				fail "$p: -m $mode $where tbl: the warnings differ"
				diff -u "$tmp/kernel.err" "$tmp/$where.err" |
				    sed -e '1,2d' -e 's/^/  /' >&2
			fi
		done
	done
done < "$tmp/typed"

printf '%s: %s pages with kernel types rendered (of %s), %s already warned as written, %s renderings with different warnings\n' \
    "$kt_test" $pages "$(wc -l < "$tmp/pages")" $warned $added
[ $pages -gt 0 ] || fail "no page with a kernel type found"
finish
