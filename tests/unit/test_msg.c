/* test_msg.c: unit tests of diagnostics (src/msg.h): the form of the
 * messages, their arguments, printing and the worst level seen. */
#include <config.h>

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msg.h"

static char buf[4096];

static const char *
fmt(const char *file, unsigned long line, enum kt_msg_id id, const char *a1,
    const char *a2)
{
	struct kt_where w = { file, line };
	size_t n = kt_msg_format(buf, sizeof buf, &w, id, a1, a2);

	assert_int_equal(n, strlen(buf));
	return buf;
}

static void
test_msg_format_file_line(void **state)
{
	(void)state;
	assert_string_equal(fmt("page.7", 12, KT_MSG_MODE_UNKNOWN_PAGE, "bogus",
	    NULL), "ktypes:page.7:12: warning: unknown mode 'bogus' in mode "
	    "request; ignored\n");
	assert_string_equal(fmt("a/b c.2", 1, KT_MSG_MODE_MISSING, NULL, NULL),
	    "ktypes:a/b c.2:1: warning: mode request without a mode; "
	    "ignored\n");
	/* troff's line numbers are 32-bit ints: past 2147483647, they
	 * wrap (".lf 2147483647"), and the message cites what troff does */
	assert_string_equal(fmt("x.7", 4000000000ul, KT_MSG_MODE_EXTRA, "y",
	    NULL), "ktypes:x.7:-294967296: warning: extra argument 'y' to "
	    "mode request ignored\n");
	assert_string_equal(fmt("x.7", 2147483647ul, KT_MSG_MODE_EXTRA, "y",
	    NULL), "ktypes:x.7:2147483647: warning: extra argument 'y' to "
	    "mode request ignored\n");
}

static void
test_msg_format_standard_input(void **state)
{
	(void)state;
	assert_string_equal(fmt("-", 3, KT_MSG_MODE_UNKNOWN_PAGE, "x", NULL),
	    "ktypes:<standard input>:3: warning: unknown mode 'x' in mode "
	    "request; ignored\n");
	/* only "-" itself */
	assert_string_equal(fmt("-x", 3, KT_MSG_MODE_MISSING, NULL, NULL),
	    "ktypes:-x:3: warning: mode request without a mode; ignored\n");
}

static void
test_msg_format_no_line(void **state)
{
	(void)state;
	assert_string_equal(fmt("dir", 0, KT_MSG_ISDIR, "dir", NULL),
	    "ktypes:dir: error: 'dir' is a directory\n");
	assert_string_equal(fmt("f.7", 0, KT_MSG_READ, "Input/output error",
	    NULL), "ktypes:f.7: error: read error: Input/output error\n");
}

static void
test_msg_format_no_file(void **state)
{
	(void)state;
	assert_string_equal(fmt(NULL, 0, KT_MSG_MODE_UNKNOWN_ENV, "bogus",
	    NULL), "ktypes: warning: unknown mode 'bogus' in KTYPES; "
	    "ignored\n");
	/* a line without a file is not shown */
	assert_string_equal(fmt(NULL, 7, KT_MSG_OPEN, "f", "No such file or "
	    "directory"), "ktypes: error: cannot open 'f': No such file or "
	    "directory\n");
	/* no place at all */
	kt_msg_format(buf, sizeof buf, NULL, KT_MSG_WRITE,
	    "No space left on device", NULL);
	assert_string_equal(buf, "ktypes: error: write error on standard "
	    "output: No space left on device\n");
}

