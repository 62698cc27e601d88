## tests/layout/local.mk: the layout engine, end to end: fixtures with
## their expected iso output, and the alignment check on real pages.

check_PROGRAMS += tests/tools/aligncheck
tests_tools_aligncheck_SOURCES = tests/tools/aligncheck.c
tests_tools_aligncheck_LDADD = src/libktypes.a
check_PROGRAMS += tests/tools/unbreak
tests_tools_unbreak_SOURCES = tests/tools/unbreak.c tests/tools/unbreak.h
tests_tools_unbreak_LDADD =
check_PROGRAMS += tests/tools/columns
tests_tools_columns_SOURCES = tests/tools/columns.c
tests_tools_columns_LDADD = src/libktypes.a

layout_tests = \
	tests/layout/fixtures-keep-their-alignment.sh \
	tests/layout/aligncheck-sees-a-naive-replacement.sh \
	tests/layout/fixtures-break-lines-too-wide.sh \
	tests/layout/a-line-never-grows-past-the-room-for-a-wider-neighbour.sh \
	tests/layout/a-page-macro-that-sets-no-indent-leaves-the-indent-known.sh \
	tests/layout/a-comment-breaks-before-a-phrase-in-quotes-not-inside.sh \
	tests/layout/a-comment-column-moves-only-as-far-as-its-lines-need.sh \
	tests/layout/a-nested-structure-keeps-the-comment-of-its-opening-line.sh \
	tests/layout/a-grown-type-of-a-run-of-bit-fields-goes-alone-on-its-line.sh \
	tests/layout/a-comment-that-would-be-squeezed-goes-on-a-line-of-its-own.sh \
	tests/layout/a-line-comment-goes-whole-on-a-line-of-its-own.sh \
	tests/layout/a-comment-continued-with-stars-keeps-them-under-its-opening.sh \
	tests/layout/a-comment-in-letters-beyond-ascii-breaks-by-the-columns-they-take.sh \
	tests/layout/the-room-follows-the-line-length-that-the-formatter-is-told.sh \
	tests/layout/widths-count-a-wide-character-as-two-columns.sh \
	tests/layout/a-long-line-does-not-push-its-runs-other-comments-off-their-lines.sh \
	tests/layout/a-comment-moved-to-its-own-line-keeps-the-column-above.sh \
	tests/layout/a-comment-at-the-members-indent-never-moves-their-indent.sh \
	tests/layout/a-comment-aligned-by-chance-with-code-keeps-its-pairs.sh \
	tests/layout/the-comments-of-a-run-on-lines-of-their-own-share-one-column.sh \
	tests/layout/sibling-structures-keep-their-opening-comments-at-one-column.sh \
	tests/layout/a-grown-type-goes-alone-only-on-a-line-that-may-break.sh \
	tests/layout/a-note-after-a-statement-takes-up-its-padding.sh \
	tests/layout/the-structures-of-a-union-keep-their-one-column-of-names.sh
TESTS += $(layout_tests)
corpus_tests += \
	tests/layout/corpus-iso-keeps-every-alignment.sh \
	tests/layout/corpus-keeps-single-blanks.sh \
	tests/layout/corpus-both-fits.sh \
	tests/layout/corpus-iso-and-both-stay-within-80.sh \
	tests/layout/corpus-both-keeps-every-indent.sh
EXTRA_DIST += $(layout_tests) \
	tests/layout/widths-lib.sh \
	tests/layout/layout-lib.sh \
	tests/layout/breaks/structs.man \
	tests/layout/breaks/bit-fields.man \
	tests/layout/breaks/bit-fields.iso \
	tests/layout/breaks/bit-fields.both \
	tests/layout/breaks/deep-members.man \
	tests/layout/breaks/deep-members.iso \
	tests/layout/breaks/deep-members.both \
	tests/layout/breaks/comment-reflow.man \
	tests/layout/breaks/comment-reflow.iso \
	tests/layout/breaks/comment-reflow.both \
	tests/layout/breaks/punctuation-words.man \
	tests/layout/breaks/punctuation-words.iso \
	tests/layout/breaks/punctuation-words.both \
	tests/layout/breaks/structs.iso \
	tests/layout/breaks/structs.both \
	tests/layout/breaks/wide-neighbours.man \
	tests/layout/breaks/quoted-phrases.man \
	tests/layout/breaks/continued-lists.man \
	tests/layout/breaks/continued-lists.iso \
	tests/layout/breaks/continued-lists.both \
	tests/layout/breaks/quoted-phrases.iso \
	tests/layout/breaks/quoted-phrases.both \
	tests/layout/breaks/wide-neighbours.iso \
	tests/layout/breaks/wide-neighbours.both \
	tests/layout/bit-fields.iso \
	tests/layout/bit-fields.man \
	tests/layout/columns-past-blank-lines.iso \
	tests/layout/columns-past-blank-lines.man \
	tests/layout/comment-columns.iso \
	tests/layout/comment-columns.man \
	tests/layout/comment-continuation.iso \
	tests/layout/comment-continuation.man \
	tests/layout/comment-text.iso \
	tests/layout/comment-text.man \
	tests/layout/font-macro-lines.iso \
	tests/layout/font-macro-lines.man \
	tests/layout/one-blank-phrases.iso \
	tests/layout/one-blank-phrases.man \
	tests/layout/struct-fields.iso \
	tests/layout/struct-fields.man \
	tests/layout/tabs.iso \
	tests/layout/tabs.man \
	tests/layout/wrapped-parameters.iso \
	tests/layout/wrapped-parameters.man
