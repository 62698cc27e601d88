#!/bin/sh
# troff's diagnostics on ktypes' output name the original file and line:
# with several files (the .lf announcements), after a rewrite, and with an
# incoming .lf, which is obeyed and copied.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
printf '%s\n' '.TH A 7' '.SH NAME' 'a \- __u32 first' '.nosuchmacro' > a.man
printf '%s\n' '.SH MORE' '.EX' '    __u64         total;' '.EE' \
    'text __s8' '.alsonosuchmacro' > b.man

for mode in kernel iso; do
	ktypes -m $mode a.man b.man > out
	groff -man -Tutf8 -ww -z out 2> err
	troff_messages err
	cat > exp <<'EOT'
troff: a.man:4: warning: macro 'nosuchmacro' not defined
troff: b.man:6: warning: macro 'alsonosuchmacro' not defined
EOT
	expect_files_equal "-m $mode a.man b.man | troff: warnings" exp err
done

# A preprocessor before ktypes (soelim, preconv) says where lines come from.
printf '%s\n' '.lf 1 a.man' '.TH A 7' '.lf 20 c.man' '__u16 text' \
    '.stillnosuchmacro' > lf.in
ktypes -m iso lf.in > out
expect_grep "-m iso: .lf copied" '^\.lf 20 c\.man$' out
groff -man -Tutf8 -ww -z out 2> err
troff_messages err
echo "troff: c.man:21: warning: macro 'stillnosuchmacro' not defined" > exp
expect_files_equal "-m iso with .lf | troff: warnings" exp err
finish
