/* layout.c: the layout engine's entry points (see layout.h).
 *
 * A no-fill block is laid out in three stages (see layout_int.h): each
 * line that renders text is cut into tokens with their roles
 * (layout_tokens.c), tokens that start at one column in lines that belong
 * together form a column (layout_columns.c), and the columns are placed
 * from left to right, each moved just as far as a grown word before it
 * needs (layout_place.c); a line that got too wide is broken
 * (layout_wrap.c); the new columns give the whitespace edits
 * (layout_place.c).  Lines whose
 * columns cannot be known (they contain a string, a number register, a
 * motion) take no part in columns; a grown word there only takes up the
 * blanks after it, as on a line seen alone (kt_layout_line).
 */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "layout_int.h"
#include "util.h"

/* A new pass over the lines. */
static void
kt_lay_pass(struct kt_lay *lay)
{
	lay->restart = true;
	lay->cur = SIZE_MAX;
}

/* Does a word edit of the N LINES change a word's width? */
static bool
kt_lay_grows(const struct kt_layout_line *lines, size_t n)
{
	size_t i, j;

	for (i = 0; i < n; i++)
		for (j = 0; j < lines[i].edits->n; j++)
			if (lines[i].edits->e[j].width != lines[i].edits->e[j].vlen)
				return true;
	return false;
}

void
kt_layout_line(struct kt_layout_line *l)
{
	size_t words = l->edits->n, j;

	for (j = 0; j < words; j++) {
		const struct kt_vis *v = l->v;
		struct kt_edit ed = l->edits->e[j];	/* pushes move e */
		size_t k = ed.vis + ed.vlen, r = 0;
		uint32_t grow;
		struct kt_edit *ws;

		if (ed.width <= ed.vlen)
			continue;
		grow = ed.width - ed.vlen;
		while (k < l->nv && (v[k].flags & KT_VF_ZERO) &&
		    !(v[k].flags & KT_VF_BREAK))
			k++;
		while (k + r < l->nv && (v[k + r].flags & KT_VF_PLAIN) &&
		    v[k + r].c == ' ' && v[k + r].src == v[k].src + r)
			r++;
		if (r < 2)
			continue;
		if (grow > r - 1)
			grow = (uint32_t)(r - 1);
		ws = kt_edits_push(l->edits);
		ws->off = v[k].src;
		ws->len = (uint32_t)r;
		ws->text = NULL;
		ws->tlen = (uint32_t)(r - grow);
		ws->width = ws->tlen;
		ws->vis = (uint32_t)k;
		ws->vlen = (uint32_t)r;
	}
	kt_edits_sort(l->edits->e, l->edits->n);
}

/* The column after vis char I of line L at column COL. */
static uint32_t
kt_lay_advance(const struct kt_layout_line *l, size_t i, uint32_t col)
{
	if (kt_lay_unseen(&l->v[i]))
		return col;
	return l->v[i].c == '\t' ? kt_lay_tabstop(col) :
	    col + kt_lay_vcols(l, i);
}

/* The columns that line L takes, as written (*BEFORE) and with its
 * edits (*AFTER), tabs at KT_LAYOUT_TAB; edits sorted. */
static void
kt_layout_widths(const struct kt_layout_line *l, uint32_t *before,
		 uint32_t *after)
{
	const struct kt_edit *e = l->edits->e;
	size_t ne = l->edits->n, j = 0, k, m;
	uint32_t col = 0, ncol = 0;

	for (k = 0; k < l->nv; k++) {
		while (j < ne && e[j].vis < k)
			j++;
		while (j < ne && e[j].vis == k && e[j].vlen == 0)
			ncol += e[j++].width;
		if (j < ne && e[j].vis == k) {
			for (m = k; m < k + e[j].vlen && m < l->nv; m++)
				col = kt_lay_advance(l, m, col);
			ncol += e[j].width;
			k = m - 1;
			j++;
			continue;
		}
		col = kt_lay_advance(l, k, col);
		ncol = kt_lay_advance(l, k, ncol);
	}
	*before = col;
	*after = ncol;
}

/* The columns that line I of LAY takes as written, and for a line whose
 * columns are unknown (laid out alone), after its edits in *AFTER (else
 * 0). */
static uint32_t
kt_lay_written(const struct kt_lay *lay, size_t i, uint32_t *after)
{
	uint32_t before;

	*after = 0;
	if (lay->count[i] == SIZE_MAX) {
		kt_layout_widths(&lay->lines[i], &before, after);
		return before;
	}
	if (lay->count[i] == 0)
		return 0;
	i = lay->first[i] + lay->count[i] - 1;
	return lay->tok[i].col + lay->tok[i].width;
}

bool
kt_layout_stream(struct kt_layout_line *lines, size_t n, uint32_t width,
		 void (*fill)(void *, struct kt_layout_line *, size_t, bool),
		 void *ctx)
{
	struct kt_lay lay;
	size_t i;
	bool expand, fits = true;
	uint32_t before, after;

	if (!kt_lay_grows(lines, n))
		return true;

	memset(&lay, 0, sizeof lay);
	lay.lines = lines;
	lay.n = n;
	lay.fill = fill;
	lay.ctx = ctx;
	kt_lay_pass(&lay);
	lay.first = kt_xcalloc(n, sizeof *lay.first);
	lay.count = kt_xcalloc(n, sizeof *lay.count);
	lay.scope = kt_xcalloc(n, sizeof *lay.scope);
	lay.limit = kt_xcalloc(n, sizeof *lay.limit);
	lay.room = width;
	for (i = 0; i < n; i++) {
		kt_lay_tokens(&lay, i);
		if (lay.count[i] == SIZE_MAX)
			kt_layout_line(&lines[i]);
		before = kt_lay_written(&lay, i, &after);
		lay.limit[i] = before > width ? before : width;
		/* a line laid out alone cannot break */
		if (width != 0 && after > before && after > width)
			fits = false;
	}
	kt_lay_columns(&lay);
	kt_lay_place(&lay);

	/* lines that got too wide break */
	kt_lay_pass(&lay);
	fits &= kt_lay_wrap(&lay);
	/* a tab gap that no longer holds makes the block use spaces */
	kt_lay_pass(&lay);
	expand = kt_lay_tabs_expand(&lay);
	kt_lay_pass(&lay);
	kt_lay_regaps(&lay, expand);
	for (i = 0; i < n; i++)
		kt_edits_sort(lines[i].edits->e, lines[i].edits->n);
	free(lay.tok);
	free(lay.first);
	free(lay.count);
	free(lay.scope);
	free(lay.limit);
	free(lay.open);
	return fits;
}
