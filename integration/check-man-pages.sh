#!/bin/sh
# integration/check-man-pages.sh: build real pages that hold kernel types
# through the man-pages project's own build (its GNUmakefile, "make -R"),
# as written and with ktypes, and check the results.  Run by
# "make check-man-pages MAN_PAGES=DIR" (integration/local.mk), which sets:
#
#   MAN_PAGES     the top of a man-pages source tree (read only here)
#   KTYPES_BIN    the ktypes binary
#   ALIGNCHECK    tests/tools/aligncheck
#   KTYPES_MK     integration/man-pages.mk, the fragment under test
#   MAKE          GNU make
#   CHECK_PAGES   optional: the pages, paths under man/ (default below)
#
# The builds, each in a folder of its own, of the pages' .cat (catman),
# .html and .pdf files, with "make -k" so that one page's failure does not
# hide the others':
#
#   plain      TBL as man-pages sets it (tbl)
#   iso        the one-variable form, TBL='ktypes -m iso --exec tbl'
#   both       the fragment's target build-all-both (KTYPES_PAGES=...)
#   annotate   the fragment's target build-all-annotate
#   wide-*     plain, iso (one variable) and both (the fragment's
#              build-catman-both) catman pages again, one line per output
#              line (NROFF_LINE_LENGTH=10000, GROTTYFLAGS=-bou), for the
#              alignment check
#
# and the checks, for every page and format that the plain build makes:
#
#   - the variant builds it too, and its build prints no warning that the
#     plain build does not (man-pages' build fails a page on any troff
#     warning; ktypes' own warnings are counted and shown, not failed);
#   - the text (catman: the page; HTML: without tags; PDF: pdftotext, if
#     installed) shows no long kernel name (__u32, ...) in iso, each one
#     followed by its ISO spelling in both (__u32/*uint32_t*/), all of
#     them as written in annotate, with a key (mode both is built with
#     --both-width=0, its full form everywhere); short names (u64, ...)
#     fewer in iso than as written;
#   - the wide iso and both catman pages keep every alignment of the
#     plain one (aligncheck).
#
# Exit status 0 when every check holds, 1 otherwise, 2 on a usage error.

LC_ALL=C
export LC_ALL
unset KTYPES KTYPES_CLASSES

me=check-man-pages
die () {
	printf '%s: %s\n' "$me" "$*" >&2
	exit 2
}
failed=0
fail () {
	printf 'FAIL: %s\n' "$*"
	failed=1
}

[ -n "$MAN_PAGES" ] || die "usage: make check-man-pages MAN_PAGES=DIR (the top of a man-pages source tree)"
[ -f "$MAN_PAGES/GNUmakefile" ] && [ -d "$MAN_PAGES/share/mk" ] && [ -d "$MAN_PAGES/man" ] ||
    die "$MAN_PAGES: not a man-pages source tree (no GNUmakefile, share/mk, man/)"
[ -x "$KTYPES_BIN" ] || die "no ktypes binary at '$KTYPES_BIN'"
[ -x "$ALIGNCHECK" ] || die "no aligncheck at '$ALIGNCHECK'"
[ -f "$KTYPES_MK" ] || die "no make fragment at '$KTYPES_MK'"
: "${MAKE:=make}"
"$MAKE" --version 2> /dev/null | grep -q '^GNU Make' || die "'$MAKE' is not GNU make"
for p in tbl preconv eqn troff grotty post-grohtml gropdf; do
	command -v $p > /dev/null 2>&1 || die "$p is not installed (groff)"
done

# Real pages with kernel types: structures of __u64 and u64 fields,
# prototypes, tables (netlink.7), a page made of one font-macro line per
# field (open_how.2type).
: "${CHECK_PAGES:=man2/bpf.2 man2/clone.2 man2/perf_event_open.2
    man2/sched_setattr.2 man2/seccomp.2 man2type/open_how.2type man7/netlink.7}"
pages=
for p in $CHECK_PAGES; do
	if [ -f "$MAN_PAGES/man/$p" ]; then
		pages="$pages $p"
	else
		printf '%s: no page %s in this tree; left out\n' "$me" "$p"
	fi
done
[ -n "$pages" ] || die "none of the pages is in $MAN_PAGES/man"

