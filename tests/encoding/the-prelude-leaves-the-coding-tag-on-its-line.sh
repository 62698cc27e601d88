#!/bin/sh
# preconv reads an Emacs coding tag ("-*- coding: NAME -*-") only in a
# comment on the first two lines.  In modes both and annotate, ktypes
# writes its prelude after the line that holds the tag, so that
# "ktypes -m both page | preconv" and "groff -k" decode the page in its
# own encoding, not in the locale's: a Latin-2 page and a Shift_JIS page
# (the examples of issue 28), the tag on line 1, or on line 2 after a
# "'\" t" line.  In Shift_JIS, preconv reads the byte 0x5C as a yen
# sign, so that no escape that ktypes could write would reach troff: the
# words keep their kernel spelling there, no prelude is written, and a
# warning says so; the page renders as it is (see ktypes(1), ENCODINGS).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
command -v preconv > /dev/null 2>&1 || skip "no preconv"
command -v iconv > /dev/null 2>&1 || skip "no iconv"
cd "$tmp" || exit 99
LC_ALL=C
export LC_ALL

# Zażółć ... gęślą in ISO-8859-2, and 日本語 ... ソ in Shift_JIS
printf '.\\" -*- coding: latin-2 -*-\n.TH X 2\nZa\277\363\263\346 __u32 g\352\266l\261\n' > l2.man
printf '\047\\" t\n.\\" -*- coding: Shift_JIS -*-\n.TH X 2\n\223\372\226\173\214\352 __u32 \203\134\n' > sj.man

for m in both annotate; do
	ktypes -m $m l2.man > out
	head -n 1 out > got.1
	head -n 1 l2.man > exp.1
	expect_files_equal "-m $m, Latin-2: the tag is line 1" exp.1 got.1
	preconv < out | groff -man -Tutf8 -P-c 2> /dev/null > r1
	groff -k -man -Tutf8 -P-c out 2> /dev/null > r2
	for r in r1 r2; do
		expect_grep "-m $m, Latin-2 ($r): decoded as Latin-2" \
		    "$(printf 'Za\305\274\303\263\305\202\304\207 __u32')" $r
		expect_grep "-m $m, Latin-2 ($r): the end of the line" \
		    "$(printf 'g\304\231\305\233l\304\205')" $r
	done

	ktypes -m $m sj.man > out 2> err
	head -n 2 out > got.2
	head -n 2 sj.man > exp.2
	expect_files_equal "-m $m, Shift_JIS: the tag is line 2" exp.2 got.2
	preconv -d < out 2> d > /dev/null
	expect_grep "-m $m, Shift_JIS: preconv decodes in Shift_JIS" \
	    "encoding used: 'Shift_JIS'" d
	# no escape of ktypes' (preconv would read yen signs): the page reads
	# as it is, the type word in its kernel spelling, and a warning
	expect_grep "-m $m, Shift_JIS: the warning" \
	    "^ktypes:sj.man: warning: preconv reads the byte 0x5C in Shift_JIS" err
	preconv < out | groff -man -Tutf8 -P-c 2> /dev/null > r1
	groff -k -man -Tutf8 -P-c out 2> /dev/null > r2
	for r in r1 r2; do
		expect_grep "-m $m, Shift_JIS ($r): the line" \
		    "$(printf '\346\227\245\346\234\254\350\252\236 __u32 \343\202\275')" $r
		expect_no_grep "-m $m, Shift_JIS ($r): no yen sign" \
		    "$(printf '\302\245')" $r
	done
done
# iso, for comparison: no prelude, the same decoding
ktypes -m iso l2.man | preconv | groff -man -Tutf8 -P-c 2> /dev/null > r
expect_grep "-m iso, Latin-2" "$(printf 'Za\305\274\303\263\305\202\304\207 uint32_t')" r
finish
