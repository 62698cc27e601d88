/* test_roff.c: unit tests of the roff scanner. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "roff.h"

static void
test_roff_text_line(void **state)
{
	struct kt_roff st;
	struct kt_line_info info;
	struct kt_vis_buf vis = { 0 };
	const char *l = "a \\fB__u32\\fP b";

	(void)state;
	kt_roff_init(&st);
	kt_roff_line(&st, (const unsigned char *)l, strlen(l), &info, &vis);
	assert_int_equal(info.kind, KT_LINE_TEXT);
	kt_vis_buf_free(&vis);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_roff_text_line),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
