/* test_table.c: unit tests of the type table (src/table.h): the built-in
 * entries, lookup by whole words, classes, duplicates and growth. */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "table.h"
#include "tablefile.h"

static int
table_setup(void **state)
{
	struct kt_table *t = kt_table_new();

	kt_tablefile_builtin(t);
	*state = t;
	return 0;
}

static int
table_teardown(void **state)
{
	kt_table_free(*state);
	return 0;
}

static const struct kt_type *
lookup(const struct kt_table *t, const char *word)
{
	return kt_table_lookup(t, (const unsigned char *)word, strlen(word));
}

/* tables/linux.ktypes, as built in ([distinct]: both flags) */
#define DIST (KT_TYPE_DISTINCT | KT_TYPE_DISTINCT_SOMEWHERE)
static const struct {
	const char *kernel, *iso;
	unsigned flags;
	const char *cls;
} builtin[] = {
	{ "__u8", "uint8_t", 0, "fixed" }, { "__u16", "uint16_t", 0, "fixed" },
	{ "__u32", "uint32_t", 0, "fixed" }, { "__u64", "uint64_t", DIST, "fixed" },
	{ "__s8", "int8_t", 0, "fixed" }, { "__s16", "int16_t", 0, "fixed" },
	{ "__s32", "int32_t", 0, "fixed" }, { "__s64", "int64_t", DIST, "fixed" },
	{ "u8", "uint8_t", KT_TYPE_CONTEXT, "fixed" },
	{ "u16", "uint16_t", KT_TYPE_CONTEXT, "fixed" },
	{ "u32", "uint32_t", KT_TYPE_CONTEXT, "fixed" },
	{ "u64", "uint64_t", KT_TYPE_CONTEXT | DIST, "fixed" },
	{ "s8", "int8_t", KT_TYPE_CONTEXT, "fixed" },
	{ "s16", "int16_t", KT_TYPE_CONTEXT, "fixed" },
	{ "s32", "int32_t", KT_TYPE_CONTEXT, "fixed" },
	{ "s64", "int64_t", KT_TYPE_CONTEXT | DIST, "fixed" },
	{ "__aligned_u64", "alignas(8) uint64_t", DIST, "aligned" },
	{ "__aligned_s64", "alignas(8) int64_t", DIST, "aligned" },
	{ "__aligned_be64", "alignas(8) big-endian uint64_t", DIST, "aligned" },
	{ "__aligned_le64", "alignas(8) little-endian uint64_t", DIST, "aligned" },
	{ "__be16", "big-endian uint16_t", 0, "endian" },
	{ "__be32", "big-endian uint32_t", 0, "endian" },
	{ "__be64", "big-endian uint64_t", DIST, "endian" },
	{ "__le16", "little-endian uint16_t", 0, "endian" },
	{ "__le32", "little-endian uint32_t", 0, "endian" },
	{ "__le64", "little-endian uint64_t", DIST, "endian" },
	/* types with no ISO spelling, which mode iso explains */
	{ "__kernel_off_t", NULL, 0, NULL },
	{ "__kernel_fsid_t", NULL, 0, NULL },
	{ "__poll_t", NULL, 0, NULL },
	{ "__wsum", NULL, 0, NULL },
};

#define NBUILTIN (sizeof builtin / sizeof builtin[0])

static void
test_table_builtin_lookup(void **state)
{
	struct kt_table *t = *state;
	size_t i;

	assert_int_equal(kt_table_size(t), NBUILTIN);
	/* all classes on, to see every entry */
	for (i = 0; i < kt_table_class_count(t); i++)
		kt_table_enable(t, (unsigned)i, true);
	for (i = 0; i < NBUILTIN; i++) {
		const struct kt_type *e = lookup(t, builtin[i].kernel);
		unsigned cls;

		if (builtin[i].iso == NULL) {
			/* never respelled, always explained */
			assert_null(e);
			e = kt_table_lookup_kept(t, (const unsigned char *)
			    builtin[i].kernel, strlen(builtin[i].kernel));
			assert_non_null(e);
			assert_null(e->iso);
			assert_non_null(e->about);
			continue;
		}
		cls = kt_table_class(t, builtin[i].cls);
		assert_non_null(e);
		assert_string_equal(e->kernel, builtin[i].kernel);
		assert_string_equal(e->iso, builtin[i].iso);
		assert_int_equal(e->klen, strlen(builtin[i].kernel));
		assert_int_equal(e->ilen, strlen(builtin[i].iso));
		assert_int_equal(e->flags, builtin[i].flags);
		assert_int_equal(e->cls, cls);
	}
	assert_int_equal(kt_table_class_count(t), 3);
}

