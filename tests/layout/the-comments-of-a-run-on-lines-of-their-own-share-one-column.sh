#!/bin/sh
# The comments of a run of a column of comments that go on lines of their
# own (a grown type made the code reach the column) share one column: the
# run's, or as far left as the longest of them needs to fit the room, as
# the author of perf_event_open(2) puts a long one; not one under each
# name beside a column of trailing comments (statx(2)'s struct statx had
# own-line comments at column 34 beside trailing ones at 51 and 39); and
# where a line of its own would go left of the run's column, a comment
# stays beside its code, broken at a word at that column, as the author
# broke stx_mask's, so that statx keeps one column (at 42 beside 45
# before: a slip, not a column).  A
# line with no type word (keyctl(2)'s char *hashname) keeps its comment
# after its code, at the run's column: the run no longer goes as far as
# its longest line needs and pushes it onto a line of its own.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
. "$top_srcdir/tests/layout/layout-lib.sh"
cat > "$tmp/page.man" <<'END'
.TH DEMO 2 2026-12-06 ktypes "ktypes tests"
.SH DESCRIPTION
.in +4n
.EX
struct statx {
    __u32 stx_mask;        /* Mask of bits indicating
                              filled fields */
    __u32 stx_blksize;     /* Block size for filesystem I/O */
    __u64 stx_attributes;  /* Extra file attribute indicators */
    __u32 stx_nlink;       /* Number of hard links */
    __u16 stx_mode;        /* File type and mode */
    __u64 stx_blocks;      /* Number of 512B blocks allocated */
    __u64 stx_attributes_mask;
                           /* Mask to show what's supported
                              in stx_attributes */
};
.EE
.in
.TP
.B KEYCTL_DH_COMPUTE
.RS
.in +4n
.EX
struct keyctl_kdf_params {
    char *hashname;     /* Hash algorithm name */
    char *otherinfo;    /* SP800-56A OtherInfo */
    __u32 otherinfolen; /* Length of otherinfo data */
    __u32 __spare[8];   /* Reserved */
};
.EE
.in
.RE
END
expect_block both <<'END'
           struct statx {
               __u32/*uint32_t*/ stx_mask;       /* Mask of bits indicating
                                                    filled fields */
               __u32/*uint32_t*/ stx_blksize;    /* Block size for
                                                    filesystem I/O */
               __u64/*uint64_t*/ stx_attributes; /* Extra file
                                                    attribute indicators */
               __u32/*uint32_t*/ stx_nlink;      /* Number of hard links */
               __u16/*uint16_t*/ stx_mode;       /* File type and mode */
               __u64/*uint64_t*/ stx_blocks;     /* Number of 512B
                                                    blocks allocated */
               __u64/*uint64_t*/ stx_attributes_mask;
                                      /* Mask to show what's supported
                                         in stx_attributes */
           };
                  struct keyctl_kdf_params {
                      char *hashname;               /* Hash algorithm name */
                      char *otherinfo;              /* SP800-56A OtherInfo */
                      __u32/*uint32_t*/ otherinfolen;
                                                /* Length of otherinfo data */
                      __u32/*uint32_t*/ __spare[8]; /* Reserved */
                  };
END
finish
