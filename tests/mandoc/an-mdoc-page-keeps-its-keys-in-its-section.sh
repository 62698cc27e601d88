#!/bin/sh
# On an mdoc(7) page (the BSDs', macOS', Alpine's and Void's pages),
# mandoc, which knows none of the man macros there, shows the keys of
# mode annotate at the section's margin, a blank line above, and every
# line of the page as kernel mode does (a key that called .PP or .in
# went to column 0 and took the rest of the section with it), with no
# message that the page as written does not get; groff's mdoc sets the
# key a line below the code too.  In mode both, the function's type of
# .Ft is code, as the parameters of .Fn are: u64/*uint64_t*/.  Skipped
# without mandoc.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
command -v mandoc > /dev/null 2>&1 || skip "mandoc is not installed"

cat > "$tmp/md.2" << 'PAGE'
.Dd December 3, 2026
.Dt MDEMO 2
.Os
.Sh NAME
.Nm mdemo
.Nd demo of mdoc
.Sh SYNOPSIS
.In linux/mdemo.h
.Ft u64
.Fn mdemo_query "u32 id" "u64 flags"
.Sh DESCRIPTION
The structure:
.Bd -literal -offset indent
struct mdemo_args {
    __u64  flags;        /* MDEMO_F_* flags for the operation */
    __u32  id;           /* Object ID of the thing to look up */
};
.Ed
.Pp
The
.Va flags
field is a
.Vt __u64 .
.Sh SEE ALSO
.Xr mdemo 7
PAGE

cd "$tmp" || exit 99
mandoc -Tutf8 md.2 | col -bx > kernel.txt
mandoc -W all -Tutf8 md.2 2>&1 > /dev/null | sed 's/:[0-9]*:[0-9]*:/:/' |
    sort > kernel.msg
ktypes -m annotate md.2 > annotate.2
mandoc -Tutf8 annotate.2 | col -bx > annotate.txt
mandoc -W all -Tutf8 annotate.2 2>&1 > /dev/null |
    sed -e 's/:[0-9]*:[0-9]*:/:/' -e 's/annotate\.2/md.2/' \
        -e '/STYLE: input text line longer than 80 bytes/d' | sort > annotate.msg
expect_files_equal "mandoc's messages on mode annotate" kernel.msg annotate.msg

# every line of kernel mode is there, in order, unchanged: the keys and
# the blank lines above them are all that is added
diff kernel.txt annotate.txt | grep '^[<>]' > changes
grep '^<' changes > lost
[ -s lost ] && { fail "mode annotate under mandoc changes lines of kernel mode:"; diff -u kernel.txt annotate.txt >&2; }
grep '^> ' changes | grep -v '^>  *Types: \|^>  *[a-z(].*\|^> *$' > added
[ -s added ] && { fail "mode annotate under mandoc adds lines that are no key:"; cat added >&2; }
grep -n '' annotate.txt > numbered
expect_grep "the key of the structure, at the section's margin" \
    '^[0-9]*:     Types:  *__u64 = uint64_t in size, __u32 = uint32_t\.' numbered
awk '/^     Types:  *__u64/ { if (prev != "") bad = 1 } { prev = $0 }
    END { exit bad }' annotate.txt ||
    fail "no blank line above the key under mandoc"

# groff's mdoc: a blank line above the key
if command -v groff > /dev/null 2>&1; then
	groff -mdoc -Tutf8 -P-cbou annotate.2 2> /dev/null > groff.txt
	awk '/^ *Types: __u64/ { seen = 1; if (prev !~ /^ *$/) bad = 1 }
	    { prev = $0 } END { exit bad || !seen }' groff.txt ||
	    { fail "groff -mdoc: no blank line above the key:"; cat groff.txt >&2; }
fi

# mode both: the function's type as code
ktypes -m both md.2 | mandoc -Tutf8 | col -bx > both.txt
expect_grep "mode both: .Ft u64 as code" '^ *u64/\*uint64_t\*/$' both.txt
expect_grep "mode both: .Vt in a sentence in words" \
    'field is a __u64 (uint64_t)\.' both.txt
finish
