#!/bin/sh
# Property: on every page of the man-pages snapshot, "ktypes -m iso"
# changes nothing but type words and blanks.  Input and output are cut
# into tokens (roff escapes, identifiers, single other characters; a run
# of blanks only marks the token after it); both must have the same lines
# and tokens, and every token that differs must be a kernel spelling of the
# fixed class in the input and its ISO spelling in the output.  Blanks may
# shrink (padding absorbs growth in no-fill) but never appear or vanish.
# A line that the layout engine broke (its blanks made a newline and an
# indent, then ".if r .x \{\", ".lf N", ".\}" that number the next line)
# is joined again before it is compared (tests/tools/unbreak, the one
# reading of the break format): the break is one of its blanks.
# What mode iso inserts to explain the kernel spellings that it leaves
# (the macro package before its first key, and the keys, each with the
# ".lf N" after it) is taken out first: the lines of the page are the
# rest (tests/modes/corpus-iso-explains-what-it-leaves-and-changes-
# nothing-else.sh checks the keys); so are the calls that set a
# prototype in filled text as code, and the unbreakable blanks "\~" that
# mode iso writes for its blanks but those after its commas count as
# blanks (in the page's own lines too).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_corpus
unbreak=$top_builddir/tests/tools/unbreak
[ -x "$unbreak" ] || skip "no unbreak at $unbreak (make check builds it)"

iso_worker () {	# PART IN OUT
	kt_err=$1.err
	while IFS= read -r p; do
		"$KTYPES_BIN" -m iso -w abi < "$2/$p" > "$3/$p.raw" 2> "$kt_err"
		st=$?
		grep -c '^\.ktypes-\(table-\|section-\)\{0,1\}key ' "$3/$p.raw" \
		    >> "$1.keys"
		drop_inserted_keys < "$3/$p.raw" > "$3/$p"
		rm -f "$3/$p.raw"
		# the warning about pointers to distinct types is expected
		# where a page has them; it is counted, not a failure
		grep -c 'point to different types on this system' "$kt_err" >> "$1.abi"
		grep -v 'point to different types on this system' "$kt_err" > "$kt_err.other"
		mv "$kt_err.other" "$kt_err"
		if [ $st -ne 0 ] || [ -s "$kt_err" ]; then
			printf '%s: status %s: %s\n' "$p" $st "$(head -n 1 "$kt_err")"
		fi
	done < "$1" > "$1.bad"
}

list_pages "$corpus" > "$tmp/pages"
mkdir "$tmp/out"
mirror_dirs "$corpus" "$tmp/out"
in_parallel "$tmp/pages" iso_worker "$corpus" "$tmp/out"
cat "$tmp/pages".part.*.bad > "$tmp/bad"

awk -v in_dir="$corpus" -v out_dir="$tmp/out" -v test="$kt_test" \
    -v unbreak="$unbreak" '
BEGIN {
	split("8 16 32 64", bits, " ")
	for (i in bits) {
		b = bits[i]
		iso["__u" b] = iso["u" b] = "uint" b "_t"
		iso["__s" b] = iso["s" b] = "int" b "_t"
		long["__u" b] = long["__s" b] = 1
	}
	max_report = 20
}

# Cut S into tokens T[1..n]; a token that follows blanks starts with " ".
function tokenise(s, t,    n, blank, tok) {
	n = 0
	blank = 0
	while (s != "") {
		if (match(s, /^[ \t]+/)) {
			blank = 1
			s = substr(s, RLENGTH + 1)
			continue
		}
		if (!(match(s, /^\\+[fnFgkmMVYO*$][+-]?\(../) ||
		    match(s, /^\\+[fnFgkmMVYO*$][+-]?\[[^]]*\]/) ||
		    match(s, /^\\+[fnFgkmMVYO*$][+-]?./) ||
		    match(s, /^\\+\(../) ||
		    match(s, /^\\+\[[^]]*\]/) ||
		    match(s, /^\\+./) ||
		    match(s, /^[A-Za-z0-9_]+/)))
			match(s, /^./)
		tok = substr(s, 1, RLENGTH)
		s = substr(s, RLENGTH + 1)
		t[++n] = (blank ? " " : "") tok
		blank = 0
	}
	return n
}

function violation(page, line, what, a, b) {
	violations++
	if (violations <= max_report) {
		printf "%s:%d: %s\n  in:  %s\n  out: %s\n", page, line, what, a, b
	}
}

{
	page = $0
	fin = in_dir "/" page
	fout = out_dir "/" page ".joined"
	if (system(unbreak " " fin " " out_dir "/" page " > " fout) != 0)
		violation(page, 0, "cannot join the broken lines", fin, fout)
	pages++
	changed = 0
	line = 0
	for (;;) {
		ra = (getline a < fin)
		rb = (getline b < fout)
		if (ra <= 0 || rb <= 0)
			break
		line++
		if (a == b) {
			continue
		}
		changed = 1
		gsub(/\\~/, " ", a)
		gsub(/\\~/, " ", b)
		if (a == b)
			continue
		na = tokenise(a, ta)
		nb = tokenise(b, tb)
		if (na != nb) {
			violation(page, line, "the number of tokens differs", a, b)
			continue
		}
		blanks = 0
		for (k = 1; k <= na; k++) {
			if (ta[k] == tb[k]) {
				if (substr(ta[k], 1, 1) == " ")
					continue
				continue
			}
			x = ta[k]; y = tb[k]
			xb = substr(x, 1, 1) == " "
			yb = substr(y, 1, 1) == " "
			if (xb != yb) {
				violation(page, line, "blanks " (xb ? "removed" : "added") \
				    " before token " k, a, b)
				continue
			}
			if (xb) {
				x = substr(x, 2)
				y = substr(y, 2)
			}
			if (x == y)
				continue
			if ((x in iso) && iso[x] == y) {
				words++
				if (x in long)
					long_words++
				continue
			}
			violation(page, line, "\"" x "\" became \"" y "\"", a, b)
		}
		if (length(a) != length(b))
			resized++
	}
	if (ra > 0 || rb > 0)
		violation(page, line + 1, (ra > 0 ? "output" : "input") \
		    " has fewer lines", "", "")
	if (ra < 0 || rb < 0)
		violation(page, 0, "cannot read", fin, fout)
	close(fin)
	close(fout)
	if (changed)
		pages_changed++
}

END {
	printf "%s: %d pages checked, %d changed, %d words respelled " \
	    "(%d long names, %d short names), %d violations\n", test, pages,
	    pages_changed, words, long_words, words - long_words, violations
	exit violations > 0
}' "$tmp/pages" > "$tmp/report"
st=$?
cat "$tmp/report"
[ $st -eq 0 ] || fail "type words were not the only change (see above)"

printf '%s: %s keys of mode iso taken out before the comparison\n' \
    "$kt_test" "$(cat "$tmp/pages".part.*.keys 2>/dev/null | awk '{ n += $1 } END { print n + 0 }')"
printf '%s: %s warnings about pointers to types distinct from their ISO spelling\n' \
    "$kt_test" "$(cat "$tmp/pages".part.*.abi 2>/dev/null | awk '{ n += $1 } END { print n + 0 }')"
n=$(wc -l < "$tmp/bad")
printf '%s: %s runs with a diagnostic or a non-zero status\n' "$kt_test" "$n"
if [ "$n" -ne 0 ]; then
	fail "$n runs with a diagnostic or a non-zero status, first ones:"
	head -n 10 "$tmp/bad" >&2
fi
finish