static void
test_msg_format_levels(void **state)
{
	(void)state;
	/* the list of modes grows; it starts with these */
	fmt(NULL, 0, KT_MSG_USAGE_MODE, "bogus", NULL);
	assert_memory_equal(buf, "ktypes: error: unknown mode 'bogus' (known: "
	    "kernel, iso", 55);
	assert_string_equal(buf + strlen(buf) - 2, ")\n");
	assert_string_equal(fmt(NULL, 0, KT_MSG_USAGE_EXEC, NULL, NULL),
	    "ktypes: error: option '--exec' needs a command\n");
	assert_string_equal(fmt(NULL, 0, KT_MSG_USAGE_OPTION, "-x", NULL),
	    "ktypes: error: invalid option '-x'\n");
	assert_string_equal(fmt(NULL, 0, KT_MSG_USAGE_LONGOPTION, "--bogus",
	    NULL), "ktypes: error: unrecognized option '--bogus'\n");
	assert_string_equal(fmt(NULL, 0, KT_MSG_USAGE_ARGUMENT, "--mode",
	    NULL), "ktypes: error: option '--mode' requires an argument\n");
	assert_string_equal(fmt(NULL, 0, KT_MSG_NOMEM, NULL, NULL),
	    "ktypes: fatal error: out of memory\n");
	assert_string_equal(fmt(NULL, 0, KT_MSG_EXEC_SIGNAL, "nroff", "9"),
	    "ktypes: error: 'nroff' was killed by signal 9\n");
	assert_string_equal(fmt("big.7", 100002, KT_MSG_BLOCK_CAP, "100000",
	    "16"), "ktypes:big.7:100002: warning: no-fill block too long to "
	    "hold (over 100000 lines or 16 MiB); the rest of it is laid out "
	    "line by line\n");

	assert_int_equal(kt_msg_level(KT_MSG_MODE_UNKNOWN_PAGE),
	    KT_LEVEL_WARNING);
	assert_int_equal(kt_msg_level(KT_MSG_MODE_UNKNOWN_ENV),
	    KT_LEVEL_WARNING);
	assert_int_equal(kt_msg_level(KT_MSG_MODE_MISSING), KT_LEVEL_WARNING);
	assert_int_equal(kt_msg_level(KT_MSG_MODE_EXTRA), KT_LEVEL_WARNING);
	assert_int_equal(kt_msg_level(KT_MSG_BLOCK_CAP), KT_LEVEL_WARNING);
	assert_int_equal(kt_msg_level(KT_MSG_OPEN), KT_LEVEL_ERROR);
	assert_int_equal(kt_msg_level(KT_MSG_READ), KT_LEVEL_ERROR);
	assert_int_equal(kt_msg_level(KT_MSG_ISDIR), KT_LEVEL_ERROR);
	assert_int_equal(kt_msg_level(KT_MSG_WRITE), KT_LEVEL_ERROR);
	assert_int_equal(kt_msg_level(KT_MSG_EXEC), KT_LEVEL_ERROR);
	assert_int_equal(kt_msg_level(KT_MSG_USAGE_MODE), KT_LEVEL_USAGE);
	assert_int_equal(kt_msg_level(KT_MSG_USAGE_EXEC), KT_LEVEL_USAGE);
	assert_int_equal(kt_msg_level(KT_MSG_USAGE_OPTION), KT_LEVEL_USAGE);
	assert_int_equal(kt_msg_level(KT_MSG_USAGE_LONGOPTION),
	    KT_LEVEL_USAGE);
	assert_int_equal(kt_msg_level(KT_MSG_USAGE_ARGUMENT), KT_LEVEL_USAGE);
	assert_int_equal(kt_msg_level(KT_MSG_NOMEM), KT_LEVEL_FATAL);
}

static void
test_msg_every_message_has_text(void **state)
{
	int id;

	(void)state;
	for (id = 0; id < KT_MSG__COUNT; id++) {
		size_t n = kt_msg_format(buf, sizeof buf, NULL,
		    (enum kt_msg_id)id, "A", "B");
		enum kt_msg_level l = kt_msg_level((enum kt_msg_id)id);

		assert_true(l >= KT_LEVEL_WARNING && l <= KT_LEVEL_FATAL);
		assert_true(n > strlen("ktypes: warning: \n"));
		assert_int_equal(buf[n - 1], '\n');
		assert_memory_equal(buf, "ktypes: ", 8);
		/* no template is left unsubstituted, no full stop at the end */
		assert_null(strstr(buf, "%1"));
		assert_null(strstr(buf, "%2"));
		assert_int_not_equal(buf[n - 2], '.');
	}
}

static void
test_msg_arguments_are_not_formats(void **state)
{
	(void)state;
	assert_string_equal(fmt("%s%n", 1, KT_MSG_MODE_UNKNOWN_PAGE,
	    "%1%2%s%n%%", "zz"), "ktypes:%s%n:1: warning: unknown mode "
	    "'%1%2%s%n%%' in mode request; ignored\n");
	/* a missing argument is empty */
	assert_string_equal(fmt(NULL, 0, KT_MSG_OPEN, NULL, NULL),
	    "ktypes: error: cannot open '': \n");
}

