#!/bin/sh
# Mode annotate writes a key ".ktypes-key KERNEL ISO ..." after each no-fill
# block that uses kernel types (where its sentence ends), ".ktypes-table-key
# KERNEL ISO ..." after each such table (whether ktypes runs before tbl or
# after it), and for the types of running text a ".ktypes-key" at the end
# of their paragraph, or ".ktypes-section-key KERNEL ISO ..." before the
# next .SH or .SS or at the end of the file: each type once in a section
# (.SH), where it is first met, in order of first use, with the ISO
# spelling of the type table; no key for a block without types or whose
# types are all keyed already in the section, none in the other modes.  The
# ISO spelling of a type that is not the same C type (ABI, on LP64 glibc:
# __u64, __s64, u64, s64) is marked, ".ktypes-key __u64
# uint64_t\*[ktypes-key-distinct] __u32 uint32_t", the first such key of
# a section ending with the note "\*[ktypes-key-distinct-note]" that says
# what the mark means (the first of the page; later ones its brief form,
# "\*[ktypes-key-distinct-brief]"), and the keys render as
# "Types: __u64 = uint64_t in size, __u32 = uint32_t" on lines
# of their own.  The marks of the expectations are those of LP64 glibc, fitted to
# the build's probe (abi-lib.sh).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/modes/abi-lib.sh"
need_groff

cd "$tmp" || exit 99
# Each key with the line before it and the line after it ("(end)"),
# the .lf after it as groff reads it; after the prelude (which follows
# the comments that open the page) and the .lf that ends it.
keys () {
	unrelf < "$1" | awk '/^\.ktypes-prelude-end$/ { p = 1 }
	    p && /^\.lf [0-9]+$/ && !s { s = 1; next }
	    !s { next }
	    k { print; print "--"; k = 0 }
	    /^\.ktypes-(table-|section-)?key/ { print prev; print; k = 1 }
	    { prev = $0 }
	    END { if (k) { print "(end)"; print "--" } }'
}

ktypes -m annotate "$top_srcdir/tests/modes/page.man" > page.out
keys page.out > got
abi_marks roff > exp <<'EOT'
.fi
.ktypes-key u64 uint64_t\*[ktypes-key-distinct] u32 uint32_t s32 int32_t u16 uint16_t u8 uint8_t "\*[ktypes-key-distinct-note]"
.lf 18
--
.EE
.ktypes-key __u64 uint64_t\*[ktypes-key-distinct] __u32 uint32_t __u16 uint16_t __u8 uint8_t __s32 int32_t "\*[ktypes-key-distinct-brief]"
.lf 37
--
field is in host byte order.
.ktypes-section-key u64 uint64_t\*[ktypes-key-distinct] s32 int32_t
.lf 50
--
.EE
.ktypes-key __s16 int16_t __s64 int64_t\*[ktypes-key-distinct]
.lf 62
--
that is never zero.
.ktypes-section-key __u32 uint32_t
(end)
--
EOT
expect_files_equal "page.man: the keys" exp got

ktypes -m annotate "$top_srcdir/tests/modes/keys.man" > keys.out
keys keys.out > got
abi_marks roff > exp <<'EOT'
.fi
.ktypes-key __s64 int64_t\*[ktypes-key-distinct] __u8 uint8_t "\*[ktypes-key-distinct-note]"
.lf 22
--
its key comes at the end of the section, after this paragraph.
.ktypes-section-key __u16 uint16_t
.lf 26
--
gets a key before the next heading.
.ktypes-section-key __u32 uint32_t
.lf 30
--
.EE
.ktypes-section-key u64 uint64_t\*[ktypes-key-distinct] "\*[ktypes-key-distinct-brief]"
(end)
--
EOT
expect_files_equal "keys.man: the keys" exp got

# Every pair is one of the type table, as the prelude defines it, its ISO
# spelling marked exactly where the build finds the type distinct.
for f in page.out keys.out; do
	sed -n 's/^\.ktypes-define //p' $f | sort > defined
	grep -E '^\.ktypes-(section-)?key ' $f > marked
	abi_marks roff < marked > exp
	expect_files_equal "$f: the marks of the keys" exp marked
	sed 's/\\\*\[ktypes-key-distinct\]//g' marked |
	    awk '{ for (i = 2; i < NF; i += 2) print $i, $(i + 1) }' |
	    sort -u > used
	comm -13 defined used > unknown
	[ -s unknown ] && fail "$f: pairs not in the table: $(cat unknown)"
	[ -s used ] || fail "$f: no pairs"
done

# What the reader sees.
render -dktypes-key-distinct-note= -dktypes-key-distinct-brief= < keys.out > keys.txt 2> err
expect_files_equal "keys.man rendered: warnings" /dev/null err
grep ' = ' keys.txt | sed 's/^ *//' > got
abi_marks text > exp <<'EOT'
Types: __s64 = int64_t in size, __u8 = uint8_t
Types: __u16 = uint16_t
Types: __u32 = uint32_t
Types: u64 = uint64_t in size
EOT
expect_files_equal "keys.man rendered: the keys" exp got

# A file that ends inside a block, then running text of a second file:
# the running text's key before the block, the block's at the file's end.
printf '%s\n' '.TH A 7' '.SH NAME' 'a \- __u16 text' '.EX' '    __u32 x;' > a.man
printf '%s\n' '.SH B' 'b \- __s8 text' > b.man
ktypes -m annotate a.man b.man > ab.out
unrelf < ab.out | grep -e '^\.ktypes-\(section-\)\{0,1\}key' -e '^\.lf' > got
cat > exp <<'EOT'
.lf 1 a.man
.lf 1
.ktypes-key __u16 uint16_t
.lf 4
.ktypes-section-key __u32 uint32_t
.lf 1 b.man
.ktypes-section-key __s8 int8_t
EOT
expect_files_equal "a.man b.man: the keys" exp got

# No keys of types in the other modes (mode both keys only code too
# wide for it, tests/modes/both-fits-the-page-width.sh, and says once what
# a pair such as __u64/*uint64_t*/ means, in a key without pairs:
# both-says-once-a-page-what-a-pair-of-a-distinct-type-means.sh).
for mode in kernel iso both; do
	ktypes -m $mode --both-width=0 "$top_srcdir/tests/modes/page.man" |
	    grep -v '^\.ktypes-key "\\\*\[ktypes-both-distinct-note\]"$' > other
	expect_no_grep "-m $mode: keys" '^\.ktypes-\(section-\)\{0,1\}key' other
done
finish
