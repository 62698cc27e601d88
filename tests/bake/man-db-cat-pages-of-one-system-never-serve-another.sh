#!/bin/sh
# man-db saves a formatted page (a cat page) when it formats for a
# terminal of the cat width, and shows it later without formatting.  A
# baked system keeps its cat pages apart: man-db keeps those of
# MANDIR/iso in MANDIR/iso/catN, so that a reader of the native system
# never gets an ISO page from the cache, nor the reverse.  Checked with
# the real man(1) at an 80-column terminal (script(1) gives it one), on
# a baked tree with cat folders: each system's page is saved once and
# each reader, asking again, gets their own.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/bake/helpers.sh"
need_groff
command -v man > /dev/null 2>&1 || skip "man is not installed (man-db)"
man --version 2> /dev/null | grep -q '^man [0-9]' || skip "man is not man-db's"
command -v script > /dev/null 2>&1 || skip "script(1) is not installed"
command -v col > /dev/null 2>&1 || skip "col(1) is not installed"
find_utf8_locale
[ -n "$utf8" ] || skip "no UTF-8 locale"
no_leak_check_in_man_sandbox

T=$tmp/man
bake_tree "$T"
bake -q -m iso "$T" || fail "bake: status $?"
mkdir -p "$T/cat2" "$T/iso/cat2" || exit 99
# man-db writes cat pages as the user "man" where it runs as root
if [ "$(id -u)" -eq 0 ] && id man > /dev/null 2>&1; then
	chown man "$T/cat2" "$T/iso/cat2" || exit 99
fi

unset MAN_DISABLE_SECCOMP MAN_KEEP_FORMATTING MANOPT MANWIDTH MANROFFSEQ \
    MANROFFOPT MANSECT PAGER GROFF_SGR GROFF_NO_SGR KTYPES LANG LANGUAGE \
    LC_CTYPE LC_MESSAGES XDG_DATA_HOME SYSTEM
MANPATH=$T MANPAGER=cat COLUMNS=80 LINES=50 LC_ALL=$utf8 HOME=$tmp
export MANPATH MANPAGER COLUMNS LINES LC_ALL HOME

# read_page SYSTEM: man 2 bpf at the terminal, with that SYSTEM
read_page () {
	SYSTEM=$1 script -qec "man 2 bpf" /dev/null < /dev/null |
	    tr -d '\r' | col -b -x > "$tmp/read.out"
}
for round in 1 2; do
	read_page iso,man
	expect_grep "iso, round $round" 'uint32_t map_type' "$tmp/read.out"
	expect_no_grep "iso, round $round" '__u32' "$tmp/read.out"
	read_page man
	expect_grep "native, round $round" '__u32  map_type' "$tmp/read.out"
	expect_no_grep "native, round $round" 'uint32_t' "$tmp/read.out"
done
for c in "$T/cat2/bpf.2.gz" "$T/iso/cat2/bpf.2.gz"; do
	[ -f "$c" ] || fail "man-db saved no cat page $c (the test shows nothing)"
done
if [ -f "$T/iso/cat2/bpf.2.gz" ]; then
	gzip -dc "$T/iso/cat2/bpf.2.gz" | col -b -x > "$tmp/cat.iso"
	expect_grep "the baked system's cat page" 'uint32_t' "$tmp/cat.iso"
fi
if [ -f "$T/cat2/bpf.2.gz" ]; then
	gzip -dc "$T/cat2/bpf.2.gz" | col -b -x > "$tmp/cat.native"
	expect_no_grep "the native cat page" 'uint32_t' "$tmp/cat.native"
fi
finish
