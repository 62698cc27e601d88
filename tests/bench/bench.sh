#!/bin/sh
# shellcheck disable=SC2002,SC2086,SC2046,SC2015
# (cat FILE | X is the method; the command words split on purpose)
# tests/bench/bench.sh: the benchmark of issue 8, run by "make bench".
#
# Builds its inputs in a temporary folder (removed on exit): the pages of
# the man-pages snapshot ($KTYPES_CORPUS, default ../shared/corpus beside
# the source tree), or of any folder of pages given as BENCH_PAGES=DIR
# (.gz, .xz and .bz2 pages are decompressed), concatenated and repeated to
# about BENCH_MB (45) MB; and the adversarial inputs of the issue: a 100 MB
# single line, a 1,000,000-line no-fill block, a line of 10 million
# backslashes, a page with 1,000,000 type words (and a no-fill block just
# at the filter's cap, which is held whole).  Each is also built at half
# its size, to see that ktypes' time and memory grow linearly.
#
# Every command X is timed the same way, "cat FILE | X > /dev/null", best
# of BENCH_RUNS (3) runs, each under "timeout BENCH_TIMEOUT" (300 s), the
# commands taking turns (a round is one run of each):
# cat, ktypes in every mode (and with no -m), sed -E with the eight long
# names of the issue, preconv and tbl.  Peak resident memory and each
# command's processor time (user + sys, in a table of its own under each
# input's) come from GNU time (/usr/bin/time -f "%U %S %M"), instruction
# counts from "perf stat" where the machine counts them.  The start-up cost is 1000 runs of
# "cat PAGE | ktypes -m iso" against 1000 of "cat PAGE | cat" on one
# typical page (BENCH_PAGE=FILE to choose it).  Then a large type
# table (--table=FILE of 175,000, 350,000 and 700,000 entries): its load
# time and memory.  Last, ktypes-bake -m iso on a copy of an installed
# manual tree (BENCH_MANDIR, /usr/share/man by default), a first bake
# and a second one with nothing changed, beside "mandb -c" (man-db's
# database built anew) on the same copy: one run each, a row each, under
# "timeout 4*BENCH_TIMEOUT"; BENCH_BAKE=0 skips it.
#
# Environment: KTYPES_BIN (the binary; default $top_builddir/src/ktypes),
# KTYPES_BAKE_BIN (default $top_builddir/src/ktypes-bake), BENCH_MANDIR,
# BENCH_BAKE, top_srcdir, top_builddir, KTYPES_CORPUS, BENCH_PAGES, BENCH_PAGE,
# BENCH_MB, BENCH_RUNS, BENCH_TIMEOUT, BENCH_STARTUP_RUNS (1000),
# BENCH_QUICK=1 (skip the adversarial inputs), BENCH_VALGRIND=1 (count
# instructions with callgrind too, for the scaling), BENCH_KEEP=1 (keep the
# temporary folder, with the raw results, and say where).  Nothing here asserts a
# time: the summary says which targets of the issue this machine meets,
# and the exit status is 0 unless the benchmark itself cannot run.

set -u
LC_ALL=C
export LC_ALL
top_srcdir=${top_srcdir:-$(cd "$(dirname "$0")/../.." && pwd)}
top_builddir=${top_builddir:-$top_srcdir}
KT=${KTYPES_BIN:-$top_builddir/src/ktypes}
KTB=${KTYPES_BAKE_BIN:-$top_builddir/src/ktypes-bake}
MB=${BENCH_MB:-45}
RUNS=${BENCH_RUNS:-3}
TMO=${BENCH_TIMEOUT:-300}
SRUNS=${BENCH_STARTUP_RUNS:-1000}
unset KTYPES KTYPES_CLASSES

die () { printf 'bench: %s\n' "$*" >&2; exit 2; }
note () { printf '%s\n' "$*" >> "$tmp/notes"; }

[ -x "$KT" ] || die "no ktypes binary at $KT (run make first)"
for t in cat sed awk timeout date; do
	command -v $t > /dev/null 2>&1 || die "$t is not installed"
done
date +%s%N | grep -q '^[0-9]*$' || die "date +%s%N gives no nanoseconds"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ktypes-bench.XXXXXX") || die "no temporary folder"
if [ "${BENCH_KEEP:-0}" = 1 ]; then
	trap 'printf "bench: kept %s\n" "$tmp" >&2' EXIT
else
	trap 'rm -rf "$tmp"' EXIT
fi
trap 'exit 130' INT TERM HUP
: > "$tmp/notes"
: > "$tmp/results"
: > "$tmp/halves"

# The locale of every command: UTF-8 when the system has it (man pages are
# UTF-8; preconv and ktypes take the locale's character set).
if locale -a 2>/dev/null | grep -qi '^c\.utf-\{0,1\}8$'; then
	LC_ALL=C.UTF-8
fi

# GNU time for the peak memory; without it, no memory column.
TIME=
if [ -x /usr/bin/time ] && /usr/bin/time -f %M -o "$tmp/m" true 2>/dev/null &&
    grep -q '^[0-9][0-9]*$' "$tmp/m"; then
	TIME=/usr/bin/time
else
	note "peak memory: not measured, GNU time (/usr/bin/time) is absent;" \
	    "install the Debian package 'time' (add it to tools/deps.sh)"
fi

# perf stat, where the machine counts instructions.
PERF=
if command -v perf > /dev/null 2>&1 &&
    perf stat -x, -e instructions -o "$tmp/p" true 2>/dev/null &&
    grep -q '^[0-9][0-9]*,' "$tmp/p"; then
	PERF=perf
