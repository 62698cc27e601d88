#!/bin/sh
# tests/fuzz/run.sh: build the libFuzzer harnesses of tests/fuzz/ with
# clang (AddressSanitizer and UndefinedBehaviorSanitizer) against the
# sources, seed them, and run each for a bounded time; exit 1 on any
# finding (a crash, a broken invariant, a leak, a timeout, running out of
# memory).  "make fuzz" runs it; it is not part of "make check".
#
#   sh tests/fuzz/run.sh [HARNESS...]        build, seed and run (default:
#                                            filter layout tablefile encoding)
#   sh tests/fuzz/run.sh --repro HARNESS FILE...
#                                            build, run HARNESS on FILEs once
#
# Environment:
#   FUZZ_SECONDS  time for each harness (default 60; with FUZZ_RUNS, no
#                 limit unless given)
#   FUZZ_RUNS     executions for each harness: stop after this many (the
#                 long run of tests/fuzz/README.md: 10000000)
#   FUZZ_SANITIZE the sanitizers (default address,undefined; the long run
#                 uses undefined alone, several times faster)
#   FUZZ_JOBS     harnesses run at once (default: the number of CPUs)
#   FUZZ_MAX_LEN  longest input tried (default 8192 bytes)
#   FUZZ_OUT      folder for the build, corpora, logs and findings
#                 (default: a temporary folder, removed unless something
#                 was found); a corpus left there is reused next time
#   FUZZ_SEED     libFuzzer's -seed for every harness (default 0: a new
#                 random one each run; CI's tools/run-tests.sh gives 1, so
#                 that the run CI made on a commit can be made again)
#   FUZZ_FLAGS    more libFuzzer options for every harness (-entropic=0 ...)
#   FUZZ_UBSAN_SUPP  a suppressions file for UndefinedBehaviorSanitizer,
#                 to look past a known, reported bug in a long run
#   CLANG         the compiler (default clang, else clang-14)
#   FUZZ_CFLAGS   extra compiler flags (default -O1 -g)
#   top_srcdir, top_builddir: the trees (default: from this script's
#                 place); the build tree must hold config.h and the
#                 generated src/tmac.c and src/table-linux.c ("make").
#   KTYPES_CORPUS the folder of the man-pages snapshot (default
#                 ../shared/corpus beside the source tree): a few real
#                 pages are extracted into the seed folder at run time
#                 (page text is never kept in the tree).
#
# Without clang or libFuzzer it says so and exits 0 (a skip), so that CI
# can call it everywhere.  A finding is left in FUZZ_OUT/findings/ with
# the harness's log; reproduce it with --repro.
set -u

: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
srcdir=$top_srcdir
builddir=$top_builddir
runs=${FUZZ_RUNS:-}
if [ -n "$runs" ]; then
	secs=${FUZZ_SECONDS:-0}
else
	secs=${FUZZ_SECONDS:-60}
fi
sanitize=${FUZZ_SANITIZE:-address,undefined}
maxlen=${FUZZ_MAX_LEN:-8192}
fseed=${FUZZ_SEED:-0}
cflags=${FUZZ_CFLAGS:--O1 -g}
all_harnesses="filter layout tablefile encoding"

say () { printf 'fuzz: %s\n' "$*"; }
skip () { say "SKIP: $*"; exit 0; }
die () { say "ERROR: $*" >&2; exit 2; }

case $secs in ''|*[!0-9]*) die "FUZZ_SECONDS must be a number of seconds" ;; esac
case $maxlen in ''|*[!0-9]*) die "FUZZ_MAX_LEN must be a number of bytes" ;; esac
case $runs in *[!0-9]*) die "FUZZ_RUNS must be a number of executions" ;; esac
case $fseed in ''|*[!0-9]*) die "FUZZ_SEED must be a number" ;; esac
case $sanitize in ''|*[!a-z,]*) die "FUZZ_SANITIZE must be a list of sanitizers such as address,undefined" ;; esac

repro=
if [ "${1-}" = --repro ]; then
	[ $# -ge 3 ] || die "usage: run.sh --repro HARNESS FILE..."
	repro=$2
	shift 2
	harnesses=$repro
else
	harnesses=${*:-$all_harnesses}
fi
for h in $harnesses; do
	[ -f "$srcdir/tests/fuzz/fuzz_$h.c" ] || die "no harness '$h'"
done

# --- The compiler --------------------------------------------------------

cc=${CLANG:-}
if [ -z "$cc" ]; then
	for c in clang clang-14; do
		if command -v "$c" > /dev/null 2>&1; then
			cc=$c
			break
		fi
	done
fi
[ -n "$cc" ] || skip "clang is not installed"
# UndefinedBehaviorSanitizer's checks are recoverable so that a known,
# reported bug can be suppressed for a long run (FUZZ_UBSAN_SUPP, a file
# of "check:file" lines, see the sanitizer's documentation); halt_on_error
# below makes every other report a finding.
san="-fsanitize=$sanitize -fno-omit-frame-pointer"
case ,$sanitize, in *,undefined,*) san="$san -fsanitize-recover=undefined" ;; esac

