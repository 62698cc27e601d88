#!/bin/sh
# The key of a section's running text (.ktypes-section-key, before the
# next heading) sits at the section's margin, where a .PP would start,
# not under the last .RS block that ends the section (netlink(7)); the
# key of the last item of a list (.ktypes-item-key) at the indent of the
# item's text; the key of a code block stays at the block's own
# indentation, and the key of running text at the end of its paragraph
# (before the .IP that follows it) at that paragraph's.  Inside the
# list, nothing moves.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
cat > page.man <<'E'
.TH T 7 2026-12-05 ktypes-tests
.SH DESCRIPTION
The fields:
.TP
.I flags
Nothing else.
.RS
.EX
struct s {
    __u8 k;
};
.EE
.RE
.TP
.I id
A
.I __u32
number.
.PP
After the list:
.RS
a note on
.IR __u16 .
.RE
.SH NOTES
The end of the page, with an
.IR __s16 .
.IP
An indented paragraph ends it.
E
ktypes -m annotate page.man > out.man
grep -c '^\.ktypes-section-key ' out.man > n
expect_files_equal "the section keys" - n <<'E'
1
E
render < out.man > page.txt 2> err
expect_files_equal "rendered: warnings" /dev/null err
# the margin of the section's text, and of a code block inside an item
margin=$(sed -n 's/^\( *\)The fields:$/\1/p' page.txt | awk '{ print length }')
grep 'Types:' page.txt | awk '{ match($0, /^ */); print RLENGTH, $2 }' > got
block=$(sed -n 's/^\( *\)struct s {$/\1/p' page.txt | awk '{ print length }')
item=$(awk '{ i = index($0, "A __u32 number.") } i { print i - 1 }' page.txt)
printf '%s __u8\n%s __u32\n%s __u16\n%s __s16\n' "$block" "$item" "$margin" \
    "$margin" > exp
expect_files_equal "the columns of the keys (block, item, then sections)" exp got
# the list itself is as in kernel mode
ktypes -m kernel page.man | render > kernel.txt 2> /dev/null
grep -v 'Types:' page.txt | cat -s > a
cat -s kernel.txt > b
expect_files_equal "the page without its keys, as in kernel mode" b a
finish
