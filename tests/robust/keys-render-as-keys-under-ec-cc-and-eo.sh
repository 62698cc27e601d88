#!/bin/sh
# A key that ktypes inserts while the page has changed troff's escape
# character (.ec @), turned escapes off (.eo) or changed the control
# character (.cc #) is read as ktypes means it, under groff and under
# mandoc: a key renders as a key, never as "\*[ktypes-key-on]..." nor as
# the text of the key macro's body.  ktypes sets '.' and '\' around the
# key and the page's own back after it.  The rendered words are plain
# groff's (plain mandoc's), with the key's four words ("Types: __u32 =
# uint32_t") added.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
cd "$tmp" || exit 99

# the examples of issue 28: a section key due where the characters differ
printf '.TH X 2\n.SH A\nThe __u32 type.\n.ec @\n.SH B\ntext @fBbold@fP\n.ec\n' > ec.man
printf '.TH X 2\n.SH A\nThe __u32 type.\n.eo\n.SH B\ntext\n.ec\n' > eo.man
printf '.TH X 2\n.SH A\nThe __u32 type.\n.cc #\n#SH B\ntext\n#cc\n.SH C\nend\n' > cc.man

# the rendered words, one a line
words () {
	col -bx | tr -s ' \n' '\n\n' | sed '/^$/d'
}
formatters=groff
command -v mandoc > /dev/null 2>&1 && formatters="groff mandoc"
for f in ec eo cc; do
	for fmt in $formatters; do
		case $fmt in
		# -P-c -rU0: no SGR and no OSC 8 link (groff 1.23 writes both
		# on a terminal device; col -b keeps them)
		groff) run () { groff -man -Tascii -rLL=2000n -rU0 -P-c 2> /dev/null; } ;;
		mandoc) run () { mandoc -man -Tascii 2> /dev/null; } ;;
		esac
		run < $f.man | words > plain.words
		ktypes -m annotate $f.man > out.man
		run < out.man | words > kt.words
		# (groff 1.23's own man macros print a string call of theirs
		# once the page has changed the escape character: plain too)
		grep 'ktypes\|\\\*\[' kt.words | sort -u > calls
		grep '\\\*\[' plain.words | sort -u > plain.calls
		comm -23 calls plain.calls > new.calls
		expect_files_equal "$f, $fmt: no string call, no macro of the key" \
		    /dev/null new.calls
		# the key's words, once, in order
		awk '$0 == "Types:" { getline a; getline b; getline c
			if (a b c == "__u32=uint32_t" && !k) { k = 1; next }
			print "Types:"; print a; print b; print c; next } { print }
		    END { if (!k) print "(no key)" }' kt.words > kt.page
		expect_files_equal "$f, $fmt: the page's words and the key" \
		    plain.words kt.page
	done
done

finish
