#!/bin/sh
# A trailing comment that mode both would break after its code into more
# lines than it takes on a line of its own, under the name the declaration
# declares (counting the line of code), or as many, goes there, as a
# careful person puts it, instead of being squeezed into the columns left
# of the room: ptrace(2)'s "__u8 is_error;  /* System call error flag;
# ...", seven lines of 17 columns after the code, four as written under
# the name; "rval", two lines either way, reads whole on its own.  So does
# one whose first line still fits after the code but whose next line,
# under its text, would break (seccomp(2)'s "arch;" and "AUDIT_ARCH_*
# value" over "(see <linux/audit.h>)").
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
# block FILE: the structures as a reader sees them at 80 columns, each
# from its first line to the "};" at its indent
block () {
	render -rLL=78n < "$1" 2> /dev/null | awk '
	!p && /struct [a-z_]* \{$/ { p = 1; match($0, /^ */); end = substr($0, 1, RLENGTH) "};" }
	p { print }
	p && $0 == end { p = 0 }'
}
cat > "$tmp/page.man" <<'END'
.TH DEMO 2 2026-12-06 ktypes "ktypes tests"
.SH DESCRIPTION
.in +12n
.EX
struct demo_syscall_info {
    __u8 op;        /* Type of system call stop */
    union {
        struct {
            __s64 rval;     /* System call return value */
            __u8 is_error;  /* System call error flag;
                               Boolean: does rval contain
                               an error value (\-ERRCODE) or
                               a nonerror return value? */
        } exit;
    };
};
.EE
.in
.PP
seccomp(2):
.in +4n
.EX
struct demo_data {
    int   nr;                   /* System call number */
    __u32 arch;                 /* AUDIT_ARCH_* value
                                   (see <linux/audit.h>) */
    __u64 instruction_pointer;  /* CPU instruction pointer */
};
.EE
.in
END
ktypes -m both "$tmp/page.man" > "$tmp/both.man" || fail "ktypes -m both failed"
block "$tmp/both.man" > "$tmp/both.txt"
cat > "$tmp/both.want" <<'END'
                   struct demo_syscall_info {
                       __u8/*uint8_t*/ op; /* Type of system call stop */
                       union {
                           struct {
                               __s64/*int64_t*/ rval;
                                               /* System call return value */
                               __u8/*uint8_t*/ is_error;
                                               /* System call error flag;
                                                  Boolean: does rval contain
                                                  an error value (-ERRCODE) or
                                                  a nonerror return value? */
                           } exit;
                       };
                   };
           struct demo_data {
               int               nr;       /* System call number */
               __u32/*uint32_t*/ arch;     /* AUDIT_ARCH_* value
                                              (see <linux/audit.h>) */
               __u64/*uint64_t*/ instruction_pointer;
                                           /* CPU instruction pointer */
           };
END
expect_files_equal "mode both" "$tmp/both.want" "$tmp/both.txt"
finish
