# src/tmac.sed: macros/ktypes.tmac as the lines of a C string (see
# src/prelude.h): comment and empty lines go, backslashes and quotes are
# escaped.  The guard against loading twice (".nx", which would end the
# page itself) goes: the prelude has its own.  Its definitions end with a
# marker of its own, below.
/^\.\\"/d
/\.nx$/d
/^\.[ 	]*$/d
# The definitions end with a private end marker, not "..": a ".." of the
# page can never be taken for theirs, nor theirs for the page's.
s/^\.de \([^ ]*\)$/.de \1 ktypes-prelude-def-end/
s/^\.\.$/.ktypes-prelude-def-end/
s/\\/\\\\/g
s/"/\\"/g
s/^/"/
s/$/\\n"/
