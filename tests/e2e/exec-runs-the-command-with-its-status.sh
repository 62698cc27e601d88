#!/bin/sh
# --exec CMD ARG... runs CMD with ktypes' output on its standard input and
# exits with CMD's status (128+N when a signal killed it); CMD's options
# are its own; when CMD succeeds, ktypes' own error status is kept.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
printf '%s\n' 'a __u32 -m kernel' > in.man
printf '%s\n' 'a uint32_t -m kernel' > exp

expect_run "--exec cat" 0 exp /dev/null \
    ktypes -m iso in.man --exec cat

expect_run "--exec sh -c 'exit 3'" 3 - - \
    ktypes --exec sh -c 'cat > got; exit 3' sh -m iso < in.man
printf '%s\n' 'a __u32 -m kernel' > exp.kernel
expect_files_equal "--exec sh: -m after CMD is not ktypes'" exp.kernel got

expect_run "--exec sh -c 'exit 0'" 0 - - \
    ktypes -m iso in.man --exec sh -c 'cat > got; exit 0'
expect_files_equal "--exec sh: input" exp got

expect_run "--exec sh -c 'kill -TERM \$\$'" 143 - - \
    ktypes -m iso in.man --exec sh -c 'kill -TERM $$'

# CMD succeeds, ktypes could not open a file: ktypes' status.
printf '.lf 1 in.man\na uint32_t -m kernel\n' > exp2
expect_run "--exec cat, a missing file" 1 exp2 - \
    ktypes -m iso missing.man in.man --exec cat

# A command that stops reading early is not an error of ktypes'.
awk 'BEGIN { for (i = 0; i < 200000; i++) print "line __u64 " i }' > big.man
echo 'line uint64_t 0' > exp3
expect_run "--exec head -n 1" 0 exp3 /dev/null \
    ktypes -m iso big.man --exec head -n 1
finish
