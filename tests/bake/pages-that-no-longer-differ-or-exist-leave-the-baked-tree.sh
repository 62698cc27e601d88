#!/bin/sh
# The baked tree follows its source: a page that no longer differs in
# the mode (its types gone) or no longer exists leaves it, with the .so
# pages and links that led to it and the folders left empty; a page
# that gains types joins it; the summary counts what was removed.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/bake/helpers.sh"

T=$tmp/man
bake_tree "$T"
bake -q -m iso "$T" || fail "first bake: status $?"

# bpf.2 loses its types, open.2 gains one, the German page goes
bake_page BPF bpf "now without kernel types" 'Returns an int.' \
    > "$T/man2/bpf.2" || exit 99
bake_page OPEN open "now with one" 'The flags are a' .I __u64 . \
    > "$T/man2/open.2" || exit 99
rm -r "$T/de" || exit 99
expect_run "second bake" 0 - /dev/null bake -m iso "$T"
echo "ktypes-bake: $T: 6 pages read, 3 written, 0 kept, 4 removed" > "$tmp/want"
expect_files_equal "summary" "$tmp/want" "$tmp/out"
cat > "$tmp/want" << 'EOF2'
f man2/close.2 644
f man2/open.2 644
l man2/creat.2 -> open.2
EOF2
tree_list "$T/iso" > "$tmp/got"
expect_files_equal "the baked tree" "$tmp/want" "$tmp/got"
[ -d "$T/iso/de" ] && fail "the empty folder de/ is still there"

# a page that is gone, and a tree with nothing left to bake
rm "$T/man2/open.2" "$T/man2/close.2" "$T/man2/creat.2" || exit 99
expect_run "third bake" 0 - /dev/null bake -m iso "$T"
echo "ktypes-bake: $T: 3 pages read, 0 written, 0 kept, 3 removed" > "$tmp/want"
expect_files_equal "summary, third" "$tmp/want" "$tmp/out"
tree_list "$T/iso" > "$tmp/got"
expect_files_equal "the baked tree, emptied" /dev/null "$tmp/got"
finish
