#!/bin/sh
# The engine counts the columns of a character as a terminal and groff
# -Tutf8 set it: one for a letter beyond ASCII, in UTF-8 (two bytes or
# more) or as preconv writes it (\[u00F6]); two for a wide character
# (CJK, Hangul, kana, fullwidth forms).  The fit and the break agree:
# a translated comment ("Größe für Überprüfung") breaks as greedily as
# the same words in ASCII, at a word of non-ASCII letters too (before,
# only before a word with an ASCII letter: "Größe für" and the rest);
# and a comment in Chinese that grows past the room breaks, where
# counting one column a character let it run to 84 columns.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
command -v preconv > /dev/null 2>&1 || skip "no preconv"
cat > "$tmp/page.man" <<'END'
.TH DEMO 2 2026-12-06 ktypes "ktypes tests"
.SH BESCHREIBUNG
.EX
struct demo {
    __u32 a;  /* Größe für Überprüfung äöü äöü äöü äöü äöü äöü äöü */
    __u32 b;  /* Grose fur Uberprufung aou aou aou aou aou aou aou */
};
struct demo_cjk {
    __u32 c;  /* 文件 类型 文件 类型 文件 类型 文件 类型 文件 类型 */
};
.EE
END
cat > "$tmp/want" <<'END'
       struct demo {
           __u32/*uint32_t*/ a; /* Größe für Überprüfung äöü äöü äöü äöü äöü
                                   äöü äöü */
           __u32/*uint32_t*/ b; /* Grose fur Uberprufung aou aou aou aou aou
                                   aou aou */
       };
       struct demo_cjk {
           __u32/*uint32_t*/ c; /* 文件 类型 文件 类型 文件 类型 文件 类型
                                   文件 类型 */
       };
END
# as UTF-8 (ktypes before groff -k, or mandoc)
ktypes -m both "$tmp/page.man" > "$tmp/utf8.man" || fail "ktypes failed"
render -k -rLL=78n < "$tmp/utf8.man" 2> /dev/null |
    sed -n '/struct [a-z_]* {/,/^       };/p' > "$tmp/utf8.txt"
expect_files_equal "UTF-8 input" "$tmp/want" "$tmp/utf8.txt"
# as man-db hands it on, after preconv
preconv -e utf-8 "$tmp/page.man" > "$tmp/pre.man"
ktypes -m both "$tmp/pre.man" > "$tmp/esc.man" || fail "ktypes failed"
render -rLL=78n < "$tmp/esc.man" 2> /dev/null |
    sed -n '/struct [a-z_]* {/,/^       };/p' > "$tmp/esc.txt"
expect_files_equal "input after preconv" "$tmp/want" "$tmp/esc.txt"
finish
