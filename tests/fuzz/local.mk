## tests/fuzz/local.mk: the libFuzzer harnesses (see tests/fuzz/run.sh and
## tests/fuzz/README.md).  Not part of "make check": "make fuzz" builds them
## with clang (AddressSanitizer, UndefinedBehaviorSanitizer) and runs each
## for FUZZ_SECONDS (default 60), failing on any finding; without clang or
## libFuzzer it says so and succeeds.
##   make fuzz FUZZ_SECONDS=600 FUZZ_OUT=/tmp/ktypes-fuzz
## (and FUZZ_RUNS, FUZZ_SANITIZE, FUZZ_MAX_LEN, ...: see run.sh, and the
## long run in tests/fuzz/README.md)

fuzz_files = \
	tests/fuzz/README.md \
	tests/fuzz/run.sh \
	tests/fuzz/fuzz_common.h \
	tests/fuzz/fuzz_filter.c \
	tests/fuzz/fuzz_layout.c \
	tests/fuzz/fuzz_tablefile.c \
	tests/fuzz/fuzz_encoding.c \
	tests/fuzz/roff.dict \
	tests/fuzz/tablefile.dict \
	tests/fuzz/regressions/filter-a-comment-taking-the-newline-after-a-blank \
	tests/fuzz/regressions/filter-a-control-line-name-going-on-over-two-lines \
	tests/fuzz/regressions/filter-a-font-on-a-line-going-on-an-unread-control-line \
	tests/fuzz/regressions/filter-a-font-line-going-on-over-an-empty-line \
	tests/fuzz/regressions/filter-a-font-walk-line-joined-then-a-copied-macro-line \
	tests/fuzz/regressions/filter-a-macro-argument-going-on-into-a-type-word \
	tests/fuzz/regressions/filter-both-plain-in-a-letter-tab-table \
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
	tests/fuzz/regressions/filter-word-closed-by-a-letter-delimiter
EXTRA_DIST += $(fuzz_files)

fuzz: $(BUILT_SOURCES) config.h
	top_srcdir='$(abs_top_srcdir)' top_builddir='$(abs_top_builddir)' \
	FUZZ_SECONDS='$(FUZZ_SECONDS)' FUZZ_OUT='$(FUZZ_OUT)' \
	FUZZ_SEED='$(FUZZ_SEED)' \
	$(SHELL) $(top_srcdir)/tests/fuzz/run.sh

.PHONY: fuzz
