#!/bin/sh
# Property, on every page of the man-pages snapshot that names a type
# that mode iso leaves in its kernel spelling with the default classes
# (an explain line of tables/linux.ktypes: the classes aligned and
# endian, and the types with no ISO spelling), rendered as the man-pages
# build renders them (groff -t -man -Tutf8 -rLL=78n, no SGR): each such
# word that a section shows is explained in a key of that section, once,
# never inside a sentence, and nothing else of the page changes: outside
# its keys (and the gap above each) the page renders as mode iso does
# with a table that does not know these types (the Linux table's class
# fixed alone), blank lines too.  The same
# checks as those of mode annotate's keys (keys-lib.sh).  sock_diag(7)
# and bpf(2) must be among the pages, with their __be16, __be32 and
# __aligned_u64 explained.  Skipped without the snapshot.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/modes/keys-lib.sh"
need_groff
need_corpus

names=$(awk '$1 == "explain" { print $2 }' "$top_srcdir/tables/linux.ktypes" |
    tr '\n' ' ')
[ -n "$names" ] || fail "no explain line in tables/linux.ktypes"
# the Linux table without the types that mode iso leaves
sed '/^class aligned/,$d' "$top_srcdir/tables/linux.ktypes" > "$tmp/fixed.ktypes"

cd "$corpus" || exit 99
list_pages . > "$tmp/pages"
alt=$(echo $names | sed 's/ /|/g')
tr '\n' '\0' < "$tmp/pages" |
    xargs -0 grep -l -E "(^|[^A-Za-z0-9_])($alt)([^A-Za-z0-9_]|\$)" |
    sort > "$tmp/kept"

GROFF_NO_SGR=1
export GROFF_NO_SGR
pages=0 keys=0 changed=0 twice=0 inside=0 missed=0
while IFS= read -r p; do
	pages=$((pages + 1))
	"$KTYPES_BIN" -m iso --table="$tmp/fixed.ktypes" --exec groff -t \
	    -man -Tutf8 -rLL=78n < "$p" 2> /dev/null | col -b > "$tmp/k"
	"$KTYPES_BIN" -m iso --exec groff -t -man -Tutf8 -rLL=78n \
	    < "$p" 2> /dev/null > "$tmp/a.raw"
	col -b < "$tmp/a.raw" > "$tmp/a.txt"
	keys_cut "$tmp/a.txt" > "$tmp/a"
	n=$(grep -c '^[[:space:]]*Types: ' "$tmp/a.txt")
	keys=$((keys + n))
	keys_outside "$tmp/k" "$tmp/a" > "$tmp/bad"
	keys_fault "$tmp/bad" "$p: lines outside the keys differ from mode iso without them"
	changed=$((changed + keys_n))
	keys_unexplained "$tmp/a.txt" "$names" > "$tmp/missed"
	keys_fault "$tmp/missed" "$p: a kernel spelling left and not explained"
	missed=$((missed + keys_n))
	keys_twice "$tmp/a.txt" > "$tmp/twice"
	keys_fault "$tmp/twice" "$p: a type explained twice in a section"
	twice=$((twice + keys_n))
	keys_inside "$tmp/a.raw" > "$tmp/inside"
	keys_fault "$tmp/inside" "$p: a key inside a sentence"
	inside=$((inside + keys_n))
	case $p in
	man7/sock_diag.7) want="__be16 __be32" ;;
	man2/bpf.2) want="__aligned_u64" ;;
	*) want= ;;
	esac
	for t in $want; do
		keys_types "$tmp/a.txt" | grep -q " $t\$" ||
		    fail "$p: no key explains $t"
	done
done < "$tmp/kept"

printf '%s: %s pages with types that mode iso leaves, %s keys; %s lines outside the keys changed, %s words not explained, %s explained twice in a section, %s keys inside a sentence\n' \
    "$kt_test" $pages $keys $changed $missed $twice $inside
grep -qx 'man7/sock_diag\.7' "$tmp/kept" || fail "sock_diag.7 not among the pages"
grep -qx 'man2/bpf\.2' "$tmp/kept" || fail "bpf.2 not among the pages"
[ $keys -gt 0 ] || fail "no key on any page"
finish
