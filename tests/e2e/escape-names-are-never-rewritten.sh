#!/bin/sh
# Names that escapes take (strings, registers, fonts, glyphs) and device
# controls are never rewritten; escapes themselves are word boundaries,
# and text measured with \w is rewritten like the text it measures.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

expect_run "-m iso escapes.man" 0 "$fixtures/escapes.iso" /dev/null \
    ktypes -m iso "$fixtures/escapes.man"

# Short forms: \*x, \*(xx, \nx, \n(xx, \fx, \f(xx take one or two
# characters; what follows them is text.
printf '%s\n' '\*(u8 \n(s8 \*(s8__u8 \fBu8\fR \\__u16' > "$tmp/in"
printf '%s\n' '\*(u8 \n(s8 \*(s8uint8_t \fBuint8_t\fR \\uint16_t' > "$tmp/exp"
ktypes -m iso < "$tmp/in" > "$tmp/out"
expect_files_equal "-m iso: short escape names" "$tmp/exp" "$tmp/out"

# \E is the escape character outside copy mode: \E*[__u32] names a
# string, and \EfB sets a font, also for the lines after it.
printf '%s\n' 'A \E*[__u32] \EE*[u64] \E" __u32' 'text \EfB' 'u64' '\EfR' \
    > "$tmp/in"
printf '%s\n' 'A \E*[__u32] \EE*[u64] \E" __u32' 'text \EfB' 'uint64_t' \
    '\EfR' > "$tmp/exp"
ktypes -m iso < "$tmp/in" > "$tmp/out"
expect_files_equal "-m iso: names after \\E" "$tmp/exp" "$tmp/out"
finish
