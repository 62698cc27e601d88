#!/bin/sh
# Big5 (許 is 0xB3 0x5C), GBK and GB18030 (誠 is 0xD5 0x5C) have
# characters whose second byte is roff's backslash, an underscore or a
# bar; right before and after type names they must not hide the types.
# Each page is named by its coding tag.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/encoding/helpers.sh"
need_encoding BIG5 GBK GB18030

cd "$tmp" || exit 99
for pair in big5:chinese-big5:big5 cn-big5-dos:chinese-big5:big5 \
    gbk:chinese-gbk:gbk gb18030:chinese-gbk:gb18030; do
	tag=${pair%%:*} rest=${pair#*:}
	page=${rest%%:*} enc=${rest#*:}
	encode "$enc" "$encdir/$page.man" in.man ".\\\" -*- coding: $tag -*-"
	encode "$enc" "$encdir/$page.iso" exp ".\\\" -*- coding: $tag -*-"
	grep -q "$(printf '\134\134__u')" in.man ||
	    fail "$enc: no trail byte 0x5C before a type name"
	expect_page "$enc, coding tag $tag" in.man exp
	ktypes -m iso -e latin1 in.man > naive.out
	cmp -s naive.out exp && fail "$enc: read as Latin-1, all types found"
done
finish
