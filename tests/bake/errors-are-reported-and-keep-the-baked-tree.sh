#!/bin/sh
# A tree that ktypes-bake cannot read, or a baked tree it cannot write,
# gets an error in groff's form ("ktypes-bake:FILE: error: ...") and
# exit status 1, and nothing of the baked tree that was there is lost:
# a page is replaced whole or not at all, and after an error nothing is
# removed, not even what the tree no longer wants.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/bake/helpers.sh"
command -v gzip > /dev/null 2>&1 || skip "gzip is not installed"

# a tree that is not there
expect_run "no tree" 1 /dev/null - bake -m iso "$tmp/none"
expect_grep "no tree" \
    "^ktypes-bake:$tmp/none: error: cannot read folder: " "$tmp/err"
[ -e "$tmp/none" ] && fail "no tree: something was made at $tmp/none"

T=$tmp/man
bake_tree "$T" gz
bake -q -m iso "$T" || fail "first bake: status $?"
tree_list "$T/iso" > "$tmp/tree.before"
cp -p "$T/iso/man2/bpf.2.gz" "$tmp/bpf.before" || exit 99

# a page that cannot be read (not gzip's, though named so), while the
# German page, which would be removed, goes
rm -r "$T/de" || exit 99
echo "not gzip" > "$T/man2/open.2.gz"
expect_run "a broken page" 1 - - bake -m iso "$T"
expect_grep "a broken page" \
    "^ktypes-bake:$T/man2/open.2.gz: error: 'gzip -dc' failed with status 1" \
    "$tmp/err"
expect_grep "a broken page: nothing removed" \
    "^ktypes-bake:$T/iso: warning: after the errors above, nothing was removed" \
    "$tmp/err"
tree_list "$T/iso" > "$tmp/got"
expect_files_equal "a broken page: the baked tree" "$tmp/tree.before" \
    "$tmp/got"
gzip -9n < /dev/null > "$T/man2/open.2.gz"

# a baked tree that cannot be written: a file where the folder man2 of
# the output must be; and, as a user other than root, a folder without
# write permission
bake_page BPF bpf "changed" .EX '    __u16  id;' .EE | gzip -9n \
    > "$T/man2/bpf.2.gz" || exit 99
O=$tmp/out-tree
mkdir "$tmp/empty" && bake -q -m iso -o "$O" "$tmp/empty" &&
    : > "$O/man2" || exit 99
expect_run "a file in the way" 1 - - bake -m iso -o "$O" "$T"
expect_grep "a file in the way" \
    "^ktypes-bake:$O/man2/bpf.2.gz: error: cannot write: " "$tmp/err"
if [ "$(id -u)" -ne 0 ]; then
	chmod a-w "$T/iso/man2" || exit 99
	expect_run "an unwritable folder" 1 - - bake -m iso "$T"
	expect_grep "an unwritable folder" \
	    "^ktypes-bake:$T/iso/man2/bpf.2.gz: error: cannot write: Permission denied" \
	    "$tmp/err"
	chmod u+w "$T/iso/man2"
	expect_files_equal "an unwritable folder: the old page" \
	    "$tmp/bpf.before" "$T/iso/man2/bpf.2.gz"
fi
ls -a "$T/iso/man2" | grep '^\.ktypes-bake\.' &&
    fail "a temporary file was left in the baked tree"

# and once all is well, the tree is brought up to date
expect_run "all well" 0 - /dev/null bake -m iso "$T"
[ -e "$T/iso/de" ] && fail "all well: the German page is still baked"
gzip -dc "$T/iso/man2/bpf.2.gz" > "$tmp/got"
expect_grep "all well: the changed page" 'uint16_t' "$tmp/got"
finish
