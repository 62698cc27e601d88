## tests/local.mk: the test suite.  Unit tests (cmocka) are listed in
## tests/unit/local.mk, end-to-end and property tests (the real binary
## through real groff, real pages) in tests/e2e/local.mk.  The tests get
## the build's compiler and hardening settings too, for
## tests/robust/the-program-is-built-hardened.sh.

AM_TESTS_ENVIRONMENT = \
	top_srcdir='$(abs_top_srcdir)'; export top_srcdir; \
	top_builddir='$(abs_top_builddir)'; export top_builddir; \
	KTYPES_BIN='$(abs_top_builddir)/src/ktypes'; export KTYPES_BIN; \
	KT_BUILD_CC='$(CC)'; KT_BUILD_CFLAGS='$(CFLAGS)'; \
	KT_BUILD_CPPFLAGS='$(CPPFLAGS)'; \
	KT_BUILD_HARDENING='$(KT_ENABLE_HARDENING)'; \
	KT_BUILD_SANITIZERS='$(KT_ENABLE_SANITIZERS)'; \
	KT_HARDEN_CPPFLAGS='$(KT_HARDEN_CPPFLAGS)'; \
	KT_HARDEN_CFLAGS='$(KT_HARDEN_CFLAGS)'; \
	KT_HARDEN_LDFLAGS='$(KT_HARDEN_LDFLAGS)'; \
	export KT_BUILD_CC KT_BUILD_CFLAGS KT_BUILD_CPPFLAGS KT_BUILD_HARDENING \
	  KT_BUILD_SANITIZERS KT_HARDEN_CPPFLAGS KT_HARDEN_CFLAGS \
	  KT_HARDEN_LDFLAGS; \
	unset KTYPES;

# "make install" into a prefix, as a user other than root
# (tests/mandb, tests/e2e/readme-examples-run.sh)
EXTRA_DIST += tests/install.sh

SH_LOG_COMPILER = $(SHELL)
TEST_EXTENSIONS = .sh

include tests/unit/local.mk
include tests/e2e/local.mk
include tests/layout/local.mk
include tests/encoding/local.mk
include tests/modes/local.mk
include tests/mandoc/local.mk
include tests/bench/local.mk
include tests/mandb/local.mk
include tests/fuzz/local.mk
include tests/robust/local.mk
