#!/bin/sh
# The comment on the line that opens a structure inside another
# ("struct {    /* op == ... */", ptrace(2)'s struct ptrace_syscall_info)
# is no part of the column of the outer structure's members: where that
# column must move in mode both and the room cannot hold it, the line,
# which has no type word, keeps its comment where the author put it.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
. "$top_srcdir/tests/layout/layout-lib.sh"
code_page <<'END'
struct demo_info {
    __u8 op;        /* Type of system call stop; see below */
    __u32 arch;     /* AUDIT_ARCH_* value; see seccomp(2) */
    union {
        struct {    /* op == DEMO_INFO_ENTRY */
            __u64 nr;       /* System call number */
        } entry;
        struct {    /* op == DEMO_INFO_EXIT */
            __s64 rval;     /* Return value */
        } exit;
    };
};
END
expect_block both <<'END'
           struct demo_info {
               __u8/*uint8_t*/ op; /* Type of system call stop; see below */
               __u32/*uint32_t*/ arch;
                                   /* AUDIT_ARCH_* value; see seccomp(2) */
               union {
                   struct {    /* op == DEMO_INFO_ENTRY */
                       __u64/*uint64_t*/ nr;  /* System call number */
                   } entry;
                   struct {    /* op == DEMO_INFO_EXIT */
                       __s64/*int64_t*/ rval; /* Return value */
                   } exit;
               };
           };
END
finish
