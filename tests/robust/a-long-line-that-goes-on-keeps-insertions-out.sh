#!/bin/sh
# A line too long to read whole (over 128 KiB, read in pieces) that ends
# in an escaped newline goes on in the next line, as a short one does:
# nothing that ktypes inserts (a key, an .lf line) is written where troff
# would read it as more of that line.  Its text macro, control line and
# text cases, in mode annotate, rendered by groff.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

need_groff
cd "$tmp" || exit 99

long () {	# PREFIX: a line of PREFIX and 300 kB of words, escaped newline
	awk -v p="$1" 'BEGIN { s = p; while (length(s) < 300000) s = s "word "
	    printf "%s\\\n", s }'
}

for kind in text macro; do
	case $kind in
	text) prefix= ;;
	macro) prefix='.B ' ;;
	esac
	{
		printf '.TH X 2\n.SH A\n.ktypes annotate\nThe __u32 type.\n'
		long "$prefix"
		printf '.SH B\ntext after\n'
	} > "$kind.man"
	ktypes -m annotate "$kind.man" > "$kind.out" 2> err ||
	    fail "$kind: ktypes -m annotate failed"
	groff -M "$top_srcdir/macros" -m ktypes -man -Tutf8 -P-cbou \
	    "$kind.out" > "$kind.txt" 2> err
	if grep -n 'ktypes-key\|ktypes-table-key\|^lf [0-9]\| lf [0-9]' \
	    "$kind.txt" > shown; then
		printf '%s: an inserted line shows as text:\n' "$kind" >&2
		cat shown >&2
		fail "$kind.man: an insertion joined the long line"
	fi
	expect_grep "$kind: the key is rendered" 'Types: __u32 = uint32_t' \
	    "$kind.txt"
done
finish