static void
test_msg_long_argument_truncated(void **state)
{
	char arg[301], want[512];

	(void)state;
	memset(arg, 'x', 300);
	arg[300] = '\0';
	snprintf(want, sizeof want, "ktypes: warning: unknown mode '%.200s..."
	    "' in KTYPES; ignored\n", arg);
	assert_string_equal(fmt(NULL, 0, KT_MSG_MODE_UNKNOWN_ENV, arg, NULL),
	    want);
	/* up to the limit, nothing is cut */
	arg[200] = '\0';
	snprintf(want, sizeof want, "ktypes: warning: unknown mode '%s' in "
	    "KTYPES; ignored\n", arg);
	assert_string_equal(fmt(NULL, 0, KT_MSG_MODE_UNKNOWN_ENV, arg, NULL),
	    want);
}

static void
test_msg_small_buffer(void **state)
{
	const char *full = "ktypes: warning: unknown mode 'x' in KTYPES; "
	    "ignored\n";
	char small[10];
	size_t n;

	(void)state;
	memset(small, '#', sizeof small);
	n = kt_msg_format(small, sizeof small, NULL, KT_MSG_MODE_UNKNOWN_ENV,
	    "x", NULL);
	assert_int_equal(n, strlen(full));
	assert_string_equal(small, "ktypes: w");
	n = kt_msg_format(NULL, 0, NULL, KT_MSG_MODE_UNKNOWN_ENV, "x", NULL);
	assert_int_equal(n, strlen(full));
	n = kt_msg_format(small, 1, NULL, KT_MSG_MODE_UNKNOWN_ENV, "x", NULL);
	assert_int_equal(n, strlen(full));
	assert_string_equal(small, "");
}

static void
test_msg_prog_name(void **state)
{
	(void)state;
	kt_msg_set_prog("kt");
	assert_string_equal(fmt("f", 2, KT_MSG_MODE_MISSING, NULL, NULL),
	    "kt:f:2: warning: mode request without a mode; ignored\n");
	kt_msg_set_prog("ktypes");
	assert_string_equal(fmt("f", 2, KT_MSG_MODE_MISSING, NULL, NULL),
	    "ktypes:f:2: warning: mode request without a mode; ignored\n");
}

/* Print with kt_msg into a memory stream; return what was printed. */
static char *
printed(void (*fn)(void))
{
	char *p = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&p, &n);

	assert_non_null(f);
	kt_msg_set_stream(f);
	fn();
	kt_msg_set_stream(NULL);
	fclose(f);
	return p;
}

static void
print_two(void)
{
	struct kt_where w = { "page.7", 5 };

	kt_msg(&w, KT_MSG_MODE_UNKNOWN_PAGE, "bogus", NULL);
	kt_msg(NULL, KT_MSG_MODE_UNKNOWN_ENV, "x", NULL);
}

static void
test_msg_print_to_stream(void **state)
{
	char *p;

	(void)state;
	p = printed(print_two);
	assert_string_equal(p, "ktypes:page.7:5: warning: unknown mode "
	    "'bogus' in mode request; ignored\n"
	    "ktypes: warning: unknown mode 'x' in KTYPES; ignored\n");
	free(p);
}

static void
print_abi(void)
{
	struct kt_where w = { "page.2", 9 };

	kt_msg(&w, KT_MSG_ABI_POINTER, "__u64 *", "uint64_t *");
	kt_msg(&w, KT_MSG_MODE_MISSING, NULL, NULL);
}

static void
print_abi_only(void)
{
	struct kt_where w = { "page.2", 9 };

	kt_msg(&w, KT_MSG_ABI_POINTER, "__u64 *", "uint64_t *");
}

/* The warnings of category abi are off by default and neither printed
 * nor counted in the worst level; -w abi (or all) turns them on, -W off again; warnings of
 * no category are always printed; an unknown name changes nothing. */
