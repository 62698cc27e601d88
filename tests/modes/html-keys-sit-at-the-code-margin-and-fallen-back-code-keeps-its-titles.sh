#!/bin/sh
# In HTML (groff -Thtml): a key of mode annotate is a paragraph of its
# own at the margin of the code block that it follows (grohtml's
# "margin-left", not the code's plus the label's), with the gap of a
# paragraph above it ("margin-top"); and a block of mode both that keeps
# the kernel spelling (a line that no break makes fit) and gets a key still
# gives each type word its ISO spelling as a hover title, as mode
# annotate does.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
html () {
	groff -M "$top_srcdir/macros" -t -man -Thtml -ww "$@"
}
# the opening <p ...> of each paragraph, one a line, with the paragraph's
# first words
paras () {
	tr '\n' ' ' < "$1" | sed 's/<p /\n<p /g' |
	    sed -n 's/^\(<p [^>]*>\)\(.\{0,80\}\).*/\1 \2/p'
}
ktypes -m annotate "$top_srcdir/examples/demo.2" > roff
html roff > out.html 2> err
html_messages err
expect_files_equal "demo.2 -m annotate: warnings" /dev/null err
paras out.html > p
code=$(grep -m 1 '> *struct demo_args {' p | sed 's/^<p style="\([^";]*\).*/\1/')
key=$(grep -A 1 '> *struct demo_args {' p | sed -n 2p)
[ -n "$code" ] || fail "demo.2: no paragraph with the structure"
case $key in
*'<i>Types:</i>'*) ;;
*) fail "demo.2: the paragraph after the structure is not its key: $key" ;;
esac
case $key in
"<p style=\"$code; margin-top: 1em\">"*) ;;
*) fail "demo.2: the key is not at the code's margin ($code) after a gap: $key" ;;
esac

# mode both, a block with a line that no break makes fit (an expression
# as wide as the block's room): kernel spelling, a key, and a hover title
# on each type word
cat > fb.man <<'EOT'
.TH T 2
.SH DESCRIPTION
A block with an expression that cannot break:
.PP
.in +4n
.EX
struct wide_attr {
    __u64  sample_type;
};
x = (__u64)first_operand_of_the_sum + (__u64)second_operand_of_the_sum;
.EE
.in
.PP
The end.
EOT
ktypes -m both fb.man > roff
grep -q '^\.ktypes-key ' roff || fail "fb.man: no block fell back to a key"
html roff > out.html 2> err
html_messages err
expect_files_equal "fb.man -m both: warnings" /dev/null err
tr '\n' ' ' < out.html | grep -o '[^ >]*</span> *sample_type;' > got
cat > exp <<'EOT'
__u64</span> sample_type;
EOT
expect_files_equal "fb.man: the fallen-back block's type word" exp got
tr '\n' ' ' < out.html |
    grep -c '<span class="ktypes-type" title="uint64_t">__u64</span> *sample_type;' > n
expect_files_equal "fb.man: its hover title" - n <<'EOT'
1
EOT
finish
