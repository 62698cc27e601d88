#!/bin/sh
# A comment whose lines go on with a "*" under the "*" of its opening
# (" * by recvmsg(2) */", io_uring_recvmsg_out(3) of liburing) keeps
# them there wherever its opening goes: with its column, or on a line of
# its own under the name.  Where the opening's line must break at a
# word, no word is left alone on the line before a "*" line, which
# nothing can be joined to: one more word goes with it.  Before, the
# "*" lines stayed at their old column, left of the text they continue,
# after an orphaned "populated".
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
# block MODE ARGS...: the structure of the page in MODE as a reader sees
# it at 80 columns
block () {
	mode=$1
	shift
	ktypes -m "$mode" "$@" "$tmp/page.man" > "$tmp/out.man" ||
	    fail "ktypes -m $mode failed"
	render -rLL=78n < "$tmp/out.man" 2> /dev/null |
	    sed -n '/struct [a-z_]* {/,/};/p'
}
cat > "$tmp/page.man" <<'END'
.TH DEMO 3 2026-12-06 ktypes "ktypes tests"
.SH DESCRIPTION
.in +4n
.EX
struct io_uring_recvmsg_out {
        __u32 namelen;    /* Name byte count as would have been populated
                           * by recvmsg(2) */
        __u32 controllen; /* Control byte count */
};
.EE
.in
END
block iso > "$tmp/iso.txt"
cat > "$tmp/iso.want" <<'END'
           struct io_uring_recvmsg_out {
                   uint32_t namelen; /* Name byte count as would have been populated
                                      * by recvmsg(2) */
                   uint32_t controllen;
                                     /* Control byte count */
           };
END
expect_files_equal "mode iso" "$tmp/iso.want" "$tmp/iso.txt"
cat > "$tmp/page.man" <<'END'
.TH DEMO 3 2026-12-06 ktypes "ktypes tests"
.SH DESCRIPTION
.in +4n
.EX
struct demo {
        __u32 nl;    /* Name byte count
                      * by recvmsg(2) */
        __u32 cl;    /* Control byte count */
};
struct demo_out {
        __u32 nl;    /* Name byte count as would have been populated
                      * by recvmsg(2) */
        __u32 cl;    /* Control byte count */
};
.EE
.in
END
block both --both-width=70 > "$tmp/both.txt"
cat > "$tmp/both.want" <<'END'
           struct demo {
                   __u32/*uint32_t*/ nl; /* Name byte count
                                          * by recvmsg(2) */
                   __u32/*uint32_t*/ cl; /* Control byte count */
           };
           struct demo_out {
                   __u32/*uint32_t*/ nl; /* Name byte count as would have
                                            been populated
                                          * by recvmsg(2) */
                   __u32/*uint32_t*/ cl; /* Control byte count */
           };
END
expect_files_equal "mode both" "$tmp/both.want" "$tmp/both.txt"
finish
