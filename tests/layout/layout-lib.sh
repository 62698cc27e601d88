# tests/layout/layout-lib.sh: what the tests of the layout of one
# structure share: a page that holds it, and its rendering at 80 columns
# compared with what a reader should see.  Sourced after tests/lib.sh;
# needs groff.
#
#   code_page             the page $tmp/page.man: a DESCRIPTION whose
#                         example (.EX, .in +4n) is standard input
#   block FILE            the structures of FILE (ktypes' output) as a
#                         reader sees them at 80 columns (-rLL=78n),
#                         each from its "struct NAME {" (or "struct {")
#                         line to the "};" (or "} NAME;") at its indent
#   expect_block MODE [OPTION...]
#                         ktypes -m MODE OPTION... lays out $tmp/page.man
#                         (into $tmp/MODE.man); its structures must be
#                         standard input, line for line, or the test
#                         fails ("mode MODE")

code_page () {
	{
		printf '%s\n' '.TH DEMO 2 2026-12-06 ktypes "ktypes tests"' \
		    '.SH DESCRIPTION' '.in +4n' '.EX'
		cat
		printf '%s\n' '.EE' '.in'
	} > "$tmp/page.man"
}

block () {
	render -rLL=78n < "$1" 2> /dev/null | awk '
	!p && /struct .*\{$/ {
		p = 1
		match($0, /^ */)
		end = "^" substr($0, 1, RLENGTH) "}[^{]*;$"
	}
	p { print }
	p && $0 ~ end { p = 0 }'
}

expect_block () {
	mode=$1
	shift
	cat > "$tmp/$mode.want"
	if ! ktypes -m "$mode" "$@" "$tmp/page.man" > "$tmp/$mode.man"; then
		fail "ktypes -m $mode $* failed"
		return 1
	fi
	block "$tmp/$mode.man" > "$tmp/$mode.txt"
	expect_files_equal "mode $mode${1:+ $*}" "$tmp/$mode.want" \
	    "$tmp/$mode.txt"
}