static void
test_table_builtin_entries_in_order(void **state)
{
	const struct kt_table *t = *state;
	size_t i;

	for (i = 0; i < NBUILTIN; i++) {
		const struct kt_type *e = kt_table_entry(t, i);
		assert_non_null(e);
		assert_string_equal(e->kernel, builtin[i].kernel);
	}
	assert_null(kt_table_entry(t, NBUILTIN));
	assert_null(kt_table_entry(t, (size_t)-1));
}

static void
test_table_whole_words_only(void **state)
{
	static const char *const misses[] = {
		"__u", "__u3", "__u320", "__u32x", "x__u32", "_u32", "___u32",
		"u", "u3", "u320", "u32x", "xu32", "u800", "U32", "__U32",
		"__be32", "__le16", "__aligned_u64", "__kernel_size_t", "s",
		"s6", "s644", "u128", "__u128", "uint32_t", "int8_t", "__",
		"u7", "__s", "bpf_get_prandom_u32",
	};
	const struct kt_table *t = *state;
	size_t i;

	for (i = 0; i < sizeof misses / sizeof misses[0]; i++) {
		if (lookup(t, misses[i]) != NULL)
			print_error("'%s' found\n", misses[i]);
		assert_null(lookup(t, misses[i]));
	}
}

static void
test_table_lookup_uses_length(void **state)
{
	const struct kt_table *t = *state;
	const unsigned char *w = (const unsigned char *)"__u32_t";
	const struct kt_type *e;

	/* the first five bytes are a word; all seven are not */
	e = kt_table_lookup(t, w, 5);
	assert_non_null(e);
	assert_string_equal(e->iso, "uint32_t");
	assert_null(kt_table_lookup(t, w, 7));
	assert_null(kt_table_lookup(t, w, 4));
	/* "u64 " with its length: u64 */
	e = kt_table_lookup(t, (const unsigned char *)"u64 flags", 3);
	assert_non_null(e);
	assert_string_equal(e->kernel, "u64");
	assert_null(kt_table_lookup(t, (const unsigned char *)"u64 flags", 4));
	/* a word is exact bytes: a NUL inside does not end it */
	assert_null(kt_table_lookup(t, (const unsigned char *)"u8\0x", 4));
}

static void
test_table_skip_first(void **state)
{
	const struct kt_table *t = *state;

	assert_false(kt_table_skip_first(t, '_'));
	assert_false(kt_table_skip_first(t, 'u'));
	assert_false(kt_table_skip_first(t, 's'));
	assert_true(kt_table_skip_first(t, 'a'));
	assert_true(kt_table_skip_first(t, 'U'));
	assert_true(kt_table_skip_first(t, '3'));
	assert_true(kt_table_skip_first(t, 0xff));
}

static void
test_table_classes(void **state)
{
	struct kt_table *t = *state;
	unsigned fixed, other;

	/* the built-in table: fixed is on, aligned and endian are off */
	assert_int_equal(kt_table_class_count(t), 3);
	fixed = kt_table_class(t, "fixed");
	assert_int_equal(kt_table_class_count(t), 3);
	assert_string_equal(kt_table_class_name(t, fixed), "fixed");
	assert_true(kt_table_class_on(t, fixed));
	assert_false(kt_table_class_on(t, kt_table_class(t, "aligned")));
	assert_false(kt_table_class_on(t, kt_table_class(t, "endian")));
	assert_null(lookup(t, "__be32"));
	assert_null(lookup(t, "__aligned_u64"));
	assert_null(kt_table_class_name(t, 5));

	/* new classes start off */
	other = kt_table_class(t, "other");
	assert_int_not_equal(other, fixed);
	assert_int_equal(kt_table_class_count(t), 4);
	assert_string_equal(kt_table_class_name(t, other), "other");
	assert_int_equal(kt_table_class(t, "other"), other);
	assert_true(kt_table_add(t, "__kernel_size_t", "size_t", other, 0));
	assert_null(lookup(t, "__kernel_size_t"));
	kt_table_enable(t, other, true);
	assert_non_null(lookup(t, "__kernel_size_t"));
	assert_string_equal(lookup(t, "__kernel_size_t")->iso, "size_t");

	/* switching a class off hides all its entries, and only those */
	kt_table_enable(t, fixed, false);
	assert_null(lookup(t, "__u32"));
	assert_null(lookup(t, "u8"));
	assert_non_null(lookup(t, "__kernel_size_t"));
	kt_table_enable(t, fixed, true);
	assert_non_null(lookup(t, "__u32"));
	assert_non_null(lookup(t, "u8"));
	/* an unknown class index is ignored */
	kt_table_enable(t, 17, false);
	assert_non_null(lookup(t, "__u32"));
}

