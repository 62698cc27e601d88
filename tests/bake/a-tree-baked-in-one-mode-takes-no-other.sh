#!/bin/sh
# A baked tree holds one mode, the one that man-db's system of its name
# shows: its record says which, and a bake in another mode into it (as
# "ktypes-bake -m both -o /usr/share/man/iso", a slip of the finger) is
# refused with status 1 and a message naming both modes, the tree
# untouched; the same mode bakes into it again.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/bake/helpers.sh"

T=$tmp/man
bake_tree "$T"
bake -q -m iso "$T" || fail "bake in iso: status $?"
expect_grep "the record's mode" '^ktypes-bake record 1 mode iso$' \
    "$T/iso/.ktypes-bake"
tree_stamps "$T/iso" > "$tmp/before"
cp "$T/iso/.ktypes-bake" "$tmp/record" || exit 99

expect_run "both into the tree baked in iso" 1 /dev/null - \
    bake -m both -o "$T/iso" "$T"
expect_grep "the message" \
    "^ktypes-bake:$T/iso: error: a tree baked in mode 'iso', not 'both': nothing baked into it" \
    "$tmp/err"
tree_stamps "$T/iso" > "$tmp/after"
expect_files_equal "the tree is untouched" "$tmp/before" "$tmp/after"
expect_files_equal "its record too" "$tmp/record" "$T/iso/.ktypes-bake"

expect_run "iso into it again" 0 - /dev/null bake -m iso -o "$T/iso" "$T"
expect_run "both into a folder of its own" 0 - /dev/null bake -m both "$T"
expect_grep "that record's mode" '^ktypes-bake record 1 mode both$' \
    "$T/both/.ktypes-bake"
finish
