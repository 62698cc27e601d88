#!/bin/sh
# On every page of the man-pages snapshot that holds a kernel type, the
# rendering of ktypes' iso output keeps every deliberate alignment of the
# rendering of the source (terminal, a line length wide enough that nothing
# wraps), with no limit of width (--both-width=0: the columns alone; the
# lines that the limit breaks are corpus-iso-and-both-stay-within-80.sh's
# and corpus-both-fits.sh's).  For comparison, the same count for a plain sed replacement of
# the long names, which does lose alignments.  Skipped without the corpus.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
check=$top_builddir/tests/tools/aligncheck
[ -x "$check" ] || skip "no aligncheck at $check (make check builds it)"
corpus=${KTYPES_CORPUS:-$top_srcdir/../shared/corpus}
set -- "$corpus"/man-pages-*.tar.xz
[ -f "$1" ] || skip "no man-pages snapshot in $corpus"
mkdir "$tmp/tree"
xz -dc "$1" | (cd "$tmp/tree" && tar -xf -) || fail "cannot unpack $1"
man=$(echo "$tmp"/tree/*/man)
[ -d "$man" ] || skip "no man/ folder in the snapshot"

pages=0 checked=0 lost=0 sed_checked=0 sed_lost=0
cd "$man" || exit 99
for page in $(grep -lE '(^|[^A-Za-z0-9_])(__[us](8|16|32|64)|[us](8|16|32|64))([^A-Za-z0-9_]|$)' man*/*); do
	pages=$((pages + 1))
	opts="-man -Tutf8 -P-cbu -rLL=10000n"
	# shellcheck disable=SC2086
	groff $opts "$page" > "$tmp/before" 2>/dev/null
	# shellcheck disable=SC2086
	ktypes -m iso --both-width=0 "$page" | groff $opts > "$tmp/after" \
	    2>/dev/null
	# shellcheck disable=SC2086
	sed -E 's/(^|[^A-Za-z0-9_])__u(8|16|32|64)([^A-Za-z0-9_]|$)/\1uint\2_t\3/g;
	    s/(^|[^A-Za-z0-9_])__s(8|16|32|64)([^A-Za-z0-9_]|$)/\1int\2_t\3/g' \
	    "$page" | groff $opts > "$tmp/naive" 2>/dev/null
	# (-k: without the keys of the kernel spellings that it leaves)
	if ! "$check" -k "$tmp/before" "$tmp/after" > "$tmp/report"; then
		fail "$page: alignment lost"
		sed 's/^/  /' "$tmp/report" >&2
	fi
	set -- $(tail -n 1 "$tmp/report")
	checked=$((checked + ${3%,})) lost=$((lost + $5))
	"$check" -q "$tmp/before" "$tmp/naive" > "$tmp/report" || :
	set -- $(tail -n 1 "$tmp/report")
	sed_checked=$((sed_checked + ${3%,})) sed_lost=$((sed_lost + ${5:-0}))
done
echo "pages with kernel types: $pages"
echo "ktypes -m iso: alignments checked $checked, lost $lost"
echo "plain sed of the long names: alignments checked $sed_checked, lost $sed_lost"
[ "$pages" -gt 0 ] || fail "no page with kernel types found"
[ "$sed_lost" -gt 0 ] || fail "the naive replacement lost nothing: is the check blind?"
finish
