#!/bin/sh
# The page request ".ktypes MODE" accepts both and annotate: ktypes writes
# the prelude once, where the first of them takes effect (from the next
# line on), then the string calls of that mode, the keys of annotate, and
# the kernel spelling again after ".ktypes kernel".  -m and KTYPES beat the
# page.  The page renders without warnings through ktypes and without it.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/modes/abi-lib.sh"
need_groff

cd "$tmp" || exit 99
printf '%s\n' '.TH REQ 7 2026-12-03 "ktypes tests"' '.mso ktypes.tmac' \
    '.SH NAME' 'req \- a __u32 before any request' '.ktypes both' \
    'Then a __u32 in both spellings,' '.ktypes kernel' 'a __u64 as written,' \
    '.ktypes annotate' 'and a __s8 with a key.' '.ktypes both' \
    'Last a __u16.' > req.man

ktypes req.man > out 2> err
expect_files_equal "req.man: stderr" /dev/null err
# the prelude: once, after the first request for both
[ "$(grep -c '^\.do mso ktypes\.tmac$' out)" -eq 1 ] ||
    fail "req.man: not one prelude"
[ "$(grep -c '^\.ktypes-define __u32 uint32_t$' out)" -eq 1 ] ||
    fail "req.man: not one definition of __u32"
awk '/^\.if r \.x / { print NR; exit }' out > at
[ "$(cat at)" = 6 ] || fail "req.man: the prelude starts at line $(cat at), not 6"
# the lines of the page: the prelude cut out, .lf 6 after it
unrelf < out |
    awk '/^\.if r \.x / && !done { skip = done = 1 } skip && /^\.lf / { skip = 0 } !skip' > got
cat > exp <<'EOT'
.TH REQ 7 2026-12-03 "ktypes tests"
.mso ktypes.tmac
.SH NAME
req \- a __u32 before any request
.ktypes both
.lf 6
Then a \*[ktypes-before-__u32]__u32\*[ktypes-both-words-__u32] in both spellings,
.ktypes kernel
a __u64 as written,
.ktypes annotate
and a \*[ktypes-before-__s8]__s8\*[ktypes-annotate-__s8] with a key.
.ktypes both
Last a \*[ktypes-before-__u16]__u16\*[ktypes-both-words-__u16].
.ktypes-section-key __s8 int8_t
EOT
expect_files_equal "req.man through ktypes" exp got

render < out > txt 2> err
expect_files_equal "req.man rendered: warnings" /dev/null err
tr -s ' \n' '  ' < txt > flat
expect_grep "req.man rendered" 'req - a __u32 before any request Then a __u32 (uint32_t) in both spellings, a __u64 as written, and a __s8 with a key\. Last a __u16 (uint16_t)\. Types: __s8 = int8_t ' flat

# stronger sources win over the page
ktypes -m iso req.man > iso
expect_no_grep "-m iso req.man" 'ktypes-both\|ktypes-annotate\|ktypes-key' iso
expect_grep "-m iso req.man" '^Then a uint32_t in both' iso
KTYPES=kernel ktypes req.man > kernel
expect_files_equal "KTYPES=kernel req.man" req.man kernel
KTYPES=annotate ktypes req.man > ann
expect_grep "KTYPES=annotate req.man" '^Last a \\\*\[ktypes-before-__u16\]__u16\\\*\[ktypes-annotate-__u16\]\.$' ann
# one key, __u64 marked as of the same size only, and the note of that
grep -E '^\.ktypes-(section-)?key ' ann > got
abi_marks roff > exp <<'EOT'
.ktypes-section-key __u32 uint32_t __u64 uint64_t\*[ktypes-key-distinct] __s8 int8_t __u16 uint16_t "\*[ktypes-key-distinct-note]"
EOT
expect_files_equal "KTYPES=annotate req.man: the key" exp got
ktypes -m both req.man > both
expect_grep "-m both req.man" '^req \\- a \\\*\[ktypes-before-__u32\]__u32\\\*\[ktypes-both-words-__u32\] before' both
ktypes -m annotate --exec groff -M "$top_srcdir/macros" -man -Tutf8 -ww -z < req.man 2> err
expect_files_equal "-m annotate --exec groff: warnings" /dev/null err

# without ktypes: the requests do nothing
render < req.man > plain 2> err
expect_files_equal "req.man without ktypes: warnings" /dev/null err
expect_no_grep "req.man without ktypes" 'uint\|= ' plain

# the mode list of the messages
ktypes -m sideways < /dev/null > /dev/null 2> err
expect_grep "-m sideways" "unknown mode 'sideways' (known: kernel, iso, both, annotate)" err
finish
