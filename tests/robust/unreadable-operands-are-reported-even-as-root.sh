#!/bin/sh
# FILE operands that cannot be read, in ways that hold even for root: a
# path through a regular file (cannot be opened: ENOTDIR), a file whose
# read fails after it opened (/proc/self/mem: EIO), and, run as the user
# nobody where that works, a file with mode 000.  Each gets one message
# naming it, the other files are still processed in order, the exit
# status is 1, in iso mode and in kernel mode (a copy) alike.  (A missing
# file and a folder are in tests/e2e/unreadable-file-is-reported-and-
# others-processed.sh, whose mode 000 part root skips.)
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
echo 'one __u8' > one.man
echo 'two __u16' > two.man
echo 'x' > file

# Output without the announcements of the bad operand BAD.
strip () {
	grep -v -e "^\.lf 1 $1\$" out > out.text
}

printf '%s\n' '.lf 1 one.man' 'one uint8_t' '.lf 1 two.man' 'two uint16_t' > exp
echo "ktypes: error: cannot open 'file/x': Not a directory" > err.exp
expect_run "-m iso, a path through a file" 1 - err.exp \
    ktypes -m iso one.man file/x two.man
strip 'file/x'
expect_files_equal "-m iso, a path through a file" exp out.text

printf '%s\n' '.lf 1 one.man' 'one __u8' '.lf 1 two.man' 'two __u16' > exp.kernel
expect_run "kernel mode, a path through a file" 1 - err.exp \
    ktypes one.man file/x two.man
strip 'file/x'
expect_files_equal "kernel mode, a path through a file" exp.kernel out.text

if [ -r /proc/self/mem ] && ! cat /proc/self/mem > /dev/null 2>&1; then
	for args in "-m iso" "-m kernel" ""; do
		case $args in *iso*) e=exp ;; *) e=exp.kernel ;; esac
		# shellcheck disable=SC2086
		echo "ktypes:/proc/self/mem: error: read error: Input/output error" > err.exp
		# shellcheck disable=SC2086
		expect_run "ktypes $args, a read error" 1 - err.exp \
		    ktypes $args one.man /proc/self/mem two.man
		strip '/proc/self/mem'
		expect_files_equal "ktypes $args, a read error" $e out.text
	done
else
	printf '%s: /proc/self/mem is not there to fail a read; skipped\n' "$kt_test"
fi

# Mode 000 means nothing to root; the user nobody cannot read it.
echo 'secret __u32' > locked.man
chmod 000 locked.man
chmod 644 one.man two.man
run_locked=
if ! cat locked.man > /dev/null 2>&1; then
	run_locked=
elif [ "$(id -u)" -eq 0 ] && command -v setpriv > /dev/null 2>&1; then
	chmod 755 "$tmp"
	if setpriv --reuid=65534 --regid=65534 --clear-groups \
	    "$KTYPES_BIN" --version > /dev/null 2>&1 &&
	    ! setpriv --reuid=65534 --regid=65534 --clear-groups \
	    cat locked.man > /dev/null 2>&1; then
		run_locked="setpriv --reuid=65534 --regid=65534 --clear-groups"
	else
		run_locked=no
	fi
else
	run_locked=no
fi
if [ "$run_locked" = no ]; then
	printf '%s: cannot run as a user that mode 000 stops; skipped\n' "$kt_test"
else
	# shellcheck disable=SC2086
	echo "ktypes: error: cannot open 'locked.man': Permission denied" > err.exp
	# shellcheck disable=SC2086
	expect_run "-m iso, mode 000" 1 - err.exp \
	    $run_locked "$KTYPES_BIN" -m iso one.man locked.man two.man
	strip 'locked.man'
	expect_files_equal "-m iso, mode 000" exp out.text
fi
finish
