#!/bin/sh
# Comments (.\" \" \#), .ig blocks (also with an end name), macro bodies
# (.de .am), string values (.ds .as), eqn and pic input are never rewritten;
# text around and after them is.  (As troff reads it: the \# comment of
# comments.man takes its newline with it, so that the .ig after it is
# more of that text line, and the line after the .ig is text, which is
# rewritten; the .ig END block is an ignored block.)
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

expect_run "-m iso comments.man" 0 "$fixtures/comments.iso" /dev/null \
    ktypes -m iso "$fixtures/comments.man"

# An .ig block left open runs to the end of the file: nothing in it is
# rewritten, nothing is lost.
printf '%s\n' 'A __u8 here.' '.ig' 'an __u8 never ended' > "$tmp/in"
printf '%s\n' 'A uint8_t here.' '.ig' 'an __u8 never ended' > "$tmp/exp"
ktypes -m iso "$tmp/in" > "$tmp/out"
expect_files_equal "-m iso: unterminated .ig" "$tmp/exp" "$tmp/out"
finish