static void
test_table_duplicate_add(void **state)
{
	struct kt_table *t = *state;
	unsigned fixed = kt_table_class(t, "fixed");

	assert_false(kt_table_add(t, "__u32", "something_else", fixed, 0));
	assert_int_equal(kt_table_size(t), NBUILTIN);
	assert_string_equal(lookup(t, "__u32")->iso, "uint32_t");
	assert_false(kt_table_add(t, "u8", "x", fixed, 0));
	assert_int_equal(lookup(t, "u8")->flags, KT_TYPE_CONTEXT);
	/* loading the built-in table twice adds nothing */
	kt_tablefile_builtin(t);
	assert_int_equal(kt_table_size(t), NBUILTIN);
	assert_int_equal(kt_table_class_count(t), 3);
	/* a new word is added once */
	assert_true(kt_table_add(t, "__kernel_ulong_t", "unsigned long", fixed, 0));
	assert_false(kt_table_add(t, "__kernel_ulong_t", "x", fixed, 0));
	assert_int_equal(kt_table_size(t), NBUILTIN + 1);
}

static void
test_table_empty(void **state)
{
	struct kt_table *t = kt_table_new();

	(void)state;
	assert_int_equal(kt_table_size(t), 0);
	assert_int_equal(kt_table_class_count(t), 0);
	assert_null(lookup(t, "__u32"));
	assert_null(lookup(t, "x"));
	assert_true(kt_table_skip_first(t, '_'));
	assert_null(kt_table_entry(t, 0));
	kt_table_free(t);
	kt_table_free(NULL);
}

static void
test_table_rehash_many(void **state)
{
	struct kt_table *t = kt_table_new();
	unsigned cls;
	char k[32], v[32];
	int i;

	(void)state;
	cls = kt_table_class(t, "fixed");
	kt_table_enable(t, cls, true);
	for (i = 0; i < 5000; i++) {
		snprintf(k, sizeof k, "t%d_t", i);
		snprintf(v, sizeof v, "iso%d", i);
		assert_true(kt_table_add(t, k, v, cls, (unsigned)i & 1u));
	}
	assert_int_equal(kt_table_size(t), 5000);
	for (i = 0; i < 5000; i++) {
		const struct kt_type *e;

		snprintf(k, sizeof k, "t%d_t", i);
		snprintf(v, sizeof v, "iso%d", i);
		e = lookup(t, k);
		if (e == NULL)
			print_error("'%s' lost\n", k);
		assert_non_null(e);
		assert_string_equal(e->iso, v);
		assert_int_equal(e->flags, (unsigned)i & 1u);
		assert_ptr_equal(kt_table_entry(t, (size_t)i), e);
		/* and duplicates are still found after growing */
		assert_false(kt_table_add(t, k, "dup", cls, 0));
	}
	for (i = 5000; i < 5100; i++) {
		snprintf(k, sizeof k, "t%d_t", i);
		assert_null(lookup(t, k));
	}
	assert_null(lookup(t, "t1_"));
	assert_null(lookup(t, "t1_tt"));
	kt_table_free(t);
}

/* A large table whose spellings end in every digit and letter: each
 * entry is found, by its spelling and at the end of a line (the index by
 * last byte, which once grew by insertion, in time quadratic in the
 * table), and a class switched off hides them all.  (Its load time is
 * measured by "make bench", not asserted here.) */
