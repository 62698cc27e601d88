#!/bin/sh
# With two or more operands each file is announced with ".lf 1 NAME"
# (after a newline if the previous file lacked its final one), standard
# input included; with one operand nothing is added.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
printf '%s\n' 'first __u8' > one.man
printf 'second __u16 without a final newline' > two.man
printf '%s\n' 'third __u32' > three.man
printf '%s\n' 'from standard input' > stdin.man

cat > exp <<'EOT'
.lf 1 one.man
first uint8_t
.lf 1 two.man
second uint16_t without a final newline
.lf 1 -
from standard input
.lf 1 three.man
third uint32_t
EOT
expect_run "four operands" 0 exp /dev/null \
    ktypes -m iso one.man two.man - three.man < stdin.man

ktypes one.man two.man > out
printf '.lf 1 one.man\nfirst __u8\n.lf 1 two.man\nsecond __u16 without a final newline' > exp
expect_files_equal "kernel mode, two operands" exp out

ktypes -m iso two.man > out
printf 'second uint16_t without a final newline' > exp
expect_files_equal "one operand" exp out

ktypes -m iso - < one.man > out
printf 'first uint8_t\n' > exp
expect_files_equal "standard input alone" exp out
finish
