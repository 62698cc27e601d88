#!/bin/sh
# Mode both writes a type that a sentence mentions in the form of words,
# "u64 (uint64_t)".  In filled text its blank is a plain one, which may
# break and stretches as the page's other blanks do, so that a line that
# cannot hold the whole form ends after the kernel spelling and is not
# justified loosely: in a text line and in a quoted macro argument,
# where a blank splits nothing.  In an unquoted macro argument (.BR u64
# ,) the blank stays unbreakable, since a plain one would make two
# arguments of it.  mandoc, which reads the prelude's definitions of its
# own, keeps the blank too.
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
.BR "one u64 element" ,
in bold.
PAGE
ktypes -m both in.man > both.man
expect_grep "a text line: the form with a plain blank" \
    '^It can take up to three additional \\\*\[ktypes-before-u64\]u64\\\*\[ktypes-both-words-u64\] arguments' both.man
expect_grep "a quoted argument: the same" \
    '^\.BR "one \\\*\[ktypes-before-u64\]u64\\\*\[ktypes-both-words-u64\] element" ,$' both.man
expect_grep "an unquoted argument: the unbreakable blank" \
    '^\.BR \\\*\[ktypes-before-u64\]u64\\\*\[ktypes-both-note-u64\] ,$' both.man

groff -M "$top_srcdir/macros" -man -Tutf8 -ww -P-cbou -rLL=52n both.man \
    > both.txt 2> both.err
expect_files_equal "warnings" /dev/null both.err
# the lines as a careful typesetter breaks them: after the kernel
# spelling, with the page's usual spacing
expect_grep "a text line breaks before the parenthesis" \
    '^       able\.  It can take up to three additional u64$' both.txt
expect_grep "the note starts the next line" \
    '^       (uint64_t) arguments (as an eBPF helpers, the$' both.txt
expect_grep "a quoted argument breaks there too" \
    '^       (uint64_t) element, in bold\.$' both.txt
expect_grep "an unquoted argument stays whole and one argument" \
    '^       A  *value  *is  *u64 (uint64_t),  *and  *so  *is  *one  *u64$' both.txt

if command -v mandoc > /dev/null 2>&1; then
	mandoc -man -Tutf8 -Owidth=100 both.man 2> mandoc.err | col -b > mandoc.txt
	expect_grep "mandoc: the blank before the parenthesis" \
	    'additional u64 (uint64_t) arguments' mandoc.txt
	expect_grep "mandoc: in a quoted argument too" \
	    'one u64 (uint64_t) element' mandoc.txt
fi
finish
