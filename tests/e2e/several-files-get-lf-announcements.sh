#!/bin/sh
# With two or more operands each file is announced with ".lf 1 NAME"
# (after a newline if the previous file lacked its final one), standard
# input included; with one operand nothing is added.  An announcement that
# waits for a line troff reads whole goes after it, never on the page.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
printf '%s\n' 'first __u8' > one.man
printf 'second __u16 without a final newline' > two.man
printf '%s\n' 'third __u32' > three.man
printf '%s\n' 'from standard input' > stdin.man

cat > exp <<'EOT'
.lf 1 one.man
first uint8_t
.lf 1 two.man
second uint16_t without a final newline
.lf 1 -
from standard input
.lf 1 three.man
third uint32_t
EOT
expect_run "four operands" 0 exp /dev/null \
    ktypes -m iso one.man two.man - three.man < stdin.man

ktypes one.man two.man > out
printf '.lf 1 one.man\nfirst __u8\n.lf 1 two.man\nsecond __u16 without a final newline' > exp
expect_files_equal "kernel mode, two operands" exp out

ktypes -m iso two.man > out
printf 'second uint16_t without a final newline' > exp
expect_files_equal "one operand" exp out

ktypes -m iso - < one.man > out
printf 'first uint8_t\n' > exp
expect_files_equal "standard input alone" exp out
# A file that ends in a line going on (an escaped newline) inside a
# no-fill block: troff reads the next file's first line as more of it, so
# its announcement waits until after that line, in every mode, and is
# never on the page (in iso and both the block is held for the layout).
if command -v groff >/dev/null 2>&1; then
	printf '.TH T 2\n.nf\n__u32 a;\nx \\' > cont1.man
	printf 'y\n__u64 bb;\n.fi\n' > cont2.man
	cat cont1.man cont2.man | groff -man -Tutf8 -P-cbou -rLL=70n \
	    2>/dev/null | grep -e 'x y' -e 'bb;' > want
	for m in kernel iso both annotate; do
		ktypes -m "$m" cont1.man cont2.man | groff -man -Tutf8 \
		    -P-cbou -rLL=70n > page 2> err
		expect_no_grep "mode $m, a line going on into the next file" \
		    'lf ' page
		expect_grep "mode $m: x y" '^ *x y$' page
		expect_files_equal "mode $m: troff's messages" /dev/null err
	done
	# what troff reads: the same two lines as from cat, in kernel mode
	ktypes cont1.man cont2.man | groff -man -Tutf8 -P-cbou -rLL=70n \
	    2>/dev/null | grep -e 'x y' -e 'bb;' > got
	expect_files_equal "kernel mode, a line going on into the next file" \
	    want got
fi
finish
