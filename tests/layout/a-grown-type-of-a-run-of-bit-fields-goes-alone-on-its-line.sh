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
. "$top_srcdir/tests/layout/layout-lib.sh"
code_page <<'END'
struct demo_attr {
    __u64 disabled       : 1,   /* off by default */
          inherit        : 1,   /* children inherit it */
          exclude_hv     : 1,   /* don\[aq]t count hypervisor */
          mmap2          :  1,  /* include mmap with inode data */
          use_clockid    :  1,  /* use clockid for time fields */
\&
          __reserved_1   : 59;
};
END
expect_block both <<'END'
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
# mode iso alike, its type alone on the line
sed 's#__u64/\*uint64_t\*/#uint64_t#' "$tmp/both.want" > "$tmp/iso.alike"
expect_block iso < "$tmp/iso.alike"
# with no limit of width nothing is too wide: the run moves with its type
ktypes -m iso --both-width=0 "$tmp/page.man" > "$tmp/wide.man" ||
    fail "ktypes -m iso --both-width=0 failed"
block "$tmp/wide.man" | grep -q '^               uint64_t disabled       : 1,' ||
    fail "with no limit, the type left its declaration: $(block "$tmp/wide.man")"
finish
