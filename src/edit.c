/* edit.c: applying edits to a line (see edit.h). */
#include <config.h>

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
	if (es->n == es->cap)
		es->e = kt_xgrow(es->e, &es->cap, es->n + 1, sizeof *es->e);
	memset(&es->e[es->n], 0, sizeof *es->e);
	return &es->e[es->n++];
}

void
kt_edits_sort(struct kt_edit *e, size_t n)
{
	size_t i, j;

	/* insertion sort: a line has few edits, mostly in order */
	for (i = 1; i < n; i++) {
		struct kt_edit x = e[i];
		for (j = i; j > 0 && e[j - 1].off > x.off; j--)
			e[j] = e[j - 1];
		e[j] = x;
	}
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
