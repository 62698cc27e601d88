#!/bin/sh
# Under mandoc -Thtml, a key is a paragraph of its own and nothing more:
# no empty paragraph after it (mandoc makes one of every ".sp", so a key
# ends with the break of its ".in"), whatever follows it (".in" and a
# paragraph, as the man-pages write after a structure; ".PP"; a heading),
# in mode annotate and in mode iso's keys of what it leaves.  The text
# that mandoc renders is the same as before.  Skipped without mandoc.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
command -v mandoc > /dev/null 2>&1 || skip "mandoc is not installed"

cd "$tmp" || exit 99
cat > page.2 <<'PAGE'
.TH DEMO 2 2026-12-06
.SH NAME
demo \- a structure
.SH DESCRIPTION
The structure:
.PP
.in +4n
.EX
struct demo {
    __u32 id;
    __be16 port;
};
.EE
.in
.PP
And the other:
.PP
.EX
struct other {
    __u64 flags;
    __le32 mask;
};
.EE
.PP
Its flags.
.SH NOTES
.EX
struct last {
    __s64 when;
};
.EE
.SH SEE ALSO
.BR demo (7)
PAGE

# the empty paragraphs of mandoc's HTML on standard input, one a line
empty () {
	tr -d ' \n' | sed 's|<pclass="Pp">|@&|g' | tr '@' '\n' |
	    grep -c '^<pclass="Pp">\(<br/>\)*</p>'
}

ktypes -m kernel page.2 | mandoc -man -Thtml > kernel.html
want=$(empty < kernel.html)
for mode in annotate iso; do
	ktypes -m $mode page.2 > $mode.2
	expect_grep "-m $mode: a key" '^\.ktypes-key ' $mode.2
	mandoc -man -Thtml < $mode.2 > $mode.html
	got=$(empty < $mode.html)
	[ "$got" = "$want" ] ||
	    fail "-m $mode: $got empty paragraphs in mandoc's HTML, kernel mode $want"
done
finish
