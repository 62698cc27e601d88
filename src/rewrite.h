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
 * characters are V (N of them).  CODE: the line is in a no-fill region. */
void kt_rewrite_line(const struct kt_table *t, enum kt_mode mode,
		     const struct kt_vis *v, size_t n, bool code,
		     struct kt_edits *out);

#endif
