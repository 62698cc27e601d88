#!/bin/sh
# A page that uses the request ".ktypes MODE" renders under groff -ww with
# macros/ktypes.tmac without a warning and without showing the request,
# with or without ktypes in the pipeline, whatever the mode named.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
printf '%s\n' '.TH REQ 7 2024-01-01 "ktypes tests"' '.ktypes iso' '.SH NAME' \
    'req \- a page with requests' '.SH DESCRIPTION' 'Before.' \
    '.ktypes kernel' 'Between.' '.ktypes sideways' 'After.' > req.man

render < req.man > plain.txt 2> plain.err
expect_files_equal "req.man without ktypes: warnings" /dev/null plain.err
expect_no_grep "req.man without ktypes" 'iso\|kernel\|sideways' plain.txt
expect_grep "req.man without ktypes" '^       Before\.  *Between\.  *After\.$' plain.txt

ktypes req.man 2> /dev/null | render > filtered.txt 2> filtered.err
expect_files_equal "req.man through ktypes: warnings" /dev/null filtered.err
expect_files_equal "req.man through ktypes" plain.txt filtered.txt

# Also when loaded from the page with .mso, and loaded twice.
{ echo '.mso ktypes.tmac'; cat req.man; } > mso.man
groff -M "$top_srcdir/macros" -m ktypes -man -Tutf8 -ww -P-cbou mso.man > mso.txt 2> mso.err
expect_files_equal "mso.man: warnings" /dev/null mso.err
expect_files_equal "mso.man" plain.txt mso.txt
finish
