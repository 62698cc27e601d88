## integration/local.mk: where ktypes meets the pipelines that readers
## already run.  Installed into the package's data folder: manpath.ktypes,
## the man-db configuration (DEFINE lines for ~/.manpath or
## /etc/manpath.config), man-pages.mk, the make fragment that gives
## the man-pages build its iso, both and annotate variants, and
## dpkg-ktypes-bake, the dpkg hook that keeps ktypes-bake(1)'s trees
## current (for /etc/dpkg/dpkg.cfg.d).  And the
## opt-in check of the man-pages build:
##
##     make check-man-pages MAN_PAGES=DIR
##
## builds a handful of real pages of the man-pages tree DIR through its
## own GNUmakefile, as written and with ktypes, and checks the results
## (integration/check-man-pages.sh says what); CHECK_PAGES='man2/bpf.2
## ...' picks other pages.  tests/mandb/man-pages-build-with-ktypes.sh
## runs it against the snapshot in ../shared/corpus.

dist_pkgdata_DATA = integration/manpath.ktypes integration/man-pages.mk \
	integration/dpkg-ktypes-bake
EXTRA_DIST += integration/check-man-pages.sh

check-man-pages: src/ktypes$(EXEEXT) tests/tools/aligncheck$(EXEEXT)
	@test -n "$(MAN_PAGES)" || { \
	  echo "usage: make check-man-pages MAN_PAGES=DIR (the top of a man-pages source tree)" >&2; \
	  exit 2; }
	$(AM_V_GEN)MAN_PAGES='$(MAN_PAGES)' \
	  KTYPES_BIN='$(abs_top_builddir)/src/ktypes$(EXEEXT)' \
	  ALIGNCHECK='$(abs_top_builddir)/tests/tools/aligncheck$(EXEEXT)' \
	  KTYPES_MK='$(abs_top_srcdir)/integration/man-pages.mk' \
	  MAKE='$(MAKE)' CHECK_PAGES='$(CHECK_PAGES)' \
	  $(SHELL) $(srcdir)/integration/check-man-pages.sh

.PHONY: check-man-pages
