## tests/unit/local.mk: cmocka unit tests, one program per part.
##
## A unit test is only its name in unit_tests: automake builds
## tests/unit/NAME from tests/unit/NAME.c (its default SOURCES), with the
## flags and libraries below, which every program of this makefile without
## its own _LDADD shares (src/ktypes, tests/tools/aligncheck and
## tests/encoding/test_encoding set theirs).  tests/unit/libunit.a holds
## the helpers of unit.h.

if HAVE_CMOCKA
unit_tests = \
	tests/unit/test_roff \
	tests/unit/test_table \
	tests/unit/test_tablefile \
	tests/unit/test_cctx \
	tests/unit/test_cctx_iso \
	tests/unit/test_rewrite \
	tests/unit/test_layout \
	tests/unit/test_edit \
	tests/unit/test_mode \
	tests/unit/test_msg \
	tests/unit/test_io \
	tests/unit/test_filter \
	tests/unit/test_cli
check_PROGRAMS += $(unit_tests)
check_LIBRARIES += tests/unit/libunit.a
TESTS += $(unit_tests)
endif

tests_unit_libunit_a_SOURCES = tests/unit/unit.c tests/unit/unit.h
# unit_fixture reads the inputs that read better as files than as C
# strings (roff escaped twice) from tests/fixtures/unit.
tests_unit_libunit_a_CPPFLAGS = $(AM_CPPFLAGS) \
	-DUNIT_FIXTURES='"$(abs_top_srcdir)/tests/fixtures/unit"'
unit_fixtures = \
	tests/fixtures/unit/comment-other-forms.man \
	tests/fixtures/unit/comment-switches.man \
	tests/fixtures/unit/comment-switches.out \
	tests/fixtures/unit/comment-where-seen.man \
	tests/fixtures/unit/comment-where-seen.out \
	tests/fixtures/unit/prototypes-in-synopsis.rows
EXTRA_DIST += $(unit_fixtures)
AM_CPPFLAGS += $(CMOCKA_CFLAGS)
LDADD = tests/unit/libunit.a src/libktypes.a $(CMOCKA_LIBS) $(LIBICONV)
