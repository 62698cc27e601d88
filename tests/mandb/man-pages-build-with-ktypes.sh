#!/bin/sh
# "make check-man-pages MAN_PAGES=DIR" against the man-pages snapshot: a
# handful of real pages with kernel types built through the man-pages
# project's own GNUmakefile, as written, with ktypes in the TBL slot
# (TBL='ktypes -m iso --exec tbl') and through the targets of
# integration/man-pages.mk (both, annotate), to catman, HTML and PDF;
# type words rewritten, alignment kept, no new warnings (see
# integration/check-man-pages.sh).  Skipped without the corpus, GNU make
# or the groff programs that the man-pages build runs.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
[ -f "$top_builddir/Makefile" ] || skip "no Makefile in $top_builddir (not a configured build tree)"
: "${MAKE:=make}"
"$MAKE" --version 2> /dev/null | grep -q '^GNU Make' || skip "'$MAKE' is not GNU make"
for p in preconv eqn troff grotty post-grohtml gropdf; do
	command -v $p > /dev/null 2>&1 || skip "$p is not installed"
done
need_corpus
tree=$(dirname "$corpus")
[ -f "$tree/GNUmakefile" ] || skip "the snapshot has no GNUmakefile"

cd "$tmp" || exit 99
jobs=$(getconf _NPROCESSORS_ONLN 2> /dev/null) || jobs=1
case $jobs in ''|*[!0-9]*|0) jobs=1 ;; esac
# a make of its own, not a part of the make that runs this test; its
# jobs reach the man-pages build (the target's recipe runs $(MAKE))
(unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES
 exec "$MAKE" -s -j"$jobs" -C "$top_builddir" check-man-pages MAN_PAGES="$tree") \
    > log 2>&1
st=$?
sed 's/^/  /' log
expect_status "make check-man-pages" 0 $st
expect_grep "make check-man-pages" 'all checks passed' log
expect_no_grep "make check-man-pages" '^FAIL' log
finish
