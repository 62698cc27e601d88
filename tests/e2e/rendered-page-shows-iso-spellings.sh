#!/bin/sh
# What a reader sees: a page filtered with -m iso and formatted by groff
# (-man -Tutf8 -ww) shows the ISO spellings in synopsis, struct, prose and
# headings, keeps the struct's columns, leaves the short names that are not
# types alone, and draws no warning.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
for page in fixed-types short-names; do
	render -rLL=200n < "$fixtures/$page.man" > $page.kernel.txt 2> $page.kernel.err
	ktypes -m iso "$fixtures/$page.man" | render -rLL=200n > $page.iso.txt 2> $page.iso.err
	expect_files_equal "$page: groff warnings, kernel" /dev/null $page.kernel.err
	expect_files_equal "$page: groff warnings, iso" /dev/null $page.iso.err
	expect_no_grep "$page, iso: a long kernel name left" \
	    '__[us]\(8\|16\|32\|64\)\b' $page.iso.txt
	expect_grep "$page, kernel: the kernel names" '__u\|u32' $page.kernel.txt
done

# The struct: same columns, ISO names.
for line in \
    '           uint8_t       tag;' \
    '           uint16_t      port;' \
    '           uint32_t      count;' \
    '           uint64_t      total;' \
    '           int8_t        delta;' \
    '           int16_t       offset;' \
    '           int32_t       result;' \
    '           int64_t       stamp;' \
    '   uint16_t values' \
    '       uint32_t'; do
	grep -F -x -q -e "$line" fixed-types.iso.txt ||
	    fail "fixed-types, iso: no line '$line'"
done
expect_grep "fixed-types, iso: prose" \
    'The  *unsigned  *fields  *are  *uint8_t, uint16_t, uint32_t and uint64_t; the signed ones are int8_t, int16_t, int32_t and int64_t\.' \
    fixed-types.iso.txt
expect_grep "fixed-types, iso: font and glyph escapes" \
    "A uint64_t holds a stamp, a uint32_t a count, and 'uint8_t' is a$" \
    fixed-types.iso.txt
for word in tag port count total delta offset result stamp; do
	k=$(awk -v w="$word;" '{ i = index($0, w) } i { print i; exit }' fixed-types.kernel.txt)
	i=$(awk -v w="$word;" '{ i = index($0, w) } i { print i; exit }' fixed-types.iso.txt)
	[ -n "$k" ] && [ "$k" = "$i" ] ||
	    fail "fixed-types: column of '$word': kernel ${k:-none}, iso ${i:-none}"
done

for line in \
    '       uint64_t sample_hash(uint32_t seed, const uint8_t *buf, int64_t len);' \
    '       int sample_peek(int16_t dx, uint32_t offset);' \
    '           uint32_t      seq, idx;' \
    '       { uint32_t pid; }' \
    '       x = (uint64_t)1 << n;' \
    '       y = *(uint32_t *) p;' \
    '       z = sizeof(uint64_t);' \
    '       static uint16_t port = 0;' \
    '       Each item starts with a uint8_t kind; see uint64_t and int32_t.' \
    '           uint64_t      u64;' \
    '           uint8_t       u8[8];' \
    '       w.u32 = 0;' \
    '       p->u64 = 1;' \
    '       r = bpf_get_prandom_u32();' \
    '           42 ?        00:00:00 kworker/u16:0' \
    '       One uint64_t element, then a uint32_t count, all in roman.'; do
	grep -F -x -q -e "$line" short-names.iso.txt ||
	    fail "short-names, iso: no line '$line'"
done
finish
