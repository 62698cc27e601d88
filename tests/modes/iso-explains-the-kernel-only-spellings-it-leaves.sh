#!/bin/sh
# Mode iso leaves a kernel spelling that the table knows but does not
# respell (a class that is off, a type with no ISO spelling), and
# explains it where the reader first meets it in a section, in a key of
# mode annotate's (the same placement: never inside a sentence, once in
# a section), in the words of the table's explain lines, or else by its
# ISO spelling; outside the keys the page renders as before; --classes
# turns a type from explained to respelled; a user's table gives its own
# words.  groff without warnings, mandoc and HTML alike.  Mode annotate
# explains them as well.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
page=$top_srcdir/tests/modes/iso-explains.man
GROFF_NO_SGR=1
export GROFF_NO_SGR

render () {	# render OUT KTYPES-ARGS...: mode iso at 80 columns
	kt_o=$1
	shift
	ktypes -m iso "$@" "$page" > "$tmp/$kt_o.roff" &&
	    groff -ww -man -Tutf8 -rLL=78n "$tmp/$kt_o.roff" \
		> "$tmp/$kt_o.raw" 2> "$tmp/$kt_o.err" &&
	    col -b < "$tmp/$kt_o.raw" > "$tmp/$kt_o" ||
	    fail "$kt_o: ktypes or groff failed"
	[ -s "$tmp/$kt_o.err" ] && { fail "$kt_o: groff warns"; cat "$tmp/$kt_o.err" >&2; }
}

render iso
# the keys, each after the end of the sentence that holds its block
sed -n '/Types:/,/^ *$/p' "$tmp/iso" | sed 's/[[:space:]][[:space:]]*/ /g; s/ $//' \
    > "$tmp/keys"
cat > "$tmp/want" <<'EOT'
 Types: __be16 = uint16_t in big-endian (network) byte order,
 __be32 = uint32_t in big-endian (network) byte order

 Types: __aligned_u64 = uint64_t in size and aligned to 8 bytes on
 every architecture. In size: the same size and signedness,
 not always the same C type (on x86-64 the kernel type is
 long long or unsigned long long where int64_t and uint64_t
 are long and unsigned long): print such a value through a
 cast (long long with %lld, unsigned long long with %llu),
 and never mix pointers to the two types.

 Types: __poll_t = unsigned int holding event bits of poll(2) and
 epoll(7)

 Types: __be32 = uint32_t in big-endian (network) byte order

EOT
expect_files_equal "the keys of mode iso" "$tmp/want" "$tmp/keys"
# the first key comes after "followed by netlink attributes."
awk '/followed by netlink/ { f = NR } /Types: __be16/ { k = NR }
    END { exit !(f && k > f) }' "$tmp/iso" ||
    fail "the first key is inside the sentence that holds its block"

# outside the keys, the page as mode iso renders it without them (with a
# table that does not know the types it leaves)
sed '/^class aligned/,$d' "$top_srcdir/tables/linux.ktypes" > "$tmp/fixed.ktypes"
render plain --table="$tmp/fixed.ktypes"
grep -c 'Types:' "$tmp/plain" > "$tmp/n"
[ "$(cat "$tmp/n")" = 0 ] || fail "a table without the types still explains them"
awk '/Types:/ { k = 1; next } k && /^ *$/ { k = 0; next } !k' "$tmp/iso" \
    > "$tmp/iso.rest"
expect_files_equal "mode iso outside its keys" "$tmp/plain" "$tmp/iso.rest"

# a class that --classes switches on is respelled, not explained
render all --classes=all
expect_grep "--classes=all respells __be16" 'big-endian uint16_t port;' "$tmp/all"
expect_no_grep "--classes=all explains no endian type" 'Types: __be' "$tmp/all"
expect_grep "--classes=all still explains __poll_t" 'Types: __poll_t' "$tmp/all"

# a user's table: its own words, and a type of a class that is off
# without words, explained by its ISO spelling
cat > "$tmp/mine.ktypes" <<'EOT'
explain __be16 = a port number in network byte order
class bsd-old off
quad_t = int64_t
EOT
render mine --table=linux --table="$tmp/mine.ktypes"
expect_grep "a user's words" 'Types: __be16 = a port number in network byte' "$tmp/mine"
printf '%s\n' .TH A 7 .SH B .EX 'quad_t q;' .EE > "$tmp/quad.man"
ktypes -m iso --table=linux --table="$tmp/mine.ktypes" "$tmp/quad.man" |
    groff -ww -man -Tutf8 2>&1 | col -b > "$tmp/quad"
expect_grep "an ISO spelling where no words are given" \
    'Types: quad_t = int64_t$' "$tmp/quad"

# mandoc and HTML show the same keys
if command -v mandoc > /dev/null 2>&1; then
	mandoc -man -Tascii -O width=78 "$tmp/iso.roff" 2> "$tmp/mandoc.err" |
	    col -b > "$tmp/mandoc"
	expect_grep "mandoc: the key" 'Types: __be16 = uint16_t in big-endian' "$tmp/mandoc"
	expect_grep "mandoc: the last key" 'Types: __be32 = uint32_t in big-endian' "$tmp/mandoc"
fi
groff -man -Thtml "$tmp/iso.roff" 2> /dev/null | tr '\n' ' ' > "$tmp/html"
expect_grep "html: the key" 'Types:</i> *__be16&nbsp;=&nbsp;uint16_t in big-endian' "$tmp/html"

# mode annotate, the explaining mode, explains them too, in its keys
# beside the types it annotates
ktypes -m annotate "$page" | groff -ww -man -Tutf8 -rLL=78n 2> "$tmp/ann.err" |
    col -b > "$tmp/ann"
expect_files_equal "annotate: groff's warnings" /dev/null "$tmp/ann.err"
expect_grep "annotate: __be16 explained" 'Types:.*__be16 = uint16_t in big-endian' "$tmp/ann"
expect_grep "annotate: __poll_t explained" 'Types:.*__poll_t' "$tmp/ann"

# and mode kernel stays the identity
ktypes -m kernel "$page" > "$tmp/kernel"
expect_files_equal "mode kernel" "$page" "$tmp/kernel"
finish
