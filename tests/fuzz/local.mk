## tests/fuzz/local.mk: the libFuzzer harnesses (see tests/fuzz/run.sh and
## tests/fuzz/README.md).  "make check" replays every regression input
## through its harness, built as an ordinary program (below); fuzzing
## itself is not part of "make check": "make fuzz" builds them
## with clang (AddressSanitizer, UndefinedBehaviorSanitizer) and runs each
## for FUZZ_SECONDS (default 60), failing on any finding; without clang or
## libFuzzer it says so and succeeds.
##   make fuzz FUZZ_SECONDS=600 FUZZ_OUT=/tmp/ktypes-fuzz
## (and FUZZ_RUNS, FUZZ_SANITIZE, FUZZ_MAX_LEN, ...: see run.sh, and the
## long run in tests/fuzz/README.md)

fuzz_files = \
	tests/fuzz/README.md \
	tests/fuzz/.gitignore \
	tests/fuzz/run.sh \
	tests/fuzz/fuzz_common.h \
	tests/fuzz/fuzz_filter.c \
	tests/fuzz/fuzz_layout.c \
	tests/fuzz/fuzz_tablefile.c \
	tests/fuzz/fuzz_encoding.c \
	tests/fuzz/replay.c \
	tests/fuzz/roff.dict \
	tests/fuzz/tablefile.dict \
	tests/fuzz/regressions/filter-a-comment-taking-the-newline-after-a-blank \
	tests/fuzz/regressions/filter-a-control-line-name-going-on-over-two-lines \
	tests/fuzz/regressions/filter-a-font-on-a-line-going-on-an-unread-control-line \
	tests/fuzz/regressions/filter-a-font-line-going-on-over-an-empty-line \
	tests/fuzz/regressions/filter-a-font-walk-line-joined-then-a-copied-macro-line \
	tests/fuzz/regressions/filter-a-macro-argument-going-on-into-a-type-word \
	tests/fuzz/regressions/filter-a-title-walked-for-its-fonts-after-a-later-title \
	tests/fuzz/regressions/filter-an-mdoc-heading-leaves-the-indent-unknown \
	tests/fuzz/regressions/filter-both-font-call-broken-where-its-argument-ends \
	tests/fuzz/regressions/filter-both-plain-in-a-letter-tab-table \
	tests/fuzz/regressions/filter-both-stacked-cells-in-tbl-output \
	tests/fuzz/regressions/filter-both-a-comment-filled-again-after-its-break \
	tests/fuzz/regressions/filter-copy-first-file-ends-in-a-comment-taking-the-newline \
	tests/fuzz/regressions/filter-held-block-without-visible-characters \
	tests/fuzz/regressions/filter-long-macro-line-cut-inside-a-word \
	tests/fuzz/regressions/filter-long-request-ends-a-block-annotate \
	tests/fuzz/regressions/filter-long-title-line-read-past-its-first-piece \
	tests/fuzz/regressions/filter-title-after-a-type-word-in-one-block \
	tests/fuzz/regressions/filter-two-files-joined-by-a-long-line \
	tests/fuzz/regressions/filter-two-files-joined-in-a-held-block \
	tests/fuzz/regressions/filter-two-files-the-second-ends-a-commented-newline \
	tests/fuzz/regressions/filter-two-files-the-second-starting-with-its-own-lf-line \
	tests/fuzz/regressions/filter-two-files-the-first-ending-mid-line-in-an-ig-block \
	tests/fuzz/regressions/filter-two-files-the-second-all-inside-an-unended-macro \
	tests/fuzz/regressions/filter-two-files-second-empty-after-unended-macro \
	tests/fuzz/regressions/filter-widened-argument-iso \
	tests/fuzz/regressions/filter-widened-argument-that-is-a-type-word \
	tests/fuzz/regressions/filter-word-closed-by-a-letter-delimiter \
	tests/fuzz/regressions/layout-a-comment-on-an-unbreakable-line-stays \
	tests/fuzz/regressions/layout-grown-type-alone-not-after-an-escaped-newline \
	tests/fuzz/regressions/layout-grown-type-alone-not-in-a-table-row
