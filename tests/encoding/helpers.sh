# tests/encoding/helpers.sh: helpers of the encoding tests, sourced after
# tests/lib.sh.  The pages are made at test time, with iconv(1), from the
# UTF-8 fixtures of this folder (NAME.man, and NAME.iso: what -m iso
# makes of it).
#
#   need_encoding ENC...     skip unless iconv converts UTF-8 into each ENC
#                            and ktypes has iconv
#   encode ENC SRC OUT [LINE]
#                            OUT: the UTF-8 file SRC in ENC, after the line
#                            LINE (UTF-8, such as a coding tag) if given
#   with_bom OCTAL FILE      put the bytes OCTAL (printf escapes, such as
#                            '\377\376') in front of FILE
#   expect_page WHAT IN EXPECTED [ARG...]
#                            "ktypes ARG... IN" in the default mode and
#                            with -m kernel gives IN byte for byte, with
#                            -m iso EXPECTED; no message, status 0
#   $encdir                  this folder in the source tree (read only)

encdir=$top_srcdir/tests/encoding

need_encoding () {
	command -v iconv > /dev/null 2>&1 || skip "iconv is not installed"
	printf '\376\377\000x\000\n' | ktypes 2>&1 > /dev/null |
	    grep -q 'needs iconv' && skip "ktypes was built without iconv"
	for kt_e in "$@"; do
		printf 'x\n' | iconv -f UTF-8 -t "$kt_e" > /dev/null 2>&1 ||
		    skip "iconv cannot convert into $kt_e"
	done
}

encode () {
	{
		[ $# -lt 4 ] || printf '%s\n' "$4"
		cat "$2"
	} | iconv -f UTF-8 -t "$1" > "$3" ||
	    { printf 'ERROR: cannot convert %s into %s\n' "$2" "$1" >&2; exit 99; }
}

with_bom () {
	{ printf "$1"; cat "$2"; } > "$2.bom" && mv "$2.bom" "$2" || exit 99
}

expect_page () {
	kt_what=$1 kt_in=$2 kt_exp=$3
	shift 3
	expect_run "$kt_what, default mode (identity)" 0 "$kt_in" /dev/null \
	    ktypes "$@" "$kt_in"
	expect_run "$kt_what, -m kernel (identity)" 0 "$kt_in" - \
	    ktypes -m kernel "$@" "$kt_in"
	expect_run "$kt_what, -m iso" 0 "$kt_exp" /dev/null \
	    ktypes -m iso "$@" "$kt_in"
}
