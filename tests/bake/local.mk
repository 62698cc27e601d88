## tests/bake/local.mk: ktypes-bake(1), end to end with the real
## programs: small manual trees of the tests' own (tests/bake/helpers.sh),
## plain and compressed, baked, then read with man-db's man(1) (SYSTEM,
## -m, -w, -aw, cat pages) and mandoc's (mman -M); a second bake, a
## source that changes, errors.  The tests that need man-db, mandoc,
## script(1) or a compressor skip (or leave that part out) without them.

bake_tests = \
	tests/bake/man-db-shows-the-baked-pages-and-the-native-ones-for-the-rest.sh \
	tests/bake/man-db-cat-pages-of-one-system-never-serve-another.sh \
	tests/bake/mandoc-s-man-reads-the-baked-tree.sh \
	tests/bake/compressed-pages-are-baked-compressed-alike.sh \
	tests/bake/a-second-bake-writes-nothing.sh \
	tests/bake/pages-that-no-longer-differ-or-exist-leave-the-baked-tree.sh \
	tests/bake/errors-are-reported-and-keep-the-baked-tree.sh \
	tests/bake/bake-usage-errors-exit-2.sh \
	tests/bake/a-tree-that-man-db-2-11-would-not-prefer-is-warned-of.sh \
	tests/bake/a-bake-removes-only-what-a-bake-wrote.sh \
	tests/bake/a-tree-baked-in-one-mode-takes-no-other.sh \
	tests/bake/both-and-annotate-bake-only-the-pages-with-type-words.sh \
	tests/bake/the-dpkg-hook-keeps-the-baked-tree-current.sh \
	tests/bake/both-width-sets-one-room-for-every-block-as-in-ktypes.sh
TESTS += $(bake_tests)
EXTRA_DIST += $(bake_tests) tests/bake/helpers.sh

AM_TESTS_ENVIRONMENT += \
	KTYPES_BAKE_BIN='$(abs_top_builddir)/src/ktypes-bake'; \
	export KTYPES_BAKE_BIN;
