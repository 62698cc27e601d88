#!/bin/sh
# man-db runs ktypes after its own preconv and tbl; a reader by hand, or a
# build that puts ktypes in the TBL slot, runs it before them.  For every
# page of the man-pages snapshot that has a table (a .TS line), in modes
# iso, both and annotate, the two orders give the same terminal rendering, byte for
# byte, and the same troff messages:
#
#   preconv -e UTF-8 < PAGE | tbl | ktypes -m MODE --exec nroff -mandoc ...
#   ktypes -m MODE < PAGE | preconv -e UTF-8 | tbl | nroff -mandoc ...
#
# (nroff as man-db calls it for a 80-column terminal: -rLL=78n -rLT=78n
# -Tutf8, in the page's folder as man-db's "cd").  The pages of the
# snapshot hold no kernel type inside a table, so each page is also
# checked in a variant with types in its tables: in the lines from .TS to
# .TE, the C types of the cells ("unsigned int", "int", "unsigned long",
# "long", "unsigned short", "short", "unsigned char") become __u32, __s32,
# __u64, __s64, __u16, __s16 and __u8, in the real layouts of real tables.
# Prints the number of pages, how many of them ktypes changed, how many
# have a type word inside a table, and the same for the variants.
# Skipped without the corpus.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
command -v preconv > /dev/null 2>&1 || skip "preconv is not installed"
need_corpus

roff="nroff -mandoc -rLL=78n -rLT=78n -Tutf8"
cd "$corpus" || exit 99
grep -l '^\.TS' man*/* 2> /dev/null | sort > "$tmp/pages"
n=$(wc -l < "$tmp/pages")
[ "$n" -gt 0 ] || fail "no page with a table in the corpus"

# the variants with kernel types in their tables, those that differ
mkdir "$tmp/typed" || exit 99
mirror_dirs "$corpus" "$tmp/typed"
w='([^A-Za-z0-9_]|$)'
while IFS= read -r pg; do
	sed -E "/^\.TS/,/^\.TE/{
	    s/(^|[^A-Za-z0-9_])unsigned int$w/\1__u32\2/g
	    s/(^|[^A-Za-z0-9_])unsigned long$w/\1__u64\2/g
	    s/(^|[^A-Za-z0-9_])unsigned short$w/\1__u16\2/g
	    s/(^|[^A-Za-z0-9_])unsigned char$w/\1__u8\2/g
	    s/(^|[^A-Za-z0-9_])int$w/\1__s32\2/g
	    s/(^|[^A-Za-z0-9_])long$w/\1__s64\2/g
	    s/(^|[^A-Za-z0-9_])short$w/\1__s16\2/g
	}" "$pg" > "$tmp/typed/$pg"
	if cmp -s "$pg" "$tmp/typed/$pg"; then
		rm -f "$tmp/typed/$pg"
	else
		echo "$tmp/typed/$pg"
	fi
done < "$tmp/pages" > "$tmp/typed.list"
nt=$(wc -l < "$tmp/typed.list")
cat "$tmp/pages" "$tmp/typed.list" > "$tmp/all"

# order_worker PART: both orders for each page of PART, in both modes;
# differences into PART.bad, statistics into PART.stat
order_worker () {
	ow_w=$1.d
	mkdir "$ow_w" || exit 99
	: > "$1.bad"
	ow_changed=0 ow_intable=0
	while IFS= read -r ow_pg; do
		for ow_m in iso both annotate; do
			# shellcheck disable=SC2086
			{ preconv -e UTF-8 < "$ow_pg" | tbl |
			    "$KTYPES_BIN" -m $ow_m --exec $roff; } \
			    > "$ow_w/after" 2> "$ow_w/after.err"
			"$KTYPES_BIN" -m $ow_m < "$ow_pg" 2> /dev/null > "$ow_w/k"
			# shellcheck disable=SC2086
			{ preconv -e UTF-8 < "$ow_w/k" | tbl | $roff; } \
			    > "$ow_w/before" 2> "$ow_w/before.err"
			grep -v '^ktypes:' "$ow_w/after.err" > "$ow_w/after.msg"
			grep -v '^ktypes:' "$ow_w/before.err" > "$ow_w/before.msg"
			if ! cmp -s "$ow_w/before" "$ow_w/after"; then
				printf '%s -m %s: rendering differs\n' "$ow_pg" $ow_m >> "$1.bad"
				diff "$ow_w/before" "$ow_w/after" | sed -e 's/^/    /' -e 8q >> "$1.bad"
			elif ! cmp -s "$ow_w/before.msg" "$ow_w/after.msg"; then
				printf '%s -m %s: troff messages differ\n' "$ow_pg" $ow_m >> "$1.bad"
				diff "$ow_w/before.msg" "$ow_w/after.msg" | sed -e 's/^/    /' -e 8q >> "$1.bad"
			fi
			if [ $ow_m = iso ]; then
				cmp -s "$ow_w/k" "$ow_pg" || ow_changed=$((ow_changed + 1))
			fi
		done
		if awk '/^\.TS/ { t = 1 } /^\.TE/ { t = 0 }
		    t && /(^|[^A-Za-z0-9_])(__)?[us](8|16|32|64)([^A-Za-z0-9_]|$)/ { f = 1 }
		    END { exit !f }' "$ow_pg"; then
			ow_intable=$((ow_intable + 1))
		fi
	done < "$1"
	echo "$ow_changed $ow_intable" > "$1.stat"
	rm -rf "$ow_w"
}

in_parallel "$tmp/all" order_worker
changed=0 intable=0
for s in "$tmp"/all.part.*.stat; do
	read -r c t < "$s"
	changed=$((changed + c)) intable=$((intable + t))
done
# Known differences, in variants only: each must still differ, and
# nothing else may.  None now: mode both stacks the type name cells of
# the variant of rtnetlink.7 over their ISO spelling after tbl too.
known=''
cat "$tmp"/all.part.*.bad | sed "s|^$tmp/typed/|(typed) |" > "$tmp/bad"
grep '^[^ ]' "$tmp/bad" | sed 's/: [^:]*$//' | sort > "$tmp/bad.keys"
printf '%s\n' "$known" | sed -e '/^$/d' -e 's/^/(typed) /' | sort > "$tmp/known"
bad=$(comm -23 "$tmp/bad.keys" "$tmp/known" | wc -l)
xfail=$(comm -12 "$tmp/bad.keys" "$tmp/known" | wc -l)
if [ "$bad" -gt 0 ]; then
	fail "$bad page and mode pairs differ between the two orders:"
	sed -e 's/^/  /' -e 200q "$tmp/bad" >&2
elif [ "$xfail" -gt 0 ]; then
	echo "XFAIL: $xfail known differences, in variants with types in tables:"
	sed -e 's/^/  /' -e 60q "$tmp/bad"
fi
comm -13 "$tmp/bad.keys" "$tmp/known" > "$tmp/xpass"
if [ -s "$tmp/xpass" ]; then
	fail "known differences gone (drop them from this test): $(tr '\n' ';' < "$tmp/xpass")"
fi
echo "pages with tables: $n; variants with kernel types in their tables: $nt"
echo "of these $((n + nt)), ktypes changed $changed; $intable have a type word inside a table"
echo "renderings compared: $(((n + nt) * 3)) pairs (iso, both, annotate); differing: $bad, known differences: $xfail"
[ "$nt" -gt 0 ] || fail "no table with a C type to turn into a kernel type: is the variant blind?"
finish
