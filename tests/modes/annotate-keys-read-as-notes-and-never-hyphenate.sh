#!/bin/sh
# The keys of mode annotate read as notes, not as code, where the reader
# has no colour and no fonts (Debian's terminal, "col -b"): each key comes
# after a blank line, starts with the label "Types:", and wraps with a
# hanging indent under its first pair; it breaks only after the comma
# between two pairs, never inside a pair and never with a hyphen.  Under
# groff (-Tutf8 and -Tascii, at 78 and at 62 columns, where a key two
# levels deep must wrap several times) and under mandoc (where a key's
# blanks are plain, so that a reader's search finds "u64 = ": a pair may
# break there, see ktypes(1) "With mandoc"), on
# long-keys.man, a page shaped like the structures of seccomp_unotify(2)
# and bpf(2); the page's own text around the keys is set as before
# (its hyphenation is untouched).  (A pair is never broken: where one
# pair is wider than the line less the indentation and the label, about
# 35 columns for "__u64 = uint64_t in size", it sticks out.)  The note
# after the pairs of the first key of a section with a type of the same
# size only (". In size: the same size, ...") is prose, and breaks at its blanks.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/modes/abi-lib.sh"
need_groff

cd "$tmp" || exit 99
src=$top_srcdir/tests/modes/long-keys.man
ktypes -m annotate "$src" > annotate.man

# keys TEXT > KEYS: each key of the rendered TEXT on one line, its lines
# joined; a line "BAD: ..." for each rule that a key breaks
keys () {
	awk 'function pair_ok(s) {
		# pairs "K = ISO" or "K = ISO in size", each but the
		# last followed by ","
		return s ~ /^[A-Za-z0-9_]+ = [A-Za-z0-9_]+( in size)?(, [A-Za-z0-9_]+ = [A-Za-z0-9_]+( in size)?)*,?$/
	}
	# the pairs of T, without the note that may follow them (". Same
	# size, not always ...", prose that breaks at any blank); sets note
	function pairs(t,   i) {
		if (note)
			return ""
		i = index(t, ". ")
		if (i == 0 && t ~ /\.$/) {	# the note starts the next line
			note = 1
			return substr(t, 1, length(t) - 1)
		}
		if (i == 0)
			return t
		note = 1
		return substr(t, 1, i - 1)
	}
	function done() {
		if (k != "") {
			if (k ~ /,$/) print "BAD: the key ends with a comma: " k
			print k
		}
		k = ""
		note = 0
	}
	k != "" && match($0, /^ */) && RLENGTH == ind + 7 && $0 ~ /[^ ]/ {
		t = substr($0, RLENGTH + 1)
		was = note
		p = pairs(t)
		if (t !~ /^[^ ]/)
			print "BAD: a continuation line: " $0
		else if (!was && p != "" && !pair_ok(p))
			print "BAD: a line not made of whole pairs: " $0
		if (!was && k !~ /,$/ && k !~ /:$/)
			print "BAD: a break not after a comma: " prev
		k = k " " t
		prev = $0
		next
	}
	{ done() }
	/^ *Types: / {
		if (before !~ /^ *$/) print "BAD: no blank line above: " $0
		match($0, /^ */)
		ind = RLENGTH
		t = substr($0, ind + 8)
		note = 0
		p = pairs(t)
		if (p != "" && !pair_ok(p))
			print "BAD: a line not made of whole pairs: " $0
		k = "Types:" (t == "" ? "" : " " t)
		prev = $0
	}
	/[-‐]$/ && k != "" { print "BAD: a hyphen at the end of a line: " $0 }
	{ before = $0 }
	END { done() }' "$1"
}

abi_marks text > exp <<EOT
Types: __u64 = uint64_t in size, __s64 = int64_t in size. $(abi_note)
Types: __u64 = uint64_t in size, __s64 = int64_t in size, __s32 = int32_t, __u32 = uint32_t, __u8 = uint8_t, __s16 = int16_t, __s8 = int8_t, __u16 = uint16_t. $(abi_brief)
Types: u32 = uint32_t
EOT

for dev in utf8 ascii; do
	for ll in 78 62; do
		what="long-keys.man -T$dev -rLL=${ll}n"
		groff -M "$top_srcdir/macros" -m ktypes -man -T$dev -ww \
		    -rLL=${ll}n -P-c < annotate.man 2> err | col -bx > text
		expect_files_equal "$what: warnings" /dev/null err
		keys text > got
		expect_files_equal "$what: the keys" exp got
		# the keys do wrap (more lines at 62 columns than at 78)
		n=$(grep -c '^ *[A-Za-z_]' text)
		eval "lines_$ll=\$n"
	done
	[ "$lines_62" -gt "$lines_78" ] ||
	    fail "-T$dev: the keys do not wrap more at 62 columns"
done

# The page's own text keeps its hyphenation: the kernel mode's text has
# the same lines, without the keys, at 62 columns (blanks squeezed: nroff
# spreads the blanks of a filled line from the left or from the right by
# turns, and a key is one more turn).
ktypes -m kernel "$src" | groff -man -Tutf8 -rLL=62n -P-c | col -bx |
    tr -s ' ' > kernel
groff -M "$top_srcdir/macros" -m ktypes -man -Tutf8 -rLL=62n \
    -rktypes-key-gap=0 -P-c < annotate.man | col -bx |
    awk '/^ *Types: / { match($0, /^ */); ind = RLENGTH; next }
	ind && match($0, /^ */) && RLENGTH == ind + 7 { next }
	{ ind = 0; print }' | tr -s ' ' > nokeys
expect_files_equal "long-keys.man: the page around its keys" kernel nokeys

# mandoc: the same form (it never hyphenates), but for where a key
# breaks: at any blank, a pair's too (no blank of mandoc's is both plain
# and unbreakable on a terminal and in HTML)
if command -v mandoc > /dev/null 2>&1; then
	for w in 78 62; do
		mandoc -man -Tutf8 -O width=$w < annotate.man | col -bx > text
		keys text | grep -v -e '^BAD: a line not made of whole pairs: ' \
		    -e '^BAD: a break not after a comma: ' > got
		expect_files_equal "long-keys.man under mandoc -O width=$w: the keys" \
		    exp got
	done
fi
finish