static void
test_msg_category_abi(void **state)
{
	static const char abi[] = "ktypes:page.2:9: warning: '__u64 *' and "
	    "'uint64_t *' point to different types on this system; --strict "
	    "keeps the kernel spelling\n";
	static const char missing[] = "ktypes:page.2:9: warning: mode "
	    "request without a mode; ignored\n";
	char *p;

	(void)state;
	kt_msg_reset();
	assert_false(kt_msg_enabled(KT_MSG_ABI_POINTER));
	assert_true(kt_msg_enabled(KT_MSG_MODE_MISSING));
	p = printed(print_abi_only);
	assert_string_equal(p, "");
	assert_int_equal(kt_msg_worst(), 0);
	free(p);
	p = printed(print_abi);
	assert_string_equal(p, missing);
	free(p);

	assert_true(kt_msg_category_set("abi", true));
	p = printed(print_abi);
	assert_int_equal(strncmp(p, abi, strlen(abi)), 0);
	assert_string_equal(p + strlen(abi), missing);
	free(p);

	assert_true(kt_msg_category_set("abi", false));
	assert_false(kt_msg_enabled(KT_MSG_ABI_POINTER));
	assert_true(kt_msg_category_set("all", true));
	assert_true(kt_msg_enabled(KT_MSG_ABI_POINTER));
	assert_false(kt_msg_category_set("ab", false));
	assert_false(kt_msg_category_set("", false));
	assert_true(kt_msg_enabled(KT_MSG_ABI_POINTER));
	assert_true(kt_msg_category_set("all", false));
	assert_false(kt_msg_enabled(KT_MSG_ABI_POINTER));

	/* a reset sets the defaults again */
	assert_true(kt_msg_category_set("abi", true));
	kt_msg_reset();
	assert_false(kt_msg_enabled(KT_MSG_ABI_POINTER));
}

static void
print_long(void)
{
	static char name[2001];
	struct kt_where w = { name, 1 };

	memset(name, 'f', 2000);
	kt_msg(&w, KT_MSG_MODE_MISSING, NULL, NULL);
}

static void
test_msg_print_long_message_cut(void **state)
{
	char *p;
	size_t n;

	(void)state;
	p = printed(print_long);
	n = strlen(p);
	assert_int_equal(n, 1023);
	assert_memory_equal(p, "ktypes:ffff", 11);
	assert_int_equal(p[n - 1], '\n');
	assert_ptr_equal(strchr(p, '\n'), p + n - 1);
	free(p);
}

static void
print_warning(void)
{
	kt_msg(NULL, KT_MSG_MODE_MISSING, NULL, NULL);
}

static void
print_error_msg(void)
{
	kt_msg(NULL, KT_MSG_OPEN, "f", "gone");
}

static void
print_usage(void)
{
	kt_msg(NULL, KT_MSG_USAGE_MODE, "x", NULL);
}

/* kt_msg_quote of the N bytes at P (UTF8 as given). */
static const char *
quote(const char *p, size_t n, bool utf8)
{
	size_t k = kt_msg_quote(buf, sizeof buf, p, n, utf8);

	assert_int_equal(k, strlen(buf));
	return buf;
}
#define Q(lit, utf8) quote(lit, sizeof lit - 1, utf8)

static void
test_msg_quote_control_bytes(void **state)
{
	(void)state;
	assert_string_equal(Q("plain text, 'quoted' \\fB\\*[x]", false),
	    "plain text, 'quoted' \\fB\\*[x]");
	assert_string_equal(Q("a\033]0;title\007b", false),
	    "a\\x1b]0;title\\x07b");
	/* NUL does not cut the text */
	assert_string_equal(Q("iso\0x", false), "iso\\x00x");
	assert_string_equal(Q("\n\t\r\177 ", true), "\\x0a\\x09\\x0d\\x7f ");
	assert_string_equal(Q("", true), "");
}

