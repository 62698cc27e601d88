#!/bin/sh
# man-db 2.11 shows, of a page in a manual path element D and in its
# system D/S, the one whose folder's last component sorts first: a
# baked tree whose element's name sorts before the mode's (T before
# iso) would not be shown, and ktypes-bake says so in one warning; the
# bake is done all the same (status 0).  A tree named man, as the
# installed ones are, gets no warning.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/bake/helpers.sh"

T=$tmp/T
bake_tree "$T"
expect_run "a tree named T" 0 /dev/null - bake -q -m iso "$T"
echo "ktypes-bake:$T/iso: warning: man-db 2.11 shows the native pages, not these: the folder name 'T' sorts before 'iso'" \
    > "$tmp/want"
expect_files_equal "a tree named T: the warning" "$tmp/want" "$tmp/err"
[ -f "$T/iso/man2/bpf.2" ] || fail "a tree named T: not baked"

M=$tmp/m/man
bake_tree "$M"
expect_run "a tree named man" 0 /dev/null /dev/null bake -q -m annotate "$M"
finish
