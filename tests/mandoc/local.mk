## tests/mandoc/local.mk: mandoc(1) as the formatter, as on the BSDs,
## macOS, Alpine and Void: every mode renders there without a message
## that the page as written does not get (skipped without mandoc).

mandoc_tests = \
	tests/mandoc/every-mode-renders-under-mandoc-without-new-messages.sh \
	tests/mandoc/keys-and-notes-have-plain-blanks-under-mandoc.sh \
	tests/mandoc/html-keeps-the-comments-that-open-the-page.sh \
	tests/mandoc/html-keys-add-no-empty-paragraph.sh \
	tests/mandoc/lint-adds-only-the-long-line-note-that-the-docs-name.sh \
	tests/mandoc/an-mdoc-page-keeps-its-keys-in-its-section.sh
TESTS += $(mandoc_tests)
corpus_tests += tests/mandoc/corpus-every-mode-renders-under-mandoc.sh
EXTRA_DIST += $(mandoc_tests) tests/mandoc/helpers.sh
