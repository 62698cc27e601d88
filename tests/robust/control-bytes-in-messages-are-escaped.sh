#!/bin/sh
# A message that quotes the input (a word of a mode request, a file name
# from the command line or from an .lf request, a value of KTYPES or
# KTYPES_CLASSES, a table's line, an option, an encoding, a command)
# never prints its control bytes: each byte that is not printable ASCII
# is shown as \xHH, a NUL too, which does not cut the text short.  In a
# UTF-8 locale, UTF-8 characters are shown as they are, but not the C1
# controls (U+0080 to U+009F, such as U+009B, CSI) or the characters
# that reorder the line (U+202E); in the C locale every byte over 0x7F is
# escaped.  The messages are otherwise unchanged, and so is the output.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
esc=$(printf '\033')
: > all.err

# run WHAT EXPECTED-STATUS EXPECTED-STDERR-FILE ARG...: standard error
# must be the expected one; all of it is also kept for the last check
run () {
	r_what=$1 r_st=$2 r_exp=$3
	shift 3
	expect_run "$r_what" "$r_st" - "$r_exp" ktypes "$@"
	cat err >> all.err
}

# The words of a mode request, with an OSC title sequence, a NUL, a
# colour; the file name of an .lf request with an erase-screen and a NUL.
printf '.ktypes is\033]0;pwn\007o\n.ktypes iso\000x\n.ktypes iso ex\033[31mtra\n.ktypes literal \001\n.lf 7 ev\033[2Jil\000.2\n.ktypes bad\n' > req.man
cat > exp <<'EOF'
ktypes:req.man:1: warning: unknown mode 'is\x1b]0;pwn\x07o' in mode request; ignored
ktypes:req.man:2: warning: unknown mode 'iso\x00x' in mode request; ignored
ktypes:req.man:3: warning: extra argument 'ex\x1b[31mtra' to mode request ignored
ktypes:req.man:4: warning: expected 'on' or 'off' after 'literal', not '\x01'; ignored
ktypes:ev\x1b[2Jil\x00.2:7: warning: unknown mode 'bad' in mode request; ignored
EOF
run "mode requests and .lf" 0 exp req.man
expect_files_equal "mode requests and .lf: the output" req.man out

# File operands: a missing one with a newline and an escape in its name,
# a folder with an escape; the good file is still processed.
mkdir "d${esc}ir" || exit 99
printf 'A __u8.\n' > good.man
cat > exp <<'EOF'
ktypes: error: cannot open 'no\x1b[1msuch\x0afile': No such file or directory
ktypes: error: 'd\x1bir' is a directory
EOF
run "file operands" 1 exp -m iso "$(printf 'no\033[1msuch\nfile')" "d${esc}ir" good.man
printf '.lf 1 good.man\nA uint8_t.\n' > good.iso
expect_files_equal "file operands: the good file" good.iso out

# The environment.
echo "ktypes: warning: unknown mode 'x\\x1b[1m\\x9b\\xc3\\xa9' in KTYPES; ignored" > exp
KTYPES=$(printf 'x\033[1m\233\303\251')
export KTYPES
run "KTYPES" 0 exp good.man
unset KTYPES
echo "ktypes: warning: unknown class 'fi\\x1bxed' in KTYPES_CLASSES; ignored" > exp
KTYPES_CLASSES=$(printf 'fi\033xed')
export KTYPES_CLASSES
run "KTYPES_CLASSES" 0 exp good.man
unset KTYPES_CLASSES

# A table file, by line, and by its name.
printf 'class a on\nfoo = b\033c\n' > bad.kt
echo "ktypes:./bad.kt:2: error: bad ISO spelling 'b\\x1bc' (1 to 200 of: letters, digits, single blanks, _()*,:<>&+-)" > exp
run "table line" 2 exp --table=./bad.kt good.man
printf 'class a on\nf\033o = b\n' > bad.kt
echo "ktypes:./bad.kt:2: error: kernel spelling 'f\\x1bo' is not a C identifier of at most 63 characters" > exp
run "table kernel spelling" 2 exp --table=./bad.kt good.man
echo "ktypes: error: cannot read table './no\\x07ne.kt': No such file or directory" > exp
run "table name" 2 exp --table="./no$(printf '\007')ne.kt" good.man

# The command line, --exec, the encoding of a coding tag.
expect_run "a bad long option" 2 - - ktypes "$(printf -- '--bo\033gus')"
expect_grep "a bad long option" "^ktypes: error: unrecognized option '--bo\\\\x1bgus'\$" err
cat err >> all.err
expect_run "a bad encoding" 2 - - ktypes -e "$(printf 'x\033y')" good.man
expect_grep "a bad encoding" "^ktypes: error: unknown encoding 'x\\\\x1by'\$" err
cat err >> all.err
# (a grep: under valgrind, the child that failed to run the command
# reports on what it inherited)
expect_run "--exec" 127 - - ktypes --exec "$(printf 'no\033cmd')" < good.man
expect_grep "--exec" "^ktypes: error: cannot run 'no\\\\x1bcmd': No such file or directory\$" err
cat err >> all.err
printf '.\\" -*- coding: x\033y -*-\nA __u8.\n' > tag.man
echo "ktypes:tag.man: warning: encoding 'x\\x1by' not supported by iconv; passed through unchanged" > exp
ktypes -m iso tag.man > out 2> err
sed 's/needs iconv, which this ktypes was built without/not supported by iconv/' err > err2
expect_files_equal "coding tag: stderr" exp err2
cat err >> all.err

# No control byte and, in the C locale, no byte over 0x7F anywhere.
LC_ALL=C tr -d '\n -~' < all.err > bad
[ -s bad ] && fail "bytes that are not printable ASCII in the messages: $(od -An -c bad | head -n 3)"

# In a UTF-8 locale, the characters of a name are kept, the controls not.
find_utf8_locale
if [ -n "$utf8" ]; then
	printf ".ktypes d\303\251j\303\240\n" > utf8.man
	{
		printf "ktypes: error: cannot open 'no\303\251': No such file or directory\n"
		printf "ktypes:utf8.man:1: warning: unknown mode 'd\303\251j\303\240' in mode request; ignored\n"
		printf "ktypes: error: 'd\\\\x1bir' is a directory\n"
		printf "ktypes: warning: unknown mode 'x\\\\xc2\\\\x9by\\\\xe2\\\\x80\\\\xaez' in KTYPES; ignored\n"
	} > exp
	{
		LC_ALL=$utf8 ktypes "no$(printf '\303\251')" utf8.man "d${esc}ir" > /dev/null
		LC_ALL=$utf8 KTYPES=$(printf 'x\302\233y\342\200\256z') ktypes /dev/null > /dev/null
	} 2> err
	expect_files_equal "$utf8: stderr" exp err
	# the same names in the C locale: escaped
	ktypes "no$(printf '\303\251')" > /dev/null 2> err
	echo "ktypes: error: cannot open 'no\\xc3\\xa9': No such file or directory" > exp
	expect_files_equal "C locale: a UTF-8 name" exp err
else
	echo "no UTF-8 locale installed: its part skipped"
fi
finish
