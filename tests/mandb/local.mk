## tests/mandb/local.mk: ktypes where readers meet it, end to end with the
## real programs: man-db's man(1) with the DEFINE lines of
## integration/manpath.ktypes, in its seccomp sandbox, on the fixture
## pages of this folder; make install into a DESTDIR and a prefix, as a
## user other than root, and make uninstall.  In "make check-corpus":
## man-db's order (preconv, tbl, then ktypes) on every table of the
## man-pages snapshot, and the man-pages build itself (make
## check-man-pages on a handful of its pages, in every mode and format).
## The tests that need man-db, the snapshot or GNU make skip without them.

mandb_tests = \
	tests/mandb/man-db-shows-every-mode-as-by-hand.sh \
	tests/mandb/man-db-runs-ktypes-in-its-sandbox.sh \
	tests/mandb/install-into-destdir-and-render.sh \
	tests/mandb/install-keeps-to-its-prefix.sh \
	tests/mandb/no-reader-s-mode-reaches-another-through-cat-pages.sh \
	tests/mandb/a-reader-s-man-prints-no-ktypes-warning.sh
TESTS += $(mandb_tests)
corpus_tests += \
	tests/mandb/corpus-tables-after-tbl-render-as-before-tbl.sh \
	tests/mandb/man-pages-build-with-ktypes.sh \
	tests/mandb/man-pages-fragment-serves-maintainers-and-packagers.sh
EXTRA_DIST += $(mandb_tests) \
	tests/mandb/helpers.sh \
	tests/mandb/kdefault.2 \
	tests/mandb/kstruct.2

# The tests that run make (check-man-pages, install) run this one.
AM_TESTS_ENVIRONMENT += MAKE='$(MAKE)'; export MAKE;