w=$(mktemp -d "${TMPDIR:-/tmp}/ktypes-$me.XXXXXX") || die "cannot make a temporary folder"
# KEEP_WORK=yes keeps the builds and their logs.
[ "${KEEP_WORK:-no}" = yes ] || trap 'rm -rf "$w"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
w=$(cd "$w" && pwd -P)
k=$KTYPES_BIN
case $k in /*) ;; *) k=$(pwd)/$k ;; esac

# A tree without Git history (a release tarball, the test corpus) cannot
# compute its version, nor the date of a page (git log): give both, so
# that the build does not ask git.  Without a date, .TH loses an argument,
# which groff 1.23's man package reports and the man-pages build fails.
ver= date_cmd=
if [ ! -e "$MAN_PAGES/.git" ]; then
	ver=VERSION=ktypes-check
	date_cmd='MANPAGEDATECMD=echo 2026-01-01'
fi

targets () {	# targets DIR SUFFIX...
	t_dir=$1
	shift
	for t_p in $pages; do
		for t_s in "$@"; do
			printf ' %s/man/%s.%s' "$t_dir" "$t_p" "$t_s"
		done
	done
}

# The man-pages build reads many variables with "ifndef" (srcdir,
# builddir, DESTDIR, MANWIDTH, ...): it runs in an environment of its own,
# not in this one (where "make check" exports srcdir, for one).  Its
# terminal device follows the locale (utf8 in a UTF-8 one).
mp_locale=C
for l in C.UTF-8 C.utf8 en_US.UTF-8 en_US.utf8; do
	if locale -a 2> /dev/null | grep -qx "$l"; then mp_locale=$l; break; fi
done

mp () {		# mp NAME MAKE-ARG...: one make in the tree, logged as NAME
	mp_name=$1
	shift
	(cd "$MAN_PAGES" &&
	 exec env -i PATH="$PATH" HOME="$HOME" LC_ALL=$mp_locale \
	    TMPDIR="${TMPDIR:-/tmp}" MAKEFLAGS="${MAKEFLAGS-}" \
	    "$MAKE" -R -k $ver ${date_cmd:+"$date_cmd"} "$@") \
	    > "$w/$mp_name.out" 2> "$w/$mp_name.err"
	mp_st=$?
	printf '%s: build %-14s status %s\n' "$me" "$mp_name" $mp_st
	if [ $mp_st -ne 0 ]; then
		grep -v '^fatal: not a git repository' "$w/$mp_name.err" |
		    sed -e 's/^/  | /' -e 12q
	fi
}

printf '%s: %s: pages%s\n' "$me" "$MAN_PAGES" "$pages"
# shellcheck disable=SC2046
mp plain builddir="$w/plain" $(targets "$w/plain" cat html pdf)
# shellcheck disable=SC2046
mp iso builddir="$w/iso" TBL="$k -m iso -w abi --exec tbl" \
    $(targets "$w/iso" cat html pdf)
# Mode both without its width limit (--both-width=0): a block that would
# get too wide for 80 columns keeps the kernel spelling and gets a key,
# which the checks below would count as names left without their ISO
# spelling and as lines that moved; that limit has its own check
# (tests/layout/corpus-both-fits.sh).  The wide iso build has no limit
# either: its catman pages are compared with the wide plain ones line by
# line, and a line is broken only where the page's 80 columns need it
# (tests/layout/corpus-iso-and-both-stay-within-80.sh).
both_flags="KTYPESFLAGS=-w abi --both-width=0"
for m in both annotate; do
	[ $m = both ] && flags=$both_flags || flags="KTYPESFLAGS=-w abi"
	mp $m -f GNUmakefile -f "$KTYPES_MK" builddir="$w/frag" \
	    KTYPES_PROG="$k" KTYPES_PAGES="$pages" "$flags" build-all-$m
done
wide="NROFF_LINE_LENGTH=10000 GROTTYFLAGS=-bou"
# shellcheck disable=SC2046,SC2086
mp wide-plain $wide builddir="$w/wide-plain" $(targets "$w/wide-plain" cat)
# shellcheck disable=SC2046,SC2086
mp wide-iso $wide builddir="$w/wide-iso" \
    TBL="$k -m iso -w abi --both-width=0 --exec tbl" \
    $(targets "$w/wide-iso" cat)
# shellcheck disable=SC2086
mp wide-both $wide -f GNUmakefile -f "$KTYPES_MK" builddir="$w/wide-frag" \
    KTYPES_PROG="$k" KTYPES_PAGES="$pages" "$both_flags" build-catman-both

dir_of () {	# the folder of a build's man/
	case $1 in
	both|annotate) echo "$w/frag/ktypes/$1/man" ;;
	wide-both) echo "$w/wide-frag/ktypes/both/man" ;;
	*) echo "$w/$1/man" ;;
	esac
}

# A build's messages: troff's, tbl's, make's, with the build folder's name
# taken out (the fragment's builds name the page's source, man/man2/x.2,
# where the tree's own name its copy in the build folder); ktypes' own
# apart.  make's reports of the files it deleted or did not make are
# left out: a missing file is reported below.
messages () {	# messages NAME
	sed -e "s|$(dir_of "$1")|BUILD|g" -e "s|$w/[^ :']*|BUILD|g" \
	    -e "s|\([ :']\)man/\(man[^/ :']*/\)|\1BUILD/\2|g" \
	    -e '/^make\(\[[0-9]*\]\)\{0,1\}: /d' "$w/$1.err" |
	    grep -v '^ktypes:' | sort -u > "$w/$1.msg"
	grep '^ktypes:' "$w/$1.err" | sort -u > "$w/$1.kmsg"
}
messages plain
kt_warnings=0
for v in iso both annotate wide-plain wide-iso wide-both; do
	messages $v
	case $v in wide-*) base=wide-plain ;; *) base=plain ;; esac
	[ $v = wide-plain ] && base=plain
	comm -13 "$w/$base.msg" "$w/$v.msg" > "$w/$v.new"
	if [ -s "$w/$v.new" ]; then
		fail "$v: messages that the plain build does not print:"
		sed 's/^/  | /' "$w/$v.new"
	fi
	n=$(wc -l < "$w/$v.kmsg")
	if [ "$n" -gt 0 ]; then
		kt_warnings=$((kt_warnings + n))
		printf '%s: %s: ktypes warned (not a failure):\n' "$me" $v
		sed 's/^/  | /' "$w/$v.kmsg"
	fi
