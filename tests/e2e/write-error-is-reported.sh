#!/bin/sh
# A write error on standard output (a full device) is reported and makes
# the exit status 1, in kernel mode (a copy) and in iso mode alike.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

[ -w /dev/full ] || skip "no /dev/full"
cd "$tmp" || exit 99
awk 'BEGIN { for (i = 0; i < 1000; i++) print "a __u32 line", i }' > in.man
echo 'x' > small.man

for args in "-m kernel in.man" "-m iso in.man" "-m iso small.man" "--help" "--version"; do
	# shellcheck disable=SC2086
	ktypes $args > /dev/full 2> err
	expect_status "ktypes $args > /dev/full" 1 $?
	expect_grep "ktypes $args > /dev/full" \
	    '^ktypes: error: write error on standard output: No space left on device$' err
done
finish
