#!/bin/sh
# A run of bit fields whose grown type would push its columns past the
# room sends the type alone on its line (the test of a grown type of a
# run of bit fields) only where the line may break: not in a line that
# troff reads as the rest of the line before it (after an escaped
# newline), where a newline would split what troff sets as one line, nor
# in a table's row (tests/fuzz/regressions/layout-grown-type-alone-*).
# The type stays with its first declarator there.  (Found by the layout
# fuzz harness once it had a room.)
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
. "$top_srcdir/tests/layout/layout-lib.sh"
code_page <<'END'
struct demo_attr {
    __u32 x;      /* a */ \
    __u64 enabled    : 1,   /* on */
          inherit    : 1,   /* copy */
          exclusive  : 1;
};
END
ktypes -m iso --both-width=30 "$tmp/page.man" > "$tmp/iso.man" ||
    fail "ktypes -m iso --both-width=30 failed"
sed -n '/^struct/,/^};/p' "$tmp/iso.man" > "$tmp/source"
expect_grep "the joined line keeps its type and declarator" \
    '^    uint64_t enabled  *: 1,' "$tmp/source"
# (the joined line's next line is its declarator's, no ".lf" after it
# for a break: a block before the line after it may number that line)
sed -n '/^    uint32_t x;/{n;p;}' "$tmp/source" > "$tmp/next"
expect_grep "no break in the joined line" '^    uint64_t enabled  *: 1,' \
    "$tmp/next"
block "$tmp/iso.man" > "$tmp/iso.txt"
expect_grep "rendered: one line, as troff reads it" \
    '^               uint32_t x; *\/\* a \*\/  *uint64_t enabled  *: 1,' \
    "$tmp/iso.txt"
finish
