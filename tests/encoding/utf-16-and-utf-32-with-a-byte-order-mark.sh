#!/bin/sh
# Pages in UTF-16 and UTF-32, where every ASCII character comes with NUL
# bytes, are found by their byte-order mark, decoded, filtered and encoded
# back with the same mark and byte order; without a mark, -e names them.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/encoding/helpers.sh"
need_encoding UTF-16LE UTF-16BE UTF-32LE UTF-32BE

cd "$tmp" || exit 99
for page in japanese french; do
	for pair in 'UTF-16LE:\377\376' 'UTF-16BE:\376\377' \
	    'UTF-32LE:\377\376\000\000' 'UTF-32BE:\000\000\376\377'; do
		enc=${pair%%:*} bom=${pair#*:}
		encode "$enc" "$encdir/$page.man" in.man
		encode "$enc" "$encdir/$page.iso" exp
		# a coding tag does not count against the mark
		encode "$enc" "$encdir/$page.man" tagged.man \
		    '.\" -*- coding: latin-1 -*-'
		encode "$enc" "$encdir/$page.iso" tagged.exp \
		    '.\" -*- coding: latin-1 -*-'
		expect_page "$page, $enc without a mark, -e" in.man exp \
		    -e "$enc"
		with_bom "$bom" in.man
		with_bom "$bom" exp
		with_bom "$bom" tagged.man
		with_bom "$bom" tagged.exp
		expect_page "$page, $enc with a mark" in.man exp
		expect_page "$page, $enc with a mark and a coding tag" \
		    tagged.man tagged.exp
		# -e names the generic encoding: the mark tells the order
		generic=${enc%??}
		expect_page "$page, $enc with a mark, -e $generic" in.man exp \
		    -e "$generic"
	done
done

# The mark comes before the .lf announcement of a file.
encode UTF-16LE "$encdir/french.man" a.man
with_bom '\377\376' a.man
printf '.TH B 7\n' > b.man
{
	printf '\377\376'
	printf '.lf 1 a.man\n' | iconv -f UTF-8 -t UTF-16LE
	iconv -f UTF-8 -t UTF-16LE "$encdir/french.man"
	printf '.lf 1 b.man\n.TH B 7\n'
} > exp
expect_run "two files: a UTF-16 page, then an ASCII one" 0 exp - \
    ktypes a.man b.man
finish
