#!/bin/sh
# Mode both writes a type that a sentence mentions in the form of words,
# "u64 (uint64_t)", and a line never ends between the kernel spelling and
# its gloss: the blank between them is unbreakable ("\~", in a text line
# and in a quoted macro argument the string ktypes-words-open, in an
# unquoted argument ktypes-note-open), and it stretches as the page's
# other blanks do where groff adjusts a line.  A long justified
# paragraph full of pairs still fits its width without a warning.
# mandoc, whose unbreakable blanks are U+00A0, gets a plain blank there,
# as in its keys (see keys-and-notes-have-plain-blanks-under-mandoc).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
cat > in.man <<'PAGE'
.TH WORDS 7 2026-12-06 "ktypes tests"
.SH DESCRIPTION
It prints a message defined by format fmt (of size fmt_size) to the
trace file, if available.
It can take up to three additional u64 arguments (as an eBPF helpers,
the total number of arguments is limited to five).
.PP
A value is
.BR u64 ,
and so is
.BR "one more of the u64 element" ,
in bold.
.PP
The payload associated with this attribute is a __u8 value which is
the TOS of the socket; a __u32 mask, a __u64 cookie, a __u16 port and
a __s32 status follow it, each a __u32 word or a __u64 pair of words,
in host byte order, and the last __u8 holds the flags of the request.
PAGE
ktypes -m both in.man > both.man
expect_grep "a text line: the form of words" \
    '^It can take up to three additional \\\*\[ktypes-before-u64\]u64\\\*\[ktypes-both-words-u64\] arguments' both.man

# groff: LL is the width of the page, with the margin of 7
for ll in 52 60 66 71 78; do
	groff -M "$top_srcdir/macros" -man -Tutf8 -ww -P-cbou -rLL=${ll}n \
	    both.man > both.txt 2> both.err
	expect_files_equal "$ll: warnings" /dev/null both.err
	expect_no_grep "$ll: a line that starts with the gloss" \
	    '^ *(u*int[0-9]*_t)' both.txt
	expect_no_grep "$ll: a line that ends with the kernel spelling" \
	    '[ (]_*[us][0-9][0-9]*$' both.txt
	awk -v w=$((ll + 7)) 'length($0) > w' both.txt > long
	expect_files_equal "$ll: no line past the width" /dev/null long
done
# at 52 the pair moves to the next line whole; where a line is adjusted,
# the blank inside the pair is spread as the others are
groff -M "$top_srcdir/macros" -man -Tutf8 -ww -P-cbou -rLL=52n both.man \
    > both.txt 2> /dev/null
expect_grep "the pair starts the next line" \
    '^       u64 (uint64_t) arguments (as an eBPF helpers,' both.txt
expect_grep "an adjusted line spreads the pair's blank too" \
    '^       A  *value  *is  *u64  *(uint64_t),' both.txt

if command -v mandoc > /dev/null 2>&1; then
	mandoc -man -Tutf8 -Owidth=100 both.man 2> mandoc.err |
	    col -bx > mandoc.txt
	expect_files_equal "mandoc: messages" /dev/null mandoc.err
	expect_grep "mandoc: the pair, with a plain blank" \
	    'additional u64 (uint64_t) arguments' mandoc.txt
	expect_grep "mandoc: a quoted argument's pair" \
	    'u64 (uint64_t) element' mandoc.txt
fi
finish
