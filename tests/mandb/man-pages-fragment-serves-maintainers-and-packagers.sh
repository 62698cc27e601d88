#!/bin/sh
# integration/man-pages.mk as the man-pages maintainers and packagers use
# it, on the snapshot's own tree: two targets of one mode named together
# run tbl once for each page; a change of KTYPESFLAGS (which add to the
# default -w abi) rebuilds what it changes; a plain target run on a
# mode's folder is refused by a make that reads the fragment, and does
# not leave output that the mode's build takes for its own where it does
# not; check-iso and lint-iso on a few pages, lint-iso failing on
# ktypes' warnings at every run, once it has read every page (no -k
# needed); the pointer in bpf.2's pseudo-code comment draws no
# warning, seccomp_unotify.2's in its SYNOPSIS does; a make that fails
# keeps its stamp; KTYPES_PAGES naming a page on the tree's list of
# expected failures or a link page gets a message that says so; copied in as
# share/mk/build/ktypes.mk, the fragment leaves the plain outputs up to
# date and stays out of "make dist", and refuses a plain target on a
# mode's folder; install-man-iso with DESTDIR and prefix installs the
# baked pages, $(mandir)/iso/man2/bpf.2 beside $(mandir)/man2/bpf.2,
# and uninstall-man-iso removes them but another package's;
# install-html-iso and uninstall-html-iso in $(htmldir)/iso.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
: "${MAKE:=make}"
"$MAKE" --version 2> /dev/null | grep -q '^GNU Make' || skip "'$MAKE' is not GNU make"
for p in preconv eqn troff grotty post-grohtml; do
	command -v $p > /dev/null 2>&1 || skip "$p is not installed"
done
: "${KTYPES_BAKE_BIN:=$top_builddir/src/ktypes-bake}"
[ -x "$KTYPES_BAKE_BIN" ] || { echo "ERROR: no $KTYPES_BAKE_BIN" >&2; exit 99; }
need_corpus
tree=$(dirname "$corpus")
[ -f "$tree/GNUmakefile" ] || skip "the snapshot has no GNUmakefile"
frag=$top_srcdir/integration/man-pages.mk

mkdir "$tmp/bin" && ln -s "$KTYPES_BIN" "$tmp/bin/ktypes" &&
    ln -s "$KTYPES_BAKE_BIN" "$tmp/bin/ktypes-bake" || exit 99
PATH=$tmp/bin:$PATH
export PATH
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES KTYPES KTYPES_CLASSES
cd "$tree" || exit 99
# the snapshot is no git checkout: the tree's version comes from the
# file it ships, and the dates of the pages from the command below
ver=$(sed -n 's/^VERSION *:= *//p' share/mk/configure/version.mk 2> /dev/null)
mk () {
	"$MAKE" -R ${ver:+VERSION="$ver"} DISTDATE="Thu, 1 Jan 2026 00:00:00 +0000" \
	    MANPAGEDATECMD='echo 2026-01-01' "$@" > "$tmp/log.raw" 2>&1
	mk_st=$?
	# (what the tree's own makefile says where it has no git history or
	# no git at all, and GNU make 4.4's own warning under the tree's
	# --warn-undefined-variables: none of it the fragment's)
	grep -v -e '^fatal: not a git repository' \
	    -e 'git: command not found$' \
	    -e "^make: warning: undefined variable 'GNUMAKEFLAGS'$" \
	    "$tmp/log.raw" > "$tmp/log"
	return $mk_st
}
fmk () {
	mk -f GNUmakefile -f "$frag" "$@"
}
tbls () {
	grep -c '^TBL' "$tmp/log"
}
built=.tmp/ktypes

# one make for one mode
pages3="man2/bpf.2 man2/seccomp_unotify.2 man2/cachestat.2"
fmk KTYPES_PAGES="$pages3" build-catman-iso build-html-iso
expect_status "build-catman-iso build-html-iso" 0 $?
expect_status "build-catman-iso build-html-iso: tbl runs" 3 "$(tbls)"
# ktypes' warnings name the page's source, as lint-iso's do (below)
grep '^ktypes:' "$tmp/log" > "$tmp/build.warn"
expect_grep "the build's warnings name the source" \
    "^ktypes:man/man2/seccomp_unotify.2:[0-9]*: warning: '__u64 \\*' and 'uint64_t \\*'" \
    "$tmp/build.warn"
