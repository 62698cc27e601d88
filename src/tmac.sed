# src/tmac.sed: macros/ktypes.tmac as the lines of a C string (see
# src/prelude.h): comment and empty lines go, backslashes and quotes are
# escaped.  The guard against loading twice (".nx", which would end the
# page itself) goes: the prelude has its own.
/^\.\\"/d
/\.nx$/d
/^\.[ 	]*$/d
s/\\/\\\\/g
s/"/\\"/g
s/^/"/
s/$/\\n"/