else
	note "instructions: not counted, 'perf stat -e instructions' does not" \
	    "work here (perf absent, no hardware counters, or" \
	    "perf_event_paranoid)"
fi

# BENCH_VALGRIND=1: count the instructions of ktypes -m iso on a quarter
# and half of each input with callgrind, for the scaling (slow: minutes).
VG=
: > "$tmp/vg"
if [ "${BENCH_VALGRIND:-0}" = 1 ]; then
	if command -v valgrind > /dev/null 2>&1; then
		VG=valgrind
	else
		note "BENCH_VALGRIND=1: valgrind is not installed"
	fi
fi
vg_count () {
	valgrind --tool=callgrind --callgrind-out-file=/dev/null \
	    "$KT" -m iso "$1" 2>&1 > /dev/null |
	    sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}

# The commands.  The sed script: the eight fixed long names, as the issue.
cat > "$tmp/iso.sed" << 'EOF'
s/\b__u8\b/uint8_t/g
s/\b__u16\b/uint16_t/g
s/\b__u32\b/uint32_t/g
s/\b__u64\b/uint64_t/g
s/\b__s8\b/int8_t/g
s/\b__s16\b/int16_t/g
s/\b__s32\b/int32_t/g
s/\b__s64\b/int64_t/g
EOF
TOOLS="cat kernel default iso both annotate sed preconv tbl"
KTMODES="kernel default iso both annotate"
label () {
	case $1 in
	cat) echo "cat" ;;
	default) echo "ktypes (no -m)" ;;
	kernel|iso|both|annotate) echo "ktypes -m $1" ;;
	sed) echo "sed -E (8 names)" ;;
	preconv) echo "preconv" ;;
	tbl) echo "tbl" ;;
	esac
}
# tool_cmd TOOL: set "$@"-ready words in $cmd
tool_cmd () {
	case $1 in
	cat) cmd="cat" ;;
	default) cmd="$KT" ;;
	kernel|iso|both|annotate) cmd="$KT -m $1" ;;
	sed) cmd="sed -E -f $tmp/iso.sed" ;;
	preconv) cmd="preconv" ;;
	tbl) cmd="tbl" ;;
	esac
}
available () {
	case $1 in
	sed|preconv|tbl) command -v "$1" > /dev/null 2>&1 ;;
	*) true ;;
	esac
}
for t in preconv tbl; do
	available $t || note "$t: not installed (groff), not timed"
done

now () { date +%s%N; }

# run_tool FILE TOOL: best of RUNS runs; prints
# "nanoseconds peak_kib rc stderr_lines instructions cpu_ms".
run_tool () {
	rt_file=$1
	rt_tool=$2
	tool_cmd "$2"
	rt_best='' rt_mem=0 rt_rc=0 rt_err=0 rt_ins=- rt_cpu=''
	rt_i=0
	while [ $rt_i -lt "$RUNS" ]; do
		rt_i=$((rt_i + 1))
		rm -f "$tmp/mem"
		rt_s=$(now)
		if [ -n "$TIME" ]; then
			# shellcheck disable=SC2086
			cat "$rt_file" | $TIME -f "%U %S %M" -o "$tmp/mem" \
			    timeout "$TMO" $cmd > /dev/null 2> "$tmp/err"
		else
			# shellcheck disable=SC2086
			cat "$rt_file" | timeout "$TMO" $cmd \
			    > /dev/null 2> "$tmp/err"
		fi
		rt_r=$?
		rt_e=$(now)
		rt_t=$((rt_e - rt_s))
		if [ -z "$rt_best" ] || [ $rt_t -lt "$rt_best" ]; then
			rt_best=$rt_t
		fi
		if [ -s "$tmp/mem" ]; then
			# "USER SYS KIB": CPU time (for the scaling, which
			# the load of the machine disturbs less) and memory
			set -- $(tail -n 1 "$tmp/mem")
			case ${3:-x} in
			*[!0-9]*) ;;
			*)	[ "$3" -gt "$rt_mem" ] && rt_mem=$3
				rt_c=$(awk -v u="$1" -v s="$2" \
				    'BEGIN { printf "%d", (u + s) * 1000 + 0.5 }')
				if [ -z "$rt_cpu" ] || [ "$rt_c" -lt "$rt_cpu" ]; then
					rt_cpu=$rt_c
				fi ;;
			esac
		fi
		rt_err=$(wc -l < "$tmp/err")
		if [ $rt_r -ne 0 ]; then
			rt_rc=$rt_r
			cp "$tmp/err" "$tmp/err.fail.$rt_tool"
			break	# a failure or a timeout: no more runs
		fi
	done
	if [ -n "$PERF" ] && [ "${NO_PERF:-0}" != 1 ] && [ $rt_rc -eq 0 ]; then
		# shellcheck disable=SC2086
		cat "$rt_file" | timeout "$TMO" perf stat -x, -e instructions \
		    -o "$tmp/perf" $cmd > /dev/null 2>&1 &&
		rt_ins=$(awk -F, '/^[0-9]/ { print $1; exit }' "$tmp/perf")
		[ -n "$rt_ins" ] || rt_ins=-
	fi
	[ -n "$TIME" ] || rt_mem=-
	echo "$rt_best $rt_mem $rt_rc $rt_err $rt_ins ${rt_cpu:--}"
}

