## doc/local.mk: the picture of mode both that README.md shows.
##
## "make screenshots" renders a real page, statx(2) of the man-pages
## snapshot (KTYPES_CORPUS, default ../shared/corpus beside the source
## tree, as the corpus tests read it), through ktypes -m both to PDF
## (groff -Tpdf, the source tree's macro package) and its DESCRIPTION
## section on the first page to PNG (pdftoppm from poppler-utils, 110
## dpi), as doc/both-mode.png in the source tree, which is kept in the
## repository.  The room is ktypes' default, as for a page that
## "ktypes --exec groff -Tpdf" renders: 78 columns of the code's font fit
## the PDF page's line.  The PDF is a step on the way, removed after.

EXTRA_DIST += doc/both-mode.png doc/crop.awk doc/performance.md doc/design.md
CLEANFILES += doc/both-mode.pdf doc/both-mode.pdf-t doc/statx.2

KTYPES_CORPUS = $(top_srcdir)/../shared/corpus
SCREENSHOT_PAGE = man2/statx.2

screenshots: src/ktypes$(EXEEXT)
	@test -n "$(GROFF)" || { \
	  echo "make screenshots: groff not found by configure" >&2; exit 1; }
	@for p in pdftoppm pdftotext xz; do \
	  command -v $$p > /dev/null 2>&1 || { \
	    echo "make screenshots: $$p not found (install poppler-utils, xz-utils)" >&2; \
	    exit 1; }; \
	done
	$(AM_V_at)$(MKDIR_P) doc
	$(AM_V_GEN)set -- $(KTYPES_CORPUS)/man-pages-*.tar.xz; \
	  test -f "$$1" || { \
	    echo "make screenshots: no man-pages snapshot in $(KTYPES_CORPUS) (set KTYPES_CORPUS)" >&2; \
	    exit 1; }; \
	  xz -dc "$$1" | tar -xOf - --wildcards '*/man/$(SCREENSHOT_PAGE)' \
	    > doc/statx.2 && \
	  src/ktypes -m both doc/statx.2 | \
	  $(GROFF) -M$(srcdir)/macros -man -Tpdf -ww > doc/both-mode.pdf-t && \
	  mv doc/both-mode.pdf-t doc/both-mode.pdf && rm -f doc/statx.2
	$(AM_V_GEN)crop=`pdftotext -f 1 -l 1 -bbox doc/both-mode.pdf - | \
	  $(AWK) -v r=110 -f $(srcdir)/doc/crop.awk` && \
	  pdftoppm -png -r 110 -f 1 -l 1 -singlefile $$crop doc/both-mode.pdf \
	    $(srcdir)/doc/both-mode && \
	  rm -f doc/both-mode.pdf && \
	  echo "wrote $(srcdir)/doc/both-mode.png ($$crop)"

.PHONY: screenshots
