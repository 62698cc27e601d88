#!/bin/sh
# Mode both, like mode iso, leaves a kernel spelling that the table knows
# but does not respell (__be16 and __aligned_u64 with the default
# classes, __poll_t), since it has no ISO spelling to set beside it, and
# explains it: the same keys as mode iso, in the same places (after the
# sentence that holds its block, once in a section), and nothing else of
# the page changed (outside its keys, the page as mode both renders it
# with a table that does not know those types).  groff without warnings,
# and mandoc.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
page=$top_srcdir/tests/modes/iso-explains.man
GROFF_NO_SGR=1
export GROFF_NO_SGR

show () {	# show OUT MODE KTYPES-ARGS...: at 80 columns
	kt_o=$1
	kt_m=$2
	shift 2
	ktypes -m "$kt_m" "$@" "$page" > "$tmp/$kt_o.roff" &&
	    groff -ww -man -Tutf8 -rLL=78n "$tmp/$kt_o.roff" \
		> "$tmp/$kt_o.raw" 2> "$tmp/$kt_o.err" &&
	    col -b < "$tmp/$kt_o.raw" > "$tmp/$kt_o" ||
	    fail "$kt_o: ktypes or groff failed"
	[ -s "$tmp/$kt_o.err" ] && { fail "$kt_o: groff warns"; cat "$tmp/$kt_o.err" >&2; }
}

keys () {	# keys FILE: its keys, blanks squeezed
	sed -n '/Types:/,/^ *$/p' "$1" | sed 's/[[:space:]][[:space:]]*/ /g; s/ $//'
}

show iso iso
show both both
keys "$tmp/iso" > "$tmp/iso.keys"
keys "$tmp/both" > "$tmp/both.keys"
expect_grep "both: __be16 explained" \
    'Types: __be16 = uint16_t in big-endian (network) byte order' "$tmp/both.keys"
expect_grep "both: __aligned_u64 explained" 'Types: __aligned_u64 = ' "$tmp/both.keys"
expect_grep "both: __poll_t explained" 'Types: __poll_t = ' "$tmp/both.keys"
expect_files_equal "both: the keys of mode iso" "$tmp/iso.keys" "$tmp/both.keys"
expect_grep "both: the respelled types beside the kept ones" \
    '__u32/\*uint32_t\*/' "$tmp/both"
# the first key comes after "followed by netlink attributes."
awk '/followed by netlink/ { f = NR } /Types: __be16/ { k = NR }
    END { exit !(f && k > f) }' "$tmp/both" ||
    fail "the first key is inside the sentence that holds its block"

# outside the keys, the page as mode both renders it without them
sed '/^class aligned/,$d' "$top_srcdir/tables/linux.ktypes" > "$tmp/fixed.ktypes"
show plain both --table="$tmp/fixed.ktypes"
expect_no_grep "a table without the types explains none" 'Types:' "$tmp/plain"
awk '/Types:/ { k = 1; next } k && /^ *$/ { k = 0; next } !k' "$tmp/both" \
    > "$tmp/both.rest"
expect_files_equal "mode both outside its keys" "$tmp/plain" "$tmp/both.rest"

if command -v mandoc > /dev/null 2>&1; then
	mandoc -man -Tascii -O width=78 "$tmp/both.roff" 2> /dev/null |
	    col -b > "$tmp/mandoc"
	expect_grep "mandoc: the key" 'Types: __be16 = uint16_t in big-endian' "$tmp/mandoc"
fi
finish
