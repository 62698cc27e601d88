#!/bin/sh
# The example commands of README.md, the lines of its code blocks that
# start with "$ ", run as they are written, against the built program
# (first in PATH) and the source tree's macro package (on groff's path,
# as "make install" puts it): each exits 0 with nothing on standard
# error and writes something, so that the README cannot drift from the
# program.  The files that they name (page.2, man2/bpf.2) are the sample
# page; "less" is cat.  An example that runs mandoc is skipped without
# it.  The test fails when the README has no such line.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
mkdir bin man2 || exit 99
ln -s "$KTYPES_BIN" bin/ktypes || exit 99
printf '#!/bin/sh\nexec cat "$@"\n' > bin/less && chmod +x bin/less || exit 99
cp "$top_srcdir/examples/demo.2" page.2 || exit 99
cp "$top_srcdir/examples/demo.2" man2/bpf.2 || exit 99
PATH=$tmp/bin:$PATH
GROFF_TMAC_PATH=$top_srcdir/macros
export PATH GROFF_TMAC_PATH

sed -n 's/^ *\$ //p' "$top_srcdir/README.md" > examples
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
	sh -c "$cmd" > out 2> err < /dev/null
	st=$?
	echo "ran: $cmd"
	expect_status "README: $cmd" 0 $st
	expect_files_equal "README: $cmd: standard error" /dev/null err
	case $cmd in
	*'> '*) f=${cmd##*> } ;;
	*) f=out ;;
	esac
	[ -s "$f" ] || fail "README: $cmd: nothing in $f"
done < examples
[ $n -gt 0 ] || fail "no example command (a line that starts with \"\$ \") in README.md"
finish
