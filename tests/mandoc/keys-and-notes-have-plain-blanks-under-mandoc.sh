#!/bin/sh
# Under mandoc(1), the keys of modes annotate and iso ("__u64 = uint64_t
# in size") and mode both's words in a comment ("__u32 (uint32_t)") have
# plain blanks on a terminal (-Tutf8) and in HTML (-Thtml): mandoc
# renders "\ " and "\~" as U+00A0 (&#x00A0; in HTML), which a reader's
# search for "u64 = " does not find and a copy of the text carries off.
# The pages' own no-break blanks are theirs: a mode adds none (but in a
# prototype in filled text, which these pages do not have: there the
# blanks inside a parameter are "\~", see
# prototypes-in-filled-text-break-only-after-a-comma).  Skipped without
# mandoc.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
command -v mandoc > /dev/null 2>&1 || skip "mandoc is not installed"

nbsp=$(printf '\302\240')
count_nbsp () {	# count_nbsp DEVICE < PAGE: U+00A0 in mandoc's output
	mandoc -man -T"$1" 2> /dev/null | grep -o -e "$nbsp" -e '&#x00A0;' |
	    wc -l | tr -d ' '
}

for p in "$top_srcdir"/examples/demo.2 "$top_srcdir"/tests/modes/keys.man \
    "$top_srcdir"/tests/modes/page.man \
    "$top_srcdir"/tests/modes/iso-explains.man; do
	name=$(basename "$p")
	for dev in utf8 html; do
		want=$("$KTYPES_BIN" -m kernel "$p" | count_nbsp $dev)
		for m in iso both annotate; do
			got=$("$KTYPES_BIN" -m $m "$p" | count_nbsp $dev)
			[ "$got" = "$want" ] ||
			    fail "$name -m $m, mandoc -T$dev: $got no-break blanks, the page has $want"
		done
	done
done

# what a reader searches for is there
"$KTYPES_BIN" -m annotate "$top_srcdir/examples/demo.2" |
    mandoc -man -Tutf8 | col -bx > "$tmp/annotate.txt"
expect_grep "demo.2 -m annotate, mandoc -Tutf8: the key" \
    'Types: __u64 = uint64_t in size, __u32 = uint32_t' "$tmp/annotate.txt"
"$KTYPES_BIN" -m annotate "$top_srcdir/examples/demo.2" |
    mandoc -man -Thtml > "$tmp/annotate.html"
expect_grep "demo.2 -m annotate, mandoc -Thtml: the key" \
    '__u64 = uint64_t in size, __u32 = uint32_t' "$tmp/annotate.html"
finish
