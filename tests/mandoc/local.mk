## tests/mandoc/local.mk: mandoc(1) as the formatter, as on the BSDs,
## macOS, Alpine and Void: every mode renders there without a message
## that the page as written does not get (skipped without mandoc).

mandoc_tests = \
	tests/mandoc/every-mode-renders-under-mandoc-without-new-messages.sh
TESTS += $(mandoc_tests)
EXTRA_DIST += $(mandoc_tests)
