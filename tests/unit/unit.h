/* unit.h: helpers shared by the cmocka unit tests under tests/unit, for
 * those tests only (linked from tests/unit/libunit.a).
 *
 * The tests of the parts above the table (C-context rules, rewriter,
 * layout, filter) all start from the built-in Linux table, as the program
 * does without --table; they get it here, so that how it is loaded is
 * written once.  Those that check what a line becomes run the filter
 * itself on it, through unit_filter, not a copy of its per-line steps.
 */
#ifndef KT_UNIT_H
#define KT_UNIT_H

#include <stddef.h>

#include "mode.h"

struct kt_table;

/* A new table holding the built-in Linux table, every class as it is by
 * default; free it with kt_table_free. */
struct kt_table *unit_builtin_table(void);

/* What the filter writes for the N bytes at IN, one input file, with
 * table T in MODE (as --mode sets it, over the page's requests), as the
 * program runs it: malloc'ed and NUL-terminated, its length in *LEN if
 * LEN is not NULL.  Its messages are dropped. */
char *unit_filter(const struct kt_table *t, enum kt_mode mode, const void *in,
		  size_t n, size_t *len);

/* The same, with --both-width=WIDTH (UINT_MAX: none, as unit_filter). */
char *unit_filter_width(const struct kt_table *t, enum kt_mode mode,
			unsigned width, const void *in, size_t n, size_t *len);

/* The fixture NAME of tests/fixtures/unit (an input that reads better as
 * a file than as a C string, where roff's escapes would be escaped
 * again): malloc'ed and NUL-terminated, its length in *LEN if LEN is not
 * NULL.  Aborts, saying so, if it cannot be read. */
char *unit_fixture(const char *name, size_t *len);

/* OUT (LEN bytes), a page that the filter wrote in mode iso, without
 * the keys at its end, which explain the words that mode iso leaves
 * (from the macro package written before them on), and without the
 * macro package written before a block that it sets on more lines
 * (with the ".lf" block after it); the new length. */
size_t unit_cut_keys(char *out, size_t len);

/* OUT (LEN bytes, NUL-terminated) with each "\~" that the filter wrote
 * for a blank of a prototype in filled text as that blank; the new
 * length. */
size_t unit_unbreak(char *out, size_t len);

#endif /* KT_UNIT_H */