static void
test_msg_quote_utf8(void **state)
{
	(void)state;
	/* printable characters: kept in a UTF-8 locale, escaped elsewhere */
	assert_string_equal(Q("donn\303\251es \342\202\254 \360\237\220\247", true),
	    "donn\303\251es \342\202\254 \360\237\220\247");
	assert_string_equal(Q("donn\303\251es", false), "donn\\xc3\\xa9es");
	/* U+00A0 is the first one kept */
	assert_string_equal(Q("\302\240", true), "\302\240");
	/* C1 controls, raw or as UTF-8 (U+009B is CSI) */
	assert_string_equal(Q("\233\302\233\302\237", true),
	    "\\x9b\\xc2\\x9b\\xc2\\x9f");
	/* characters that reorder or break the text around them */
	assert_string_equal(Q("a\342\200\256b\342\200\250c\342\201\247d"
	    "\330\234e\342\200\217f", true), "a\\xe2\\x80\\xaeb\\xe2\\x80\\xa8c"
	    "\\xe2\\x81\\xa7d\\xd8\\x9ce\\xe2\\x80\\x8ff");
	/* invisible format characters: U+200B, U+FEFF, U+00AD, U+2060,
	 * U+E0041 (a tag) */
	assert_string_equal(Q("a\342\200\213b\357\273\277c\302\255d"
	    "\342\201\240e\363\240\201\201f", true),
	    "a\\xe2\\x80\\x8bb\\xef\\xbb\\xbfc\\xc2\\xadd"
	    "\\xe2\\x81\\xa0e\\xf3\\xa0\\x81\\x81f");
	/* not UTF-8: overlong, surrogate, past U+10FFFF, cut off, stray */
	assert_string_equal(Q("\300\257|\340\200\257|\355\240\200|"
	    "\364\220\200\200|\342\202|\277|\377", true),
	    "\\xc0\\xaf|\\xe0\\x80\\xaf|\\xed\\xa0\\x80|"
	    "\\xf4\\x90\\x80\\x80|\\xe2\\x82|\\xbf|\\xff");
	/* cut off by the end of the text */
	assert_string_equal(Q("x\360\237\220", true), "x\\xf0\\x9f\\x90");
}

static void
test_msg_quote_is_idempotent(void **state)
{
	static const char in[] = "a\033b\0c\\x1b\303\251\302\233";
	char once[256], twice[256];
	int utf8;

	(void)state;
	for (utf8 = 0; utf8 <= 1; utf8++) {
		kt_msg_quote(once, sizeof once, in, sizeof in - 1, utf8);
		kt_msg_quote(twice, sizeof twice, once, strlen(once), utf8);
		assert_string_equal(once, twice);
	}
}

static void
test_msg_quote_small_buffer(void **state)
{
	char small[6];
	size_t n;

	(void)state;
	memset(small, '#', sizeof small);
	n = kt_msg_quote(small, sizeof small, "ab\033cd", 5, false);
	assert_int_equal(n, 8);
	assert_string_equal(small, "ab\\x1");
	n = kt_msg_quote(small, 1, "ab", 2, false);
	assert_int_equal(n, 2);
	assert_string_equal(small, "");
}

static void
test_msg_format_quotes_input(void **state)
{
	(void)state;
	kt_msg_set_utf8(0);
	/* arguments and file names alike */
	assert_string_equal(fmt("ev\033[2Jil.7", 3, KT_MSG_MODE_UNKNOWN_PAGE,
	    "is\033]0;x\007o", NULL), "ktypes:ev\\x1b[2Jil.7:3: warning: "
	    "unknown mode 'is\\x1b]0;x\\x07o' in mode request; ignored\n");
	assert_string_equal(fmt(NULL, 0, KT_MSG_OPEN, "a\nb", "No such file "
	    "or directory"), "ktypes: error: cannot open 'a\\x0ab': No such "
	    "file or directory\n");
	assert_string_equal(fmt("f\303\251", 1, KT_MSG_MODE_MISSING, NULL,
	    NULL), "ktypes:f\\xc3\\xa9:1: warning: mode request without a "
	    "mode; ignored\n");
	kt_msg_set_utf8(1);
	assert_string_equal(fmt("f\303\251", 1, KT_MSG_MODE_MISSING, NULL,
	    NULL), "ktypes:f\303\251:1: warning: mode request without a mode; "
	    "ignored\n");
	assert_string_equal(fmt("-", 1, KT_MSG_MODE_UNKNOWN_PAGE,
	    "x\302\233y", NULL), "ktypes:<standard input>:1: warning: "
	    "unknown mode 'x\\xc2\\x9by' in mode request; ignored\n");
	kt_msg_set_utf8(-1);
}

static void
test_msg_long_argument_quoted(void **state)
{
	char arg[301], want[1200];

	(void)state;
	/* the cut is of the input's bytes, each shown in full */
	memset(arg, '\033', 300);
	arg[300] = '\0';
	strcpy(want, "ktypes: warning: unknown mode '");
	for (int i = 0; i < 200; i++)
		strcat(want, "\\x1b");
	strcat(want, "...' in KTYPES; ignored\n");
	assert_string_equal(fmt(NULL, 0, KT_MSG_MODE_UNKNOWN_ENV, arg, NULL),
	    want);
}

