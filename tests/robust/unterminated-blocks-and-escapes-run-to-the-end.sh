#!/bin/sh
# A no-fill block (.EX, .nf) or a macro definition (.de) left open runs to
# the end of the file, and so does an escape cut off by it (\f, \*[, \w',
# \X'): nothing is lost or added, the held no-fill block is still laid
# out, nothing inside the definition or the device control is respelled,
# and there is no message.  (An open .ig is in
# tests/e2e/comments-and-ignored-blocks-are-kept.sh.)
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99

check () {	# WHAT INPUT EXPECTED (printf formats)
	# shellcheck disable=SC2059
	printf "$2" > in
	# shellcheck disable=SC2059
	printf "$3" > exp
	expect_run "$1" 0 exp /dev/null \
	    ktypes -m iso in
	# the same from standard input, and in kernel mode: the input
	ktypes -m iso < in > out
	expect_files_equal "$1, standard input" exp out
	ktypes -m kernel in > out
	expect_files_equal "$1, kernel mode" in out
}

check "open .EX, no final newline" \
    '.TH X 7\n.EX\n    __u8    a;\n    __u16   bb;' \
    '.TH X 7\n.EX\n    uint8_t  a;\n    uint16_t bb;'
check "open .EX" \
    '.EX\n    __u8    a;\n    __u16   bb;\n' \
    '.EX\n    uint8_t  a;\n    uint16_t bb;\n'
check "open .nf" \
    '.nf\n__u8    a;\n__u16   bb;\n' \
    '.nf\nuint8_t  a;\nuint16_t bb;\n'
check "open .de" \
    'A __u8.\n.de XX\n__u8 in a macro\nand __u16\n' \
    'A uint8_t.\n.de XX\n__u8 in a macro\nand __u16\n'
check "open .de, no final newline" \
    '.de XX\n__u8' \
    '.de XX\n__u8'
check "escape \\\\f cut off" \
    'A __u8 then \\f' \
    'A uint8_t then \\f'
check "escape \\\\*[ cut off" \
    'A __u8 then \\*[' \
    'A uint8_t then \\*['
check "escape \\\\*[ cut off inside its name" \
    'A __u8 then \\*[__u16' \
    'A uint8_t then \\*[__u16'
check "escape \\\\w' cut off" \
    "A __u8 \\\\w'__u16" \
    "A uint8_t \\\\w'uint16_t"
check "escape \\\\X' cut off" \
    "x \\\\X'ps: __u8" \
    "x \\\\X'ps: __u8"
check "escape \\\\( cut off" \
    '.B __u8 \\(a' \
    '.B uint8_t \\(a'

# Mode annotate: the key of a section that the input leaves inside a
# block that troff skips or copies (.ig, .de, a false condition), or in a
# line that goes on, is set all the same: ktypes ends that block first.
if command -v groff > /dev/null 2>&1; then
	for end in '.ig' '.de xx' '.de yy ZZ' '.if 0 \\{\\' \
	    '.if 0 \\{\\\n.if 1 \\{\\' 'more text \\' '.ds s a \\'; do
		printf ".TH X 2\n.SH A\nThe __u64 type.\n$end\n.tm HIDDEN\n" \
		    > key.man
		ktypes -m annotate key.man > key.out 2> key.err
		groff -man -Tutf8 -P-cbou key.out > key.txt 2> key.tm
		grep -q '__u64 = uint64_t' key.txt || {
			fail "annotate, file ending in $end: the key is lost"
			sed 's/^/  | /' key.txt >&2
		}
		if grep -q HIDDEN key.tm; then
			fail "annotate, file ending in $end: a hidden line ran"
		fi
	done
fi
finish
