#!/bin/sh
# A line longer than a piece (128 KiB) is read in pieces, and wherever
# the pieces end, the output is the one of the line read whole: a word
# cut at a piece's end is not taken for a type word (its end is looked
# at with the byte after it), the escape before a CR decides whether a
# string definition goes on, a long .nf line is warned of as any other,
# a long line of a table keeps its cells whole; and a type word of one
# byte (a table file's) is found at the very start of the input.  Each case is read from
# a file, from standard input and, where it matters, in UTF-16 (the
# encodings layer hands the filter the whole text in memory).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
command -v python3 > /dev/null 2>&1 || skip "python3 is not installed"

# both ways of reading FILE in iso mode (ARGS first) into OUT.file, OUT.stdin
both_ways () {
	out=$1 f=$2
	shift 2
	ktypes -m iso "$@" "$f" > "$out.file" 2> "$out.file.err"
	ktypes -m iso "$@" < "$f" > "$out.stdin" 2> "$out.stdin.err"
}

# 1. A word cut at the end of the first piece or the second: a+...+__u32
# is one word.
for n in 131072 262144; do
	python3 -c "import sys; sys.stdout.write('a' * $n + '__u32 x\n')" > glue$n.man
	both_ways glue$n glue$n.man
	for w in file stdin; do
		tail -c 8 glue$n.$w | grep -q '^__u32 x$' ||
		    fail "a word cut after $n bytes ($w): the end of the output is '$(tail -c 12 glue$n.$w)'"
	done
done

# 2. A string definition whose backslash comes before a CR at a piece's
# end: the next line is still the string's, and keeps __u32.
for n in 131064 262136; do
	python3 -c "import sys; sys.stdout.buffer.write(b'.ds x ' + b'a' * $n + b'\\\\\\r\\n__u32 in string\\n.nf\\n')" > ds$n.man
	both_ways ds$n ds$n.man
	for w in file stdin; do
		tail -n 2 ds$n.$w | head -n 1 | grep -q '^__u32 in string$' ||
		    fail "a .ds of $n bytes ending with a backslash and CRLF ($w): '$(tail -n 2 ds$n.$w | head -n 1)'"
	done
done

# 3. A .nf line longer than a piece is warned of, in UTF-8 and UTF-16.
python3 -c "import sys; sys.stdout.write('a\n.nf' + ' ' * 140000 + '\n__u32 x;\n.fi\n')" > longnf.man
python3 -c "d = open('longnf.man').read(); open('longnf16.man', 'wb').write(b'\xff\xfe' + d.encode('utf-16-le'))"
for f in longnf.man longnf16.man; do
	ktypes -m iso $f > /dev/null 2> err
	expect_grep "$f: a .nf line over 128 KiB" \
	    "^ktypes:$f:2: warning: line too long to read whole (over 128 KiB); read in pieces\$" err
done

# 4. A long line of a table's data, with a spelling that holds the
# table's tab character: escaped in every piece.
printf 'class x on\n__u32 = std::uint32_t\n' > std.ktypes
python3 -c "import sys; sys.stdout.write('.TS\ntab(:);\nl l.\n__u32:short\n' + 'a ' * 70000 + '__u32:x\n.TE\n')" > tblong.man
both_ways tblong tblong.man --table=./std.ktypes
for w in file stdin; do
	grep -c 'std\\\[char58\]\\\[char58\]uint32_t:' tblong.$w > count
	expect_files_equal "a long table line ($w): cells kept whole" - count <<COUNT
2
COUNT
done

# 6. A long request line that ends the input without a newline is
# ended all the same: the key of the table it closes comes after it, and
# the next file starts afresh.
{ printf '.TS\nl.\n__u32\n.TE\t'; python3 -c "import sys; sys.stdout.write('y' * 140000)"; } > te.man
ktypes -m annotate te.man > te.out 2> /dev/null
tail -n 4 te.out | cut -c 1-40 > te.tail
expect_files_equal "a long .TE line without a newline, annotate: the key after it" - te.tail <<'TAIL'
.ktypes-table-key __u32 uint32_t
.if r .x \{\
.lf 4
.\}
TAIL
{ printf '.\\" '; python3 -c "import sys; sys.stdout.write('y' * 200000)"; } > big2.man
printf '__u64 *p;\n__u64 *q;\n' > o2.man
ktypes -m iso -w abi big2.man o2.man > two.out 2> two.err
tail -n 2 two.out > two.tail
expect_files_equal "a long comment without a newline, then a file: its lines" - two.tail <<TAIL
uint64_t *p;
uint64_t *q;
TAIL
grep -c "^ktypes:o2.man:[12]: warning: '__u64 \*'" two.err > two.count
expect_files_equal "a long comment without a newline, then a file: warnings" - two.count <<COUNT
2
COUNT

# 5. A type word of one byte at the start of the input, and after a
# request line.
printf 'class x on\nT = uint8_t\n' > one.ktypes
printf 'T\n' > one.man
printf '.ft B\nT\n' > one2.man
both_ways one one.man --table=./one.ktypes
both_ways one2 one2.man --table=./one.ktypes
for w in file stdin; do
	expect_files_equal "a one-byte type word first ($w)" - one.$w <<ONE
uint8_t
ONE
	expect_files_equal "a one-byte type word after .ft ($w)" - one2.$w <<ONE
.ft B
uint8_t
ONE
done
finish
