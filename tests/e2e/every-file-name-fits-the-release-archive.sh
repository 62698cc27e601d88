#!/bin/sh
# Every file of the source tree that the release archive holds has a
# path that make dist's tar format (v7) keeps: at most 99 bytes with
# "ktypes-VERSION/" in front (a longer one is left out of the archive
# with only a warning, and distcheck then misses a test).  Files that
# a build or a test run makes (.o, .log, .trs, ...) are not looked at.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

v=$(sed -n 's/^AC_INIT(\[ktypes\], \[\([^]]*\)\].*/\1/p' "$top_srcdir/configure.ac")
[ -n "$v" ] || { fail "no version in configure.ac"; finish; }
prefix="ktypes-$v/"
cd "$top_srcdir" || exit 99
find . -type f ! -path './.git/*' ! -path './autom4te.cache/*' \
    ! -path './ktypes-*' ! -name '*.o' ! -name '*.a' ! -name '*.log' \
    ! -name '*.trs' | sed 's|^\./||' |
    awk -v p="$prefix" 'length(p $0) > 99 { print length(p $0) ": " $0 }' \
    > "$tmp/long"
if [ -s "$tmp/long" ]; then
	fail "paths over 99 bytes with $prefix in front (make dist would leave them out):"
	sed 's/^/  /' "$tmp/long" >&2
fi
finish
