#!/bin/sh
# A page that ktypes has written already (a page of a tree that
# ktypes-bake made, read again through man-db's ktypes, whatever KTYPES
# says) is copied as it is: ktypes knows it by its prelude, so that no
# spelling is respelled twice (__u32/*uint32_t*//*uint32_t*/), no key
# written twice, and no layout done again for the widths of the first
# pass.  A page without the prelude (mode iso where it keyed nothing)
# holds no kernel spelling that ktypes would change.  Byte for byte, but
# for a page of mode iso with its prelude after its first block: modes
# both and annotate put theirs in front, and the page renders the same.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
# the sample page, and one with a type that iso leaves and keys
cp "$top_srcdir/examples/demo.2" demo.2 || exit 99
cat > kept.2 << 'PAGE'
.\" a comment that opens the page
.TH KEPT 2 2026-12-06 "ktypes test"
.SH DESCRIPTION
.EX
struct kept {
    __be16        port;   /* Port, in network byte order */
    __aligned_u64 cookie; /* Cookie */
    __u32         id;     /* Object ID */
};
.EE
The
.I id
field is a __u32.
PAGE
n=0
for page in demo.2 kept.2; do
	for first in iso both annotate; do
		ktypes -m $first $page > $page.$first 2> err ||
		    { fail "ktypes -m $first $page failed"; continue; }
		grep -q 'ktypes-warn' $page.$first || continue
		render < $page.$first > $page.$first.txt 2>&1
		for again in kernel iso both annotate; do
			n=$((n + 1))
			what="ktypes -m $again on the output of ktypes -m $first $page"
			# mode iso writes its prelude before its first key,
			# after what it has left as written: modes both and
			# annotate write theirs before that
			case $first.$again in
			iso.both|iso.annotate)
				expect_run "$what" 0 - /dev/null \
				    ktypes -m $again $page.$first
				render < "$tmp/out" > again.txt 2>&1
				expect_files_equal "$what, rendered" \
				    $page.$first.txt again.txt ;;
			*)
				expect_run "$what" 0 $page.$first /dev/null \
				    ktypes -m $again $page.$first ;;
			esac
		done
	done
done
# the sample's iso output has no prelude and no kernel spelling left
ktypes -m iso demo.2 > demo.iso
ktypes -m iso demo.iso > demo.iso.iso
expect_files_equal "ktypes -m iso twice on demo.2" demo.iso demo.iso.iso
[ $n -ge 20 ] || fail "only $n runs over pages that ktypes wrote"
finish
