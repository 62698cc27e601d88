#!/bin/sh
# The real man(1) of man-db, with the DEFINE lines of the shipped example
# integration/manpath.ktypes in ~/.manpath (the built binary's absolute
# path for "ktypes"), in a temporary HOME and MANPATH, shows a reader
# every mode as ktypes and nroff show it by hand: for the fixture pages
# (examples/demo.2, tests/mandb/kstruct.2 with a table, kdefault.2 that
# asks for iso itself), plain "man" and KTYPES=iso, both and annotate,
# found through MANPATH and with "man -l", MANWIDTH=72, output to a pipe
# (so man-db sets GROFF_NO_SGR and runs col -b itself; MAN_KEEP_FORMATTING
# unset).  By hand is first the pipeline of man-db's own order (preconv,
# tbl, then ktypes and nroff), then ktypes before preconv and tbl, as a
# reader runs it: "ktypes -m MODE --line-length=70 page | preconv | tbl |
# nroff -rLL=70n" (mode
# both stacks a table's type name cells over their ISO spelling in
# either order).
# Plain man through ktypes also equals man without ktypes, for the pages
# that do not ask for a mode.  The troff DEFINE serves man -T and -H:
# -Tutf8 as groff -mandoc -Tutf8 by hand, PostScript and HTML with the
# ISO spellings.  PIPELINE_DEBUG=1 shows ktypes in the pipeline, and its
# exit status 0.  Cat pages: NOCACHE, and man must leave the MANPATH tree
# as it was.  man-db's seccomp sandbox stays on (see
# man-db-runs-ktypes-in-its-sandbox.sh).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
command -v man > /dev/null 2>&1 || skip "man is not installed (man-db)"
man --version 2> /dev/null | grep -q '^man [0-9]' || skip "man is not man-db's"
command -v col > /dev/null 2>&1 || skip "col is not installed (bsdextrautils)"
command -v preconv > /dev/null 2>&1 || skip "preconv is not installed"
find_utf8_locale
[ -n "$utf8" ] || skip "no UTF-8 locale"
. "$top_srcdir/tests/mandb/helpers.sh"

mandb_setup "$tmp"
set -- demo:"$top_srcdir/examples/demo.2" \
    kstruct:"$top_srcdir/tests/mandb/kstruct.2" \
    kdefault:"$top_srcdir/tests/mandb/kdefault.2"
for pg; do
	cp "${pg#*:}" "$tmp/man/man2/${pg%%:*}.2" || exit 99
done
(cd "$tmp/man" && find . | sort) > "$tmp/tree.before"

# by hand: by_hand ORDER MODE PAGE (ORDER after: as man-db, before: ktypes
# first, none: without ktypes); plain mode is KTYPES unset.  The
# pipelines are the ones this man-db ran for "man -l PAGE" (PIPELINE_DEBUG
# in debug.l), run here by hand, with ktypes moved or taken out of them.
# GROFF_NO_SGR as man-db sets it when its output is not a terminal.
by_hand () {
	bh_env=
	[ "$2" = plain ] || bh_env="KTYPES=$2"
	bh_fmt=$(mandb_pipeline debug.l fmt)
	bh_post=$(mandb_pipeline debug.l post)
	[ -n "$bh_fmt" ] && [ -n "$bh_post" ] || {
		fail "man -l $3: no pipeline with ktypes in PIPELINE_DEBUG's output:"
		grep -i 'pipeline\|exec\|error' debug.l | head -20 |
		    sed 's/^/  | /' >&2
	}
	bh_pre=${bh_fmt%%"$KTYPES_BIN --exec "*}
	bh_nroff=${bh_fmt#*"$KTYPES_BIN --exec "}
	GROFF_NO_SGR=1
	export GROFF_NO_SGR
	case $1 in
	after)
		env $bh_env sh -c "$bh_fmt" < "$3" ;;
	before)
		# told the line length that man-db told nroff
		bh_ll=$(printf '%s\n' "$bh_nroff" |
		    sed -n 's/.*-rLL=\([0-9]*\)n.*/\1/p')
		env $bh_env "$KTYPES_BIN" --line-length="$bh_ll" < "$3" |
		    sh -c "$bh_pre$bh_nroff" ;;
	none)
		sh -c "$bh_pre$bh_nroff" < "$3" ;;
	esac 2> /dev/null | sh -c "$bh_post"
	unset GROFF_NO_SGR
}

