## tests/e2e/local.mk: end-to-end tests (POSIX sh scripts, one behaviour
## each, exit 77 to skip) and property tests on real pages.

script_tests =
TESTS += $(script_tests)
EXTRA_DIST += $(script_tests) tests/lib.sh
