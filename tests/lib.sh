# tests/lib.sh: shared helpers for the end-to-end and property tests.
#
# Each test script starts with
#     . "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
# so that it runs from "make check" (which exports top_srcdir, top_builddir
# and KTYPES_BIN, see tests/local.mk) and by hand from a built tree
# ("sh tests/e2e/help-and-version.sh").  It then writes only into "$tmp",
# a temporary folder removed when the script exits, never into the source
# tree (make distcheck makes it read-only).
#
# Helpers:
#   fail MESSAGE...          report a failure and go on; finish exits 1
#   skip MESSAGE...          exit 77 (skipped), with the reason
#   finish                   exit 0, or 1 after any failure
#   expect_files_equal WHAT EXPECTED GOT
#                            unified diff naming WHAT when the files differ
#   expect_status WHAT EXPECTED GOT
#   expect_run WHAT STATUS OUT ERR CMD [ARG...]
#                            run CMD ARG... (standard input the caller's),
#                            its standard output into $tmp/out and its
#                            standard error into $tmp/err; expect exit
#                            status STATUS, output equal to the file OUT
#                            and standard error equal to the file ERR
#                            (/dev/null: none; -: not compared here, the
#                            caller checks $tmp/out or $tmp/err itself); a
#                            failure names WHAT and the command
#   expect_grep WHAT PATTERN FILE, expect_no_grep WHAT PATTERN FILE
#                            some line of FILE matches (does not match) the
#                            basic regular expression PATTERN
#   unrelf                   standard input with ktypes' ".lf N" blocks
#                            (hidden from mandoc) as the ".lf N" that
#                            groff reads
#   need_groff               skip unless groff (and tbl) are installed
#   render [GROFF-ARG...]    groff -man -Tutf8 -ww, plain text, macros/ of
#                            the source tree first; standard input to stdout
#   troff_messages FILE      troff's messages in FILE in one wording,
#                            whichever groff version wrote them
#   html_messages FILE       FILE without what groff -Thtml says for any
#                            page with a table on this system
#   ktypes ARG...            the binary under test
#   $fixtures                tests/fixtures in the source tree (read only)

: "${top_srcdir:=$(cd "$(dirname "$0")/../.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
: "${KTYPES_BIN:=$top_builddir/src/ktypes}"
export top_srcdir top_builddir KTYPES_BIN
fixtures=$top_srcdir/tests/fixtures

# The tests choose the mode themselves; a reader's preference must not leak
# in.  Messages and sorting are compared in the C locale.
unset KTYPES
LC_ALL=C
export LC_ALL

kt_test=$(basename "$0" .sh)
kt_failed=0

fail () {
	printf 'FAIL: %s: %s\n' "$kt_test" "$*" >&2
	kt_failed=1
}

skip () {
	printf 'SKIP: %s: %s\n' "$kt_test" "$*" >&2
	exit 77
}

finish () {
	if [ "$kt_failed" -ne 0 ]; then
		exit 1
	fi
	exit 0
}

ktypes () {
	"$KTYPES_BIN" "$@"
}

expect_files_equal () {
	if ! cmp -s "$2" "$3"; then
		fail "$1: output differs from the expected output"
		diff -u "$2" "$3" | sed 's/^/  /' >&2
		return 1
	fi
	return 0
}

expect_status () {
	if [ "$2" != "$3" ]; then
		fail "$1: exit status $3, expected $2"
		return 1
	fi
	return 0
}

expect_run () {
	kt_run_what=$1 kt_run_want=$2 kt_run_out=$3 kt_run_err=$4
	shift 4
	"$@" > "$tmp/out" 2> "$tmp/err"
	kt_run_st=$?
	kt_run_bad=0
	expect_status "$kt_run_what" "$kt_run_want" "$kt_run_st" ||
	    kt_run_bad=1
	if [ "x$kt_run_out" != x- ]; then
		expect_files_equal "$kt_run_what: stdout" "$kt_run_out" \
		    "$tmp/out" || kt_run_bad=1
	fi
	if [ "x$kt_run_err" != x- ]; then
		expect_files_equal "$kt_run_what: stderr" "$kt_run_err" \
		    "$tmp/err" || kt_run_bad=1
	fi
	if [ $kt_run_bad -ne 0 ]; then
		printf '  the command was: %s\n' "$*" >&2
	fi
	return $kt_run_bad
}

expect_grep () {
	if ! grep -q -e "$2" "$3"; then
		fail "$1: no line matches '$2' in:"
		sed -e "s/^/  | /" -e 40q "$3" >&2
		return 1
	fi
	return 0
}

expect_no_grep () {
	if grep -q -e "$2" "$3"; then
		fail "$1: unexpected line matching '$2' in:"
		grep -e "$2" "$3" | sed 's/^/  | /' >&2
		return 1
	fi
	return 0
}

# Set utf8 to the name of an installed UTF-8 locale, or to nothing.
find_utf8_locale () {
	utf8=
	for kt_l in C.UTF-8 C.utf8 en_US.UTF-8 en_US.utf8; do
		if locale -a 2> /dev/null | grep -qx "$kt_l"; then
			utf8=$kt_l
			break
		fi
	done
}

