#!/bin/sh
# --exec's status is true whatever state the caller left the process in:
# a caller that ignores SIGCHLD (env --ignore-signal=CHLD) still gets the
# command's status, not 127; an operand that cannot be read is an error
# (exit 1) even when the command stops reading early and exits 0; and
# with standard output (or input, or error) closed, ktypes opens
# /dev/null in its place before anything else, so that no operand takes
# it.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
cd "$tmp" || exit 99
printf 'a __u32 x;\n' > f
awk 'BEGIN { for (i = 0; i < 20000; i++) print "line __u64 " i }' > big

if env --ignore-signal=CHLD true 2> /dev/null; then
	expect_run "SIGCHLD ignored: --exec true" 0 /dev/null /dev/null \
	    env --ignore-signal=CHLD "$KTYPES_BIN" f --exec true
	expect_run "SIGCHLD ignored: --exec sh -c 'exit 5'" 5 /dev/null /dev/null \
	    env --ignore-signal=CHLD "$KTYPES_BIN" f --exec sh -c 'cat > /dev/null; exit 5'
fi

printf "ktypes: error: cannot open 'nonexist': No such file or directory\\n" > exp.err
printf '.lf 1 big\nline __u64 0\n' > exp
expect_run "nonexist big --exec head -n 2" 1 exp exp.err \
    "$KTYPES_BIN" nonexist big --exec head -n 2

# closed descriptors: with standard output closed, the operand that
# ktypes opens first must not become its output (it was: writing failed
# with EBADF, or, into a file opened for writing, would have changed it);
# /dev/null takes its place, and ktypes reports the closed output as cat
# does: EBADF, exit 1 (closed-streams-lf-overflow-and-empty-arguments-
# are-reported.sh).  (Standard error stays open: memcheck, under which
# the tests also run, reports there.)
cp f f.orig
"$KTYPES_BIN" -m iso f >&- 2> err
expect_status "ktypes -m iso f >&-" 1 $?
echo "ktypes: error: write error on standard output: Bad file descriptor" > err.exp
expect_files_equal "ktypes -m iso f >&-: stderr" err.exp err
expect_files_equal "ktypes -m iso f >&-: f untouched" f.orig f
# and with standard input closed too, through --exec into a file
printf 'b __u64 y;\n' > g
sh -c 'exec 3> out; "$1" -m iso f g --exec sh -c "cat >&3" <&- >&-; echo $? > st' \
    sh "$KTYPES_BIN" 2> err
expect_status "ktypes f g --exec with 0 and 1 closed" 0 "$(cat st)"
expect_files_equal "ktypes f g --exec with 0 and 1 closed: stderr" /dev/null err
printf '.lf 1 f\na uint32_t x;\n.lf 1 g\nb uint64_t y;\n' > exp
expect_files_equal "ktypes f g --exec with 0 and 1 closed: the output" exp out
finish
