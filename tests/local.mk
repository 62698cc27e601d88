## tests/local.mk: the test suite.  Unit tests (cmocka) are listed in
## tests/unit/local.mk, end-to-end and property tests (the real binary
## through real groff, real pages) in tests/e2e/local.mk.

AM_TESTS_ENVIRONMENT = \
	top_srcdir='$(abs_top_srcdir)'; export top_srcdir; \
	top_builddir='$(abs_top_builddir)'; export top_builddir; \
	KTYPES_BIN='$(abs_top_builddir)/src/ktypes'; export KTYPES_BIN; \
	unset KTYPES;

SH_LOG_COMPILER = $(SHELL)
TEST_EXTENSIONS = .sh

include tests/unit/local.mk
include tests/e2e/local.mk
include tests/layout/local.mk
include tests/encoding/local.mk
include tests/modes/local.mk
include tests/bench/local.mk
include tests/mandb/local.mk
include tests/fuzz/local.mk
include tests/robust/local.mk
