#!/bin/sh
# Through --exec, the room of a block of code in modes iso and both is
# the line length that the formatter is told (man-db gives nroff
# -rLL=146n on a terminal of 150 columns, 78n at MANWIDTH=80), not a
# fixed 78 columns: on a wide terminal a line of mode both keeps its
# comment beside it, on a narrow one a line that fits in kernel mode is
# broken to fit in mode both too.  --line-length=N tells ktypes the same
# where it does not run the formatter.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cat > "$tmp/p.2" << 'PAGE'
.TH P 2 2026-12-06 "ktypes test"
.SH DESCRIPTION
.EX
struct p {
    __u32 stx_blksize;    /* Block size for filesystem I/O of the file */
    __u8  flags;          /* Flags */
};
.EE
PAGE

# at LL: the page in mode both, through --exec nroff -rLL=LLn
both_at () {
	ktypes -m both "$tmp/p.2" --exec nroff -man -Tutf8 -rLL="$1"n \
	    2> "$tmp/err.$1" | col -bx > "$tmp/both.$1"
	expect_files_equal "nroff -rLL=$1n: messages" /dev/null "$tmp/err.$1"
}

one_line () {
	grep -q "$2.*$3" "$tmp/both.$1" ||
	    { fail "at -rLL=$1n, mode both: '$2' and '$3' are not on one line:"
	      sed 's/^/  | /' "$tmp/both.$1" >&2; }
}

two_lines () {
	grep -q "$2.*$3" "$tmp/both.$1" &&
	    { fail "at -rLL=$1n, mode both: '$2' and '$3' are on one line:"
	      sed 's/^/  | /' "$tmp/both.$1" >&2; }
	grep -q "$3" "$tmp/both.$1" || fail "at -rLL=$1n: no '$3'"
}

both_at 120
one_line 120 stx_blksize 'Block size'
one_line 120 flags 'Flags \*/'
both_at 78
two_lines 78 stx_blksize 'the file'
one_line 78 flags 'Flags \*/'
both_at 50
two_lines 50 flags 'Flags \*/'
for ll in 120 50; do
	ktypes -m both --line-length=$ll "$tmp/p.2" |
	    nroff -man -Tutf8 -rLL="$ll"n 2> /dev/null | col -bx > "$tmp/told.$ll"
	expect_files_equal "--line-length=$ll, as --exec nroff -rLL=${ll}n" \
	    "$tmp/both.$ll" "$tmp/told.$ll"
done
finish
