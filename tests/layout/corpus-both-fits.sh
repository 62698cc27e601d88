#!/bin/sh
# On every page of the man-pages snapshot that ktypes changes in mode
# both, the rendering of mode both at 80 columns (groff -man -Tutf8
# -rLL=78n, man-db's and Debian's default, no colour) has no line longer
# than the longest line of the kernel-mode rendering of the same page,
# opens no C comment inside another one more often than kernel mode
# does (a "/*" inside "/* ... */": "/* cast to __u64/*uint64_t*/ */"),
# and breaks no word at a hyphen inside a type's both form.  Each page
# past the limit is named with its lines; the totals close the report.
#
# By hand, on another tree of pages (gzipped or not), such as the
# installed ones:  sh tests/layout/corpus-both-fits.sh /usr/share/man
# Skipped without the corpus.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
. "$top_srcdir/tests/layout/widths-lib.sh"

if [ $# -gt 0 ]; then
	corpus=$1
else
	need_corpus
fi
cd "$corpus" || exit 99

# width FILE: the report of one rendering, one line per finding
#   W N       the longest line is N columns
#   L N TEXT  line of N columns (all lines, for the caller's limit)
#   C N TEXT  a comment opened inside a comment, at rendered line N
#   H N TEXT  line N ends in a hyphen inside a both form ("/*...-")
# Widths are counted as the layout engine counts them (widths-lib.sh).
measure () {
	with_widths < "$1" | awk '
	{
		n = $0
		sub(/\t.*/, "", n)
		n += 0
		sub(/^[0-9]*\t/, "")
		if (n > w)
			w = n
		print "L", n, $0
		line = $0
		while ((i = index(line, "/*")) > 0 || (j = index(line, "*/")) > 0) {
			i = index(line, "/*"); j = index(line, "*/")
			if (i > 0 && (j == 0 || i < j)) {
				if (depth > 0)
					print "C", NR, $0
				depth++
				line = substr(line, i + 2)
			} else {
				if (depth > 0)
					depth--
				line = substr(line, j + 2)
			}
		}
		if ($0 == "")
			depth = 0
		if ($0 ~ /\/\*[A-Za-z0-9_()]*\342\200\220$/ ||
		    $0 ~ /\/\*[A-Za-z0-9_()]*-$/)
			print "H", NR, $0
	}
	END { print "W", w + 0 }'
}

render () {
	groff -M "$top_srcdir/macros" -m ktypes -t -man -Tutf8 -rLL=78n \
	    -P-cbu 2> /dev/null
}

pages=0 badpages=0 long=0 nested=0 hyph=0
: > "$tmp/bad"
# Only pages that name a type can change (a quick first sieve).
words='(^|[^A-Za-z0-9_])(__(aligned_)?|)([us]|be|le)(8|16|32|64)([^A-Za-z0-9_]|$)'
find man* -type f | sort | while IFS= read -r page; do
	case $page in
	*.gz) gzip -dc "$page" | grep -qE "$words" && echo "$page" ;;
	*) grep -qE "$words" "$page" && echo "$page" ;;
	esac
done > "$tmp/candidates"
while IFS= read -r page; do
	case $page in
	*.gz) cat="gzip -dc" ;;
	*) cat=cat ;;
	esac
	$cat "$page" | ktypes -m both > "$tmp/both.man" 2> /dev/null
	grep -q 'ktypes-both-text-\|ktypes-both-cell-' "$tmp/both.man" ||
	    continue
	pages=$((pages + 1))
	$cat "$page" | render > "$tmp/k.txt"
	render < "$tmp/both.man" > "$tmp/b.txt"
	measure "$tmp/k.txt" > "$tmp/k.m"
	measure "$tmp/b.txt" > "$tmp/b.m"
	limit=$(sed -n 's/^W //p' "$tmp/k.m")
	awk -v lim="$limit" '$1 == "L" && $2 > lim' "$tmp/b.m" > "$tmp/over"
	kc=$(grep -c '^C ' "$tmp/k.m")
	bc=$(grep -c '^C ' "$tmp/b.m")
	grep '^H ' "$tmp/b.m" > "$tmp/hy"
	n=$(wc -l < "$tmp/over")
	h=$(wc -l < "$tmp/hy")
	c=$((bc > kc ? bc - kc : 0))
	if [ "$n" -gt 0 ] || [ "$c" -gt 0 ] || [ "$h" -gt 0 ]; then
		badpages=$((badpages + 1))
		long=$((long + n)) nested=$((nested + c)) hyph=$((hyph + h))
		{
			printf '%s: %d lines past %d columns, %d nested comments, %d hyphens in a both form\n' \
			    "$page" "$n" "$limit" "$c" "$h"
			sed -e 's/^L \([0-9]*\) /  \1: /' "$tmp/over"
			[ "$c" -gt 0 ] && grep '^C ' "$tmp/b.m" |
			    sed 's/^C [0-9]* /  nested: /'
			sed 's/^H [0-9]* /  hyphen: /' "$tmp/hy"
		} >> "$tmp/bad"
	fi
done < "$tmp/candidates"
if [ "$badpages" -gt 0 ]; then
	fail "mode both does not fit or nests comments on $badpages pages"
	sed 's/^/  /' "$tmp/bad" >&2
fi
echo "pages that mode both changes: $pages"
echo "pages past the limit or with nested comments: $badpages"
echo "lines past the limit $long, nested comments $nested, hyphens in a both form $hyph"
[ "$pages" -gt 0 ] || fail "no page that mode both changes: is the check blind?"
finish
