#!/bin/sh
# In HTML (groff -Thtml) each kernel type that ktypes writes in modes both
# and annotate carries its ISO spelling as a hover title,
#   <span class="ktypes-type" title="uint32_t">__u32</span>
# one for each type word of the text, with the ISO spelling of the type
# table; in mode both the ISO spelling follows in a grey span
# (<span class="ktypes-iso" ...>/*uint32_t*/</span>), or, in a block too
# wide for it that keeps the kernel spelling, the title alone (the form
# of mode annotate), and the keys of
# mode annotate are set in that span too, after their label in italics,
# with their marks of distinct types ("<i>Types:</i>
# __u64&nbsp;=&nbsp;uint64_t&nbsp;in&nbsp;size,"
# on LP64 glibc, as the build's probe has it).  Table cells get no device
# controls (grohtml draws tables with them as pictures), and other
# devices get none at all.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/modes/abi-lib.sh"
need_groff

cd "$tmp" || exit 99
html () {
	groff -M "$top_srcdir/macros" -t -man -Thtml -ww "$@"
}
# "KERNEL ISO" for each call of a string NAMEKERNEL (NAME: $1) in roff
# file $2, with the ISO spelling from its prelude, sorted, with counts
calls () {
	sed -n 's/^\.ktypes-define //p' "$2" > defs
	grep -o "\\\\\\*\\[$1[^]]*\\]" "$2" | sed "s/.*\\[$1//; s/]\$//" |
	    awk 'NR == FNR { iso[$1] = $2; next } { print $1, iso[$1] }' defs - |
	    sort | uniq -c
}
for src in "$top_srcdir/tests/modes/page.man" "$top_srcdir/examples/demo.2"; do
	name=$(basename "$src")
	for mode in both annotate; do
		what="-m $mode $name -Thtml"
		ktypes -m $mode "$src" > roff
		html roff > out.html 2> err
		html_messages err
		expect_files_equal "$what: warnings" /dev/null err
		case $mode in
		both) calls 'ktypes-\(both-text\|both-note\|both-words\|annotate\)-' roff > exp ;;
		*) calls ktypes-$mode- roff > exp ;;
		esac
		[ -s exp ] || fail "$what: no string calls in ktypes' output"
		grep -o '<span class="ktypes-type" title="[^"]*">[^<]*</span>' out.html |
		    sed 's/.*title="\([^"]*\)">\([^<]*\)<.*/\2 \1/' |
		    sort | uniq -c > got
		expect_files_equal "$what: one hover title for each type word" exp got
	done
	# both: the ISO spelling after the kernel one, in the grey span
	ktypes -m both "$src" | html > both.html
	grep -o '">[^<]*</span><span class="ktypes-iso" style="color:#737373">[^<]*</span>' both.html |
	    sed 's/^">//; s/<\/span>.*">/ /; s/<\/span>$//' | sort -u > pairs
	[ -s pairs ] || fail "$name -m both: no grey spans"
	# (inside a comment: "__u64 (uint64_t)", with a blank that may
	# break in filled text)
	if grep -v '^\([a-z0-9_]*\) \(/\*u\{0,1\}int[0-9]*_t\*/\|\(&nbsp;\| \)(u\{0,1\}int[0-9]*_t)\)$' pairs > bad; then
		fail "$name -m both: odd pairs: $(cat bad)"
	fi
	expect_grep "$name -m both" '^__u64 /\*uint64_t\*/$' pairs
	# annotate: the keys in the grey span
	ktypes -m annotate "$src" | html > annotate.html
	pair=$(echo '__u64 = uint64_t in size,' | abi_marks text |
	    sed 's/ /\&nbsp;/g')
	tr '\n' ' ' < annotate.html > annotate.flat
	expect_grep "$name -m annotate: the key" \
	    "<p[^>]*><span class=\"ktypes-iso\" style=\"color:#737373\"><i>Types:</i> $pair" \
	    annotate.flat
	# without ktypes, no titles
	html "$src" > plain.html
	expect_no_grep "$name without ktypes" 'ktypes-' plain.html
done

# Tables: ktypes writes the forms of a table there (here the form of
# words in a text block), which have no device control in HTML, and the
# grey colour elsewhere; no device but html gets a span.  A type alone
# in its cell is stacked over its ISO spelling, written out between the
# ends of its link (empty but on a terminal of groff 1.23).
ktypes -m both "$top_srcdir/tests/modes/page.man" |
    sed -n '/^\.TS/,/^\.TE/p' > table
expect_grep "table: the form of words" 'one __u8\\\*\[ktypes-both-prose-__u8\]$' table
expect_grep "table: a stacked cell" \
    '^(\\\*\[ktypes-link-on-__s16\]int16_t\\\*\[ktypes-link-off-__s16\])$' table
expect_no_grep "table: the form of text" 'ktypes-both-text-' table
{
	# (the prelude goes after the comments that open the input)
	printf '%s\n' '.\" a comment' '.' | ktypes -m both
	printf '%s\n' '.length n \*[ktypes-cell-iso-on-__u8]' \
	    '.ie \n[n] .tm styled' '.el .tm plain'
} > probe
for dev in html utf8 pdf; do
	groff -T$dev -z probe 2> "probe.$dev"
done
echo plain > exp
expect_files_equal "the cell form in html" exp probe.html
echo styled > exp
expect_files_equal "the cell form in utf8" exp probe.utf8
expect_files_equal "the cell form in pdf" exp probe.pdf
for dev in utf8 pdf ps; do
	ktypes -m both "$top_srcdir/tests/modes/page.man" |
	    groff -M "$top_srcdir/macros" -t -man -T$dev -ww -Z > out 2> err
	expect_files_equal "-T$dev: warnings" /dev/null err
	expect_no_grep "-T$dev: device controls" 'html' out
done
finish
