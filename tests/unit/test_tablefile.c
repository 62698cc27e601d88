/* test_tablefile.c: unit tests of the table file format (tablefile.h). */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "msg.h"
#include "tablefile.h"

/* Messages go to a temporary file; returns its contents (static). */
static FILE *msgs;

static int
setup(void **state)
{
	(void)state;
	msgs = tmpfile();
	kt_msg_set_stream(msgs);
	kt_msg_reset();
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	kt_msg_set_stream(NULL);
	fclose(msgs);
	return 0;
}

static const char *
messages(void)
{
	static char buf[4096];
	size_t n;

	fflush(msgs);
	rewind(msgs);
	n = fread(buf, 1, sizeof buf - 1, msgs);
	buf[n] = '\0';
	rewind(msgs);
	if (ftruncate(fileno(msgs), 0) != 0)
		buf[0] = '\0';
	return buf;
}

static const struct kt_type *
lookup(const struct kt_table *t, const char *w)
{
	return kt_table_lookup(t, (const unsigned char *)w, strlen(w));
}

static bool
parse(struct kt_table *t, const char *text)
{
	return kt_tablefile_parse(t, "my.ktypes", text, strlen(text));
}

static void
test_tablefile_comment_only_at_line_start(void **state)
{
	struct kt_table *t = kt_table_new();

	(void)state;
	/* "#" starts a comment only at the start of a line: inside an ISO
	 * spelling it is a bad character */
	assert_false(parse(t,
	    "# a comment\n"
	    "\n"
	    "class mine on\n"
	    "  __kernel_ulong_t =  unsigned long   # not a comment: kept? no\n"));
	assert_int_equal(kt_table_size(t), 0);
	kt_table_free(t);
	assert_string_equal(messages(),
	    "ktypes:my.ktypes:4: error: bad ISO spelling 'unsigned long   # "
	    "not a comment: kept? no' (1 to 200 of: letters, digits, single "
	    "blanks, _()*,:<>&+-)\n");
}

static void
test_tablefile_good_table(void **state)
{
	struct kt_table *t = kt_table_new();
	const struct kt_type *e;

	(void)state;
	assert_true(parse(t,
	    "# my project's types\n"
	    "class mine on\n"
	    "__kernel_ulong_t = unsigned long\n"
	    "\tword\t=\tuint16_t\t[context]\r\n"
	    "class later\n"
	    "__be99 = big-endian uint99_t\n"));
	assert_string_equal(messages(), "");
	assert_int_equal(kt_table_size(t), 3);
	e = lookup(t, "__kernel_ulong_t");
	assert_non_null(e);
	assert_string_equal(e->iso, "unsigned long");
	assert_string_equal(e->iso_roff, "unsigned\\ long");
	assert_int_equal(e->ilen, 13);
	assert_int_equal(e->flags, 0);
	e = lookup(t, "word");
	assert_non_null(e);
	assert_string_equal(e->iso, "uint16_t");
	assert_int_equal(e->flags, KT_TYPE_CONTEXT);
	/* class "later" is off */
	assert_null(lookup(t, "__be99"));
	kt_table_enable(t, kt_table_class(t, "later"), true);
	assert_non_null(lookup(t, "__be99"));
	kt_table_free(t);
}

