#!/bin/sh
# A column of notes that follows the end of a statement after padding,
# "u64 start;      (64-bit address ...)" in getunwind(2), reads as a
# column of comments even though it is not a C comment, and takes up
# its padding as comments do: it stays where it is where the grown
# words fit before it, and moves only as far as its lines need (mode
# iso moved it five columns, mode both twelve, although every line had
# six blanks or more before it); the author's spacing of code (":  1,")
# is kept as before.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
cat > "$tmp/page.man" <<'END'
.TH DEMO 2 2026-12-06 ktypes "ktypes tests"
.SH DESCRIPTION
.in +4n
.EX
u64 start;      (64\-bit address of start of function)
u64 end;        (64\-bit address of end of function)
u64 info;       (BUF\-relative offset to unwind info)
.EE
.in
.PP
.in +4n
.EX
struct demo_bits {
    __u64 mmap      :  1,
          comm_exec :  1;
};
.EE
.in
END
for mode in iso both; do
	ktypes -m $mode "$tmp/page.man" > "$tmp/$mode.man" ||
	    fail "ktypes -m $mode failed"
	# (the blocks, without the key of mode both's note on pairs)
	render -rLL=78n < "$tmp/$mode.man" 2> /dev/null |
	    sed '/^ *Types: /,/^$/d' | sed -n '/start;/,/};/p' > "$tmp/$mode.txt"
done
cat > "$tmp/iso.want" <<'END'
           uint64_t start; (64-bit address of start of function)
           uint64_t end;   (64-bit address of end of function)
           uint64_t info;  (BUF-relative offset to unwind info)

           struct demo_bits {
               uint64_t mmap      :  1,
                        comm_exec :  1;
           };
END
cat > "$tmp/both.want" <<'END'
           u64/*uint64_t*/ start; (64-bit address of start of function)
           u64/*uint64_t*/ end;   (64-bit address of end of function)
           u64/*uint64_t*/ info;  (BUF-relative offset to unwind info)

           struct demo_bits {
               __u64/*uint64_t*/ mmap      :  1,
                                 comm_exec :  1;
           };
END
expect_files_equal "mode iso" "$tmp/iso.want" "$tmp/iso.txt"
expect_files_equal "mode both" "$tmp/both.want" "$tmp/both.txt"
finish
