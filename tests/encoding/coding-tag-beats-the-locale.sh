#!/bin/sh
# The encoding is found in preconv's order: -e, then a byte-order mark,
# then a coding tag on the first or second line, then the locale (latin1
# in the C locale).  A Shift_JIS page tagged as such is decoded in a
# UTF-8 locale; untagged, it is read as the locale says; -e beats the tag.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/encoding/helpers.sh"
need_encoding SHIFT_JIS UTF-16LE
locale -a 2> /dev/null | grep -i -q '^C\.utf-\{0,1\}8$' ||
    skip "no C.UTF-8 locale"

cd "$tmp" || exit 99
encode SHIFT_JIS "$encdir/japanese.man" tagged.man \
    '.\" -*- coding: shift_jis -*-'
encode SHIFT_JIS "$encdir/japanese.iso" tagged.exp \
    '.\" -*- coding: shift_jis -*-'
encode SHIFT_JIS "$encdir/japanese.man" plain.man
encode SHIFT_JIS "$encdir/japanese.iso" plain.exp

for loc in C.UTF-8 C; do
	LC_ALL=$loc
	export LC_ALL
	expect_page "LC_ALL=$loc, tag" tagged.man tagged.exp
	# untagged, the page is not read as Shift_JIS: types stay hidden
	expect_run "LC_ALL=$loc, no tag" 0 - /dev/null ktypes -m iso plain.man
	cmp -s out plain.exp &&
	    fail "LC_ALL=$loc, no tag: the page was read as Shift_JIS"
	expect_page "LC_ALL=$loc, no tag, -e" plain.man plain.exp -e sjis
done
LC_ALL=C.UTF-8
export LC_ALL

# The tag on the second line, after another comment; CRLF lines.
encode SHIFT_JIS "$encdir/japanese.man" second.man \
    ".\\\" t
.\\\" -*- mode: nroff; coding: shift_jis-dos -*-"
encode SHIFT_JIS "$encdir/japanese.iso" second.exp \
    ".\\\" t
.\\\" -*- mode: nroff; coding: shift_jis-dos -*-"
expect_page "tag on the second line" second.man second.exp
sed 's/$/\r/' second.man > crlf.man
sed 's/$/\r/' second.exp > crlf.exp
expect_page "tag on the second line, CRLF" crlf.man crlf.exp
# ... but not on the third
encode SHIFT_JIS "$encdir/japanese.man" third.man \
    ".\\\" t
.\\\" x
.\\\" -*- coding: shift_jis -*-"
ktypes -m iso third.man > third.out
sed 1,3d third.out | iconv -f SHIFT_JIS -t UTF-8 > third.txt 2> /dev/null
cmp -s third.txt "$encdir/japanese.iso" &&
    fail "a tag on the third line was obeyed"

# -e beats the tag: the tag says Latin-1 (wrongly), -e Shift_JIS.
encode SHIFT_JIS "$encdir/japanese.man" wrong.man \
    '.\" -*- coding: latin-1 -*-'
encode SHIFT_JIS "$encdir/japanese.iso" wrong.exp \
    '.\" -*- coding: latin-1 -*-'
expect_page "-e beats the tag" wrong.man wrong.exp -e shift_jis
ktypes -m iso wrong.man > wrong.out
cmp -s wrong.out wrong.exp && fail "the wrong tag was not obeyed"
# ... and -e latin1 beats a right tag
ktypes -m iso -e latin1 tagged.man > right.out
cmp -s right.out tagged.exp && fail "-e latin1 did not beat the tag"

# The mark beats the tag: a UTF-16 page that says shift_jis.
encode UTF-16LE "$encdir/japanese.man" u16.man \
    '.\" -*- coding: shift_jis -*-'
encode UTF-16LE "$encdir/japanese.iso" u16.exp \
    '.\" -*- coding: shift_jis -*-'
with_bom '\377\376' u16.man
with_bom '\377\376' u16.exp
expect_page "the mark beats the tag" u16.man u16.exp

# Standard input is detected the same way.
ktypes -m iso < tagged.man > stdin.out
expect_files_equal "standard input" tagged.exp stdin.out
finish
