#!/bin/sh
# What a reader sees: each page, in its encoding, filtered with -m iso
# and formatted by "preconv | groff -man -Tutf8", shows the same text as
# the expected UTF-8 page, with the ISO spellings next to the characters
# whose bytes could have hidden them.  (The pages are in CP932, not in
# glibc's Shift_JIS, which preconv reads with a yen sign for every
# backslash.)
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/encoding/helpers.sh"
need_groff
command -v preconv > /dev/null 2>&1 || skip "preconv is not installed"
need_encoding CP932 BIG5 GBK UTF-16LE UTF-16BE KOI8-R CP1047

cd "$tmp" || exit 99
# groff cannot adjust lines of CJK text without blanks: no "break"
# warnings; every other one counts.
view () {
	render -rLL=100n -Wbreak
}
for case in japanese:CP932:cp932 chinese-big5:BIG5:big5 \
    chinese-gbk:GBK:gbk japanese:UTF-16LE:bom french:UTF-16BE:bom \
    russian:KOI8-R:koi8-r french:CP1047:e; do
	page=${case%%:*} rest=${case#*:}
	enc=${rest%%:*} how=${rest#*:}
	pre=
	case $how in
	bom)	encode "$enc" "$encdir/$page.man" in.man
		case $enc in
		*LE) with_bom '\377\376' in.man ;;
		*) with_bom '\376\377' in.man ;;
		esac ;;
	e)	encode "$enc" "$encdir/$page.man" in.man
		pre="-e $enc" ;;
	*)	encode "$enc" "$encdir/$page.man" in.man \
		    ".\\\" -*- coding: $how -*-" ;;
	esac
	expect_run "$page in $enc" 0 - /dev/null ktypes -m iso $pre in.man
	preconv $pre out 2> err | view > got.txt 2>> err
	expect_files_equal "$page in $enc: preconv and groff warnings" \
	    /dev/null err
	preconv -e utf-8 "$encdir/$page.iso" | view > want.txt 2> /dev/null
	expect_files_equal "$page in $enc: the rendered page" want.txt got.txt
	expect_no_grep "$page in $enc: a kernel name" '__[us][0-9]' got.txt
done

# The words that trail bytes would have hidden, as the reader sees them.
encode CP932 "$encdir/japanese.man" in.man '.\" -*- coding: cp932 -*-'
ktypes -m iso in.man | preconv | view > got.txt 2> /dev/null
for line in \
    '表uint32_t表は三十二ビットの符号なし整数、十uint8_t十は八ビットです。' \
    '能uint16_t能と申int64_t申は書体を変えて書かれています。' \
    '予"int16_t"予の引用符も、構(int32_t)構の括弧も変わりません。' \
    '点uint64_t点と雲int8_t雲では、前後の文字の二番目のバイトが下線です。' \
    '表uint64_t と ソuint8_tソ(7) も型です。' \
    '    uint32_t      count;   /* 十 */'; do
	grep -F -q -e "$line" got.txt || fail "CP932: no line '$line'"
done
finish
