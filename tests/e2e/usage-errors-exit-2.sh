#!/bin/sh
# Bad options, an unknown mode, -m without its argument and --exec without
# a command are usage errors: a message and the usage on standard error,
# nothing on standard output, exit 2.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
echo '__u8' > in.man

check () {	# WHAT MESSAGE-PATTERN, then ktypes' arguments
	what=$1 pat=$2
	shift 2
	ktypes "$@" < in.man > out 2> err
	expect_status "$what" 2 $?
	expect_files_equal "$what: stdout" /dev/null out
	expect_grep "$what" "$pat" err
	expect_grep "$what: usage" '^usage: ktypes ' err
}

check "-x" "^ktypes: .*-x" -x
check "--bogus" "^ktypes: .*--bogus" --bogus
check "-m" "^ktypes: .*requires an argument" -m
check "--mode" "^ktypes: .*requires an argument" --mode
check "-m ansi" "^ktypes: error: unknown mode .ansi." -m ansi
check "--mode=" "^ktypes: error: unknown mode .." --mode=
check "--exec" "^ktypes: error: .*--exec" --exec
check "-m iso --exec" "^ktypes: error: .*--exec" -m iso in.man --exec
finish
