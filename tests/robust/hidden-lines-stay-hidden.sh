#!/bin/sh
# Nothing that ktypes writes brings to life a line that the page hid from
# troff, and nothing it inserts joins a line of the page.  Each page
# below, hand-made after the cases that were found (a .ktypes request
# that troff only copies or skips under .ig, .de, .do de, .if 1 .ig,
# .ie 1 .ig; an .ig whose line before ".." ends in a backslash; keys,
# .lf lines and the macro package after a line that ends in an escaped
# newline) and random ones from a seeded generator, is rendered with and
# without ktypes, in every mode (the page's own, -m kernel, iso, both,
# annotate), with ktypes before tbl and after it (man-db's order); the
# .tm lines that fire must be the same, in the same order, no request
# that ktypes writes (.lf, .ktypes-key...) may show as text, and the type
# words rendered must be the same, in the same order (a word in any of
# its spellings: __u32, uint32_t, __u32/*uint32_t*/ are one word; a key
# that ktypes adds is left out), so that no word vanishes where troff
# skipped the prelude.  The random pages put mode requests in the bodies
# of conditions of every kind (t, e, v, !\n[.g], F, .ie n/.el, an .el
# whose .ie was true) and in .ig renamed with .rn and .als.
# KT_HIDDEN_RANDOM sets the number of random pages (default 12, so that
# it runs in make check; more by hand, KT_HIDDEN_RANDOM=500),
# KT_HIDDEN_SEED the seed.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
cd "$tmp" || exit 99
mkdir pages || exit 99

# --- hand-made pages -------------------------------------------------------
n=0
page () {
	n=$((n + 1))
	{ printf '.TH X 2\n'; printf '%b' "$1"; printf '.tm MARK-END\n'; } \
	    > "pages/hand-$n.man"
}
page '.if 1 .ig\n.ktypes annotate\n.tm HIDDEN-LINE-RAN\n..\n'
page '.ig\n.ktypes both\n.tm HIDDEN-LINE-RAN\n..\n'
page '.do de xx\n.ktypes annotate\n.tm HIDDEN-LINE-RAN\n..\n'
page '.do ig\n.ktypes both\n.tm HIDDEN-LINE-RAN\n..\n'
page '.if 1 .de xx\n.ktypes both\n.tm HIDDEN-LINE-RAN\n..\n'
page '.ie 1 .ig\n.el .tm ELSE\n.ktypes annotate\n.tm HIDDEN-LINE-RAN\n..\n'
page '.ig\nfoo \\\n..\n.ktypes annotate\n.tm HIDDEN-LINE-RAN\n..\n.tm VISIBLE\n'
page '.de xx\nfoo \\\n..\n.ktypes both\n.tm HIDDEN-LINE-RAN\n..\n.tm VISIBLE\n'
page '.ktypes annotate\n.EX\n__u32 x;\n.EE \\\n.tm JOINED-LINE-RAN\n.tm VISIBLE\n'
page '.ktypes annotate\n.nf\n__u32 x;\n.fi \\\n.tm JOINED-LINE-RAN\n.tm VISIBLE\n'
page '.ktypes annotate\n.TS\nl.\n__u32\n.TE \\\n.tm JOINED-LINE-RAN\n.tm VISIBLE\n'
page '.ktypes annotate\n.EX\n__u64 y;\n.EE\ntext \\\n.SH NEXT\n.tm VISIBLE\n'
page '.ktypes both\ntext \\\n.EX\n__u32 x;\n.EE\n.tm VISIBLE\n'
page '.if 0 \\{\\\n.ktypes annotate\n.tm HIDDEN-LINE-RAN\n.\\}\n.tm VISIBLE\n'
page '.ktypes annotate\n.EX\n__u32 x;\n.EE\n.if 0 \\{\\\n.tm HIDDEN-LINE-RAN\n'
page '.ktypes annotate\n.EX\n__u32 x;\n.EE\n.ig\n.tm HIDDEN-LINE-RAN\n'
page '.de yy ZZ\n..\n.ktypes both\n.tm HIDDEN-LINE-RAN\n.ZZ\n.tm VISIBLE\n'
page '.ds s a \\\n.ktypes both\n.tm VISIBLE\n'
page '.ktypes annotate\n.SH A\nThe \\fB__u32\\fP type.\ntext \\\n.SH B\n.tm VISIBLE\n'
page '.if 1 .if 1 .ig\n.ktypes both\n.tm HIDDEN-LINE-RAN\n..\n'
page '.nop .ig\n.ktypes annotate\n.tm HIDDEN-LINE-RAN\n..\n'
page '.do if 1 .ig\n.ktypes both\n.tm HIDDEN-LINE-RAN\n..\n'
page '.if !0 .ig\n.ktypes both\n.tm HIDDEN-LINE-RAN\n..\n'
page ".if 'a'a' .ig\\n.ktypes annotate\\n.tm HIDDEN-LINE-RAN\\n..\\n"
page '.if n .ig\n.ktypes both\n.tm HIDDEN-LINE-RAN\n..\n'
page '.if 0 \\\n.tm HIDDEN-LINE-RAN\n.ktypes annotate\n.EX\n__u32 x;\n.EE\n.tm VISIBLE\n'
page '.ktypes annotate\n.EX\n__u32 x;\n.EE \\# comment\n.tm JOINED-LINE-RAN\n.tm VISIBLE\n'
page '.ktypes annotate\n.EX\n__u32 x;\n.EE \\" comment \\\n.tm VISIBLE\n'
page '.ktypes both\n.ie 0 .tm HIDDEN-LINE-RAN\n.el .ig\n.ktypes annotate\n.tm HIDDEN-LINE-RAN\n..\n.tm VISIBLE\n'
page '.if t \\{\\\n.ktypes both\n.\\}\nThe \\fB__u32\\fP type.\n.tm VISIBLE\n'
page '.ie n \\{\\\n.ktypes iso\n.\\}\n.el \\{\\\n.ktypes annotate\n.\\}\n.SH A\nA\n.BR __u32 .\n.EX\n__u64 flags;\n.EE\n'
page '.rn ig IG\n.IG\n.ktypes both\n.tm HIDDEN-LINE-RAN\n..\nThe __u64 type.\n'
hand=$n

