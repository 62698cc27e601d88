#!/bin/sh
# A reader's "KTYPES=iso man 2 seccomp_unotify" prints nothing on
# standard error: the warning about a pointer respelled as a pointer to
# a different type ("'__u64 *' and 'uint64_t *' point to different
# types") is of the category abi, off by default, since the reader
# cannot act on it.  With the category on (-w abi in the DEFINE line,
# as a page's author or a build would), man prints it, citing the line
# of the page's source, through the .lf lines that tbl writes (man-db
# runs preconv and tbl before ktypes; the file is standard input
# there).  On a page of our own with a table before the pointer, and on
# seccomp_unotify(2) of the man-pages snapshot, whose SYNOPSIS has
# "__u64 *id" (bpf(2)'s only such pointer is in a C comment, which draws
# none), where there is one (skipped without it).  Skipped without
# man-db, and the part with the warning where this build finds __u64
# and u64 the same types as uint64_t.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/modes/abi-lib.sh"
need_groff
command -v man > /dev/null 2>&1 || skip "man is not installed (man-db)"
man --version 2> /dev/null | grep -q '^man [0-9]' || skip "man is not man-db's"
find_utf8_locale
[ -n "$utf8" ] || skip "no UTF-8 locale"
. "$top_srcdir/tests/mandb/helpers.sh"

kt_cdir=${KTYPES_CORPUS:-$top_srcdir/../shared/corpus}
set -- "$kt_cdir"/man-pages-*.tar.xz
if [ -f "$1" ] && command -v xz > /dev/null 2>&1; then
	need_corpus
fi

mandb_setup "$tmp"
cd "$tmp" || exit 99
# A page of our own: a table (tbl's output has more lines than its
# input), then a pointer to __u64 on line 17 and a cast to u64 * on 18.
cat > man/man2/kabi.2 <<'EOT'
.TH KABI 2 2026-12-04 "ktypes tests"
.SH NAME
kabi \- a pointer after a table
.SH DESCRIPTION
.TS
l l.
__u32	flags
__u64	id
.TE
.P
The structure:
.P
.in +4n
.EX
struct kabi {
    __u32  n;
    __u64 *ids;
    u64 x = *(u64 *) p;
};
.EE
.in
EOT
pages=kabi
if [ -n "${corpus-}" ]; then
	cp "$corpus/man2/seccomp_unotify.2" man/man2/ || exit 99
	pages="kabi seccomp_unotify"
fi
cp home/.manpath manpath.quiet
sed "s|^DEFINE nroff $KTYPES_BIN |DEFINE nroff $KTYPES_BIN -w abi |" \
    manpath.quiet > manpath.warn
grep -q "^DEFINE nroff $KTYPES_BIN -w abi --exec " manpath.warn || exit 99

for p in $pages; do
	src=man/man2/$p.2
	# what a reader runs: nothing on standard error, in every mode
	cp manpath.quiet home/.manpath
	for mode in iso both annotate; do
		KTYPES=$mode mandb_man 2 $p > $p.$mode.txt 2> err
		expect_files_equal "KTYPES=$mode man 2 $p: stderr" /dev/null err
	done
	expect_grep "KTYPES=iso man 2 $p: the page in iso" 'uint64_t' $p.iso.txt

	abi_distinct __u64 && abi_distinct u64 || continue
	# the same with -w abi: the warnings, each citing a line of the
	# source that has the pointer it names
	cp manpath.warn home/.manpath
	KTYPES=iso mandb_man 2 $p > /dev/null 2> err
	grep -v '^ktypes:<standard input>:[0-9]*: warning: .* point to different types on this system; --strict keeps the kernel spelling$' \
	    err > other
	expect_files_equal "KTYPES=iso man 2 $p with -w abi: other messages" \
	    /dev/null other
	[ -s err ] || fail "KTYPES=iso man 2 $p with -w abi: no warning"
	sed -n "s/^ktypes:<standard input>:\\([0-9]*\\): warning: '\\([^']*\\) \\*' .*/\\1 \\2/p" \
	    err > cited
	while read -r line type; do
		sed -n "${line}p" "$src" > at
		grep -q -e "$type \\*" at ||
		    fail "man 2 $p: line $line of $src has no '$type *': $(cat at)"
	done < cited
	# by hand, on the file and through tbl: the same lines, the file named
	ktypes -m iso -w abi "$src" > /dev/null 2> hand
	sed "s|^ktypes:$src:|ktypes:<standard input>:|" hand > hand.std
	expect_files_equal "ktypes -w abi $src: the lines man cites" err hand.std
	tbl "$src" | ktypes -m iso -w abi > /dev/null 2> tbl.err
	expect_files_equal "tbl $src | ktypes -w abi: the lines by hand" hand tbl.err
	if [ $p = kabi ]; then
		printf '%s\n' \
		    "ktypes:<standard input>:17: warning: '__u64 *' and 'uint64_t *' point to different types on this system; --strict keeps the kernel spelling" \
		    "ktypes:<standard input>:18: warning: 'u64 *' and 'uint64_t *' point to different types on this system; --strict keeps the kernel spelling" \
		    > exp
		expect_files_equal "man 2 kabi with -w abi: the warnings" exp err
	fi
done
echo "$kt_test: pages: $pages"
finish
