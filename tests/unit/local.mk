## tests/unit/local.mk: cmocka unit tests, one program per part.

unit_cflags = $(AM_CFLAGS) $(CMOCKA_CFLAGS)
unit_ldadd = src/libktypes.a $(CMOCKA_LIBS)

if HAVE_CMOCKA
unit_tests = \
	tests/unit/test_roff
check_PROGRAMS += $(unit_tests)
TESTS += $(unit_tests)
endif

tests_unit_test_roff_SOURCES = tests/unit/test_roff.c
tests_unit_test_roff_CFLAGS = $(unit_cflags)
tests_unit_test_roff_LDADD = $(unit_ldadd)
