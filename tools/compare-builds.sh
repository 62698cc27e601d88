#!/bin/sh
# shellcheck disable=SC2086
# (the options of a configuration split on purpose)
# tools/compare-builds.sh: do two ktypes binaries give the same output, byte
# for byte, on every real page?  (doc/design.md, "Comparing two builds".)
#
#   sh tools/compare-builds.sh [-q] OLD NEW
#
# Runs OLD and NEW over every page of the man-pages snapshot
# ($KTYPES_CORPUS, default ../shared/corpus beside the source tree) and of
# /usr/share/man, decompressed once into a cache ($KT_COMPARE_CACHE,
# default ${TMPDIR:-/tmp}/ktypes-compare), in every configuration that
# matters: each mode (kernel, iso, both, annotate, and no -m), --classes=all
# and --strict, and each page alone and 200 pages at once (several files:
# the announcing .lf lines, kernel mode's copy path, state across files).
# Standard output, standard error and the exit status are compared.
#
# Pages are cut into chunks that are run as one stream each (a page alone:
# one process per page, a separator between them), and a chunk's digest is
# compared; OLD's digests are kept in the cache (by OLD's checksum), so a
# reference is run once.  Where a chunk differs, each of its pages is run
# again by both binaries and every page whose output differs is reported
# (for several files at once: the smallest run of pages that differs).
# -q: several files at once only (a minute, not several).  Runs at most two
# ways at once, under nice.  Exit status 0 if no page differs, 1 if some
# does, 2 if the comparison cannot run.
#
# Environment: KTYPES_CORPUS, KT_COMPARE_CACHE, KT_COMPARE_PAGES (a file
# listing the pages to use instead, one a line), KT_COMPARE_JOBS (2).
set -u
LC_ALL=C
export LC_ALL
unset KTYPES KTYPES_CLASSES
me=$0

die () { printf 'compare-builds: %s\n' "$*" >&2; exit 2; }

# The configurations: NAME, then ktypes' options ("-" for none).
configs () {
	cat <<'EOF'
kernel -m kernel
iso -m iso
both -m both
annotate -m annotate
default -
iso-all -m iso --classes=all
both-all -m both --classes=all
annotate-all -m annotate --classes=all
iso-strict -m iso --strict
both-strict -m both --strict
EOF
}
# The configurations also run a page at a time (the rest are run several
# files at once only).
alone='kernel iso both annotate default iso-strict'

# One page through BIN with OPTS, as a stream: a separator, standard output,
# standard error if any, the exit status.
run_page () {
	printf '\n@@ktc page %s\n' "$3"
	"$1" $2 "$3" 2> "$4"
	rc=$?
	if [ -s "$4" ]; then
		printf '\n@@ktc stderr\n'
		cat "$4"
	fi
	printf '\n@@ktc rc %s\n' "$rc"
}

# A chunk: BIN OPTS HOW (alone or many) LISTFILE, as one stream.
run_chunk () {
	e=$(mktemp "${TMPDIR:-/tmp}/ktc-err.XXXXXX") || exit 2
	if [ "$3" = alone ]; then
		while IFS= read -r pg; do
			run_page "$1" "$2" "$pg" "$e"
		done < "$4"
	else
		# shellcheck disable=SC2046
		"$1" $2 $(cat "$4") 2> "$e"
		rc=$?
		printf '\n@@ktc stderr\n'
		cat "$e"
		printf '\n@@ktc rc %s\n' "$rc"
	fi
	rm -f "$e"
}

# (an internal entry: one job of the parallel run)
if [ "${1:-}" = --job ]; then
	# --job BIN NAME OPTS HOW LISTFILE OUTDIR
	o=$4; [ "$o" = - ] && o=
	d=$(run_chunk "$2" "$o" "$5" "$6" | md5sum | cut -c1-32)
	printf '%s %s %s %s\n' "$3" "$5" "${6##*/}" "$d" > "$7/${3}.$5.${6##*/}"
	exit 0
fi

quick=0
if [ "${1:-}" = -q ]; then
	quick=1
	shift
