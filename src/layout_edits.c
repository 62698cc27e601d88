/* layout_edits.c: the whitespace edits that take each token to the column
 * that layout_place.c gave it, and the line breaks that layout_place.c
 * and layout_wrap.c chose, the layout engine's last step (see
 * layout_int.h).
 *
 * A gap with a tab is kept while its token stays where it was; if any such
 * gap in a block has to change, every tab in the block's gaps is written
 * as spaces, so that the block renders alike on terminals and in PDF,
 * whose tab stops differ.
 */
#include <config.h>

#include "layout_int.h"

/* A line break and the blanks of the new line's indent (KT_LAY_BREAK_MAX
 * in layout_wrap.c). */
static const char kt_lay_newline[] = "\n"
    "                                                                "
    "                                                                ";

/* Replace the editable blanks of token T's gap so that it is NEWGAP
 * columns wide, all spaces; if the line breaks before T, a newline and
 * NEWGAP spaces. */
static void
kt_lay_regap(struct kt_lay *lay, const struct kt_tok *t, uint32_t newgap)
{
	struct kt_layout_line *l = kt_lay_line(lay, t->line);
	const struct kt_vis *v = l->v;
	uint32_t spaces = newgap > t->gap_fixed ? newgap - t->gap_fixed : 0;
	size_t i = t->gap_v0;
	bool first = true;

	/* The first run of plain blanks takes all the spaces; later runs
	 * (split by zero-width escapes) are emptied. */
	while (i < t->gap_v1) {
		size_t r = i;
		struct kt_edit *e;

		if (!((v[i].flags & KT_VF_PLAIN) && kt_lay_blank(&v[i]))) {
			i++;
			continue;
		}
		while (r < t->gap_v1 && (v[r].flags & KT_VF_PLAIN) &&
		    kt_lay_blank(&v[r]) && v[r].src == v[i].src + (r - i))
			r++;
		e = kt_edits_push(l->edits);
		e->off = v[i].src;
		e->len = (uint32_t)(r - i);
		e->text = NULL;
		e->tlen = first ? spaces : 0;
		e->width = e->tlen;
		if (first && t->brk) {
			e->text = kt_lay_newline;
			e->tlen = spaces + 1;
		}
		e->vis = (uint32_t)i;
		e->vlen = (uint32_t)(r - i);
		first = false;
		i = r;
	}
}

/* Widen the argument separator before token T so that the gap is NEWGAP
 * columns wide: insert "\ " (an unbreakable blank) at the start of the
 * next argument. */
static void
kt_lay_widen(struct kt_lay *lay, const struct kt_tok *t, uint32_t newgap)
{
	static const char blanks[] =
	    "\\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ "
	    "\\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ ";
	struct kt_layout_line *l = kt_lay_line(lay, t->line);
	uint32_t more = newgap - t->gap_fixed;
	struct kt_edit *e;

	if (more > (sizeof blanks - 1) / 2)
		more = (sizeof blanks - 1) / 2;
	e = kt_edits_push(l->edits);
	e->off = l->v[t->gap_sep - 1].src;
	e->len = 0;
	e->text = blanks;
	e->tlen = 2 * more;
	e->width = more;
	e->vis = t->gap_sep - 1;
	e->vlen = 0;
}

/* Does the gap of token T, unchanged, bring it to its new column? */
static bool
kt_lay_gap_holds(struct kt_lay *lay, size_t t)
{
	const struct kt_tok *k = &lay->tok[t];
	const struct kt_vis *v;
	uint32_t col = 0, oldcol = 0;
	size_t i;

	if (t > lay->first[k->line]) {
		col = k[-1].newcol + k[-1].nwidth;
		oldcol = k[-1].col + k[-1].width;
	}
	if (!k->gap_tab)
		return col - oldcol == k->newcol - k->col;
	v = kt_lay_line(lay, k->line)->v;
	for (i = k->gap_v0; i < k->gap_v1; i++)
		if (kt_lay_blank(&v[i]))
			col = v[i].c == '\t' ? kt_lay_tabstop(col) : col + 1;
	return col == k->newcol;
}

/* Must the block use spaces for its tabs: does a tab gap no longer
 * hold?  A pass over the lines. */
bool
kt_lay_tabs_expand(struct kt_lay *lay)
{
	bool expand = false;
	size_t i;

	for (i = 0; i < lay->ntok; i++)
		if (lay->tok[i].gap_tab && lay->tok[i].gap_run &&
		    !lay->tok[i].brk && !lay->tok[i].joined &&
		    !kt_lay_gap_holds(lay, i))
			expand = true;
	return expand;
}

/* Add the whitespace edits that bring each token to its new column, with
 * tabs written as spaces if EXPAND.  A pass over the lines. */
void
kt_lay_regaps(struct kt_lay *lay, bool expand)
{
	size_t i;

	for (i = 0; i < lay->ntok; i++) {
		struct kt_tok *t = &lay->tok[i];
		uint32_t end = 0;

		if (t->brk) {
			kt_lay_regap(lay, t, t->newcol);
			continue;
		}
		if (i > lay->first[t->line] || t->joined)
			end = t[-1].newcol + t[-1].nwidth;
		if (t->joined) {	/* after the line above */
			kt_lay_regap(lay, t, t->newcol - end);
			continue;
		}
		if (!t->gap_run) {
			if (t->gap_sep != 0 && t->newcol - end > t->gap_fixed)
				kt_lay_widen(lay, t, t->newcol - end);
			continue;
		}
		if (t->gap_tab ? (expand || !kt_lay_gap_holds(lay, i)) :
		    !kt_lay_gap_holds(lay, i))
			kt_lay_regap(lay, t, t->newcol - end);
	}
}
