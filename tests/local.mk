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

## Properties of real pages (every page of the man-pages snapshot in
## ../shared/corpus that matters, every page under /usr/share/man): each
## script reads hundreds or thousands of pages, so they are not in TESTS
## but in corpus_tests, which each folder's fragment adds to, and run by
## "make check-corpus" (CI runs both targets: tools/run-tests.sh).  "make
## check" stays quick: unit tests, fixtures, end-to-end tests through
## groff, man-db and mandoc on the project's own pages, and the replay of
## every fuzz regression input.
corpus_tests =

include tests/unit/local.mk
include tests/e2e/local.mk
include tests/layout/local.mk
include tests/encoding/local.mk
include tests/modes/local.mk
include tests/mandoc/local.mk
include tests/bench/local.mk
include tests/mandb/local.mk
include tests/bake/local.mk
include tests/fuzz/local.mk
include tests/robust/local.mk

EXTRA_DIST += $(corpus_tests)

## The same test harness as "make check", with its own summary
## (test-corpus.log), so that the two can run one after the other.
check-corpus: all
	$(MAKE) $(AM_MAKEFLAGS) check TESTS='$(corpus_tests)' \
	    TEST_SUITE_LOG=test-corpus.log

.PHONY: check-corpus
CLEANFILES += test-corpus.log $(corpus_tests:.sh=.log) \
	$(corpus_tests:.sh=.trs)
