#!/bin/sh
# A comment on a line of its own at the indent of the members around it
# ("/* For SCHED_DEADLINE */" in sched_setattr(2)) stands in the column
# of their types, a column of code: where the room cannot hold the
# comments further right, their lines break; the members keep their
# indent.  The column of types was placed as a column of comments, as
# far left as its widest line needed, and eight members of struct
# sched_attr went three columns left of the other two, their names four
# blanks after the pair (perf-dlfilter(1)'s perf_dlfilter_al too).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
. "$top_srcdir/tests/layout/layout-lib.sh"
code_page <<'END'
struct sched_attr {
    u32 size;              /* Size of this structure */
    u32 sched_policy;      /* Policy (SCHED_*) */
    u64 sched_flags;       /* Flags */
    s32 sched_nice;        /* Nice value (SCHED_OTHER,
                              SCHED_BATCH) */
    u32 sched_priority;    /* Static priority (SCHED_FIFO,
                              SCHED_RR) */
    /* For SCHED_DEADLINE */
    u64 sched_runtime;
    u64 sched_deadline;
    u64 sched_period;
\&
    /* Utilization hints */
    u32 sched_util_min;
    u32 sched_util_max;
};
END
expect_block both <<'END'
           struct sched_attr {
               u32/*uint32_t*/ size;           /* Size of this structure */
               u32/*uint32_t*/ sched_policy;   /* Policy (SCHED_*) */
               u64/*uint64_t*/ sched_flags;    /* Flags */
               s32/*int32_t*/  sched_nice;     /* Nice value (SCHED_OTHER,
                                                  SCHED_BATCH) */
               u32/*uint32_t*/ sched_priority; /* Static priority (SCHED_FIFO,
                                                  SCHED_RR) */
               /* For SCHED_DEADLINE */
               u64/*uint64_t*/ sched_runtime;
               u64/*uint64_t*/ sched_deadline;
               u64/*uint64_t*/ sched_period;

               /* Utilization hints */
               u32/*uint32_t*/ sched_util_min;
               u32/*uint32_t*/ sched_util_max;
           };
END
finish
