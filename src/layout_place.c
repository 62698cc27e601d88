/* layout_place.c: where each column goes (see layout_int.h).
 *
 * Groups are placed from left to right: a group stays at its column
 * unless a token of it would touch the token before it in its line (a
 * type word before it grew), in which case the whole group moves right
 * just as far as needed, keeping at least one blank wherever the source
 * had one; a column of comments that would end one column from another
 * one nearby becomes one with it.  Where the room cannot hold a column of
 * comments where its widest line takes it, each run of it is placed on
 * its own (kt_lay_runs, layout_runs.c), and where a run of bit fields
 * would be pushed past the room by its grown type, the type goes alone
 * on its line (kt_lay_type_alone).  layout_edits.c writes the new gaps as
 * whitespace edits.
 */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>

#include "layout_int.h"
#include "util.h"

static int
kt_lay_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* Fill ORDER with the tokens by column, and in order within a column
 * (the keys col << 32 | index, sorted); set each token's need. */
static void
kt_lay_order(struct kt_lay *lay, uint64_t *order)
{
	uint32_t maxcol = 0;
	size_t i, *at;

	for (i = 0; i < lay->ntok; i++) {
		lay->tok[i].need = lay->tok[i].col;
		if (lay->tok[i].col > maxcol)
			maxcol = lay->tok[i].col;
	}
	if (maxcol >= 4 * lay->ntok + 256) {
		/* wide and sparse: sort */
		for (i = 0; i < lay->ntok; i++)
			order[i] = (uint64_t)lay->tok[i].col << 32 | i;
		qsort(order, lay->ntok, sizeof *order, kt_lay_cmp);
		return;
	}
	/* a counting sort by column; the tokens come in index order */
	at = kt_xcalloc((size_t)maxcol + 2, sizeof *at);
	for (i = 0; i < lay->ntok; i++)
		at[lay->tok[i].col + 1]++;
	for (i = 1; i <= maxcol; i++)
		at[i] += at[i - 1];
	for (i = 0; i < lay->ntok; i++)
		order[at[lay->tok[i].col]++] =
		    (uint64_t)lay->tok[i].col << 32 | i;
	free(at);
}

/* Does token T follow the width of a bit field (": 1," or ":1,")? */
static bool
kt_lay_after_width(const struct kt_lay *lay, size_t t)
{
	size_t f = lay->first[lay->tok[t].line];
	const struct kt_tok *k = &lay->tok[t];

	return t > f && (k[-1].firstc == ':' ||
	    (t > f + 1 && k[-2].width == 1 && k[-2].firstc == ':'));
}

/* Set the narrowest and widest gap of each group as written, and their
 * number (kt_tok.mingap, maxgap, ngaps); a comment that does not follow
 * a bit field's width makes the widest UINT32_MAX. */
static void
kt_lay_mingaps(struct kt_lay *lay)
{
	size_t i;

	for (i = 0; i < lay->ntok; i++) {
		lay->tok[i].mingap = UINT32_MAX;
		lay->tok[i].maxgap = 0;
		lay->tok[i].ngaps = 0;
	}
	for (i = 0; i < lay->ntok; i++) {
		uint32_t r = kt_lay_find(lay->tok, (uint32_t)i);
		uint32_t g = kt_lay_kept_gap(lay, i);

		if (g == UINT32_MAX)
			continue;
		if (g < lay->tok[r].mingap)
			lay->tok[r].mingap = g;
		if (g > lay->tok[r].maxgap)
			lay->tok[r].maxgap = g;
		if (lay->tok[i].cstart && !kt_lay_after_width(lay, i))
			lay->tok[r].maxgap = UINT32_MAX;
		lay->tok[r].ngaps++;
	}
}

/* A column of comments after the widths of bit fields (": 1,") whose
 * gaps as written are all one width, in two lines or more, follows a
 * column of code, not ragged code that it aligns: it keeps that gap, the
 * author's spacing, where every line of it still fits its limit, and
 * takes up its padding only where one would not.  The tokens ORDER[I]
 * to ORDER[J - 1] start at one column. */
