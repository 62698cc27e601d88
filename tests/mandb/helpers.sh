# tests/mandb/helpers.sh: shared set-up of the tests that run man-db's
# man(1) (tests/mandb/ and tests/bake/).  Sourced after tests/lib.sh;
# all but the first three want $utf8 set to a UTF-8 locale.
#
#   mandb_need_terminal skip unless groff, man-db's man(1), script(1),
#                       col(1) and a UTF-8 locale ($utf8) are there, for
#                       the tests that read pages at a terminal, where
#                       man-db saves cat pages
#   mandb_cat_owner DIR...
#                       the cat folders DIR..., made the user "man"'s
#                       where the test runs as root (man-db writes cat
#                       pages as that user then)
#   mandb_terminal MANPATH
#                       the environment of a reader at an 80-column
#                       terminal, with MANPATH, MANPAGER=cat and none of
#                       the reader's settings that change what man runs
#   mandb_read CMD      the shell command CMD (man ...) run at that
#                       terminal (script(1) gives it one), its text
#                       (col -b -x) into $tmp/read.out
#   mandb_setup DIR     a reader's HOME (DIR/home) with a ~/.manpath made
#                       from the shipped integration/manpath.ktypes (the
#                       built binary's absolute path for "ktypes"), an
#                       empty MANPATH tree DIR/man/man2, and the
#                       environment of a reader at a
#                       72-column terminal whose output goes to a pipe
#   mandb_man ARG...    man(1), in that environment
#   mandb_squeeze       the blank-line squeeze that man-db appends after
#                       col when its output is not a terminal
#   mandb_pipeline FILE fmt|post
#                       a pipeline that man-db ran, as its PIPELINE_DEBUG=1
#                       output in FILE shows it: fmt the one with ktypes in
#                       it, post the one from col on; so the tests run by
#                       hand what the installed man-db runs (2.11 and 2.13
#                       differ: manconv, the line length)

mandb_setup () {
	mkdir -p "$1/home" "$1/man/man2" || exit 99
	sed -e "s|^DEFINE \\([a-z]*\\) ktypes |DEFINE \\1 $KTYPES_BIN |" \
	    "$top_srcdir/integration/manpath.ktypes" > "$1/home/.manpath" ||
	    exit 99
	grep -q "^DEFINE nroff $KTYPES_BIN --exec nroff -mandoc\$" "$1/home/.manpath" &&
	grep -q "^DEFINE troff $KTYPES_BIN --exec groff -mandoc\$" "$1/home/.manpath" || {
		echo "ERROR: no DEFINE lines in integration/manpath.ktypes" >&2
		exit 99
	}
	HOME=$1/home MANPATH=$1/man MANWIDTH=72 LC_ALL=$utf8
	# kdefault.2 loads ktypes.tmac (.mso): the source tree's, by hand and
	# in man alike
	GROFF_TMAC_PATH=$top_srcdir/macros
	export HOME MANPATH MANWIDTH LC_ALL GROFF_TMAC_PATH
	no_leak_check_in_man_sandbox
	# a reader's settings that would change what man runs or shows; the
	# sandbox is never switched off
	unset MAN_DISABLE_SECCOMP MAN_KEEP_FORMATTING MANOPT MANPAGER PAGER \
	    MANROFFSEQ MANROFFOPT MANSECT MANLESS GROFF_SGR GROFF_NO_SGR \
	    PIPELINE_DEBUG XDG_DATA_HOME KTYPES KTYPES_CLASSES BROWSER \
	    LANG LANGUAGE LC_CTYPE LC_MESSAGES
}

mandb_man () {
	man "$@"
}

mandb_squeeze () {
	sed -e '/^[[:space:]]*$/{ N; /^[[:space:]]*\n[[:space:]]*$/D; }'
}

mandb_pipeline () {
	grep '^Starting pipeline: ' "$1" |
	case $2 in
	fmt) grep -F "$KTYPES_BIN --exec " ;;
	*) grep '^Starting pipeline: col ' ;;
	esac | sed -n '1{ s/^Starting pipeline: //; s/ \[input: .*//; p; }'
}

mandb_need_terminal () {
	need_groff
	command -v man > /dev/null 2>&1 || skip "man is not installed (man-db)"
	man --version 2> /dev/null | grep -q '^man [0-9]' ||
	    skip "man is not man-db's"
	command -v script > /dev/null 2>&1 || skip "script(1) is not installed"
	command -v col > /dev/null 2>&1 || skip "col(1) is not installed"
	find_utf8_locale
	[ -n "$utf8" ] || skip "no UTF-8 locale"
	no_leak_check_in_man_sandbox
}

mandb_cat_owner () {
	if [ "$(id -u)" -eq 0 ] && id man > /dev/null 2>&1; then
		chown -R man "$@" || exit 99
	fi
}

mandb_terminal () {
	unset MAN_DISABLE_SECCOMP MAN_KEEP_FORMATTING MANOPT MANWIDTH \
	    MANROFFSEQ MANROFFOPT MANSECT PAGER GROFF_SGR GROFF_NO_SGR KTYPES \
	    KTYPES_CLASSES LANG LANGUAGE LC_CTYPE LC_MESSAGES XDG_DATA_HOME \
	    SYSTEM
	MANPATH=$1 MANPAGER=cat COLUMNS=80 LINES=50 LC_ALL=$utf8
	export MANPATH MANPAGER COLUMNS LINES LC_ALL
}

mandb_read () {
	script -qec "$1" /dev/null < /dev/null | tr -d '\r' | col -b -x \
	    > "$tmp/read.out"
}
