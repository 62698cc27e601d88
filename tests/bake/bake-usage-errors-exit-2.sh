#!/bin/sh
# ktypes-bake's command line in groff's conventions: --help and
# --version on standard output with status 0; no mode, no tree, an
# unknown mode or option, -o with two trees or the output being the tree
# itself: a message in groff's form and the usage on standard error,
# status 2, and nothing written; the same for mode kernel and for an
# output inside a section folder of the tree (a message, status 2);
# the options it shares with ktypes refused with ktypes' messages.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
. "$top_srcdir/tests/bake/helpers.sh"

expect_run "--help" 0 - /dev/null bake --help
expect_grep "--help" '^usage: ktypes-bake -m MODE' "$tmp/out"
expect_run "--version" 0 - /dev/null bake --version
expect_grep "--version" '^ktypes-bake (ktypes) version ' "$tmp/out"

T=$tmp/man
bake_tree "$T"
usage () {
	u_what=$1 u_msg=$2
	shift 2
	expect_run "$u_what" 2 /dev/null - bake "$@"
	expect_grep "$u_what" "^ktypes-bake: error: $u_msg" "$tmp/err"
	expect_grep "$u_what: usage" '^usage: ktypes-bake' "$tmp/err"
}
usage "no mode" "no mode given" "$T"
usage "no tree" "no manual tree given" -m iso
usage "unknown mode" "unknown mode 'isox'" -m isox "$T"
usage "unknown option" "invalid option '-x'" -x -m iso "$T"
usage "-o, two trees" "option '-o' takes one manual tree, not 2" \
    -m iso -o "$tmp/o" "$T" "$T"
usage "missing argument" "option '-m' requires an argument" -m
# the options shared with ktypes(1) are refused as ktypes refuses them
usage "an empty class name" "$("$KTYPES_BIN" --classes=fixed,, 2>&1 |
    sed -n 's/^ktypes: error: //p')" --classes=fixed,, -m iso "$T"
usage "a width out of range" "$("$KTYPES_BIN" --both-width=100001 2>&1 |
    sed -n 's/^ktypes: error: //p')" --both-width=100001 -m iso "$T"
usage "an unknown warning" "$("$KTYPES_BIN" -w nosuch 2>&1 |
    sed -n 's/^ktypes: error: //p')" -w nosuch -m iso "$T"
expect_run "-o the tree" 2 /dev/null - bake -m iso -o "$T" "$T"
expect_grep "-o the tree" \
    "^ktypes-bake: error: the output '$T' is the manual tree itself" \
    "$tmp/err"
# mode kernel has nothing to bake (and would empty an iso tree given
# as -o); an output that is a section folder of the tree, or inside one,
# would be baked into
mkdir "$tmp/k" && echo x > "$tmp/k/keep" || exit 99
usage "mode kernel" "mode 'kernel' has nothing to bake" -m kernel -o "$tmp/k" "$T"
for o in "$T/man2" "$T/man2/x" "$T/de/man2/x" "$T/man9"; do
	expect_run "-o $o" 2 /dev/null - bake -m iso -o "$o" "$T"
	expect_grep "-o $o" \
	    "^ktypes-bake: error: the output '$o' is inside the section folder '.*man[29]' of the manual tree" \
	    "$tmp/err"
done
[ -e "$T/iso" ] || [ -e "$tmp/o" ] || [ -e "$T/man2/x" ] ||
    [ -e "$T/man9" ] || [ -e "$T/de/man2/x" ] &&
    fail "a usage error wrote something"
[ "$(ls -A "$tmp/k")" = keep ] || fail "mode kernel touched the output"
finish
