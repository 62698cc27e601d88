#!/bin/sh
# A trailing comment that happens to start in the column of the members
# of a nested structure below it (liburing's io_uring(7): "pointer to
# buffer or iovecs" over "__u16 buf_group") is no comment at a members'
# indent: mode both places it as any other (on a line of its own at the
# column of the comment below it), and shows the pairs, where
# the rule for a column of code that holds comments on lines of their
# own made the block fall back to the kernel spelling and a key.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
. "$top_srcdir/tests/layout/layout-lib.sh"
cat > "$tmp/page.man" <<'END'
.TH DEMO 7 2026-12-06 ktypes "ktypes tests"
.SH DESCRIPTION
.in +4n
.EX
struct demo_sqe {
                __u64   addr;   /* pointer to buffer or iovecs */
                                /* for grouped buffer selection */
                                __u16   buf_group;
};
.EE
.in
END
ktypes -m both "$tmp/page.man" > "$tmp/both.man" || fail "ktypes failed"
# (the once-a-page note on what a pair means is no fallback)
grep '^\.ktypes-key ' "$tmp/both.man" | grep -v 'both-distinct-note' \
    > "$tmp/keys"
[ -s "$tmp/keys" ] && fail "mode both falls back to a key: $(cat "$tmp/keys")"
expect_block both <<'END'
           struct demo_sqe {
                           __u64/*uint64_t*/ addr;
                                           /* pointer to buffer or iovecs */
                                           /* for grouped buffer selection */
                                           __u16/*uint16_t*/ buf_group;
           };
END
finish
