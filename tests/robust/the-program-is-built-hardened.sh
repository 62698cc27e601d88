#!/bin/sh
# The build is hardened where the toolchain allows it (configure.ac):
# when this compiler and linker take a flag (tried here again, as
# configure does), configure must have chosen it, and the program must
# show it: -fstack-protector-strong (__stack_chk_fail), -fstack-clash-
# protection, PIE (FLAGS_1 PIE), -Wl,-z,relro (a GNU_RELRO segment),
# -Wl,-z,now (BIND_NOW), _FORTIFY_SOURCE=2 in an optimised build
# (__*_chk calls).  With --enable-sanitizers there is no _FORTIFY_SOURCE,
# which conflicts with AddressSanitizer; with --disable-hardening none of
# them.  Run from "make check", which passes the build's settings.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
[ -n "$KT_BUILD_HARDENING" ] || skip "not run from make check"
command -v readelf > /dev/null 2>&1 || skip "readelf is not installed"
command -v nm > /dev/null 2>&1 || skip "nm is not installed"

cd "$tmp" || exit 99
bin=$top_builddir/src/ktypes
readelf -d "$bin" > dyn || fail "readelf -d failed"
readelf -lW "$bin" > seg || fail "readelf -l failed"
nm -D "$bin" > syms || fail "nm -D failed"
printf 'int main(void) { return 0; }\n' > probe.c

# cc_takes FLAG: the compiler compiles with FLAG without a warning
cc_takes () {
	$KT_BUILD_CC $KT_BUILD_CFLAGS -Werror "$1" -c probe.c -o probe.o \
	    > /dev/null 2>&1
}
# ld_takes FLAG: the linker links with FLAG without a warning
ld_takes () {
	$KT_BUILD_CC $KT_BUILD_CFLAGS -o probe probe.c \
	    -Wl,--fatal-warnings "$1" > /dev/null 2>&1
}
# chosen VAR FLAG: configure's VAR has FLAG
chosen () {
	eval "c_v=\" \$$1 \""
	case $c_v in *" $2 "*) return 0 ;; esac
	return 1
}

if [ "$KT_BUILD_HARDENING" = yes ]; then
	for flag in -fstack-protector-strong -fstack-clash-protection -fPIE; do
		if cc_takes $flag; then
			chosen KT_HARDEN_CFLAGS $flag ||
			    fail "$KT_BUILD_CC takes $flag, configure did not choose it"
		fi
	done
	for flag in -pie -Wl,-z,relro -Wl,-z,now; do
		if ld_takes $flag; then
			chosen KT_HARDEN_LDFLAGS $flag ||
			    fail "$KT_BUILD_CC links with $flag, configure did not choose it"
		fi
	done
	if chosen KT_HARDEN_CFLAGS -fstack-protector-strong; then
		grep -q ' __stack_chk_fail' syms ||
		    fail "-fstack-protector-strong: no __stack_chk_fail in the program"
	fi
	if chosen KT_HARDEN_LDFLAGS -pie; then
		grep -q 'FLAGS_1.*PIE' dyn || fail "-pie: the program is not PIE"
	fi
	if chosen KT_HARDEN_LDFLAGS -Wl,-z,relro; then
		grep -q 'GNU_RELRO' seg || fail "-z relro: no GNU_RELRO segment"
	fi
	if chosen KT_HARDEN_LDFLAGS -Wl,-z,now; then
		grep -q 'BIND_NOW\|FLAGS_1.* NOW' dyn ||
		    fail "-z now: no BIND_NOW in the dynamic section"
	fi
else
	[ -z "$KT_HARDEN_CPPFLAGS$KT_HARDEN_CFLAGS$KT_HARDEN_LDFLAGS" ] ||
	    fail "--disable-hardening, and yet: $KT_HARDEN_CPPFLAGS $KT_HARDEN_CFLAGS $KT_HARDEN_LDFLAGS"
fi

case $KT_HARDEN_CPPFLAGS in
*_FORTIFY_SOURCE*) fortify=yes ;;
*) fortify=no ;;
esac
# fortified already: by the user's CPPFLAGS or CFLAGS, or by the compiler
# itself (as some distributions' are)
case " $KT_BUILD_CPPFLAGS $KT_BUILD_CFLAGS " in
*_FORTIFY_SOURCE*) given=yes ;;
*) given=no ;;
esac
echo | $KT_BUILD_CC $KT_BUILD_CFLAGS -dM -E - 2> /dev/null |
    grep -q _FORTIFY_SOURCE && given=yes
if [ "$KT_BUILD_SANITIZERS" = yes ]; then
	[ $fortify = no ] ||
	    fail "--enable-sanitizers, and yet $KT_HARDEN_CPPFLAGS"
	if [ $given = no ] && grep -q ' __[a-z]*_chk@' syms; then
		fail "--enable-sanitizers: fortified calls in the program: $(grep ' __[a-z]*_chk@' syms | tr '\n' ' ')"
	fi
elif [ "$KT_BUILD_HARDENING" = yes ] && [ $given = no ]; then
	case " $KT_BUILD_CFLAGS " in
	*" -O0 "*) ;;
	*" -O"*)
		[ $fortify = yes ] ||
		    fail "an optimised hardened build without _FORTIFY_SOURCE"
		grep -q ' __[a-z]*_chk@' syms ||
		    fail "_FORTIFY_SOURCE: no fortified call in the program"
		;;
	esac
fi
finish
