/* test_mode.c: unit tests of modes (src/mode.h): names, and the
 * precedence of where the mode comes from (option > environment > page >
 * default). */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "mode.h"
#include "tmac.h"

static bool
parse(const char *s, enum kt_mode *m)
{
	return kt_mode_parse(s, strlen(s), m);
}

static void
test_mode_parse_known(void **state)
{
	enum kt_mode m = KT_MODE__COUNT;

	(void)state;
	assert_true(parse("kernel", &m));
	assert_int_equal(m, KT_MODE_KERNEL);
	assert_true(parse("iso", &m));
	assert_int_equal(m, KT_MODE_ISO);
	/* the length counts, not a terminating NUL */
	m = KT_MODE__COUNT;
	assert_true(kt_mode_parse("isox", 3, &m));
	assert_int_equal(m, KT_MODE_ISO);
	assert_true(kt_mode_parse("kernel iso", 6, &m));
	assert_int_equal(m, KT_MODE_KERNEL);
}

static void
test_mode_parse_unknown(void **state)
{
	static const char *const bad[] = {
		"", "ISO", "Iso", "is", "isox", "iso ", " iso", "kern",
		"kernels", "Kernel", "bogus", "c99", "uint",
	};
	enum kt_mode m = KT_MODE_ISO;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_false(parse(bad[i], &m));
		/* a failed parse leaves the mode alone */
		assert_int_equal(m, KT_MODE_ISO);
	}
	assert_false(kt_mode_parse("iso", 2, &m));
	assert_false(kt_mode_parse("iso", 0, &m));
}

static void
test_mode_names(void **state)
{
	(void)state;
	assert_string_equal(kt_mode_name(KT_MODE_KERNEL), "kernel");
	assert_string_equal(kt_mode_name(KT_MODE_ISO), "iso");
	assert_string_equal(kt_mode_name(KT_MODE__COUNT), "?");
	/* names parse back to their modes */
	{
		enum kt_mode m;
		int i;

		for (i = 0; i < KT_MODE__COUNT; i++) {
			assert_true(parse(kt_mode_name((enum kt_mode)i), &m));
			assert_int_equal(m, i);
		}
	}
	assert_string_equal(KT_TMAC_REQUEST, "ktypes");
}

static void
test_mode_default(void **state)
{
	struct kt_mode_state st;

	(void)state;
	memset(&st, 0xff, sizeof st);
	kt_mode_init(&st);
	assert_int_equal(st.mode, KT_MODE_KERNEL);
	assert_int_equal(st.source, KT_MODE_FROM_DEFAULT);
}

static void
test_mode_page_over_default(void **state)
{
	struct kt_mode_state st;

	(void)state;
	kt_mode_init(&st);
	assert_true(kt_mode_set(&st, KT_MODE_ISO, KT_MODE_FROM_PAGE));
	assert_int_equal(st.mode, KT_MODE_ISO);
	assert_int_equal(st.source, KT_MODE_FROM_PAGE);
	/* a later page request replaces an earlier one */
	assert_true(kt_mode_set(&st, KT_MODE_KERNEL, KT_MODE_FROM_PAGE));
	assert_int_equal(st.mode, KT_MODE_KERNEL);
	/* setting the mode in force changes nothing */
	assert_false(kt_mode_set(&st, KT_MODE_KERNEL, KT_MODE_FROM_PAGE));
	assert_int_equal(st.source, KT_MODE_FROM_PAGE);
	/* the default never overrides the page */
	assert_false(kt_mode_set(&st, KT_MODE_ISO, KT_MODE_FROM_DEFAULT));
	assert_int_equal(st.mode, KT_MODE_KERNEL);
	assert_int_equal(st.source, KT_MODE_FROM_PAGE);
}

static void
test_mode_env_over_page(void **state)
{
	struct kt_mode_state st;

	(void)state;
	kt_mode_init(&st);
	assert_true(kt_mode_set(&st, KT_MODE_ISO, KT_MODE_FROM_ENV));
	assert_false(kt_mode_set(&st, KT_MODE_KERNEL, KT_MODE_FROM_PAGE));
	assert_int_equal(st.mode, KT_MODE_ISO);
	assert_int_equal(st.source, KT_MODE_FROM_ENV);
	/* a page before the environment is overridden by it */
	kt_mode_init(&st);
	kt_mode_set(&st, KT_MODE_ISO, KT_MODE_FROM_PAGE);
	assert_true(kt_mode_set(&st, KT_MODE_KERNEL, KT_MODE_FROM_ENV));
	assert_int_equal(st.mode, KT_MODE_KERNEL);
	assert_int_equal(st.source, KT_MODE_FROM_ENV);
}

static void
test_mode_option_over_all(void **state)
{
	struct kt_mode_state st;

	(void)state;
	kt_mode_init(&st);
	kt_mode_set(&st, KT_MODE_ISO, KT_MODE_FROM_ENV);
	assert_true(kt_mode_set(&st, KT_MODE_KERNEL, KT_MODE_FROM_OPTION));
	assert_int_equal(st.mode, KT_MODE_KERNEL);
	assert_int_equal(st.source, KT_MODE_FROM_OPTION);
	assert_false(kt_mode_set(&st, KT_MODE_ISO, KT_MODE_FROM_ENV));
	assert_false(kt_mode_set(&st, KT_MODE_ISO, KT_MODE_FROM_PAGE));
	assert_false(kt_mode_set(&st, KT_MODE_ISO, KT_MODE_FROM_DEFAULT));
	assert_int_equal(st.mode, KT_MODE_KERNEL);
	assert_int_equal(st.source, KT_MODE_FROM_OPTION);
	/* the option set to the default mode still wins */
	kt_mode_init(&st);
	assert_false(kt_mode_set(&st, KT_MODE_KERNEL, KT_MODE_FROM_OPTION));
	assert_int_equal(st.source, KT_MODE_FROM_OPTION);
	assert_false(kt_mode_set(&st, KT_MODE_ISO, KT_MODE_FROM_PAGE));
	assert_int_equal(st.mode, KT_MODE_KERNEL);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_mode_parse_known),
		cmocka_unit_test(test_mode_parse_unknown),
		cmocka_unit_test(test_mode_names),
		cmocka_unit_test(test_mode_default),
		cmocka_unit_test(test_mode_page_over_default),
		cmocka_unit_test(test_mode_env_over_page),
		cmocka_unit_test(test_mode_option_over_all),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
