#!/bin/sh
# The adversarial inputs of issue 8, at sizes that a test can afford, in
# 16 MiB of address space (a held block: 64 MiB) and with a generous limit
# of CPU time that only a quadratic algorithm would reach (the sizes are
# such that a quadratic one would need hours); each output is checked:
#  - one line of 20 MB of running text with type words (read in pieces);
#  - a line of 10,000,000 backslashes;
#  - a no-fill block of 200,000 lines, past the cap of a held block;
#  - a no-fill block just under the cap (5,000 lines), held whole;
#  - a page of 1,000,000 type words.
# No time is asserted; "make bench" measures.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
mem=16384	# KiB
held=65536	# KiB, for the block held whole
cpu=300		# seconds
(ulimit -v $mem && "$KTYPES_BIN" --version) > /dev/null 2>&1 ||
    skip "cannot run ktypes with ulimit -v $mem (a sanitizer build?)"

# run NAME LIMIT IN OUT ARGS...: ktypes ARGS < IN > OUT, in LIMIT KiB and
# $cpu seconds; stderr in NAME.err
run () {
	r_name=$1 r_lim=$2 r_in=$3 r_out=$4
	shift 4
	(ulimit -v "$r_lim" && ulimit -t $cpu && "$KTYPES_BIN" "$@" < "$r_in" > "$r_out" 2> "$r_name.err")
	r_st=$?
	[ $r_st -eq 0 ] || fail "$r_name: exit status $r_st (out of memory or time?): $(head -c 300 "$r_name.err")"
}

# same WHAT EXPECTED GOT: the files are equal (where they differ, not how:
# the lines are long)
same () {
	cmp "$2" "$3" > cmp.out 2>&1 || fail "$1: $(cat cmp.out)"
}

# One line of 20 MB.
awk -v n=20000000 'BEGIN {
	u = "the __u32 field holds \\fBu64\\fP flags, cast (__s16) x; "
	for (k = 0; k < 6; k++) u = u u
	for (m = 0; m + length(u) <= n; m += length(u))
		printf "%s", u
	print "end"
}' > long.in
sed -e 's/__u32/uint32_t/g' -e 's/fBu64/fBuint64_t/g' -e 's/(__s16)/(int16_t)/g' long.in > long.exp
run long $mem long.in long.out -m iso
same "-m iso, a line of 20 MB" long.exp long.out
grep -q 'line too long to read whole' long.err ||
    fail "-m iso, a line of 20 MB: no warning that it was read in pieces"
run long-kernel $mem long.in long.out
same "no -m, a line of 20 MB" long.in long.out

# A line of 10,000,000 backslashes.
awk 'BEGIN { s = "\\\\\\\\\\\\\\\\\\\\"; for (k = 0; k < 20; k++) s = s s
	printf "%s", substr(s, 1, 10000000); print "" }' > bs.in
run bs $mem bs.in bs.out -m iso
same "-m iso, 10,000,000 backslashes" bs.in bs.out

# A no-fill block of 200,000 lines, past the cap: every line respelled,
# and the padding rule, which needs no other line, kept.
awk 'BEGIN { print ".nf"; for (i = 0; i < 200000; i++) print "    __s64         f" i ";"; print ".fi" }' > block.in
awk 'BEGIN { print ".nf"; for (i = 0; i < 200000; i++) print "    int64_t       f" i ";"; print ".fi" }' > block.exp
run block $mem block.in block.out -m iso
same "-m iso, a block of 200,000 lines" block.exp block.out
grep -q 'no-fill block too long to hold' block.err ||
    fail "-m iso, a block of 200,000 lines: no warning about the cap"

# A block just under the cap, held and laid out whole: a column that a
# grown word moves moves for every line.
awk 'BEGIN { print ".EX"; for (i = 0; i < 4998; i++)
	printf "    %-8s f%d;\n", i % 2 ? "__u8" : "int", i; print ".EE" }' > held.in
awk 'BEGIN { print ".EX"; for (i = 0; i < 4998; i++)
	printf "    %-8s f%d;\n", i % 2 ? "uint8_t" : "int", i; print ".EE" }' > held.exp
run held $held held.in held.out -m iso
same "-m iso, a block of 5,000 lines" held.exp held.out
expect_files_equal "-m iso, a block of 5,000 lines: stderr" /dev/null held.err

# A page of 1,000,000 type words.
words () {
	awk -v a="$1" -v b="$2" -v c="$3" 'BEGIN { print ".TH T 2"; print ".SH DESCRIPTION"
	for (i = 0; i < 100000; i++) {
		if (i % 1000 == 0) print ".PP"
		print a " \\fB" b "\\fP (" c ")x"
	} }'
}
words '__u8 __u16 __u32 __u64 __s8 __s16 __s32 __s64' u32 u64 > words.in
words 'uint8_t uint16_t uint32_t uint64_t int8_t int16_t int32_t int64_t' uint32_t uint64_t > words.exp
run words $mem words.in words.out -m iso
same "-m iso, 1,000,000 type words" words.exp words.out
finish
