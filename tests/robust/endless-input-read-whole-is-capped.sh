#!/bin/sh
# A file in an encoding that ktypes reads whole (UTF-16, UTF-32, ...)
# is read up to 16 MiB: a larger one, or an endless one
# ((printf '\xff\xfe'; cat /dev/zero) | ktypes), gets one warning and is
# passed through unchanged, as it comes, in memory that does not grow
# with it.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

# 17 MiB of UTF-16LE: one byte-order mark, ".\n" and NUL characters
{ printf '\377\376.\000\n\000'; head -c 17825792 /dev/zero; } > "$tmp/big"
printf '%s\n' "ktypes:$tmp/big: warning: file in UTF-16, which is read whole, larger than 16 MiB; passed through unchanged" \
    > "$tmp/exp.err"
expect_run "17 MiB of UTF-16" 0 "$tmp/big" "$tmp/exp.err" \
    ktypes -m iso "$tmp/big"

# endless: ktypes must stream it in bounded memory (the address space is
# limited to 300 MB), until the reader has had 40 MiB of it; a sanitizer
# build cannot run in that limit: there only the stream is checked
limit="ulimit -v 300000"
(eval "$limit" && "$KTYPES_BIN" --version) > /dev/null 2>&1 || limit=:
for bom in '\377\376' '\377\376\000\000' '\376\377'; do
	n=$( (printf "$bom"; exec cat /dev/zero) |
	    (eval "$limit" 2> /dev/null; exec "$KTYPES_BIN" 2> "$tmp/err") |
	    head -c 41943040 | wc -c)
	[ "$n" -eq 41943040 ] || {
		fail "endless input after the mark $bom: $n bytes out, not 41943040"
		sed 's/^/  | /' "$tmp/err" >&2
	}
	expect_grep "endless input after the mark $bom" \
	    'which is read whole, larger than 16 MiB; passed through unchanged$' \
	    "$tmp/err"
done
finish
