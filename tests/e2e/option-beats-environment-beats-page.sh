#!/bin/sh
# The mode comes from -m/--mode, else KTYPES (empty means unset), else the
# page's request, else the default kernel.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

iso=$fixtures/page-iso.man	# asks for iso
kern=$fixtures/page-kernel.man	# asks for kernel

expect_run "page iso" 0 "$fixtures/page-iso.iso" /dev/null \
    ktypes "$iso"
expect_run "page kernel" 0 "$kern" /dev/null \
    ktypes "$kern"
expect_run "KTYPES='' page iso" 0 "$fixtures/page-iso.iso" /dev/null \
    env KTYPES= "$KTYPES_BIN" "$iso"
expect_run "KTYPES=kernel beats page iso" 0 "$iso" /dev/null \
    env KTYPES=kernel "$KTYPES_BIN" "$iso"
expect_run "KTYPES=iso beats page kernel" 0 "$fixtures/page-kernel.iso" /dev/null \
    env KTYPES=iso "$KTYPES_BIN" "$kern"
expect_run "-m kernel beats KTYPES=iso and page iso" 0 "$iso" /dev/null \
    env KTYPES=iso "$KTYPES_BIN" -m kernel "$iso"
expect_run "-m iso beats KTYPES=kernel and page kernel" 0 "$fixtures/page-kernel.iso" /dev/null \
    env KTYPES=kernel "$KTYPES_BIN" -m iso "$kern"
expect_run "--mode=iso beats page kernel" 0 "$fixtures/page-kernel.iso" /dev/null \
    ktypes --mode=iso "$kern"
expect_run "--mode kernel beats page iso" 0 "$iso" /dev/null \
    ktypes --mode kernel "$iso"
expect_run "the last -m wins" 0 "$fixtures/page-kernel.iso" /dev/null \
    ktypes -m kernel -m iso "$kern"
finish
