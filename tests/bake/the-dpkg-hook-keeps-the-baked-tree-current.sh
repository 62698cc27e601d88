#!/bin/sh
# The dpkg hook that ktypes ships (integration/dpkg-ktypes-bake, for
# /etc/dpkg/dpkg.cfg.d) works as dpkg runs it: its post-invoke command,
# run with sh -c after a package brought or took pages (here on a tree
# of the test's own in place of /usr/share/man), bakes the new page and
# removes the one that went, and a run when ktypes-bake is not on PATH
# does nothing and does not fail.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/bake/helpers.sh"

hook=$top_srcdir/integration/dpkg-ktypes-bake
T=$tmp/man
bake_tree "$T"
cmd=$(sed -n 's/^post-invoke="\(.*\)"$/\1/p' "$hook")
[ -n "$cmd" ] || { fail "no post-invoke=\"...\" line in $hook"; finish; }
case $cmd in
*/usr/share/man*) ;;
*) fail "the hook does not bake /usr/share/man: $cmd" ;;
esac
cmd=$(printf '%s\n' "$cmd" | sed "s|/usr/share/man|$T|g")
mkdir "$tmp/bin" && ln -s "$KTYPES_BAKE_BIN" "$tmp/bin/ktypes-bake" || exit 99

# "a package" installs a page with types and removes bpf.2
bake_page STATX statx "a new page" .EX '    __u64  stx_ino;' .EE \
    > "$T/man2/statx.2" || exit 99
rm "$T/man2/bpf.2" || exit 99
PATH=$tmp/bin:$PATH sh -c "$cmd" > "$tmp/out" 2> "$tmp/err"
expect_status "the hook" 0 $?
expect_files_equal "the hook: stderr" /dev/null "$tmp/err"
cat > "$tmp/want" << 'EOF2'
f de/man2/bpf.2 644
f man2/statx.2 644
EOF2
tree_list "$T/iso" > "$tmp/got"
expect_files_equal "the tree after the hook" "$tmp/want" "$tmp/got"

# without ktypes-bake on PATH
PATH=/nonexistent /bin/sh -c "$cmd" > "$tmp/out" 2> "$tmp/err"
expect_status "the hook, no ktypes-bake" 0 $?
finish
