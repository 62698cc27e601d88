#!/bin/sh
# In Shift_JIS the second byte of a character may be 0x5C (roff's
# backslash: 表 is 0x95 0x5C), 0x5F (an underscore), 0x7C or a letter.
# Right before and after type names, such bytes would make a byte
# scanner see escapes, comments and longer words; ktypes decodes the
# page, so iso mode finds every type, and encodes it back.  Shift_JIS,
# by coding tag and by -e, and its Windows form CP932.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/encoding/helpers.sh"
need_encoding SHIFT_JIS CP932

cd "$tmp" || exit 99
# the fixture has the bytes that it is about
encode SHIFT_JIS "$encdir/japanese.man" plain.man
for bytes in '\225\134__u32\225\134' '\224\134\134fB__u16' \
    '\227\134"__s16"' '\215\134(__s32)' '\223\137__u64' '\203\130__u16'; do
	printf "$bytes" > pattern
	grep -F -q -f pattern plain.man ||
	    fail "the Shift_JIS page lacks the bytes $bytes"
done

for tag in shift_jis Shift_JIS-unix sjis; do
	encode SHIFT_JIS "$encdir/japanese.man" sjis.man \
	    ".\\\" -*- coding: $tag -*-"
	encode SHIFT_JIS "$encdir/japanese.iso" sjis.exp \
	    ".\\\" -*- coding: $tag -*-"
	expect_page "Shift_JIS, coding tag $tag" sjis.man sjis.exp
done
encode SHIFT_JIS "$encdir/japanese.iso" sjis.plain.exp
expect_page "Shift_JIS, -e shift_jis" plain.man sjis.plain.exp -e shift_jis

tag='.\" -*- coding: cp932 -*-'
encode CP932 "$encdir/japanese.man" cp932.man "$tag"
encode CP932 "$encdir/japanese.iso" cp932.exp "$tag"
expect_page "CP932, coding tag" cp932.man cp932.exp

# Read as bytes (Latin-1), the same page hides most of its types.
expect_run "-e latin1" 0 - - ktypes -m iso -e latin1 plain.man
n=$(grep -c '__[us][0-9]' out)
[ "$n" -ge 7 ] || fail "read as Latin-1, only $n lines keep a kernel name"
finish
