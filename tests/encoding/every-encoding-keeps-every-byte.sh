#!/bin/sh
# Encodings that are not ASCII-compatible at all: EBCDIC (cp1047, which
# preconv reads too), the stateful ISO-2022-JP; and random bytes in every
# encoding that ktypes decodes: the default mode gives them back byte for
# byte, iso mode neither fails nor loses a byte.  An encoding that iconv
# does not know is passed through with a warning, or, as -e, refused.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/encoding/helpers.sh"
need_encoding CP1047 ISO-2022-JP

cd "$tmp" || exit 99
encode CP1047 "$encdir/french.man" ebcdic.man
encode CP1047 "$encdir/french.iso" ebcdic.exp
expect_page "cp1047, -e" ebcdic.man ebcdic.exp -e cp1047

tag='.\" -*- coding: iso-2022-jp -*-'
encode ISO-2022-JP "$encdir/japanese.man" jis.man "$tag"
encode ISO-2022-JP "$encdir/japanese.iso" jis.exp "$tag"
expect_page "ISO-2022-JP, coding tag" jis.man jis.exp

# Random bytes, in every encoding that iconv has of these.
for enc in SHIFT_JIS CP932 BIG5 BIG5-HKSCS GBK GB18030 UHC JOHAB \
    UTF-16 UTF-16LE UTF-32 UCS-2 CP1047 IBM037 ISO-2022-JP ISO-2022-KR \
    UTF-7; do
	printf 'x\n' | iconv -f UTF-8 -t "$enc" > /dev/null 2>&1 || continue
	for round in 1 2 3; do
		dd if=/dev/urandom of=r.bin bs=1024 count=8 2> /dev/null ||
		    exit 99
		ktypes -e "$enc" r.bin > out 2> err
		st=$?
		if [ $st -ne 0 ] || ! cmp -s r.bin out; then
			fail "$enc: random bytes, default mode: status $st or bytes changed"
			od -An -tx1 r.bin | head -n 20 | sed 's/^/  | /' >&2
		fi
		ktypes -m iso -e "$enc" r.bin > out 2> err
		st=$?
		[ $st -eq 0 ] || fail "$enc: random bytes, -m iso: status $st"
		[ $(grep -c . err) -le 1 ] || fail "$enc: more than one warning"
	done
done

# Unknown encodings.
printf '.\\" -*- coding: no-such-thing -*-\n__u32\n' > unknown.man
printf "ktypes:unknown.man: warning: encoding 'no-such-thing' not supported by iconv; passed through unchanged\n" > err.exp
expect_run "unknown tag" 0 unknown.man err.exp ktypes -m iso unknown.man
expect_run "-e no-such-thing" 2 - - ktypes -e no-such-thing unknown.man
expect_grep "-e no-such-thing" "^ktypes: error: unknown encoding 'no-such-thing'$" err
expect_grep "-e no-such-thing: usage" '^usage: ktypes' err
finish