expect_no_grep "no warning for bpf.2's '/* lock *(u64 *) r0 += r1 */'" \
    "bpf.2" "$tmp/build.warn"
expect_grep "cachestat.2's HTML in iso" 'uint64_t' "$built/iso/man/man2/cachestat.2.html"
fmk KTYPES_PAGES="$pages3" build-catman-iso build-html-iso
expect_status "again: tbl runs" 0 "$(tbls)"

# KTYPESFLAGS adds to the default, and its change rebuilds
expect_grep "bpf.2 in iso, default classes" '__aligned_u64' "$built/iso/man/man2/bpf.2.cat"
fmk KTYPES_PAGES="man2/bpf.2 man2/seccomp_unotify.2" KTYPESFLAGS=--classes=all build-catman-iso
expect_status "KTYPESFLAGS=--classes=all" 0 $?
expect_status "KTYPESFLAGS=--classes=all: tbl runs" 2 "$(tbls)"
expect_no_grep "bpf.2 in iso, --classes=all" '__aligned_u64' "$built/iso/man/man2/bpf.2.cat"
expect_grep "the default -w abi is kept" "warning: '__u64 \\*' and 'uint64_t \\*'" "$tmp/log"

# a plain target on a mode's folder: refused by a make that reads the
# fragment; one that does not is caught afterwards by the mode's
fmk builddir="$built/both" "$built/both/man/man2/cachestat.2.html"
expect_grep "-f: a plain target on a mode's folder" \
    "builddir=$built/both is the folder of a ktypes mode" "$tmp/log"
[ -e "$built/both/man/man2/cachestat.2.html" ] &&
    fail "-f: the plain target on a mode's folder was built"
mk builddir="$built/both" "$built/both/man/man2/cachestat.2.html"
expect_status "a plain target on the folder of both" 0 $?
fmk KTYPES_PAGES=man2/cachestat.2 build-html-both
expect_status "build-html-both after it" 0 $?
expect_grep "cachestat.2's HTML in both" 'uint64_t' "$built/both/man/man2/cachestat.2.html"

# check and lint of a mode, on a few pages: lint-iso shows ktypes'
# warnings (seccomp_unotify.2's) at every run until they are mended,
# goes on to the next page after them, and reads a page without any
# (cachestat.2) again only when something changes
fmk KTYPES_PAGES="man2/seccomp_unotify.2 man2/cachestat.2" check-iso
expect_status "check-iso" 0 $?
for p in seccomp_unotify.2 cachestat.2; do
	[ -f "$built/iso/man/man2/$p.check-catman.touch" ] ||
	    fail "check-iso did not check $p"
done
for run in 1 2; do
	fmk KTYPES_PAGES="man2/seccomp_unotify.2 man2/cachestat.2" lint-iso
	expect_status "lint-iso, run $run, with a warning" 2 $?
	expect_grep "lint-iso, run $run: seccomp_unotify.2's warning" \
	    "^ktypes:man/man2/seccomp_unotify.2:[0-9]*: warning: '__u64 \\*' and 'uint64_t \\*'" \
	    "$tmp/log"
	expect_grep "lint-iso, run $run: the count at the end" \
	    "^lint-iso: ktypes' messages on 1 page(s), above" "$tmp/log"
	[ -f "$built/iso/man/man2/cachestat.2.lint-ktypes.touch" ] ||
	    fail "lint-iso, run $run: stopped before cachestat.2"
	grep '^ktypes:' "$tmp/log" > "$tmp/lint.warn"
	expect_files_equal "lint-iso, run $run: the build's warnings" \
	    "$tmp/build.warn" "$tmp/lint.warn"
done
grep 'KTYPES.*cachestat' "$tmp/log" && fail "lint-iso read cachestat.2 again"
fmk KTYPES_PAGES="man2/seccomp_unotify.2 man2/cachestat.2" KTYPESFLAGS=--strict lint-iso
expect_status "lint-iso --strict: none" 0 $?
expect_grep "lint-iso, new flags: cachestat.2 read again" \
    'KTYPES.*cachestat.2.lint-ktypes.touch' "$tmp/log"

