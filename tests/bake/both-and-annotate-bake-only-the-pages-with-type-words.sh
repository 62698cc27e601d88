#!/bin/sh
# Modes both and annotate write their macro package in front of every
# page, but a page belongs in the baked tree only where a type word is
# rendered otherwise or a key is written: a bake in those modes holds
# the same pages as one in iso, not every page of the tree.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/bake/helpers.sh"

bake_tree_baked > "$tmp/want"
for m in both annotate; do
	T=$tmp/$m/man
	bake_tree "$T"
	expect_run "$m" 0 - /dev/null bake -m $m "$T"
	echo "ktypes-bake: $T: 7 pages read, 4 written, 0 kept, 0 removed" \
	    > "$tmp/sum"
	expect_files_equal "$m: summary" "$tmp/sum" "$tmp/out"
	tree_list "$T/$m" > "$tmp/got"
	expect_files_equal "$m: the baked tree" "$tmp/want" "$tmp/got"
	expect_grep "$m: the page is rendered" '^\.ktypes-key\|ktypes-define' \
	    "$T/$m/man2/bpf.2"
done
finish
