#!/bin/sh
# Bad options, an unknown mode, -m without its argument and --exec without
# a command are usage errors: a message and the usage on standard error,
# nothing on standard output, exit 2.  A class that no table has
# (--classes) and a table that cannot be found are usage errors too, but
# not followed by the usage message (see ktypes(1), DIAGNOSTICS).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
echo '__u8' > in.man

check () {	# usage|no-usage WHAT MESSAGE-PATTERN, then ktypes' arguments
	usage=$1 what=$2 pat=$3
	shift 3
	expect_run "$what" 2 /dev/null - ktypes "$@" < in.man
	expect_grep "$what" "$pat" err
	if [ "$usage" = usage ]; then
		expect_grep "$what: usage" '^usage: ktypes ' err
	else
		expect_no_grep "$what: usage" '^usage: ' err
	fi
}

check usage "-x" "^ktypes: .*-x" -x
check usage "--bogus" "^ktypes: .*--bogus" --bogus
check usage "-m" "^ktypes: .*requires an argument" -m
check usage "--mode" "^ktypes: .*requires an argument" --mode
check usage "-m ansi" "^ktypes: error: unknown mode .ansi." -m ansi
check usage "--mode=" "^ktypes: error: unknown mode .." --mode=
check usage "--exec" "^ktypes: error: .*--exec" --exec
check usage "-m iso --exec" "^ktypes: error: .*--exec" -m iso in.man --exec
check no-usage "--classes=bogus" "^ktypes: error: unknown class 'bogus'" \
    --classes=bogus -m iso
check no-usage "--classes=fixed,bogus" \
    "^ktypes: error: unknown class 'bogus'" --classes=fixed,bogus
check no-usage "--table=nosuch" "^ktypes: error: no table 'nosuch'" \
    --table=nosuch
finish
