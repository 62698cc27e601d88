#!/bin/sh
# An .nf or .EX that a heading follows without .fi or .EE (libnetlink(3)
# of iproute2, io_uring_recvmsg_out(3) of liburing) ends at the .SH or
# .SS, where groff's man macros (1.22.4 and 1.23) and mandoc(1) restore
# fill mode, and so at groff 1.23's .TH: the block's key comes before
# the heading, the text after it is running text (mode both: its words
# form, and a long line of it does not make mode both give up on the
# block), while .PP, .IP and .RS inside the block keep it no-fill.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
cat > page.man <<'E'
.TH T 3 2026-12-06 ktypes-tests
.SH SYNOPSIS
.nf
.B #include <t.h>
.PP
.BI "int f(int " a ", __u32 " data );
.SH DESCRIPTION
Add a __u32 attribute.
The field is a __u64 and the other field is a __u32 and then a third __u16 and more.
.SS Structure
.EX
struct s {
    __s32 k;
.PP
    __u8 m;
.RS
.IP
    __s16 n;
.SS Fields
A __s64 value.
.SH SEE ALSO
.BR foo (3)
.nf
.TH U 3 2026-12-06 ktypes-tests
A __u64 value.
E
ktypes -m annotate page.man | render > page.txt 2> err
expect_files_equal "annotate: warnings" /dev/null err
# each key with the line before it
awk 'NF && /Types:/ { sub(/^ */, "", p); sub(/^ */, "");
    print p " | " $0 } NF { p = $0 }' page.txt |
    sed 's/\. In\( size:.*\)\{0,1\}$//; s/\.$//' > got
cat > exp <<'E'
int f(int a, __u32 data); | Types: __u32 = uint32_t
__u32 and then a third __u16 and more. | Types: __u32 = uint32_t, __u64 = uint64_t in size, __u16 = uint16_t
__s16 n; | Types: __s32 = int32_t, __u8 = uint8_t, __s16 = int16_t
A __s64 value. | Types: __s64 = int64_t in size
A __u64 value. | Types: __u64 = uint64_t in size
E
expect_files_equal "annotate: the keys, after the line they follow" exp got
ktypes -m both page.man > both.man
render < both.man > page.txt 2> err
expect_files_equal "both: warnings" /dev/null err
grep 'Types:' page.txt | grep -vc 'Types: Beside a kernel type' > got
echo 0 > exp
expect_files_equal "both: the keys of types (none: no block gives up)" exp got
grep -o '__[us][0-9]*/\*[a-z0-9_]*\*/\|__[us][0-9]* (u\{0,1\}int[0-9]*_t)' \
    page.txt > got
cat > exp <<'E'
__u32/*uint32_t*/
__u32 (uint32_t)
__u64 (uint64_t)
__u32 (uint32_t)
__u16 (uint16_t)
__s32/*int32_t*/
__u8/*uint8_t*/
__s16/*int16_t*/
__s64 (int64_t)
__u64 (uint64_t)
E
expect_files_equal "both: code in the blocks, words in the text" exp got
# (groff 1.22.4 keeps no-fill at .TH: what ktypes writes is checked)
sed -n '/^\.TH U/,$p' both.man | grep -c 'ktypes-both-words' > got
echo 1 > exp
expect_files_equal "both: the text after a second .TH is running text" exp got
finish