# a make that fails (statx.2's table is wider than the page, also in the
# plain tree) keeps its stamp: the next one builds only what failed
fmk KTYPES_PAGES="man2/statx.2 man2/cachestat.2" build-catman-iso
fmk KTYPES_PAGES="man2/statx.2 man2/cachestat.2" build-catman-iso
expect_status "after a failed make: tbl runs" 0 "$(tbls)"

# pages the tree does not build
fmk KTYPES_PAGES=man7/bpf-helpers.7 build-catman-iso
expect_grep "an expected failure" \
    "KTYPES_PAGES: man/man7/bpf-helpers.7 is on the tree's list of pages expected to fail" \
    "$tmp/log"
fmk KTYPES_PAGES=man2/clone3.2 build-catman-iso
expect_grep "a link page" \
    "KTYPES_PAGES: man/man2/clone3.2 is a link page (.so).*man2/clone.2" "$tmp/log"

# copied in
mk .tmp/man/man2/cachestat.2.cat
expect_status "a plain page" 0 $?
sleep 1
cp "$frag" share/mk/build/ktypes.mk || exit 99
mk .tmp/man/man2/cachestat.2.cat
expect_files_equal "copied in: the plain page is up to date" /dev/null "$tmp/log"
mk builddir="$built/annotate" "$built/annotate/man/man2/cachestat.2.cat"
expect_grep "copied in: a plain target on a mode's folder" \
    "builddir=$built/annotate is the folder of a ktypes mode" "$tmp/log"
mk --eval 'ktypes-dist-test: ; $(info $(filter %/ktypes.mk,$(DISTFILES)))' \
    ktypes-dist-test
grep ktypes.mk "$tmp/log" && fail "copied in: make dist would pack it"
mk KTYPES_PAGES=man2/cachestat.2 build-catman-annotate
expect_status "copied in: build-catman-annotate" 0 $?
rm share/mk/build/ktypes.mk

# a package's install (of section 2, to be quick)
fmk prefix=/usr DESTDIR="$tmp/dest" MANSECTIONS=2 install-man-iso
expect_status "install-man-iso" 0 $?
m=$tmp/dest/usr/share/man
for f in man2/bpf.2 iso/man2/bpf.2 iso/man2/clone3.2; do
	[ -f "$m/$f" ] || fail "install-man-iso: no $f"
done
[ -f "$m/iso/man2/bpf.2" ] &&
    expect_grep "the installed iso/man2/bpf.2" 'uint32_t' "$m/iso/man2/bpf.2"
[ -e "$m/iso/man2/open.2" ] && fail "install-man-iso: open.2 was baked"
# another package's page, baked into the same tree, stays through the
# tree's uninstall
mkdir -p "$tmp/other/man2" &&
    printf '%s\n' '.TH OTHER 2' .EX '__u32 x;' .EE > "$tmp/other/man2/other.2" &&
    ktypes-bake -q -m iso -o "$m/iso" "$tmp/other" || exit 99
fmk prefix=/usr DESTDIR="$tmp/dest" MANSECTIONS=2 uninstall-man-iso
expect_status "uninstall-man-iso" 0 $?
[ -e "$m/iso/man2/bpf.2" ] && fail "uninstall-man-iso left bpf.2"
[ -f "$m/iso/man2/other.2" ] || fail "uninstall-man-iso removed another package's page"

# the HTML of a mode, installed and uninstalled, on a few pages
fmk prefix=/usr DESTDIR="$tmp/dest" KTYPES_PAGES=man2/cachestat.2 install-html-iso
expect_status "install-html-iso" 0 $?
h=$tmp/dest/usr/share/doc/html/man
[ -f "$h/iso/man2/cachestat.2.html" ] &&
    expect_grep "the installed iso HTML" uint64_t "$h/iso/man2/cachestat.2.html"
[ -e "$h/man2" ] && fail "install-html-iso installed plain HTML"
fmk prefix=/usr DESTDIR="$tmp/dest" uninstall-html-iso
expect_status "uninstall-html-iso" 0 $?
[ -e "$h/iso/man2/cachestat.2.html" ] && fail "uninstall-html-iso left the page"
finish
