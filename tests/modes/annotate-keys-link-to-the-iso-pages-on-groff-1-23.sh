#!/bin/sh
# Under groff 1.23 and later, on a terminal where grotty writes links
# (OSC 8; not with -c, the output without SGR) and the man macros make
# them (their register U, on by default; -rU0 turns them off), the ISO
# spelling in a key of mode annotate links to its page of man-pages,
# "man:uint64_t(3type)", the mark of a distinct type outside the link.
# Elsewhere nothing changes: under groff 1.22 no key has a link and the
# text is the same as with links off (-rktypes-links=0), and no device
# gets a warning.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/modes/abi-lib.sh"
need_groff

cd "$tmp" || exit 99
ktypes -m annotate "$top_srcdir/examples/demo.2" > demo.man
esc=$(printf '\033')
tty () {
	groff -M "$top_srcdir/macros" -m ktypes -man -Tutf8 -ww "$@" \
	    < demo.man
}
tty > links.txt 2> err
expect_files_equal "-Tutf8: warnings" /dev/null err
tty -rktypes-links=0 > off.txt 2> err
expect_files_equal "-Tutf8 -rktypes-links=0: warnings" /dev/null err
tty -rU0 > u0.txt 2> err
tty -P-c > c.txt 2> err
expect_files_equal "-Tutf8 -P-c: warnings" /dev/null err
for f in off.txt u0.txt c.txt; do
	expect_no_grep "$f: a link" "${esc}]8;" $f
done
# the keys' text, links taken out, is the text without links
sed "s/${esc}]8;;[^${esc}]*${esc}\\\\//g" links.txt > unlinked.txt
expect_files_equal "the page with its links taken out" off.txt unlinked.txt

minor=$(groff -v 2> /dev/null | sed -n 's/^GNU groff version 1\.\([0-9]*\).*/\1/p')
if [ -n "$minor" ] && [ "$minor" -ge 23 ]; then
	# the pairs of the key after the structure, each ISO spelling linked
	pair () {	# KERNEL ISO: the pair with the link, as grotty writes it
		printf '%s = %s]8;;man:%s(3type)%s\\%s%s]8;;%s\\' \
		    "$1" "$esc" "$2" "$esc" "$2" "$esc" "$esc"
	}
	for p in '__u32 uint32_t' '__u16 uint16_t' '__u8 uint8_t' \
	    '__s32 int32_t' '__u64 uint64_t'; do
		# shellcheck disable=SC2086
		if ! grep -q -F "$(pair $p)" links.txt; then
			fail "groff 1.$minor -Tutf8: no link in the pair '$p':"
			grep -a 'Types' links.txt | cat -v | sed 's/^/  | /' >&2
		fi
	done
	if abi_distinct __u64; then
		expect_grep "groff 1.$minor: the mark outside the link" \
		    "uint64_t${esc}]8;;${esc}\\\\ in size" links.txt
	fi
else
	expect_no_grep "groff before 1.23: a link" "${esc}]8;" links.txt
	expect_files_equal "groff before 1.23: the page" off.txt links.txt
fi
# other devices: no warning
for dev in pdf html; do
	groff -M "$top_srcdir/macros" -m ktypes -man -T$dev -ww \
	    < demo.man > /dev/null 2> err
	html_messages err
	expect_files_equal "-T$dev: warnings" /dev/null err
done
finish
