#!/bin/sh
# The tests count the width of a rendered line as the layout engine
# counts its characters on a terminal (src/util.c, kt_wide_char): a CJK
# character, kana, Hangul or a fullwidth form takes two columns, any
# other character one however many bytes it takes in UTF-8, a byte that
# starts no character one; the blanks at the end of a line show nothing
# and are not counted.  aligncheck counts a token's column so too: two
# comments that stand in one column after "中文" and "abcd" are aligned,
# and one moved away is a lost alignment.  (They counted a CJK character
# as one column, so that a line of Chinese text twice as wide as the
# page passed, and aligncheck saw no column there.)
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/layout/widths-lib.sh"

cd "$tmp" || exit 99
printf '%s\n' 'struct s;' '/* 结构体的大小 */' '/* größe */' \
    'ｕ３２ ｘ;   ' '한글 かな' 'é' '' "$(printf 'a\377b')" > text
widths_of < text > got
printf '%s\n' 9 18 11 10 9 1 0 3 > want
expect_files_equal "widths_of: the columns of each line" want got
with_widths < text > got
paste want text > want.l
expect_files_equal "with_widths: each line after its width" want.l got

check=$top_builddir/tests/tools/aligncheck
[ -x "$check" ] || skip "no aligncheck at $check (make check builds it)"
printf '%s\n' 'struct s {' '        int 中文;  /* x */' \
    '        int abcd;  /* y */' '};' > before
sed 's#abcd;  #abcd;    #' before > after
"$check" before after > report
expect_status "aligncheck: the comment moved from the column" 1 $?
expect_grep "aligncheck: the lost alignment" '^lost: lines 2-3, column 19' \
    report
finish
