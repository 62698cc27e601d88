#!/bin/sh
# mandoc's man(1), which Debian's mandoc package ships as mman (and
# which is man itself on Alpine, Void, the BSDs and macOS), has no
# manual systems, but takes a manpath: with the baked tree first
# ("mman -M MANDIR/iso:MANDIR", or MANPATH), it shows the ISO spelling
# of a baked page, of a .so page and of a link that lead to it, and the
# native page of everything else.  A tree baked with -o into folders
# that are not there yet (made as mkdir -p does) serves as well.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/bake/helpers.sh"
command -v mman > /dev/null 2>&1 || skip "mandoc's man (mman) is not installed"
MMAN=mman

T=$tmp/man
bake_tree "$T" gz
bake -q -m iso "$T" || fail "bake: status $?"
unset MANPATH MANPAGER PAGER MANWIDTH MANOPT KTYPES
for p in bpf clone3 bpf_prog; do
	$MMAN -M "$T/iso:$T" -c 2 $p > "$tmp/page" 2> "$tmp/err"
	expect_status "mman -M $p" 0 $?
	expect_grep "mman -M $p" 'uint32_t map_type' "$tmp/page"
	expect_no_grep "mman -M $p" '__u32' "$tmp/page"
	MANPATH=$T/iso:$T $MMAN -c 2 $p > "$tmp/page" 2> "$tmp/err"
	expect_grep "MANPATH=... mman $p" 'uint32_t map_type' "$tmp/page"
done
$MMAN -M "$T/iso:$T" -c 2 open > "$tmp/page" 2> "$tmp/err"
expect_grep "mman 2 open" 'returns an int' "$tmp/page"
$MMAN -M "$T" -c 2 bpf > "$tmp/page" 2> "$tmp/err"
expect_grep "mman -M MANDIR 2 bpf" '__u32' "$tmp/page"

# a tree of its own anywhere, as ktypes(1) shows for a mandoc system:
# -o makes the folders above it that are not there yet
bake -q -m iso -o "$tmp/local/share/ktypes/iso" "$T" ||
    fail "bake -o into folders not there yet: status $?"
MANPATH=$tmp/local/share/ktypes/iso:$T $MMAN -c 2 bpf > "$tmp/page" 2> "$tmp/err"
expect_grep "-o NEW/FOLDERS: mman 2 bpf" 'uint32_t map_type' "$tmp/page"
finish
