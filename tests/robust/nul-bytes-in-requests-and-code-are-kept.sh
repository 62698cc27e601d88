#!/bin/sh
# NUL bytes in a no-fill block, in macro and request arguments, at the
# start of a line and inside a mode request are kept, byte for byte; a
# NUL ends a word, so the type word before or after it is still
# respelled.  A mode request whose mode has a NUL in it names no mode: one
# warning, ignored.  (NUL bytes in running text are in
# tests/e2e/eight-bit-and-nul-bytes-pass-through.sh.)
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
printf '.EX\n__u8\000   a;\n__u16  b;\n.EE\n.B \000__u32\n.ds \000 __u8\n\000.B __u8\n.\000B __u8\n' > in.man
printf '.EX\nuint8_t\000 a;\nuint16_t b;\n.EE\n.B \000uint32_t\n.ds \000 __u8\n\000.B uint8_t\n.\000B __u8\n' > exp
expect_run "-m iso" 0 exp /dev/null \
    ktypes -m iso in.man
ktypes -m kernel in.man > out 2> err
expect_files_equal "-m kernel" in.man out
ktypes in.man > out 2> err
expect_files_equal "default mode" in.man out
expect_files_equal "default mode: stderr" /dev/null err

printf '.ktypes iso\000x\n__u8\n.ktypes iso\n__u8\n' > req.man
printf '.ktypes iso\000x\n__u8\n.ktypes iso\nuint8_t\n' > exp
expect_run "mode request with a NUL" 0 exp - ktypes req.man
lines=$(wc -l < err)
[ "$lines" -eq 1 ] || fail "mode request with a NUL: $lines messages, expected 1"
expect_grep "mode request with a NUL" \
    "^ktypes:req.man:1: warning: unknown mode '.*' in mode request; ignored\$" err
finish
