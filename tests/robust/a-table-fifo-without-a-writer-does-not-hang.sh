#!/bin/sh
# --table=FILE where FILE is a FIFO: ktypes opens it without blocking
# (open(2) of a FIFO waits for a writer, forever if none comes).  A pipe
# with a writer is read as a table, whenever its data comes: a pipe on
# standard input (--table=/dev/stdin, as a process substitution
# --table=<(...) gives one), a named FIFO whose writer waits for a
# reader, one whose writer is slow to write, one whose writer writes
# nothing (an empty table).  A FIFO that no process opens for writing
# within 2 seconds is a usage error, exit 2, with a message; so is a
# device.  Each run has a time limit, and the one without a writer must
# end well within it.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
command -v timeout > /dev/null 2>&1 || skip "timeout is not installed"
command -v mkfifo > /dev/null 2>&1 || skip "mkfifo is not installed"

cd "$tmp" || exit 99
printf 'class mine on\nfoo_t = bar_t\n' > mine.kt
printf 'A foo_t and a __u8.\n' > page.man
printf 'A bar_t and a __u8.\n' > page.mine
mkfifo f || skip "cannot make a FIFO here"

# kt WHAT ARG...: ktypes -m iso ARG... page.man, at most 30 seconds
kt () {
	kt_what=$1
	shift
	timeout 30 "$KTYPES_BIN" -m iso "$@" page.man
	kt_st=$?
	[ $kt_st -eq 124 ] && fail "$kt_what: still running after 30 seconds"
	return $kt_st
}

# writer SCRIPT: run SCRIPT, at most 30 seconds (a writer that ktypes does
# not read from waits in open(2))
writer () {
	timeout 30 sh -c "$1"
}

# No writer: a message after about 2 seconds, not a hang.
echo "ktypes: error: cannot read table './f': no process is writing to it (waited 2 seconds)" > exp
start=$(date +%s)
expect_run "no writer" 2 /dev/null exp kt "no writer" --table=./f
end=$(date +%s)
[ $((end - start)) -le 10 ] ||
    fail "no writer: took $((end - start)) seconds"

# A pipe on standard input.
cat mine.kt | kt "a pipe" --table=/dev/stdin > out 2> err
expect_status "a pipe" 0 $?
expect_files_equal "a pipe" page.mine out
expect_files_equal "a pipe: stderr" /dev/null err

# A process substitution, where the shell has one.
if command -v bash > /dev/null 2>&1; then
	expect_run "a process substitution" 0 page.mine /dev/null \
	    timeout 30 bash -c '"$KTYPES_BIN" -m iso --table=<(cat mine.kt) page.man'
fi

# A writer that waits in open(2) for a reader; one that writes after 3
# seconds (ktypes waits for data once a writer is there, however long).
writer 'cat mine.kt > f' &
expect_run "a waiting writer" 0 page.mine - kt "a waiting writer" --table=./f
wait
writer '{ sleep 3; cat mine.kt; } > f' &
expect_run "a slow writer" 0 page.mine - kt "a slow writer" --table=./f
wait

# A writer that writes nothing: an empty table, as an empty file.
writer ': > f' &
printf 'A foo_t and a __u8.\n' > exp
expect_run "an empty writer" 0 exp - kt "an empty writer" --table=./f
wait

# With the Linux table too, and the FIFO named second.
writer 'cat mine.kt > f' &
printf 'A bar_t and a uint8_t.\n' > exp
expect_run "linux and a FIFO" 0 exp - \
    kt "linux and a FIFO" --table=linux --table=./f
wait

# A device is neither a file nor a pipe.
echo "ktypes: error: cannot read table '/dev/null': not a regular file or a pipe" > exp
expect_run "a device" 2 - exp kt "a device" --table=/dev/null
finish
