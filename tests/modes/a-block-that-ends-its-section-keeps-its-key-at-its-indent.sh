#!/bin/sh
# The key of a no-fill block that ends its section (the .in or .RE
# that closes it, then .SH or .SS: epoll_event(3type), bpf(2),
# ioctl_pipe(2)) sits at the block's indent, as a block's key does
# elsewhere, in modes annotate and iso; not at the section's margin,
# where it would read as a note on the whole section.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
cat > page.man <<'E'
.TH T 2 2026-12-06 ktypes-tests
.SH DESCRIPTION
The structure:
.PP
.in +4n
.EX
struct s {
    __u32 type;
    __be16 port;
};
.EE
.in
.SS Items
.TP
.B WATCH
The filter:
.IP
.in +4n
.EX
struct t {
    __s16 id;
    __le32 flags;
};
.EE
.in
.SH SEE ALSO
.BR foo (3)
E
for mode in annotate iso; do
	ktypes -m $mode page.man | render > page.txt 2> err
	expect_files_equal "$mode: warnings" /dev/null err
	# the column of each block's first line and of each key
	awk '/struct [st] \{$|Types:/ { match($0, /^ */); print RLENGTH }' \
	    page.txt > cols
	awk 'NR % 2 { b = $0; next } { print b, $0 }' cols > got
	awk 'NR % 2 { print $0, $0 }' cols > exp
	expect_files_equal "$mode: the columns of the blocks and their keys" \
	    exp got
	grep -c 'Types:' page.txt > got
	echo 2 > exp
	expect_files_equal "$mode: the keys" exp got
done
finish
