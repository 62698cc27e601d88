#!/bin/sh
# tests/robust/run-valgrind.sh LOGDIR SCRIPT...: the runner of "make
# check-valgrind" (see tests/robust/local.mk).  Runs each test SCRIPT (a
# path relative to the top of the tree) as "make check" does, from the
# build tree with top_srcdir, top_builddir and KTYPES_BIN exported and
# KTYPES unset, KTYPES_BIN being the memcheck wrapper; writes its output
# to LOGDIR/NAME.log, prints PASS, SKIP or FAIL for it, and exits 1 if
# any failed.
set -u
if [ $# -lt 1 ] || [ -z "${KTYPES_BIN:-}" ] || [ "${KTYPES_BIN##*/}" != ktypes-valgrind ]; then
	# not a test: run by "make check-valgrind" only
	echo "usage: run-valgrind.sh LOGDIR SCRIPT... (see tests/robust/local.mk)" >&2
	exit 77
fi
logdir=$1
shift
: "${top_srcdir:?}" "${top_builddir:?}" "${KTYPES_BIN:?}"
export top_srcdir top_builddir KTYPES_BIN
unset KTYPES
mkdir -p "$logdir" || exit 99
pass=0 skip=0 fail=0 failed=
for t in "$@"; do
	if [ -f "$top_srcdir/$t" ]; then
		script=$top_srcdir/$t
	else
		script=$top_builddir/$t
	fi
	log=$logdir/$(printf '%s' "$t" | sed -e 's,^tests/,,' -e 's,/,-,g' -e 's,\.sh$,,').log
	(cd "$top_builddir" && ${SHELL:-/bin/sh} "$script") > "$log" 2>&1 < /dev/null
	st=$?
	case $st in
	0) res=PASS; pass=$((pass + 1)) ;;
	77) res=SKIP; skip=$((skip + 1)) ;;
	*) res=FAIL; fail=$((fail + 1)); failed="$failed $t" ;;
	esac
	printf '%s: %s (valgrind)\n' "$res" "$t"
	if [ "$res" = FAIL ]; then
		grep -E '^FAIL|^==[0-9]+==' "$log" | head -n 20 | sed 's/^/  | /'
	fi
done
printf '%s\n' "========================================" \
    "check-valgrind: $((pass + skip + fail)) scripts: $pass passed, $skip skipped, $fail failed" \
    "logs: $logdir"
if [ $fail -ne 0 ]; then
	printf 'failed:%s\n' "$failed"
	exit 1
fi
exit 0
