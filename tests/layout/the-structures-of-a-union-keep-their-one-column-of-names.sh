#!/bin/sh
# The structures inside a structure are part of it: where the author
# lined up the names of the members of several structures of one union
# (union bpf_attr in bpf(2): "__u32         map_type;" is padded to line
# up with "__aligned_u64 key;" of the next structure), they stay one
# column past the lines that close one structure and open the next,
# also where only some of the structures have a type that grows more
# (mode iso with the aligned class, "alignas(8) uint64_t"); the first
# structure's names stayed behind.  Structures of their own, one after
# the other, keep columns of their own.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
cat > "$tmp/page.man" <<'END'
.TH DEMO 2 2026-12-06 ktypes "ktypes tests"
.SH DESCRIPTION
.EX
union demo_attr {
    struct {    /* Used by CREATE */
        __u32         map_type;
        __u32         key_size;
    };
\&
    struct {    /* Used by LOOKUP */
        __u32         map_fd;
        __aligned_u64 key;
    };
};
\&
struct demo_one {
    __u32         a;
    __u32         b;
};
\&
struct demo_two {
    __u32         c;
    __aligned_u64 d;
};
.EE
END
ktypes -m iso --classes=all "$tmp/page.man" > "$tmp/iso.man" ||
    fail "ktypes -m iso failed"
render -rLL=78n < "$tmp/iso.man" 2> /dev/null |
    awk '/union demo_attr/ { p = 1 } p { print }
    /struct demo_two/ { t = 1 } t && /^ *};$/ { exit }' > "$tmp/iso.txt"
cat > "$tmp/iso.want" <<'END'
       union demo_attr {
           struct {    /* Used by CREATE */
               uint32_t            map_type;
               uint32_t            key_size;
           };

           struct {    /* Used by LOOKUP */
               uint32_t            map_fd;
               alignas(8) uint64_t key;
           };
       };

       struct demo_one {
           uint32_t      a;
           uint32_t      b;
       };

       struct demo_two {
           uint32_t            c;
           alignas(8) uint64_t d;
       };
END
expect_files_equal "mode iso, all classes" "$tmp/iso.want" "$tmp/iso.txt"
finish
