#!/bin/sh
# ktypes-bake removes only the files and links that an earlier bake
# wrote, as its record .ktypes-bake at the top of the baked tree lists
# them: it refuses (status 1, nothing written) a folder that holds
# other things and no record, as ~/.local/share/man or any folder of
# the reader's own; and the reader's own pages put beside the baked
# ones later stay through every bake.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/bake/helpers.sh"

T=$tmp/man
bake_tree "$T"

# a folder of the reader's own, as the output and as the default one
O=$tmp/own
mkdir -p "$O/man2" "$T/iso/man1" || exit 99
echo '.TH MINE 2' > "$O/man2/mine.2" && echo '.TH OWN 1' > "$T/iso/man1/own.1" ||
    exit 99
tree_list "$O" > "$tmp/own.before"
expect_run "a folder of one's own" 1 /dev/null - bake -m iso -o "$O" "$T"
expect_grep "a folder of one's own" \
    "^ktypes-bake:$O: error: a folder that is not empty and holds no record" \
    "$tmp/err"
tree_list "$O" > "$tmp/got"
expect_files_equal "a folder of one's own: untouched" "$tmp/own.before" \
    "$tmp/got"
[ -e "$O/.ktypes-bake" ] && fail "a record was written into a folder of one's own"
expect_run "the default output, not empty" 1 /dev/null - bake -m iso "$T"
[ -e "$T/iso/man2" ] && fail "a page was baked into a folder of one's own"
rm -r "$T/iso" || exit 99

# a baked tree, the reader's own pages put into it later, and a bake
# that removes pages
bake -q -m iso "$T" || fail "first bake: status $?"
expect_grep "the record lists the pages" '^man2/bpf\.2$' "$T/iso/.ktypes-bake"
mkdir -p "$T/iso/man1" && echo '.TH OWN 1' > "$T/iso/man1/own.1" &&
    echo '.TH MINE 2' > "$T/iso/man2/mine.2" || exit 99
bake_page BPF bpf "now without kernel types" 'Returns an int.' \
    > "$T/man2/bpf.2" || exit 99
expect_run "second bake" 0 - /dev/null bake -m iso "$T"
cat > "$tmp/want" << 'EOF2'
f de/man2/bpf.2 644
f man1/own.1 644
f man2/mine.2 644
EOF2
tree_list "$T/iso" > "$tmp/got"
expect_files_equal "the reader's pages stay" "$tmp/want" "$tmp/got"
finish
