#!/bin/sh
# On every page of the man-pages snapshot that holds a kernel type, the
# renderings of ktypes' iso and both output widen no gap of one blank
# between two words of the source's rendering (struct iocb {, const char,
# for (i) unless the second word is in a column that moves as a whole,
# and change no gap inside a comment (aligncheck -s).  Skipped without
# the corpus.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
check=$top_builddir/tests/tools/aligncheck
[ -x "$check" ] || skip "no aligncheck at $check (make check builds it)"
need_corpus

pages=0 gaps=0 widened=0
cd "$corpus" || exit 99
for page in $(grep -lE '(^|[^A-Za-z0-9_])(__[us](8|16|32|64)|[us](8|16|32|64))([^A-Za-z0-9_]|$)' man*/*); do
	pages=$((pages + 1))
	opts="-man -Tutf8 -P-cbu -rLL=10000n"
	# shellcheck disable=SC2086
	groff $opts "$page" > "$tmp/before" 2>/dev/null
	for mode in iso both; do
		# shellcheck disable=SC2086
		# --both-width=0: no block keeps its spelling for want of
		# width (corpus-both-fits.sh); the form inside a comment,
		# "__u64 (uint64_t)", as one word; -k: without the keys
		# of the kernel spellings that iso leaves
		ktypes -m $mode --both-width=0 "$page" 2>/dev/null |
		    groff $opts 2>/dev/null |
		    sed 's/\([a-z0-9_]\) (\([a-z]*int[0-9]*_t\))/\1(\2)/g' \
		    > "$tmp/after"
		if ! "$check" -k -s "$tmp/before" "$tmp/after" > "$tmp/report"
		then
			fail "$page (-m $mode): blanks added between words"
			sed 's/^/  /' "$tmp/report" >&2
		fi
		set -- $(tail -n 1 "$tmp/report")
		gaps=$((gaps + ${3%,})) widened=$((widened + $5))
	done
done
echo "pages with kernel types: $pages"
echo "iso and both: gaps checked $gaps, widened $widened"
[ "$pages" -gt 0 ] || fail "no page with kernel types found"
[ "$gaps" -gt 0 ] || fail "no gap checked: is the check blind?"
finish
