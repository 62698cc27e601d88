#!/bin/sh
# A prototype in filled text (the bold tag of a .TP in bpf-helpers(7))
# that a mode respells breaks only after a comma between its parameters,
# so that a parameter's type never leaves its name ("const void" /
# "*unsafe_ptr)"): modes iso and both write its other blanks as "\~"
# and set the line as code (unadjusted, unhyphenated), on groff and on
# mandoc.  A prototype that fits stays on one line; kernel mode is the
# page as written, and a line without a type word is left as it is, as
# is one whose parenthesis follows no type and name ("sizeof (u32)").
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
cat > page.man <<'E'
.TH T 7 2026-12-06 ktypes-tests
.SH HELPERS
.TP
.B \fBlong bpf_probe_read(void *\fP\fIdst\fP\fB, u32\fP \fIsize\fP\fB, const void *\fP\fIunsafe_ptr\fP\fB)\fP
For tracing programs, safely attempt to read size bytes.
.TP
.B \fBstruct bpf_sock *bpf_skc_lookup_tcp(void *\fP\fIctx\fP\fB, struct bpf_sock_tuple *\fP\fItuple\fP\fB, u32\fP \fItuple_size\fP\fB, u64\fP \fInetns\fP\fB, u64\fP \fIflags\fP\fB)\fP
Look for a TCP socket matching tuple.
.TP
.B \fBlong bpf_map_delete_elem(struct bpf_map *\fP\fImap\fP\fB, const void *\fP\fIkey\fP\fB)\fP
Delete entry with key from map.
.TP
.B long bpf_clone_redirect(struct sk_buff *skb, u32 ifindex, u64 flags)
Clone and redirect the packet.
.PP
sizeof (u32)
E
ktypes -m kernel page.man > kernel.man
expect_files_equal "kernel mode: the page as written" page.man kernel.man
ktypes -m iso page.man > iso.man
expect_grep "a line without a type word is left as written" \
    '^\.B \\fBlong bpf_map_delete_elem(struct bpf_map \*\\fP' iso.man
expect_grep "a line with no name before its parenthesis is no prototype" \
    '^sizeof (uint32_t)$' iso.man
expect_grep "iso: blanks but those after a comma unbreakable" \
    '^\.B long\\~bpf_clone_redirect(struct\\~sk_buff\\~\*skb, uint32_t\\~ifindex, uint64_t\\~flags)$' iso.man
# the lines of the prototypes at 60 columns (50 after the indent), and at
# 80 on mandoc; SPELL is the spelling of u32 that the mode shows
protos () {
	sed -n '/bpf_probe_read(/,/ptr)/p
	    /bpf_skc_lookup_tcp(/,/flags)/p
	    /bpf_clone_redirect(/,/flags)/p' | sed "s/^ *//"
}
for m in iso both; do
	ktypes -m $m page.man > $m.man
	render -rLL=60n $m.man > $m.txt 2> err
	expect_files_equal "$m: warnings" /dev/null err
	protos < $m.txt > $m.p
	expect_no_grep "$m: no line ends inside a parameter" \
	    '[^,]$' "$(sed '/)$/d' $m.p > $m.q; echo $m.q)"
	expect_grep "$m: a line starts with a parameter's type" \
	    '^const void \*unsafe_ptr)$' $m.p
	expect_grep "$m: a struct parameter whole" \
	    '^struct bpf_sock_tuple \*tuple,' $m.p
	expect_no_grep "$m: single blanks, no hyphen" '[^ ]  \|[-‐]$' $m.p
	if command -v mandoc > /dev/null 2>&1; then
		mandoc -man -Tascii -Owidth=60 $m.man 2> merr | col -bx |
		    protos > $m.mp
		expect_files_equal "$m: mandoc's messages" /dev/null merr
		expect_no_grep "$m: mandoc: no line ends inside a parameter" \
		    '[^,]$' "$(sed '/)$/d' $m.mp > $m.mq; echo $m.mq)"
		expect_grep "$m: mandoc: the struct parameter whole" \
		    '^struct bpf_sock_tuple \*tuple,' $m.mp
	fi
done
expect_grep "iso: a prototype that fits on one line" \
    '^long bpf_clone_redirect(struct sk_buff \*skb, uint32_t ifindex, uint64_t flags)$' \
    "$(render -rLL=85n iso.man | protos > wide.p; echo wide.p)"
finish
