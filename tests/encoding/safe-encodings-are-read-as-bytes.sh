#!/bin/sh
# Pages in the encodings that a byte scanner can read as they are (ISO
# 8859, KOI8, EUC, UTF-8) are filtered byte for byte: Latin-1 by default
# in the C locale and by -e, KOI8-R and EUC-JP by their coding tag,
# UTF-8 with and without a byte-order mark.  The default and kernel modes
# give the input; iso mode changes only the type words.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/encoding/helpers.sh"
need_encoding ISO-8859-1 KOI8-R EUC-JP

cd "$tmp" || exit 99
encode ISO-8859-1 "$encdir/french.man" latin1.man
encode ISO-8859-1 "$encdir/french.iso" latin1.exp
expect_page "Latin-1, C locale" latin1.man latin1.exp
expect_page "Latin-1, -e latin-1" latin1.man latin1.exp -e latin-1
expect_page "Latin-1, --encoding=iso-8859-1" latin1.man latin1.exp \
    --encoding=iso-8859-1

tag='.\" -*- coding: koi8-r -*-'
encode KOI8-R "$encdir/russian.man" koi8.man "$tag"
encode KOI8-R "$encdir/russian.iso" koi8.exp "$tag"
expect_page "KOI8-R, coding tag" koi8.man koi8.exp

tag='.\" -*- mode: nroff; coding: euc-jp -*-'
encode EUC-JP "$encdir/japanese.man" eucjp.man "$tag"
encode EUC-JP "$encdir/japanese.iso" eucjp.exp "$tag"
expect_page "EUC-JP, coding tag" eucjp.man eucjp.exp

cp "$encdir/japanese.man" utf8.man && cp "$encdir/japanese.iso" utf8.exp ||
    exit 99
expect_page "UTF-8, -e utf-8" utf8.man utf8.exp -e utf-8
with_bom '\357\273\277' utf8.man
with_bom '\357\273\277' utf8.exp
expect_page "UTF-8 with a byte-order mark" utf8.man utf8.exp
finish