# rc_best "R1|R2|...": of results of run_tool, the best time and CPU
# time, the largest memory, a failure if any, the last instruction count
rc_best () { printf '%s\n' "$1" | tr '|' '\n' | awk 'NF > 0 {
	if (n++ == 0 || $1 < t) t = $1; if ($2 > m) m = $2
	if ($3 != 0) rc = $3; e = $4; if ($5 != "-") i = $5
	if ($6 != "-" && (c == "" || $6 < c)) c = $6 }
	END { print t, m, rc + 0, e, (i == "" ? "-" : i), (c == "" ? "-" : c) }'; }

# recheck ID TOOL FULL BYTES HALF HBYTES: when the time of TOOL on
# FULL grew more than 1.25 times as fast as the input against HALF, time
# both again, alternately, RUNS times more (the load of the machine comes
# and goes), and record the best of all runs.
recheck () {
	rc_last () { awk -F'\t' -v id="$1" -v t="$2" \
	    '$1 == id && $2 == t { r = $4 } END { print r }' "$3"; }
	set -- "$@" "$(rc_last "$1" "$2" "$tmp/results")" \
	    "$(rc_last "$1" "$2" "$tmp/halves")"
	awk -v f="$7" -v h="$8" -v b="$4" -v hb="$6" 'BEGIN {
		split(f, F, " "); split(h, H, " ")
		if (F[3] != 0 || H[3] != 0 || H[1] <= 0) exit 1
		if (F[6] != "-" && H[6] != "-" && H[6] >= 50)	# CPU ms
			exit !(F[6] >= 100 && F[6] / H[6] > 1.25 * b / hb)
		exit !(F[1] >= 1e8 && F[1] / H[1] > 1.25 * b / hb)	# wall ns
	}' || return 0
	printf '  %s: again, half and full alternately ...\n' "$(label $2)" >&2
	rc_f=$7 rc_h=$8 rc_i=0
	while [ $rc_i -lt "$RUNS" ]; do
		rc_i=$((rc_i + 1))
		rc_f="$rc_f|$(RUNS=1 run_tool "$3" $2)"
		rc_h="$rc_h|$(RUNS=1 run_tool "$5" $2)"
	done
	printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$4" "$(rc_best "$rc_f")" >> "$tmp/results"
	printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$6" "$(rc_best "$rc_h")" >> "$tmp/halves"
}

# ---- the inputs ----------------------------------------------------------

# cat_pages DIR: every regular file under DIR, sorted, decompressed.
cat_pages () {
	(cd "$1" && find . -type f | LC_ALL=C sort) | while IFS= read -r f; do
		case $f in
		*.gz) gzip -dc "$1/$f" ;;
		*.xz) xz -dc "$1/$f" ;;
		*.bz2) bzip2 -dc "$1/$f" ;;
		*) cat "$1/$f" ;;
		esac
	done
}

pages=
if [ -n "${BENCH_PAGES:-}" ]; then
	[ -d "$BENCH_PAGES" ] || die "BENCH_PAGES=$BENCH_PAGES is not a folder"
	pages=$(cd "$BENCH_PAGES" && pwd)
	source_name="pages of $pages"
