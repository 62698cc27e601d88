#!/bin/sh
# Under groff 1.23 and later, where links are made (grotty's OSC 8, not
# with -c; the man macros' register U, on by default), mode both links
# the ISO spelling beside a kernel type to its page of man-pages, as the
# keys do: in the text, in a C comment, in a table cell and under a type
# name stacked in its cell, "/*" and "*/"
# (or the parentheses of the form of words) outside the link.  An ISO spelling with no
# page of its own ("big-endian uint32_t") gets none.  Elsewhere nothing
# changes: -rU0, -rktypes-links=0, -P-c and groff 1.22 write no link, the
# text with the links taken out is the text without them, and no device
# gets a warning.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
cat > page.man <<'E'
.TH T 2 2026-12-05 ktypes-tests
.SH DESCRIPTION
.nf
struct s {
    __u32  a;    /* an __u16 here */
};
.fi
The
.I __u64
field, and a
.I __be32
one.
.TS
l l.
__u8[2]	x
.TE
.TS
l l.
Field	Type
f	__s16
.TE
E
# (the endianness types are rewritten with --classes=all)
ktypes -m both --classes=all page.man > both.man
esc=$(printf '\033')
tty () {
	groff -M "$top_srcdir/macros" -m ktypes -t -man -Tutf8 -ww "$@" \
	    < both.man
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
# what the reader sees: the text without its SGR (grotty ends and starts
# an underline again around a link) and, here, without its links
sgr () { sed "s/${esc}\\[[0-9;]*m//g" "$1"; }
sgr links.txt > linked.txt
sed "s/${esc}]8;;[^${esc}]*${esc}\\\\//g" linked.txt > unlinked.txt
sgr off.txt > off-text.txt
expect_files_equal "the page with its links taken out" off-text.txt \
    unlinked.txt

minor=$(groff -v 2> /dev/null | sed -n 's/^GNU groff version 1\.\([0-9]*\).*/\1/p')
if [ -n "$minor" ] && [ "$minor" -ge 23 ]; then
	link () {	# OPEN ISO CLOSE: ISO linked between OPEN and CLOSE
		printf '%s%s]8;;man:%s(3type)%s\\%s%s]8;;%s\\%s' \
		    "$1" "$esc" "$2" "$esc" "$2" "$esc" "$esc" "$3"
	}
	set -f
	# (in the text, the form of words: "__u64 (uint64_t)")
	for l in '/* uint32_t */' '( uint16_t )' '( uint64_t )' \
	    '/* uint8_t */' '( int16_t )'; do
		# shellcheck disable=SC2086
		set -- $l
		if ! grep -q -F "$(link "$1" "$2" "$3")" linked.txt; then
			fail "groff 1.$minor -Tutf8: $2 not linked between $1 and $3:"
			cat -v linked.txt | sed 's/^/  | /' >&2
		fi
	done
	set +f
	expect_grep "groff 1.$minor: big-endian uint32_t as it was" \
	    "big-endian uint32_t)" linked.txt
	expect_no_grep "groff 1.$minor: big-endian uint32_t linked" \
	    "big-endian ${esc}" linked.txt
else
	expect_no_grep "groff before 1.23: a link" "${esc}]8;" links.txt
	expect_files_equal "groff before 1.23: the page" off.txt links.txt
fi
for dev in pdf html; do
	groff -M "$top_srcdir/macros" -m ktypes -t -man -T$dev -ww \
	    < both.man > /dev/null 2> err
	html_messages err
	expect_files_equal "-T$dev: warnings" /dev/null err
done
finish
