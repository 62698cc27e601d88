#!/bin/sh
# A page sets its own mode with the comment ".\" ktypes: MODE" as with the
# request ".ktypes MODE": from the next line on, part-way too, below -m
# and KTYPES in the precedence, with the request's warnings (which name
# the comment); its name in any case, as preconv's "coding:" tag; where
# troff hides the line (.ig, a definition, a body it skips) it does
# nothing.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
printf '%s\n' '.\" ktypes: iso' '.TH COMMENT 7 2024-01-01 "ktypes tests"' \
    '.SH DESCRIPTION' 'A __u32 field,' "'\\\" ktypes: kernel" \
    'then a __u64 one,' '.\"ktypes:iso' 'and a __s8.' > page.man
printf '%s\n' '.\" ktypes: iso' '.TH COMMENT 7 2024-01-01 "ktypes tests"' \
    '.SH DESCRIPTION' 'A uint32_t field,' "'\\\" ktypes: kernel" \
    'then a __u64 one,' '.\"ktypes:iso' 'and a int8_t.' > page.iso

expect_run "the comment sets the mode, part-way" 0 page.iso /dev/null \
    ktypes page.man
expect_run "on standard input" 0 page.iso /dev/null \
    sh -c '"$KTYPES_BIN" < page.man'

# The same page with the request in place of each comment renders alike.
sed -e 's/^\(.\)\\" *ktypes: */\1ktypes /' -e 's/^\(.\)\\"ktypes:/\1ktypes /' \
    page.man > request.man
sed -e 's/^\(.\)\\" *ktypes: */\1ktypes /' -e 's/^\(.\)\\"ktypes:/\1ktypes /' \
    page.iso > request.iso
expect_grep "request.man has the request" "^'ktypes kernel\$" request.man
expect_run "the request, for comparison" 0 request.iso /dev/null \
    ktypes request.man

# Precedence: -m, then KTYPES, then the page, then kernel.
expect_run "KTYPES=kernel beats the comment" 0 page.man /dev/null \
    env KTYPES=kernel "$KTYPES_BIN" page.man
expect_run "-m kernel beats KTYPES=iso and the comment" 0 page.man \
    /dev/null env KTYPES=iso "$KTYPES_BIN" -m kernel page.man
sed 's/ktypes: kernel/ktypes: iso/' page.man > all-iso.man
sed -e 's/__u64/uint64_t/' -e 's/ktypes: kernel/ktypes: iso/' page.iso \
    > all-iso.iso
expect_run "-m iso beats a comment asking for kernel" 0 all-iso.iso \
    /dev/null ktypes -m iso all-iso.man
printf '%s\n' 'A __u32 alone.' > plain.man
ktypes page.man plain.man > out
expect_grep "a second page starts from the default" '^A __u32 alone\.$' out

# Hidden lines stay hidden: .ig, .de, a skipped body, an unknown one.
printf '%s\n' '.ig' '.\" ktypes: iso' '..' '__u32' '.de XX' \
    '.\" ktypes: iso' '..' '__u32' '.if 0 .\" ktypes: iso' '__u32' \
    '.if n .\" ktypes: iso' '__u32' '.if 0 \{\' '.\" ktypes: iso' '.\}' \
    '__u32' > hidden.man
expect_run "hidden comments do nothing" 0 hidden.man /dev/null \
    ktypes hidden.man

# Any other comment is a comment.
printf '%s\n' '.\" ktypes : iso' '.\" see ktypes: iso' \
    '\" ktypes: iso' '.B x \" ktypes: iso' '__u32' > other.man
expect_run "other comments" 0 other.man /dev/null ktypes other.man

# The name in any case, as preconv's "coding:" tag (the mode as the
# request's).
printf '%s\n' '.\" KTYPES: iso' '__u32' '.\" Ktypes: kernel' '__u32' \
    > case.man
printf '%s\n' '.\" KTYPES: iso' 'uint32_t' '.\" Ktypes: kernel' '__u32' \
    > case.iso
expect_run "the tag in capitals" 0 case.iso /dev/null ktypes case.man

# The request's warnings, with file and line.
printf '%s\n' '.\" ktypes: sideways' '.\" ktypes:' '.\" ktypes: iso -*-' \
    '__u8' > warn.man
printf '%s\n' '.\" ktypes: sideways' '.\" ktypes:' '.\" ktypes: iso -*-' \
    'uint8_t' > warn.iso
cat > warn.err <<'EOT'
ktypes:warn.man:1: warning: unknown mode 'sideways' in comment '.\" ktypes: MODE'; ignored
ktypes:warn.man:2: warning: comment '.\" ktypes:' without a mode; ignored
ktypes:warn.man:3: warning: extra argument '-*-' to comment '.\" ktypes: MODE' ignored
EOT
expect_run "warnings" 0 warn.iso warn.err ktypes warn.man
finish
