#!/bin/sh
# The short names u8..u64, s8..s64 are respelled only where C makes them
# types (declarations, casts, sizeof, parameters and prototypes, a mention
# alone in a type font) or a sentence uses them as type names ("one u64
# element", in any font); as union members, in member access, inside
# longer identifiers, in paths and shell output they stay.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

expect_run "-m iso short-names.man" 0 "$fixtures/short-names.iso" /dev/null \
    ktypes -m iso "$fixtures/short-names.man"

# Inside longer identifiers nothing is a type, long names included; nor
# are other classes or symbols that start like a type.
cat > "$tmp/in" <<'EOT'
.EX
__u32x = x__u32 + __u320 + u800 + s64_max + my_u32;
__kernel_clock_gettime(); __be32 a; __aligned_u64 b; __kernel_size_t c;
__le16 d; _u32 e; u32_t f; U32 g; S64 h;
.EE
EOT
# (The kernel-only __be32, __aligned_u64 and __le16 stay too; mode iso
# explains them in a key after the block, which is not compared here:
# see tests/modes/iso-explains-the-kernel-only-spellings-it-leaves.sh.)
ktypes -m iso < "$tmp/in" | head -n 5 > "$tmp/out"
expect_files_equal "-m iso: longer identifiers" "$tmp/in" "$tmp/out"
finish
