## tests/local.mk: unit tests (cmocka), end-to-end tests (the real binary
## through real groff) and property tests on real pages.

AM_TESTS_ENVIRONMENT = \
	top_srcdir='$(abs_top_srcdir)'; export top_srcdir; \
	top_builddir='$(abs_top_builddir)'; export top_builddir; \
	KTYPES_BIN='$(abs_top_builddir)/src/ktypes'; export KTYPES_BIN; \
	unset KTYPES;

if HAVE_CMOCKA
unit_tests = \
	tests/unit/test_roff
check_PROGRAMS += $(unit_tests)
TESTS += $(unit_tests)
endif

unit_cflags = $(AM_CFLAGS) $(CMOCKA_CFLAGS)
unit_ldadd = src/libktypes.a $(CMOCKA_LIBS)
tests_unit_test_roff_SOURCES = tests/unit/test_roff.c
tests_unit_test_roff_CFLAGS = $(unit_cflags)
tests_unit_test_roff_LDADD = $(unit_ldadd)

SH_LOG_COMPILER = $(SHELL)
TEST_EXTENSIONS = .sh
script_tests =
TESTS += $(script_tests)
EXTRA_DIST += $(script_tests) tests/lib.sh
