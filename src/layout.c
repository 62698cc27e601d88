/* layout.c: the layout engine (see layout.h).
 *
 * A word that grows by G characters takes the padding that follows it:
 * the run of blanks after it shrinks by up to G, keeping at least one
 * blank, so that the column after it stays where it was.
 */
#include <config.h>

#include "layout.h"

/* Absorb the growth of edit ED of line L into the blanks after it. */
static void
kt_layout_absorb(struct kt_layout_line *l, const struct kt_edit *ed)
{
	const struct kt_vis *v = l->v;
	size_t k = ed->vis + ed->vlen, r = 0;
	uint32_t grow;
	struct kt_edit *ws;

	if (ed->tlen <= ed->len)
		return;
	grow = ed->tlen - ed->len;
	while (k < l->nv && (v[k].flags & KT_VF_ZERO) &&
	    !(v[k].flags & KT_VF_BREAK))
		k++;
	while (k + r < l->nv && (v[k + r].flags & KT_VF_PLAIN) &&
	    v[k + r].c == ' ' && (r == 0 || v[k + r].src == v[k].src + r))
		r++;
	if (r < 2)
		return;
	if (grow > r - 1)
		grow = (uint32_t)(r - 1);
	ws = kt_edits_push(l->edits);
	ws->off = v[k].src;
	ws->len = (uint32_t)r;
	ws->text = NULL;
	ws->tlen = (uint32_t)(r - grow);
	ws->vis = (uint32_t)k;
	ws->vlen = (uint32_t)r;
}

void
kt_layout_block(struct kt_layout_line *lines, size_t n)
{
	size_t i, j;

	for (i = 0; i < n; i++) {
		struct kt_layout_line *l = &lines[i];
		size_t words = l->edits->n;

		if (!l->text)
			continue;
		for (j = 0; j < words; j++) {
			struct kt_edit ed = l->edits->e[j];	/* pushes move e */
			kt_layout_absorb(l, &ed);
		}
		kt_edits_sort(l->edits->e, l->edits->n);
	}
}
