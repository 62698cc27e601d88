#!/bin/sh
# tools/run-tests.sh: the whole test suite, as CI runs it, in two lanes,
# Debian 12 (this machine) and Debian 13 (a chroot):
#  1. build in the source tree, "make check" (unit, end-to-end, fixture
#     tests and the replay of every fuzz regression input) and "make
#     check-corpus" (the properties of the man-pages snapshot and of the
#     installed pages);
#  2. the Debian 13 lane (tools/debian13.sh): build, "make check" and
#     "make check-corpus" again in a cached Debian 13 root, with groff
#     1.23 and man-db 2.13;
#  3. "make fuzz": each libFuzzer harness for FUZZ_SECONDS (60) seconds,
#     from FUZZ_SEED (1: the same inputs in the same order on every run of
#     a commit, so that what CI found can be found again; the long runs of
#     tests/fuzz/README.md are the random ones);
#  4. "make check-valgrind": the end-to-end scripts under memcheck;
#  5. "make distcheck": the release tarball builds, installs and passes
#     its test suite, built with AddressSanitizer and
#     UndefinedBehaviorSanitizer (--enable-sanitizers).
set -e
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

step() { printf '\n==== %s (%s) ====\n' "$*" "$(date +%T)"; }
fail() { for f in "$@"; do [ -f "$f" ] && cat "$f"; done; exit 1; }

step "build and make check"
autoreconf -fi
./configure -q --enable-werror
make -j"$jobs"
make -j"$jobs" check || fail test-suite.log

step "make check-corpus"
make -j"$jobs" check-corpus || fail test-corpus.log

step "Debian 13 lane: build and make check"
sh tools/debian13.sh

step "make fuzz"
make fuzz FUZZ_SECONDS="${FUZZ_SECONDS:-60}" FUZZ_SEED="${FUZZ_SEED:-1}"

step "make check-valgrind"
make check-valgrind

step "make distcheck, its test suite under ASan and UBSan"
# (every 10th installed page: the whole of /usr/share/man, 20,000 pages,
# takes over 15 minutes under the sanitizers; lane 1 reads them all)
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
KTYPES_PAGES_SAMPLE=10 \
	make -j"$jobs" distcheck DISTCHECK_CONFIGURE_FLAGS=--enable-sanitizers ||
	fail ktypes-*/_build/sub/test-suite.log

step "all tests passed"
