#!/bin/sh
# A file that cannot be opened, or a directory, is reported; the other
# files are still processed, in order, and the exit status is 1.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
echo 'one __u8' > one.man
echo 'two __u16' > two.man
mkdir dir.man

expect_run "missing file and directory" 1 - - \
    ktypes -m iso one.man missing.man dir.man two.man
cat > exp <<'EOT'
.lf 1 one.man
one uint8_t
.lf 1 missing.man
.lf 1 dir.man
.lf 1 two.man
two uint16_t
EOT
# Announcing a file that could not be read is harmless but not required:
# compare without the announcements of the two bad operands.
grep -v -e '^\.lf 1 missing\.man$' -e '^\.lf 1 dir\.man$' out > out.text
grep -v -e '^\.lf 1 missing\.man$' -e '^\.lf 1 dir\.man$' exp > exp.text
expect_files_equal "missing file and directory" exp.text out.text
lines=$(wc -l < err)
[ "$lines" -eq 2 ] || fail "missing file and directory: $lines messages, expected 2"
expect_grep "missing file" \
    "^ktypes: error: cannot open 'missing.man': No such file or directory$" err
expect_grep "directory" "^ktypes:.* error: 'dir.man' is a directory$" err

# Standard input is named as in other messages.
expect_run "standard input a directory" 1 - - \
    ktypes -m iso one.man - < dir.man
expect_grep "standard input a directory" \
    "^ktypes:.* error: '<standard input>' is a directory$" err
expect_grep "standard input a directory" '^one uint8_t$' out

# The same in kernel mode, which copies.
expect_run "kernel mode, missing file" 1 - - ktypes one.man missing.man
expect_grep "kernel mode, missing file" "^ktypes: error: cannot open 'missing.man'" err
expect_grep "kernel mode, missing file" '^one __u8$' out

# Permissions mean nothing to root.
echo 'secret' > locked.man
chmod 000 locked.man
if ! cat locked.man > /dev/null 2>&1; then
	expect_run "unreadable file" 1 - - ktypes one.man locked.man two.man
	expect_grep "unreadable file" \
	    "^ktypes: error: cannot open 'locked.man': Permission denied\$" err
	expect_grep "unreadable file" '^two __u16$' out
fi
finish
