#!/bin/sh
# Bytes with the eighth bit set (UTF-8, Latin-1), NUL and other control
# bytes pass through untouched in iso mode, next to rewritten types.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
printf 'caf\303\251 __u32 \351t\351 \000 __u8 \000 \001\033 \377 __s16 \376\n.B \302\240 __u64\n' > in.man
printf 'caf\303\251 uint32_t \351t\351 \000 uint8_t \000 \001\033 \377 int16_t \376\n.B \302\240 uint64_t\n' > exp
expect_run "-m iso, 8-bit and NUL bytes" 0 exp - ktypes -m iso in.man
finish
