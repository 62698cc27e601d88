#!/bin/sh
# ktypes streams: 65 MB of filled text with types on every line, and short
# no-fill blocks among it, go through in iso mode with 16 MB of address
# space, and come out right.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

limit=16384	# KiB
(ulimit -v $limit && "$KTYPES_BIN" --version) > /dev/null 2>&1 ||
    skip "cannot run ktypes with ulimit -v $limit (a sanitizer build?)"

page () {	# the page, with type spellings K (long) and S (short)
	awk -v k="$1" -v s="$2" 'BEGIN {
	for (i = 0; i < 1000000; i++) {
		print "A line of text with a " k " and a \\fB" s "\\fP in it, number", i
		if (i % 1000 == 0) {
			print ".nf"
			print "    " k "         field" i ";"
			print ".fi"
		}
	} }'
}

exp=$(page uint32_t uint64_t | sed 's/^    uint32_t         field/    uint32_t      field/' | cksum)
got=$(page __u32 u64 |
    (ulimit -v $limit && "$KTYPES_BIN" -m iso; echo $? > "$tmp/st") | cksum)
expect_status "-m iso, 16 MB" 0 "$(cat "$tmp/st")"
[ "$got" = "$exp" ] || fail "-m iso, 16 MB: output cksum '$got', expected '$exp'"

got=$(page __u32 u64 | (ulimit -v $limit && "$KTYPES_BIN" -m kernel) | cksum)
exp=$(page __u32 u64 | cksum)
[ "$got" = "$exp" ] || fail "-m kernel, 16 MB: output cksum '$got', expected '$exp'"
finish
