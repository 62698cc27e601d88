#!/bin/sh
# --help and -h print the usage and the options to standard output and exit
# 0, and say where the mode comes from (the page's comment '.\" ktypes:
# MODE' as well as its request '.ktypes MODE'); -v and --version print
# the version in groff's form and exit 0.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
for opt in --help -h; do
	expect_run "$opt" 0 - /dev/null ktypes $opt
	expect_grep "$opt" '^usage: ktypes \[-m MODE\] \[-e ENC\] \[--table=NAME|FILE\]\.\.\. \[--classes=LIST\]$' out
	expect_grep "$opt" '^ *\[--strict\] \[-w NAME\] \[-W NAME\] \[--both-width=N\]$' out
	expect_grep "$opt" '^ *\[--line-length=N\] \[FILE\.\.\.\] \[--exec CMD \[ARG\.\.\.\]\]$' out
	expect_grep "$opt" '--line-length=N' out
	expect_grep "$opt" '--table=NAME|FILE' out
	expect_grep "$opt" '--classes=LIST' out
	expect_grep "$opt" '--strict' out
	expect_grep "$opt" '--exec CMD' out
	expect_grep "$opt" '--mode=MODE' out
	expect_grep "$opt" '--version' out
	expect_grep "$opt" 'KTYPES' out
	# the page's two ways to name its mode, the comment first
	expect_grep "$opt" "comment '\\.\\\\\" ktypes: MODE'" out
	expect_grep "$opt" "request '\\.ktypes MODE'" out
done
ktypes --help > a
ktypes -h > b
expect_files_equal "-h and --help" a b

for opt in --version -v; do
	expect_run "$opt" 0 - /dev/null ktypes $opt
	expect_grep "$opt" '^ktypes (ktypes) version [0-9][0-9.]*$' out
	lines=$(wc -l < out)
	[ "$lines" -eq 1 ] || fail "$opt: $lines lines, expected 1"
done

# The version is the package's.
if [ -r "$top_srcdir/configure.ac" ]; then
	v=$(sed -n 's/^AC_INIT(\[ktypes\], \[\([^]]*\)\].*/\1/p' "$top_srcdir/configure.ac")
	echo "ktypes (ktypes) version $v" > exp
	expect_files_equal "--version matches configure.ac" exp out
fi

# --help wins over the rest of the command line, input is not read.
expect_run "--help with operands" 0 - /dev/null \
    ktypes --help -m iso no-such-file
finish
