#!/bin/sh
# In a no-fill block, the edits of a line are applied in offset order,
# so that nothing is lost (two bugs that fuzz_filter found; the write went
# backwards: "write error on standard output: Bad address", the rest of
# the output lost):
#  - a macro line whose argument separator the layout engine widens
#    ("\ " inserted at the start of the next argument) while that
#    argument is itself a type word being respelled: at one offset, the
#    insertion must come before the replacement;
#  - a line past the cap of a held block (KT_BLOCK_MAX_LINES), laid out
#    alone by kt_layout_line, whose edits must be sorted too.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
printf '.EX\n.B struct __u64\n__u64  s;\n.EE\n' > in.man
printf '.EX\n.B struct \\ \\ uint64_t\nuint64_t s;\n.EE\n' > exp
expect_run "-m iso, a widened type-word argument" 0 exp /dev/null \
    ktypes -m iso in.man

awk 'BEGIN { print ".nf"; for (i = 0; i < 5001; i++) print "x";
    print "__u8    a; __u16    b;"; print ".fi" }' > cap.man
awk 'BEGIN { print ".nf"; for (i = 0; i < 5001; i++) print "x";
    print "uint8_t a; uint16_t b;"; print ".fi" }' > exp
echo "ktypes:cap.man:5002: warning: no-fill block too long to hold (over 5000 lines or 1 MiB); the rest of it is laid out line by line" > err.exp
expect_run "-m iso, past the block cap" 0 exp err.exp ktypes -m iso cap.man
finish
