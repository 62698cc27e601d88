#!/bin/sh
# With --strict, mode iso keeps "__u64 *" where the pointer's type is not
# its ISO spelling (seccomp_unotify(2)'s SYNOPSIS: "__u64 *id"), and a
# reader of iso must not meet that kernel spelling with nothing said of
# it: a key follows the prototype, "__u64 = uint64_t in size" with the
# note on such types, as for the words that mode iso never respells; the
# other __u64 of the page read uint64_t (third review, F5).  Mode both
# shows the pair there as everywhere, and no key of it.  Skipped where the build's probe
# finds __u64 not distinct.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/modes/abi-lib.sh"
need_groff
abi_distinct __u64 ||
	skip "this build does not find __u64 distinct (config.h: KT_ABI_DISTINCT \"$kt_abi_list\")"

cd "$tmp" || exit 99
printf '%s\n' \
    '.TH SU 2 2026-12-06 "ktypes tests"' \
    '.SH NAME' \
    'su \- a pointer in a synopsis' \
    '.SH SYNOPSIS' \
    '.nf' \
    '.BI "int ioctl(int " fd ", SU_ID_VALID, __u64 *" id );' \
    '.fi' \
    '.SH DESCRIPTION' \
    'The cookie is a' \
    '.IR __u64 .' > su.2

expect_run "-m iso --strict" 0 - /dev/null ktypes -m iso --strict su.2
render -rLL=78n < out > txt 2> err
expect_files_equal "-m iso --strict rendered: warnings" /dev/null err
sed -n '/^SYNOPSIS/,/^DESCRIPTION/p' txt | sed '/^$/d' > got
{
	printf '%s\n' 'SYNOPSIS' \
	    '       int ioctl(int fd, SU_ID_VALID, __u64 *id);'
	printf '       Types: __u64 = uint64_t in size. %s\n' "$(abi_note)" |
	    fmt -w 78 | sed '2,$s/^ */              /'
	printf '%s\n' 'DESCRIPTION'
} > exp
# (fmt's breaks are not troff's: compare the words, and the first line)
tr -s ' \n' '  ' < exp > exp.w
tr -s ' \n' '  ' < got > got.w
expect_files_equal "-m iso --strict: the synopsis and its key" exp.w got.w
expect_grep "-m iso --strict: the key under the prototype" \
    '^       Types: __u64 = uint64_t in size\. In size:' txt
expect_grep "-m iso --strict: the other __u64 respelled" \
    'The cookie is a uint64_t\.' txt

expect_run "-m both --strict" 0 - /dev/null ktypes -m both --strict su.2
render -rLL=78n < out > txt 2> err
expect_files_equal "-m both --strict rendered: warnings" /dev/null err
expect_grep "-m both --strict: the pair at the pointer" \
    'int ioctl(int fd, SU_ID_VALID, __u64/\*uint64_t\*/ \*id);' txt
# (the pair, not a key of it: the page's note on such pairs is another
# matter)
expect_no_grep "-m both --strict: no key of the pair" 'Types: __u64 =' txt
finish
