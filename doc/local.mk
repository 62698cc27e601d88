## doc/local.mk: the picture of mode both that README.md shows.
##
## "make screenshots" renders the sample page examples/demo.2 through
## ktypes -m both to PDF (groff -Tpdf, the source tree's macro package)
## and its DESCRIPTION section on the first page to PNG (pdftoppm from
## poppler-utils, 110 dpi), as doc/both-mode.png in the source tree, which
## is kept in the repository.  The PDF is a step on the way, removed after.
## With --both-width=0: a PDF page is wider than the 80-column terminal
## that the default width is for.

EXTRA_DIST += doc/both-mode.png doc/crop.awk doc/performance.md doc/design.md
CLEANFILES += doc/both-mode.pdf doc/both-mode.pdf-t

screenshots: src/ktypes$(EXEEXT)
	@test -n "$(GROFF)" || { \
	  echo "make screenshots: groff not found by configure" >&2; exit 1; }
	@for p in pdftoppm pdftotext; do \
	  command -v $$p > /dev/null 2>&1 || { \
	    echo "make screenshots: $$p not found (install poppler-utils)" >&2; \
	    exit 1; }; \
	done
	$(AM_V_at)$(MKDIR_P) doc
	$(AM_V_GEN)src/ktypes -m both --both-width=0 $(srcdir)/examples/demo.2 | \
	  $(GROFF) -M$(srcdir)/macros -man -Tpdf -ww > doc/both-mode.pdf-t && \
	  mv doc/both-mode.pdf-t doc/both-mode.pdf
	$(AM_V_GEN)crop=`pdftotext -f 1 -l 1 -bbox doc/both-mode.pdf - | \
	  $(AWK) -v r=110 -f $(srcdir)/doc/crop.awk` && \
	  pdftoppm -png -r 110 -f 1 -l 1 -singlefile $$crop doc/both-mode.pdf \
	    $(srcdir)/doc/both-mode && \
	  rm -f doc/both-mode.pdf && \
	  echo "wrote $(srcdir)/doc/both-mode.png ($$crop)"

.PHONY: screenshots
