#!/bin/sh
# A baked tree is what a reader with only man-db needs: after
# "ktypes-bake -m iso MANDIR", the real man(1) with SYSTEM=iso,man (or
# -m iso,man) shows the ISO spelling of a page with kernel types, of a
# .so page that leads to it and of a link to it, and the native page of
# everything else; "man -w" and "man -aw" name the files a reader
# expects; without SYSTEM nothing changes.  The baked tree holds exactly
# the pages that differ and what leads to them (links as links), in the
# layout of the source, a locale's pages included.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/bake/helpers.sh"
need_groff
command -v man > /dev/null 2>&1 || skip "man is not installed (man-db)"
man --version 2> /dev/null | grep -q '^man [0-9]' || skip "man is not man-db's"

T=$tmp/man
bake_tree "$T"
expect_run "bake" 0 - /dev/null bake -m iso "$T"
echo "ktypes-bake: $T: 7 pages read, 4 written, 0 kept, 0 removed" > "$tmp/want"
expect_files_equal "summary" "$tmp/want" "$tmp/out"

bake_tree_baked > "$tmp/want"
tree_list "$T/iso" > "$tmp/got"
expect_files_equal "the baked tree" "$tmp/want" "$tmp/got"
ktypes -m iso "$T/man2/bpf.2" > "$tmp/bpf.iso"
expect_files_equal "the baked bpf.2" "$tmp/bpf.iso" "$T/iso/man2/bpf.2"
expect_files_equal "the .so page, as it is" "$T/man2/clone3.2" \
    "$T/iso/man2/clone3.2"

unset MANOPT MANSECT MANPAGER PAGER MANROFFSEQ MANROFFOPT KTYPES LANG \
    LANGUAGE LC_MESSAGES SYSTEM XDG_DATA_HOME
MANPATH=$T MANWIDTH=80 HOME=$tmp
export MANPATH MANWIDTH HOME
no_leak_check_in_man_sandbox

# show WHAT WANT UNWANTED ARG...: man ARG... shows WANT and not UNWANTED
show () {
	sh_what=$1 sh_want=$2 sh_not=$3
	shift 3
	man "$@" > "$tmp/page" 2> "$tmp/err"
	expect_status "$sh_what" 0 $?
	expect_grep "$sh_what" "$sh_want" "$tmp/page"
	expect_no_grep "$sh_what" "$sh_not" "$tmp/page"
}
SYSTEM=iso,man show "SYSTEM=iso,man man 2 bpf" 'uint32_t map_type' \
    '__u32' 2 bpf
show "man -m iso,man 2 bpf" 'uint32_t map_type' '__u32' -m iso,man 2 bpf
show "man 2 bpf, no system" '__u32  map_type' 'uint32_t' 2 bpf
SYSTEM=iso,man show "a .so page" 'uint32_t map_type' '__u32' 2 clone3
SYSTEM=iso,man show "a link" 'uint32_t map_type' '__u32' 2 bpf_prog
SYSTEM=iso,man show "a page without types" 'returns an int' 'uint' 2 open
SYSTEM=iso,man show "a .so page to one" 'returns an int' 'uint' 2 close

where () {
	SYSTEM=iso,man man "$@" > "$tmp/got" 2> "$tmp/err"
	sed "s|\$T|$T|" > "$tmp/want"
	expect_files_equal "man $*" "$tmp/want" "$tmp/got"
}
where -w 2 bpf << 'EOF2'
$T/iso/man2/bpf.2
EOF2
where -w 2 open << 'EOF2'
$T/man2/open.2
EOF2
where -w 2 clone3 << 'EOF2'
$T/iso/man2/bpf.2
EOF2
where -aw 2 bpf << 'EOF2'
$T/iso/man2/bpf.2
$T/man2/bpf.2
EOF2
where -aw 2 open << 'EOF2'
$T/man2/open.2
EOF2
finish
