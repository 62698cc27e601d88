#!/bin/sh
# The alignment check can fail: a plain word-for-word replacement (what
# sed does) of a hand-aligned struct loses alignments, and aligncheck
# reports them; ktypes' output of the same struct loses none.  With -k
# the keys that ktypes adds (iso explains the __be32 it leaves) are left
# out of the second rendering, and only they: the naive replacement is
# still caught.
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
grep -q 'Types: __be32' "$tmp/after" || fail "no key in mode iso"
"$check" "$tmp/before" "$tmp/after" > /dev/null &&
    fail "aligncheck took a rendering with a key for one without"
"$check" -k "$tmp/before" "$tmp/after" > "$tmp/out2" ||
    fail "ktypes lost an alignment: $(cat "$tmp/out2")"
# the naive replacement with a key below it: -k leaves out the key, and
# still sees the lost alignment
{ cat "$tmp/naive"; printf '\n     Types: __be32 = uint32_t in big-endian\n            (network) byte order\n'; } > "$tmp/naive-key"
"$check" -k "$tmp/before" "$tmp/naive-key" > "$tmp/out3" &&
    fail "aligncheck -k did not see the lost alignment"
expect_grep "aligncheck -k report" 'lost: lines' "$tmp/out3"
finish
