#!/bin/sh
# An operand that is the regular file that ktypes writes to (ktypes f >>
# f, ktypes f /dev/stdout > out, ktypes < f >> f) would grow as it is
# read and never end: ktypes refuses it with a message, as cat does, goes
# on with the other operands, and exits 1.  A pipe or a terminal as
# output is no such file.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
command -v timeout > /dev/null 2>&1 || skip "timeout(1) is not installed"
cd "$tmp" || exit 99

printf 'a __u32 x;\n' > f
cp f f.orig
timeout 20 "$KTYPES_BIN" -m iso f >> f 2> err
expect_status "ktypes -m iso f >> f" 1 $?
printf "ktypes: error: 'f' is the output file; not read\\n" > exp.err
expect_files_equal "ktypes -m iso f >> f: stderr" exp.err err
expect_files_equal "ktypes -m iso f >> f: the file" f.orig f

printf 'b __u64 y;\n' > g
if [ -e /dev/stdout ]; then
	timeout 20 "$KTYPES_BIN" -m iso g /dev/stdout > out 2> err
	expect_status "ktypes -m iso g /dev/stdout > out" 1 $?
	printf "ktypes: error: '/dev/stdout' is the output file; not read\\n" > exp.err
	expect_files_equal "ktypes -m iso g /dev/stdout > out: stderr" exp.err err
	printf '.lf 1 g\nb uint64_t y;\n' > exp
	expect_files_equal "ktypes -m iso g /dev/stdout > out: the other operand" exp out
fi

cp f.orig f
timeout 20 "$KTYPES_BIN" -m iso < f >> f 2> err
expect_status "ktypes -m iso < f >> f" 1 $?
printf "ktypes: error: '<standard input>' is the output file; not read\\n" > exp.err
expect_files_equal "ktypes -m iso < f >> f: stderr" exp.err err

# a pipe as output is not refused
printf 'a uint32_t x;\n' > exp
timeout 20 "$KTYPES_BIN" -m iso f | cat > out
expect_files_equal "ktypes -m iso f | cat" exp out
finish