static void
kt_lay_keep_comment_gaps(struct kt_lay *lay, const uint64_t *order,
			 size_t i, size_t j)
{
	size_t a, b;

	for (a = i; a < j; a++) {
		uint32_t t = (uint32_t)order[a], r = kt_lay_group(lay, t);
		uint32_t need = lay->tok[r].need;
		bool fits = true;

		if (!kt_lay_comment_col(&lay->tok[t]) || !lay->tok[r].deliberate ||
		    lay->tok[r].ngaps < 2 ||
		    lay->tok[r].mingap != lay->tok[r].maxgap)
			continue;
		for (b = i; b < j; b++) {
			const struct kt_tok *k = &lay->tok[(uint32_t)order[b]];

			if (kt_lay_group(lay, (uint32_t)order[b]) != r ||
			    order[b] == lay->first[k->line])
				continue;
			if (k[-1].newcol + k[-1].nwidth + lay->tok[r].mingap >
			    need)
				need = k[-1].newcol + k[-1].nwidth +
				    lay->tok[r].mingap;
		}
		for (b = i; b < j && lay->room > 0; b++)
			if (kt_lay_group(lay, (uint32_t)order[b]) == r &&
			    need + kt_lay_tail(lay, (uint32_t)order[b]) >
			    lay->limit[lay->tok[(uint32_t)order[b]].line])
				fits = false;
		if (fits)
			lay->tok[r].need = need;
	}
}

/* The fewest columns from the start of token T to the end of its line,
 * with the word edits: the comments after it take up their padding. */
static uint32_t
kt_lay_tail_min(const struct kt_lay *lay, size_t t)
{
	const struct kt_tok *k = &lay->tok[t];
	size_t e = lay->first[k->line] + lay->count[k->line], i;
	uint32_t w = k->nwidth;

	for (i = t + 1; i < e; i++) {
		k = &lay->tok[i];
		w += k->cstart && k->gap_run ? k->gap_fixed + 1 :
		    k->col - (k[-1].col + k[-1].width);
		w += k->nwidth;
	}
	return w;
}

/* Does the code of the line of token T end in a comma (its declarators
 * go on in the next line)? */
static bool
kt_lay_comma_end(const struct kt_lay *lay, size_t t)
{
	size_t f = lay->first[lay->tok[t].line];
	size_t e = f + lay->count[lay->tok[t].line];

	while (e > f && (lay->tok[e - 1].text || lay->tok[e - 1].cstart))
		e--;
	return e > f && lay->tok[e - 1].lastc == ',' && !lay->tok[e - 1].cend;
}

/* Token T is the first declarator of a declaration whose others go on
 * in the lines below, each starting under it, its group (a run of bit
 * fields: "__u64 disabled : 1," over "inherit : 1,"), and the type words
 * before it grew.  If moving the run as far as the type needs would make
 * a line of it too wide, the type goes alone on its line (a break before
 * T, where the line may break: kt_layout_line.breakable) and every
 * declarator stays where the author had it: one line more,
 * and the author's columns, instead of broken lines.  The tokens ORDER[I] to
 * ORDER[J - 1] start at T's column. */
static void
kt_lay_type_alone(struct kt_lay *lay, const uint64_t *order, size_t i,
		  size_t j, uint32_t t)
{
	struct kt_tok *k = &lay->tok[t];
	uint32_t r = kt_lay_group(lay, t), bnd, u;
	size_t f = lay->first[k->line], a, over = 0, others = 0;
	bool grown = false;

	if (lay->room == 0 || !lay->lines[k->line].breakable || k->first ||
	    k->text || k->cstart || !k->ident || !lay->tok[r].deliberate ||
	    !kt_lay_comma_end(lay, t))
		return;
	for (a = f; a < t; a++) {
		const struct kt_tok *w = &lay->tok[a];

		if (w->text || w->cstart ||
		    !(w->firstc == '_' || isalpha(w->firstc)) ||
		    !(w->lastc == '_' || isalnum(w->lastc)))
			return;
		grown |= w->nwidth != w->width;
	}
	bnd = kt_lay_bound(lay, t);
	if (!grown || bnd <= k->col)
		return;
	for (a = i; a < j; a++) {
		u = (uint32_t)order[a];
		if (kt_lay_group(lay, u) != r)
			continue;
		if (u != t && (!lay->tok[u].first || lay->tok[u].line < k->line))
			return;
		others += u != t;
		if (bnd + kt_lay_tail_min(lay, u) >
		    lay->limit[lay->tok[u].line])
			over++;
	}
	if (others > 0 && over >= 1)
		k->brk = true;
}

