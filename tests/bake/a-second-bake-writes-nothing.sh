#!/bin/sh
# Run again with nothing changed, ktypes-bake writes nothing: every file
# and link of the baked tree keeps its inode and its change time (the
# content is compared decompressed, so a compressor that writes other
# bytes for the same page changes nothing either), and the summary says
# so.  A package manager's hook can run it after every install.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/bake/helpers.sh"

for z in "" gz; do
	if [ "$z" = gz ] && ! command -v gzip > /dev/null 2>&1; then
		continue
	fi
	T=$tmp/t$z/man
	bake_tree "$T" $z
	bake -q -m iso "$T" || fail "${z:-plain}: first bake: status $?"
	tree_stamps "$T/iso" > "$tmp/before"
	[ -s "$tmp/before" ] || fail "${z:-plain}: the first bake wrote nothing"
	sleep 1		# a change time that a rewrite would change
	expect_run "${z:-plain}: second bake" 0 - /dev/null bake -m iso "$T"
	echo "ktypes-bake: $T: 7 pages read, 0 written, 4 kept, 0 removed" \
	    > "$tmp/want"
	expect_files_equal "${z:-plain}: summary" "$tmp/want" "$tmp/out"
	tree_stamps "$T/iso" > "$tmp/after"
	expect_files_equal "${z:-plain}: inodes and change times" \
	    "$tmp/before" "$tmp/after"
done

# a baked page that was changed by hand is put right, and only it
T=$tmp/t/man
tree_stamps "$T/iso" > "$tmp/before"
echo garbage > "$T/iso/man2/bpf.2"
bake -q -m iso "$T" || fail "third bake: status $?"
ktypes -m iso "$T/man2/bpf.2" > "$tmp/bpf.iso"
expect_files_equal "a baked page changed by hand" "$tmp/bpf.iso" \
    "$T/iso/man2/bpf.2"
tree_stamps "$T/iso" | grep -v ' man2/bpf.2$' > "$tmp/after"
grep -v ' man2/bpf.2$' "$tmp/before" > "$tmp/before.rest"
expect_files_equal "the rest, after a page was put right" \
    "$tmp/before.rest" "$tmp/after"
finish