# man-db runs its filters in a seccomp sandbox, where LeakSanitizer
# cannot work (it reads /proc/PID/task) and aborts the program: a test
# that runs ktypes through man(1) calls this first.  In a sanitizer build
# leaks are checked by every other test.
no_leak_check_in_man_sandbox () {
	ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0
	export ASAN_OPTIONS
}

# drop_inserted_keys: standard input, ktypes' output in mode iso, without
# what it inserts to explain the kernel spellings that it leaves: the
# macro package before its first key (from the first line of the
# prelude's head, ".if r .x \{\" then ".do nr ktypes-warn \n[.warn]",
# to ".ktypes-prelude-end" and the ".ktypes-define" lines after it), the
# keys (".ktypes-key", ".ktypes-table-key", ".ktypes-section-key",
# ".ktypes-item-key", ".ktypes-mdoc-key"), the calls that set a prototype
# in filled text as code (".ktypes-code-on", ".ktypes-code-off"), and
# the ".lf" block (".if r .x \{\", ".lf N", ".\}") after each; the
# lines of the page are the rest.
drop_inserted_keys () {
	awk '
	    { L[++n] = $0 }
	    END {
		for (i = 1; i <= n; i++) {
			if (L[i] == ".if r .x \\{\\" && i < n &&
			    L[i + 1] == ".do nr ktypes-warn \\n[.warn]") {
				while (i <= n && L[i] != ".ktypes-prelude-end")
					i++
				while (i < n && L[i + 1] ~ /^\.ktypes-define /)
					i++
			} else if (L[i] !~ /^\.ktypes-(table-|section-|item-|mdoc-)?key / &&
			    L[i] !~ /^\.ktypes-code-o(n|ff)$/) {
				print L[i]
				continue
			}
			if (i + 3 <= n && L[i + 1] == ".if r .x \\{\\" &&
			    L[i + 2] ~ /^\.lf -?[0-9]+$/ && L[i + 3] == ".\\}")
				i += 3
		}
	    }'
}

# unrelf: standard input with each ".lf N" that ktypes writes after the
# lines that it inserts (as ".if r .x \{\", ".lf N-1", ".\}", so that
# mandoc, which calls .lf insecure, skips it) as the line ".lf N" that
# groff reads there (the call that the block may hold before it, the
# page's growth ".do if d ktypes-room .do ktypes-room M" or the ends of
# the lines set apart for HTML, ".do if d ktypes-pre-on .do
# ktypes-pre-on" and "-off", left out); the rest as it is.
unrelf () {
	awk 'function flush() {
		for (kt_i = 1; kt_i <= kt_n; kt_i++) {
			print kt_h[kt_i]
			if (kt_i == 1 && kt_g) print kt_room
		}
		kt_n = 0
	}
	function open() { kt_h[kt_n = 1] = $0; kt_g = 0 }
	kt_n == 0 && $0 == ".if r .x \\{\\" { open(); next }
	kt_n == 1 && !kt_g && (/^\.do if d ktypes-room \.do ktypes-room [1-9][0-9]*$/ ||
	    /^\.do if d ktypes-pre-o(n|ff) \.do ktypes-pre-o(n|ff)$/) {
		kt_g = 1; kt_room = $0; next }
	kt_n == 1 && /^\.lf [0-9]+$/ { kt_h[kt_n = 2] = $0; next }
	kt_n == 2 && $0 == ".\\}" {
		split(kt_h[2], kt_f, " ")
		print ".lf " (kt_f[2] + 1)
		kt_n = 0
		next
	}
	kt_n > 0 { flush(); if ($0 == ".if r .x \\{\\") { open(); next } }
	{ print }
	END { flush() }'
}

need_groff () {
	command -v groff >/dev/null 2>&1 || skip "groff is not installed"
	command -v tbl >/dev/null 2>&1 || skip "tbl is not installed"
}

# troff_messages FILE: troff's messages in FILE in groff 1.22.4's words,
# whichever groff ran: 1.23 and later write "troff:a.man:4:" without the
# blank and "cannot select font" for "can't find font".  The tests check
# what a reader is told (file, line, warning), not one version's bytes.
troff_messages () {
	sed -e 's/^troff:\([^ ]\)/troff: \1/' \
	    -e "s/warning: cannot select font/warning: can't find font/" \
	    "$1" > "$1.tm" && mv "$1.tm" "$1"
}

# html_messages FILE: FILE without the lines that groff -Thtml writes on
# standard error for any page with a table, with or without ktypes, on
# this system (groff 1.23 with Debian 13's netpbm draws a table as a blank
# picture and pnmcrop says so); the HTML tests then see only what ktypes'
# output adds.
html_messages () {
	if [ ! -f "$tmp/html-base/err" ]; then
		mkdir -p "$tmp/html-base" &&
		printf '%s\n' .TH A 7 .SH X Text. .TS 'l l.' 'a	b' .TE More. \
		    > "$tmp/html-base/a.man" &&
		(cd "$tmp/html-base" && groff -t -man -Thtml a.man > /dev/null 2> err)
	fi
	grep -v -x -F -f "$tmp/html-base/err" "$1" > "$1.hm"
	mv "$1.hm" "$1"
}

