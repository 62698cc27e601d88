#!/bin/sh
# Mode both writes each type as "__u32/*uint32_t*/", four cells more than
# both spellings, and the layout engine aligns code on that width: the
# terminal rendering of ktypes -m both keeps every deliberate alignment of
# the rendering of the source (aligncheck, as for iso mode in
# tests/layout; a line length that wraps no prose), on the fixture pages of tests/modes and tests/layout and
# on the sample page.  The renderings must show the both form, so that a
# check of an unchanged page cannot pass for one of a changed page.
# ktypes says nothing, not even of the pointers to types that are not
# their ISO spelling ("__u64 *out" of wrapped-parameters.man, -w abi):
# their kernel spelling stays in front of the pair.  --both-width=0: no block is too wide
# here (tests/modes/both-fits-the-page-width.sh tests that).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
check=$top_builddir/tests/tools/aligncheck
[ -x "$check" ] || skip "no aligncheck at $check (make check builds it)"

# (keys-lib.sh's drop_keys: the kernel-only spellings that mode both
# leaves, __be16 of iso-explains.man, get a key, and so does the page's
# first pair such as __u64/*uint64_t*/, which adds lines, and aligncheck
# compares line by line; the keys have tests of their own:
# both-explains-the-kernel-only-spellings-it-leaves.sh,
# both-says-once-a-page-what-a-pair-of-a-distinct-type-means.sh)
. "$top_srcdir/tests/modes/keys-lib.sh"

cd "$tmp" || exit 99
n=0 total=0
# (page.man's type cells as arrays, "__s16[1]": a type alone in its cell
# is stacked over its ISO spelling, which adds lines to the table, and
# aligncheck compares line by line; the stacked form has a test of its
# own, both-stacks-a-type-name-cell-over-its-iso-spelling.sh)
mkdir cells
sed 's/^\(__[su][0-9]*\)@/\1[1]@/' "$top_srcdir/tests/modes/page.man" > cells/page.man
for src in "$top_srcdir"/tests/modes/*.man "$top_srcdir"/tests/layout/*.man \
    "$top_srcdir"/examples/demo.2; do
	[ "$src" != "$top_srcdir/tests/modes/page.man" ] || src=cells/page.man
	name=$(basename "$src")
	n=$((n + 1))
	ktypes -m both --both-width=0 -w abi "$src" > "$name.out" 2> err ||
	    fail "$name: ktypes failed"
	expect_files_equal "ktypes -m both $name: stderr" /dev/null err
	for dev in utf8 ascii; do
		render -t -T$dev -rLL=10000n < "$src" > before 2> err1
		# the form inside a comment, "__u64 (uint64_t)", as one token
		drop_keys < "$name.out" | render -t -T$dev -rLL=10000n 2> err2 |
		    sed 's/\([a-z0-9_]\) (\([a-z]*int[0-9]*_t\))/\1(\2)/g' \
		    > after
		expect_files_equal "$name -T$dev: the source's warnings" /dev/null err1
		expect_files_equal "$name -T$dev: the output's warnings" /dev/null err2
		expect_grep "$name -T$dev: the both rendering" \
		    '[a-z_0-9]/\*u*int[0-9]*_t\*/' after
		if ! "$check" before after > report; then
			fail "$name -T$dev: alignment lost"
			sed 's/^/  /' report >&2
		fi
		set -- $(tail -n 1 report)
		total=$((total + ${3%,}))
	done
done
echo "$n pages, $total alignments checked"
[ "$n" -gt 2 ] || fail "fixtures missing"
[ "$total" -gt 100 ] || fail "only $total alignments checked: is the check blind?"
finish
