#!/bin/sh
# kernel mode writes the input byte for byte: every fixture, and a file
# with CRLF endings, 8-bit and NUL bytes and no final newline, whether the
# mode comes from -m, --mode, KTYPES or the default.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

printf '.TH ODD 1\r\n.SH NAME\r\nodd \\- __u32 \377\376 caf\303\251 \000 u64 x;\r\n' \
    > "$tmp/odd.man"
printf '.nf\n    __u32         map_type;\n.fi\n\\fB__u8\\fP \\*[u32] and no final newline __s64' \
    >> "$tmp/odd.man"

for f in "$fixtures"/*.man "$fixtures"/*.mdoc "$tmp/odd.man"; do
	name=$(basename "$f")
	expect_run "-m kernel < $name" 0 "$f" /dev/null \
	    ktypes -m kernel < "$f"

	ktypes --mode=kernel "$f" > "$tmp/out"
	expect_files_equal "--mode=kernel $name" "$f" "$tmp/out"

	KTYPES=kernel ktypes - < "$f" > "$tmp/out"
	expect_files_equal "KTYPES=kernel ktypes - < $name" "$f" "$tmp/out"

	# The default mode is kernel, unless the page asks for another.
	if ! grep -q '^\.ktypes' "$f"; then
		ktypes < "$f" > "$tmp/out"
		expect_files_equal "ktypes < $name" "$f" "$tmp/out"
	fi
done
finish
