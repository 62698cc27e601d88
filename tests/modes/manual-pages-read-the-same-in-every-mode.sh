#!/bin/sh
# The manual pages ktypes(1), ktypes-bake(1) and ktypes(7) render without
# warnings (groff -ww, -Tutf8, -Thtml, -Tps), and read the same in every
# mode: they split each kernel spelling that they show with \& ("_\&_u32"),
# so ktypes -m iso gives the page byte for byte, and modes both and
# annotate add only the prelude: no string call, no key, the same
# rendering.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
for page in "$top_srcdir/man/ktypes.1" "$top_srcdir/man/ktypes-bake.1" \
    "$top_srcdir/man/ktypes.7"; do
	name=$(basename "$page")
	for dev in utf8 html ps; do
		groff -ww -man -T$dev -z "$page" 2> err
		expect_files_equal "$name -T$dev: warnings" /dev/null err
	done
	ktypes -m iso "$page" > iso 2> err
	expect_files_equal "$name -m iso" "$page" iso
	expect_files_equal "$name -m iso: stderr" /dev/null err
	render < "$page" > kernel.txt 2> err
	expect_files_equal "$name rendered: warnings" /dev/null err
	for mode in both annotate; do
		ktypes -m $mode "$page" > out 2> err
		expect_files_equal "$name -m $mode: stderr" /dev/null err
		drop_inserted_keys < out > body
		expect_files_equal "$name -m $mode: the page after the prelude" \
		    "$page" body
		render < out > txt 2> err
		expect_files_equal "$name -m $mode rendered: warnings" /dev/null err
		expect_files_equal "$name -m $mode rendered" kernel.txt txt
	done
done
finish
