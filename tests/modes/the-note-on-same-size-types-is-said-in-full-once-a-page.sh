#!/bin/sh
# The note on the pairs marked "in size" (a type of the same size and
# signedness as its ISO spelling, not always the same C type) names the
# mark, so that it reads as about those pairs and not about the pair
# before it ("Types: __u64 = uint64_t in size, __u32 = uint32_t. In
# size: ..."); it is said in full in the first section of a page that
# needs it and briefly in the later ones ("In size: ... (see above)"),
# and each page of a run gets it in full once.  Its words name no kernel
# spelling (mode iso shows none: the man-pages build checks that) and
# hold no apostrophe (mandoc drops it), under groff and mandoc.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/modes/abi-lib.sh"
need_groff
abi_distinct __u64 || skip "__u64 is the same C type as uint64_t here"

# keys < TEXT: each key on one line, blanks squeezed
keys () {
	awk '/Types:/ { k = 1; l = "" } k && /^ *$/ { print l; k = 0 }
	    k { l = l " " $0 } END { if (k) print l }' |
	    sed 's/^ *//; s/  */ /g'
}

cd "$tmp" || exit 99
for p in a b; do
	cat > $p.man <<'PAGE'
.TH DEMO 2 2026-12-06
.SH NAME
demo \- two sections
.SH SYNOPSIS
.EX
struct demo {
    __u64 flags;
    __u32 id;
};
.EE
.SH DESCRIPTION
.EX
struct other {
    __u64 mask;
};
.EE
.SH NOTES
.EX
struct last {
    __u64 when;
};
.EE
PAGE
done

full=$(abi_note)
brief=$(abi_brief)
ktypes -m annotate a.man b.man > out.roff
groff -M "$top_srcdir/macros" -m ktypes -man -Tutf8 -ww -P-cbou \
    out.roff > out.txt 2> err
expect_files_equal "groff's warnings" /dev/null err
keys < out.txt > got
cat > exp <<EOT
Types: __u64 = uint64_t in size, __u32 = uint32_t. $full
Types: __u64 = uint64_t in size. $brief
Types: __u64 = uint64_t in size. $brief
Types: __u64 = uint64_t in size, __u32 = uint32_t. $full
Types: __u64 = uint64_t in size. $brief
Types: __u64 = uint64_t in size. $brief
EOT
expect_files_equal "the keys of two pages" exp got

# the words: the mark first, no kernel spelling, no apostrophe
for s in ktypes-key-distinct-note ktypes-key-distinct-brief; do
	printf '.tm \\*[%s]\n' $s |
	    groff -M "$top_srcdir/macros" -m ktypes -z 2> words
	expect_grep "$s names the mark" '^In size: ' words
	expect_no_grep "$s names no kernel spelling" '__\|[us]64' words
	expect_no_grep "$s has no apostrophe" "'" words
done
if command -v mandoc > /dev/null 2>&1; then
	ktypes -m annotate a.man | mandoc -man -Tascii | col -bx | keys > mandoc.txt
	head -n 3 exp > exp3
	expect_files_equal "mandoc: the keys" exp3 mandoc.txt
fi
finish
