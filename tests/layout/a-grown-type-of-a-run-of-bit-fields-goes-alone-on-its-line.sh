#!/bin/sh
# A declaration whose declarators go on in the lines below it, each under
# the first (perf_event_open(2)'s bit fields "__u64 disabled : 1," over
# "inherit : 1,"): where the grown type would push the run's columns past
# the room at 80 columns, the type goes alone on its line at the
# declaration's indent and every declarator line stays exactly where the
# author had it, in mode both and in mode iso's smaller growth alike; where
# the run still fits (no limit, --both-width=0), it moves as before.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
# block FILE: the structure as a reader sees it at 80 columns
block () {
	render -rLL=78n < "$1" 2> /dev/null |
	    awk '/struct/ { p = 1 } p { print } /^           };/ { p = 0 }'
}
cat > "$tmp/page.man" <<'END'
.TH DEMO 2 2026-12-06 ktypes "ktypes tests"
.SH DESCRIPTION
.in +4n
.EX
struct demo_attr {
    __u64 disabled       : 1,   /* off by default */
          inherit        : 1,   /* children inherit it */
          exclude_hv     : 1,   /* don\[aq]t count hypervisor */
          mmap2          :  1,  /* include mmap with inode data */
          use_clockid    :  1,  /* use clockid for time fields */
\&
          __reserved_1   : 59;
};
.EE
.in
END
ktypes -m both "$tmp/page.man" > "$tmp/both.man" || fail "ktypes -m both failed"
block "$tmp/both.man" > "$tmp/both.txt"
cat > "$tmp/both.want" <<'END'
           struct demo_attr {
               __u64/*uint64_t*/
                     disabled       : 1,   /* off by default */
                     inherit        : 1,   /* children inherit it */
                     exclude_hv     : 1,   /* don't count hypervisor */
                     mmap2          :  1,  /* include mmap with inode data */
                     use_clockid    :  1,  /* use clockid for time fields */

                     __reserved_1   : 59;
           };
END
expect_files_equal "mode both" "$tmp/both.want" "$tmp/both.txt"
ktypes -m iso "$tmp/page.man" > "$tmp/iso.man" || fail "ktypes -m iso failed"
block "$tmp/iso.man" > "$tmp/iso.txt"
cat > "$tmp/iso.want" <<'END'
           struct demo_attr {
               uint64_t
                     disabled       : 1,   /* off by default */
                     inherit        : 1,   /* children inherit it */
                     exclude_hv     : 1,   /* don't count hypervisor */
                     mmap2          :  1,  /* include mmap with inode data */
                     use_clockid    :  1,  /* use clockid for time fields */

                     __reserved_1   : 59;
           };
END
expect_files_equal "mode iso" "$tmp/iso.want" "$tmp/iso.txt"
# with no limit of width nothing is too wide: the run moves with its type
ktypes -m iso --both-width=0 "$tmp/page.man" > "$tmp/wide.man" ||
    fail "ktypes -m iso --both-width=0 failed"
block "$tmp/wide.man" | grep -q '^               uint64_t disabled       : 1,' ||
    fail "with no limit, the type left its declaration: $(block "$tmp/wide.man")"
finish
