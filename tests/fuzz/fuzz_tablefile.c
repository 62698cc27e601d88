/* fuzz_tablefile.c: libFuzzer harness of the table-file parser
 * (tablefile.h).
 *
 * The input is a table file.  kt_tablefile_parse must never crash, and
 * must leave the table untouched when it fails.  A table that parses is
 * written out again from its entries (each class once, with its final
 * state, then its entries with their flags) and that text must parse
 * into the same table: the same classes in the same states, the same
 * entries with the same spellings, classes, flags and words (explain
 * lines, also of types with no ISO spelling and no class).  Parsing the
 * input into a table that already holds the built-in one must work the
 * same way (the merge), with the file's entries and words winning.
 */
#include "fuzz_common.h"

#include "tablefile.h"

/* The most classes that all tables together may have (table.c). */
#define KT_FUZZ_CLASS_MAX 32

/* The table T as a table file, in W. */
static void
kt_fuzz_unparse(const struct kt_table *t, struct kt_writer *w)
{
	unsigned c;
	size_t i;

	for (c = 0; c < kt_table_class_count(t); c++) {
		const char *name = kt_table_class_name(t, c);

		kt_writer_put(w, "class ", 6);
		kt_writer_put(w, name, strlen(name));
		if (kt_table_class_on(t, c))
			kt_writer_put(w, " on", 3);
		else
			kt_writer_put(w, " off", 4);
		kt_writer_put(w, "\n", 1);
		for (i = 0; i < kt_table_size(t); i++) {
			const struct kt_type *e = kt_table_entry(t, i);

			if (e->cls != c)
				continue;
			kt_writer_put(w, e->kernel, e->klen);
			kt_writer_put(w, " = ", 3);
			kt_writer_put(w, e->iso, e->ilen);
			if (e->flags & (KT_TYPE_CONTEXT | KT_TYPE_DISTINCT)) {
				kt_writer_put(w, " [", 2);
				if (e->flags & KT_TYPE_CONTEXT)
					kt_writer_put(w, "context", 7);
				if ((e->flags & KT_TYPE_CONTEXT) &&
				    (e->flags & KT_TYPE_DISTINCT))
					kt_writer_put(w, " ", 1);
				if (e->flags & KT_TYPE_DISTINCT)
					kt_writer_put(w, "distinct", 8);
				kt_writer_put(w, "]", 1);
			}
			kt_writer_put(w, "\n", 1);
		}
	}
	for (i = 0; i < kt_table_size(t); i++) {
		const struct kt_type *e = kt_table_entry(t, i);

		if (e->about == NULL)
			continue;
		kt_writer_put(w, "explain ", 8);
		kt_writer_put(w, e->kernel, e->klen);
		kt_writer_put(w, " = ", 3);
		kt_writer_put(w, e->about, e->ablen);
		kt_writer_put(w, "\n", 1);
	}
}

/* Are the strings A and B (either may be NULL) the same? */
static bool
kt_fuzz_streq(const char *a, const char *b)
{
	return a == NULL || b == NULL ? a == b : strcmp(a, b) == 0;
}

/* Are A and B the same table?  Entries are compared by kernel spelling,
 * classes by name. */
