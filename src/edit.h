/* edit.h: edits of an input line, for the rewriter, the layout engine and
 * the filter.  An edit replaces LEN source bytes at OFF by TEXT (TLEN
 * bytes), or by TLEN spaces when TEXT is NULL.  A line's edits are sorted
 * by offset and never overlap; applying them is the only way the filter
 * changes a line. */
#ifndef KT_EDIT_H
#define KT_EDIT_H

#include <stddef.h>
#include <stdint.h>

#include "io.h"

struct kt_type;

struct kt_edit {
	uint32_t off, len;	/* the source bytes replaced */
	const char *text;	/* the replacement, or NULL for spaces */
	uint32_t tlen;		/* its length */
	uint32_t vis;		/* index of the word's first visible char */
	uint32_t vlen;		/* its visible characters */
	uint32_t width;		/* the columns that the replacement takes */
	const struct kt_type *type;	/* the type word's entry, or NULL */
	bool pointer;		/* a pointer to a type that is distinct from
				 * its ISO spelling (KT_TYPE_DISTINCT) */
};

struct kt_edits {
	struct kt_edit *e;
	size_t n, cap;
};

void kt_edits_free(struct kt_edits *es);
struct kt_edit *kt_edits_push(struct kt_edits *es);
/* Sort by offset (after the layout engine has added its edits). */
void kt_edits_sort(struct kt_edit *e, size_t n);

/* Write the LEN bytes at LINE to W with the N edits E applied. */
void kt_edits_apply(struct kt_writer *w, const unsigned char *line,
		    size_t len, const struct kt_edit *e, size_t n);

#endif