static void
test_tablefile_errors_cite_line_and_load_nothing(void **state)
{
	static const struct {
		const char *text, *msg;
	} bad[] = {
		{ "__u32 = uint32_t\n",
		  "ktypes:my.ktypes:1: error: entry before the first 'class' line\n" },
		{ "class a\nfoo uint32_t\n",
		  "ktypes:my.ktypes:2: error: expected 'KERNEL = ISO' or 'KERNEL = ISO [FLAGS]'\n" },
		{ "class a\n9x = int\n",
		  "ktypes:my.ktypes:2: error: kernel spelling '9x' is not a C identifier of at most 63 characters\n" },
		{ "class a\nfo-o = int\n",
		  "ktypes:my.ktypes:2: error: kernel spelling 'fo-o' is not a C identifier of at most 63 characters\n" },
		{ "class a\nfoo = \\fBint\n",
		  "ktypes:my.ktypes:2: error: bad ISO spelling '\\fBint' (1 to 200 of: letters, digits, single blanks, _()*,:<>&+-)\n" },
		{ "class a\nfoo =\n",
		  "ktypes:my.ktypes:2: error: bad ISO spelling '' (1 to 200 of: letters, digits, single blanks, _()*,:<>&+-)\n" },
		{ "class a\nfoo = int  x\n",
		  "ktypes:my.ktypes:2: error: bad ISO spelling 'int  x' (1 to 200 of: letters, digits, single blanks, _()*,:<>&+-)\n" },
		{ "class a\nfoo = int [shortname]\n",
		  "ktypes:my.ktypes:2: error: unknown flag 'shortname' (known: context, distinct)\n" },
		{ "class a\nfoo = int\nfoo = long\n",
		  "ktypes:my.ktypes:3: error: 'foo' is in the table twice\n" },
		{ "class\n",
		  "ktypes:my.ktypes:1: error: expected 'class NAME', 'class NAME on' or 'class NAME off'\n" },
		{ "class a maybe\n",
		  "ktypes:my.ktypes:1: error: expected 'class NAME', 'class NAME on' or 'class NAME off'\n" },
		{ "class a.b\n",
		  "ktypes:my.ktypes:1: error: bad class name 'a.b' (letters, digits, '_' and '-')\n" },
		{ "explain foo\n",
		  "ktypes:my.ktypes:1: error: expected 'explain KERNEL = WORDS'\n" },
		{ "explain foo bar\n",
		  "ktypes:my.ktypes:1: error: expected 'explain KERNEL = WORDS'\n" },
		{ "explain 9x = a thing\n",
		  "ktypes:my.ktypes:1: error: kernel spelling '9x' is not a C identifier of at most 63 characters\n" },
		{ "explain foo = a thing.\n",
		  "ktypes:my.ktypes:1: error: bad words 'a thing.' (1 to 200 of: letters, digits, single blanks, _()*,:<>&+-)\n" },
		{ "explain foo =\n",
		  "ktypes:my.ktypes:1: error: bad words '' (1 to 200 of: letters, digits, single blanks, _()*,:<>&+-)\n" },
		{ "explain foo = a \"thing\"\n",
		  "ktypes:my.ktypes:1: error: bad words 'a \"thing\"' (1 to 200 of: letters, digits, single blanks, _()*,:<>&+-)\n" },
		{ "explain foo = a thing\nexplain foo = another\n",
		  "ktypes:my.ktypes:2: error: 'foo' is explained twice\n" },
		{ "class a\nexplain foo = a thing\nfoo = int\nfoo = long\n",
		  "ktypes:my.ktypes:4: error: 'foo' is in the table twice\n" },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		struct kt_table *t = kt_table_new();
		const char *got;

		kt_msg_reset();
		/* a good entry first: it must not be loaded either */
		assert_true(parse(t, "class keep on\nkeep_t = int\n"));
		assert_false(parse(t, bad[i].text));
		got = messages();
		if (strcmp(got, bad[i].msg) != 0)
			print_error("table %zu:\n%s\nmessage: %sexpected: %s", i,
			    bad[i].text, got, bad[i].msg);
		assert_string_equal(got, bad[i].msg);
		assert_int_equal(kt_msg_worst(), KT_LEVEL_USAGE);
		assert_int_equal(kt_table_size(t), 1);
		assert_null(lookup(t, "foo"));
		assert_null(kt_table_lookup_kept(t, (const unsigned char *)"foo",
		    3));
		kt_table_free(t);
	}
}

static const struct kt_type *
kept(const struct kt_table *t, const char *w)
{
	return kt_table_lookup_kept(t, (const unsigned char *)w, strlen(w));
}

/* "explain KERNEL = WORDS": the words of a type, before or after its
 * entry, of a type with no ISO spelling (never respelled, always kept),
 * of a type of an earlier table; the words stay with a type that a later
 * table respells, and a later explain line replaces them. */
static void
test_tablefile_explain_lines(void **state)
{
	struct kt_table *t = kt_table_new();
	const struct kt_type *e;

	(void)state;
	kt_tablefile_builtin(t);
	/* the Linux table's: __be16 kept (class endian off), explained */
	e = kept(t, "__be16");
	assert_non_null(e);
	assert_string_equal(e->about,
	    "uint16_t in big-endian (network) byte order");
	assert_null(lookup(t, "__be16"));
	/* a type of no ISO spelling: kept whatever the classes */
	e = kept(t, "__poll_t");
	assert_non_null(e);
	assert_null(e->iso);
	assert_non_null(e->about);
	/* respelled types are not kept */
	assert_null(kept(t, "__u32"));
	assert_null(kept(t, "__nothing"));
	assert_true(parse(t,
	    "explain mine_t = a type of mine\n"
	    "class mine off\n"
	    "mine_t = int\n"
	    "explain their_t = a type of theirs\n"
	    "explain __be16 = a port\n"
	    "class endian on\n"
	    "__be32 = be32_t\n"));
	assert_string_equal(messages(), "");
	e = kept(t, "mine_t");
	assert_non_null(e);
	assert_string_equal(e->iso, "int");
	assert_string_equal(e->about, "a type of mine");
	assert_string_equal(kept(t, "their_t")->about, "a type of theirs");
	assert_null(kept(t, "their_t")->iso);
	/* a later table's words replace the earlier's; __be16 is now
	 * respelled (class endian on), its words kept for it */
	assert_null(kept(t, "__be16"));
	assert_string_equal(lookup(t, "__be16")->about, "a port");
	/* a new spelling leaves the words of the type */
	assert_string_equal(lookup(t, "__be32")->iso, "be32_t");
	assert_string_equal(lookup(t, "__be32")->about,
	    "uint32_t in big-endian (network) byte order");
	kt_table_free(t);
}

