#!/bin/sh
# Every input that fuzzing ever found (tests/fuzz/regressions/HARNESS-NAME)
# runs cleanly through its harness again, without clang or libFuzzer: the
# harness is linked with tests/fuzz/replay.c's main() and the small caps of
# the fuzz build, and checks its own invariants (kernel mode the identity,
# only type words and blanks change, ...).
# An input of the filter harness also runs in every mode the first byte can
# choose (kernel, iso, both, annotate, the page's own), its other choices
# (classes, --strict, two files) kept.  A failing input is named, with the
# harness's message.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

regressions=$top_srcdir/tests/fuzz/regressions
[ -d "$regressions" ] || skip "no $regressions"

# replay HARNESS WHAT FILE: one input through one harness
replay () {
	bin=$top_builddir/tests/fuzz/replay_$1
	if ! "$bin" "$3" > "$tmp/replay.out" 2>&1; then
		fail "$2 breaks an invariant of the $1 harness:"
		sed 's/^/    /' "$tmp/replay.out" >&2
	fi
}

n=0
for h in filter layout tablefile encoding; do
	[ -x "$top_builddir/tests/fuzz/replay_$h" ] ||
	    skip "tests/fuzz/replay_$h is not built (make check builds it)"
done
for f in "$regressions"/*; do
	[ -f "$f" ] || continue
	name=$(basename "$f")
	# make dist packs paths of up to 99 bytes (tar's v7 format), with
	# ktypes-VERSION/tests/fuzz/regressions/ before the name (39 bytes
	# for a version of up to 8)
	[ ${#name} -le 60 ] ||
	    fail "$name: a name of ${#name} bytes, over 60: make dist would leave it out"
	h=${name%%-*}
	case $h in
	filter|layout|tablefile|encoding) ;;
	*) fail "$name: no harness named '$h' (names start HARNESS-)"; continue ;;
	esac
	replay "$h" "$name" "$f"
	n=$((n + 1))
	[ "$h" = filter ] || continue
	# the same input in each mode: bits 0-2 of the first byte
	first=$(od -An -tu1 -N1 "$f" | tr -d ' ')
	[ -n "$first" ] || continue
	for mode in 0 1 2 3 4; do
		b=$(( (first & 248) | mode ))
		[ "$b" -eq "$first" ] && continue
		# shellcheck disable=SC2059
		{ printf "\\$(printf '%03o' "$b")"; tail -c +2 "$f"; } > "$tmp/in"
		replay filter "$name with mode bits $mode" "$tmp/in"
	done
done
[ "$n" -gt 0 ] || fail "no regression input in $regressions"
finish
