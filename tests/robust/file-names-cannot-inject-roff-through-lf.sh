#!/bin/sh
# With several FILE operands ktypes announces each to troff with
# ".lf 1 NAME".  A name is written so that troff (and tbl, which reads
# .lf too) sees one .lf request with one word and nothing else: every
# byte that is not printable ASCII (a newline among them, which would
# start a line of roff of the file name's choosing), and every blank,
# double quote and backslash (groff 1.22.4 reads the name up to a blank,
# keeps quotes, and interprets escapes such as \*[x] in it), is written
# as '?'.  troff then cites that name and the right line, and warns of
# nothing else; ktypes' own messages quote the real name.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
nl='
'
# a line of text, then one that draws a warning on line 2 (a font of its
# own for each file: troff warns once per font)
printf '%s\n' '.ds x XX' > first.man
k=0
for f in "x${nl}.tm INJECTED${nl}.ds y" 'a\*[x]b\n[.T]' 'my page.2' \
    '"quoted".2' "e$(printf '\033')[2Jsc" "t$(printf '\t')ab$(printf '\177')" \
    "donn$(printf '\303\251')es, $(printf '\304\233').2"; do
	k=$((k + 1))
	printf '%s\n' 'Hello.' "\\f[X$k]" > "$f"
done

k=0
{
	printf '%s\n' '.lf 1 first.man' '.ds x XX'
	for f in 'x?.tm?INJECTED?.ds?y' 'a?*[x]b?n[.T]' 'my?page.2' \
	    '?quoted?.2' 'e?[2Jsc' 't?ab?' 'donn??es,???.2'; do
		k=$((k + 1))
		printf '%s\n' ".lf 1 $f" 'Hello.' "\\f[X$k]"
	done
} > exp
expect_run "odd names: the announcements" 0 exp /dev/null \
    ktypes first.man "x${nl}.tm INJECTED${nl}.ds y" 'a\*[x]b\n[.T]' \
    'my page.2' '"quoted".2' "e$(printf '\033')[2Jsc" \
    "t$(printf '\t')ab$(printf '\177')" \
    "donn$(printf '\303\251')es, $(printf '\304\233').2"

# troff: one warning per file, citing the name announced and line 2;
# nothing injected, no string interpolated into a name, no other warning
for how in troff tbl; do
	case $how in
	tbl) tbl out | groff -ww -z > /dev/null 2> gerr ;;
	*) groff -ww -z out > /dev/null 2> gerr ;;
	esac
	troff_messages gerr
	sed -n 's/^\.lf 1 //p' exp | sed 1d |
	    awk '{ printf "troff: %s:2: warning: can'"'"'t find font '"'"'X%d'"'"'\n", $0, NR }' > gexp
	expect_files_equal "$how: troff's messages" gexp gerr
done

# ktypes' own messages quote the real name (here: a missing file)
echo "ktypes: error: cannot open 'gone\\x0a.tm INJECTED': No such file or directory" > exp
expect_run "a missing odd name" 1 - exp ktypes first.man "gone${nl}.tm INJECTED"
finish