else
	cdir=${KTYPES_CORPUS:-$top_srcdir/../shared/corpus}
	set -- "$cdir"/man-pages-*.tar.xz
	[ -f "$1" ] || die "no man-pages snapshot in $cdir (set KTYPES_CORPUS, or BENCH_PAGES=DIR)"
	command -v xz > /dev/null 2>&1 || die "xz is not installed"
	mkdir "$tmp/corpus" && xz -dc "$1" | tar -xf - -C "$tmp/corpus" ||
	    die "cannot extract $1"
	for d in "$tmp"/corpus/*/man; do
		[ -d "$d" ] && pages=$d
	done
	[ -n "$pages" ] || die "no man/ folder in $1"
	source_name=$(basename "$1" .tar.xz)
fi
npages=$(find "$pages" -type f | wc -l)
[ "$npages" -gt 0 ] || die "no pages in $pages"
cat_pages "$pages" > "$tmp/one.man"
one=$(wc -c < "$tmp/one.man")
[ "$one" -gt 0 ] || die "the pages of $pages are empty"
reps=$(( (MB * 1000000 + one / 2) / one ))
[ $reps -ge 1 ] || reps=1

# The typical page of the start-up cost: BENCH_PAGE, statx(2) (a page
# with the types), or the page of median size.
startpage=$tmp/page.man
if [ -n "${BENCH_PAGE:-}" ]; then
	cp "$BENCH_PAGE" "$startpage" || die "cannot read BENCH_PAGE=$BENCH_PAGE"
	startname=$BENCH_PAGE
else
	p=$(find "$pages" -type f \( -name statx.2 -o -name 'statx.2.*' \) | head -n 1)
	if [ -z "$p" ]; then
		p=$(find "$pages" -type f -printf '%s %p\n' | sort -n |
		    awk '{ l[NR] = $0 } END { s = l[int((NR + 1) / 2)];
			sub(/^[0-9]+ /, "", s); print s }')
	fi
	case $p in
	*.gz) gzip -dc "$p" ;; *.xz) xz -dc "$p" ;; *.bz2) bzip2 -dc "$p" ;;
	*) cat "$p" ;;
	esac > "$startpage"
	startname=${p#"$pages"/}
fi

# gen ID SCALE FILE: input ID at 1/SCALE of its size (1 = full, 2 = half,
# 4 = a quarter) into FILE.
gen () {
	case $1 in
	corpus)
		r=$(( (reps + $2 - 1) / $2 ))
		if [ $((reps % $2)) -ne 0 ] && [ $r -le 1 ]; then
			head -c $((one * reps / $2)) "$tmp/one.man"
		else
			i=0
			while [ $i -lt $r ]; do
				cat "$tmp/one.man"
				i=$((i + 1))
			done
		fi ;;
	longline)	# one line of 100 MB: running text with type words
		awk -v n=$((100000000 / $2)) 'BEGIN {
			s = "the __u32 field holds \\fBu64\\fP flags, cast (__s16) x; "
			for (k = 0; k < 6; k++) s = s s	# 3584 bytes
			for (m = 0; m + length(s) <= n; m += length(s))
				printf "%s", s
			printf "%s\n", substr(s, 1, n - m - 1)
		}' ;;
	nofill)		# a 1,000,000-line no-fill block of struct members
		awk -v n=$((1000000 / $2)) 'BEGIN {
			split("__u8 __u16 __u32 __u64 __s8 __s16 __s32 __s64 u32 u64 __be32 int", t, " ")
			print ".TH BENCH 2 2026-12-03 ktypes-bench"
			print ".SH SYNOPSIS"
			print ".nf"
			print "struct bench {"
			for (i = 0; i < n; i++)
				printf "    %-8s field_%07d;  /* member %d */\n", t[i % 12 + 1], i, i
			print "};"
			print ".fi"
		}' ;;
	capblock)	# a no-fill block at the cap of src/filter.h: held whole
		awk -v n=$((capl / $2)) 'BEGIN {
			split("__u8 __u16 __u32 __u64 __s8 __s16 __s32 __s64 u32 u64 __be32 int", t, " ")
			print ".TH BENCH 2 2026-12-03 ktypes-bench"
			print ".SH SYNOPSIS"
			print ".EX"
			print "struct bench {"
			for (i = 0; i < n - 3; i++)
				printf "    %-8s field_%07d;  /* member %d */\n", t[i % 12 + 1], i, i
			print "};"
			print ".EE"
		}' ;;
	backslash)	# a line of 10 million backslashes
		awk -v n=$((10000000 / $2)) 'BEGIN {
			s = "\\\\\\\\\\\\\\\\\\\\"	# 10 backslashes
			for (k = 0; k < 10; k++) s = s s	# 10240
			for (m = 0; m + length(s) <= n; m += length(s))
				printf "%s", s
			printf "%s\n", substr(s, 1, n - m)
		}' ;;
	typewords)	# a page with 1,000,000 type words, 10 a line
		awk -v n=$((100000 / $2)) 'BEGIN {
			print ".TH BENCH 2 2026-12-03 ktypes-bench"
			print ".SH DESCRIPTION"
			for (i = 0; i < n; i++) {
				if (i % 1000 == 0) print ".PP"
				print "__u8 __u16 __u32 __u64 __s8 __s16 __s32 __s64 \\fBu32\\fP (u64)x"
			}
		}' ;;
	esac > "$3"
}
describe () {
	case $1 in
	corpus) echo "$source_name, $npages pages ($one bytes) x $reps" ;;
	longline) echo "a single line of 100 MB (running text with type words)" ;;
	nofill) echo "a no-fill block (.nf/.fi) of 1,000,000 struct lines (past the cap)" ;;
	capblock) echo "a no-fill block (.EX/.EE) of $capl lines, the cap: held whole" ;;
	backslash) echo "a line of 10,000,000 backslashes" ;;
	typewords) echo "a page with 1,000,000 type words (100,000 lines)" ;;
	esac
}

capl=$(sed -n 's/^#define KT_BLOCK_MAX_LINES \([0-9][0-9]*\).*/\1/p' \
    "$top_srcdir/src/filter.h" 2>/dev/null)
[ -n "$capl" ] || capl=100000

INPUTS=corpus
[ "${BENCH_QUICK:-0}" = 1 ] ||
	INPUTS="corpus longline nofill capblock backslash typewords"

# ---- the header ----------------------------------------------------------

cpu=$(sed -n 's/^model name[	 ]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)
memk=$(sed -n 's/^MemTotal: *\([0-9]*\) kB/\1/p' /proc/meminfo 2>/dev/null)
cflags=$(sed -n 's/^CFLAGS = //p' "$top_builddir/Makefile" 2>/dev/null)
san=$(sed -n 's/^KT_SAN_CFLAGS = //p' "$top_builddir/Makefile" 2>/dev/null)
echo "ktypes benchmark (issue 8), $(date '+%Y-%m-%d %H:%M')"
echo "machine: ${cpu:-unknown CPU}, $(nproc 2>/dev/null || echo '?') CPUs," \
    "$(awk -v k="${memk:-0}" 'BEGIN { printf "%.1f GiB", k / 1048576 }') memory," \
    "$(uname -sr)"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null) at the start (other work on the machine disturbs the times)"
echo "ktypes:  $("$KT" --version | head -n 1), $KT (CFLAGS ${cflags:-?})"
[ -n "$san" ] && echo "WARNING: built with sanitizers ($san): times mean nothing"
echo "tools:   $(sed --version | head -n 1); $(preconv --version 2>&1 | head -n 1);" \
    "$(tbl --version 2>&1 | head -n 1)"
echo "method:  cat FILE | X > /dev/null, best of $RUNS rounds (each command once a round), LC_ALL=$LC_ALL," \
    "timeout ${TMO}s; MB = 10^6 bytes; xcat = time / cat's time," \
    "xsed = time / sed's time"
echo

# ---- the runs ------------------------------------------------------------