/* A column of comments that token T's group moves to must not end up one
 * column from another column of comments nearby (lines up to KT_LAY_NEAR
 * apart), still to be placed: the two become one. */
#define KT_LAY_NEAR 10

static void
kt_lay_near(struct kt_lay *lay, const uint64_t *order, uint32_t t)
{
	uint32_t r = kt_lay_group(lay, t), need = lay->tok[r].need, s;
	size_t lo, hi, mid;

	if (!kt_lay_comment_col(&lay->tok[t]) || need == lay->tok[t].col ||
	    !lay->tok[r].deliberate)
		return;
	for (s = need - 1; s <= need + 1; s += 2) {
		if (s <= lay->tok[t].col)
			continue;
		lo = 0;
		hi = lay->ntok;
		while (lo < hi) {
			mid = lo + (hi - lo) / 2;
			if (order[mid] >> 32 < s)
				lo = mid + 1;
			else
				hi = mid;
		}
		for (; lo < lay->ntok && order[lo] >> 32 == s; lo++) {
			uint32_t u = (uint32_t)order[lo];
			const struct kt_tok *tu = &lay->tok[u];
			if (!kt_lay_comment_col(tu) ||
			    !(tu->padded || tu->first) ||
			    !kt_lay_same_scope(lay, tu, &lay->tok[t]) ||
			    tu->line + KT_LAY_NEAR < lay->tok[t].line ||
			    lay->tok[t].line + KT_LAY_NEAR < tu->line)
				continue;
			kt_lay_union(lay, t, u, true);
			r = kt_lay_find(lay->tok, t);
			lay->tok[r].merged = true;
			if (s > lay->tok[r].need)
				lay->tok[r].need = s;
			if (need > lay->tok[r].need)
				lay->tok[r].need = need;
		}
	}
}

/* Place the groups from left to right.  All tokens of a group start at
 * the same column, and the token before any of them starts further left,
 * so one pass in order of column places each group after everything it
 * depends on. */
void
kt_lay_place(struct kt_lay *lay)
{
	uint64_t *order;
	size_t i, j;

	order = kt_xcalloc(lay->ntok > 0 ? lay->ntok : 1, sizeof *order);
	kt_lay_order(lay, order);
	kt_lay_mingaps(lay);
	for (i = 0; i < lay->ntok; i = j) {
		uint32_t c = lay->tok[(uint32_t)order[i]].col, k;

		for (j = i; j < lay->ntok && lay->tok[(uint32_t)order[j]].col == c;
		    j++)
			;
		for (k = (uint32_t)i; k < j; k++)
			kt_lay_type_alone(lay, order, i, j, (uint32_t)order[k]);
		for (k = (uint32_t)i; k < j; k++) {
			uint32_t t = (uint32_t)order[k];
			uint32_t r = kt_lay_group(lay, t);
			/* a type alone on its line: the declarator stays */
			uint32_t bnd = lay->tok[t].brk ? lay->tok[t].col :
			    kt_lay_bound(lay, t);
			/* text inside a comment follows its opening, which
			 * may have gone left (kt_lay_run_set) */
			if (bnd > lay->tok[r].need ||
			    (lay->tok[t].text && r == t))
				lay->tok[r].need = bnd;
		}
		kt_lay_runs(lay, order, i, j);
		kt_lay_keep_comment_gaps(lay, order, i, j);
		for (k = (uint32_t)i; k < j; k++)
			kt_lay_near(lay, order, (uint32_t)order[k]);
		for (k = (uint32_t)i; k < j; k++) {
			uint32_t t = (uint32_t)order[k];
			lay->tok[t].newcol =
			    lay->tok[kt_lay_group(lay, t)].need;
		}
	}
	free(order);
}
