#!/bin/sh
# iso mode respells __u8..__u64 and __s8..__s64 wherever they are rendered
# text: text lines, font macros (also no-break 'B), headings, IP tags,
# after font escapes and glyphs, in no-fill struct layouts.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

expect_run "-m iso fixed-types.man" 0 "$fixtures/fixed-types.iso" /dev/null \
    ktypes -m iso "$fixtures/fixed-types.man"

# Each spelling on its own, also at the very start and end of a line.
for pair in __u8:uint8_t __u16:uint16_t __u32:uint32_t __u64:uint64_t \
    __s8:int8_t __s16:int16_t __s32:int32_t __s64:int64_t; do
	k=${pair%%:*} i=${pair#*:}
	printf '%s\n' "$k" "a $k b" "$k," "($k)" > "$tmp/in"
	printf '%s\n' "$i" "a $i b" "$i," "($i)" > "$tmp/exp"
	ktypes -m iso < "$tmp/in" > "$tmp/out"
	expect_files_equal "-m iso: $k" "$tmp/exp" "$tmp/out"
done
finish