for id in $INPUTS; do
	f=$tmp/$id.in
	gen $id 1 "$f"
	bytes=$(wc -c < "$f")
	printf 'input %s: %s\n' "$id" "$(describe $id)" >&2
	# RUNS rounds, each of one run of every tool in turn, so that a
	# change in the load of the machine falls on all of them alike (a
	# tool that fails or times out runs no more)
	for tool in $TOOLS; do
		eval "acc_$tool="
	done
	round=0
	while [ $round -lt "$RUNS" ]; do
		round=$((round + 1))
		printf '  round %d of %d:' $round "$RUNS" >&2
		for tool in $TOOLS; do
			available $tool || continue
			eval "acc=\$acc_$tool"
			case $acc in *"|"*) [ "$(rc_best "$acc" | cut -d' ' -f3)" = 0 ] || continue ;; esac
			printf ' %s' "$tool" >&2
			r=$(NO_PERF=1 RUNS=1 run_tool "$f" $tool)
			eval "acc_$tool=\"\$acc|\$r\""
		done
		printf '\n' >&2
	done
	for tool in $TOOLS; do
		available $tool || continue
		eval "acc=\$acc_$tool"
		r=$(rc_best "$acc")
		if [ -n "$PERF" ] && [ "$(echo "$r" | cut -d' ' -f3)" = 0 ]; then
			# the instruction count, once
			ins=$(RUNS=1 run_tool "$f" $tool | cut -d' ' -f5)
			r=$(echo "$r" | awk -v i="$ins" '{ $5 = i; print }')
		fi
		printf '%s\t%s\t%s\t%s\n' "$id" "$tool" "$bytes" "$r" >> "$tmp/results"
		set -- $r
		if [ "$3" -ne 0 ]; then
			if [ "$3" -eq 124 ]; then
				note "$id: $(label $tool) timed out (${TMO}s)"
			else
				note "$id: $(label $tool) failed, status $3:" \
				    "$(head -n 3 "$tmp/err.fail.$tool" | tr '\n' ' ')"
			fi
		elif [ "$4" -gt 0 ]; then
			case $tool in
			kernel|default|iso|both|annotate)
				tool_cmd $tool
				# shellcheck disable=SC2086
				cat "$f" | timeout "$TMO" $cmd 2>&1 > /dev/null |
				    sed 's/.*: //' | sort | uniq -c | sort -rn |
				    head -n 2 > "$tmp/w"
				note "$id: $(label $tool): $4 lines on standard error;" \
				    "most: $(sed 's/^ *//' "$tmp/w" | tr '\n' ';' |
				    sed 's/;$//; s/;/; /g')" ;;
			esac
		fi
	done
	# kernel mode is the identity, byte for byte
	if ! cat "$f" | timeout "$TMO" "$KT" -m kernel 2> /dev/null |
	    cmp -s - "$f"; then
		note "$id: ktypes -m kernel does not copy its input unchanged"
	fi
	# half the input, for the scaling of ktypes' time and memory
	gen $id 2 "$tmp/half.in"
	hbytes=$(wc -c < "$tmp/half.in")
	for tool in $KTMODES; do
		printf '  %s (half) ...\n' "$(label $tool)" >&2
		r=$(run_tool "$tmp/half.in" $tool)
		printf '%s\t%s\t%s\t%s\n' "$id" "$tool" "$hbytes" "$r" >> "$tmp/halves"
		recheck "$id" $tool "$f" "$bytes" "$tmp/half.in" "$hbytes"
	done
	# instruction counts, which the load of the machine does not change
	if [ -n "$VG" ]; then
		printf '  ktypes -m iso under valgrind, a quarter and half ...\n' >&2
		gen $id 4 "$tmp/quarter.in"
		vq=$(vg_count "$tmp/quarter.in")
		vh=$(vg_count "$tmp/half.in")
		printf '%s\t%s\t%s\t%s\t%s\n' "$id" "$(wc -c < "$tmp/quarter.in")" \
		    "$vq" "$hbytes" "$vh" >> "$tmp/vg"
		rm -f "$tmp/quarter.in"
	fi
	rm -f "$f" "$tmp/half.in"
done

# ---- start-up -------------------------------------------------------------

# startup_loop N CMD...: nanoseconds for N runs of cat PAGE | CMD
startup_loop () {
	sl_n=$1
	shift
	sl_s=$(now)
	sl_i=0
	while [ $sl_i -lt "$sl_n" ]; do
		cat "$startpage" | "$@" > /dev/null 2>&1
		sl_i=$((sl_i + 1))
	done
	sl_e=$(now)
	echo $((sl_e - sl_s))
}
# SRUNS runs of each in 10 alternating rounds (the load of the machine
# comes and goes); the best round of each, and the median difference.
printf 'start-up: %s runs each ...\n' "$SRUNS" >&2
srounds=10
sn=$(( (SRUNS + srounds - 1) / srounds ))
sc='' sk='' sdiffs=''
round=0
while [ $round -lt $srounds ]; do
	round=$((round + 1))
	a=$(startup_loop $sn cat)
	b=$(startup_loop $sn "$KT" -m iso)
	{ [ -z "$sc" ] || [ "$a" -lt "$sc" ]; } && sc=$a
	{ [ -z "$sk" ] || [ "$b" -lt "$sk" ]; } && sk=$b
	sdiffs="$sdiffs $((b - a))"
done
sbytes=$(wc -c < "$startpage")

# ---- the report ----------------------------------------------------------

for id in $INPUTS; do
	eval "DESC_$id=\$(describe $id)"
	export "DESC_$id"
done
awk -F'\t' -v halves="$tmp/halves" -v perf="$PERF" \
    -v sc="$sc" -v sk="$sk" -v sruns="$sn" -v srounds="$srounds" \
    -v sdiffs="$sdiffs" -v sbytes="$sbytes" \
    -v sname="$startname" '
