#!/bin/sh
# On a terminal mode both reads as C with and without colour: with SGR
# turned off (GROFF_NO_SGR=1, or grotty -c) and the overstrikes removed
# (col -bx), the text is "__u32/*uint32_t*/ id;"; with SGR on (GROFF_SGR=1,
# as Debian's man.local wants it) the ISO spelling is blue and the text is
# the same once the SGR sequences are removed.  Through man(1), with
# ktypes in ~/.manpath, KTYPES=both shows the same text, also with
# MAN_KEEP_FORMATTING=1.  With --both-width=0, since the code of the
# sample page is wider than the default allows (the blocks too wide are
# tests/modes/both-fits-the-page-width.sh's).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
command -v col > /dev/null 2>&1 || skip "col is not installed"

cd "$tmp" || exit 99
esc=$(printf '\033')
src=$top_srcdir/examples/demo.2
ktypes -m both --both-width=0 "$src" > both.man
term () {
	groff -M "$top_srcdir/macros" -man -Tutf8 -ww "$@" both.man
}
GROFF_NO_SGR=1 term > nosgr.raw 2> err
expect_files_equal "GROFF_NO_SGR=1: warnings" /dev/null err
col -bx < nosgr.raw > nosgr.txt
term -P-c | col -bx > c.txt
# (groff 1.23 and later link the ISO spelling to its page where SGR is
# on, grotty's OSC 8 around it: taken out, the text reads as before;
# tests/modes/both-iso-spellings-link-to-their-pages-on-groff-1-23.sh)
(unset GROFF_NO_SGR; GROFF_SGR=1 term) |
    sed "s/${esc}]8;;[^${esc}]*${esc}\\\\//g" > sgr.raw
sed "s/$esc\[[0-9;]*m//g" sgr.raw > sgr.txt

expect_no_grep "GROFF_NO_SGR=1 | col -b: escapes" "$esc" nosgr.txt
cat > exp <<'EOT'
       u64/*uint64_t*/ demo_query(u32/*uint32_t*/ id, u64/*uint64_t*/ flags);
           struct demo_args {
               __u64/*uint64_t*/ flags;    /* DEMO_F_* flags */
               __u32/*uint32_t*/ id;       /* Object ID */
               __u16/*uint16_t*/ len;      /* Length of name */
               __u8/*uint8_t*/   kind;     /* DEMO_KIND_* */
               __s32/*int32_t*/  priority; /* Nice value */
               __u64/*uint64_t*/ addr;     /* Pointer to buffer,
                                              cast to __u64 (uint64_t) */
EOT
grep -e 'demo_query' -e 'struct demo_args {' -e '^ *__[us][0-9]*/\*' -e 'cast to' \
    nosgr.txt > got
expect_files_equal "GROFF_NO_SGR=1 | col -b: the code" exp got
expect_files_equal "grotty -c | col -b" nosgr.txt c.txt
expect_files_equal "GROFF_SGR=1, SGR removed" nosgr.txt sgr.txt
expect_grep "GROFF_SGR=1: the ISO spelling in blue" \
    "__u32${esc}\[34m/\*uint32_t\*/ ${esc}\[0mid;" sgr.raw
if grep "$esc\[34m" nosgr.raw > /dev/null; then
	fail "GROFF_NO_SGR=1: colour is still on"
fi

# man(1): ktypes in ~/.manpath, the reader's KTYPES
no_leak_check_in_man_sandbox
if command -v man > /dev/null 2>&1; then
	printf 'DEFINE nroff %s --both-width=0 --exec nroff -mandoc\n' \
	    "$KTYPES_BIN" > .manpath
	for keep in '' 1; do
		HOME=$tmp KTYPES=both MANWIDTH=80 MAN_KEEP_FORMATTING=$keep \
		    GROFF_TMAC_PATH=$top_srcdir/macros \
		    man -l "$src" > man.raw 2> err
		expect_files_equal "man -l (MAN_KEEP_FORMATTING=$keep): stderr" /dev/null err
		sed "s/$esc\[[0-9;]*m//g" man.raw | col -bx > man.txt
		grep -e 'demo_query' -e 'struct demo_args {' -e '^ *__[us][0-9]*/\*' \
		    -e 'cast to' man.txt > got
		expect_files_equal "KTYPES=both man -l (MAN_KEEP_FORMATTING=$keep)" exp got
	done
else
	echo "man is not installed: the man(1) part is skipped"
fi
finish
