#!/bin/sh
# Mode annotate: the key of a table's types comes right after its .TE
# (.ktypes-table-key), whether ktypes runs before tbl (by hand, the TBL
# slot of a build) or after it (man-db's order), and the two orders read
# the same.  The key is set after the gap of a paragraph, so that on a
# terminal it keeps clear of the bottom rule of a boxed table (a line set
# right after .TE overprints it).  After tbl, which writes each cell
# several times, a pointer warning is still given once for its line.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
cat > box.2 <<'EOT'
.TH BOX 2 2026-12-03 ktypes
.SH NAME
box \- a boxed table
.SH DESCRIPTION
The fields:
.TS
box tab(:);
l l.
__u32:flags
__u64 *:buffer
.TE
.SH SEE ALSO
.BR ktypes (1)
EOT
ktypes -m annotate box.2 > before.man 2> before.err
tbl box.2 | ktypes -m annotate > after.man 2> after.err
for o in before after; do
	expect_grep "$o tbl: the table's key follows .TE" \
	    '^\.ktypes-table-key __u32 uint32_t __u64 uint64_t' $o.man
	grep -A1 '^\.TE' $o.man | sed -n 2p > next
	expect_grep "$o tbl: the line after .TE" '^\.ktypes-table-key ' next
	case $o in
	before) render -t < $o.man > $o.txt 2> err ;;
	after) render < $o.man > $o.txt 2> err ;;
	esac
	expect_files_equal "$o tbl: groff's warnings" /dev/null err
	# the box's bottom rule is whole, and the key is on a line of its own
	grep -E '^ *└(─)*┘$' $o.txt > rule
	[ -s rule ] || fail "$o tbl: the box's bottom rule is not whole"
	expect_grep "$o tbl: the key" '^ *Types: __u32 = uint32_t, __u64 = uint64_t' \
	    $o.txt
done
expect_files_equal "after tbl reads as before tbl" before.txt after.txt
# the pointer warning of mode iso (if this system tells __u64 from
# uint64_t) once, after tbl as before it
ktypes -m iso -w abi box.2 > /dev/null 2> before.err
tbl box.2 | ktypes -m iso -w abi > /dev/null 2> after.err
sed 's/^ktypes:[^:]*:/ktypes:FILE:/' before.err > before.w
sed 's/^ktypes:[^:]*:/ktypes:FILE:/' after.err > after.w
expect_files_equal "iso: the warnings after tbl are those before tbl" \
    before.w after.w
n=$(grep -c 'point to different types' before.err)
[ "$n" -le 1 ] || fail "the pointer warning is given $n times"
finish