runs=0
cd "$tmp" || exit 99
for mode in plain iso both annotate plain; do
	for pg; do
		name=${pg%%:*}
		page=$tmp/man/man2/$name.2
		if [ $mode = plain ]; then unset KTYPES; else KTYPES=$mode; export KTYPES; fi
		PIPELINE_DEBUG=1 mandb_man 2 "$name" > got.find 2> debug
		mandb_man -l "$page" > got.l 2> err.l
		# the pipeline that man ran, from its debugging output
		# (which man's children write to the same standard error,
		# where under load a line of theirs may cut man's in two:
		# asked again, up to three times)
		for try in 1 2 3; do
			PIPELINE_DEBUG=1 mandb_man -l "$page" > /dev/null 2> debug.l
			[ -n "$(mandb_pipeline debug.l fmt)" ] &&
			    [ -n "$(mandb_pipeline debug.l post)" ] && break
		done
		unset KTYPES
		runs=$((runs + 2))
		by_hand after $mode "$page" > want.after
		expect_files_equal "man 2 $name, mode $mode, as by hand in man-db's order" \
		    want.after got.find
		expect_files_equal "man -l $name.2, mode $mode, as by hand in man-db's order" \
		    want.after got.l
		expect_files_equal "man -l $name.2, mode $mode: standard error" /dev/null err.l
		by_hand before $mode "$page" > want.before
		expect_files_equal "man -l $name.2, mode $mode, as ktypes before tbl by hand" \
		    want.before got.l
		if [ $mode = plain ] && [ $name != kdefault ]; then
			by_hand none plain "$page" > want.none
			expect_files_equal "man -l $name.2: as without ktypes" want.none got.l
		fi
		# the pipeline that ran: ktypes in the nroff slot, status 0
		# (man-db runs each stage of a page found through MANPATH as
		# "(cd TREE && COMMAND)")
		expect_grep "man 2 $name: the pipeline" \
		    "| (cd $tmp/man && tbl) | (cd $tmp/man && $KTYPES_BIN --exec nroff -mandoc -rLL=[0-9]*n -rLT=[0-9]*n -Tutf8)" debug
		expect_grep "man 2 $name: ktypes' exit status" \
		    "^ *\"$KTYPES_BIN\" ([0-9]*) -> 0\$" debug
	done
done

# What each mode shows (so that the comparisons above compare something).
KTYPES=iso mandb_man -l "$tmp/man/man2/kstruct.2" > iso.txt
expect_grep "iso: the structure" '^ *uint64_t flags; *\/\* KSTRUCT_F_\* flags \*\/$' iso.txt
expect_grep "iso: the table" '^ *│ *uint32_t *│ *id' iso.txt
expect_no_grep "iso: no long kernel name" '__[us][0-9]' iso.txt
KTYPES=both mandb_man -l "$tmp/man/man2/kstruct.2" > both.txt
expect_grep "both: the structure" '^ *__u64/\*uint64_t\*/ flags; *\/\* KSTRUCT_F_\* flags \*\/$' both.txt
expect_grep "both: the table" '^ *│ *__u32 *│ *id' both.txt
expect_grep "both: the table, the ISO spelling under the type" '^ *│ *(uint32_t) *│ *│' both.txt
KTYPES=annotate mandb_man -l "$tmp/man/man2/kstruct.2" > annotate.txt
expect_grep "annotate: the key" '__u64 = uint64_t' annotate.txt
mandb_man 2 kdefault > kdefault.txt
expect_grep "plain man: the page's own mode" '^ *uint64_t len; ' kdefault.txt
KTYPES=kernel mandb_man 2 kdefault > kdefault.k
expect_grep "KTYPES=kernel: as written" '^ *__u64 *len; ' kdefault.k

# The troff slot: man -T and man -H.
for mode in iso both; do
	KTYPES=$mode PIPELINE_DEBUG=1 mandb_man -Tutf8 -l "$tmp/man/man2/kstruct.2" \
	    > got.T 2> debug
	# by hand: the pipeline that man-db ran
	T_fmt=$(grep '^Starting pipeline: ' debug | grep -F "$KTYPES_BIN --exec groff" |
	    sed -n '1{ s/^Starting pipeline: //; s/ \[input: .*//; p; }')
	[ -n "$T_fmt" ] || fail "man -Tutf8: no pipeline with ktypes in PIPELINE_DEBUG's output"
	KTYPES=$mode sh -c "$T_fmt" < "$tmp/man/man2/kstruct.2" > want.T 2> /dev/null
	expect_files_equal "man -Tutf8, mode $mode, as groff by hand" want.T got.T
	expect_grep "man -Tutf8: the pipeline" "| tbl | $KTYPES_BIN --exec groff -mandoc -Tutf8" debug
done
KTYPES=iso mandb_man -Tps -l "$tmp/man/man2/kstruct.2" > got.ps 2> err.ps
expect_grep "man -Tps: PostScript" '^%!PS-Adobe' got.ps
expect_grep "man -Tps: the ISO spelling" '(uint64_t flags;)' got.ps
KTYPES=both BROWSER=cat mandb_man -Hcat -l "$tmp/man/man2/kstruct.2" > got.html 2> err.html
expect_grep "man -H: HTML" '^<html' got.html
expect_grep "man -H: the hover title" 'title="uint64_t">__u64' got.html

# No cat pages, nothing else written into the tree.
(cd "$tmp/man" && find . | sort) > tree.after
expect_files_equal "the MANPATH tree after $runs runs of man" tree.before tree.after
echo "man runs compared with by hand: $runs (3 pages, 5 rounds of modes, found and -l)"
finish
