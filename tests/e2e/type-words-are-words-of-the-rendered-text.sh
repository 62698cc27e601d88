#!/bin/sh
# A type word is a word of the text that troff renders: an identifier
# that goes on past an escaped newline (__u32\ then x renders __u32x;
# bpf_get_\ then __u32 renders bpf_get___u32, in the arguments of a
# macro too: .B s\ then __u8 is the word s__u8; a \# comment takes the
# newline as well, and the character before it counts) or past an escape that
# renders nothing (foo_\&__u32, x\:__u64) is one word, and no type; an
# escape that renders nothing before or after a type word with no
# identifier on its other side (\%__u32, __u32\&.) leaves it a type
# word.  Under another escape character (.ec n) or none (.eo), a
# spelling whose escapes or letters troff would read otherwise (the "nt"
# of uint32_t is the tab escape after .ec n) is not written: the word
# keeps its kernel spelling.  \c joins a line's text with the next text
# line's (or a text macro's): an identifier before it goes on there.  An
# .ec whose argument is the escape of the newline takes the next line's
# first character.  Where groff is installed, each decision is checked
# against what it renders.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

n=0
# case MODE INPUT EXPECTED: printf formats of the input and of ktypes'
# output in MODE
case_ () {
	n=$((n + 1))
	printf "$2" > "$tmp/in$n"
	printf "$3" > "$tmp/exp$n"
	ktypes -m "$1" < "$tmp/in$n" > "$tmp/out$n" 2> "$tmp/err$n"
	# (without the prelude of modes both and annotate)
	if [ "$1" = iso ]; then
		cp "$tmp/out$n" "$tmp/page$n"
	else
		unrelf < "$tmp/out$n" | sed '1,/^\.lf 1$/d' > "$tmp/page$n"
	fi
	expect_files_equal "case $n (-m $1, input $(od -An -c "$tmp/in$n" |
	    tr -s ' \n' ' '))" "$tmp/exp$n" "$tmp/page$n"
}
case_ iso 'the __u32\\\nx and more\n' 'the __u32\\\nx and more\n'
case_ iso 'bpf_get_\\\n__u32 y\n' 'bpf_get_\\\n__u32 y\n'
case_ iso 'the __u64 and bpf_get_\\\n__u32 y\n' \
    'the uint64_t and bpf_get_\\\n__u32 y\n'
case_ iso 'foo_\\&__u32 z\n' 'foo_\\&__u32 z\n'
case_ iso 'x\\:__u64 w\n' 'x\\:__u64 w\n'
case_ iso '__u64\\&x and __s8\\%%y\n' '__u64\\&x and __s8\\%%y\n'
case_ iso '\\%%__u32 ok\n' '\\%%uint32_t ok\n'
case_ iso '__u32\\&. ok\n' 'uint32_t\\&. ok\n'
case_ iso '.B s\\\n__u8 x\n' '.B s\\\n__u8 x\n'
case_ iso '.B s \\\n__u8 x\n' '.B s \\\nuint8_t x\n'
case_ iso '.B __u16 s\\\n__u8 x\n' '.B uint16_t s\\\n__u8 x\n'
case_ iso 'x \\#c\n__u32 y\nx\\#c\n__u32 z\n' 'x \\#c\nuint32_t y\nx\\#c\n__u32 z\n'
case_ iso '.I \\#IN\n__u32 y\n.I x\\#c\n__u32 z\n' \
    '.I \\#IN\nuint32_t y\n.I x\\#c\n__u32 z\n'
case_ iso '.nf\nfoo_\\&__u32 x;\n__u64 y;\n.fi\n' \
    '.nf\nfoo_\\&__u32 x;\nuint64_t y;\n.fi\n'
case_ iso '.ec n\nthe __u32 x\n.ec\nthe __u32 y\n' \
    '.ec n\nthe __u32 x\n.ec\nthe uint32_t y\n'
case_ iso '.ec @\nthe __u32 @fBx@fP\n' '.ec @\nthe uint32_t @fBx@fP\n'
case_ both '.ec @\nthe __u32 x\n' '.ec @\nthe __u32 x\n'
case_ both '.eo\nthe __u32 x\n' '.eo\nthe __u32 x\n'
# \c: troff ignores the rest of the line, and the text goes on with the
# next line that it sets, a text line or a text macro's (__u32\c then x
# renders __u32x; foo\c then __u32 renders foo__u32)
case_ iso 'a __u32\\c\nx word\n' 'a __u32\\c\nx word\n'
case_ iso 'a __u32\\cyy\nx word\n' 'a __u32\\cyy\nx word\n'
case_ iso 'foo\\c\n__u32 y\n' 'foo\\c\n__u32 y\n'
case_ iso '.B __u32\\c\nx\n' '.B __u32\\c\nx\n'
case_ iso 'foo\\c\n.B __u32 y\n' 'foo\\c\n.B __u32 y\n'
case_ iso '.BR foo\\c\n__u32 y\n' '.BR foo\\c\n__u32 y\n'
case_ iso 'foo \\c\n__u32 y\n__u64 \\c\nz\n' \
    'foo \\c\nuint32_t y\nuint64_t \\c\nz\n'
case_ iso 'foo\\c\n.PP\n__u32 y\n' 'foo\\c\n.PP\nuint32_t y\n'
# .ec whose argument is the escape of the newline: troff takes the first
# character of the next line (here "."); an empty line gives none (\)
case_ both '.ec \\\n.B x\nthe __u32 y\n' '.ec \\\n.B x\nthe __u32 y\n'
case_ both '.ec \\\n  @\nthe __u32 y\n' '.ec \\\n  @\nthe __u32 y\n'
case_ both '.ec \\\n\nthe __u32 y\n' \
    '.ec \\\n\nthe \\*[ktypes-before-__u32]__u32\\*[ktypes-both-words-__u32] y\n'

# What groff renders: the words of the page are those of the source.
if command -v groff > /dev/null 2>&1; then
	i=0
	while [ $i -lt $n ]; do
		i=$((i + 1))
		# the rendered words of the source, with the ISO spelling
		# that ktypes wrote put back (and mode both's note of it
		# taken out), must be the source's own
		printf '.ll 200n\n' > "$tmp/pre"
		cat "$tmp/pre" "$tmp/in$i" | groff -Tutf8 -P-cbou 2> /dev/null |
		    tr -s ' \n\t' '   ' > "$tmp/plain$i"
		cat "$tmp/pre" "$tmp/out$i" | groff -Tutf8 -P-cbou 2> /dev/null |
		    tr -s ' \n\t' '   ' |
		    sed -e 's/uint32_t/__u32/g' -e 's/uint64_t/__u64/g' \
		    -e 's|/\*__u32\*/||g' -e 's| (__u32)||g' \
		    > "$tmp/kt$i"
		expect_files_equal "case $i: rendered words" "$tmp/plain$i" \
		    "$tmp/kt$i"
	done
fi
finish
