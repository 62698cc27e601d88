#!/bin/sh
# Some kernel types are not the same C type as their ISO spelling (on
# LP64 glibc __u64 is unsigned long long, uint64_t unsigned long): a
# pointer to one is not a pointer to the other.  In mode iso a respelled
# pointer to such a type ("__u64 *p", "(u64 *)buf") draws a warning of
# the category abi (-w abi; off by default, so that a reader's man(1)
# prints nothing) with file and line, and nothing else does: not a
# pointer to a type that is its ISO spelling ("__u32 *q"), not "__u64 */"
# that ends a comment, not the type without a pointer.  With --strict the
# kernel spelling stays at those pointers, only there, and the key
# explains it as it does every word that mode iso leaves (third review,
# F5).  Mode both keeps the kernel spelling in front of the ISO one, so
# its pair changes no code: it warns of nothing, and --strict changes
# nothing there.  Mode
# annotate respells nothing and says nothing; its key marks the distinct
# types, "__u64 = uint64_t in size", and says once what that means.  Skipped where the build's
# probe finds __u64 and u64 not distinct, or __u32 distinct.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/modes/abi-lib.sh"
need_groff
if ! abi_distinct __u64 || ! abi_distinct u64 || abi_distinct __u32; then
	skip "this build does not find __u64 and u64 distinct and __u32 the same as their ISO spellings (config.h: KT_ABI_DISTINCT \"$kt_abi_list\")"
fi

cd "$tmp" || exit 99
printf '%s\n' \
    '.TH ABI 7 2026-12-03 "ktypes tests"' \
    '.SH NAME' \
    'abi \- pointers to types that are not their ISO spelling' \
    '.SH DESCRIPTION' \
    '.EX' \
    'struct abi_args {' \
    '    __u64 *p;        /* a distinct type */' \
    '    __u32 *q;        /* the same type */' \
    '    __u64  addr;     /* a pointer, cast to __u64 */' \
    '};' \
    'n = abi_read((u64 *)buf, len);' \
    '.EE' \
    'The' \
    '.I addr' \
    'field is a' \
    '.IR __u64 .' > abi.man

# the warnings: "__u64 *p" on line 7, "(u64 *)buf" on line 11
warnings () {	# FILE
	printf '%s\n' \
	    "ktypes:$1:7: warning: '__u64 *' and 'uint64_t *' point to different types on this system; --strict keeps the kernel spelling" \
	    "ktypes:$1:11: warning: 'u64 *' and 'uint64_t *' point to different types on this system; --strict keeps the kernel spelling"
}
warnings abi.man > err.exp
# the page after the prelude of mode both
body () {
	unrelf < "$1" | sed -n '/^\.lf 1$/,$p' | sed 1d
}

# mode iso: every type respelled, two warnings
cat > exp <<'EOT'
.TH ABI 7 2026-12-03 "ktypes tests"
.SH NAME
abi \- pointers to types that are not their ISO spelling
.SH DESCRIPTION
.EX
struct abi_args {
    uint64_t *p;     /* a distinct type */
    uint32_t *q;     /* the same type */
    uint64_t addr;   /* a pointer, cast to uint64_t */
};
n = abi_read((uint64_t *)buf, len);
.EE
The
.I addr
field is a
.IR uint64_t .
EOT
expect_run "-m iso -w abi (two warnings)" 0 exp err.exp \
    ktypes -m iso -w abi abi.man
# the category is off by default, and -W turns it off again (troff's
# order: the last one wins)
expect_run "-m iso (no warning)" 0 exp /dev/null ktypes -m iso abi.man
expect_run "-m iso -w abi -W abi" 0 exp /dev/null \
    ktypes -m iso -w abi -W abi abi.man
expect_run "-m iso -W all -w all" 0 exp err.exp \
    ktypes -m iso -W all -w all abi.man
# from standard input, the same warnings name it
ktypes -m iso -w abi < abi.man > out2 2> err
expect_files_equal "-m iso < abi.man: the output" exp out2
warnings '<standard input>' > err.exp2
expect_files_equal "-m iso < abi.man: the warnings" err.exp2 err

# mode iso, --strict: the kernel spelling at the two pointers only, the
# comments stay aligned, and a key explains the two kept words
expect_run "-m iso --strict" 0 - /dev/null \
    ktypes -m iso --strict -w abi abi.man
mv out iso.man
grep -E '^\.ktypes-(section-)?key ' iso.man > got
cat > exp <<'EOT'
.ktypes-key __u64 uint64_t\*[ktypes-key-distinct] u64 uint64_t\*[ktypes-key-distinct] "\*[ktypes-key-distinct-note]"
EOT
expect_files_equal "-m iso --strict: the key" exp got
render < iso.man > txt 2> err
expect_files_equal "-m iso --strict rendered: warnings" /dev/null err
sed -n '/struct abi_args {/,$p' txt | sed '/^ktypes tests /,$d' |
    awk '{ l[NR] = $0 } END { n = NR; while (n > 0 && l[n] == "") n--
	for (i = 1; i <= n; i++) print l[i] }' > got