# --- random pages ----------------------------------------------------------
awk -v pages="${KT_HIDDEN_RANDOM:-12}" -v seed="${KT_HIDDEN_SEED:-4242}" '
BEGIN {
	srand(seed)
	nv = split(".ig|..|.de xx|.de yy ZZ|.ZZ|.am xx|.do de zz|.do ig|" \
	    ".if 1 .ig|.if 0 .ig|.ie 1 .ig|.ie 0 .ig|.el .ig|.if 1 .de qq|" \
	    ".if 0 \\{\\|.if 1 \\{\\|.\\}|\\}|.ktypes both|.ktypes annotate|" \
	    ".ktypes iso|.ktypes kernel|.EX|.EE|.EE \\|.nf|.fi|.fi \\|" \
	    "__u32 x;       /* y */|    u64 flags;  /* z */|" \
	    "text with __u64 \\|plain text|.B __u32|.I u64 \\|" \
	    ".ds s a \\|.SH NAME|.PP|.xx|.qq|.zz|.do ig EN|.EN|" \
	    "\\\"comment \\|.\\\" comment|.if 1 .if 1 .ig|.nop .ig|" \
	    ".if t \\{\\|.if e \\{\\|.if v \\{\\|.if !\\n[.g] \\{\\|" \
	    ".if F CR \\{\\|.ie n \\{\\|.el \\{\\|.ie \\n[.g] .ds q r|" \
	    ".if t .ktypes both|.if n .ktypes annotate|.rn ig IG|" \
	    ".als IG ig|.IG|The \\fB__u16\\fP type.", v, "|")
	for (p = 1; p <= pages; p++) {
		f = "pages/random-" p ".man"
		print ".TH X 2" > f
		lines = 4 + int(rand() * 24)
		for (i = 1; i <= lines; i++) {
			if (rand() < 0.3)
				print ".tm MARK-" i > f
			else
				print v[1 + int(rand() * nv)] > f
		}
		print ".tm MARK-END" > f
		close(f)
	}
}' || exit 99

