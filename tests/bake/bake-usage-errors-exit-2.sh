#!/bin/sh
# ktypes-bake's command line in groff's conventions: --help and
# --version on standard output with status 0; no mode, no tree, an
# unknown mode or option, -o with two trees or the output being the tree
# itself: a message in groff's form and the usage on standard error,
# status 2, and nothing written.
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
expect_run "-o the tree" 2 /dev/null - bake -m iso -o "$T" "$T"
expect_grep "-o the tree" \
    "^ktypes-bake: error: the output '$T' is the manual tree itself" \
    "$tmp/err"
[ -e "$T/iso" ] || [ -e "$tmp/o" ] && fail "a usage error wrote something"
finish