BEGIN {
	LBL["cat"] = "cat"; LBL["kernel"] = "ktypes -m kernel"
	LBL["default"] = "ktypes (no -m)"; LBL["iso"] = "ktypes -m iso"
	LBL["both"] = "ktypes -m both"; LBL["annotate"] = "ktypes -m annotate"
	LBL["sed"] = "sed -E (8 names)"; LBL["preconv"] = "preconv"
	LBL["tbl"] = "tbl"
	while ((getline l < halves) > 0) {
		split(l, h, "\t"); split(h[4], v, " ")
		HB[h[1], h[2]] = h[3]; HT[h[1], h[2]] = v[1]
		HM[h[1], h[2]] = v[2]; HR[h[1], h[2]] = v[3]; HC[h[1], h[2]] = v[6]
	}
}
{
	id = $1; tool = $2; split($4, v, " ")
	if (!(id in seen)) { seen[id] = 1; order[++n] = id }
	B[id] = $3; T[id, tool] = v[1]; M[id, tool] = v[2]
	R[id, tool] = v[3]; I[id, tool] = v[5]; C[id, tool] = v[6]
	if (!((id, tool) in T0)) tools[id] = tools[id] " " tool
	T0[id, tool] = 1
}
function ratio(id, t, base, w) {
	if ((id, base) in T && T[id, base] > 0 && R[id, base] == 0 && R[id, t] == 0)
		printf " %" w ".2f", T[id, t] / T[id, base]
	else
		printf " %" w "s", "-"
}
function cratio(id, t, base, w) {
	# a base under 50 ms is too coarse for a ratio (GNU time counts 10 ms)
	if ((id, base) in C && C[id, base] != "-" && C[id, base] >= 50 && \
	    R[id, base] == 0)
		printf " %" w ".2f", C[id, t] / C[id, base]
	else
		printf " %" w "s", "-"
}
function kt(t) { return t == "kernel" || t == "default" || t == "iso" || \
    t == "both" || t == "annotate" }
