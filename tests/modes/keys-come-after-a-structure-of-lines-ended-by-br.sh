#!/bin/sh
# A kernel-doc page (the kernel's scripts/kernel-doc -man, libnvme's
# nvme_*(2)) writes a structure in filled text, a line of it per
# ".BI" with ".br" after each: ".br" breaks the line, it does not end
# the paragraph, so the key of modes annotate and iso comes after the
# structure (where its paragraph ends), never inside it; the same for
# a sentence with a ".br" in it.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
cat > page.man <<'E'
.TH "libnvme" 2 "struct nvme_x" "April 2024" "API Manual" LINUX
.SH NAME
struct nvme_x \- a structure
.SH SYNOPSIS
struct nvme_x {
.br
.BI "    __le16 vid;"
.br
.BI "    __u8 rab;"
.br
.BI "    __u32 nsid;"
.br
.BI "
};
.br

.SH DESCRIPTION
A field of type
.I __u64
.br
and its size in bytes.
.PP
The end.
E
for mode in annotate iso; do
	ktypes -m $mode page.man | render > page.txt 2> err
	expect_files_equal "$mode: warnings" /dev/null err
	# the lines of the structure, and the first line with text after
	# it and after the sentence
	sed -n '/struct nvme_x {$/,/};$/p' page.txt | grep -c Types: > got
	echo 0 > exp
	expect_files_equal "$mode: the keys inside the structure" exp got
	awk '/};$|size in bytes\.$/ { w = 1; next }
	    w && NF { sub(/^ */, ""); sub(/:.*/, ""); print; w = 0 }' \
	    page.txt > got
	if [ $mode = annotate ]; then
		printf 'Types\nTypes\n' > exp
	else
		printf 'Types\nThe end.\n' > exp
	fi
	expect_files_equal "$mode: what comes after the structure and the sentence" \
	    exp got
done
finish
