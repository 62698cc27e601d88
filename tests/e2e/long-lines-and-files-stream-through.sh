#!/bin/sh
# Arbitrarily long lines and long no-fill blocks are rewritten whole; no
# byte is lost.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
# One line of 4 MB with a type every few bytes, and the same respelled.
awk 'BEGIN { s = ""; for (i = 0; i < 1000; i++) s = s "x __u32 "
	for (i = 0; i < 500; i++) printf "%s", s; print "end" }' > long.man
awk 'BEGIN { s = ""; for (i = 0; i < 1000; i++) s = s "x uint32_t "
	for (i = 0; i < 500; i++) printf "%s", s; print "end" }' > long.exp
expect_run "-m iso, one long line" 0 long.exp - ktypes -m iso long.man
ktypes -m kernel long.man > out
cmp -s long.man out || fail "-m kernel, one long line: not the input"

# A no-fill block of 4500 lines (under the cap of 5000 lines and 1 MiB)
# is held and laid out whole.
awk 'BEGIN { print ".nf"; for (i = 0; i < 4500; i++) print "    __s64         f" i ";"; print ".fi" }' > block.man
awk 'BEGIN { print ".nf"; for (i = 0; i < 4500; i++) print "    int64_t       f" i ";"; print ".fi" }' > block.exp
ktypes -m iso block.man > out 2> err
expect_files_equal "-m iso, long no-fill block" block.exp out
expect_files_equal "-m iso, long no-fill block: stderr" /dev/null err

# A longer one may be too long to hold (a warning says so), but no line is
# lost and each still gets the padding rule, which needs no other line.
awk 'BEGIN { print ".nf"; for (i = 0; i < 15000; i++) print "    __s64         f" i ";"; print ".fi" }' > block.man
awk 'BEGIN { print ".nf"; for (i = 0; i < 15000; i++) print "    int64_t       f" i ";"; print ".fi" }' > block.exp
expect_run "-m iso, very long no-fill block" 0 - - ktypes -m iso block.man
if ! cmp -s block.exp out; then
	n=$(grep -c -v -e '^    int64_t       f' -e '^\.[nf][fi]$' out)
	fail "-m iso, very long no-fill block: $n lines differ from the expected, e.g.:"
	diff block.exp out | sed -n '1,6s/^/  /p' >&2
fi
finish
