#!/bin/sh
# A malformed table file given with --table is a usage error: one message
# that names the file and line and says what is wrong, nothing on
# standard output, exit 2.  Nothing of the table is used.  A table that
# cannot be read (missing, a folder, a binary file) is the same.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
echo 'one __u8' > in.man

check () {	# WHAT TABLE-TEXT (a printf format) EXPECTED-MESSAGE
	# shellcheck disable=SC2059
	printf "$2" > bad.kt
	printf '%s\n' "$3" > err.exp
	expect_run "$1" 2 /dev/null err.exp \
	    ktypes -m iso --table=./bad.kt in.man
}

check "entry before any class" 'foo = bar\n' \
    "ktypes:./bad.kt:1: error: entry before the first 'class' line"
check "no '='" 'class x on\nfoo\n' \
    "ktypes:./bad.kt:2: error: expected 'KERNEL = ISO' or 'KERNEL = ISO [FLAGS]'"
check "kernel spelling not an identifier" 'class x on\n9foo = bar\n' \
    "ktypes:./bad.kt:2: error: kernel spelling '9foo' is not a C identifier of at most 63 characters"
check "ISO spelling with two blanks" 'class x on\nfoo = bar  baz\n' \
    "ktypes:./bad.kt:2: error: bad ISO spelling 'bar  baz' (1 to 200 of: letters, digits, single blanks, _()*,:<>&+-)"
check "ISO spelling with a roff escape" 'class x on\nfoo = \\fBbar\n' \
    "ktypes:./bad.kt:2: error: bad ISO spelling '\\fBbar' (1 to 200 of: letters, digits, single blanks, _()*,:<>&+-)"
check "empty ISO spelling" 'class x on\nfoo = \n' \
    "ktypes:./bad.kt:2: error: bad ISO spelling '' (1 to 200 of: letters, digits, single blanks, _()*,:<>&+-)"
check "unclosed flags" 'class x on\nfoo = a [context\n' \
    "ktypes:./bad.kt:2: error: bad ISO spelling 'a [context' (1 to 200 of: letters, digits, single blanks, _()*,:<>&+-)"
check "unknown flag" 'class x on\nfoo = bar [fast]\n' \
    "ktypes:./bad.kt:2: error: unknown flag 'fast' (known: context, distinct)"
check "an entry twice" 'class x on\nfoo = a\nfoo = b\n' \
    "ktypes:./bad.kt:3: error: 'foo' is in the table twice"
check "NUL byte" 'class x on\nfoo = a\000\n' \
    "ktypes:./bad.kt:2: error: NUL byte in a table file"
check "UTF-8 byte-order mark" '\357\273\277class x on\nfoo = a\n' \
    "ktypes:./bad.kt:1: error: table file starts with a UTF-8 byte-order mark (EF BB BF); save it without one"
check "bad class line" 'class x y z\n' \
    "ktypes:./bad.kt:1: error: expected 'class NAME', 'class NAME on' or 'class NAME off'"
check "bad class name" 'class x! on\n' \
    "ktypes:./bad.kt:1: error: bad class name 'x!' (letters, digits, '_' and '-')"

# The first error only, and none of the table is used.
printf 'class x on\n__u8 = octet\nfoo = a  b\nbar = c  d\n' > bad.kt
echo "ktypes:./bad.kt:3: error: bad ISO spelling 'a  b' (1 to 200 of: letters, digits, single blanks, _()*,:<>&+-)" > err.exp
expect_run "first error only" 2 /dev/null err.exp \
    ktypes -m iso --table=linux --table=./bad.kt in.man

# A binary file, a folder, a missing file, an unknown table name.
for b in /bin/true /usr/bin/true; do
	[ -f "$b" ] && { cp "$b" bin.kt; break; }
done
if [ -f bin.kt ]; then
	expect_run "binary table" 2 /dev/null - ktypes --table=./bin.kt in.man
	expect_grep "binary table" '^ktypes:\./bin\.kt:[0-9]*: error: NUL byte in a table file$' err
fi
mkdir dir.kt
echo "ktypes: error: cannot read table './dir.kt': not a regular file or a pipe" > err.exp
expect_run "folder as table" 2 - err.exp ktypes --table=./dir.kt in.man
echo "ktypes: error: cannot read table './none.kt': No such file or directory" > err.exp
expect_run "missing table" 2 - err.exp ktypes --table=./none.kt in.man
expect_run "unknown table name" 2 - - \
    env XDG_DATA_HOME="$tmp/xdg" "$KTYPES_BIN" --table=nosuchtable in.man
expect_grep "unknown table name" "^ktypes: error: no table 'nosuchtable' (looked in $tmp/xdg/ktypes and .*)\$" err

# An empty table, or one of comments, is valid: nothing is respelled.
: > empty.kt
expect_run "empty table" 0 in.man /dev/null \
    ktypes -m iso --table=./empty.kt in.man
finish