static void
test_tablefile_nul_byte(void **state)
{
	struct kt_table *t = kt_table_new();

	(void)state;
	assert_false(kt_tablefile_parse(t, "my.ktypes", "class a\nx = y\0z\n", 14));
	assert_string_equal(messages(),
	    "ktypes:my.ktypes:2: error: NUL byte in a table file\n");
	assert_int_equal(kt_table_size(t), 0);
	kt_table_free(t);
}

static void
test_tablefile_later_tables_replace_entries(void **state)
{
	struct kt_table *t = kt_table_new();

	(void)state;
	kt_tablefile_builtin(t);
	assert_true(parse(t, "class aligned on\n"
	    "__aligned_u64 = uint64_t __attribute__((aligned(8)))\n"));
	assert_string_equal(lookup(t, "__aligned_u64")->iso,
	    "uint64_t __attribute__((aligned(8)))");
	/* the rest of the class is there, and now on */
	assert_string_equal(lookup(t, "__aligned_s64")->iso,
	    "alignas(8) int64_t");
	kt_table_free(t);
}

static void
test_tablefile_load_and_find(void **state)
{
	char dir[] = "/tmp/ktypes-tablefile-XXXXXX", path[4200], found[4200];
	struct kt_table *t = kt_table_new();
	FILE *f;

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/ktypes", dir);
	assert_int_equal(mkdir(path, 0700), 0);
	snprintf(path, sizeof path, "%s/ktypes/mine.ktypes", dir);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs("class mine on\nmy_t = int\n", f);
	fclose(f);

	setenv("XDG_DATA_HOME", dir, 1);
	assert_true(kt_tablefile_find("mine", "/nonexistent", found, sizeof found));
	assert_string_equal(found, path);
	assert_false(kt_tablefile_find("other", "/nonexistent", found, sizeof found));
	/* the system folder comes second */
	assert_true(kt_tablefile_find("mine", dir, found, sizeof found));
	assert_string_equal(found, path);
	assert_true(kt_tablefile_load(t, path));
	assert_non_null(lookup(t, "my_t"));

	assert_false(kt_tablefile_load(t, "/nonexistent/x.ktypes"));
	assert_string_equal(messages(), "ktypes: error: cannot read table "
	    "'/nonexistent/x.ktypes': No such file or directory\n");
	assert_false(kt_tablefile_load(t, dir));
	snprintf(found, sizeof found, "ktypes: error: cannot read table '%s': "
	    "not a regular file or a pipe\n", dir);
	assert_string_equal(messages(), found);
	/* a pipe is read; a FIFO that nothing writes to is refused, after
	 * a short wait, without blocking in open(2) */
	{
		static const char text[] = "class piped on\npiped_t = p_t\n";
		char fifo[128];
		int pfd[2];

		assert_int_equal(pipe(pfd), 0);
		assert_int_equal(write(pfd[1], text, sizeof text - 1),
		    (ssize_t)(sizeof text - 1));
		close(pfd[1]);
		snprintf(fifo, sizeof fifo, "/dev/fd/%d", pfd[0]);
		assert_true(kt_tablefile_load(t, fifo));
		assert_non_null(lookup(t, "piped_t"));
		close(pfd[0]);
		snprintf(fifo, sizeof fifo, "%s/fifo", dir);
		assert_int_equal(mkfifo(fifo, 0600), 0);
		assert_false(kt_tablefile_load(t, fifo));
		snprintf(found, sizeof found, "ktypes: error: cannot read table "
		    "'%s': no process is writing to it (waited 2 seconds)\n",
		    fifo);
		assert_string_equal(messages(), found);
		unlink(fifo);
	}
	unsetenv("XDG_DATA_HOME");
	unlink(path);
	snprintf(path, sizeof path, "%s/ktypes", dir);
	rmdir(path);
	rmdir(dir);
	kt_table_free(t);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_tablefile_comment_only_at_line_start, setup, teardown),
		cmocka_unit_test_setup_teardown(test_tablefile_good_table, setup, teardown),
		cmocka_unit_test_setup_teardown(test_tablefile_errors_cite_line_and_load_nothing, setup, teardown),
		cmocka_unit_test_setup_teardown(test_tablefile_nul_byte, setup, teardown),
		cmocka_unit_test_setup_teardown(test_tablefile_explain_lines, setup, teardown),
		cmocka_unit_test_setup_teardown(test_tablefile_later_tables_replace_entries, setup, teardown),
		cmocka_unit_test_setup_teardown(test_tablefile_load_and_find, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
