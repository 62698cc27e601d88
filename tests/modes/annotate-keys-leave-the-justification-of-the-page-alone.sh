#!/bin/sh
# Mode annotate changes nothing outside its keys: with the default
# adjustment (both margins), troff spreads the blanks of each filled line
# that it breaks alternately from the left and from the right, and the
# alternation runs on across the page; a key that wraps onto two lines
# must not flip it, so every line of the kernel-mode rendering is in the
# annotate rendering exactly as it was (the keys are lines added, with
# their gaps), on every terminal device, also with the page's long
# paragraphs after keys of one, two and three lines.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
# a paragraph long enough to be spread on many lines
para='The request reads the structure and checks each field of it in turn,
and the value of a field that is not known to the kernel is rejected
with an error, unless a flag says that the caller accepts partial
results; the fields that are set are copied back to the buffer of the
caller, and their number is returned when the call succeeds.'
{
	printf '.TH JUSTIFY 2 2026-12-05 "ktypes tests"\n.SH DESCRIPTION\n'
	printf '%s\n' "$para"
	for n in 1 2 3; do
		printf '.PP\n%s\n.PP\n.in +4n\n.EX\nstruct s%s {\n' "$para" $n
		case $n in
		1) printf '    __u32 a;\n' ;;
		2) printf '    __u8 a;\n    __u16 b;\n    __s16 c;\n    __u32 d;\n    __s32 e;\n    __s8 f;\n' ;;
		3) printf '    __u8 a;\n    __u16 b;\n    __s16 c;\n    __u32 d;\n    __s32 e;\n    __s8 f;\n    __u64 g;\n    __s64 h;\n    __aligned_u64 i;\n    __be16 j;\n    __le32 k;\n    __be64 l;\n    __le16 m;\n' ;;
		esac
		printf '};\n.EE\n.in\n'
		printf '.PP\n%s\n' "$para"
	done
} > page.man
for dev in utf8 latin1 ascii; do
	ktypes -m kernel page.man | render -T$dev > kernel.txt 2> err
	expect_files_equal "-T$dev: kernel mode: warnings" /dev/null err
	ktypes -m annotate --classes=all page.man |
	    render -T$dev > annotate.txt 2> err
	expect_files_equal "-T$dev: annotate: warnings" /dev/null err
	# the keys wrap (else the test proves nothing)
	nk=$(grep -c '^ *Types:' annotate.txt)
	nl=$(awk '/^ *Types:/ { k = 1; n++; next } /^$/ { k = 0 } k { n++ }
	    END { print n + 0 }' annotate.txt)
	[ "$nk" -eq 3 ] || fail "-T$dev: $nk keys, not 3"
	[ "$nl" -ge 6 ] || fail "-T$dev: the keys take $nl lines, not 6 or more"
	# only lines added: every kernel line is there, unchanged
	diff kernel.txt annotate.txt | grep '^<' > changed
	[ -s changed ] && fail "-T$dev: $(wc -l < changed) lines of the kernel rendering changed:
$(head -5 changed)"
done
finish
