#!/bin/sh
# A site restyles mode both in its man.local, as ktypes(7) shows: it loads
# the package and redefines the strings, keeping the width contract (four
# cells more than both spellings, no plain blanks).  The pages then show
# "__u32 (=uint32_t)", in green where colour reaches the terminal, keep
# every alignment of the source and draw no warning.  The package loads
# once, whichever comes first: groff's man macros read man.local at the
# first .TH, after ktypes' prelude; the same lines in a macro file of the
# command line (-m) come before the prelude, which then finds the package
# loaded and leaves the restyle alone.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
. "$top_srcdir/tests/modes/keys-lib.sh"
check=$top_builddir/tests/tools/aligncheck
[ -x "$check" ] || skip "no aligncheck at $check (make check builds it)"

cd "$tmp" || exit 99
mkdir site
# The example of ktypes(7), RESTYLING.
cat > site/man.local <<'EOT'
.\" ktypes: show "__u32 (=uint32_t)", the ISO spelling in green on terminals
.mso ktypes.tmac
.ds ktypes-both-open \ (=
.ds ktypes-both-close )
.if n \{\
.  ds ktypes-iso-on \m[green]
.  ds ktypes-key-on \m[green]
.\}
EOT
mkdir cmdline
cp site/man.local cmdline/ktsite.tmac
for how in man.local -m; do
case $how in
-m) site_args="-M $tmp/cmdline -m ktsite" ;;
*) site_args="-M $tmp/site" ;;
esac
site () {
	# shellcheck disable=SC2086
	GROFF_SGR=1 groff $site_args -M "$top_srcdir/macros" \
	    -t -man -Tutf8 -ww "$@"
}

# (page.man's type cells as arrays, "__s16[1]": a type alone in its cell
# is stacked over its ISO spelling, which adds lines to the table, and
# the alignment check compares line by line; the stacked form has a test
# of its own, both-stacks-a-type-name-cell-over-its-iso-spelling.sh)
sed 's/^\(__[su][0-9]*\)@/\1[1]@/' "$top_srcdir/tests/modes/page.man" > page.man
for src in page.man "$top_srcdir/examples/demo.2"; do
	name=$(basename "$src")
	# (without the key that says what a pair such as __u64/*uint64_t*/
	# means, which adds lines: aligncheck compares line by line)
	ktypes -m both --both-width=0 "$src" | drop_keys > both.man
	site -P-cbou -rLL=10000n < "$src" > before 2> err1
	site -P-cbou -rLL=10000n < both.man > after 2> err2
	expect_files_equal "$how $name: the source's warnings" /dev/null err1
	expect_files_equal "$how $name: the output's warnings" /dev/null err2
	expect_grep "$how $name: restyled" '__u64 (=uint64_t) ' after
	expect_no_grep "$how $name: the default form" '/\*uint' after
	# the blank of the form is one of the four cells: as one token
	# and the form inside a comment, "__u64 (uint64_t)", as one token
	sed -e 's/ (=/_(=/g' \
	    -e 's/\([a-z0-9_]\) (\([a-z]*int[0-9]*_t\))/\1(\2)/g' after > after1
	if ! "$check" before after1 > report; then
		fail "$how $name: alignment lost"
		sed 's/^/  /' report >&2
	fi
	# colour: SGR 32 (green) before the ISO spelling (its link to its
	# page, under groff 1.23 and later, taken out: see below)
	esc=$(printf '\033')
	site < both.man 2> /dev/null |
	    sed "s/${esc}]8;;[^${esc}]*${esc}\\\\//g" > sgr
	expect_grep "$how $name: in green" "__u64 ${esc}\[32m(=uint64_t)" sgr
	# (groff 1.23 and later link the ISO spelling of a key to its page,
	# grotty's OSC 8 around it: taken out, the key reads as before)
	ktypes -m annotate "$src" | site 2> err |
	    sed "s/${esc}]8;;[^${esc}]*${esc}\\\\//g" > key
	expect_files_equal "$how $name: annotate: warnings" /dev/null err
	expect_grep "$how $name: the key in green" \
	    "${esc}\[32m.*Types:.* __u64 = uint64_t" key
done
done
finish
