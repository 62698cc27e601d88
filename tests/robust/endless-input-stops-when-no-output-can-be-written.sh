#!/bin/sh
# After a write error, and when the command of --exec stops reading,
# ktypes reads no more of its input: on endless input it stops at once,
# as cat does, instead of reading until it is killed.  Each run has a
# time limit of 20 s; before the fix every one of them ran out of it.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
command -v timeout > /dev/null 2>&1 || skip "timeout(1) is not installed"
[ -c /dev/zero ] && [ -c /dev/full ] || skip "no /dev/zero or /dev/full"
cd "$tmp" || exit 99

# COMMAND ARGS... within 20 s; its status in $st
limited () {
	timeout 20 "$@"
	st=$?
	[ "$st" -ne 124 ] || fail "ran out of time: $*"
}

for m in kernel iso both; do
	limited "$KTYPES_BIN" -m $m /dev/zero > /dev/full 2> err
	expect_status "-m $m /dev/zero > /dev/full" 1 "$st"
	expect_grep "-m $m /dev/zero > /dev/full: the message" \
	    '^ktypes: error: write error on standard output: No space left on device$' err

	# the command stops reading at once, or after 10 bytes
	limited sh -c 'yes "__u32 x;" | "$0" -m "$1" --exec true' \
	    "$KTYPES_BIN" $m > out 2> err
	expect_status "yes | -m $m --exec true" 0 "$st"
	expect_files_equal "yes | -m $m --exec true: stderr" /dev/null err
	limited "$KTYPES_BIN" -m $m --exec true < /dev/zero > out 2> err
	expect_status "-m $m --exec true < /dev/zero" 0 "$st"
	expect_no_grep "-m $m --exec true < /dev/zero: no error" 'error' err

	limited sh -c 'yes "__u32 x;" | "$0" -m "$1" --exec head -c 10' \
	    "$KTYPES_BIN" $m > out 2> err
	expect_status "yes | -m $m --exec head -c 10" 0 "$st"
	[ "$(wc -c < out)" -eq 10 ] || fail "yes | -m $m --exec head -c 10: $(wc -c < out) bytes"
done
finish