done

# The text that a reader sees, one file per page and format.
text () {	# text FILE FORMAT
	case $2 in
	cat) sed 's/.\x08//g' "$1" ;;
	html) sed -e 's/<[^>]*>//g' -e 's/&lt;/</g' -e 's/&gt;/>/g' \
	    -e 's/&quot;/"/g' -e 's/&nbsp;/ /g' -e 's/&amp;/\&/g' "$1" ;;
	pdf) pdftotext -layout "$1" - 2> /dev/null ;;
	esac
}
nbsp=$(printf '\302\240')
count () {	# count ERE FILE: the matches of ERE in FILE
	grep -o -E "$1" "$2" | wc -l | tr -d ' '
}
long='(^|[^A-Za-z0-9_])__[us](8|16|32|64)([^A-Za-z0-9_/]|$)'
long_any='__[us](8|16|32|64)'
long_both='__[us](8|16|32|64)/\*u?int(8|16|32|64)_t\*/'
short='(^|[^A-Za-z0-9_])[us](8|16|32|64)([^A-Za-z0-9_]|$)'
key='__[us](8|16|32|64) = u?int(8|16|32|64)_t'

have_pdftotext=yes
command -v pdftotext > /dev/null 2>&1 || {
	have_pdftotext=no
	printf '%s: no pdftotext (poppler-utils): the PDF files are only built, not read\n' "$me"
}
built=0 rewritten_long=0 rewritten_short=0 both_forms=0 checked=0
for p in $pages; do
	for f in cat html pdf; do
		pf=$(dir_of plain)/$p.$f
		if [ ! -s "$pf" ]; then
			printf '%s: %s.%s: not made by the plain build either; not compared\n' \
			    "$me" "$p" $f
			continue
		fi
		[ $f = pdf ] && [ $have_pdftotext = no ] && rd=no || rd=yes
		[ $rd = yes ] && text "$pf" $f > "$w/t.plain"
		for v in iso both annotate; do
			vf=$(dir_of $v)/$p.$f
			if [ ! -s "$vf" ]; then
				fail "$v: $p.$f was not made"
				continue
			fi
			built=$((built + 1))
			[ $f = pdf ] && ! head -c 5 "$vf" | grep -q '^%PDF' &&
			    fail "$v: $p.pdf is not a PDF file"
			[ $rd = yes ] || continue
			text "$vf" $f > "$w/t.$v"
			nl=$(count "$long" "$w/t.plain")
			ns=$(count "$short" "$w/t.plain")
			case $v in
			iso)
				n=$(count "$long_any" "$w/t.iso")
				[ "$n" -eq 0 ] ||
				    fail "iso: $p.$f still shows $n long kernel names: $(grep -o -E "$long_any" "$w/t.iso" | sort -u | tr '\n' ' ')"
				m=$(count "$short" "$w/t.iso")
				if [ "$ns" -gt 0 ] && [ "$m" -ge "$ns" ]; then
					fail "iso: $p.$f: short names not rewritten ($ns as written, $m in iso)"
				fi
				rewritten_long=$((rewritten_long + nl))
				rewritten_short=$((rewritten_short + ns - m))
				;;
			both)
				# the forms of words and of pseudo-code in a
				# comment, "__u32 (uint32_t)" and
				# "__u32/uint32_t", are pairs too: counted as
				# the form of code
				sed -E -e "s#(__[us](8|16|32|64))( |$nbsp)?\((u?int(8|16|32|64)_t)\)#\1/*\4*/#g" \
				    -e 's#(__[us](8|16|32|64))/(u?int(8|16|32|64)_t)#\1/*\3*/#g' \
				    "$w/t.both" > "$w/t.both.n" &&
				    mv "$w/t.both.n" "$w/t.both"
				n=$(count "$long" "$w/t.both")
				[ "$n" -eq 0 ] ||
				    fail "both: $p.$f shows $n long kernel names without their ISO spelling"
				m=$(count "$long_both" "$w/t.both")
				[ "$m" -ge "$nl" ] ||
				    fail "both: $p.$f: $m pairs like __u32/*uint32_t*/ for $nl long kernel names"
				both_forms=$((both_forms + m))
				;;
			annotate)
				n=$(count "$long" "$w/t.annotate")
				[ "$n" -ge "$nl" ] ||
				    fail "annotate: $p.$f shows $n long kernel names, as written $nl"
				if [ "$nl" -gt 0 ] && ! grep -q -E "$key" "$w/t.annotate"; then
					fail "annotate: $p.$f has no key (__u32 = uint32_t, ...)"
				fi
				;;
			esac
		done
	done
	# alignment, on the wide catman pages
	wp=$(dir_of wide-plain)/$p.cat
	[ -s "$wp" ] || { fail "wide-plain: $p.cat was not made"; continue; }
	for v in wide-iso wide-both; do
		vf=$(dir_of $v)/$p.cat
		[ -s "$vf" ] || { fail "$v: $p.cat was not made"; continue; }
		# mode both's form inside a comment, "u32 (uint32_t)", is
		# one token, as "u32" was
		sed 's/\([a-z0-9_]\) (\([a-z]*int[0-9]*_t\))/\1(\2)/g' \
		    "$vf" > "$w/variant.cat"
		# (-k: without the keys that mode iso writes for the
		# kernel spellings that it leaves)
		if ! "$ALIGNCHECK" -k "$wp" "$w/variant.cat" > "$w/align"; then
			fail "$v: $p: alignment lost"
			sed 's/^/  | /' "$w/align"
		fi
		# the third word of aligncheck's summary (not a line of a
		# report, whose words may be globs)
		checked=$((checked + $(tail -n 1 "$w/align" |
		    awk '{ sub(/,$/, "", $3); print $3 + 0 }')))
	done
done

printf '%s: %d pages, %d files built with ktypes and read\n' "$me" \
    "$(echo $pages | wc -w)" $built
printf '%s: iso: %d long kernel names rewritten, %d short ones\n' "$me" \
    $rewritten_long $rewritten_short
printf '%s: both: %d pairs like __u32/*uint32_t*/\n' "$me" $both_forms
printf '%s: alignments checked %d (wide catman, iso and both)\n' "$me" $checked
printf '%s: ktypes warnings: %d\n' "$me" $kt_warnings
if [ $failed -ne 0 ]; then
	printf '%s: FAILED (KEEP_WORK=yes keeps the builds and their logs)\n' "$me"
	exit 1
fi
printf '%s: all checks passed\n' "$me"
exit 0
