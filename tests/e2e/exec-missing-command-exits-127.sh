#!/bin/sh
# --exec with a command that does not exist exits 127, one that cannot be
# executed 126, each with a message naming the command.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
echo '__u8' > in.man
ktypes in.man --exec ./no-such-command arg > out 2> err
expect_status "--exec ./no-such-command" 127 $?
expect_grep "--exec ./no-such-command" \
    "^ktypes: error: cannot run './no-such-command': No such file or directory\$" err

ktypes in.man --exec no-such-command-on-the-path > out 2> err
expect_status "--exec no-such-command-on-the-path" 127 $?
expect_grep "--exec no-such-command-on-the-path" \
    "no-such-command-on-the-path" err

printf '#!/bin/sh\nexit 0\n' > not-executable
chmod 644 not-executable
ktypes in.man --exec ./not-executable > out 2> err
expect_status "--exec ./not-executable" 126 $?
expect_grep "--exec ./not-executable" \
    "^ktypes: error: cannot run './not-executable': Permission denied\$" err
finish
