#!/bin/sh
# mandoc(1), the formatter of the BSDs, macOS, Alpine and Void, renders
# ktypes' output in every mode (kernel, iso, both, annotate), on a
# terminal (-Tutf8) and in HTML (-Thtml), with no message that it does
# not give for the page as written: the prelude of modes both and
# annotate hides groff's requests from it (.do, .lf, colours, device
# controls) and defines the type strings and keys as plain text.  Mode
# both reads without colour there: the ISO spelling is a C comment.
#
# Messages (mandoc -W all) are compared without their line and column
# (the prelude moves the lines, and mandoc does not read .lf), and as
# sets: the prelude may take one away (the page request .ktypes is a
# macro then).  One message is left out: the style note "input text
# line longer than 80 bytes", which is about the roff that mandoc reads
# (a type word that grows makes its line longer; mandoc shows style
# notes only when asked).  On the project's pages; the man-pages snapshot
# is read by corpus-every-mode-renders-under-mandoc.sh ("make
# check-corpus").  Skipped without mandoc.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
command -v mandoc > /dev/null 2>&1 || skip "mandoc is not installed"
. "$top_srcdir/tests/mandoc/helpers.sh"

# The project's pages.  escapes.man's \w\[tbl]...\[tbl] is tbl's output,
# which mandoc, having a tbl of its own, never reads: that line is left out.
mkdir "$tmp/own" || exit 99
for p in "$top_srcdir"/examples/demo.2 "$fixtures"/*.man \
    "$top_srcdir"/tests/modes/page.man "$top_srcdir"/tests/modes/keys.man \
    "$top_srcdir"/tests/modes/long-keys.man; do
	grep -v '\\\[tbl\]' "$p" > "$tmp/own/$(basename "$p")"
done
(cd "$tmp/own" && ls) > "$tmp/own.list"
n=0
while IFS= read -r p; do
	check_page "$tmp/own/$p" "$tmp/$p" | sed "s|^$tmp/|$p: |" > "$tmp/bad"
	if [ -s "$tmp/bad" ]; then
		fail "$p: under mandoc:"
		cat "$tmp/bad" >&2
	fi
	n=$((n + 1))
done < "$tmp/own.list"
printf '%s: %s of the project'"'"'s pages, 4 modes, utf8 and html\n' "$kt_test" $n

# What the reader sees of modes both and annotate on the sample page
# (a key's blanks are plain, and it may break at any of them: see
# keys-and-notes-have-plain-blanks-under-mandoc.sh).
"$KTYPES_BIN" -m both "$top_srcdir/examples/demo.2" |
    mandoc -man -Tascii | col -bx > "$tmp/both.txt"
expect_grep "demo.2 -m both under mandoc" \
    '__u64/\*uint64_t\*/ flags;    /\* DEMO_F_\* flags \*/' "$tmp/both.txt"
"$KTYPES_BIN" -m annotate "$top_srcdir/examples/demo.2" |
    mandoc -man -Tascii | col -bx > "$tmp/annotate.txt"
expect_grep "demo.2 -m annotate under mandoc: the key" \
    '^ *Types: __u64 = uint64_t.*, __u32 = uint32_t, ' "$tmp/annotate.txt"
expect_grep "demo.2 -m annotate under mandoc: the code as written" \
    '__u32  id;  ' "$tmp/annotate.txt"

finish
