#!/bin/sh
# In HTML, a prototype in filled text that modes both and iso respell
# (the bold tag of a .TP in bpf-helpers(7)) is left to the browser to
# wrap, as kernel mode leaves a tag that fits: the man macros set a tag
# in a diversion and read it back in no-fill mode, where grohtml makes
# each break that troff chose for its line length a hard <br> ("u32
# size,<br>const void", where the pair u32/*uint32_t*/ made the line too
# long), so troff sets such a line whole there.  The browser may break
# it only after a comma (&nbsp; between the words of a parameter); the
# line length of the text after it is the one it would have in kernel
# mode, both the current one and the one that .ll goes back to (which
# .TP makes shorter by the margin of an .RS), after a tag and after a
# prototype in running text.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
cat > page.man <<'E'
.TH T 7 2026-12-06 ktypes-tests
.SH HELPERS
.RS
.TP
.B \fBlong bpf_probe_read(void *\fP\fIdst\fP\fB, u32\fP \fIsize\fP\fB, const void *\fP\fIunsafe_ptr\fP\fB)\fP
For tracing programs, safely attempt to read size bytes.
.tm ll \n[.l]
.ll
.tm ll before \n[.l]
.ll
.TP
.B \fBlong bpf_skb_store_bytes(struct sk_buff *\fP\fIskb\fP\fB, u32\fP \fIoffset\fP\fB, const void *\fP\fIfrom\fP\fB, u32\fP \fIlen\fP\fB, u64\fP \fIflags\fP\fB)\fP
Store len bytes from address from into the packet.
.tm ll \n[.l]
.ll
.tm ll before \n[.l]
.ll
.RE
.PP
.ll 6i
.ll 5i
In running text,
.B "long bpf_probe_read_kernel(void *dst, u32 size, const void *unsafe_ptr)"
reads from the kernel.
.tm ll \n[.l]
.ll
.tm ll before \n[.l]
.ll
E
# the paragraph of the prototype of FUNCTION in the HTML on standard
# input, and its text without tags
proto () {
	sed -n "/$1(/,/<\/p>/p" > "$2.html"
	sed -e 's/<[^>]*>//g' "$2.html" > "$2.txt"
}
for m in kernel both iso; do
	ktypes -m $m page.man > $m.man || fail "ktypes -m $m failed"
	groff -man -Thtml -ww < $m.man > $m.html 2> $m.err
	grep '^ll ' $m.err > $m.ll
	grep -v '^ll ' $m.err > err
	html_messages err
	expect_files_equal "$m: HTML warnings" /dev/null err
	for f in bpf_probe_read bpf_skb_store_bytes; do
		proto $f < $m.html $m.$f
		[ -s $m.$f.txt ] || fail "$m: no paragraph of $f in the HTML"
	done
done
expect_no_grep "kernel: bpf_probe_read fits, no <br>" '<br>' \
    kernel.bpf_probe_read.html
for m in both iso; do
	for f in bpf_probe_read bpf_skb_store_bytes; do
		expect_no_grep "$m: $f has no hard break" '<br>' $m.$f.html
		# every blank that a browser may break at follows a comma:
		# a line's end in the HTML, or a blank within a line
		expect_no_grep "$m: $f breakable only after a comma" \
		    '[^,]$\|[^,] ' "$(sed '$d' $m.$f.txt > $m.$f.b; echo $m.$f.b)"
		expect_grep "$m: $f has unbreakable blanks" '&nbsp;' \
		    $m.$f.txt
	done
	expect_grep "$m: the respelled prototype in the HTML" \
	    'uint32_t' $m.bpf_probe_read.html
	expect_files_equal "$m: the line lengths after the tags" \
	    kernel.ll $m.ll
done
# the test proves something: in both mode, troff's line of the tag is
# too long for the page (the terminal breaks it)
ktypes -m both page.man | render > both.txt 2> /dev/null
expect_grep "both: the prototype is broken on a terminal" \
    '^ *const void \*unsafe_ptr)$' both.txt
finish
