#!/bin/sh
# The comment on the line that opens a structure inside another
# ("struct {    /* op == ... */", ptrace(2)'s struct ptrace_syscall_info)
# is no part of the column of the outer structure's members: where that
# column must move in mode both and the room cannot hold it, the line,
# which has no type word, keeps its comment where the author put it.
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
.EE
.in
END
ktypes -m both "$tmp/page.man" > "$tmp/both.man" || fail "ktypes -m both failed"
block "$tmp/both.man" > "$tmp/both.txt"
cat > "$tmp/both.want" <<'END'
           struct demo_info {
               __u8/*uint8_t*/ op;
                               /* Type of system call stop; see below */
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
expect_files_equal "mode both" "$tmp/both.want" "$tmp/both.txt"
finish
