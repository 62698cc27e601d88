#!/bin/sh
# tools/run-tests.sh: the whole test suite, as CI runs it:
#  1. build and "make check" (unit, end-to-end and corpus property tests);
#  2. "make distcheck" (the release tarball builds and passes its tests);
#  3. the test suite again under AddressSanitizer and UndefinedBehaviorSanitizer.
# Each build happens in a directory of its own under build/.
set -e
cd "$(dirname "$0")/.."
top=$(pwd)
jobs=$(nproc 2>/dev/null || echo 2)
if [ -f config.status ]; then
	echo "run-tests.sh: the source tree is configured in place; run 'make distclean' first" >&2
	exit 2
fi
autoreconf -fi

step() { printf '\n==== %s ====\n' "$*"; }

step "build and make check"
rm -rf build/plain && mkdir -p build/plain
(cd build/plain && "$top/configure" -q --enable-werror && make -j"$jobs" &&
	make -j"$jobs" check) || { cat build/plain/test-suite.log 2>/dev/null; exit 1; }

step "make distcheck"
(cd build/plain && make -j"$jobs" distcheck) || exit 1

step "make check under ASan and UBSan"
rm -rf build/sanitize && mkdir -p build/sanitize
(cd build/sanitize && "$top/configure" -q --enable-sanitizers CC="${CC:-gcc}" &&
	make -j"$jobs" && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
	make -j"$jobs" check) || { cat build/sanitize/test-suite.log 2>/dev/null; exit 1; }

step "all tests passed"
