/* unit.c: helpers shared by the unit tests (unit.h): the built-in table
 * as the program starts from it. */
#include <config.h>

#include "table.h"
#include "tablefile.h"
#include "unit.h"

struct kt_table *
unit_builtin_table(void)
{
	struct kt_table *t = kt_table_new();

	kt_tablefile_builtin(t);
	return t;
}
