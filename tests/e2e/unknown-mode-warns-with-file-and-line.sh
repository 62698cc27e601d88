#!/bin/sh
# An unknown mode in a page's request gets a warning citing file and line
# and is ignored (exit 0); so are a request without a mode and extra
# arguments.  In KTYPES it gets one warning and is ignored; on the command
# line it is a usage error.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

printf '%s\n' '.TH X 7' 'A __u8.' '.ktypes sideways' 'A __u8.' '.ktypes' \
    '.ktypes iso extra' 'A __u8.' > "$tmp/page.man"
printf '%s\n' '.TH X 7' 'A __u8.' '.ktypes sideways' 'A __u8.' '.ktypes' \
    '.ktypes iso extra' 'A uint8_t.' > "$tmp/exp"

cd "$tmp" || exit 99
cat > err.exp <<'EOT'
ktypes:page.man:3: warning: unknown mode 'sideways' in mode request; ignored
ktypes:page.man:5: warning: mode request without a mode; ignored
ktypes:page.man:6: warning: extra argument 'extra' to mode request ignored
EOT
expect_run "page requests" 0 exp err.exp ktypes page.man

ktypes < page.man > out 2> err
sed 's/page\.man/<standard input>/' err.exp > err.exp2
expect_files_equal "page requests on standard input: stderr" err.exp2 err

# An incoming .lf names the original file and line.
printf '%s\n' '.lf 40 orig.man' '.ktypes upside-down' > lf.man
ktypes lf.man > out 2> err
echo "ktypes:orig.man:40: warning: unknown mode 'upside-down' in mode request; ignored" > err.exp
expect_files_equal ".lf then request: stderr" err.exp err
# groff 1.24's soelim and preconv write a name with blanks after an
# opening '"', and its troff reads the name to the end of the line.
printf '%s\n' '.lf 7 "./my page.2' '.ktypes upside-down' \
    '.lf 9 other page.2' '.ktypes inside-out' > lf.man
ktypes lf.man > out 2> err
cat > err.exp <<'EOT'
ktypes:./my page.2:7: warning: unknown mode 'upside-down' in mode request; ignored
ktypes:other page.2:9: warning: unknown mode 'inside-out' in mode request; ignored
EOT
expect_files_equal ".lf with a blank in the name, then request: stderr" err.exp err
# troff reads the line number of .lf as a numeric expression: .lf 10+5
# is line 15; one that is not a number is ignored.
printf '%s\n' '.lf 10+5' '.ktypes a1' '.lf (1+1)*2 f' '.ktypes a2' '.lf x' \
    '.ktypes a3' > lf.man
ktypes lf.man > out 2> err
cat > err.exp <<EOT
ktypes:lf.man:15: warning: unknown mode 'a1' in mode request; ignored
ktypes:f:4: warning: unknown mode 'a2' in mode request; ignored
ktypes:f:6: warning: unknown mode 'a3' in mode request; ignored
EOT
expect_files_equal ".lf with an expression: stderr" err.exp err
if command -v groff > /dev/null 2>&1; then
	# the same lines as troff's own
	sed 's/^\.ktypes \(.*\)/.tm \\n[.F]:\\n[.c]: \1/' lf.man > tm.man
	groff -z -Wnumber tm.man 2> tm
	cat > tm.exp <<EOT
tm.man:15: a1
f:4: a2
f:6: a3
EOT
	expect_files_equal ".lf with an expression: troff's own lines" tm.exp tm
fi

# KTYPES: one warning, then the page decides.
expect_run "KTYPES=sideways" 0 - - \
    env KTYPES=sideways "$KTYPES_BIN" page.man page.man
grep -c "KTYPES" err > count
echo 1 > count.exp
expect_files_equal "KTYPES=sideways: one warning" count.exp count
expect_grep "KTYPES=sideways" "^ktypes: warning: unknown mode 'sideways' in KTYPES; ignored\$" err

# -m: a usage error, nothing written.
expect_run "-m sideways" 2 /dev/null - ktypes -m sideways page.man
expect_grep "-m sideways" "^ktypes: error: unknown mode 'sideways'" err
expect_grep "-m sideways: usage" '^usage: ktypes' err
finish
