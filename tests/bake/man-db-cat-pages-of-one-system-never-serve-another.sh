#!/bin/sh
# man-db saves a formatted page (a cat page) when it formats for a
# terminal of the cat width, and shows it later without formatting.  A
# baked system keeps its cat pages apart: man-db keeps those of
# MANDIR/iso in MANDIR/iso/catN, so that a reader of the native system
# never gets an ISO page from the cache, nor the reverse.  Checked with
# the real man(1) at an 80-column terminal (script(1) gives it one), on
# a baked tree with cat folders: each system's page is saved once and
# each reader, asking again, gets their own.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/bake/helpers.sh"
. "$top_srcdir/tests/mandb/helpers.sh"
mandb_need_terminal

T=$tmp/man
bake_tree "$T"
bake -q -m iso "$T" || fail "bake: status $?"
mkdir -p "$T/cat2" "$T/iso/cat2" || exit 99
mandb_cat_owner "$T/cat2" "$T/iso/cat2"
mandb_terminal "$T"
HOME=$tmp
export HOME

# read_page SYSTEM: man 2 bpf at the terminal, with that SYSTEM
read_page () {
	SYSTEM=$1
	export SYSTEM
	mandb_read "man 2 bpf"
}
for round in 1 2; do
	read_page iso,man
	expect_grep "iso, round $round" 'uint32_t map_type' "$tmp/read.out"
	expect_no_grep "iso, round $round" '__u32' "$tmp/read.out"
	read_page man
	expect_grep "native, round $round" '__u32  map_type' "$tmp/read.out"
	expect_no_grep "native, round $round" 'uint32_t' "$tmp/read.out"
done
for c in "$T/cat2/bpf.2.gz" "$T/iso/cat2/bpf.2.gz"; do
	[ -f "$c" ] || fail "man-db saved no cat page $c (the test shows nothing)"
done
if [ -f "$T/iso/cat2/bpf.2.gz" ]; then
	gzip -dc "$T/iso/cat2/bpf.2.gz" | col -b -x > "$tmp/cat.iso"
	expect_grep "the baked system's cat page" 'uint32_t' "$tmp/cat.iso"
fi
if [ -f "$T/cat2/bpf.2.gz" ]; then
	gzip -dc "$T/cat2/bpf.2.gz" | col -b -x > "$tmp/cat.native"
	expect_no_grep "the native cat page" 'uint32_t' "$tmp/cat.native"
fi
finish
