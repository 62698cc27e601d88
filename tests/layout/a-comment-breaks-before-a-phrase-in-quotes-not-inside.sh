#!/bin/sh
# A trailing comment that mode both (or iso) breaks keeps a phrase in
# quotes (' ', " ", ` ') whole where the phrase fits the room, as a
# careful person would: the break falls before the phrase, or the
# comment goes on a line of its own; only a phrase longer than the room
# breaks inside (seccomp(2): "/* Size of 'struct" / "seccomp_data' */").
# Rendered at 80 columns (-rLL=78n), each line of the fixture holds
# whole phrases (an even number of quotes) but the two lines of the one
# phrase that no line can hold.
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
	grep -v -e '"A phrase that no line of a block$' -e '^ *holds" \*/$' \
	    "$tmp/$mode.open" > "$tmp/$mode.inside"
	[ -s "$tmp/$mode.inside" ] &&
	    fail "mode $mode breaks inside a phrase in quotes: $(cat "$tmp/$mode.inside")"
done
# the phrase longer than the room does break, where mode both widens
[ "$(wc -l < "$tmp/both.open")" -eq 2 ] ||
    fail "mode both: the phrase longer than the room is not broken in two: $(cat "$tmp/both.open")"
finish
