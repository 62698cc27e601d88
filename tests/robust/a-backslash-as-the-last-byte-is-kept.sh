#!/bin/sh
# A backslash as the very last byte of a file (an escape with nothing to
# escape) is kept, after text, in a no-fill block, in a request and in
# every mode; so is one that escapes the final newline.  No message.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99

check () {	# WHAT INPUT EXPECTED (printf formats)
	# shellcheck disable=SC2059
	printf "$2" > in
	# shellcheck disable=SC2059
	printf "$3" > exp
	expect_run "$1" 0 exp /dev/null \
	    ktypes -m iso in
	ktypes in > out 2> err
	expect_files_equal "$1, default mode" in out
	expect_files_equal "$1, default mode: stderr" /dev/null err
}

check "text" 'A __u8 \\' 'A uint8_t \\'
check "alone" '\\' '\\'
check "before the final newline" 'A __u8 \\\n' 'A uint8_t \\\n'
check "in a no-fill block" '.EX\n__u8    a; \\' '.EX\nuint8_t a; \\'
check "in a request" '.ds S __u8\\' '.ds S __u8\\'
check "in a macro call" '.B __u8\\' '.B uint8_t\\'

# Modes both and annotate write their prelude first, then the same text.
printf 'A __u8 \\' > in
expect_run "-m both" 0 - /dev/null ktypes -m both in
tail -n 1 out > tail
printf 'A \\*[ktypes-before-__u8]__u8\\*[ktypes-both-words-__u8] \\' > exp
expect_files_equal "-m both: the end" exp tail
expect_run "-m annotate" 0 - /dev/null ktypes -m annotate in
expect_grep "-m annotate: the text" '^A \\\*\[ktypes-before-__u8\]__u8\\\*\[ktypes-annotate-__u8\] \\$' out
finish
