#!/bin/sh
# In no-fill regions (.nf/.fi, .EX/.EE) a longer spelling uses up the blanks
# after it, keeping at least one, so that hand-aligned columns stay put:
# the reader sees the field names and comments in the same columns.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

expect_run "-m iso padding.man" 0 "$fixtures/padding.iso" /dev/null \
    ktypes -m iso "$fixtures/padding.man"

need_groff
render < "$fixtures/padding.man" > "$tmp/kernel.txt"
render < "$tmp/out" > "$tmp/iso.txt"
# The column of each word in the rendered page, kernel and iso.
for word in map_type key_size map_flags numa_node '/\* kind' '/\* in bytes'; do
	k=$(awk -v w="$word" 'match($0, w) { print RSTART; exit }' "$tmp/kernel.txt")
	i=$(awk -v w="$word" 'match($0, w) { print RSTART; exit }' "$tmp/iso.txt")
	if [ -z "$k" ] || [ "$k" != "$i" ]; then
		fail "rendered column of '$word': kernel ${k:-none}, iso ${i:-none}"
	fi
done
expect_grep "rendered" '^           uint32_t      map_type;     /\* kind of map \*/$' "$tmp/iso.txt"
expect_grep "rendered, one blank kept" '^           int16_t spare;$' "$tmp/iso.txt"
finish
