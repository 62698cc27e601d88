#!/bin/sh
# Each layout fixture (tests/layout/NAME.man) becomes exactly NAME.iso in
# iso mode with no limit of width (--both-width=0: the columns alone; the
# breaks of lines too wide are fixtures-break-lines-too-wide.sh's), renders without warnings, and keeps every deliberate alignment
# of the source's rendering (checked column by column by aligncheck).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
check=$top_builddir/tests/tools/aligncheck
[ -x "$check" ] || skip "no aligncheck at $check (make check builds it)"

n=0
for src in "$top_srcdir"/tests/layout/*.man; do
	name=$(basename "$src" .man)
	n=$((n + 1))
	# (the lines of the page: without the keys of the kernel
	# spellings that it leaves, tests/modes/iso-explains-*.sh's)
	ktypes -m iso --both-width=0 "$src" > "$tmp/$name.raw" ||
	    fail "$name: ktypes failed"
	drop_inserted_keys < "$tmp/$name.raw" > "$tmp/$name.out"
	expect_files_equal "$name" "$top_srcdir/tests/layout/$name.iso" \
	    "$tmp/$name.out"
	render -rLL=200n < "$src" > "$tmp/$name.before" 2> "$tmp/$name.err1"
	render -rLL=200n < "$tmp/$name.out" > "$tmp/$name.after" 2> "$tmp/$name.err2"
	[ -s "$tmp/$name.err1" ] && fail "$name: the source warns: $(cat "$tmp/$name.err1")"
	[ -s "$tmp/$name.err2" ] && fail "$name: the output warns: $(cat "$tmp/$name.err2")"
	if ! "$check" "$tmp/$name.before" "$tmp/$name.after" > "$tmp/$name.check"; then
		fail "$name: alignment lost"
		sed 's/^/  /' "$tmp/$name.check" >&2
	fi
done
[ "$n" -gt 0 ] || fail "no fixtures found"
echo "$n layout fixtures checked"
finish
