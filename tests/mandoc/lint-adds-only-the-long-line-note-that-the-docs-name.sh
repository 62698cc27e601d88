#!/bin/sh
# mandoc -Tlint gives ktypes' output, in modes iso, both and annotate,
# one message that it does not give for the page as written, and only
# that one: the style note that an input line is longer than 80 bytes
# (a longer spelling, or the string calls that a type word becomes,
# lengthen a line that holds type words).  README.md and ktypes(1),
# which say that mandoc adds no message, name that note in mandoc's own
# words.  Skipped without mandoc.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
command -v mandoc > /dev/null 2>&1 || skip "mandoc is not installed"

cd "$tmp" || exit 99
cat > page.7 <<'PAGE'
.TH DEMO 7 2026-12-06
.SH NAME
demo \- a line of prose that a type word makes longer than 80 bytes
.SH DESCRIPTION
The payload associated with this attribute is a __u32 counter of the
bytes that the kernel has read from the socket so far, and a __u64 one.
.PP
.EX
struct demo {
    __u32 id;
};
.EE
PAGE

# lint < PAGE: mandoc -Tlint's messages, without their place, sorted
lint () {
	mandoc -man -Tlint 2>&1 |
	    sed -e 's/^mandoc: <stdin>:[0-9]*:[0-9]*: //' \
	        -e 's/^mandoc: <stdin>: //' | sort
}

lint < page.7 > src
for mode in iso both annotate; do
	ktypes -m $mode page.7 | lint > $mode
	comm -13 src $mode > new
	grep -v '^STYLE: input text line longer than 80 bytes: ' new > other
	expect_files_equal "-m $mode: new messages but the long-line note" \
	    /dev/null other
done
expect_grep "-m both: the long-line note" \
    '^STYLE: input text line longer than 80 bytes: ' both

# the note, in mandoc's words, in README.md and ktypes(1) (their lines
# joined)
note=$(sed -n 's/^STYLE: \(input text line longer than 80 bytes\): .*/\1/p' both |
    head -n 1)
[ -n "$note" ] || fail "no long-line note to look for"
for doc in README.md man/ktypes.1; do
	tr '\n' ' ' < "$top_srcdir/$doc" | tr -s ' ' | grep -q -F "$note" ||
	    fail "$doc does not name mandoc's note \"$note\""
done
finish
