#!/bin/sh
# Mode both writes a prototype in filled text (the bold tag of a .TP in
# bpf-helpers(7)) in the form of code, u32/*uint32_t*/, and each pair is
# one long word: adjusted, its lines would gape.  The line is set as
# code is (.ktypes-code-on and .ktypes-code-off around it): single
# blanks, no hyphen; the text after it is adjusted and hyphenated as
# before, on groff, and mandoc renders it too.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
cat > page.man <<'E'
.TH T 7 2026-12-06 ktypes-tests
.SH HELPERS
.TP
.B \fBlong bpf_tail_call(void *\fP\fIctx\fP\fB, struct bpf_map *\fP\fIprog_array_map\fP\fB, u32\fP \fIindex\fP\fB)\fP
This special helper is used to trigger a tail call, or in other words,
to jump into another eBPF program, reusing the same stack frame; the
program is not returned to, and the call counts against the maximum
number of tail calls that may be chained.
.TP
.B \fBlong bpf_skb_store_bytes(struct sk_buff *\fP\fIskb\fP\fB, u32\fP \fIoffset\fP\fB, const void *\fP\fIfrom\fP\fB, u32\fP \fIlen\fP\fB, u64\fP \fIflags\fP\fB)\fP
Store \fIlen\fP bytes from address \fIfrom\fP into the packet associated
to \fIskb\fP, at \fIoffset\fP, and recompute the checksums where asked.
E
ktypes -m both page.man > both.man
ktypes -m kernel page.man | render > kernel.txt 2> /dev/null
render < both.man > both.txt 2> err
expect_files_equal "rendered: warnings" /dev/null err
# the prototypes: single blanks after the indent, no hyphen at a line's
# end
sed -n '/bpf_tail_call(/,/index)/p
    /bpf_skb_store_bytes(/,/flags)/p' both.txt > proto
[ "$(wc -l < proto)" -eq 4 ] || fail "the two prototypes, two lines each"
sed 's/^ *//' proto > got
expect_no_grep "a prototype adjusted (a blank spread)" '[^ ]  ' got
expect_no_grep "a prototype hyphenated" '[-‐]$' got
# the text of the items is set as in kernel mode (but for the key that
# says once what a pair such as u64/*uint64_t*/ means: its label's line
# and those at its hanging indent)
awk '{
	if (match($0, /Types:/)) { c = RSTART - 1 + 7; k = 1; next }
	if (k) { match($0, /^ */); if (RLENGTH == c) next; k = 0 }
	print
}' both.txt | grep -v 'bpf_\|uint\|flags)\|index)\|^ *$' > a
grep -v 'bpf_\|index)\|dex)\|flags)\|\*from\|^ *$' kernel.txt > b
expect_files_equal "the items' text as in kernel mode" b a
if command -v mandoc > /dev/null 2>&1; then
	mandoc -man -Tascii < both.man 2> merr | col -b > m.txt
	expect_files_equal "mandoc: messages" /dev/null merr
	expect_grep "mandoc: the prototype in both spellings" \
	    'u32/\*uint32_t\*/ index)' m.txt
	expect_no_grep "mandoc: the request shown" 'ktypes-code' m.txt
fi
finish
