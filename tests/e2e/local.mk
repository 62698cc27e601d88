## tests/e2e/local.mk: end-to-end tests (POSIX sh scripts, one behaviour
## each, exit 77 to skip) and property tests on real pages.  The scripts
## source tests/lib.sh and read tests/fixtures; they write only into a
## temporary folder.

script_tests = \
	tests/e2e/a-pipe-gives-what-a-file-gives.sh \
	tests/e2e/adversarial-inputs-in-bounded-memory-and-time.sh \
	tests/e2e/comments-and-ignored-blocks-are-kept.sh \
	tests/e2e/crlf-and-missing-final-newline-are-kept.sh \
	tests/e2e/eight-bit-and-nul-bytes-pass-through.sh \
	tests/e2e/escape-names-are-never-rewritten.sh \
	tests/e2e/exec-missing-command-exits-127.sh \
	tests/e2e/a-page-given-after-exec-is-named-in-a-warning.sh \
	tests/e2e/exec-runs-the-command-with-its-status.sh \
	tests/e2e/help-and-version.sh \
	tests/e2e/iso-mode-respells-fixed-types.sh \
	tests/e2e/kernel-mode-is-identity.sh \
	tests/e2e/long-lines-and-files-stream-through.sh \
	tests/e2e/long-lines-cut-anywhere-change-nothing-more.sh \
	tests/e2e/mdoc-type-macros-are-rewritten.sh \
	tests/e2e/memory-does-not-grow-with-the-input.sh \
	tests/e2e/mode-request-switches-part-way.sh \
	tests/e2e/option-beats-environment-beats-page.sh \
	tests/e2e/own-pages-fit-80-columns-without-groff-warnings.sh \
	tests/e2e/padding-absorbs-growth-in-no-fill.sh \
	tests/e2e/page-comment-passes-mandoc-lint-and-groff-ww.sh \
	tests/e2e/literal-marks-of-ktypes-7-pass-mandoc-lint.sh \
	tests/e2e/page-comment-sets-the-mode-like-the-request.sh \
	tests/e2e/page-request-renders-cleanly-without-the-filter.sh \
	tests/e2e/readme-examples-run.sh \
	tests/e2e/rendered-page-shows-iso-spellings.sh \
	tests/e2e/request-arguments-are-not-text.sh \
	tests/e2e/several-files-get-lf-announcements.sh \
	tests/e2e/short-names-only-in-c-context.sh \
	tests/e2e/tbl-cells-are-rewritten-before-and-after-tbl.sh \
	tests/e2e/troff-warnings-cite-the-right-line.sh \
	tests/e2e/type-words-are-words-of-the-rendered-text.sh \
	tests/e2e/unknown-mode-warns-with-file-and-line.sh \
	tests/e2e/unreadable-file-is-reported-and-others-processed.sh \
	tests/e2e/usage-errors-exit-2.sh \
	tests/e2e/write-error-is-reported.sh \
	tests/e2e/a-page-that-ktypes-wrote-is-copied-as-it-is.sh \
	tests/e2e/every-file-name-fits-the-release-archive.sh

## Properties of real pages: the man-pages snapshot in ../shared/corpus
## (skipped where it is absent) and the pages installed on the system
## ("make check-corpus", see tests/local.mk).
corpus_tests += \
	tests/corpus/corpus-kernel-mode-is-identity.sh \
	tests/corpus/corpus-iso-changes-only-type-words.sh \
	tests/corpus/corpus-iso-adds-no-groff-warning.sh \
	tests/corpus/corpus-readme-shows-real-pages-as-ktypes-renders-them.sh \
	tests/corpus/installed-pages-kernel-mode-is-identity.sh

script_fixtures = \
	tests/fixtures/comments.iso \
	tests/fixtures/comments.man \
	tests/fixtures/escapes.iso \
	tests/fixtures/escapes.man \
	tests/fixtures/fixed-types.iso \
	tests/fixtures/fixed-types.man \
	tests/fixtures/mdoc-types.iso \
	tests/fixtures/mdoc-types.mdoc \
	tests/fixtures/mode-request.iso \
	tests/fixtures/mode-request.man \
	tests/fixtures/padding.iso \
	tests/fixtures/padding.man \
	tests/fixtures/page-iso.iso \
	tests/fixtures/page-iso.man \
	tests/fixtures/page-kernel.iso \
	tests/fixtures/page-kernel.man \
	tests/fixtures/short-names.iso \
	tests/fixtures/short-names.man \
	tests/fixtures/table.iso \
	tests/fixtures/table.man

TESTS += $(script_tests)
EXTRA_DIST += $(script_tests) $(script_fixtures) tests/lib.sh
