#!/bin/sh
# Bytes that are invalid in the page's encoding (Shift_JIS: 0xFF, a lead
# byte before a newline, one at the end; Big5: 0xFF; UTF-16: a lone
# surrogate, an odd last byte) come out exactly as they came, in every
# mode, the text around them is filtered as usual, and each file draws
# one warning, which names the file and the line of the first of them.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/encoding/helpers.sh"
need_encoding SHIFT_JIS BIG5 UTF-16LE

cd "$tmp" || exit 99
# The markers '#' and '$' are no bytes of Shift_JIS or Big5 characters;
# they become the invalid bytes after the conversion.
mark () {
	sed -e '6s/^/#/' -e '9s/$/$/' -e '$s/$/$/' "$1" > "$2"
}
mark "$encdir/japanese.man" j.man
mark "$encdir/japanese.iso" j.iso
encode SHIFT_JIS j.man sjis.tmp '.\" -*- coding: shift_jis -*-'
encode SHIFT_JIS j.iso sjis.exp.tmp '.\" -*- coding: shift_jis -*-'
tr '#$' '\377\225' < sjis.tmp > sjis.man
tr '#$' '\377\225' < sjis.exp.tmp > sjis.exp
printf '\225' >> sjis.man
printf '\225' >> sjis.exp

warning='ktypes:sjis.man:7: warning: invalid byte sequence for shift_jis; passed through'
for mode in '' '-m kernel' '-m iso'; do
	case $mode in
	*iso) exp=sjis.exp ;;
	*) exp=sjis.man ;;
	esac
	expect_run "Shift_JIS${mode:+, $mode}" 0 $exp - ktypes $mode sjis.man
done
# (-m kernel copies without reading the page: no warning)
ktypes sjis.man > out 2> err
printf '%s\n' "$warning" > err.exp
expect_files_equal "Shift_JIS, default mode: the warning" err.exp err
ktypes -m iso sjis.man > out 2> err
expect_files_equal "Shift_JIS, -m iso: the warning" err.exp err
ktypes -m iso < sjis.man > out 2> err
expect_files_equal "Shift_JIS, standard input" sjis.exp out
printf '%s\n' "$warning" | sed 's/sjis\.man/<standard input>/' > err.exp
expect_files_equal "Shift_JIS, standard input: the warning" err.exp err

# Big5, named by -e; 0xFF is no Big5 byte.
mark "$encdir/chinese-big5.man" c.man
mark "$encdir/chinese-big5.iso" c.iso
encode BIG5 c.man big5.tmp
encode BIG5 c.iso big5.exp.tmp
tr '#$' '\377\377' < big5.tmp > big5.man
tr '#$' '\377\377' < big5.exp.tmp > big5.exp
printf 'ktypes:big5.man:6: warning: invalid byte sequence for Big5; passed through\n' > err.exp
expect_run "Big5, -m iso" 0 big5.exp err.exp ktypes -m iso -e big5 big5.man
ktypes -e big5 big5.man > out 2> /dev/null
expect_files_equal "Big5, default mode: identity" big5.man out

# UTF-16LE with a mark: a lone low surrogate on line 3, an odd last byte.
head -n 2 "$encdir/french.man" > part1
sed 1,2d "$encdir/french.man" > part2
sed 1,2d "$encdir/french.iso" > part2.iso
{
	printf '\377\376'
	iconv -f UTF-8 -t UTF-16LE part1
	printf '\000\334'
	iconv -f UTF-8 -t UTF-16LE part2
	printf 'x'
} > u16.man
{
	printf '\377\376'
	iconv -f UTF-8 -t UTF-16LE part1
	printf '\000\334'
	iconv -f UTF-8 -t UTF-16LE part2.iso
	printf 'x'
} > u16.exp
printf 'ktypes:u16.man:3: warning: invalid byte sequence for UTF-16; passed through\n' > err.exp
expect_run "UTF-16LE, -m iso" 0 u16.exp err.exp ktypes -m iso u16.man
ktypes u16.man > out 2> /dev/null
expect_files_equal "UTF-16LE, default mode: identity" u16.man out

# One warning for each file that has them.
ktypes -m iso sjis.man big5.man sjis.man > /dev/null 2> err
n=$(grep -c 'invalid byte sequence' err)
[ "$n" -eq 2 ] || fail "three files, two with invalid bytes for their encoding: $n warnings"
finish
