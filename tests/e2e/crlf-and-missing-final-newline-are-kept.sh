#!/bin/sh
# CRLF line endings and a missing final newline come out exactly as they
# went in, also where a type is rewritten next to them.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
printf '.TH X 7\r\n.SH NAME\r\nx \\- a __u32\r\n.EX\r\n    __u64         total;\r\n    u32 n;\r\n.EE\r\n.B __s8\r\nlast __u16' > in.man
printf '.TH X 7\r\n.SH NAME\r\nx \\- a uint32_t\r\n.EX\r\n    uint64_t      total;\r\n    uint32_t n;\r\n.EE\r\n.B int8_t\r\nlast uint16_t' > exp

expect_run "-m iso CRLF" 0 exp /dev/null \
    ktypes -m iso in.man

ktypes -m iso < in.man > out
expect_files_equal "-m iso CRLF, standard input" exp out

printf 'a __u8 at the end' > in2.man
printf 'a uint8_t at the end' > exp2
ktypes -m iso in2.man > out
expect_files_equal "-m iso, no final newline" exp2 out

printf '.nf\n    __u8          x;' > in3.man
printf '.nf\n    uint8_t       x;' > exp3
ktypes -m iso in3.man > out
expect_files_equal "-m iso, no-fill block at the end, no final newline" exp3 out

# An empty file stays empty; a file of one newline stays one newline.
: > empty
ktypes -m iso empty > out
expect_files_equal "-m iso, empty file" empty out
printf '\n' > newline
ktypes -m iso newline > out
expect_files_equal "-m iso, one newline" newline out
finish
