## tests/bench/local.mk: "make bench", the benchmark of issue 8 (not part
## of make check: it asserts no time).  tests/bench/bench.sh builds its
## inputs in a temporary folder from the man-pages snapshot
## ($(KTYPES_CORPUS), default ../shared/corpus) or BENCH_PAGES=DIR, and
## prints throughput, ratios, peak memory and the start-up cost, and
## ktypes-bake's time on a copy of /usr/share/man (BENCH_MANDIR) beside
## mandb -c's; see the
## comment at its top for the knobs (BENCH_MB, BENCH_RUNS, BENCH_QUICK...).

EXTRA_DIST += tests/bench/bench.sh

.PHONY: bench
bench: src/ktypes$(EXEEXT) src/ktypes-bake$(EXEEXT)
	top_srcdir='$(abs_top_srcdir)' top_builddir='$(abs_top_builddir)' \
	KTYPES_BIN='$(abs_top_builddir)/src/ktypes$(EXEEXT)' \
	KTYPES_BAKE_BIN='$(abs_top_builddir)/src/ktypes-bake$(EXEEXT)' \
	BENCH_MANDIR='$(BENCH_MANDIR)' \
	KTYPES_CORPUS='$(KTYPES_CORPUS)' BENCH_PAGES='$(BENCH_PAGES)' \
	BENCH_PAGE='$(BENCH_PAGE)' \
	$(SHELL) $(abs_top_srcdir)/tests/bench/bench.sh
