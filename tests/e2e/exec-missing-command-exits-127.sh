#!/bin/sh
# --exec with a command that does not exist exits 127, one that cannot be
# executed 126, each with a message naming the command.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
echo '__u8' > in.man
expect_run "--exec ./no-such-command" 127 - - \
    ktypes in.man --exec ./no-such-command arg
expect_grep "--exec ./no-such-command" \
    "^ktypes: error: cannot run './no-such-command': No such file or directory\$" err

expect_run "--exec no-such-command-on-the-path" 127 - - \
    ktypes in.man --exec no-such-command-on-the-path
expect_grep "--exec no-such-command-on-the-path" \
    "no-such-command-on-the-path" err

printf '#!/bin/sh\nexit 0\n' > not-executable
chmod 644 not-executable
expect_run "--exec ./not-executable" 126 - - \
    ktypes in.man --exec ./not-executable
expect_grep "--exec ./not-executable" \
    "^ktypes: error: cannot run './not-executable': Permission denied\$" err
finish
