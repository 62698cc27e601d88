#!/bin/sh
# On every page of the man-pages snapshot that names a kernel type,
# rendered at 80 columns as the man-pages build does (-rLL=78n, whose
# check-catman rejects lines over 80 columns): no line of mode iso or
# mode both is over 80 columns where kernel mode has none (the layout
# engine breaks such lines); and the blocks of mode both that still fall
# back to a key (.ktypes-key: no break exists) are counted and listed,
# as many as the README says.
# Skipped without the corpus.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
need_corpus
. "$top_srcdir/tests/layout/widths-lib.sh"
cd "$corpus" || exit 99

over80 () {
	groff -M "$top_srcdir/macros" -m ktypes -t -man -Tutf8 -rLL=78n \
	    -P-cbou 2> /dev/null | widths_of |
	    awk '$1 > 80 { c++ } END { print c + 0 }'
}

# respelled(LINE): a key line names a type with its ISO spelling (not
# quoted), which mode both would have set beside it
respelled='function respelled(s,   i, n, t, iso) {
	n = split(s, t, " ")
	for (i = 2; i <= n; i++) {
		if (t[i] ~ /^"/) {	# words or the note, in quotes
			while (t[i] !~ /.+"$/ && i < n)
				i++
			iso = 0
			continue
		}
		if (iso)
			return 1
		iso = 1
	}
	return 0
}'
words='(^|[^A-Za-z0-9_])(__(aligned_)?|)([us]|be|le)(8|16|32|64)([^A-Za-z0-9_]|$)'
pages=0 keys=0 keyed= texts=0 textkeyed=
for page in $(grep -lE "$words" man*/* | sort); do
	pages=$((pages + 1))
	k=$(over80 < "$page")
	for mode in iso both; do
		ktypes -m $mode "$page" > "$tmp/out" 2> /dev/null
		n=$(over80 < "$tmp/out")
		[ "$n" -gt "$k" ] &&
		    fail "$page: $n lines over 80 columns in mode $mode, $k in kernel mode"
	done
	# a block's key comes right after it (.EE, .fi); others are the
	# keys of lines of filled text; a key that names only kernel-only
	# spellings, each with its words in quotes (__be16 "uint16_t in
	# big-endian ..."), explains what mode both leaves, and is no
	# fallback
	n=$(awk "$respelled"'
	    /^\.ktypes-key / && (prev ~ /^\.(EE|fi)$/) && respelled($0) { n++ }
	    { prev = $0 } END { print n + 0 }' "$tmp/out")
	m=$(awk "$respelled"'
	    /^\.ktypes-key / && respelled($0) { m++ } END { print m + 0 }' \
	    "$tmp/out")
	if [ "$n" -gt 0 ]; then
		keys=$((keys + n))
		keyed="$keyed $page($n)"
	fi
	if [ "$m" -gt "$n" ]; then
		texts=$((texts + m - n))
		textkeyed="$textkeyed $page($((m - n)))"
	fi
done
echo "pages that name a kernel type: $pages"
echo "blocks of mode both that fall back to a key: $keys"
[ -n "$keyed" ] && echo " on:$keyed"
echo "keys of lines of filled text in mode both: $texts"
[ -n "$textkeyed" ] && echo " on:$textkeyed"
[ "$pages" -gt 0 ] || fail "no page names a kernel type: is the check blind?"
# the README says how many blocks fall back: it must be true
said=$(tr '\n' ' ' < "$top_srcdir/README.md" | sed -n \
    -e 's/.*that happens to \([0-9][0-9]*\) blocks* of [0-9]* before.*/\1/p' \
    -e 's/.*build do) no block falls back ([0-9]* did before).*/0/p')
[ -n "$said" ] || fail "the README does not say how many blocks fall back"
[ "$said" = "$keys" ] ||
    fail "the README says that $said of the blocks fall back to a key, $keys do"
finish
