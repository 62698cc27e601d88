/* unit.h: helpers shared by the cmocka unit tests under tests/unit, for
 * those tests only (linked from tests/unit/libunit.a).
 *
 * The tests of the parts above the table (C-context rules, rewriter,
 * layout, filter) all start from the built-in Linux table, as the program
 * does without --table; they get it here, so that how it is loaded is
 * written once.
 */
#ifndef KT_UNIT_H
#define KT_UNIT_H

struct kt_table;

/* A new table holding the built-in Linux table, every class as it is by
 * default; free it with kt_table_free. */
struct kt_table *unit_builtin_table(void);

#endif /* KT_UNIT_H */