if [ -n "${FUZZ_OUT:-}" ]; then
	out=$FUZZ_OUT
	mkdir -p "$out" || die "cannot create $out"
	keep=yes
else
	out=$(mktemp -d "${TMPDIR:-/tmp}/ktypes-fuzz.XXXXXX") ||
	    die "cannot create a temporary folder"
	keep=no
fi
cleanup () {
	if [ "$keep" = no ]; then
		rm -rf "$out"
	fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# libFuzzer itself: link a harness that does nothing.
printf '%s\n' '#include <stddef.h>' '#include <stdint.h>' \
    'int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);' \
    'int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }' \
    > "$out/probe.c"
"$cc" -fsanitize="fuzzer,$sanitize" "$out/probe.c" -o "$out/probe" \
    > "$out/probe.log" 2>&1 ||
    skip "$cc cannot build a libFuzzer harness (libFuzzer missing? see: $(head -n 1 "$out/probe.log"))"

# --- The build -----------------------------------------------------------

[ -f "$builddir/config.h" ] || die "no config.h in $builddir (run configure)"
for g in tmac.c table-linux.c; do
	[ -f "$builddir/src/$g" ] || die "no src/$g in $builddir (run make)"
done
tabledir=$(sed -n 's/^pkgdatadir = //p' "$builddir/Makefile" 2>/dev/null)
mkdir -p "$out/obj" "$out/bin" || die "cannot create $out/obj"
say "building with $cc ($("$cc" --version | head -n 1))"
objs=
# small caps (a held block, a piece of a long line, a chunk that the
# copy path reads: src/filter.h, src/io.h, src/io.c)
# so that inputs of a few kB reach them; the harnesses see the same
caps="-DKT_BLOCK_MAX_LINES=40 -DKT_BLOCK_MAX_BYTES=2048 -DKT_LINE_PIECE=256 -DKT_READ_SIZE=16"
for f in "$srcdir"/src/*.c "$builddir/src/tmac.c" "$builddir/src/table-linux.c"; do
	b=$(basename "$f" .c)
	# (the programs' main functions: libFuzzer has its own)
	case $b in main|*_main) continue ;; esac
	# the generated files are also listed from the source tree in an
	# in-tree build: compile each once
	case " $objs " in *" $out/obj/$b.o "*) continue ;; esac
	# shellcheck disable=SC2086
	"$cc" -std=c11 $cflags $san -fsanitize=fuzzer-no-link $caps \
	    -I"$builddir" -I"$srcdir/src" \
	    -DKT_TABLEDIR="\"${tabledir:-/usr/local/share/ktypes}\"" \
	    -c "$f" -o "$out/obj/$b.o" 2> "$out/obj/$b.log" ||
	    { cat "$out/obj/$b.log" >&2; die "cannot compile $f"; }
	objs="$objs $out/obj/$b.o"
done
libs=
if grep -q '^LIBICONV = ..*' "$builddir/Makefile" 2>/dev/null; then
	libs=$(sed -n 's/^LIBICONV = //p' "$builddir/Makefile")
fi
# The harnesses' own code (the invariant checks) is not instrumented for
# coverage: its branches would only add noise to libFuzzer's features
# and slow it down.  It is still sanitised.
for h in $harnesses; do
	# shellcheck disable=SC2086
	{ "$cc" -std=c11 $cflags $san $caps \
	    -I"$builddir" -I"$srcdir/src" -I"$srcdir/tests/fuzz" \
	    -c "$srcdir/tests/fuzz/fuzz_$h.c" -o "$out/obj/fuzz_$h.o" &&
	  "$cc" $cflags $san -fsanitize=fuzzer "$out/obj/fuzz_$h.o" $objs $libs \
	    -o "$out/bin/fuzz_$h"; } 2> "$out/bin/fuzz_$h.log" ||
	    { cat "$out/bin/fuzz_$h.log" >&2; die "cannot build fuzz_$h"; }
done
export ASAN_OPTIONS="${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1:allocator_may_return_null=0}"
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
if [ -n "${FUZZ_UBSAN_SUPP:-}" ]; then
	UBSAN_OPTIONS=$UBSAN_OPTIONS:suppressions=$FUZZ_UBSAN_SUPP
fi
export UBSAN_OPTIONS

if [ -n "$repro" ]; then
	"$out/bin/fuzz_$repro" -runs=1 "$@"
	status=$?
	[ $status -eq 0 ] || keep=yes
	exit $status
fi

# --- The seeds -----------------------------------------------------------
#
# fuzz_filter and fuzz_layout: every fixture, layout, modes and encoding
# page of the test suite and some real pages, each behind the first bytes
# that choose a run (see the harnesses); fuzz_tablefile: the tables;
# fuzz_encoding: the encoded pages of tests/encoding and UTF-16/32 copies.

seeds=$out/seeds
rm -rf "$seeds"
mkdir -p "$seeds/pages" || die "cannot create $seeds"
for f in "$srcdir"/tests/fixtures/* "$srcdir"/tests/layout/*.man \
    "$srcdir"/tests/layout/*.iso "$srcdir"/tests/modes/*.man \
    "$srcdir"/tests/encoding/*.man "$srcdir"/examples/demo.2; do
	[ -f "$f" ] && cp "$f" "$seeds/pages/t-$(basename "$f")"
done
cdir=${KTYPES_CORPUS:-$srcdir/../shared/corpus}
set -- "$cdir"/man-pages-*.tar.xz
if [ -f "$1" ] && command -v xz > /dev/null 2>&1; then
	mkdir -p "$out/corpus-pages"
	if xz -dc "$1" | tar -xf - -C "$out/corpus-pages" 2> /dev/null; then
		# pages with type words of each kind, and some tables
		{
			grep -rlE '__[us](8|16|32|64)' "$out/corpus-pages" | sort | head -n 40
			grep -rlE '(^|[^A-Za-z0-9_])[us](8|16|32|64)([^A-Za-z0-9_]|$)' \
			    "$out/corpus-pages"/*/man | sort | head -n 20
			grep -rl '^\.TS' "$out/corpus-pages"/*/man | sort | head -n 10
			grep -rlE '__(be|le)(16|32|64)' "$out/corpus-pages"/*/man | sort | head -n 5
		} 2> /dev/null | sort -u | while IFS= read -r p; do
			case $p in */man/*) ;; *) continue ;; esac
			cp "$p" "$seeds/pages/c-$(basename "$p")"
		done
		say "seeds: $(ls "$seeds/pages" | grep -c '^c-') real pages from $(basename "$1")"
	fi
	rm -rf "$out/corpus-pages"
else
	say "no man-pages snapshot in $cdir: seeds from the test suite only"
fi

# PREFIX-BYTES (octal escapes for printf) DIR: a copy of every page
# behind them.
seed_pages () {
	mkdir -p "$2"
	for p in "$seeds"/pages/*; do
		# shellcheck disable=SC2059
		{ printf "$1"; cat "$p"; } > "$2/$(basename "$p").$(printf '%s' "$1" | tr -dc '0-9')"
	done
}
# the inputs of earlier findings (tests/fuzz/regressions/HARNESS-*), so
# that each run tries them first
for h in $all_harnesses; do
	for f in "$srcdir"/tests/fuzz/regressions/"$h"-*; do
		[ -f "$f" ] || continue
		mkdir -p "$seeds/$h"
		cp "$f" "$seeds/$h/"
	done
done
# filter: kernel, iso, both, annotate, page (fixed on); iso with every
# class; iso strict; two files in iso and both
for b in '\010' '\011' '\012' '\013' '\014' '\071' '\111' '\211\200' '\212\100'; do
	seed_pages "$b" "$seeds/filter"
done
# layout: iso and both (fixed on), iso with every class, line by line,
# without a limit; iso and both in rooms of 78, 60, 50 and 30 columns
for b in '\004\000' '\005\000' '\034\000' '\044\000' '\004\116' \
    '\005\116' '\034\074' '\005\062' '\004\036' '\005\036'; do
	seed_pages "$b" "$seeds/layout"
done
mkdir -p "$seeds/tablefile"
cp "$srcdir"/tables/*.ktypes "$seeds/tablefile/" 2> /dev/null
printf 'class a on\nclass b off\nfoo = unsigned long [context distinct]\nbar = struct x *\n# c\n' \
    > "$seeds/tablefile/small"
printf 'class x\r\n  k_1 =  a b  [distinct]\r\nclass y on\nz=q\n' > "$seeds/tablefile/crlf"
mkdir -p "$seeds/encoding"
for f in "$srcdir"/tests/encoding/*.man "$srcdir"/tests/fixtures/fixed-types.man; do
	[ -f "$f" ] || continue
	b=$(basename "$f")
	{ printf '\000'; cat "$f"; } > "$seeds/encoding/detect-$b"
	i=0
	for e in UTF-16 UTF-16LE UTF-16BE UTF-32 UTF-32LE UTF-32BE UTF-8 latin1 \
	    Shift_JIS CP932 EUC-JP Big5 BIG5-HKSCS GBK GB18030 EUC-KR JOHAB \
	    ISO-2022-JP ISO-2022-KR UTF-7 CP1047 IBM037; do
		i=$((i + 1))
		case $b:$e in
		chinese-big5*:Big5|chinese-big5*:BIG5-HKSCS|chinese-gbk*:GBK|\
		chinese-gbk*:GB18030|japanese*:Shift_JIS|japanese*:CP932)
			# shellcheck disable=SC2059
			{ printf "\\$(printf '%03o' $i)"; cat "$f"; } > "$seeds/encoding/$e-$b" ;;
		fixed-types*:*)
			# the page converted into E (with a mark where iconv writes one)
			if iconv -f UTF-8 -t "$e" "$f" > "$out/conv" 2> /dev/null; then
				# shellcheck disable=SC2059
				{ printf "\\$(printf '%03o' $i)"; cat "$out/conv"; } > "$seeds/encoding/$e-$b"
				{ printf '\000'; cat "$out/conv"; } > "$seeds/encoding/detect-$e-$b"
			fi ;;
		esac
	done
done
rm -f "$out/conv"

# --- The runs ------------------------------------------------------------

jobs=${FUZZ_JOBS:-$(getconf _NPROCESSORS_ONLN 2> /dev/null || echo 1)}
case $jobs in ''|*[!0-9]*|0) jobs=1 ;; esac
# findings of an earlier run in the same FUZZ_OUT are put aside
if [ -d "$out/findings" ] && [ -n "$(ls "$out/findings")" ]; then
	rm -rf "$out/findings.old"
	mv "$out/findings" "$out/findings.old"
fi
mkdir -p "$out/findings" "$out/logs"

# run_one HARNESS: fuzz it for $secs seconds; its status in logs/H.status
run_one () {
	h=$1
	mkdir -p "$out/corpus/$h"
	case $h in
	filter|layout) dict=-dict=$srcdir/tests/fuzz/roff.dict ;;
	tablefile) dict=-dict=$srcdir/tests/fuzz/tablefile.dict ;;
	*) dict= ;;
	esac
	# shellcheck disable=SC2086
	"$out/bin/fuzz_$h" -max_total_time="$secs" ${runs:+-runs=$runs} -timeout=20 \
	    -seed="$fseed" \
	    -rss_limit_mb=2048 -max_len="$maxlen" -print_final_stats=1 \
	    -artifact_prefix="$out/findings/$h-" $dict ${FUZZ_FLAGS:-} \
	    "$out/corpus/$h" "$seeds/$h" > "$out/logs/$h.log" 2>&1
	echo $? > "$out/logs/$h.status"
}

if [ -n "$runs" ]; then
	say "running $harnesses for $runs executions each (time limit: ${secs}s, 0 for none), $jobs at a time ($sanitize, seed $fseed)"
else
	say "running $harnesses for ${secs}s each, $jobs at a time ($sanitize, seed $fseed)"
fi
running=0
for h in $harnesses; do
	run_one "$h" &
	running=$((running + 1))
	if [ $running -ge "$jobs" ]; then
		wait
		running=0
	fi
done
wait

failed=0
for h in $harnesses; do
	st=$(cat "$out/logs/$h.status" 2> /dev/null || echo 99)
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/logs/$h.log" | tail -n 1)
	done_line=$(grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE|INITED)' "$out/logs/$h.log" | tail -n 1)
	cov=$(printf '%s\n' "$done_line" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
	ft=$(printf '%s\n' "$done_line" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
	corp=$(printf '%s\n' "$done_line" | sed -n 's/.* corp: \([0-9]*\).*/\1/p')
	found=$(ls "$out/findings" | grep -c "^$h-")
	say "fuzz_$h: status $st, ${execs:-?} executions, cov ${cov:-?}, ft ${ft:-?}, corpus ${corp:-?}, findings $found"
	if [ "$st" != 0 ] || [ "$found" -ne 0 ]; then
		failed=1
		cp "$out/logs/$h.log" "$out/findings/$h.log"
		grep -E 'ERROR: |INVARIANT VIOLATED|SUMMARY: ' "$out/logs/$h.log" | head -n 5 | sed 's/^/  /'
	fi
done
if [ $failed -ne 0 ]; then
	keep=yes
	say "FAIL: findings in $out/findings (reproduce: sh $0 --repro HARNESS FILE)"
	exit 1
fi
say "PASS: no finding"
exit 0
