# tests/mandb/helpers.sh: shared set-up of the tests that run man-db's
# man(1).  Sourced after tests/lib.sh, with $utf8 set to a UTF-8 locale.
#
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
