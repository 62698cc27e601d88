#!/bin/sh
# KTYPES set to something that is not a mode, however long (here 131,000
# bytes, near the kernel's limit of 128 KiB for one environment string,
# which makes a 1 MB value impossible to pass), or made of control and
# 8-bit bytes, gets one warning with the value cut to 200 bytes, and is
# ignored: the page decides, the status is 0.  (A word such as
# "sideways" is in tests/e2e/unknown-mode-warns-with-file-and-line.sh.)
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"

cd "$tmp" || exit 99
printf '%s\n' 'A __u8.' '.ktypes iso' 'A __u8.' > page.man
printf '%s\n' 'A __u8.' '.ktypes iso' 'A uint8_t.' > exp

huge=$(awk 'BEGIN { s = "x"; while (length(s) < 131000) s = s s; print substr(s, 1, 131000) }')
[ ${#huge} -eq 131000 ] || { echo "cannot make the value" >&2; exit 99; }
x200=$(printf '%s' "$huge" | cut -c 1-200)
printf "ktypes: warning: unknown mode '%s...' in KTYPES; ignored\n" "$x200" > err.exp
expect_run "KTYPES of 131000 bytes" 0 exp err.exp \
    env KTYPES="$huge" "$KTYPES_BIN" page.man

# A value of 200 bytes is shown whole, one of 201 cut.
KTYPES=$x200 "$KTYPES_BIN" page.man > out 2> err
printf "ktypes: warning: unknown mode '%s' in KTYPES; ignored\n" "$x200" > err.exp
expect_files_equal "KTYPES of 200 bytes: stderr" err.exp err
KTYPES=${x200}y "$KTYPES_BIN" page.man > out 2> err
printf "ktypes: warning: unknown mode '%s...' in KTYPES; ignored\n" "$x200" > err.exp
expect_files_equal "KTYPES of 201 bytes: stderr" err.exp err

# A mode name with more after it is not the mode.
echo "ktypes: warning: unknown mode 'iso extra' in KTYPES; ignored" > err.exp
expect_run "KTYPES='iso extra' -m kernel" 0 page.man err.exp \
    env KTYPES='iso extra' "$KTYPES_BIN" -m kernel page.man

# Control and 8-bit bytes: one warning, exit 0, the page decides.
expect_run "KTYPES with control bytes" 0 exp - \
    env KTYPES="$(printf 'iso\001\377')" "$KTYPES_BIN" page.man
lines=$(wc -l < err)
[ "$lines" -eq 1 ] || fail "KTYPES with control bytes: $lines messages, expected 1"
expect_grep "KTYPES with control bytes" "^ktypes: warning: unknown mode '.*' in KTYPES; ignored\$" err
finish
