#!/bin/sh
# A class that no table has (--classes) and a table that cannot be found
# are usage errors: the message on standard error, nothing on standard
# output, exit 2; unlike the errors about the command line itself, they
# are not followed by the usage message (see ktypes(1), DIAGNOSTICS).
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
	expect_no_grep "$what: usage" '^usage: ' err
}

check "--classes=bogus" "^ktypes: error: unknown class 'bogus'" \
    --classes=bogus -m iso
check "--classes=fixed,bogus" "^ktypes: error: unknown class 'bogus'" \
    --classes=fixed,bogus
check "--table=nosuch" "^ktypes: error: no table 'nosuch'" --table=nosuch
finish
