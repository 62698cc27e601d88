#!/bin/sh
# A trailing comment that its grown code pushes onto a line of its own
# goes under the comment of the line above it in its structure, where it
# fits there whole, as a careful person keeps a column of comments by
# hand, not under the name it follows (ptrace(2)'s ptrace_syscall_info:
# "CPU instruction pointer" went under "instruction_pointer", six columns
# left of the comments above and below it).  Where it would not fit
# there whole, it still goes under the name (the fixture
# tests/layout/breaks/wide-neighbours.man: "event").
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
. "$top_srcdir/tests/layout/layout-lib.sh"
cat > "$tmp/page.man" <<'END'
.TH DEMO 2 2026-12-06 ktypes "ktypes tests"
.SH DESCRIPTION
.TP
.B PTRACE_GET_SYSCALL_INFO
.IP
.in +4n
.EX
struct ptrace_syscall_info {
    __u8 op;        /* Type of system call stop */
    __u32 arch;     /* AUDIT_ARCH_* value; see seccomp(2) */
    __u64 instruction_pointer; /* CPU instruction pointer */
    __u64 stack_pointer;    /* CPU stack pointer */
};
.EE
.in
END
expect_block both <<'END'
                  struct ptrace_syscall_info {
                      __u8/*uint8_t*/ op;     /* Type of system call stop */
                      __u32/*uint32_t*/ arch; /* AUDIT_ARCH_* value;
                                                 see seccomp(2) */
                      __u64/*uint64_t*/ instruction_pointer;
                                              /* CPU instruction pointer */
                      __u64/*uint64_t*/ stack_pointer; /* CPU stack pointer */
                  };
END
expect_block iso <<'END'
                  struct ptrace_syscall_info {
                      uint8_t op;     /* Type of system call stop */
                      uint32_t arch;  /* AUDIT_ARCH_* value; see seccomp(2) */
                      uint64_t instruction_pointer;
                                      /* CPU instruction pointer */
                      uint64_t stack_pointer; /* CPU stack pointer */
                  };
END
finish
