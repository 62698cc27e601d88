#!/bin/sh
# ktypes runs inside man-db's seccomp sandbox, which stays on (the test
# never sets MAN_DISABLE_SECCOMP): "man --debug" reports the DEFINE lines
# of ~/.manpath and a permissive filter for the formatter's stage; a
# command that ktypes runs through --exec in the nroff slot, and so
# ktypes itself (a filter is inherited and never removed), is under
# seccomp filtering (Seccomp: 2 in /proc/self/status); with the
# real DEFINE lines, ktypes reads a user's table from $HOME inside the
# sandbox and the page shows its spellings; and a long page (more than
# 256 KiB, read from man-db's pipe) comes out as from a regular file by
# hand, every copy of its structure respelled.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
command -v man > /dev/null 2>&1 || skip "man is not installed (man-db)"
man --version 2> /dev/null | grep -q '^man [0-9]' || skip "man is not man-db's"
grep -q '^Seccomp:' /proc/self/status 2> /dev/null ||
    skip "this kernel reports no seccomp status"
find_utf8_locale
[ -n "$utf8" ] || skip "no UTF-8 locale"
. "$top_srcdir/tests/mandb/helpers.sh"

mandb_setup "$tmp"
cp "$top_srcdir/tests/mandb/kstruct.2" "$tmp/man/man2/" || exit 99
cd "$tmp" || exit 99

# man --debug: the DEFINE lines read, the sandbox loaded
mandb_man --debug -l man/man2/kstruct.2 > /dev/null 2> debug
expect_grep "man --debug: the nroff DEFINE" \
    "Defined .nroff. as .$KTYPES_BIN --exec nroff -mandoc.\\.\$" debug
expect_grep "man --debug: the troff DEFINE" \
    "Defined .troff. as .$KTYPES_BIN --exec groff -mandoc.\\.\$" debug
expect_grep "man --debug: a permissive filter for the formatter" \
    'loading seccomp filter (permissive: 1)' debug
if grep -q -i 'seccomp.*\(fail\|cannot\|can.t\|not supported\)' debug; then
	grep -i seccomp debug | sed 's/^/  /' >&2
	skip "man-db cannot load its seccomp filter here"
fi

# the filter is on in the nroff stage, under ktypes
cp home/.manpath manpath.real
{
	grep -v '^DEFINE nroff' manpath.real
	printf '%s\n' "DEFINE nroff $KTYPES_BIN --exec /bin/sh -c 'grep ^Seccomp: /proc/self/status >&2; exec nroff -mandoc \"\$@\"' sh"
} > home/.manpath
KTYPES=iso mandb_man -l man/man2/kstruct.2 > probe.txt 2> probe.err
expect_grep "under ktypes in the nroff slot" '^Seccomp:[[:space:]]*2$' probe.err
expect_grep "the page through the probe" '^ *uint64_t flags;' probe.txt
cp manpath.real home/.manpath

# ktypes reads files inside the sandbox: a user's Linux table
mkdir -p home/.local/share/ktypes || exit 99
tab=$(printf '\t')
sed "s/^__u64$tab= uint64_t/__u64$tab= user_u64_t/" "$top_srcdir/tables/linux.ktypes" \
    > home/.local/share/ktypes/linux.ktypes
grep -q "^__u64$tab= user_u64_t" home/.local/share/ktypes/linux.ktypes || exit 99
KTYPES=iso mandb_man -l man/man2/kstruct.2 > user.txt 2> user.err
expect_grep "the user's table, in the sandbox" '^ *user_u64_t flags;' user.txt
expect_grep "the user's table: the other types" '^ *uint32_t  *id;' user.txt
rm -r home/.local/share/ktypes

# a long page: kstruct.2 with its DESCRIPTION 400 times over
{
	cat "$top_srcdir/tests/mandb/kstruct.2"
	i=0
	while [ $i -lt 400 ]; do
		sed -n '/^\.SH DESCRIPTION/,$p' "$top_srcdir/tests/mandb/kstruct.2" |
		    sed '1s/.*/.SH DESCRIPTION '$i'/'
		i=$((i + 1))
	done
} > man/man2/long.2
[ "$(wc -c < man/man2/long.2)" -gt 262144 ] || exit 99
KTYPES=iso mandb_man -l man/man2/long.2 > long.txt 2> long.err
expect_grep "the long page: its last section" '^DESCRIPTION 399$' long.txt
# by hand: the stages of this man-db's pipeline (PIPELINE_DEBUG) before
# ktypes into a file, then ktypes, nroff and col as man-db runs them
KTYPES=iso PIPELINE_DEBUG=1 mandb_man -l man/man2/long.2 > /dev/null 2> long.debug
fmt=$(mandb_pipeline long.debug fmt)
post=$(mandb_pipeline long.debug post)
if [ -n "$fmt" ] && [ -n "$post" ]; then
	sh -c "${fmt%%" | $KTYPES_BIN --exec "*}" < man/man2/long.2 > long.tbl
	"$KTYPES_BIN" -m iso long.tbl 2> /dev/null |
	    GROFF_NO_SGR=1 sh -c "${fmt#*"$KTYPES_BIN --exec "}" 2> /dev/null |
	    sh -c "$post" > long.want
	expect_files_equal "the long page, read from a pipe in the sandbox, as by hand from a file" \
	    long.want long.txt
else
	fail "man -l long.2: no pipeline with ktypes in PIPELINE_DEBUG's output"
fi
n=$(grep -c '^ *uint64_t flags;' long.txt)
[ "$n" -eq 401 ] || fail "the long page: $n copies of 'uint64_t flags;', not 401"
n=$(grep -c '__u64  flags;' long.txt)
[ "$n" -eq 0 ] || fail "the long page: $n copies of '__u64  flags;' left"
finish