static void
kt_fuzz_same(const struct kt_table *a, const struct kt_table *b,
	     const char *what)
{
	unsigned c;
	size_t i;

	if (kt_table_class_count(a) != kt_table_class_count(b))
		KT_FUZZ_FAIL("%s: %u classes, then %u", what,
		    kt_table_class_count(a), kt_table_class_count(b));
	for (c = 0; c < kt_table_class_count(a); c++) {
		const char *name = kt_table_class_name(a, c);
		unsigned d;

		for (d = 0; d < kt_table_class_count(b); d++)
			if (strcmp(kt_table_class_name(b, d), name) == 0)
				break;
		if (d == kt_table_class_count(b))
			KT_FUZZ_FAIL("%s: class '%s' lost", what, name);
		if (kt_table_class_on(a, c) != kt_table_class_on(b, d))
			KT_FUZZ_FAIL("%s: class '%s' changed state", what, name);
	}
	if (kt_table_size(a) != kt_table_size(b))
		KT_FUZZ_FAIL("%s: %zu entries, then %zu", what, kt_table_size(a),
		    kt_table_size(b));
	for (i = 0; i < kt_table_size(a); i++) {
		const struct kt_type *e = kt_table_entry(a, i), *f = NULL;
		size_t j;

		for (j = 0; j < kt_table_size(b); j++)
			if (strcmp(kt_table_entry(b, j)->kernel, e->kernel) == 0)
				f = kt_table_entry(b, j);
		if (f == NULL)
			KT_FUZZ_FAIL("%s: entry '%s' lost", what, e->kernel);
		if (!kt_fuzz_streq(e->iso, f->iso) || e->flags != f->flags ||
		    !kt_fuzz_streq(kt_table_class_name(a, e->cls),
		    kt_table_class_name(b, f->cls)) ||
		    !kt_fuzz_streq(e->iso_roff, f->iso_roff) ||
		    !kt_fuzz_streq(e->about, f->about) ||
		    e->klen != strlen(e->kernel) ||
		    (e->iso != NULL && e->ilen != strlen(e->iso)) ||
		    (e->about != NULL && e->ablen != strlen(e->about)) ||
		    (e->iso == NULL && e->about == NULL))
			KT_FUZZ_FAIL("%s: entry '%s' changed", what, e->kernel);
		/* lookup finds it when it has an ISO spelling and its class
		 * is on; else it is kept (mode iso explains it) */
		if ((kt_table_lookup(a, (const unsigned char *)e->kernel,
		    e->klen) == e) != (e->iso != NULL &&
		    kt_table_class_on(a, e->cls)) ||
		    (kt_table_lookup_kept(a, (const unsigned char *)e->kernel,
		    e->klen) == e) == kt_table_respells(a, e))
			KT_FUZZ_FAIL("%s: lookup of '%s' is wrong", what,
			    e->kernel);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct kt_table *t, *u, *base, *empty;
	struct kt_writer w;
	bool ok;

	kt_fuzz_init();
	kt_msg_reset();
	t = kt_table_new();
	ok = kt_tablefile_parse(t, "fuzz", (const char *)data, size);
	if (!ok) {
		empty = kt_table_new();
		kt_fuzz_same(empty, t, "a failed parse");
		kt_table_free(empty);
		kt_table_free(t);
		return 0;
	}
	kt_writer_init_mem(&w);
	kt_fuzz_unparse(t, &w);
	u = kt_table_new();
	if (!kt_tablefile_parse(u, "again", (const char *)w.buf, w.len)) {
		fwrite(w.buf, 1, w.len, stderr);
		KT_FUZZ_FAIL("the table written back does not parse");
	}
	kt_fuzz_same(t, u, "parsed again");
	kt_fuzz_same(u, t, "parsed again");

	/* merged over the built-in table, each entry of the file wins */
	base = kt_table_new();
	kt_tablefile_builtin(base);
	{
		struct kt_table *builtin = kt_table_new();
		unsigned c, d, classes;

		kt_tablefile_builtin(builtin);
		classes = kt_table_class_count(builtin);
		for (c = 0; c < kt_table_class_count(t); c++) {
			for (d = 0; d < kt_table_class_count(builtin); d++)
				if (strcmp(kt_table_class_name(t, c),
				    kt_table_class_name(builtin, d)) == 0)
					break;
			classes += d == kt_table_class_count(builtin);
		}
		if (!kt_tablefile_parse(base, "over the built-in",
		    (const char *)data, size)) {
			/* only for the limit on classes of all tables
			 * together, and then nothing of it is used */
			if (classes <= KT_FUZZ_CLASS_MAX)
				KT_FUZZ_FAIL("a table that parses alone does not "
				    "parse over the built-in one (%u classes "
				    "together)", classes);
			kt_fuzz_same(builtin, base, "a failed merge");
			kt_table_free(builtin);
			kt_table_free(base);
			kt_table_free(u);
			kt_table_free(t);
			kt_writer_free(&w);
			return 0;
		}
		if (classes > KT_FUZZ_CLASS_MAX)
			KT_FUZZ_FAIL("%u classes together were taken", classes);
		kt_table_free(builtin);
	}
	{
		size_t i;

		for (i = 0; i < kt_table_size(t); i++) {
			const struct kt_type *e = kt_table_entry(t, i), *f = NULL;
			size_t j;

			for (j = 0; j < kt_table_size(base); j++)
				if (strcmp(kt_table_entry(base, j)->kernel,
				    e->kernel) == 0)
					f = kt_table_entry(base, j);
			/* (a type of words alone keeps the built-in
			 * table's spelling, if it has one) */
			if (f == NULL || (e->iso != NULL &&
			    (!kt_fuzz_streq(f->iso, e->iso) ||
			    f->flags != e->flags)) || (e->about != NULL &&
			    !kt_fuzz_streq(f->about, e->about)))
				KT_FUZZ_FAIL("merge: entry '%s' not the file's",
				    e->kernel);
		}
	}
	kt_table_free(base);
	kt_table_free(u);
	kt_table_free(t);
	kt_writer_free(&w);
	return 0;
}
