#!/bin/sh
# A trailing comment that mode both (or iso) breaks keeps a phrase in
# quotes (' ', " ", ` ') whole where the phrase fits the room, as a
# careful person would: the break falls before the phrase, or the
# comment goes on a line of its own (seccomp(2): not "/* Size of 'struct"
# / "seccomp_data' */").  Rendered at 80 columns (-rLL=78n), each line
# of the fixture holds whole phrases (an even number of quotes), the
# longest ("A phrase that no line of a block holds") too, on a line of
# its own where no line after the code holds it.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

src=$top_srcdir/tests/layout/breaks/quoted-phrases.man
for mode in iso both; do
	ktypes -m $mode "$src" | render -rLL=78n 2> /dev/null | col -bx |
	    sed -n '/struct seccomp_notif_sizes/,$p' > "$tmp/$mode"
	[ -s "$tmp/$mode" ] || fail "mode $mode: no structure rendered"
	# the lines with a phrase open at their end or start
	awk '{ s = $0; n = gsub(/["`'\'']/, "", s); if (n % 2) print }' \
	    "$tmp/$mode" > "$tmp/$mode.open"
	[ -s "$tmp/$mode.open" ] &&
	    fail "mode $mode breaks inside a phrase in quotes: $(cat "$tmp/$mode.open")"
	grep -q '"A phrase that no line of a block holds"' "$tmp/$mode" ||
	    fail "mode $mode: the longest phrase is not whole on one line"
done
finish
