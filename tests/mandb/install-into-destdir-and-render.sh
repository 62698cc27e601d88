#!/bin/sh
# "make install DESTDIR=..." from the build tree installs the binaries
# (ktypes, ktypes-bake), the manual pages, the macro package into the
# tmac folder that configure chose, the Linux table and the integration
# files (manpath.ktypes, man-pages.mk, dpkg-ktypes-bake) into the
# package's data folder, and nothing else; a page
# then renders with only the installed files: the installed binary, with
# the installed table given by --table (the binary looks for its tables
# in the compiled-in $(pkgdatadir), which under DESTDIR is somewhere
# else), and groff -M pointed at the installed tmac folder; the same
# without --table, from the copy of the table built into the binary,
# gives the same rendering.  Where man-db is installed, the installed
# manpath.ktypes, used as it is as ~/.manpath with the installed binary
# first in PATH, puts ktypes into man's pipeline.  "make uninstall
# DESTDIR=..." then removes exactly the installed files: files of others
# in the same folders stay.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
[ -f "$top_builddir/Makefile" ] || skip "no Makefile in $top_builddir (not a configured build tree)"
: "${MAKE:=make}"
root=$tmp/root
mkdir "$root" || exit 99
cd "$tmp" || exit 99

# sub-makes of their own: not a part of the make that runs this test
bmake () {
	(unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES
	 exec "$MAKE" -C "$top_builddir" "$@")
}
files () {
	(cd "$root" && find . ! -type d | sed 's|^\./|/|' | sort)
}

bmake install DESTDIR="$root" > install.log 2>&1 || {
	fail "make install DESTDIR=$root failed:"
	sed 's/^/  | /' install.log >&2
	finish
}
files > "$tmp/installed"
echo "installed files:"
sed 's/^/  /' "$tmp/installed"

# every installed file is one of ktypes' own, and each of them is there
bin=$(grep '/bin/ktypes$' "$tmp/installed")
bakebin=$(grep '/bin/ktypes-bake$' "$tmp/installed")
tmac=$(grep '/ktypes\.tmac$' "$tmp/installed")
table=$(grep '/ktypes/linux\.ktypes$' "$tmp/installed")
for f in "$bin" "$bakebin" "$tmac" "$table"; do
	[ -n "$f" ] && [ "$(echo "$f" | wc -l)" -eq 1 ] ||
	    fail "not exactly one of each binary, macro package and table: '$f'"
done
pkgdata=${table%/linux.ktypes}
for f in manpath.ktypes man-pages.mk dpkg-ktypes-bake; do
	grep -qx "$pkgdata/$f" "$tmp/installed" || fail "$f is not in $pkgdata"
done
grep -q '/man/man1/ktypes\.1$' "$tmp/installed" || fail "ktypes.1 is not installed"
grep -q '/man/man1/ktypes-bake\.1$' "$tmp/installed" ||
    fail "ktypes-bake.1 is not installed"
grep -v -x -e "$bin" -e "$bakebin" -e "$tmac" -e "$table" \
    -e "$pkgdata/manpath.ktypes" -e "$pkgdata/man-pages.mk" \
    -e "$pkgdata/dpkg-ktypes-bake" "$tmp/installed" |
    grep -v '/man/man[1-8]/ktypes[-a-z]*\.[1-8]$' > "$tmp/strays"
expect_files_equal "installed files that are not ktypes'" /dev/null "$tmp/strays"
[ -x "$root$bin" ] || fail "$bin is not executable"
# configure's choice of the tmac folder, under the prefix
tmacdir=${tmac%/ktypes.tmac}
echo "tmac folder: $tmacdir"

