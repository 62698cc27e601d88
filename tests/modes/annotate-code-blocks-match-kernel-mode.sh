#!/bin/sh
# Mode annotate shows the source spelling untouched: its rendering is the
# kernel-mode rendering byte for byte, code blocks, synopsis and prose
# alike, with only the key lines added ("Types: __u64 = uint64_t (a
# distinct type), __u32 = uint32_t, ..."), on the terminal devices, and
# the keys follow the code blocks and paragraphs that they explain.  A key
# comes after the gap of a paragraph, as text after .EE or .TE and .PP
# would; the comparison sets the gaps to zero (-rktypes-key-gap=0
# -rktypes-table-key-gap=0), so that only the key lines are added, and
# turns off the note on types of the same size only and its brief form
# (-dktypes-key-distinct-note= -dktypes-key-distinct-brief=), so that
# every key line is made of pairs.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/modes/abi-lib.sh"
need_groff

cd "$tmp" || exit 99
# a key line: the label "Types: " on its first line, then "TYPE = ISO"
# pairs, the ISO spelling of a distinct type marked " in size",
# each followed by ", " or "," at the end of a line that the key continues
pair='[A-Za-z0-9_]\{1,\} = [A-Za-z0-9_]\{1,\}\( in size\)\{0,1\}'
key="^ *\\(Types: \\)\\{0,1\\}$pair\\(, $pair\\)*,\\{0,1\\}\$"
echo '.ad l' > adl.tmac
echo '.ad b' > adb.tmac
for src in "$top_srcdir/tests/modes/page.man" "$top_srcdir/examples/demo.2"; do
	name=$(basename "$src")
	ktypes -m annotate "$src" > annotate.man
	ktypes -m kernel "$src" > kernel.man
	expect_files_equal "$name: kernel mode is the input" "$src" kernel.man
	for dev in utf8 latin1 ascii; do
		what="$name -T$dev"
		# Left-adjusted (adl.tmac), the whole page is the same; with
		# the default adjustment nroff spreads the blanks of filled
		# lines alternately from the left and the right, so an added
		# line may move the blanks of a later paragraph, but never
		# those of a no-fill block.
		for ad in l b; do
			render -t -T$dev -M . -m ad$ad < kernel.man > kernel.$ad 2> err
			expect_files_equal "$what: kernel mode: warnings" /dev/null err
			render -t -T$dev -M . -m ad$ad -rktypes-key-gap=0 \
			    -rktypes-table-key-gap=0 -dktypes-key-distinct-note= \
			    -dktypes-key-distinct-brief= \
			    < annotate.man > annotate.$ad 2> err
			expect_files_equal "$what: annotate: warnings" /dev/null err
			grep -v -e "$key" annotate.$ad > nokeys.$ad
		done
		expect_files_equal "$what -m adl: annotate without its keys" \
		    kernel.l nokeys.l
		# the code blocks (structure to "};") and the synopsis
		for ad in l b; do
			sed -n -e '/^SYNOPSIS/,/^DESCRIPTION/p' \
			    -e '/ {$/,/^ *};$/p' kernel.$ad > kcode.$ad
			sed -n -e '/^SYNOPSIS/,/^DESCRIPTION/p' \
			    -e '/ {$/,/^ *};$/p' nokeys.$ad > acode.$ad
			[ "$(grep -c '};' kcode.$ad)" -ge 1 ] ||
			    fail "$what: no code block found"
			expect_files_equal "$what -m ad$ad: the code blocks" \
			    kcode.$ad acode.$ad
		done
		tr -s ' ' < kernel.b > k1
		tr -s ' ' < nokeys.b > a1
		expect_files_equal "$what: annotate without its keys, blanks squeezed" k1 a1
		grep -e "$key" annotate.b > keys
		nk=$(wc -l < keys)
		[ "$nk" -ge 4 ] || fail "$what: $nk key lines"
		# no line of the page itself looks like a key
		if grep -q -e "$key" kernel.b; then
			fail "$what: the kernel rendering has lines like keys"
		fi
		# the keys are added lines; no line of the kernel rendering
		# is changed or left out
		diff kernel.l annotate.l | grep '^[0-9]' | grep -v '^[0-9]*a' > bad
		[ -s bad ] && fail "$what: lines changed, not only added: $(cat bad)"
	done
done
# Where the keys are, in the sample page: after the structure and a blank
# line, and after the last line of the paragraph and a blank line, before
# the next section; each key whole, its lines joined.
ktypes -m annotate "$top_srcdir/examples/demo.2" |
    render -dktypes-key-distinct-note= -dktypes-key-distinct-brief= \
    > demo.txt
awk 'k == 1 && /^$/ { k = 2; next } k == 2 && / = / { print; next }
    k { exit } /^ *};$/ { k = 1 }' demo.txt |
    sed 's/^ *//' | paste -s -d ' ' - > after-block
abi_marks text > exp <<'EOT'
Types: __u64 = uint64_t in size, __u32 = uint32_t, __u16 = uint16_t, __u8 = uint8_t, __s32 = int32_t
EOT
expect_files_equal "demo.2: the key after the struct" exp after-block
awk '/^RETURN VALUE/ { for (i = 1; i <= n; i++) print l[i]; exit }
    /^$/ { next } / = / { l[++n] = $0; next } { n = 0 }' demo.txt |
    sed 's/^ *//' | paste -s -d ' ' - > before-section
abi_marks text > exp <<'EOT'
Types: u64 = uint64_t in size
EOT
expect_files_equal "demo.2: the key at the end of the section (what is new)" exp before-section
finish
