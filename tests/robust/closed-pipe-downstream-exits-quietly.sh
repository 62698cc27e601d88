#!/bin/sh
# When the reader of ktypes' output goes away ("ktypes big | head -c1"),
# ktypes stops quietly, as cat and groff's tools do: no message, killed
# by SIGPIPE (status 141 in the shell) or, where SIGPIPE is ignored, exit
# status 1 from the EPIPE write error, the same status as cat's in the
# same place.  In kernel mode (a copy), iso mode, several files, and
# --exec with a command that stops reading (status 0, the command's).
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
awk 'BEGIN { for (i = 0; i < 200000; i++) print "line __u64 " i }' > big.man

# cat's status when its reader goes away: what a quiet tool does here
{ cat big.man 2> /dev/null; echo $? > cat.status; } | head -c 1 > /dev/null
want=$(cat cat.status)
case $want in
141|1) ;;
*) skip "cat exits $want when its reader goes away" ;;
esac

for args in "-m kernel big.man" "-m iso big.man" "-m iso big.man big.man" "big.man"; do
	# shellcheck disable=SC2086
	{ "$KTYPES_BIN" $args 2> err; echo $? > status; } | head -c 1 > out
	expect_status "ktypes $args | head -c 1" "$want" "$(cat status)"
	expect_files_equal "ktypes $args | head -c 1: stderr" /dev/null err
	case $args in
	*'big.man big.man') printf '.' > exp ;;	# .lf 1 big.man
	*) printf 'l' > exp ;;
	esac
	expect_files_equal "ktypes $args | head -c 1" exp out
done

# --exec: a command that stops reading early is not ktypes' error.
printf 'l' > exp
expect_run "--exec head -c 1" 0 exp /dev/null \
    ktypes -m iso big.man --exec head -c 1
finish
