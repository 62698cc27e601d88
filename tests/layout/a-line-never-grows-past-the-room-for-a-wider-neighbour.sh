#!/bin/sh
# Rendered at 80 columns (-rLL=78n), no line of mode iso or mode both of
# the fixtures of tests/layout/breaks is over 80 columns and wider than
# the line of kernel mode that it comes from: a line may grow into the
# room (78 columns less the indent), or keep its own width where it was
# wider as written, but never grows past the room because another line
# of its block is wider (perf-dlfilter(1): a line of 80 columns grew to
# 85 beside lines of 100).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/layout/widths-lib.sh"
need_groff

n=0
for src in "$top_srcdir"/tests/layout/breaks/*.man; do
	name=$(basename "$src" .man)
	n=$((n + 1))
	render -rLL=78n < "$src" 2> /dev/null | col -bx > "$tmp/$name.kernel"
	for mode in iso both; do
		ktypes -m $mode "$src" | render -rLL=78n 2> /dev/null |
		    col -bx > "$tmp/$name.$mode"
		grown_lines "$tmp/$name.kernel" "$tmp/$name.$mode" \
		    > "$tmp/$name.$mode.grown"
		[ -s "$tmp/$name.$mode.grown" ] &&
		    fail "$name: in mode $mode, lines grew past the room: $(cat "$tmp/$name.$mode.grown")"
	done
done
[ "$n" -gt 0 ] || fail "no fixtures found"
echo "$n fixtures checked"
finish
