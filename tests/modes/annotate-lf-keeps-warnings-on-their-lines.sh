#!/bin/sh
# The lines that ktypes inserts in modes both and annotate (the prelude,
# the keys) are followed by ".lf N": troff's warnings about later lines
# still cite their source lines, after a block's key, after a section's
# key, after a prelude written part-way (a page request), after an
# incoming .lf, and with several files.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff

cd "$tmp" || exit 99
printf '%s\n' \
    '.TH LF 7 2026-12-03 "ktypes tests"' \
    '.SH NAME' \
    'lf \- line numbers after a __u32' \
    '.SH DESCRIPTION' \
    '.EX' \
    '    __u64  total;   /* all */' \
    '.EE' \
    '.nosuchmacro1' \
    'A __s16 in running text.' \
    '.SH MORE' \
    '.nosuchmacro2' \
    '.nf' \
    '__u8 x;' \
    '.fi' \
    'Text with a __u16.' \
    '.nosuchmacro3' > lf.man
for mode in both annotate; do
	ktypes -m $mode lf.man > out 2> err
	expect_files_equal "-m $mode lf.man: stderr" /dev/null err
	groff -man -Tutf8 -ww -z out 2> err
	troff_messages err
	cat > exp <<'EOT'
troff: lf.man:8: warning: macro 'nosuchmacro1' not defined
troff: lf.man:11: warning: macro 'nosuchmacro2' not defined
troff: lf.man:16: warning: macro 'nosuchmacro3' not defined
EOT
	# troff names standard input, or the file of the .lf lines
	sed 's/^troff: out:/troff: lf.man:/' err > err2
	expect_files_equal "-m $mode lf.man | troff: warnings" exp err2
done
# the insertions are really there
ktypes -m annotate lf.man > out
[ "$(grep -cE '^\.ktypes-(section-)?key' out)" -eq 5 ] ||
    fail "-m annotate lf.man: expected 5 keys, got: $(grep -E '^\.ktypes-(section-)?key' out)"

# A page request turns annotate on part-way: the prelude comes there.
printf '%s\n' '.TH LF 7 2026-12-03 "ktypes tests"' '.SH NAME' \
    'lf \- kernel first' '.ktypes annotate' '.nosuchmacro4' \
    'now a __u32' '.EX' '__u8 x;' '.EE' '.nosuchmacro5' > req.man
{ echo '.mso ktypes.tmac'; cat req.man; } > req2.man
ktypes req2.man > out 2> err
expect_files_equal "req2.man: stderr" /dev/null err
expect_grep "req2.man: a prelude part-way" '^\.ktypes-define __u32 uint32_t$' out
GROFF_TMAC_PATH=$top_srcdir/macros groff -man -Tutf8 -ww -z out 2> err
troff_messages err
sed 's/^troff: out:/troff: req2.man:/' err > err2
cat > exp <<'EOT'
troff: req2.man:6: warning: macro 'nosuchmacro4' not defined
troff: req2.man:11: warning: macro 'nosuchmacro5' not defined
EOT
expect_files_equal "req2.man | troff: warnings" exp err2

# Several files (announced with .lf 1 NAME) and an incoming .lf.
printf '%s\n' '.TH A 7' '.SH NAME' 'a \- __u32 first' '.EX' '__u16 y;' \
    '.EE' '.nosuchmacro6' > a.man
printf '%s\n' '.SH MORE' '.lf 20 c.man' 'text __s8' '.SH LAST' \
    '.nosuchmacro7' > b.man
for mode in both annotate; do
	ktypes -m $mode a.man b.man > out
	groff -man -Tutf8 -ww -z out 2> err
	troff_messages err
	cat > exp <<'EOT'
troff: a.man:7: warning: macro 'nosuchmacro6' not defined
troff: c.man:22: warning: macro 'nosuchmacro7' not defined
EOT
	expect_files_equal "-m $mode a.man b.man | troff: warnings" exp err
done
finish
