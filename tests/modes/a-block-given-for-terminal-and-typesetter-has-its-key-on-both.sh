#!/bin/sh
# A page may give a block twice, for a terminal and for a typesetter
# (".ie n \{ ... \}" / ".el \{ ... \}"); troff reads one body or the
# other, so each body has its own key: the types that the .ie body
# keyed are keyed again in the .el body, once, and a type that either
# body keyed is not keyed again after them.  Before, the .el body's
# types counted as keyed already and the PDF and HTML had no key (third
# review, F6).  Mode annotate (its keys), mode iso (the key of a word
# that it leaves, __be16); groff -Tutf8, -Thtml and, with pdftotext,
# -Tpdf: the key once for each body that the device shows.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
printf '%s\n' \
    '.TH COND 2 2026-12-06 "ktypes tests"' \
    '.SH DESCRIPTION' \
    'The struct:' \
    '.ie n \{\' \
    '.EX' \
    'struct a {' \
    '    __u32  x;' \
    '    __be16 port;' \
    '};' \
    '.EE' \
    '.\}' \
    '.el \{\' \
    '.EX' \
    'struct a {' \
    '    __u32  x;      /* typeset */' \
    '    __be16 port;' \
    '};' \
    '.EE' \
    '.\}' \
    '.PP' \
    'Text after, with a' \
    '.IR __u32 .' \
    '.EX' \
    'struct b { __u32 y; };' \
    '.EE' \
    'The end.' > cond.2

# the bodies that this groff shows of the page as written: one (groff
# 1.23's man macros leave the terminal's .el body shown as well, in
# kernel mode too: then each has its key)
tty_bodies=$(render < cond.2 2> /dev/null | grep -c 'struct a {')
html_bodies=$(groff -M "$top_srcdir/macros" -man -Thtml < cond.2 2> /dev/null |
    grep -o 'struct a {' | wc -l | tr -d ' ')
# keys_within WHAT BODIES KEYS: a key, and no more than one for each
# body shown (mode iso writes no macro package inside a body that a
# device may skip: its key of the terminal's body goes with the next)
keys_within () {
	[ "$3" -ge 1 ] && [ "$3" -le "$2" ] ||
	    fail "$1: $3 keys, for $2 bodies shown"
}
pdf=false
command -v pdftotext > /dev/null 2>&1 && pdf=true
for mode in annotate iso; do
	ktypes -m $mode cond.2 > $mode.man ||
	    fail "-m $mode: ktypes failed"
	case $mode in
	annotate) key='Types: __u32 = uint32_t, __be16 = uint16_t in big-endian' ;;
	iso) key='Types: __be16 = uint16_t in big-endian' ;;
	esac
	render < $mode.man > tty.txt 2> err
	expect_files_equal "-m $mode -Tutf8: warnings" /dev/null err
	expect_grep "-m $mode -Tutf8: the key" "^ *$key" tty.txt
	keys_within "-m $mode -Tutf8" "$tty_bodies" "$(grep -c 'Types:' tty.txt)"
	groff -M "$top_srcdir/macros" -man -Thtml < $mode.man 2> err |
	    sed -e 's/<[^>]*>//g' -e 's/&nbsp;/ /g' | tr -s ' \n' '  ' > html.txt
	expect_files_equal "-m $mode -Thtml: warnings" /dev/null err
	expect_grep "-m $mode -Thtml: the key" "$key" html.txt
	keys_within "-m $mode -Thtml" "$html_bodies" \
	    "$(grep -o 'Types:' html.txt | wc -l | tr -d ' ')"
	$pdf || continue
	groff -M "$top_srcdir/macros" -man -Tpdf < $mode.man > $mode.pdf 2> err
	expect_files_equal "-m $mode -Tpdf: warnings" /dev/null err
	pdftotext -layout $mode.pdf - | tr -s ' \n' '  ' > pdf.txt
	expect_grep "-m $mode -Tpdf: the key" "$key" pdf.txt
	expect_status "-m $mode -Tpdf: one key" 1 \
	    "$(grep -o 'Types:' pdf.txt | wc -l | tr -d ' ')"
done
finish