static void
test_table_large_by_last_byte(void **state)
{
	static const char ends[] = "0123456789abcdefghijklmnopqrstuvwxyz_";
	struct kt_table *t = kt_table_new();
	unsigned cls;
	char k[48], line[64];
	int i, n = 120000;

	(void)state;
	cls = kt_table_class(t, "big");
	kt_table_enable(t, cls, true);
	for (i = 0; i < n; i++) {
		snprintf(k, sizeof k, "__k%d%c", i, ends[i % 37]);
		assert_true(kt_table_add(t, k, "iso_t", cls, 0));
	}
	assert_int_equal(kt_table_size(t), (size_t)n);
	for (i = 0; i < n; i += 7) {
		size_t len;

		snprintf(k, sizeof k, "__k%d%c", i, ends[i % 37]);
		assert_non_null(lookup(t, k));
		assert_ptr_equal(kt_table_entry(t, (size_t)i), lookup(t, k));
		len = (size_t)snprintf(line, sizeof line, "a (%s) b", k);
		assert_true(kt_table_in_line(t, (const unsigned char *)line,
		    len));
		assert_true(kt_table_ends_at(t, (const unsigned char *)line,
		    strlen(k) + 2));
	}
	snprintf(line, sizeof line, "x __k%d%c", n, ends[n % 37]);
	assert_false(kt_table_ends_at(t, (const unsigned char *)line,
	    strlen(line) - 1));
	/* a class that is off: its words are kept, not respelled, and
	 * still in the quick tests (mode iso explains them) */
	kt_table_enable(t, cls, false);
	snprintf(k, sizeof k, "__k5%c", ends[5]);
	snprintf(line, sizeof line, "x %s", k);
	assert_true(kt_table_in_line(t, (const unsigned char *)line,
	    strlen(line)));
	assert_null(lookup(t, k));
	assert_non_null(kt_table_lookup_kept(t, (const unsigned char *)k,
	    strlen(k)));
	snprintf(line, sizeof line, "x __k%dq", n);
	assert_false(kt_table_in_line(t, (const unsigned char *)line,
	    strlen(line)));
	kt_table_free(t);
}

/* kt_table_in_line finds a word at every place of lines of every length
 * (eight bytes at a time, the last eight read again), among bytes above
 * 127 and digits or '_' elsewhere; and a table with a word that has
 * neither a digit nor '_' is searched byte by byte. */
static void
test_table_in_line_at_every_place(void **state)
{
	struct kt_table *t = kt_table_new();
	unsigned cls = kt_table_class(t, "c");
	unsigned char line[40];
	size_t len, at;

	(void)state;
	kt_table_enable(t, cls, true);
	assert_true(kt_table_add(t, "u32", "uint32_t", cls, 0));
	for (len = 3; len <= sizeof line; len++)
		for (at = 0; at + 3 <= len; at++) {
			memset(line, 0xe9, len);	/* (not a digit) */
			memcpy(line + at, "u32", 3);
			assert_true(kt_table_in_line(t, line, len));
			line[at + 1] = 'x';	/* "ux2" */
			assert_false(kt_table_in_line(t, line, len));
			line[at + 1] = '_';	/* "u_2": a key, no word */
			assert_false(kt_table_in_line(t, line, len));
		}
	memcpy(line, "a bool b", 8);
	assert_false(kt_table_in_line(t, line, 8));
	assert_true(kt_table_add(t, "bool", "_Bool", cls, 0));
	assert_true(kt_table_in_line(t, line, 8));
	assert_true(kt_table_in_line(t, line + 2, 4));
	kt_table_free(t);
}

static void
test_table_strings_are_copied(void **state)
{
	struct kt_table *t = kt_table_new();
	unsigned cls = kt_table_class(t, "fixed");
	char k[16], v[16];

	(void)state;
	kt_table_enable(t, cls, true);
	strcpy(k, "foo_t");
	strcpy(v, "bar_t");
	assert_true(kt_table_add(t, k, v, cls, 0));
	memset(k, 'x', sizeof k - 1);
	memset(v, 'y', sizeof v - 1);
	assert_non_null(lookup(t, "foo_t"));
	assert_string_equal(lookup(t, "foo_t")->iso, "bar_t");
	kt_table_free(t);
}

#define T(f) cmocka_unit_test_setup_teardown(f, table_setup, table_teardown)

int
main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_table_builtin_lookup),
		T(test_table_builtin_entries_in_order),
		T(test_table_whole_words_only),
		T(test_table_lookup_uses_length),
		T(test_table_skip_first),
		T(test_table_classes),
		T(test_table_duplicate_add),
		cmocka_unit_test(test_table_empty),
		cmocka_unit_test(test_table_rehash_many),
		cmocka_unit_test(test_table_large_by_last_byte),
		cmocka_unit_test(test_table_in_line_at_every_place),
		cmocka_unit_test(test_table_strings_are_copied),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
