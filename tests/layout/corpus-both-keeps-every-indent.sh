#!/bin/sh
# On every page of the man-pages snapshot that holds a kernel type,
# modes both and iso keep the indent of every line of code in a no-fill
# block (.nf or .EX) that starts a statement (after a line of code that
# ends in ";", "{" or "}", not one that goes on with a list after a
# comma, which is aligned under its first item and moves with it): the
# blanks before its first word are the source's
# (the layout engine moves columns after a line's first word, and
# comments on lines of their own, never the code's indent: sched_setattr(2)
# lost three columns of it for eight members of struct sched_attr in
# mode both).  ktypes' output without what it inserts, its broken lines
# joined again (tests/tools/unbreak), has the source's lines one for one.
# Skipped without the corpus.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_corpus
unbreak=$top_builddir/tests/tools/unbreak
[ -x "$unbreak" ] || skip "no unbreak at $unbreak (make check builds it)"

cd "$corpus" || exit 99
list_pages . | typed_pages > "$tmp/pages"
pages=0 lines=0
while IFS= read -r page; do
	pages=$((pages + 1))
	for mode in iso both; do
		ktypes -m $mode "$page" 2> /dev/null | drop_inserted_keys \
		    > "$tmp/out"
		"$unbreak" "$page" "$tmp/out" > "$tmp/joined"
		# the lines of code of the no-fill blocks whose indent
		# differs, and how many were compared
		awk -v page="$page" -v mode="$mode" '
		function indent(s) { match(s, /^[ \t]*/); return substr(s, 1, RLENGTH) }
		NR == FNR { src[FNR] = $0; n = FNR; next }
		{ out[FNR] = $0 }
		END {
			for (i = 1; i <= n; i++) {
				s = src[i]
				if (s ~ /^[.\047][ \t]*(nf|EX)([ \t]|$)/) { fill = 0; continue }
				if (s ~ /^[.\047][ \t]*(fi|EE)([ \t]|$)/) { fill = 1; continue }
				if (fill || nofill_off(s))
					continue
				code = !incomment && s ~ /^[ \t]*[A-Za-z_{}]/
				starts = after == "" || after ~ /[;{}]$/
				# the comment state after the line, and its code
				t = s; c = ""
				while (t != "") {
					if (!incomment && match(t, /\/\*/)) {
						c = c substr(t, 1, RSTART - 1)
						incomment = 1; t = substr(t, RSTART + 2)
					} else if (incomment && match(t, /\*\//)) {
						incomment = 0; t = substr(t, RSTART + 2)
					} else {
						if (!incomment)
							c = c t
						t = ""
					}
				}
				sub(/[ \t]+$/, "", c)
				if (c != "")
					after = c
				if (!code || !starts)
					continue
				checked++
				if (indent(s) != indent(out[i]))
					printf "%s (-m %s) line %d: indent \"%s\", not \"%s\": %s\n",
					    page, mode, i, indent(out[i]), indent(s), s
			}
			print checked + 0 > "/dev/stderr"
		}
		function nofill_off(s) { return s ~ /^[.\047]/ }
		BEGIN { fill = 1 }
		' "$page" "$tmp/joined" > "$tmp/bad" 2> "$tmp/count"
		lines=$((lines + $(cat "$tmp/count")))
		if [ -s "$tmp/bad" ]; then
			fail "$page (-m $mode): the indent of code changed"
			sed -e 's/^/  /' -e 20q "$tmp/bad" >&2
		fi
	done
done < "$tmp/pages"
echo "pages with kernel types: $pages; lines of code compared: $lines"
[ "$pages" -gt 0 ] || fail "no page with kernel types found"
[ "$lines" -gt 1000 ] || fail "only $lines lines of code compared: is the check blind?"
finish
