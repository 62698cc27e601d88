#!/bin/sh
# A pipe of more than a MB: what comes out, what is said on standard
# error and the exit status are those of the same input read from a
# file, in every mode, with long lines, held blocks that the reads cut,
# and a last line without a newline; a pipe that the writer fills a few
# bytes at a time, and one whose writer never stops short of the end,
# alike.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
# about 1.5 MB: the fixtures many times over, a long line of type words
# now and then, a no-fill block, and no final newline
i=0
: > big.man
while [ $i -lt 30 ]; do
	cat "$fixtures"/*.man >> big.man || exit 99
	awk -v n=$((i * 997 % 5000 + 200000)) 'BEGIN {
		s = ""; while (length(s) < n) s = s "x __u32 "; print s }' >> big.man
	printf '.nf\nstruct s%d {\n    __u8    a;   /* one */\n    __u64   b;   /* two */\n};\n.fi\n' $i >> big.man
	i=$((i + 1))
done
printf 'the end __u16' >> big.man
[ "$(wc -c < big.man)" -gt 1000000 ] || exit 99

for opts in "" "-m kernel" "-m iso" "-m both" "-m annotate" "-m iso --classes=all"; do
	# shellcheck disable=SC2086
	ktypes $opts big.man > want 2> want.err
	ws=$?
	# shellcheck disable=SC2086
	cat big.man | ktypes $opts > got 2> got.err
	gs=$?
	expect_files_equal "'$opts' from a pipe: the output" want got
	sed 's/big\.man/<standard input>/' want.err > want.err2
	expect_files_equal "'$opts' from a pipe: standard error" want.err2 got.err
	[ $ws -eq $gs ] || fail "'$opts' from a pipe: status $gs, not $ws"
done

# a writer that hands over a few bytes at a time (dd: blocks of 1000)
dd if=big.man bs=1000 2> /dev/null | ktypes -m iso > got 2> /dev/null
ktypes -m iso big.man > want 2> /dev/null
expect_files_equal "-m iso, a pipe filled 1000 bytes at a time" want got
finish
