## tests/modes/local.mk: modes both and annotate and the macro package,
## end to end: fixture pages of this folder rendered on every device
## (utf8, latin1, ascii, html, pdf, ps), the alignment check, the keys,
## the hover titles, the PDF text, tables, the page request, terminals
## with and without SGR, a site's restyle, the manual pages, the
## warnings of real pages, and the pointers to types that are not their
## ISO spelling (abi-lib.sh: what the build's probe found).

modes_tests = \
	tests/modes/both-and-annotate-render-without-warnings-on-every-device.sh \
	tests/modes/both-keeps-every-alignment.sh \
	tests/modes/site-restyle-in-man-local-keeps-every-alignment.sh \
	tests/modes/annotate-code-blocks-match-kernel-mode.sh \
	tests/modes/annotate-keys-list-exactly-the-types-used.sh \
	tests/modes/annotate-lf-keeps-warnings-on-their-lines.sh \
	tests/modes/html-has-hover-titles.sh \
	tests/modes/pdf-text-shows-both-spellings.sh \
	tests/modes/both-in-tables-before-and-after-tbl.sh \
	tests/modes/both-in-tables-with-any-tab-character.sh \
	tests/modes/iso-in-tables-keeps-cells-whole.sh \
	tests/modes/page-request-selects-both-and-annotate.sh \
	tests/modes/both-reads-well-without-sgr.sh \
	tests/modes/manual-pages-read-the-same-in-every-mode.sh \
	tests/modes/abi-pointers-warn-and-strict-keeps-them.sh \
	tests/modes/abi-pointers-in-c-comments-draw-no-warning.sh \
	tests/modes/strict-iso-explains-the-pointer-it-keeps-in-a-synopsis.sh \
	tests/modes/a-block-given-for-terminal-and-typesetter-has-its-key-on-both.sh \
	tests/modes/annotate-table-key-keeps-clear-of-the-box.sh \
	tests/modes/annotate-keys-read-as-notes-and-never-hyphenate.sh \
	tests/modes/annotate-keys-link-to-the-iso-pages-on-groff-1-23.sh \
	tests/modes/annotate-section-keys-sit-at-the-section-margin.sh \
	tests/modes/both-iso-spellings-link-to-their-pages-on-groff-1-23.sh \
	tests/modes/both-fits-the-page-width.sh \
	tests/modes/both-explains-the-kernel-only-spellings-it-leaves.sh \
	tests/modes/the-note-on-same-size-types-is-said-in-full-once-a-page.sh \
	tests/modes/both-stacks-a-type-name-cell-over-its-iso-spelling.sh \
	tests/modes/both-words-in-running-text-keep-the-pair-together.sh \
	tests/modes/both-words-in-a-table-read-as-prose.sh \
	tests/modes/annotate-keys-leave-the-justification-of-the-page-alone.sh \
	tests/modes/html-keys-sit-at-the-code-margin-and-fallen-back-code-keeps-its-titles.sh \
	tests/modes/iso-explains-the-kernel-only-spellings-it-leaves.sh \
	tests/modes/annotate-keys-of-a-list-item-come-at-its-end-and-explain-its-types.sh \
	tests/modes/both-prototypes-in-filled-text-are-set-as-code-unadjusted.sh \
	tests/modes/prototypes-in-filled-text-break-only-after-a-comma.sh \
	tests/modes/both-says-once-a-page-what-a-pair-of-a-distinct-type-means.sh \
	tests/modes/keys-come-after-a-structure-of-lines-ended-by-br.sh \
	tests/modes/a-heading-ends-a-no-fill-block-left-open.sh \
	tests/modes/a-block-that-ends-its-section-keeps-its-key-at-its-indent.sh \
	tests/modes/added-lines-leave-the-blank-rows-of-a-table-where-kernel-mode-has-them.sh \
	tests/modes/html-keeps-the-indent-of-the-lines-that-a-mode-breaks.sh \
	tests/modes/html-prototypes-in-filled-text-wrap-in-the-browser-only-after-a-comma.sh
TESTS += $(modes_tests)
# Properties of the whole man-pages snapshot, run by the corpus target
# (not by "make check"): no groff warning added; modes annotate and iso
# change nothing outside their keys, explain each type once in a
# section or list item, never inside a sentence (keys-lib.sh), and iso every kernel
# spelling that it leaves.
corpus_tests += \
	tests/modes/corpus-both-and-annotate-add-no-groff-warning.sh \
	tests/modes/corpus-annotate-keys-explain-once-and-change-nothing-else.sh \
	tests/modes/corpus-iso-explains-what-it-leaves-and-changes-nothing-else.sh
EXTRA_DIST += $(modes_tests) \
	tests/modes/abi-lib.sh \
	tests/modes/keys-lib.sh \
	tests/modes/both-width.man \
	tests/modes/iso-explains.man \
	tests/modes/keys.man \
	tests/modes/long-keys.man \
	tests/modes/page.man
