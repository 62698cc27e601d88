#!/bin/sh
# ktypes-bake --both-width=N bakes a page as ktypes --both-width=N writes
# it: N is the room of every block, whatever its indent (known here: the
# man macros' own), not only of the blocks whose indent is unknown.
# Without the option both take the room beside the block's indent.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/bake/helpers.sh"

T=$tmp/t/man
mkdir -p "$T/man2" || exit 99
bake_page WIDE wide "a page with a wide line of code" .EX \
    'struct wide {' \
    '    __u64  some_rather_long_field_name;    /* a comment that runs to the edge */' \
    '    __u32  flags;                          /* another */' \
    '};' .EE > "$T/man2/wide.2" || exit 99

for w in "" 40 120 0; do
	opt=${w:+--both-width=$w}
	rm -rf "$T/both"
	bake -q -m both $opt "$T" ||
	    fail "width ${w:-default}: bake: status $?"
	ktypes -m both $opt "$T/man2/wide.2" > "$tmp/want.$w" ||
	    fail "width ${w:-default}: ktypes: status $?"
	expect_files_equal "width ${w:-default}: the baked page" \
	    "$tmp/want.$w" "$T/both/man2/wide.2"
done

# the page tests it: a room wider than the one beside the indent keeps
# the wide line whole
cmp -s "$tmp/want." "$tmp/want.120" &&
    fail "--both-width=120 changed nothing: the page does not test it"
finish