EXTRA_DIST += $(fuzz_files)

## The replay: each harness linked with tests/fuzz/replay.c's main() instead
## of libFuzzer, against a copy of the library built with the small caps
## that run.sh gives the fuzz build (the regression inputs were found with
## them), compiled by the build's own compiler with its flags (under
## --enable-sanitizers, with AddressSanitizer and UBSan).
## tests/fuzz/every-regression-input-replays-cleanly.sh runs them.
kt_fuzz_caps = -DKT_BLOCK_MAX_LINES=40 -DKT_BLOCK_MAX_BYTES=2048 \
	-DKT_LINE_PIECE=256 -DKT_READ_SIZE=16
kt_fuzz_harnesses = filter layout tablefile encoding
check_LIBRARIES += tests/fuzz/libktypes-fuzz.a
tests_fuzz_libktypes_fuzz_a_SOURCES = $(src_libktypes_a_SOURCES)
nodist_tests_fuzz_libktypes_fuzz_a_SOURCES = \
	$(nodist_src_libktypes_a_SOURCES)
tests_fuzz_libktypes_fuzz_a_CPPFLAGS = $(AM_CPPFLAGS) $(kt_fuzz_caps)
kt_fuzz_replay_cppflags = $(AM_CPPFLAGS) $(kt_fuzz_caps) \
	-I$(top_srcdir)/tests/fuzz
kt_fuzz_replay_ldadd = tests/fuzz/libktypes-fuzz.a $(LIBICONV)
check_PROGRAMS += tests/fuzz/replay_filter tests/fuzz/replay_layout \
	tests/fuzz/replay_tablefile tests/fuzz/replay_encoding
tests_fuzz_replay_filter_SOURCES = tests/fuzz/fuzz_filter.c \
	tests/fuzz/replay.c
tests_fuzz_replay_filter_CPPFLAGS = $(kt_fuzz_replay_cppflags)
tests_fuzz_replay_filter_LDADD = $(kt_fuzz_replay_ldadd)
tests_fuzz_replay_layout_SOURCES = tests/fuzz/fuzz_layout.c \
	tests/fuzz/replay.c
tests_fuzz_replay_layout_CPPFLAGS = $(kt_fuzz_replay_cppflags)
tests_fuzz_replay_layout_LDADD = $(kt_fuzz_replay_ldadd)
tests_fuzz_replay_tablefile_SOURCES = tests/fuzz/fuzz_tablefile.c \
	tests/fuzz/replay.c
tests_fuzz_replay_tablefile_CPPFLAGS = $(kt_fuzz_replay_cppflags)
tests_fuzz_replay_tablefile_LDADD = $(kt_fuzz_replay_ldadd)
tests_fuzz_replay_encoding_SOURCES = tests/fuzz/fuzz_encoding.c \
	tests/fuzz/replay.c
tests_fuzz_replay_encoding_CPPFLAGS = $(kt_fuzz_replay_cppflags)
tests_fuzz_replay_encoding_LDADD = $(kt_fuzz_replay_ldadd)

TESTS += tests/fuzz/every-regression-input-replays-cleanly.sh
EXTRA_DIST += tests/fuzz/every-regression-input-replays-cleanly.sh

fuzz: $(BUILT_SOURCES) config.h
	top_srcdir='$(abs_top_srcdir)' top_builddir='$(abs_top_builddir)' \
	FUZZ_SECONDS='$(FUZZ_SECONDS)' FUZZ_OUT='$(FUZZ_OUT)' \
	FUZZ_SEED='$(FUZZ_SEED)' \
	$(SHELL) $(top_srcdir)/tests/fuzz/run.sh

.PHONY: fuzz
