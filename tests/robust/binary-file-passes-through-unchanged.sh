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
	ktypes $args true.bin > out 2> err
	expect_status "ktypes $args true.bin" 0 $?
	expect_files_equal "ktypes $args true.bin" true.bin out
	expect_files_equal "ktypes $args true.bin: stderr" /dev/null err
	# shellcheck disable=SC2086
	ktypes $args < true.bin > out 2> err
	expect_status "ktypes $args < true.bin" 0 $?
	expect_files_equal "ktypes $args < true.bin" true.bin out
done

cp true.bin words.bin
printf '\n__u32 x\n' >> words.bin
cp true.bin exp
printf '\nuint32_t x\n' >> exp
ktypes -m iso words.bin > out 2> err
expect_status "-m iso, a type word after binary bytes" 0 $?
expect_files_equal "-m iso, a type word after binary bytes" exp out
expect_files_equal "-m iso, a type word after binary bytes: stderr" /dev/null err
finish
