#!/bin/sh
# Mode both shows __u64/*uint64_t*/ as a pair, and the kernel
# maintainers' caution (the same size, not always the same C type:
# printf formats and pointers differ) is said of such pairs once a page,
# in the key after the first block that shows one, a key without pairs
# of its own (they are on the page): not again in a later section, not
# on a page whose pairs are all the same C type (__u32/*uint32_t*/).
# Where that key says what "in size" means for a spelling that mode
# both leaves (__aligned_u64), it adds that the same holds for the
# pairs; where a key before did, it says it briefly.  groff -ww is
# silent; mandoc renders the note too; an empty string turns it off.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
cat > page.man <<'E'
.TH T 2 2026-12-06 ktypes-tests
.SH DESCRIPTION
The structure:
.PP
.in +4n
.EX
struct t {
    __u32 id;    /* Object ID */
    __u64 flags; /* Flags */
};
.EE
.in
.PP
Its fields.
.SH NOTES
.EX
struct u {
    __s64 when;
};
.EE
E
cat > same.man <<'E'
.TH T 2 2026-12-06 ktypes-tests
.SH DESCRIPTION
.EX
struct t {
    __u32 id;
    __u16 len;
};
.EE
E
cat > aligned.man <<'E'
.TH T 2 2026-12-06 ktypes-tests
.SH DESCRIPTION
.EX
struct t {
    __aligned_u64 addr;
    __u64 flags;
};
.EE
E
cat > later.man <<'E'
.TH T 2 2026-12-06 ktypes-tests
.SH DESCRIPTION
.EX
struct t {
    __aligned_u64 addr;
};
.EE
.SH NOTES
.EX
struct u {
    __u64 flags;
};
.EE
E
for p in page same aligned later; do
	ktypes -m both $p.man > $p.both
	render -rLL=72n $p.both > $p.txt 2> $p.err
	expect_files_equal "$p: warnings" /dev/null $p.err
done
expect_grep "the key after the first block: the note alone" \
    '^\.ktypes-key "\\\*\[ktypes-both-distinct-note\]"$' page.both
[ "$(grep -c '^\.ktypes-[a-z-]*key .*ktypes-both-distinct' page.both)" -eq 1 ] ||
	fail "page: the note more than once, or never"
expect_grep "page: it renders as a key after the block" \
    '^           Types: Beside a kernel type, the ISO spelling names a type of$' \
    page.txt
expect_grep "page: what a programmer does" \
    'print such a value through a cast' page.txt
sed -n '/^NOTES/,$p' page.txt > notes
expect_no_grep "page: not again in a later section" 'Types:' notes
expect_no_grep "same: pairs that are the same C type need no note" \
    'Types:' same.txt
expect_grep "aligned: one key, the note of in size, then of the pairs" \
    '^\.ktypes-[a-z-]*key __aligned_u64 ".*" "\\\*\[ktypes-key-distinct-note\] \\\*\[ktypes-both-distinct-also\]"$' \
    aligned.both
expect_grep "aligned: it renders" 'The same holds' aligned.txt
expect_grep "later: the pairs' note briefly after the note of in size" \
    '^\.ktypes-[a-z-]*key "\\\*\[ktypes-both-distinct-brief\]"$' later.both
render -rLL=72n -dktypes-both-distinct-note= page.both > off.txt 2> off.err
expect_files_equal "turned off: warnings" /dev/null off.err
expect_no_grep "turned off: no key" 'Types:' off.txt
if command -v mandoc > /dev/null 2>&1; then
	mandoc -man -Tascii page.both 2> merr | col -bx > m.txt
	expect_files_equal "mandoc: messages" /dev/null merr
	expect_grep "mandoc: the note" 'Types: Beside a kernel type' m.txt
fi
finish