# fired FILE: the .tm lines that troff wrote, in order
fired () {
	grep -a -e '^MARK-' -e 'LINE-RAN' -e '^VISIBLE' -e '^ELSE' "$1"
}
# shown FILE: the requests of ktypes' own that show as text
shown () {
	grep -a -o -e '\.lf [0-9]' -e '\.ktypes-[a-z-]*' -e 'ktypes-[a-z]*-[a-z-]*' "$1"
}
# types FILE: the type words rendered, in order, each as its size (a
# kernel or an ISO spelling, or both side by side, are one word), the
# lines of a key left out (its label's line, and the lines after it at
# its hanging indent, the label's and 7 more)
types () {
	awk '{
		if (match($0, /Types:/)) { c = RSTART - 1 + 7; k = 1; next }
		if (k) { match($0, /^ */); if (RLENGTH == c) next; k = 0 }
		print
	}' "$1" |
	    sed -e 's#/\*u\{0,1\}int[0-9]*_t\*/##g' \
	    -e 's#(u\{0,1\}int[0-9]*_t)##g' |
	    grep -a -o '[A-Za-z0-9_]*' |
	    sed -n -e 's/^\(__u16\|uint16_t\)$/T16/p' \
	    -e 's/^\(__u32\|uint32_t\)$/T32/p' \
	    -e 's/^\(__u64\|u64\|uint64_t\)$/T64/p'
}
groff_z () {
	GROFF_NO_SGR=1 groff -man -Tutf8 -P-cbou -rLL=200n > "$1.out" 2> "$1.err"
}

# render FILE: groff renders FILE; sets r to cache/SUM, where
# SUM.fired and SUM.shown hold what fired and what showed.  A text that
# was rendered before is not rendered again: in kernel mode, and often in
# both orders, ktypes and tbl write the same bytes.
render () {
	# shellcheck disable=SC2046
	set -- "$1" $(cksum < "$1")
	r=cache/$2_$3
	[ -f "$r.shown" ] && return
	groff_z "$r" < "$1"
	fired "$r.err" > "$r.fired"
	shown "$r.out" > "$r.shown"
	types "$r.out" > "$r.types"
}
# differs RENDERING WHAT: does RENDERING differ from the page's own ($plain)?
differs () {
	[ "$1" = "$plain" ] && return 1
	cmp -s "$plain.fired" "$1.fired" && cmp -s "$plain.shown" "$1.shown" &&
	    cmp -s "$plain.types" "$1.types" && return 1
	fail "$name, $2"
	sed 's/^/  | /' "$p" >&2
	diff -u "$plain.fired" "$1.fired" | sed 's/^/  /' >&2
	diff -u "$plain.shown" "$1.shown" | sed 's/^/  /' >&2
	diff -u "$plain.types" "$1.types" | sed 's/^/  /' >&2
}
mkdir cache || exit 99

checked=0
for p in pages/*.man; do
	name=$(basename "$p" .man)
	tbl < "$p" > plain.in
	render plain.in
	plain=$r
	for m in page kernel iso both annotate; do
		if [ "$m" = page ]; then opt=; else opt="-m $m"; fi
		# ktypes before tbl, and after it (man-db's order)
		# shellcheck disable=SC2086
		"$KTYPES_BIN" $opt < "$p" 2> /dev/null | tbl > kt.in
		render kt.in
		differs "$r" "mode $m, ktypes before tbl: other .tm lines fired, a request of ktypes shows as text, or type words differ"
		# shellcheck disable=SC2086
		tbl < "$p" | "$KTYPES_BIN" $opt > kt.in 2> /dev/null
		render kt.in
		differs "$r" "mode $m, ktypes after tbl: other .tm lines fired, a request of ktypes shows as text, or type words differ"
		checked=$((checked + 1))
	done
done
# two files, the first ending in an escaped newline: the .lf line that
# announces the second must not join it, in any mode
printf '.TH X 2\n.SH A\ntext \\\n' > first.man
printf 'more text with \\fB__u32\\fP\n.tm MARK-SECOND\n' > second.man
cat first.man second.man > plain.in
render plain.in
plain=$r
p=first.man
name="two files, the first ending in an escaped newline"
for m in kernel iso both annotate; do
	"$KTYPES_BIN" -m $m first.man second.man > kt.in 2> /dev/null
	render kt.in
	differs "$r" "mode $m: the .lf line joins it"
done

printf '%s: %s pages (%s hand-made), %s runs\n' "$kt_test" \
    "$(ls pages | wc -l)" "$hand" "$checked"
finish
