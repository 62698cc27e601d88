#!/bin/sh
# The arguments of requests are names and numbers, not rendered text: they
# are kept, while text lines and text macros around them are rewritten.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cat > "$tmp/in" <<'EOT'
.tm __u32 is a message, not page text
.nr __u64 1
.so include/__u8.man
.mso __u16.tmac
.ft __s32
.rn __s8 __s16
.als u32 __u32
.B __u32
Text __u64.
EOT
sed -e 's/^\.B __u32$/.B uint32_t/' -e 's/^Text __u64\.$/Text uint64_t./' "$tmp/in" > "$tmp/exp"
expect_run "-m iso" 0 "$tmp/exp" /dev/null \
    ktypes -m iso < "$tmp/in"
finish
