#!/bin/sh
# The mode comes from -m/--mode, else KTYPES (empty means unset), else the
# page's request, else the default kernel.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

iso=$fixtures/page-iso.man	# asks for iso
kern=$fixtures/page-kernel.man	# asks for kernel

check () {	# WHAT EXPECTED-FILE, then the command
	what=$1 exp=$2
	shift 2
	"$@" > "$tmp/out" 2> "$tmp/err"
	expect_status "$what" 0 $?
	expect_files_equal "$what" "$exp" "$tmp/out"
	expect_files_equal "$what: stderr" /dev/null "$tmp/err"
}

check "page iso" "$fixtures/page-iso.iso" ktypes "$iso"
check "page kernel" "$kern" ktypes "$kern"
check "KTYPES='' page iso" "$fixtures/page-iso.iso" env KTYPES= "$KTYPES_BIN" "$iso"
check "KTYPES=kernel beats page iso" "$iso" env KTYPES=kernel "$KTYPES_BIN" "$iso"
check "KTYPES=iso beats page kernel" "$fixtures/page-kernel.iso" env KTYPES=iso "$KTYPES_BIN" "$kern"
check "-m kernel beats KTYPES=iso and page iso" "$iso" env KTYPES=iso "$KTYPES_BIN" -m kernel "$iso"
check "-m iso beats KTYPES=kernel and page kernel" "$fixtures/page-kernel.iso" env KTYPES=kernel "$KTYPES_BIN" -m iso "$kern"
check "--mode=iso beats page kernel" "$fixtures/page-kernel.iso" ktypes --mode=iso "$kern"
check "--mode kernel beats page iso" "$iso" ktypes --mode kernel "$iso"
check "the last -m wins" "$fixtures/page-kernel.iso" ktypes -m kernel -m iso "$kern"
finish
