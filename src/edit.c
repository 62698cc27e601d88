/* edit.c: applying edits to a line (see edit.h). */
#include <config.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "edit.h"
#include "util.h"

void
kt_edits_free(struct kt_edits *es)
{
	free(es->e);
	es->e = NULL;
	es->n = es->cap = 0;
}

struct kt_edit *
kt_edits_push(struct kt_edits *es)
{
	if (es->n == es->cap) {
		/* a line has a few edits: start small, and double (a held
		 * block keeps the edits of all its lines) */
		size_t c = es->cap == 0 ? 4 : es->cap * 2;

		if (c > SIZE_MAX / sizeof *es->e)
			c = SIZE_MAX / sizeof *es->e;	/* realloc fails */
		es->e = kt_xrealloc(es->e, c * sizeof *es->e);
		es->cap = c;
	}
	memset(&es->e[es->n], 0, sizeof *es->e);
	return &es->e[es->n++];
}

/* Must edit A come before edit B?  By offset; at one offset an insertion
 * (nothing replaced) comes before the edit that replaces what follows. */
static bool
kt_edit_before(const struct kt_edit *a, const struct kt_edit *b)
{
	return a->off < b->off || (a->off == b->off && a->len == 0 &&
	    b->len != 0);
}

void
kt_edits_sort(struct kt_edit *e, size_t n)
{
	struct kt_edit *tmp;
	size_t w, i;

	/* a line's edits come in a few sorted runs (the words, then the
	 * blanks of the layout engine): a stable merge sort, linear there */
	for (i = 1; i < n && !kt_edit_before(&e[i], &e[i - 1]); i++)
		;
	if (i >= n)
		return;
	tmp = kt_xmalloc(n * sizeof *tmp);
	for (w = 1; w < n; w *= 2) {
		size_t lo;
		for (lo = 0; lo < n; lo += 2 * w) {
			size_t mid = lo + w < n ? lo + w : n;
			size_t hi = lo + 2 * w < n ? lo + 2 * w : n;
			size_t a = lo, b = mid, k = lo;
			while (a < mid && b < hi)
				tmp[k++] = kt_edit_before(&e[b], &e[a]) ? e[b++] : e[a++];
			while (a < mid)
				tmp[k++] = e[a++];
			while (b < hi)
				tmp[k++] = e[b++];
		}
		memcpy(e, tmp, n * sizeof *e);
	}
	free(tmp);
}

static const char kt_spaces[64] =
    "                                                                ";

void
kt_edits_apply(struct kt_writer *w, const unsigned char *line, size_t len,
	       const struct kt_edit *e, size_t n)
{
	size_t pos = 0, i;

	for (i = 0; i < n; i++) {
		kt_writer_put(w, line + pos, e[i].off - pos);
		if (e[i].text != NULL)
			kt_writer_put(w, e[i].text, e[i].tlen);
		else {
			size_t k = e[i].tlen;
			while (k > 0) {
				size_t m = k < sizeof kt_spaces ? k :
				    sizeof kt_spaces;
				kt_writer_put(w, kt_spaces, m);
				k -= m;
			}
		}
		pos = e[i].off + e[i].len;
	}
	kt_writer_put(w, line + pos, len - pos);
}
