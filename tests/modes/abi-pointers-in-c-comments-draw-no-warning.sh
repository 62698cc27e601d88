#!/bin/sh
# A pointer inside a C comment of a code block is not C that a compiler
# sees (bpf(2)'s pseudo-code "/* lock *(u64 *) r0 += r1 */"): no type
# there can mismatch, so -w abi says nothing about it and --strict
# respells it as it respells the rest of the page; the same pointer in
# the code itself, on the same line, still draws the warning and keeps
# its kernel spelling under --strict.  Skipped where the build's probe
# finds u64 not distinct.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/modes/abi-lib.sh"
abi_distinct u64 ||
	skip "this build does not find u64 distinct (config.h: KT_ABI_DISTINCT \"$kt_abi_list\")"

cd "$tmp" || exit 99
printf '%s\n' \
    '.TH ABIC 7 2026-12-06 "ktypes tests"' \
    '.SH DESCRIPTION' \
    '.EX' \
    'BPF_XADD(BPF_DW, BPF_REG_0, BPF_REG_1, 0, 0),' \
    '                        /* lock *(u64 *) r0 += r1 */' \
    '/* a comment that goes on:' \
    ' * and ends with a pointer, (u64 *) r0 */' \
    'n = f((u64 *)buf); /* (u64 *)buf */' \
    '.EE' > abic.man

cat > exp <<'EOT'
.TH ABIC 7 2026-12-06 "ktypes tests"
.SH DESCRIPTION
.EX
BPF_XADD(BPF_DW, BPF_REG_0, BPF_REG_1, 0, 0),
                        /* lock *(uint64_t *) r0 += r1 */
/* a comment that goes on:
 * and ends with a pointer, (uint64_t *) r0 */
n = f((uint64_t *)buf); /* (uint64_t *)buf */
.EE
EOT
echo "ktypes:abic.man:8: warning: 'u64 *' and 'uint64_t *' point to different types on this system; --strict keeps the kernel spelling" > err.exp
expect_run "-m iso -w abi: one warning, the code's" 0 exp err.exp \
    ktypes -m iso -w abi abic.man
sed 's/^n = f((uint64_t \*)buf)/n = f((u64 *)buf)/' exp > exp.strict
# (and the kernel spelling kept explained in a key: drop_inserted_keys)
expect_run "-m iso --strict: the comments respelled, the code kept" 0 \
    - /dev/null ktypes -m iso --strict -w abi abic.man
drop_inserted_keys < "$tmp/out" > got.strict
expect_files_equal "-m iso --strict: the comments respelled, the code kept" \
    exp.strict got.strict
# mode both's pair changes no code: no warning there
expect_run "-m both -w abi: no warning" 0 - /dev/null \
    ktypes -m both -w abi abic.man
finish
