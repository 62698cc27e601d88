#!/bin/sh
# Pages written by ktypes in modes both and annotate render under groff -ww
# on every device that the macro package has defaults for (utf8, latin1,
# ascii, html, pdf, ps) with nothing on standard error: with the package
# found by the prelude's .mso (the source tree's macros/ on the macro
# path), with the prelude's built-in copy (no ktypes.tmac anywhere), and
# with the package also loaded by groff -m ktypes.  Each rendering shows
# the types (a both rendering holds both spellings), so a device that
# lost the text would be seen too.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
# The built-in copy is used only where groff finds no ktypes.tmac.
printf '.mso ktypes.tmac\n' |
    HOME=$tmp GROFF_TMAC_PATH=$tmp/none groff -M "$tmp/none" -ww -z 2> err
[ -s err ] || echo "note: groff finds an installed ktypes.tmac; the prelude's built-in copy is not exercised"
pages="$top_srcdir/tests/modes/page.man $top_srcdir/examples/demo.2"
n=0
for page in $pages; do
	name=$(basename "$page")
	for mode in both annotate; do
		ktypes -m $mode "$page" > "$name.$mode" 2> err ||
		    fail "$name: ktypes -m $mode failed"
		expect_files_equal "ktypes -m $mode $name: stderr" /dev/null err
		for dev in utf8 latin1 ascii html pdf ps; do
			for how in mso builtin twice; do
				case $how in
				mso) set -- -M "$top_srcdir/macros" ;;
				builtin) set -- -M "$tmp/none" ;;
				twice) set -- -M "$top_srcdir/macros" -m ktypes ;;
				esac
				# the built-in copy: a HOME and macro path
				# without ktypes.tmac (groff looks in $HOME)
				HOME=$tmp GROFF_TMAC_PATH=$tmp/none \
				    groff "$@" -t -man -T$dev -ww \
				    "$name.$mode" > out 2> err
				st=$?
				[ $dev != html ] || html_messages err
				n=$((n + 1))
				what="$mode $name -T$dev ($how)"
				expect_status "$what" 0 $st
				expect_files_equal "$what: stderr" /dev/null err
				[ -s out ] || fail "$what: no output"
			done
			# the text of the rendering
			case $dev in
			utf8|latin1|ascii)
				HOME=$tmp groff -M "$top_srcdir/macros" -t -man \
				    -T$dev -P-cbou "$name.$mode" > text 2> /dev/null
				if [ $mode = both ]; then
					expect_grep "$what: text" \
					    '__u64/\*uint64_t\*/' text
				else
					expect_grep "$what: text" '__u64' text
					expect_grep "$what: key" \
					    '__u64 = uint64_t' text
				fi
				;;
			esac
		done
	done
done
echo "$n renderings checked"
finish
