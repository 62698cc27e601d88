#!/bin/sh
# Property, on every page of the man-pages snapshot that names a kernel
# type, rendered as the man-pages build renders them (groff -t -man
# -Tutf8 -rLL=78n, no SGR): mode annotate changes nothing outside its
# keys, explains each type once in a section (the items of a list of
# tagged paragraphs too), and never puts a key inside a sentence.
#
# - Every line of the kernel-mode rendering is in the annotate rendering,
#   unchanged and in order, blank lines too; what annotate adds are key
#   lines ("Types:" and the lines right after it that continue the key)
#   and the gap above each.  (groff 1.22.4's tbl draws a blank row where
#   a row of text blocks has no room left on troff's page, which a
#   terminal shows as one long page: the keys must not move them,
#   rtnetlink(7), clone(2), statx(2).)
# - No type is in two keys of one section (.SH), but for keys of two
#   items of a list (keys_twice: a line less indented than the later
#   key, the later item's tag, comes between them).
# - The text right after a key does not go on with a sentence: it does
#   not start with a word in lower case set in roman (a name set in bold
#   or italic, or with "_" in it, starts a sentence), nor with a comma,
#   semicolon, colon or parenthesis.
# Skipped without the snapshot.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/modes/keys-lib.sh"
need_groff
need_corpus

cd "$corpus" || exit 99
list_pages . > "$tmp/pages"
typed_pages < "$tmp/pages" > "$tmp/typed"

GROFF_NO_SGR=1
export GROFF_NO_SGR
pages=0 keys=0 changed=0 twice=0 inside=0
while IFS= read -r p; do
	pages=$((pages + 1))
	"$KTYPES_BIN" -m kernel --exec groff -t -man -Tutf8 -rLL=78n \
	    < "$p" 2> /dev/null | col -b > "$tmp/k"
	"$KTYPES_BIN" -m annotate --exec groff -t -man -Tutf8 -rLL=78n \
	    < "$p" 2> /dev/null > "$tmp/a.raw"
	col -b < "$tmp/a.raw" > "$tmp/a.txt"
	keys_cut "$tmp/a.txt" > "$tmp/a"
	n=$(grep -c '^[[:space:]]*Types: ' "$tmp/a.txt")
	keys=$((keys + n))
	keys_outside "$tmp/k" "$tmp/a" > "$tmp/bad"
	keys_fault "$tmp/bad" "$p: lines outside the keys differ from kernel mode"
	changed=$((changed + keys_n))
	keys_twice "$tmp/a.txt" > "$tmp/twice"
	keys_fault "$tmp/twice" "$p: a type keyed twice in a section"
	twice=$((twice + keys_n))
	keys_inside "$tmp/a.raw" > "$tmp/inside"
	keys_fault "$tmp/inside" "$p: a key inside a sentence"
	inside=$((inside + keys_n))
done < "$tmp/typed"

printf '%s: %s pages with kernel types, %s keys; %s lines outside the keys differ from kernel mode, %s types keyed twice in a section, %s keys inside a sentence\n' \
    "$kt_test" $pages $keys $changed $twice $inside
[ $pages -gt 0 ] || fail "no page with a kernel type found"
[ $keys -gt 0 ] || fail "no key on any page"
finish
