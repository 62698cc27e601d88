/* test_ccontext.c: placeholder, being written. */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

static void
test_ccontext_placeholder(void **state)
{
	(void)state;
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ccontext_placeholder),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
