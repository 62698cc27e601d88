#!/bin/sh
# A trailing comment that mode both would break after its code into more
# lines than it takes on a line of its own, under the name the declaration
# declares (counting the line of code), goes there, as a careful person
# puts it, instead of being squeezed into the columns left of the room
# (ptrace(2)'s "__u8 is_error;  /* System call error flag; ...": seven
# lines of 17 columns after the code, four as written under the name;
# "rval", two lines either way, reads whole on its own).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
# block FILE: the structure as a reader sees it at 80 columns
block () {
	render -rLL=78n < "$1" 2> /dev/null |
	    awk '/struct/ { p = 1 } p { print } /^                   };/ { p = 0 }'
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
END
expect_files_equal "mode both" "$tmp/both.want" "$tmp/both.txt"
finish
