#!/bin/sh
# A type word never vanishes: in modes both and annotate ktypes writes a
# type word as its kernel spelling with strings of the macro package
# around it (\*[ktypes-before-__u32]__u32\*[ktypes-both-text-__u32]),
# which render as nothing where they are not defined.  So where troff
# (or mandoc) skips the prelude that defines them, because the page
# turned a mode on where ktypes cannot tell what troff does, the word
# still shows in its kernel spelling.  The cases of issue 28: a mode
# request in the body of ".if t", ".if e", ".if v", ".if !\n[.g]",
# ".if F CR", in the ".el" of an ".ie n" ("iso on a terminal, annotate in
# print"), in an ".el" whose ".ie" was true, in a table's data before
# tbl (where the prelude would be rows of the table: it waits for the
# .TE), and inside an ".ig" renamed with ".rn" or ".als".  Each page is
# rendered by plain groff and through ktypes (before tbl), on utf8,
# html, ps and pdf (groff's intermediate output), and by mandoc; the
# words of the page, with the ISO spellings that ktypes adds taken out,
# must come in the same order as plain groff's (mandoc's), each type
# word among them (a key that ktypes adds may come between), and no
# table may grow wider.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
cd "$tmp" || exit 99

body='The \\fB__u32\\fP field and\n.BR __u64 .\n.EX\n__s16 x;  /* a __u8 */\n.EE\n'
mk () {
	printf ".TH X 2\n.SH A\n$2$body" > "$1.man"
}
mk if-t '.if t \\{\\\n.ktypes both\n.\\}\n'
mk if-e '.if e \\{\\\n.ktypes both\n.\\}\n'
mk if-v '.if v \\{\\\n.ktypes annotate\n.\\}\n'
mk if-not-g '.if !\\n[.g] \\{\\\n.ktypes both\n.\\}\n'
mk if-font '.if F CR \\{\\\n.ktypes annotate\n.\\}\n'
mk if-t-one-line '.if t .ktypes both\n'
mk ie-n-el '.ie n \\{\\\n.ktypes iso\n.\\}\n.el \\{\\\n.ktypes annotate\n.\\}\n'
mk el-of-a-true-ie '.ie \\n[.g] .ds x y\n.el \\{\\\n.ktypes both\n.\\}\n'
mk rn-ig '.rn ig IG\n.IG\n.ktypes both\n..\n'
mk als-ig '.als IG ig\n.IG\n.ktypes annotate\n..\n'
mk tbl-data '.TS\nl l.\na\tb\n.ktypes annotate\n__u16\tc\nd\te\n.TE\n'

# words: standard input's words, one a line, the ISO spellings that
# ktypes adds (/*uint32_t*/, (uint32_t)) taken out
# (the form of words, " (uint32_t)", is taken out with the blank before
# it, which may be an unbreakable one or none in PDF's text)
nbsp=$(printf '\302\240')
words () {
	sed -e "s#\\( \\|$nbsp\\)*(u\\{0,1\\}int[0-9]*_t)##g" |
	tr -s ' \t\n' '\n\n\n' |
	    sed -e 's#/\*u\{0,1\}int[0-9]*_t\*/##g' -e '/^$/d'
}
# in_order WHAT A B: the words of A come in B in the same order (B may
# have more: a key)
in_order () {
	awk -v a="$2" 'BEGIN { while ((getline l < a) > 0) w[++n] = l; i = 1 }
	    i <= n && $0 == w[i] { i++ }
	    END { if (i <= n) { print "missing from here: " w[i]; exit 1 } }' \
	    "$3" > why || { fail "$1: $(cat why)"; sed 's/^/  a | /' "$2" >&2
		sed 's/^/  b | /' "$3" >&2; }
}
# the text of groff's intermediate output (-Z): a word is the text
# between word spaces, moves to a place and new lines
zwords () {
	awk '/^t/ { w = w substr($0, 2); next }
	/^C/ { c = substr($0, 2); w = w (c ~ /^(fi|fl|ff)$/ ? c : ""); next }
	/^(w|n|H)/ { if (w != "") print w; w = ""; next }
	END { if (w != "") print w }' | words
}
html_text () {
	sed -n '/<body>/,/<\/body>/p' |
	    sed -e 's/<[^>]*>//g' -e 's/&nbsp;/ /g' -e 's/&[a-z]*;//g'
}
devices="utf8 html ps"
groff -Tpdf -Z < /dev/null > /dev/null 2>&1 && devices="$devices pdf"
for p in *.man; do
	name=${p%.man}
	for T in $devices; do
		case $T in
		utf8) r () { groff -t -man -Tutf8 -P-cbou -rLL=200n 2> /dev/null | words; } ;;
		html) r () { groff -t -man -Thtml 2> /dev/null | html_text | words; } ;;
		*) r () { groff -t -man -T$T -Z 2> /dev/null | zwords; } ;;
		esac
		r < "$p" > plain.words
		ktypes "$p" 2> /dev/null | r > kt.words
		grep -q '^__u32$' plain.words ||
		    fail "$name, $T: plain groff renders no __u32 (test broken)"
		in_order "$name, -T$T: the words of the page" \
		    plain.words kt.words
	done
	if command -v mandoc > /dev/null 2>&1; then
		# mandoc has no tbl input here: tbl first for both
		tbl < "$p" 2> /dev/null | mandoc -man -Tascii 2> /dev/null |
		    col -bx | words > plain.words
		ktypes "$p" 2> /dev/null | tbl 2> /dev/null |
		    mandoc -man -Tascii 2> /dev/null | col -bx | words > kt.words
		in_order "$name, mandoc: the words of the page" \
		    plain.words kt.words
	fi
done

# the table keeps its width: no line of the prelude became a row
ktypes tbl-data.man | groff -t -man -Tutf8 -ww 2>&1 > /dev/null |
    sed 's/^troff: [^:]*:/troff: F:/' > err
groff -t -man -Tutf8 -ww < tbl-data.man 2>&1 > /dev/null |
    sed 's/^troff: [^:]*:/troff: F:/' > err.plain
expect_no_grep "tbl-data: tbl's warnings" 'wider than' err
expect_files_equal "tbl-data: no warning but the page's own" err.plain err
finish
