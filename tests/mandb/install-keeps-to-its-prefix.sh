#!/bin/sh
# "make install" writes nothing outside its prefix, the macro package
# included (in PREFIX/share/groff/site-tmac, unless --with-tmacdir named
# another folder): "make install prefix=P" by a user other than root,
# who can write nowhere else, succeeds and puts every file below P;
# "make install DESTDIR=D prefix=/usr/local" puts every file below
# D/usr/local.  Each install then renders a page with its own files,
# groff told where the package is as README.md says (GROFF_TMAC_PATH);
# "make uninstall" with the same settings leaves no file.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/install.sh"
need_groff
install_user_setup
tmacdir=$(sed -n 's/^tmacdir = //p' "$top_builddir/Makefile")
case $tmacdir in
'${datadir}/groff/site-tmac') ;;
*) skip "configured with --with-tmacdir=$tmacdir" ;;
esac
cd "$tmp" || exit 99
user_dir "$tmp/u"
HOME=$tmp/u
export HOME
unset GROFF_TMAC_PATH XDG_DATA_HOME

# FILES: the files below DIR, one a line
files () {
	(cd "$1" && find . ! -type d | sed 's|^\./|/|' | sort)
}

# check_install WHAT ROOT: the files below ROOT, the installed binary
# and macro package among them, render a page
check_install () {
	files "$2" > "$1.files"
	[ -s "$1.files" ] || { fail "$1: nothing installed below $2"; return; }
	for f in /bin/ktypes /share/groff/site-tmac/ktypes.tmac \
	    /share/ktypes/linux.ktypes /share/man/man1/ktypes.1; do
		grep -qx "$f" "$1.files" || fail "$1: no $2$f"
	done
	printf '%s\n' '.TH T 2' '.ktypes iso' '.SH NAME' 't \- a __u32' \
	    > page.2
	"$2/bin/ktypes" --table="$2/share/ktypes/linux.ktypes" page.2 |
	    GROFF_TMAC_PATH=$2/share/groff/site-tmac \
	    groff -m ktypes -man -Tutf8 -ww -P-cbou > "$1.txt" 2> "$1.err"
	expect_files_equal "$1: groff's messages" /dev/null "$1.err"
	expect_grep "$1: the page in iso" 't - a uint32_t' "$1.txt"
}

# make install prefix=P, as a user who can write only there (and in
# the temporary folders)
user_dir "$tmp/p"
build_make install prefix="$tmp/p/usr" > install.log 2>&1 ||
    { fail "make install prefix=$tmp/p/usr failed:"; sed 's/^/  | /' install.log >&2; }
check_install "prefix" "$tmp/p/usr"
files "$tmp/p" | grep -v '^/usr/' > strays
expect_files_equal "make install prefix=P: files outside P" /dev/null strays
build_make uninstall prefix="$tmp/p/usr" > uninstall.log 2>&1 ||
    fail "make uninstall prefix=P failed"
files "$tmp/p" > left
expect_files_equal "make uninstall prefix=P: files left" /dev/null left

# make install DESTDIR=D prefix=/usr/local
user_dir "$tmp/d"
build_make install DESTDIR="$tmp/d" prefix=/usr/local > install.log 2>&1 ||
    { fail "make install DESTDIR=D prefix=/usr/local failed:"; sed 's/^/  | /' install.log >&2; }
files "$tmp/d" | grep -v '^/usr/local/' > strays
expect_files_equal "make install DESTDIR=D: files outside D/usr/local" \
    /dev/null strays
check_install "DESTDIR" "$tmp/d/usr/local"
build_make uninstall DESTDIR="$tmp/d" prefix=/usr/local > uninstall.log 2>&1 ||
    fail "make uninstall DESTDIR=D failed"
files "$tmp/d" > left
expect_files_equal "make uninstall DESTDIR=D: files left" /dev/null left
finish
