/* rewrite.h: finding the type words of a line, for the filter and tests.
 *
 * Given what the scanner saw of a line, the rewriter finds each whole
 * identifier that the type table knows, asks the C-context rules about the
 * short names, and produces one edit per word to be respelled.
 */
#ifndef KT_REWRITE_H
#define KT_REWRITE_H

#include <stdbool.h>

#include "edit.h"
#include "mode.h"
#include "roff.h"
#include "table.h"

/* Append to OUT the edits that MODE makes to the line whose visible
 * characters are V (N of them).  CODE: the line is in a no-fill region.
 * In modes both and annotate the words become string calls of the macro
 * package, which need the escape character to be the backslash: the
 * caller passes kernel mode where it is not.  TABLE: the line is in a
 * tbl region (its source or its output), where mode both takes the
 * table form of the macro package and annotate no hover title.
 * KEPT, if not NULL: an edit for each word that the table knows but
 * does not respell (kt_table_lookup_kept), which changes nothing (its
 * text is the kernel spelling) and which the filter explains. */
void kt_rewrite_line(const struct kt_table *t, enum kt_mode mode,
		     const struct kt_vis *v, size_t n, bool code, bool table,
		     struct kt_edits *out, struct kt_edits *kept);

#endif
