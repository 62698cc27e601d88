#!/bin/sh
# --exec CMD, when CMD is killed by signal N: ktypes exits 128+N and says
# so ("'CMD' was killed by signal N"), whether or not CMD read its input;
# killed by SIGPIPE (it wrote to a reader that went away), the status is
# 141 with no message, as shells do.  (A missing command, 127, is in
# tests/e2e/exec-missing-command-exits-127.sh; the status of a command
# that exits, in tests/e2e/exec-runs-the-command-with-its-status.sh.)
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
echo 'a __u32' > in.man
awk 'BEGIN { for (i = 0; i < 100000; i++) print "line __u64 " i }' > big.man

check () {	# WHAT STATUS MESSAGE INPUT, then CMD and its arguments
	what=$1 st=$2 msg=$3 input=$4
	shift 4
	if [ -n "$msg" ]; then
		printf '%s\n' "$msg" > err.exp
	else
		: > err.exp
	fi
	expect_run "$what" "$st" - err.exp ktypes -m iso "$input" --exec "$@"
}

check "SIGKILL, input not read" 137 "ktypes: error: 'sh' was killed by signal 9" \
    in.man sh -c 'kill -KILL $$'
check "SIGTERM, input read" 143 "ktypes: error: 'sh' was killed by signal 15" \
    in.man sh -c 'cat > /dev/null; kill -TERM $$'
check "SIGSEGV, a big input not read" 139 "ktypes: error: 'sh' was killed by signal 11" \
    big.man sh -c 'kill -SEGV $$'
check "SIGPIPE: quiet" 141 "" \
    in.man sh -c 'kill -PIPE $$'

# The command's name is the one given.
ln -s "$(command -v sh)" my-shell
check "the name as given" 137 "ktypes: error: './my-shell' was killed by signal 9" \
    in.man ./my-shell -c 'kill -KILL $$'
finish
