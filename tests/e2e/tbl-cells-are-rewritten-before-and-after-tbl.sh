#!/bin/sh
# In a table the cells (also T{ T} blocks) are text: ktypes before tbl
# rewrites the cells and leaves options and format lines alone; after tbl
# (as in man-db) it rewrites both the measured (\w) and the set copy of
# each cell.  Either way the reader sees the table that an author writing
# ISO spellings would have got, columns and all.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

expect_run "-m iso table.man" 0 "$fixtures/table.iso" /dev/null \
    ktypes -m iso "$fixtures/table.man"
mv "$tmp/out" "$tmp/before"

tbl < "$fixtures/table.man" | ktypes -m iso > "$tmp/after"
tbl < "$fixtures/table.iso" > "$tmp/after-exp"
expect_files_equal "tbl table.man | ktypes -m iso" "$tmp/after-exp" "$tmp/after"
expect_grep "tbl | ktypes -m iso: measured cell" \
    '\\w\\\[tbl\]uint32_t\\\[tbl\]' "$tmp/after"

render -t "$fixtures/table.iso" > "$tmp/exp.txt" 2> "$tmp/exp.err"
render -t < "$tmp/before" > "$tmp/before.txt" 2> "$tmp/before.err"
render < "$tmp/after" > "$tmp/after.txt" 2> "$tmp/after.err"
expect_files_equal "rendered, ktypes before tbl" "$tmp/exp.txt" "$tmp/before.txt"
expect_files_equal "rendered, ktypes after tbl" "$tmp/exp.txt" "$tmp/after.txt"
expect_files_equal "warnings, ktypes before tbl" "$tmp/exp.err" "$tmp/before.err"
expect_files_equal "warnings, ktypes after tbl" "$tmp/exp.err" "$tmp/after.err"
expect_grep "rendered table" 'uint32_t .* count .* how many' "$tmp/after.txt"
expect_no_grep "rendered table" '__[us][0-9]' "$tmp/after.txt"
finish
