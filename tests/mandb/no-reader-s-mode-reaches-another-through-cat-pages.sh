#!/bin/sh
# One reader's mode never reaches another reader through man-db's cat
# pages.  man(1) saves a formatted page (a cat page) when it formats for
# a terminal of the cat width, and shows that copy later without running
# the formatter, so without ktypes: a page saved while one reader asked
# for iso would be shown in iso to everybody after.  The shipped man-db
# setup (integration/manpath.ktypes, used here as it is installed, only
# the path of the binary filled in) carries NOCACHE, with which man-db
# neither saves cat pages nor shows one saved earlier.  Checked with the
# real man(1) at a terminal (script(1) gives it one) on a hierarchy of
# the test's own that has a cat directory (MANDB_MAP): in every mode no
# cat page is written, and a cat page that a reader without ktypes saved
# is not shown to a reader who asks for another mode.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/mandb/helpers.sh"
mandb_need_terminal

mkdir -p "$tmp/man/man2" "$tmp/cat/cat2" "$tmp/plain" "$tmp/kt" || exit 99
cp "$top_srcdir/tests/mandb/kstruct.2" "$tmp/man/man2/" || exit 99
mandb_cat_owner "$tmp/cat"
map="MANDB_MAP $tmp/man $tmp/cat"
printf '%s\n' "$map" > "$tmp/plain/.manpath"
{
	printf '%s\n' "$map"
	sed "s|^DEFINE \\([a-z]*\\) ktypes |DEFINE \\1 $KTYPES_BIN |" \
	    "$top_srcdir/integration/manpath.ktypes"
} > "$tmp/kt/.manpath" || exit 99
grep -q "^DEFINE nroff $KTYPES_BIN " "$tmp/kt/.manpath" || exit 99

mandb_terminal "$tmp/man"

# read HOME [MODE]: man 2 kstruct at an 80-column terminal, as the
# reader with that HOME (and KTYPES=MODE) sees it, into read.out
read_page () {
	HOME=$1 KTYPES=${2-}
	export HOME KTYPES
	mandb_read "man 2 kstruct"
}
cats () {
	find "$tmp/cat" -type f | sort
}

# ktypes' readers, in every mode: each sees their mode, none saves
for m in "" kernel iso both annotate; do
	read_page "$tmp/kt" $m
	case $m in
	iso)	expect_grep "KTYPES=iso: ISO spellings" '^ *uint64_t  *flags;' "$tmp/read.out" ;;
	both)	expect_grep "KTYPES=both: both spellings" '__u64.*uint64_t.*flags;' "$tmp/read.out" ;;
	*)	expect_grep "KTYPES=$m: as written" '^ *__u64  *flags;' "$tmp/read.out"
		[ "$m" = annotate ] ||
		    expect_no_grep "KTYPES=$m: no ISO spelling" 'uint64_t' "$tmp/read.out" ;;
	esac
	[ -z "$(cats)" ] || {
		fail "KTYPES=$m man 2 kstruct saved a cat page:"
		cats | sed 's/^/  /' >&2
		find "$tmp/cat" -type f -exec rm {} +
	}
done

# a reader without ktypes saves a cat page (else this man-db saves none
# here, and the rest proves nothing)
read_page "$tmp/plain"
[ -n "$(cats)" ] || skip "man-db saved no cat page for a reader without ktypes"
expect_grep "the reader without ktypes" '^ *__u64  *flags;' "$tmp/read.out"
cp "$tmp/read.out" "$tmp/plain.out"

# ktypes' readers do not get that copy
for m in iso both; do
	read_page "$tmp/kt" $m
	expect_grep "KTYPES=$m after a cat page was saved: the mode asked for" \
	    'uint64_t.*flags;' "$tmp/read.out"
done
# and the reader without ktypes still gets the page as written
read_page "$tmp/plain"
expect_files_equal "the reader without ktypes, later" "$tmp/plain.out" "$tmp/read.out"
finish
