#!/bin/sh
# Statuses and numbers that a shell user can reach (issue 28):
# - standard output closed (>&-): "write error on standard output: Bad
#   file descriptor", exit 1, as cat(1); standard input closed (<&-) and
#   read: "read error: Bad file descriptor", exit 1.  Closed streams that
#   ktypes does not use are still opened on /dev/null (no file of its
#   own takes their place): exit 0.
# - line numbers after ".lf 2147483647" and ".lf -5" follow troff's
#   32-bit arithmetic, in ktypes' messages and in the ".lf" it writes
#   after a key (compared with what troff itself cites); ".lf" with a
#   number that overflows is ignored, as troff ignores it.
# - -e '' and --classes=,, (an empty name) are usage errors: exit 2, the
#   usage on standard error.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
printf '.TH X 2\nThe __u32 type.\n' > page

# closed streams
ktypes -m iso page >&- 2> err
expect_status "-m iso page >&-" 1 $?
echo "ktypes: error: write error on standard output: Bad file descriptor" > err.exp
expect_files_equal "-m iso page >&-: message" err.exp err
ktypes -m iso <&- > out 2> err
expect_status "-m iso <&-" 1 $?
echo "ktypes:<standard input>: error: read error: Bad file descriptor" > err.exp
expect_files_equal "-m iso <&-: message" err.exp err
expect_files_equal "-m iso <&-: no output" /dev/null out
ktypes -m iso page <&- > out 2> err
expect_status "-m iso page <&- (standard input not read)" 0 $?
printf '.TH X 2\nThe uint32_t type.\n' > exp
expect_files_equal "-m iso page <&-: output" exp out
# the output closed and a closed standard error: the status still says so
# (not under make check-valgrind: valgrind needs a standard error of its
# own, and stops the program when it has none)
if [ "${KTYPES_BIN##*/}" != ktypes-valgrind ]; then
	ktypes -m iso page >&- 2>&-
	expect_status "-m iso page >&- 2>&-" 1 $?
fi

# .lf arithmetic: what ktypes cites, next to what troff cites
printf '%s\n' '.lf 2147483647' '.ktypes bad1' '.ktypes bad2' '.lf -5' \
    '.ktypes bad3' '.lf 0' '.ktypes bad4' '.lf 99999999999' \
    '.ktypes bad5' > lf.man
ktypes -m iso lf.man > /dev/null 2> err
cat > err.exp <<'EOT'
ktypes:lf.man:2147483647: warning: unknown mode 'bad1' in mode request; ignored
ktypes:lf.man:-2147483648: warning: unknown mode 'bad2' in mode request; ignored
ktypes:lf.man:-5: warning: unknown mode 'bad3' in mode request; ignored
ktypes:lf.man:0: warning: unknown mode 'bad4' in mode request; ignored
ktypes:lf.man:2: warning: unknown mode 'bad5' in mode request; ignored
EOT
expect_files_equal ".lf past troff's ints: ktypes' messages" err.exp err
if command -v groff > /dev/null 2>&1; then
	sed 's/^\.ktypes bad/.xx/' lf.man | groff -ww -Z 2> gerr > /dev/null
	sed -n 's/^troff: *lf.man:\([-0-9]*\):.*/\1/p;s/^troff: *<standard input>:\([-0-9]*\): warning.*/\1/p' gerr > troff.lines
	sed -n 's/^ktypes:lf.man:\([-0-9]*\):.*/\1/p' err > ktypes.lines
	expect_files_equal ".lf past troff's ints: troff cites the same" \
	    troff.lines ktypes.lines
	# a key's .lf after the wrap: troff cites the next line where it is
	printf '%s\n' '.TH X 2' '.lf 2147483646' '.EX' '__u32 x;' '.EE' \
	    '.xx' > key.man
	ktypes -m annotate key.man | groff -ww -Z 2> gerr > /dev/null
	expect_grep "a key's .lf after the wrap" \
	    ':-2147483647: warning: macro .xx. not defined' gerr
fi

# empty arguments
ktypes -e '' page > out 2> err
expect_status "-e ''" 2 $?
expect_grep "-e '': message" "^ktypes: error: unknown encoding ''\$" err
expect_grep "-e '': usage" '^usage: ktypes' err
expect_files_equal "-e '': no output" /dev/null out
for list in ,, fixed,,endian fixed, ,fixed; do
	ktypes -m iso --classes="$list" page > out 2> err
	expect_status "--classes=$list" 2 $?
	expect_grep "--classes=$list: message" \
	    "^ktypes: error: empty class name in '$list'\$" err
	expect_grep "--classes=$list: usage" '^usage: ktypes' err
done
# an empty list is still every class off: nothing respelled, every type
# explained instead (its ISO spelling in iso's key)
ktypes -m iso --classes= page > out 2> err
expect_status "--classes=" 0 $?
drop_inserted_keys < out > out.words
expect_files_equal "--classes=: nothing respelled" page out.words
expect_grep "--classes=: the type explained" '^\.ktypes-section-key __u32 uint32_t' out
finish
