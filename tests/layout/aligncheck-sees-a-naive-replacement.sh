#!/bin/sh
# The alignment check can fail: a plain word-for-word replacement (what
# sed does) of a hand-aligned struct loses alignments, and aligncheck
# reports them; ktypes' output of the same struct loses none.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
check=$top_builddir/tests/tools/aligncheck
[ -x "$check" ] || skip "no aligncheck at $check (make check builds it)"

src=$top_srcdir/tests/layout/struct-fields.man
sed -e 's/__u8 /uint8_t /; s/__u16 /uint16_t /' "$src" > "$tmp/naive.man"
render -rLL=200n < "$src" > "$tmp/before"
render -rLL=200n < "$tmp/naive.man" > "$tmp/naive"
if "$check" "$tmp/before" "$tmp/naive" > "$tmp/out"; then
	fail "aligncheck did not see the lost alignment of a naive replacement"
	sed 's/^/  /' "$tmp/out" >&2
fi
expect_grep "aligncheck report" 'lost: lines' "$tmp/out"
ktypes -m iso "$src" | render -rLL=200n > "$tmp/after"
"$check" "$tmp/before" "$tmp/after" > "$tmp/out2" ||
    fail "ktypes lost an alignment: $(cat "$tmp/out2")"
finish