function verdict(ok, what) {
	printf "  %-4s %s\n", ok ? "ok" : "MISS", what
}
END {
	for (k = 1; k <= n; k++) {
		id = order[k]
		printf "== %s: %s, %.1f MB\n", id, ENVIRON["DESC_" id], B[id] / 1e6
		printf "%-18s %8s %8s %6s %6s %8s %6s %9s", "command", "time s", \
		    "MB/s", "xcat", "xsed", "xpreconv", "xtbl", "peak KiB"
		if (perf != "") printf " %14s", "instructions"
		printf "  %s\n", "half -> full (ktypes: CPU or wall time, memory)"
		c = split(substr(tools[id], 2), tl, " ")
		for (j = 1; j <= c; j++) {
			t = tl[j]; s = T[id, t] / 1e9
			printf "%-18s", LBL[t]
			if (R[id, t] == 124) printf " %8s %8s", "TIMEOUT", "-"
			else if (R[id, t] != 0) printf " %8s %8s", "FAIL:" R[id, t], "-"
			else printf " %8.3f %8.1f", s, (s > 0 ? B[id] / 1e6 / s : 0)
			ratio(id, t, "cat", 6); ratio(id, t, "sed", 6)
			ratio(id, t, "preconv", 8); ratio(id, t, "tbl", 6)
			printf " %9s", M[id, t]
			if (perf != "") printf " %14s", I[id, t]
			if (R[id, t] != 0 && kt(t))
				fail = fail sprintf("  %s, %s: %s\n", id, LBL[t], \
				    R[id, t] == 124 ? "timed out" : "exit status " R[id, t])
			if ((id, t) in HT && HT[id, t] > 0 && HR[id, t] == 0 && R[id, t] == 0) {
				# CPU time where GNU time gives it, else wall time
				if (C[id, t] != "-" && HC[id, t] != "-" && HC[id, t] >= 50) {
					x = C[id, t] / HC[id, t]; s = C[id, t] / 1000
				} else x = T[id, t] / HT[id, t]
				xb = B[id] / HB[id, t]
				printf "  %s x%.2f", (C[id, t] != "-" && HC[id, t] >= 50) ? "cpu" : "time", x
				if (M[id, t] != "-")
					printf ", mem %s -> %s", HM[id, t], M[id, t]
				if (x / xb > 1.25 && s >= 0.1) {
					printf "  NON-LINEAR"
					nl = nl sprintf("  %s, %s: time x%.2f for x%.2f the input\n", \
					    id, LBL[t], x, xb)
				}
			}
			else if ((id, t) in HR && HR[id, t] != 0) {
				printf "  half: %s", HR[id, t] == 124 ? "TIMEOUT" : "FAIL:" HR[id, t]
				fail = fail sprintf("  %s (half), %s: %s\n", id, LBL[t], \
				    HR[id, t] == 124 ? "timed out" : "exit status " HR[id, t])
			} else if ((id, t) in HT)
				printf "  half: ? (%s)", HT[id, t]
			if (kt(t) && M[id, t] != "-" && M[id, t] + 0 >= 8192 && id != "capblock")
				big = big sprintf("  %s, %s: %s KiB\n", id, LBL[t], M[id, t])
			printf "\n"
		}
		# the processor time of each command (user + sys, all its
		# threads: GNU time, to 10 ms), which the load of the machine
		# disturbs less than the clock
		cc = 0
		for (j = 1; j <= c; j++)
			if (C[id, tl[j]] != "" && C[id, tl[j]] != "-") cc++
		if (cc > 0) {
			printf "%-18s %8s %6s %6s %8s %6s  %s\n", "", "cpu s", "xcat", \
			    "xsed", "xpreconv", "xtbl", "(processor time, best of the rounds)"
			for (j = 1; j <= c; j++) {
				t = tl[j]
				if (C[id, t] == "" || C[id, t] == "-" || R[id, t] != 0)
					continue
				printf "%-18s %8.3f", LBL[t], C[id, t] / 1000
				cratio(id, t, "cat", 6); cratio(id, t, "sed", 6)
				cratio(id, t, "preconv", 8); cratio(id, t, "tbl", 6)
				printf "\n"
			}
		}
		printf "\n"
	}
	per = (sk - sc) / sruns / 1e6
	nd = split(sdiffs, dd, " ")
	for (a = 1; a <= nd; a++)	# sort the differences of the rounds
		for (b = a + 1; b <= nd; b++)
			if (dd[b] + 0 < dd[a] + 0) { x = dd[a]; dd[a] = dd[b]; dd[b] = x }
	med = (nd % 2 ? dd[(nd + 1) / 2] : (dd[nd / 2] + dd[nd / 2 + 1]) / 2) / sruns / 1e6
	printf "== start-up: %s (%d bytes), %d runs each in %d alternating rounds\n", \
	    sname, sbytes, sruns * srounds, srounds
	printf "cat PAGE | cat            %.3f ms a run (best round)\n", sc / sruns / 1e6
	printf "cat PAGE | ktypes -m iso  %.3f ms a run (best round)\n", sk / sruns / 1e6
	printf "difference                %.3f ms a run (best rounds), %.3f ms (median of the rounds)\n\n", \
	    per, med
	if (med > per) per = med

	printf "targets of issue 8 on the corpus input:\n"
	if (("corpus", "cat") in T && T["corpus", "cat"] > 0) {
		c0 = T["corpus", "cat"]
		verdict(T["corpus", "kernel"] <= 1.3 * c0, \
		    sprintf("kernel within 1.3x cat: x%.2f", T["corpus", "kernel"] / c0))
		verdict(T["corpus", "iso"] <= 2 * c0, \
		    sprintf("iso within 2x cat: x%.2f", T["corpus", "iso"] / c0))
		if (("corpus", "sed") in T && T["corpus", "iso"] > 0)
			verdict(T["corpus", "sed"] >= 10 * T["corpus", "iso"], \
			    sprintf("iso 10x faster than sed: %.1fx", \
			    T["corpus", "sed"] / T["corpus", "iso"]))
		verdict(T["corpus", "both"] <= 3 * c0, \
		    sprintf("both within 3x cat: x%.2f", T["corpus", "both"] / c0))
	}
	verdict(per <= 1, sprintf("start-up within 1 ms of cat: %.3f ms (the larger figure)", per))
	printf "targets of issue 27 on the corpus input:\n"
	if (("corpus", "preconv") in C && C["corpus", "preconv"] != "-" && \
	    C["corpus", "preconv"] > 0) {
		p0 = C["corpus", "preconv"]
		m = C["corpus", "iso"]
		if (C["corpus", "both"] > m) m = C["corpus", "both"]
		if (C["corpus", "annotate"] > m) m = C["corpus", "annotate"]
		verdict(m <= p0, sprintf("iso, both, annotate no more CPU than " \
		    "preconv: x%.2f, x%.2f, x%.2f", C["corpus", "iso"] / p0, \
		    C["corpus", "both"] / p0, C["corpus", "annotate"] / p0))
	}
	if (("corpus", "cat") in T && T["corpus", "cat"] > 0)
		verdict(T["corpus", "kernel"] <= 1.1 * T["corpus", "cat"], \
		    sprintf("kernel within 1.1x cat (by the clock): x%.2f", \
		    T["corpus", "kernel"] / T["corpus", "cat"]))
	if (M["corpus", "cat"] != "-")
		verdict(big == "", "peak memory under 8 MiB (but for a block held whole)")
	verdict(nl == "", "linear time on every input (by the clock, which load disturbs; BENCH_VALGRIND=1 counts instructions)")
	verdict(fail == "", "no failure or timeout")
	if (big != "") printf "\nktypes above 8 MiB:\n%s", big
	if (nl != "") printf "\nnon-linear (time grows faster than the input):\n%s", nl
	if (fail != "") printf "\nfailures:\n%s", fail
}
' "$tmp/results"
if [ -s "$tmp/vg" ]; then
	echo
	echo "instructions of ktypes -m iso (valgrind --tool=callgrind), a quarter -> half of each input:"
	awk -F'\t' '{
		x = ($3 > 0) ? $5 / $3 : 0
		printf "  %-10s %9d B %14s -> %9d B %14s  x%.3f for x%.3f%s\n", $1, $2, $3, \
		    $4, $5, x, $4 / $2, (x > 1.1 * $4 / $2) ? "  NON-LINEAR" : ""
	}' "$tmp/vg"
fi

# ---- a large type table (issue 28) ----------------------------------------

