#!/bin/sh
# A list of tagged paragraphs whose tags are prototypes (bpf-helpers(7):
# a .TP with a bold prototype, then an indented "Description" and
# "Return" list, in rst2man's .INDENT and .UNINDENT, the page's own
# macros around .RS and .RE): the key of an item comes at the item's
# end, at the indent of its text, never between the prototype and its
# "Description"; and it explains the types that are new in the section
# there, once a section as everywhere (issue 25): the third helper's u32
# and u64, which the first two explained, get no key.  The same with .RS
# and .RE
# themselves, where the item ends after a .RE (sock_diag(7)).  Outside
# its keys the page renders as in kernel mode, on groff and on mandoc.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/modes/keys-lib.sh"
need_groff

cd "$tmp" || exit 99
cat > page.man <<'E'
.TH T 7 2026-12-06 ktypes-tests
.de1 INDENT
. RS \\$1
. nr rst2man-indent\\n[rst2man-indent-level] \\n[an-margin]
. nr rst2man-indent-level +1
..
.de UNINDENT
. RE
.nr rst2man-indent-level -1
.in \\n[rst2man-indent\\n[rst2man-indent-level]]u
..
.nr rst2man-indent-level 0
.SH HELPERS
.INDENT 0.0
.TP
.B \fBlong bpf_probe_read(void *\fP\fIdst\fP\fB, u32\fP \fIsize\fP\fB)\fP
.INDENT 7.0
.TP
.B Description
Read \fIsize\fP bytes into \fIdst\fP\&.
.TP
.B Return
0 on success.
.UNINDENT
.TP
.B \fBu64 bpf_ktime_get_ns(void)\fP
.INDENT 7.0
.TP
.B Description
The time since boot, as one u64 value.
.TP
.B Return
Current ktime.
.UNINDENT
.TP
.B \fBlong bpf_skb_load(u32\fP \fIoffset\fP\fB, u64\fP \fIflags\fP\fB)\fP
.INDENT 7.0
.TP
.B Description
Load from \fIoffset\fP\&.
.TP
.B Return
0 on success.
.UNINDENT
.UNINDENT
.SH ATTRIBUTES
.TP
.B UDIAG_SHOW
The attributes:
.RS
.TP
.B UNIX_DIAG_SHUTDOWN
The payload is a
.B __u8
value.
.RE
.TP
.B udiag_cookie
An opaque
.B __u32
pair.
.SH SEE ALSO
.BR bpf (2)
E
ktypes -m annotate page.man > out.man
ktypes -m kernel page.man > kernel.man
render < out.man > page.txt 2> err
expect_files_equal "rendered: warnings" /dev/null err
render < kernel.man > kernel.txt 2> /dev/null

# the keys, each right after the text of its item (its "Return", or
# its last line), before the next item's tag, with the item's types
# (the key's first line, without the note on types of the same size)
keys_after () {
	awk '
	    /Types:/ { k = $0; sub(/^[[:space:]]*/, "", k)
		sub(/\. In size: .*/, "", k); print last " | " k; next }
	    /[^[:space:]]/ { last = $0; sub(/^[[:space:]]*/, "", last) }' "$1"
}
keys_after page.txt > got
expect_files_equal "each item's key after its text" - got <<'E'
Return 0 on success. | Types: u32 = uint32_t
Return Current ktime. | Types: u64 = uint64_t in size
The payload is a __u8 value. | Types: __u8 = uint8_t
An opaque __u32 pair. | Types: __u32 = uint32_t
E
# no key between a prototype and its "Description"
grep -B2 'Description' page.txt > before
expect_no_grep "a key before a Description" 'Types:' before
# at the indent of the item's text, which a .RE before it left
# (the helpers' text starts where "Description" does, the attributes'
# where "The attributes:" does)
awk '
    /Description/ { match($0, /^ */); d = RLENGTH }
    /The attributes:/ { d = index($0, "The attributes:") - 1 }
    /Types:/ { match($0, /^ */); print RLENGTH == d ? "text" : RLENGTH }
' page.txt > got
printf 'text\ntext\ntext\ntext\n' > exp
expect_files_equal "the keys at the indent of the item's text" exp got
# nothing else changed
grep -v '^[[:space:]]*$' page.txt > a
grep -v '^[[:space:]]*$' kernel.txt > b
keys_outside b a > bad
expect_files_equal "the page without its keys, as in kernel mode" /dev/null bad
if command -v mandoc > /dev/null 2>&1; then
	# (mandoc's keys have no-break spaces between a pair's parts)
	nbsp=$(printf '\302\240')
	mandoc -man -Tutf8 < out.man 2> /dev/null | sed "s/$nbsp/ /g" |
	    col -bx > m.txt
	keys_after m.txt > got
	expect_files_equal "mandoc: each item's key after its text" - got <<'E'
Return 0 on success. | Types: u32 = uint32_t
Return Current ktime. | Types: u64 = uint64_t in size
The payload is a __u8 value. | Types: __u8 = uint8_t
An opaque __u32 pair. | Types: __u32 = uint32_t
E
fi
finish
