#!/bin/sh
# A column of comments that the room cannot hold where its widest line
# would take it (mode both at 80 columns) moves a run at a time, as a
# careful person moves it by hand: the comments of lines one under the
# other in one structure, between blank lines.  A run whose lines do not
# reach the column keeps it (type, size, bp_type); one that must move goes
# just as far as its widest line needs, with the author's narrowest gap
# where every line of it still fits (time_enabled) and one blank where not,
# a comment broken at a word at that column rather than put on a line of
# its own left of it (sample_regs_user, clockid); a union's members are a
# run of their own
# (perf_event_open(2)'s struct perf_event_attr).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
. "$top_srcdir/tests/layout/layout-lib.sh"
code_page <<'END'
struct demo_attr {
    __u32 type;                 /* Type of event */
    __u32 size;                 /* Size of attribute structure */
\&
    union {
        __u64 sample_period;    /* Period of sampling */
        __u64 sample_freq;      /* Frequency of sampling */
    };
\&
    __u32     bp_type;          /* breakpoint type */
\&
    __u64 sample_regs_user;     /* user regs to dump */
    __s32 clockid;              /* clock to use for time fields */
\&
    __u64 time_enabled;         /* active */
    __u64 time_running;         /* on CPU */
};
END
expect_block both <<'END'
           struct demo_attr {
               __u32/*uint32_t*/ type;     /* Type of event */
               __u32/*uint32_t*/ size;     /* Size of attribute structure */

               union {
                   __u64/*uint64_t*/ sample_period;
                                                  /* Period of sampling */
                   __u64/*uint64_t*/ sample_freq; /* Frequency of sampling */
               };

               __u32/*uint32_t*/ bp_type;  /* breakpoint type */

               __u64/*uint64_t*/ sample_regs_user; /* user regs to dump */
               __s32/*int32_t*/  clockid;          /* clock to use for
                                                      time fields */

               __u64/*uint64_t*/ time_enabled;         /* active */
               __u64/*uint64_t*/ time_running;         /* on CPU */
           };
END
finish
