#!/bin/sh
# "ktypes -m iso --exec cat page.2" hands page.2 to cat as it is, and
# ktypes reads standard input: the page renders as written, so ktypes
# says so, naming the file and the command; the page given before
# --exec, or an argument of the command that is an option or no file,
# draws no message.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
printf '.TH X 2\nA __u8 value.\n' > page.2
expect_run "page after --exec" 0 - - \
    ktypes -m iso --exec cat page.2 < /dev/null
expect_grep "page after --exec" \
    "^ktypes: warning: reading standard input: the file 'page.2' after --exec goes to 'cat' without ktypes (a page goes before --exec)\$" err
expect_grep "page after --exec: cat still gets it" "A __u8 value" out

printf '.TH X 2\nA uint8_t value.\n' > want
: > empty
expect_run "page before --exec" 0 want empty \
    ktypes -m iso page.2 --exec cat
expect_run "an option and no file after --exec" 0 want empty \
    ktypes -m iso --exec sed -e s/a/a/ < page.2
finish