# a page, with only the installed files
unset GROFF_TMAC_PATH XDG_DATA_HOME
HOME=$tmp/nohome
export HOME
page=$top_srcdir/tests/mandb/kstruct.2
for m in iso both annotate; do
	"$root$bin" -m $m --table="$root$table" "$page" > k.$m 2> k.err
	expect_files_equal "-m $m --table=INSTALLED: messages" /dev/null k.err
	groff -M"$root$tmacdir" -m ktypes -t -man -Tutf8 -ww -P-cbou k.$m \
	    > out.$m 2> err.$m
	expect_files_equal "-m $m, installed macro package: groff's warnings" \
	    /dev/null err.$m
	"$root$bin" -m $m "$page" 2> /dev/null |
	    groff -M"$root$tmacdir" -m ktypes -t -man -Tutf8 -ww -P-cbou \
	    > builtin.$m 2> /dev/null
	expect_files_equal "-m $m: the installed table and the built-in one" \
	    out.$m builtin.$m
done
expect_grep "iso, installed files" '^ *uint64_t flags; *\/\* KSTRUCT_F_\* flags \*\/$' out.iso
expect_grep "both, installed files" '^ *__u64/\*uint64_t\*/ flags;' out.both
expect_grep "annotate, installed files" '__u64 = uint64_t' out.annotate
# the page request, from the installed macro package
printf '.TH T 1\n.ktypes iso\n.SH NAME\nt \\- \\fB__u32\\fP\n' |
    groff -M"$root$tmacdir" -m ktypes -man -Tutf8 -ww -z 2> err.req
expect_files_equal ".ktypes request, installed macro package" /dev/null err.req
# the installed manual page, through the installed binary
man1=$(grep '/man/man1/ktypes\.1$' "$tmp/installed" | head -n 1)
"$root$bin" -m iso "$root$man1" |
    groff -M"$root$tmacdir" -t -man -Tutf8 -ww -z 2> err.man
expect_files_equal "ktypes.1 as installed, through the installed binary" \
    /dev/null err.man

# the installed man-db example, as it is
find_utf8_locale
if command -v man > /dev/null 2>&1 && man --version 2> /dev/null | grep -q '^man [0-9]' &&
    [ -n "$utf8" ]; then
	no_leak_check_in_man_sandbox
	mkdir -p "$HOME" man/man2 && cp "$page" man/man2/ || exit 99
	cp "$root$pkgdata/manpath.ktypes" "$HOME/.manpath" || exit 99
	PATH=$root${bin%/ktypes}:$PATH MANPATH=$tmp/man LC_ALL=$utf8 \
	    GROFF_TMAC_PATH=$root$tmacdir KTYPES=iso MANWIDTH=72 PIPELINE_DEBUG=1 \
	    man 2 kstruct > man.iso 2> man.debug
	expect_grep "man with the installed manpath.ktypes" '^ *uint64_t flags;' man.iso
	expect_grep "man with the installed manpath.ktypes: the pipeline" \
	    "| (cd $tmp/man && tbl) | (cd $tmp/man && ktypes --exec nroff -mandoc" man.debug
	expect_grep "man with the installed manpath.ktypes: ktypes' status" \
	    '^ *"ktypes" ([0-9]*) -> 0$' man.debug
else
	echo "man-db or a UTF-8 locale is missing: manpath.ktypes not tried"
fi

# uninstall: exactly those files, others' files in the same folders stay
mkdir -p "$root$tmacdir" "$root$pkgdata" || exit 99
echo '.\" not ktypes' > "$root$tmacdir/other.tmac"
echo 'other' > "$root${bin%/ktypes}/other-program"
bmake uninstall DESTDIR="$root" > uninstall.log 2>&1 ||
    { fail "make uninstall failed:"; sed 's/^/  | /' uninstall.log >&2; }
files > "$tmp/left"
printf '%s\n' "$tmacdir/other.tmac" "${bin%/ktypes}/other-program" | sort > "$tmp/others"
expect_files_equal "files left after make uninstall" "$tmp/others" "$tmp/left"
echo "installed $(wc -l < "$tmp/installed") files; make uninstall removed them all"
finish
