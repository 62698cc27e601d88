/* test_edit.c: unit tests of line edits (src/edit.h): applying
 * replacements and runs of spaces, and sorting. */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "edit.h"
#include "io.h"

static void
apply(const char *line, const struct kt_edit *e, size_t n, const char *want)
{
	struct kt_writer w;

	kt_writer_init_mem(&w);
	kt_edits_apply(&w, (const unsigned char *)line, strlen(line), e, n);
	assert_int_equal(w.len, strlen(want));
	assert_memory_equal(w.buf, want, w.len);
	kt_writer_free(&w);
}

static void
test_edit_apply_none(void **state)
{
	(void)state;
	apply("__u32 x;\n", NULL, 0, "__u32 x;\n");
	apply("", NULL, 0, "");
}

static void
test_edit_apply_replacements(void **state)
{
	const struct kt_edit e[] = {
		{ .off = 0, .len = 5, .text = "uint32_t", .tlen = 8 },
		{ .off = 6, .len = 3, .text = "uint64_t", .tlen = 8 },
	};
	const struct kt_edit end[] = {
		{ .off = 4, .len = 5, .text = "uint32_t", .tlen = 8 },
	};
	const struct kt_edit shrink[] = {
		{ .off = 0, .len = 8, .text = "u32", .tlen = 3 },
	};

	(void)state;
	apply("__u32 u64 x;\n", e, 2, "uint32_t uint64_t x;\n");
	apply("(u64__u32", end, 1, "(u64uint32_t");
	apply("uint32_t x", shrink, 1, "u32 x");
}

static void
test_edit_apply_spaces(void **state)
{
	const struct kt_edit e[] = {
		{ .off = 0, .len = 5, .text = "uint32_t", .tlen = 8 },
		{ .off = 5, .len = 9, .text = NULL, .tlen = 6 },
	};
	struct kt_edit wide = { .off = 1, .len = 1, .text = NULL, .tlen = 150 };
	char want[160];

	(void)state;
	apply("__u32         map_type;", e, 2, "uint32_t      map_type;");
	/* more spaces than fit in one write */
	want[0] = 'a';
	memset(want + 1, ' ', 150);
	strcpy(want + 151, "b");
	apply("a b", &wide, 1, want);
	/* no spaces at all */
	wide.tlen = 0;
	apply("a b", &wide, 1, "ab");
}

static void
test_edit_push_and_sort(void **state)
{
	struct kt_edits es = { 0 };
	static const uint32_t offs[] = { 40, 3, 17, 0, 25, 9, 33, 1 };
	size_t i;

	(void)state;
	for (i = 0; i < sizeof offs / sizeof offs[0]; i++) {
		struct kt_edit *e = kt_edits_push(&es);
		memset(e, 0, sizeof *e);
		e->off = offs[i];
		e->tlen = (uint32_t)i;
	}
	assert_int_equal(es.n, 8);
	assert_true(es.cap >= es.n);
	kt_edits_sort(es.e, es.n);
	for (i = 1; i < es.n; i++)
		assert_true(es.e[i - 1].off < es.e[i].off);
	/* the edits move with their data */
	assert_int_equal(es.e[0].off, 0);
	assert_int_equal(es.e[0].tlen, 3);
	assert_int_equal(es.e[7].off, 40);
	assert_int_equal(es.e[7].tlen, 0);
	kt_edits_free(&es);
	assert_null(es.e);
	assert_int_equal(es.n, 0);
	/* many pushes keep what was pushed */
	for (i = 0; i < 1000; i++)
		kt_edits_push(&es)->off = (uint32_t)i;
	for (i = 0; i < 1000; i++)
		assert_int_equal(es.e[i].off, i);
	kt_edits_free(&es);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_edit_apply_none),
		cmocka_unit_test(test_edit_apply_replacements),
		cmocka_unit_test(test_edit_apply_spaces),
		cmocka_unit_test(test_edit_push_and_sort),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
