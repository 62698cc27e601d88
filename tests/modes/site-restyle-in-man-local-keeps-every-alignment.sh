#!/bin/sh
# A site restyles mode both in its man.local, as ktypes(7) shows: it loads
# the package and redefines the strings, keeping the width contract (four
# cells more than both spellings, no plain blanks).  The pages then show
# "__u32 (=uint32_t)", in green where colour reaches the terminal, keep
# every alignment of the source and draw no warning; the prelude that
# ktypes writes finds the package loaded and leaves the restyle alone.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
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
site () {
	GROFF_SGR=1 groff -M "$tmp/site" -M "$top_srcdir/macros" -t -man -Tutf8 \
	    -ww "$@"
}

for src in "$top_srcdir/tests/modes/page.man" "$top_srcdir/examples/demo.2"; do
	name=$(basename "$src")
	ktypes -m both "$src" > both.man
	site -P-cbou -rLL=10000n < "$src" > before 2> err1
	site -P-cbou -rLL=10000n < both.man > after 2> err2
	expect_files_equal "$name: the source's warnings" /dev/null err1
	expect_files_equal "$name: the output's warnings" /dev/null err2
	expect_grep "$name: restyled" '__u64 (=uint64_t) ' after
	expect_no_grep "$name: the default form" '/\*uint' after
	# the blank of the form is one of the four cells: as one token
	sed 's/ (=/_(=/g' after > after1
	if ! "$check" before after1 > report; then
		fail "$name: alignment lost"
		sed 's/^/  /' report >&2
	fi
	# colour: SGR 32 (green) before the ISO spelling
	site < both.man > sgr 2> /dev/null
	esc=$(printf '\033')
	expect_grep "$name: in green" "__u64 ${esc}\[32m(=uint64_t)" sgr
	ktypes -m annotate "$src" | site > key 2> err
	expect_files_equal "$name: annotate: warnings" /dev/null err
	expect_grep "$name: the key in green" "${esc}\[32m__u64 = uint64_t" key
done
finish
