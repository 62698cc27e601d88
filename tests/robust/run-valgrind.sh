#!/bin/sh
# tests/robust/run-valgrind.sh LOGDIR SCRIPT...: the runner of "make
# check-valgrind" (see tests/robust/local.mk).  Runs each test SCRIPT (a
# path relative to the top of the tree) as "make check" does, from the
# build tree with top_srcdir, top_builddir and KTYPES_BIN exported and
# KTYPES unset, KTYPES_BIN being the memcheck wrapper; writes its output
# to LOGDIR/NAME.log, prints PASS, SKIP or FAIL for it, and exits 1 if
# any failed.  The scripts run in as many lanes as there are processors
# (KT_VALGRIND_JOBS), and their results are printed lane by lane.
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
# one script: its result (PASS, SKIP or FAIL) and, if it failed, the
# lines of its log that say why
one () {
	t=$1
	if [ -f "$top_srcdir/$t" ]; then
		script=$top_srcdir/$t
	else
		script=$top_builddir/$t
	fi
	log=$logdir/$(printf '%s' "$t" | sed -e 's,^tests/,,' -e 's,/,-,g' -e 's,\.sh$,,').log
	(cd "$top_builddir" && ${SHELL:-/bin/sh} "$script") > "$log" 2>&1 < /dev/null
	case $? in
	0) res=PASS ;;
	77) res=SKIP ;;
	*) res=FAIL ;;
	esac
	printf '%s: %s (valgrind)\n' "$res" "$t"
	if [ "$res" = FAIL ]; then
		grep -E '^FAIL|^==[0-9]+==' "$log" | head -n 20 | sed 's/^/  | /'
	fi
}
# the scripts in KT_VALGRIND_JOBS lanes (default: the number of
# processors), each one after another; every script has a temporary
# directory of its own
lanes=${KT_VALGRIND_JOBS:-$(nproc 2>/dev/null || echo 1)}
case $lanes in ''|*[!0-9]*|0) lanes=1 ;; esac
results=$logdir/results
rm -f "$results".*
lane=0
while [ $lane -lt "$lanes" ]; do
	(
		i=0
		for t in "$@"; do
			[ $((i % lanes)) -eq $lane ] && one "$t"
			i=$((i + 1))
		done > "$results.$lane"
	) &
	lane=$((lane + 1))
done
wait
cat "$results".*
pass=$(cat "$results".* | grep -c '^PASS: ')
skip=$(cat "$results".* | grep -c '^SKIP: ')
fail=$(cat "$results".* | grep -c '^FAIL: ')
failed=$(cat "$results".* | sed -n 's/^FAIL: \(.*\) (valgrind)$/ \1/p' | tr -d '\n')
rm -f "$results".*
printf '%s\n' "========================================" \
    "check-valgrind: $((pass + skip + fail)) scripts: $pass passed, $skip skipped, $fail failed" \
    "logs: $logdir"
if [ "$fail" -ne 0 ]; then
	printf 'failed:%s\n' "$failed"
	exit 1
fi
exit 0
