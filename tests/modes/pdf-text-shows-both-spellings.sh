#!/bin/sh
# In PDF (groff -Tpdf) mode both shows both spellings, "__u64/*uint64_t*/",
# as text that a reader can select and search: pdftotext finds them in the
# structure, the synopsis and the running text, and the ISO spelling is
# set in the package's grey (in PostScript too); mode annotate shows the
# kernel spelling in the code and the keys ("__u64 = uint64_t (a distinct
# type)", on LP64 glibc, as the build's probe has it) below it.
# Skipped without pdftotext (poppler-utils).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/modes/abi-lib.sh"
need_groff
command -v pdftotext > /dev/null 2>&1 || skip "pdftotext (poppler-utils) is not installed"

cd "$tmp" || exit 99
pdf () {
	groff -M "$top_srcdir/macros" -t -man -Tpdf -ww "$@"
}
src=$top_srcdir/tests/modes/page.man
ktypes -m both --both-width=0 "$src" | pdf > both.pdf 2> err
expect_files_equal "-m both -Tpdf: warnings" /dev/null err
pdftotext -layout both.pdf both.txt || fail "pdftotext failed on both.pdf"
expect_grep "-m both: the structure" '__u64/\*uint64_t\*/ *flags; */\* MODES_F_\* flags \*/' both.txt
expect_grep "-m both: the structure" '__s32/\*int32_t\*/ *prio;' both.txt
expect_grep "-m both: the synopsis" 'u64/\*uint64_t\*/ modes_peek(u32/\*uint32_t\*/ *id, *u64/\*uint64_t\*/ *mask);' both.txt
expect_grep "-m both: the running text" 'Every __u32 (uint32_t) *field' both.txt
# a type alone in its cell: the ISO spelling under it; in a sentence,
# the form of words
expect_grep "-m both: the table" '^ *__s64  *stamp  *the time, as __s64 (int64_t)$' both.txt
expect_grep "-m both: the table" '^ *(int64_t) *$' both.txt
# no kernel type without its ISO spelling (in any of the forms: code,
# words "__u32 (uint32_t)", pseudo-code "u32/uint32_t", a cell stacked
# over its ISO spelling, which is put beside it here)
awk '/^ *\(u?int[0-9]+_t\)/ && prev ~ /^ *__[su][0-9]+ / {
	x = $1; sub(/^ *__[su][0-9]+/, "& " x, prev); print prev
	sub(/^ *\(u?int[0-9]+_t\)/, ""); prev = $0; next }
	NR > 1 { print prev } { prev = $0 } END { print prev }' both.txt > both.flat
sed -e 's| (\(u\{0,1\}int[0-9]*_t\))|/*\1*/|g' \
    -e 's|\([us][0-9]*\)/\(u\{0,1\}int[0-9]*_t\)|\1/*\2*/|g' both.flat |
    tr -s ' \t' '\n\n' | grep -e '__[us][0-9]' -e '^u[0-9]' |
    grep -v '/\*u\{0,1\}int[0-9]*_t\*/' > alone
[ -s alone ] && fail "-m both: kernel spellings alone: $(tr '\n' ' ' < alone)"

# the grey of the ISO spelling (0.45: 29491 of 65535), in PDF and PS
for dev in pdf ps; do
	ktypes -m both --both-width=0 "$src" |
	    groff -M "$top_srcdir/macros" -t -man -T$dev -ww -Z > grout 2> err
	expect_files_equal "-m both -T$dev: warnings" /dev/null err
	expect_grep "-m both -T$dev: grey" '^mr 29491 29491 29491$' grout
done
pdf "$src" -Z > grout
expect_no_grep "without ktypes: grey" '^mr 29491' grout

ktypes -m annotate "$src" | pdf > annotate.pdf 2> err
expect_files_equal "-m annotate -Tpdf: warnings" /dev/null err
pdftotext -layout annotate.pdf annotate.txt || fail "pdftotext failed on annotate.pdf"
expect_grep "-m annotate: the structure" '__u64 *flags; */\* MODES_F_\* flags \*/' annotate.txt
keytext=$(echo '__u64 = uint64_t in size, __u32 = uint32_t, __u16 = uint16_t' |
    abi_marks text)
expect_grep "-m annotate: the key" "$keytext" annotate.txt
expect_no_grep "-m annotate: both spellings" '/\*u*int[0-9]*_t' annotate.txt
finish
