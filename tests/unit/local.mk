## tests/unit/local.mk: cmocka unit tests, one program per part.

unit_cflags = $(AM_CFLAGS) $(CMOCKA_CFLAGS)
unit_ldadd = src/libktypes.a $(CMOCKA_LIBS) $(LIBICONV)

if HAVE_CMOCKA
unit_tests = \
	tests/unit/test_roff \
	tests/unit/test_table \
	tests/unit/test_tablefile \
	tests/unit/test_cctx \
	tests/unit/test_rewrite \
	tests/unit/test_layout \
	tests/unit/test_ccontext \
	tests/unit/test_edit \
	tests/unit/test_mode \
	tests/unit/test_msg \
	tests/unit/test_io \
	tests/unit/test_filter \
	tests/unit/test_fastscan \
	tests/unit/test_cli
check_PROGRAMS += $(unit_tests)
TESTS += $(unit_tests)
endif

tests_unit_test_roff_SOURCES = tests/unit/test_roff.c
tests_unit_test_roff_CFLAGS = $(unit_cflags)
tests_unit_test_roff_LDADD = $(unit_ldadd)

tests_unit_test_table_SOURCES = tests/unit/test_table.c
tests_unit_test_table_CFLAGS = $(unit_cflags)
tests_unit_test_table_LDADD = $(unit_ldadd)

tests_unit_test_cctx_SOURCES = tests/unit/test_cctx.c
tests_unit_test_cctx_CFLAGS = $(unit_cflags)
tests_unit_test_cctx_LDADD = $(unit_ldadd)

tests_unit_test_rewrite_SOURCES = tests/unit/test_rewrite.c
tests_unit_test_rewrite_CFLAGS = $(unit_cflags)
tests_unit_test_rewrite_LDADD = $(unit_ldadd)

tests_unit_test_layout_SOURCES = tests/unit/test_layout.c
tests_unit_test_layout_CFLAGS = $(unit_cflags)
tests_unit_test_layout_LDADD = $(unit_ldadd)

tests_unit_test_ccontext_SOURCES = tests/unit/test_ccontext.c
tests_unit_test_ccontext_CFLAGS = $(unit_cflags)
tests_unit_test_ccontext_LDADD = $(unit_ldadd)

tests_unit_test_edit_SOURCES = tests/unit/test_edit.c
tests_unit_test_edit_CFLAGS = $(unit_cflags)
tests_unit_test_edit_LDADD = $(unit_ldadd)

tests_unit_test_mode_SOURCES = tests/unit/test_mode.c
tests_unit_test_mode_CFLAGS = $(unit_cflags)
tests_unit_test_mode_LDADD = $(unit_ldadd)

tests_unit_test_msg_SOURCES = tests/unit/test_msg.c
tests_unit_test_msg_CFLAGS = $(unit_cflags)
tests_unit_test_msg_LDADD = $(unit_ldadd)

tests_unit_test_io_SOURCES = tests/unit/test_io.c
tests_unit_test_io_CFLAGS = $(unit_cflags)
tests_unit_test_io_LDADD = $(unit_ldadd)

tests_unit_test_filter_SOURCES = tests/unit/test_filter.c
tests_unit_test_filter_CFLAGS = $(unit_cflags)
tests_unit_test_filter_LDADD = $(unit_ldadd)

tests_unit_test_cli_SOURCES = tests/unit/test_cli.c
tests_unit_test_cli_CFLAGS = $(unit_cflags)
tests_unit_test_cli_LDADD = $(unit_ldadd)

tests_unit_test_tablefile_SOURCES = tests/unit/test_tablefile.c
tests_unit_test_tablefile_CFLAGS = $(unit_cflags)
tests_unit_test_tablefile_LDADD = $(unit_ldadd)

tests_unit_test_fastscan_SOURCES = tests/unit/test_fastscan.c
tests_unit_test_fastscan_CFLAGS = $(unit_cflags)
tests_unit_test_fastscan_LDADD = $(unit_ldadd)