fi
[ $# -eq 2 ] || die "usage: compare-builds.sh [-q] OLD NEW"
OLD=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
NEW=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
[ -x "$OLD" ] || die "no binary $1"
[ -x "$NEW" ] || die "no binary $2"
top=$(cd "$(dirname "$me")/.." && pwd)
cache=${KT_COMPARE_CACHE:-${TMPDIR:-/tmp}/ktypes-compare}
jobs=${KT_COMPARE_JOBS:-2}
mkdir -p "$cache" || die "no cache folder $cache"

# The pages, decompressed once.
if [ -n "${KT_COMPARE_PAGES:-}" ]; then
	cp "$KT_COMPARE_PAGES" "$cache/pages.list" || die "no $KT_COMPARE_PAGES"
elif [ ! -f "$cache/pages.ready" ]; then
	printf 'compare-builds: decompressing the pages into %s\n' "$cache" >&2
	rm -rf "$cache/corpus" "$cache/sys"
	mkdir -p "$cache/corpus" "$cache/sys"
	cdir=${KTYPES_CORPUS:-$top/../shared/corpus}
	for t in "$cdir"/man-pages-*.tar.xz; do
		[ -f "$t" ] && xz -dc "$t" | tar -xf - -C "$cache/corpus"
	done
	(cd /usr/share/man 2>/dev/null && find . -type f -name '*.gz') |
	while IFS= read -r f; do
		d=$cache/sys/${f#./}
		d=${d%.gz}
		mkdir -p "${d%/*}"
		gzip -dc "/usr/share/man/$f" > "$d"
	done
	find "$cache/corpus" -path '*/man/man*' -type f | sort > "$cache/c.list"
	find "$cache/sys" -type f | sort > "$cache/s.list"
	cat "$cache/c.list" "$cache/s.list" > "$cache/pages.list"
	touch "$cache/pages.ready"
else
	cat "$cache/c.list" "$cache/s.list" > "$cache/pages.list"
fi
grep -q ' ' "$cache/pages.list" && die "a page's name has a blank"

work=$(mktemp -d "${TMPDIR:-/tmp}/ktc.XXXXXX") || die "no temporary folder"
trap 'rm -rf "$work"' EXIT
split -l 200 -a 4 "$cache/pages.list" "$work/chunk."
npages=$(wc -l < "$cache/pages.list")

# The jobs for BIN, in OUTDIR: every configuration and chunk; those of a
# reference whose digests are kept are not run again.
jobs_for () {
	configs | while read -r name opts; do
		for how in many alone; do
			if [ $how = alone ]; then
				[ $quick = 1 ] && continue
				case " $alone " in *" $name "*) ;; *) continue;; esac
			fi
			for c in "$work"/chunk.*; do
				[ -f "$2/$name.$how.${c##*/}" ] && continue
				printf '%s\n%s\n%s\n%s\n%s\n%s\n' "$1" "$name" \
				    "${opts:--}" "$how" "$c" "$2"
			done
		done
	done
}
run_jobs () {
	mkdir -p "$2"
	jobs_for "$1" "$2" | tr '\n' '\0' |
	    xargs -0 -r -n 6 -P "$jobs" nice sh "$me" --job || die "a job failed"
}

sum=$(md5sum < "$OLD" | cut -c1-32)
list=$(md5sum < "$cache/pages.list" | cut -c1-32)
ref=$cache/ref.$sum.$list
start=$(date +%s)
run_jobs "$OLD" "$ref"
run_jobs "$NEW" "$work/new"

# The chunks that differ, then their pages.
bad=0
for f in "$work"/new/*; do
	b=${f##*/}
	cmp -s "$f" "$ref/$b" && continue
	set -- $(cat "$f")
	name=$1 how=$2 chunk=$work/$3
	opts=$(configs | sed -n "s/^$name //p")
	[ "$opts" = - ] && opts=
	if [ $how = alone ]; then
		while IFS= read -r pg; do
			e=$work/err
			a=$(run_page "$OLD" "$opts" "$pg" "$e" | md5sum)
			z=$(run_page "$NEW" "$opts" "$pg" "$e" | md5sum)
			if [ "$a" != "$z" ]; then
				printf 'differs: %s %s\n' "$name" "$pg"
				bad=$((bad + 1))
			fi
		done < "$chunk"
	else
		# the smallest run of pages, from the start, that differs
		n=$(wc -l < "$chunk")
		lo=1
		hi=$n
		while [ $lo -lt $hi ]; do
			mid=$(((lo + hi) / 2))
			head -n $mid "$chunk" > "$work/part"
			a=$(run_chunk "$OLD" "$opts" many "$work/part" | md5sum)
			z=$(run_chunk "$NEW" "$opts" many "$work/part" | md5sum)
			if [ "$a" != "$z" ]; then hi=$mid; else lo=$((mid + 1)); fi
		done
		printf 'differs: %s (several files at once, from %s: the %sth, %s)\n' \
		    "$name" "$(head -n 1 "$chunk")" "$lo" \
		    "$(sed -n "${lo}p" "$chunk")"
		bad=$((bad + 1))
	fi
done
printf 'compare-builds: %s pages, %s configurations%s, %s differ(s), %ss\n' \
    "$npages" "$(configs | wc -l)" "$([ $quick = 1 ] && echo ', several files only')" \
    "$bad" "$(($(date +%s) - start))"
[ $bad -eq 0 ]
