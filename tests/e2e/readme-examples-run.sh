#!/bin/sh
# The example commands of README.md, the lines of its code blocks that
# start with "$ ", run as they are written, against the install that the
# README describes for one reader: the build tree installed with the
# README's "./configure --prefix=..." prefix (make install prefix=...),
# by a user other than root, with the README's "export
# GROFF_TMAC_PATH=..." line and the prefix's bin first in PATH.  Each
# exits 0 with nothing on standard error and writes something, so that
# the README cannot drift from the program or from its install.  The
# files that they name (page.2, man2/bpf.2) are the sample page; "less"
# is cat.  An example that runs mandoc is skipped without it.  The test
# fails when the README has no such line, or not one configure and one
# export line.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/install.sh"
need_groff
install_user_setup

readme=$top_srcdir/README.md
cd "$tmp" || exit 99
user_dir "$tmp/home"
HOME=$tmp/home
export HOME
unset GROFF_TMAC_PATH XDG_DATA_HOME

# the install, as the README says
sed -n 's/^ *\(autoreconf -fi && \)\{0,1\}\.\/configure --prefix=\([^ ]*\) .*/\2/p' "$readme" > prefix
sed -n 's/^ *export GROFF_TMAC_PATH=//p' "$readme" > tmacpath
[ "$(wc -l < prefix)" -eq 1 ] && [ "$(wc -l < tmacpath)" -eq 1 ] ||
    { fail "README.md has not one \"./configure --prefix=\" and one \"export GROFF_TMAC_PATH=\" line"; finish; }
eval "prefix=$(cat prefix)"
eval "GROFF_TMAC_PATH=$(cat tmacpath)"
export GROFF_TMAC_PATH
echo "prefix: $prefix; GROFF_TMAC_PATH: $GROFF_TMAC_PATH"
case $prefix in
"$HOME"/*) ;;
*) fail "the README's prefix for one reader is not below HOME: $prefix"; finish ;;
esac
build_make install prefix="$prefix" > install.log 2>&1 ||
    { fail "make install prefix=$prefix failed:"; sed 's/^/  | /' install.log >&2; finish; }
[ -x "$prefix/bin/ktypes" ] || { fail "no $prefix/bin/ktypes"; finish; }

user_dir "$HOME/work"
user_dir "$HOME/work/man2"
cd "$HOME/work" || exit 99
mkdir "$tmp/bin" || exit 99
printf '#!/bin/sh\nexec cat "$@"\n' > "$tmp/bin/less" && chmod 755 "$tmp/bin/less" ||
    exit 99
cp "$top_srcdir/examples/demo.2" page.2 || exit 99
cp "$top_srcdir/examples/demo.2" man2/bpf.2 || exit 99
chmod 644 page.2 man2/bpf.2 || exit 99
PATH=$prefix/bin:$tmp/bin:$PATH
export PATH

sed -n 's/^ *\$ //p' "$readme" > "$tmp/examples"
n=0
while IFS= read -r cmd; do
	case $cmd in
	*mandoc*)
		command -v mandoc > /dev/null 2>&1 || {
			echo "skipped (no mandoc): $cmd"
			continue
		} ;;
	esac
	n=$((n + 1))
	rm -f page.html page.pdf
	as_user sh -c "$cmd" > "$tmp/out" 2> "$tmp/err" < /dev/null
	st=$?
	echo "ran: $cmd"
	expect_status "README: $cmd" 0 $st
	expect_files_equal "README: $cmd: standard error" /dev/null "$tmp/err"
	case $cmd in
	*'> '*) f=${cmd##*> } ;;
	*) f=$tmp/out ;;
	esac
	[ -s "$f" ] || fail "README: $cmd: nothing in $f"
done < "$tmp/examples"
[ $n -gt 0 ] || fail "no example command (a line that starts with \"\$ \") in README.md"
finish