# A table of N entries (--table=FILE) loaded for one short page: time and
# peak memory at a quarter, half and all of 700,000 entries (a file just
# under the 16 MiB cap), whose kernel spellings end in every digit (the
# index of entries by their last byte once grew by insertion).  Load time
# and memory must grow with the table, not faster.
gen_table () {
	awk -v n="$1" 'BEGIN {
		print "class big on"
		for (i = 0; i < n; i++) printf "__k%d = iso%d_t\n", i, i
	}'
}
echo 'a __k7 b' > "$tmp/table.page"
printf 'a large table: loads of %s runs each ...\n' "$RUNS" >&2
echo "== a large type table: ktypes -m iso --table=FILE on a one-line page, best of $RUNS"
printf '%-10s %9s %9s %9s %9s\n' entries "MB" "time s" "cpu s" "peak KiB"
tprev=
for n in 175000 350000 700000; do
	gen_table $n > "$tmp/big.ktypes"
	tb='' tc='' tm=-
	ti=0
	while [ $ti -lt "$RUNS" ]; do
		ti=$((ti + 1))
		ts=$(now)
		if [ -n "$TIME" ]; then
			$TIME -f "%U %S %M" -o "$tmp/tmem" timeout "$TMO" "$KT" -m iso \
			    --table="$tmp/big.ktypes" "$tmp/table.page" > /dev/null 2>&1
		else
			timeout "$TMO" "$KT" -m iso --table="$tmp/big.ktypes" \
			    "$tmp/table.page" > /dev/null 2>&1
		fi
		tr_=$?
		te=$(now)
		[ $tr_ -eq 0 ] || { note "large table of $n entries: status $tr_"; break; }
		{ [ -z "$tb" ] || [ $((te - ts)) -lt "$tb" ]; } && tb=$((te - ts))
		if [ -s "$tmp/tmem" ]; then
			set -- $(tail -n 1 "$tmp/tmem")
			c=$(awk -v u="$1" -v s="$2" 'BEGIN { printf "%.2f", u + s }')
			{ [ -z "$tc" ] || awk -v a="$c" -v b="$tc" 'BEGIN { exit !(a < b) }'; } && tc=$c
			tm=$3
		fi
	done
	printf '%-10s %9.1f %9.2f %9s %9s\n' $n \
	    "$(awk -v b="$(wc -c < "$tmp/big.ktypes")" 'BEGIN { print b / 1e6 }')" \
	    "$(awk -v t="${tb:-0}" 'BEGIN { print t / 1e9 }')" "${tc:--}" "$tm"
	if [ -n "$tprev" ] && [ -n "$tc" ] &&
	    awk -v a="$tc" -v b="$tprev" 'BEGIN { exit !(b >= 0.2 && a > 2.6 * b) }'; then
		note "large table: cpu time x$(awk -v a="$tc" -v b="$tprev" 'BEGIN { printf "%.2f", a / b }') for x2 the entries (NON-LINEAR)"
	fi
	tprev=$tc
done
rm -f "$tmp/big.ktypes" "$tmp/tmem"
echo
# ---- ktypes-bake on an installed tree -----------------------------------

# bake_time CMD...: seconds (3 decimals) of one run of CMD, its output
# and messages in $tmp/bake.log; "FAIL:N" or "TIMEOUT" if it fails.
bake_time () {
	bt_s=$(now)
	timeout $((TMO * 4)) "$@" > "$tmp/bake.log" 2>&1
	bt_r=$?
	bt_e=$(now)
	case $bt_r in
	0) awk -v n=$((bt_e - bt_s)) 'BEGIN { printf "%.3f", n / 1e9 }' ;;
	124) echo TIMEOUT ;;
	*) echo "FAIL:$bt_r" ;;
	esac
}
bake_bench () {
	bb_dir=${BENCH_MANDIR:-/usr/share/man}
	if [ ! -x "$KTB" ]; then
		note "ktypes-bake: no binary at $KTB, not timed"; return
	fi
	if [ ! -d "$bb_dir" ]; then
		note "ktypes-bake: no manual tree $bb_dir, not timed"; return
	fi
	printf 'ktypes-bake and mandb -c on a copy of %s ...\n' "$bb_dir" >&2
	mkdir "$tmp/bake" && cp -R "$bb_dir" "$tmp/bake/man" 2> /dev/null ||
	    { note "ktypes-bake: cannot copy $bb_dir"; return; }
	# the copy without what an earlier bake or mandb left in it
	rm -rf "$tmp/bake/man/iso" "$tmp/bake/man/both" \
	    "$tmp/bake/man/annotate" "$tmp/bake/man/index.db"
	bb_n=$(find "$tmp/bake/man" \( -type f -o -type l \) | wc -l)
	bb_mb=$(du -sk "$tmp/bake/man" | awk '{ printf "%.0f", $1 / 1024 }')
	bb_first=$(bake_time "$KTB" -q -m iso "$tmp/bake/man")
	bb_baked=$(find "$tmp/bake/man/iso" \( -type f -o -type l \) 2> /dev/null | wc -l)
	bb_again=$(bake_time "$KTB" -m iso "$tmp/bake/man")
	bb_sum=$(tail -n 1 "$tmp/bake.log" | sed 's/^ktypes-bake: [^:]*: //')
	bb_mandb=-
	if command -v mandb > /dev/null 2>&1; then
		bb_mandb=$(bake_time mandb -c -q "$tmp/bake/man/")
	else
		note "mandb: not installed (man-db), not timed"
	fi
	echo "== bake: a copy of $bb_dir, $bb_n files and links, $bb_mb MiB; $bb_baked baked"
	printf '%-38s %9s\n' "command" "time s"
	printf '%-38s %9s\n' "ktypes-bake -m iso (first bake)" "$bb_first"
	printf '%-38s %9s  %s\n' "ktypes-bake -m iso (nothing changed)" \
	    "$bb_again" "$bb_sum"
	printf '%-38s %9s\n' "mandb -c (man-db's database, anew)" "$bb_mandb"
	echo
	rm -rf "$tmp/bake"
}
[ "${BENCH_BAKE:-1}" = 0 ] || bake_bench

echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
if [ -s "$tmp/notes" ]; then
	echo
	echo "notes:"
	sed 's/^/  /' "$tmp/notes"
fi
exit 0
