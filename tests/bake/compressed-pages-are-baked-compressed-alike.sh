#!/bin/sh
# An installed tree has compressed pages (.gz on Debian, .xz or .bz2
# elsewhere): the baked tree has them compressed as the source had them,
# under the same names, with the same permissions, links as links, and
# the .so pages that name a page without its suffix still lead to it;
# man-db reads them as it reads the native ones.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/bake/helpers.sh"

for z in gz xz bz2; do
	case $z in gz) prog=gzip ;; xz) prog=xz ;; bz2) prog=bzip2 ;; esac
	if ! command -v $prog > /dev/null 2>&1; then
		printf '%s: %s is not installed: no .%s tree\n' "$kt_test" \
		    $prog $z
		continue
	fi
	T=$tmp/$z/man
	bake_tree "$T" $z
	chmod 640 "$T/man2/bpf.2.$z" && chmod 600 "$T/man2/clone3.2.$z" ||
	    exit 99
	expect_run ".$z: bake" 0 - /dev/null bake -m iso "$T"
	cat > "$tmp/want" << EOF2
f de/man2/bpf.2.$z 644
f man2/bpf.2.$z 640
f man2/clone3.2.$z 600
l man2/bpf_prog.2.$z -> bpf.2.$z
EOF2
	tree_list "$T/iso" > "$tmp/got"
	expect_files_equal ".$z: the baked tree" "$tmp/want" "$tmp/got"
	$prog -t "$T/iso/man2/bpf.2.$z" ||
	    fail ".$z: the baked bpf.2.$z is not $prog's"
	unz "$T/man2/bpf.2.$z" | ktypes -m iso > "$tmp/bpf.iso"
	unz "$T/iso/man2/bpf.2.$z" > "$tmp/got"
	expect_files_equal ".$z: the baked page" "$tmp/bpf.iso" "$tmp/got"
	expect_grep ".$z: the baked page is iso" 'uint32_t' "$tmp/got"
	expect_files_equal ".$z: the .so page, as it is" \
	    "$T/man2/clone3.2.$z" "$T/iso/man2/clone3.2.$z"

	if command -v man > /dev/null 2>&1 &&
	    man --version 2> /dev/null | grep -q '^man [0-9]' &&
	    command -v groff > /dev/null 2>&1; then
		no_leak_check_in_man_sandbox
		for p in bpf clone3 bpf_prog; do
			env -u MANOPT -u MANPAGER -u PAGER -u KTYPES \
			    MANPATH="$T" MANWIDTH=80 HOME="$tmp" SYSTEM=iso,man \
			    man 2 $p > "$tmp/page" 2> "$tmp/err"
			expect_grep ".$z: SYSTEM=iso,man man 2 $p" \
			    'uint32_t map_type' "$tmp/page"
		done
	fi
done
finish