static void
print_bytes(void)
{
	struct kt_where w = { "p.7", 2 };

	kt_msg_n(&w, KT_MSG_MODE_UNKNOWN_PAGE, "iso\0x\033", 6, NULL);
	kt_msg_n(&w, KT_MSG_MODE_EXTRA, "xyz", 2, NULL);
	kt_msg_n(&w, KT_MSG_LITERAL_ARG, "", 0, NULL);
}

static void
test_msg_n_takes_any_bytes(void **state)
{
	char *p;

	(void)state;
	p = printed(print_bytes);
	assert_string_equal(p, "ktypes:p.7:2: warning: unknown mode "
	    "'iso\\x00x\\x1b' in mode request; ignored\n"
	    "ktypes:p.7:2: warning: extra argument 'xy' to mode request "
	    "ignored\n"
	    "ktypes:p.7:2: warning: expected 'on' or 'off' after 'literal', "
	    "not ''; ignored\n");
	free(p);
}

static void
print_long_utf8(void)
{
	static char name[2001];
	struct kt_where w = { name, 1 };
	size_t i;

	/* "ktypes:" and 2000 bytes of "é": the cut falls inside one */
	for (i = 0; i + 1 < 2000; i += 2)
		memcpy(name + i, "\303\251", 2);
	kt_msg_set_utf8(1);
	kt_msg(&w, KT_MSG_MODE_MISSING, NULL, NULL);
	kt_msg_set_utf8(-1);
}

static void
test_msg_print_long_message_cut_whole_characters(void **state)
{
	char *p;
	size_t n;

	(void)state;
	p = printed(print_long_utf8);
	n = strlen(p);
	/* 7 + 2k bytes before the newline: no half character */
	assert_int_equal(n, 1022);
	assert_int_equal(p[n - 1], '\n');
	assert_memory_equal(p + n - 3, "\303\251", 2);
	free(p);
}

static void
test_msg_worst_level(void **state)
{
	(void)state;
	kt_msg_reset();
	assert_int_equal(kt_msg_worst(), 0);
	/* formatting alone reports nothing */
	kt_msg_format(buf, sizeof buf, NULL, KT_MSG_NOMEM, NULL, NULL);
	assert_int_equal(kt_msg_worst(), 0);
	free(printed(print_warning));
	assert_int_equal(kt_msg_worst(), KT_LEVEL_WARNING);
	free(printed(print_error_msg));
	assert_int_equal(kt_msg_worst(), KT_LEVEL_ERROR);
	/* a lesser message does not lower it */
	free(printed(print_warning));
	assert_int_equal(kt_msg_worst(), KT_LEVEL_ERROR);
	free(printed(print_usage));
	assert_int_equal(kt_msg_worst(), KT_LEVEL_USAGE);
	free(printed(print_error_msg));
	assert_int_equal(kt_msg_worst(), KT_LEVEL_USAGE);
	kt_msg_reset();
	assert_int_equal(kt_msg_worst(), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_msg_format_file_line),
		cmocka_unit_test(test_msg_format_standard_input),
		cmocka_unit_test(test_msg_format_no_line),
		cmocka_unit_test(test_msg_format_no_file),
		cmocka_unit_test(test_msg_format_levels),
		cmocka_unit_test(test_msg_every_message_has_text),
		cmocka_unit_test(test_msg_arguments_are_not_formats),
		cmocka_unit_test(test_msg_long_argument_truncated),
		cmocka_unit_test(test_msg_small_buffer),
		cmocka_unit_test(test_msg_prog_name),
		cmocka_unit_test(test_msg_print_to_stream),
		cmocka_unit_test(test_msg_category_abi),
		cmocka_unit_test(test_msg_print_long_message_cut),
		cmocka_unit_test(test_msg_worst_level),
		cmocka_unit_test(test_msg_quote_control_bytes),
		cmocka_unit_test(test_msg_quote_utf8),
		cmocka_unit_test(test_msg_quote_is_idempotent),
		cmocka_unit_test(test_msg_quote_small_buffer),
		cmocka_unit_test(test_msg_format_quotes_input),
		cmocka_unit_test(test_msg_long_argument_quoted),
		cmocka_unit_test(test_msg_n_takes_any_bytes),
		cmocka_unit_test(test_msg_print_long_message_cut_whole_characters),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
