# src/table.sed: tables/linux.ktypes as the lines of a C string (see
# table.h): comment and empty lines go, backslashes and quotes are escaped.
/^[ 	]*#/d
/^[ 	]*$/d
s/\\/\\\\/g
s/"/\\"/g
s/^/"/
s/$/\\n"/
