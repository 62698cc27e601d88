#!/bin/sh
# A column of comments that the room cannot hold where its widest line
# takes it is placed a run at a time, at the column that adds the fewest
# lines (a comment whose code reaches it goes on a line of its own there),
# then the nearest to the author's: one long line (sample_id) does not push
# the other comments of its run (nr) onto lines of their own, as it did
# when the run moved as far as its widest line needed
# (perf_event_open(2)'s PERF_RECORD_SAMPLE: 66 lines for 43 in kernel
# mode).  The comments of the run on lines of their own (sample_id,
# stream_id, and read_format's, as written) share the run's column, not
# one under each name; the author's comment at a column of its own
# (DATA_PAGE_SIZE) stays there.  Mode iso, whose lines fit, keeps the
# author's column.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
. "$top_srcdir/tests/layout/layout-lib.sh"
cat > "$tmp/page.man" <<'END'
.TH DEMO 2 2026-12-06 ktypes "ktypes tests"
.SH DESCRIPTION
.TP
.B PERF_RECORD_SAMPLE
.in +4n
.EX
struct {
    struct perf_event_header header;
    u64    sample_id;   /* if PERF_SAMPLE_IDENTIFIER */
    u64    ip;          /* if PERF_SAMPLE_IP */
    u32    pid, tid;    /* if PERF_SAMPLE_TID */
    u64    time;        /* if PERF_SAMPLE_TIME */
    u64    addr;        /* if PERF_SAMPLE_ADDR */
    u64    id;          /* if PERF_SAMPLE_ID */
    u64    stream_id;   /* if PERF_SAMPLE_STREAM_ID */
    struct read_format v;
                        /* if PERF_SAMPLE_READ */
    u64    nr;          /* if PERF_SAMPLE_CALLCHAIN */
    u64    data_page_size;
                      /* if PERF_SAMPLE_DATA_PAGE_SIZE */
    u32    size;        /* if PERF_SAMPLE_AUX */
};
.EE
.in
END
expect_block both <<'END'
                  struct {
                      struct perf_event_header header;
                      u64/*uint64_t*/ sample_id;
                                               /* if PERF_SAMPLE_IDENTIFIER */
                      u64/*uint64_t*/ ip;       /* if PERF_SAMPLE_IP */
                      u32/*uint32_t*/ pid, tid; /* if PERF_SAMPLE_TID */
                      u64/*uint64_t*/ time;     /* if PERF_SAMPLE_TIME */
                      u64/*uint64_t*/ addr;     /* if PERF_SAMPLE_ADDR */
                      u64/*uint64_t*/ id;       /* if PERF_SAMPLE_ID */
                      u64/*uint64_t*/ stream_id;
                                               /* if PERF_SAMPLE_STREAM_ID */
                      struct read_format v;
                                               /* if PERF_SAMPLE_READ */
                      u64/*uint64_t*/ nr;       /* if PERF_SAMPLE_CALLCHAIN */
                      u64/*uint64_t*/ data_page_size;
                                        /* if PERF_SAMPLE_DATA_PAGE_SIZE */
                      u32/*uint32_t*/ size;     /* if PERF_SAMPLE_AUX */
                  };
END
expect_block iso <<'END'
                  struct {
                      struct perf_event_header header;
                      uint64_t sample_id; /* if PERF_SAMPLE_IDENTIFIER */
                      uint64_t ip;        /* if PERF_SAMPLE_IP */
                      uint32_t pid, tid;  /* if PERF_SAMPLE_TID */
                      uint64_t time;      /* if PERF_SAMPLE_TIME */
                      uint64_t addr;      /* if PERF_SAMPLE_ADDR */
                      uint64_t id;        /* if PERF_SAMPLE_ID */
                      uint64_t stream_id; /* if PERF_SAMPLE_STREAM_ID */
                      struct read_format v;
                                          /* if PERF_SAMPLE_READ */
                      uint64_t nr;        /* if PERF_SAMPLE_CALLCHAIN */
                      uint64_t data_page_size;
                                        /* if PERF_SAMPLE_DATA_PAGE_SIZE */
                      uint32_t size;      /* if PERF_SAMPLE_AUX */
                  };
END
finish
