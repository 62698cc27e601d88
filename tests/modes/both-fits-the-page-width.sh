#!/bin/sh
# Mode both stays within the page width and stays C (issue 19), on
# tests/modes/both-width.man rendered as a reader sees it (groff -man
# -Tutf8 -rLL=78n, no colour):
# - a short structure takes the both form "__u32/*uint32_t*/";
# - a structure whose lines would get wider than an 80-column line has
#   beside its indent (or than its widest line) takes the both form too,
#   a comment that would run past the width on a line of its own at the
#   column of the comments beside it (where broken at a word after the
#   code, the rest under the comment's text, it would take as many
#   lines), and no key after it;
# - a type inside a C comment takes the form of words, "align to u64
#   (uint64_t)", or in its pseudo-code (a cast, a declaration) the form
#   "u32/uint32_t", which does not read as a call; never a comment
#   inside the comment; running text the form of words, "__u64
#   (uint64_t)";
# - a prototype in bold that fits on a line of its own as written (the
#   tag of a .TP paragraph) but not in the both form takes it all the
#   same, and wraps after a comma between its parameters, so that no
#   parameter's type leaves its name (issue 25: both spellings inline in
#   every block), with no key; a
#   shorter one takes the both form on its line;
# - no line is longer than the longest of the kernel-mode rendering;
# - with --both-width=0 the wide structure takes the both form too.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
. "$top_srcdir/tests/layout/widths-lib.sh"

cd "$tmp" || exit 99
src=$top_srcdir/tests/modes/both-width.man
view () {
	GROFF_NO_SGR=1 render -t -rLL=78n -P-cbu
}
view < "$src" > kernel.txt
ktypes -m both "$src" > both.man 2> err
expect_files_equal "ktypes -m both: stderr" /dev/null err
view < both.man > both.txt

expect_grep "the short structure in the both form" \
    '^ *__u32/\*uint32_t\*/ id;' both.txt
expect_grep "the wide structure in the both form" \
    '^ *__u64/\*uint64_t\*/ sample_type;$' both.txt
expect_grep "its comment whole on a line of its own at the comment column" \
    '^                                     /\* Specifies values included in sample \*/$' \
    both.txt
expect_no_grep "no key after the wide structure" '__u64 = uint64_t' both.txt
expect_grep "a cast inside a comment" \
    '/\* \*(u32/uint32_t \*) (fp - 4) = r0 \*/' both.txt
expect_no_grep "a comment inside a comment" '/\*[^/]*/\*' both.txt
expect_grep "the prose" 'cast to __u64 (uint64_t))' both.txt

expect_grep "the long prototype in the both form, wrapped" \
    '^       long demo_probe_read(void \*dst, u32/\*uint32_t\*/ size,$' \
    both.txt
expect_grep "the short prototype in the both form" \
    '^       u64/\*uint64_t\*/ demo_time(void)$' both.txt
sed -n '/^FUNCTIONS/,/^SEE ALSO/p' both.txt > functions.txt
expect_no_grep "no key of the section" 'Types:' functions.txt

limit=$(widths_of < kernel.txt | sort -n | tail -n 1)
with_widths < both.txt | awk -v lim="$limit" '$1 > lim {
    n = $1; sub(/^[0-9]*\t/, ""); printf "%d columns: %s\n", n, $0 }' > over
if [ -s over ]; then
	fail "lines longer than the kernel rendering's $limit columns"
	sed 's/^/  /' over >&2
fi

ktypes -m both --both-width=0 "$src" | view > wide.txt
expect_grep "--both-width=0: the wide structure in the both form" \
    '^ *__u64/\*uint64_t\*/ sample_type; *\/\* Specifies' wide.txt
expect_no_grep "--both-width=0: no key" ' = uint64_t' wide.txt
finish
