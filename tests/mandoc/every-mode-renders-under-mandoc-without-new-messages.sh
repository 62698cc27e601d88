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
# notes only when asked).  On the project's pages, and on every page of
# the man-pages snapshot that names a kernel type (skipped without it).
# Skipped without mandoc.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
command -v mandoc > /dev/null 2>&1 || skip "mandoc is not installed"

# msgs DEVICE < PAGE > MESSAGES: mandoc's messages, sorted, without place
msgs () {
	mandoc -W all -man -T"$1" 2>&1 > /dev/null |
	    sed -e 's/^mandoc: <stdin>:[0-9]*:[0-9]*: //' \
	        -e 's/^mandoc: <stdin>: //' \
	        -e '/^mandoc: see above the output for /d' \
	        -e '/^STYLE: input text line longer than 80 bytes: /d' |
	    sort
}

# check_page PAGE NAME: every mode of PAGE on both devices; what differs
# on standard output
check_page () {
	for kt_dev in utf8 html; do
		msgs $kt_dev < "$1" > "$2.src"
		for kt_mode in kernel iso both annotate; do
			if ! "$KTYPES_BIN" -m $kt_mode < "$1" > "$2.out" \
			    2> /dev/null; then
				echo "$2: ktypes -m $kt_mode failed"
				continue
			fi
			msgs $kt_dev < "$2.out" > "$2.msg"
			comm -13 "$2.src" "$2.msg" > "$2.new"
			if [ -s "$2.new" ]; then
				echo "$2: mandoc -T$kt_dev on -m $kt_mode: messages that the page as written does not get:"
				sed 's/^/  /' "$2.new"
			fi
			if [ $kt_dev = utf8 ] &&
			    mandoc -man -Tutf8 < "$2.out" |
			    grep -q "$(printf '\033')"; then
				echo "$2: mandoc -Tutf8 on -m $kt_mode: escape sequences (colour) in the output"
			fi
		done
	done
	rm -f "$2.src" "$2.out" "$2.msg" "$2.new"
}

# worker PART DIR: check_page on the pages of PART (relative to DIR)
worker () {
	while IFS= read -r kt_p; do
		check_page "$2/$kt_p" "$1.page"
	done < "$1" > "$1.bad" 2>&1
}

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
# (-Tascii: the blanks of the key are plain there).
"$KTYPES_BIN" -m both "$top_srcdir/examples/demo.2" |
    mandoc -man -Tascii | col -bx > "$tmp/both.txt"
expect_grep "demo.2 -m both under mandoc" \
    '__u64/\*uint64_t\*/ flags;    /\* DEMO_F_\* flags \*/' "$tmp/both.txt"
"$KTYPES_BIN" -m annotate "$top_srcdir/examples/demo.2" |
    mandoc -man -Tascii | col -bx > "$tmp/annotate.txt"
expect_grep "demo.2 -m annotate under mandoc: the key" \
    '^ *Types: __u64 = uint64_t.*, __u32 = uint32_t,$' "$tmp/annotate.txt"
expect_grep "demo.2 -m annotate under mandoc: the code as written" \
    '__u32  id;  ' "$tmp/annotate.txt"

# The man-pages snapshot: every page that names a kernel type.
kt_cdir=${KTYPES_CORPUS:-$top_srcdir/../shared/corpus}
set -- "$kt_cdir"/man-pages-*.tar.xz
if [ -f "$1" ]; then
	need_corpus
	(cd "$corpus" && list_pages . |
	    tr '\n' '\0' |
	    xargs -0 grep -l -E '(^|[^A-Za-z0-9_])(__)?[us](8|16|32|64)([^A-Za-z0-9_]|$)' |
	    sort) > "$tmp/typed"
	in_parallel "$tmp/typed" worker "$corpus"
	cat "$tmp"/typed.part.*.bad > "$tmp/bad"
	if [ -s "$tmp/bad" ]; then
		fail "pages of the snapshot under mandoc:"
		sed "s|^$tmp/typed.part.[0-9]*.page|page|" "$tmp/bad" >&2
	fi
	printf '%s: %s pages of the snapshot with kernel types, 4 modes, utf8 and html\n' \
	    "$kt_test" "$(wc -l < "$tmp/typed")"
	[ -s "$tmp/typed" ] || fail "no page with a kernel type in the snapshot"
else
	echo "$kt_test: no man-pages snapshot in $kt_cdir: the project's pages only"
fi
finish
