#!/bin/sh
# The comments after the braces that open sibling structures of a union
# (userfaultfd(2)'s struct uffd_msg: "struct {   /* Since Linux 4.11 */")
# are one run: they keep one column, the author's, where the room holds
# it, instead of each moving with the comments of its own members (three
# columns in mode both: 51, 48 and 49 on the page).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
. "$top_srcdir/tests/layout/layout-lib.sh"
cat > "$tmp/page.man" <<'END'
.TH DEMO 2 2026-12-06 ktypes "ktypes tests"
.SH DESCRIPTION
.in +4n
.EX
struct uffd_msg {
    __u8  event;            /* Type of event */
    ...
    union {
        struct {
            __u64 flags;    /* Flags describing fault */
            __u64 address;  /* Faulting address */
            union {
                __u32 ptid; /* Thread ID of the fault */
            } feat;
        } pagefault;
\&
        struct {            /* Since Linux 4.11 */
            __u32 ufd;      /* Userfault file descriptor
                               of the child process */
        } fork;
\&
        struct {            /* Since Linux 4.11 */
            __u64 from;     /* Old address of remapped area */
            __u64 to;       /* New address of remapped area */
            __u64 len;      /* Original mapping size */
        } remap;
\&
        struct {            /* Since Linux 4.11 */
            __u64 start;    /* Start address of removed area */
            __u64 end;      /* End address of removed area */
        } remove;
        ...
    } arg;
\&
    /* Padding fields omitted */
} __packed;
.EE
.in
END
expect_block both <<'END'
           struct uffd_msg {
               __u8/*uint8_t*/ event;  /* Type of event */
               ...
               union {
                   struct {
                       __u64/*uint64_t*/ flags;   /* Flags describing fault */
                       __u64/*uint64_t*/ address; /* Faulting address */
                       union {
                           __u32/*uint32_t*/ ptid; /* Thread ID of
                                                      the fault */
                       } feat;
                   } pagefault;

                   struct {            /* Since Linux 4.11 */
                       __u32/*uint32_t*/ ufd;     /* Userfault file descriptor
                                                     of the child process */
                   } fork;

                   struct {            /* Since Linux 4.11 */
                       __u64/*uint64_t*/ from; /* Old address of
                                                  remapped area */
                       __u64/*uint64_t*/ to;   /* New address of
                                                  remapped area */
                       __u64/*uint64_t*/ len;  /* Original mapping size */
                   } remap;

                   struct {            /* Since Linux 4.11 */
                       __u64/*uint64_t*/ start; /* Start address of
                                                   removed area */
                       __u64/*uint64_t*/ end;   /* End address of
                                                   removed area */
                   } remove;
                   ...
               } arg;

               /* Padding fields omitted */
           } __packed;
END
finish
