#!/bin/sh
# Each fixture of tests/layout/breaks (NAME.man) becomes exactly NAME.iso
# in mode iso and NAME.both in mode both (from the .TH line on: mode both
# writes the macro package first, and mode iso before the first block
# that it sets on more lines, which is left out as drop_inserted_keys
# does), at the default width: a line
# that a grown word makes too wide is broken at a comment's word or after
# a parameter's comma, so that mode both needs no key for its blocks
# (no .ktypes-key); rendered at 80 columns (-rLL=78n) no line of either
# is wider than the widest line of kernel mode, and troff's messages name
# the same lines as for the source (the .lf after each broken line);
# joined again by tests/tools/unbreak, the lines are the source's but for
# type words and blanks.  (The key of mode both that says what a pair
# such as __u64/*uint64_t*/ means, once a page, without pairs, is left
# out with its .lf block: it has a test of its own,
# both-says-once-a-page-what-a-pair-of-a-distinct-type-means.sh.)
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
. "$top_srcdir/tests/layout/widths-lib.sh"

unbreak=$top_builddir/tests/tools/unbreak
[ -x "$unbreak" ] || skip "no unbreak at $unbreak (make check builds it)"

# a page's lines with each type word as its kernel spelling and each run
# of blanks as one
words () {
	sed -e 's/\\\*\[ktypes-before-[A-Za-z0-9_]*\]//g' \
	    -e 's/\\\*\[ktypes-both-text-[A-Za-z0-9_]*\]//g' \
	    -e 's/\<uint\(8\|16\|32\|64\)_t\>/__u\1/g' \
	    -e 's/\<int\(8\|16\|32\|64\)_t\>/__s\1/g' \
	    -e 's/\<u\(8\|16\|32\|64\)\>/__u\1/g' \
	    -e 's/[ 	][ 	]*/ /g' -e 's/^ //'
}

# ktypes' output without the key that has no pair (the note on pairs)
no_note () {
	awk '/^\.ktypes-(table-|section-|item-)?key "/ { k = 1; next }
	    k == 1 && $0 == ".if r .x \\{\\" { k = 2; next }
	    k == 2 { if ($0 == ".\\}") k = 0; next }
	    { k = 0; print }'
}

widest () {
	widths_of | awk '$1 + 0 > w { w = $1 + 0 } END { print w + 0 }'
}

n=0
for src in "$top_srcdir"/tests/layout/breaks/*.man; do
	name=$(basename "$src" .man)
	n=$((n + 1))
	render -rLL=78n < "$src" 2> "$tmp/$name.kerr" | col -bx |
	    widest > "$tmp/$name.kw"
	for mode in iso both; do
		ktypes -m $mode "$src" > "$tmp/$name.out" ||
		    fail "$name: ktypes -m $mode failed"
		no_note < "$tmp/$name.out" > "$tmp/$name.$mode"
		sed -n '/^\.TH /,$p' "$tmp/$name.$mode" |
		    drop_inserted_keys > "$tmp/$name.page"
		expect_files_equal "$name.$mode" \
		    "$top_srcdir/tests/layout/breaks/$name.$mode" \
		    "$tmp/$name.page"
		# joined again (tests/tools/unbreak), the lines are the
		# source's but for type words and blanks
		"$unbreak" "$src" "$tmp/$name.page" | words > "$tmp/$name.j"
		words < "$src" > "$tmp/$name.s"
		expect_files_equal "$name.$mode joined again" \
		    "$tmp/$name.s" "$tmp/$name.j"
		render -rLL=78n < "$tmp/$name.$mode" 2> "$tmp/$name.err" |
		    col -bx | widest > "$tmp/$name.w"
		# the same messages on the same lines (a message that troff
		# gives for each output line, as groff 1.23's man package
		# under .ec does for a line that starts with blanks, comes
		# once more for the rest of a broken line, on that line)
		sort -u "$tmp/$name.kerr" > "$tmp/$name.kerr.u"
		sort -u "$tmp/$name.err" > "$tmp/$name.err.u"
		cmp -s "$tmp/$name.kerr.u" "$tmp/$name.err.u" ||
		    fail "$name: troff's messages in mode $mode: $(cat "$tmp/$name.err"), not $(cat "$tmp/$name.kerr")"
		[ "$(cat "$tmp/$name.w")" -le "$(cat "$tmp/$name.kw")" ] ||
		    fail "$name: mode $mode is $(cat "$tmp/$name.w") columns wide, kernel mode $(cat "$tmp/$name.kw")"
	done
	grep -q '^\.ktypes-key ' "$tmp/$name.both" &&
	    fail "$name: mode both falls back to a key"
done
[ "$n" -gt 0 ] || fail "no fixtures found"
echo "$n fixtures of broken lines checked"
finish