cat > exp <<'EOT'
       struct abi_args {
           __u64 *p;        /* a distinct type */
           uint32_t *q;     /* the same type */
           uint64_t addr;   /* a pointer, cast to uint64_t */
       };
       n = abi_read((u64 *)buf, len);

       Types: __u64 = uint64_t in size, u64 = uint64_t in size. In size: the
              same size and signedness, not always the same C type (on x86-64
              the kernel type is long long or unsigned long long where int64_t
              and uint64_t are long and unsigned long): print such a value
              through a cast (long long with %lld, unsigned long long with
              %llu), and never mix pointers to the two types.
       The addr field is a uint64_t.
EOT
expect_files_equal "-m iso --strict rendered" exp got

# mode both: no warning (the kernel spelling stays in front of its pair)
expect_run "-m both -w abi (no warning)" 0 - /dev/null \
    ktypes -m both --both-width=0 -w abi abi.man
mv out both.man
body both.man > got
cat > exp <<'EOT'
.TH ABI 7 2026-12-03 "ktypes tests"
.SH NAME
abi \- pointers to types that are not their ISO spelling
.SH DESCRIPTION
.EX
struct abi_args {
    \*[ktypes-before-__u64]__u64\*[ktypes-both-text-__u64] *p;   /* a distinct type */
    \*[ktypes-before-__u32]__u32\*[ktypes-both-text-__u32] *q;   /* the same type */
    \*[ktypes-before-__u64]__u64\*[ktypes-both-text-__u64] addr; /* a pointer, cast to \*[ktypes-before-__u64]__u64\*[ktypes-both-note-__u64] */
};
n = abi_read((\*[ktypes-before-u64]u64\*[ktypes-both-text-u64] *)buf, len);
.EE
.ktypes-key "\*[ktypes-both-distinct-note]"
.lf 13
The
.I addr
field is a
.IR \*[ktypes-before-__u64]__u64\*[ktypes-both-note-__u64] .
EOT
expect_files_equal "-m both: the page" exp got

# mode both, --strict: the same page, every pointer with its pair
expect_run "-m both --strict" 0 both.man /dev/null \
    ktypes -m both --both-width=0 --strict -w abi abi.man
# rendered: the comments in one column
render < both.man > txt 2> err
expect_files_equal "-m both --strict rendered: warnings" /dev/null err
sed -n '/struct abi_args {/,/abi_read/p' txt > got
cat > exp <<'EOT'
       struct abi_args {
           __u64/*uint64_t*/ *p;   /* a distinct type */
           __u32/*uint32_t*/ *q;   /* the same type */
           __u64/*uint64_t*/ addr; /* a pointer, cast to __u64 (uint64_t) */
       };
       n = abi_read((u64/*uint64_t*/ *)buf, len);
EOT
expect_files_equal "-m both --strict rendered: the code" exp got

# modes annotate and kernel respell nothing and say nothing
for strict in '' --strict; do
	ktypes -m kernel $strict abi.man > out 2> err
	expect_files_equal "-m kernel $strict: the output" abi.man out
	expect_files_equal "-m kernel $strict: stderr" /dev/null err
	ktypes -m annotate $strict abi.man > "annotate$strict.man" 2> err
	expect_files_equal "-m annotate $strict: stderr" /dev/null err
done
expect_files_equal "-m annotate: --strict changes nothing" \
    annotate.man annotate--strict.man
grep -E '^\.ktypes-(section-)?key ' annotate.man > got
cat > exp <<'EOT'
.ktypes-key __u64 uint64_t\*[ktypes-key-distinct] __u32 uint32_t u64 uint64_t\*[ktypes-key-distinct] "\*[ktypes-key-distinct-note]"
EOT
expect_files_equal "-m annotate: the keys" exp got
# what the reader sees: the code as written, the keys with their marks
render < annotate.man > txt 2> err
expect_files_equal "-m annotate rendered: warnings" /dev/null err
# (from the structure to the footer, without the blank lines before it)
sed -n '/struct abi_args {/,$p' txt | sed '/^ktypes tests /,$d' |
    awk '{ l[NR] = $0 } END { n = NR; while (n > 0 && l[n] == "") n--
	for (i = 1; i <= n; i++) print l[i] }' > got
cat > exp <<'EOT'
       struct abi_args {
           __u64 *p;        /* a distinct type */
           __u32 *q;        /* the same type */
           __u64  addr;     /* a pointer, cast to __u64 */
       };
       n = abi_read((u64 *)buf, len);

       Types: __u64 = uint64_t in size, __u32 = uint32_t,
              u64 = uint64_t in size. In size: the same size and signedness,
              not always the same C type (on x86-64 the kernel type is long
              long or unsigned long long where int64_t and uint64_t are long
              and unsigned long): print such a value through a cast (long long
              with %lld, unsigned long long with %llu), and never mix pointers
              to the two types.
       The addr field is a __u64.
EOT
expect_files_equal "-m annotate rendered" exp got
finish