# Plain text as a terminal reader sees it, without bold/underline (grotty
# -c -b -o -u); -ww makes every warning visible on standard error.
render () {
	groff -M "$top_srcdir/macros" -m ktypes -man -Tutf8 -ww -P-cbou "$@"
}


# --- Real pages, for the property tests -----------------------------------
#
#   need_corpus              extract the man-pages snapshot (from
#                            $KTYPES_CORPUS, default ../shared/corpus beside
#                            the source tree) into $tmp; set $corpus to its
#                            man/ folder; skip when there is none
#   list_pages DIR           the regular files under DIR/man*/, sorted,
#                            relative to DIR
#   mirror_dirs DIR OUT      make the folders of DIR under OUT
#   in_parallel LIST FUNC ARG...
#                            split LIST into one part per CPU and run
#                            "FUNC PART ARG..." on each part at once

need_corpus () {
	kt_cdir=${KTYPES_CORPUS:-$top_srcdir/../shared/corpus}
	set -- "$kt_cdir"/man-pages-*.tar.xz
	[ -f "$1" ] || skip "no man-pages snapshot in $kt_cdir"
	command -v xz > /dev/null 2>&1 || skip "xz is not installed"
	mkdir "$tmp/corpus" &&
	xz -dc "$1" | tar -xf - -C "$tmp/corpus" ||
	    { printf 'ERROR: cannot extract %s\n' "$1" >&2; exit 99; }
	corpus=
	for kt_d in "$tmp"/corpus/*/man; do
		[ -d "$kt_d" ] && corpus=$kt_d
	done
	[ -n "$corpus" ] || { printf 'ERROR: no man/ in %s\n' "$1" >&2; exit 99; }
	printf '%s: corpus %s\n' "$kt_test" "$(basename "$1")"
}

list_pages () {
	(cd "$1" && find man* -type f) | sort
}

# typed_pages < LIST: of the pages named in LIST (one a line, relative to
# the current folder), those that may name a kernel type (a word __u32,
# u64, s8 ...), sorted: one grep for them all
typed_pages () {
	tr '\n' '\0' |
	    xargs -0 grep -l -E '(^|[^A-Za-z0-9_])(__)?[us](8|16|32|64)([^A-Za-z0-9_]|$)' |
	    sort
}

mirror_dirs () {
	(cd "$1" && find . -type d) | while IFS= read -r kt_d; do
		mkdir -p "$2/$kt_d" || exit 99
	done
}

in_parallel () {
	kt_list=$1 kt_func=$2
	shift 2
	kt_n=$(getconf _NPROCESSORS_ONLN 2> /dev/null) || kt_n=1
	case $kt_n in ''|*[!0-9]*|0) kt_n=1 ;; esac
	rm -f "$kt_list".part.*
	awk -v n="$kt_n" -v f="$kt_list" '{ print > (f ".part." (NR % n)) }' "$kt_list"
	for kt_p in "$kt_list".part.*; do
		[ -f "$kt_p" ] || continue
		"$kt_func" "$kt_p" "$@" &
	done
	wait
}

# identity_worker PART IN OUT: run "ktypes -m kernel < IN/PAGE" and
# "ktypes < IN/PAGE" into OUT/kernel/PAGE and OUT/default/PAGE for every
# PAGE listed in PART; list each run with a non-zero status or any
# diagnostic in PART.bad.  The outputs are compared afterwards, all at once.
identity_worker () {
	kt_part=$1 kt_in=$2 kt_out=$3 kt_err=$1.err
	while IFS= read -r kt_pg; do
		"$KTYPES_BIN" -m kernel < "$kt_in/$kt_pg" \
		    > "$kt_out/kernel/$kt_pg" 2> "$kt_err"
		kt_st=$?
		if [ $kt_st -ne 0 ] || [ -s "$kt_err" ]; then
			printf '%s: -m kernel: status %s: %s\n' "$kt_pg" $kt_st \
			    "$(head -n 1 "$kt_err")"
		fi
		"$KTYPES_BIN" < "$kt_in/$kt_pg" \
		    > "$kt_out/default/$kt_pg" 2> "$kt_err"
		kt_st=$?
		if [ $kt_st -ne 0 ] || [ -s "$kt_err" ]; then
			printf '%s: default mode: status %s: %s\n' "$kt_pg" $kt_st \
			    "$(head -n 1 "$kt_err")"
		fi
	done < "$kt_part" > "$kt_part.bad"
}

# --- Set-up ----------------------------------------------------------------

[ -x "$KTYPES_BIN" ] || {
	printf 'ERROR: %s: no ktypes binary at %s (build first)\n' \
	    "$kt_test" "$KTYPES_BIN" >&2
	exit 99
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ktypes-$kt_test.XXXXXX") || {
	printf 'ERROR: %s: cannot create a temporary folder\n' "$kt_test" >&2
	exit 99
}
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
