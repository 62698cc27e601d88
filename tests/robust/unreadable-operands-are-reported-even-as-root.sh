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

ktypes -m iso one.man file/x two.man > out 2> err
expect_status "-m iso, a path through a file" 1 $?
printf '%s\n' '.lf 1 one.man' 'one uint8_t' '.lf 1 two.man' 'two uint16_t' > exp
strip 'file/x'
expect_files_equal "-m iso, a path through a file" exp out.text
echo "ktypes: error: cannot open 'file/x': Not a directory" > err.exp
expect_files_equal "-m iso, a path through a file: stderr" err.exp err

ktypes one.man file/x two.man > out 2> err
expect_status "kernel mode, a path through a file" 1 $?
printf '%s\n' '.lf 1 one.man' 'one __u8' '.lf 1 two.man' 'two __u16' > exp.kernel
strip 'file/x'
expect_files_equal "kernel mode, a path through a file" exp.kernel out.text
expect_files_equal "kernel mode, a path through a file: stderr" err.exp err

if [ -r /proc/self/mem ] && ! cat /proc/self/mem > /dev/null 2>&1; then
	for args in "-m iso" "-m kernel" ""; do
		case $args in *iso*) e=exp ;; *) e=exp.kernel ;; esac
		# shellcheck disable=SC2086
		ktypes $args one.man /proc/self/mem two.man > out 2> err
		expect_status "ktypes $args, a read error" 1 $?
		strip '/proc/self/mem'
		expect_files_equal "ktypes $args, a read error" $e out.text
		echo "ktypes:/proc/self/mem: error: read error: Input/output error" > err.exp
		expect_files_equal "ktypes $args, a read error: stderr" err.exp err
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
	$run_locked "$KTYPES_BIN" -m iso one.man locked.man two.man > out 2> err
	expect_status "-m iso, mode 000" 1 $?
	strip 'locked.man'
	expect_files_equal "-m iso, mode 000" exp out.text
	echo "ktypes: error: cannot open 'locked.man': Permission denied" > err.exp
	expect_files_equal "-m iso, mode 000: stderr" err.exp err
fi
finish
