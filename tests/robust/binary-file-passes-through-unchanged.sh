#!/bin/sh
# A binary file (a copy of /bin/true) is not roff, yet ktypes passes it
# through byte for byte, in kernel mode (a copy), in the default mode (the
# filter) and in iso mode, quietly and with status 0; a type word after
# the binary bytes is still respelled.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
for b in /bin/true /usr/bin/true; do
	[ -f "$b" ] && { cp "$b" true.bin; break; }
done
[ -f true.bin ] || skip "no /bin/true to copy"
# A binary that happens to hold a type word would be respelled; the
# expectation below is for one that does not.
if LC_ALL=C grep -aqE '(^|[^A-Za-z0-9_])(__)?[us](8|16|32|64)([^A-Za-z0-9_]|$)' true.bin; then
	skip "this /bin/true holds a type word"
fi

for args in "-m kernel" "" "-m iso"; do
	# shellcheck disable=SC2086
	expect_run "ktypes $args true.bin" 0 true.bin /dev/null \
	    ktypes $args true.bin
	# shellcheck disable=SC2086
	expect_run "ktypes $args < true.bin" 0 true.bin - ktypes $args < true.bin
done

cp true.bin words.bin
printf '\n__u32 x\n' >> words.bin
cp true.bin exp
printf '\nuint32_t x\n' >> exp
expect_run "-m iso, a type word after binary bytes" 0 exp /dev/null \
    ktypes -m iso words.bin
finish
