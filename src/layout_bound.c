/* layout_bound.c: where a token may go, given the tokens before it in
 * its line, for placing the columns (layout_place.c, layout_runs.c; see
 * layout_int.h).
 */
#include <config.h>

#include "layout_int.h"

/* The token that stands for T's group: its root, unless nothing in the
 * group is a deliberate alignment, when each token stands alone. */
uint32_t
kt_lay_group(struct kt_lay *lay, uint32_t t)
{
	uint32_t r = kt_lay_find(lay->tok, t);

	return lay->tok[r].deliberate ? r : t;
}

/* The gap before token T as written, if the word before it keeps its
 * width (a gap after a grown word is padding that it may take up), else
 * UINT32_MAX. */
uint32_t
kt_lay_kept_gap(const struct kt_lay *lay, size_t t)
{
	const struct kt_tok *k = &lay->tok[t];

	if (t == lay->first[k->line] || k->text || k[-1].nwidth != k[-1].width)
		return UINT32_MAX;
	return k->col - (k[-1].col + k[-1].width);
}

/* The lowest column token T may take, given the token before it: one
 * blank, or for a word of code (bit-field colons and widths, names: not
 * comments, which take up their padding, nor a note after padding that
 * follows a statement's end, "u64 start;      (64-bit address ...)" in
 * getunwind(2), which reads as one: words, not a brace) the gap it has
 * as written, or in a column the narrowest gap of the column: the
 * author's spacing ("mmap2          :  1,"), unless the word before it
 * grew. */
uint32_t
kt_lay_bound(struct kt_lay *lay, size_t t)
{
	const struct kt_tok *k = &lay->tok[t];
	uint32_t end = 0, min = k->gap_fixed + (k->gap_run ? 1 : 0);
	uint32_t r = kt_lay_group(lay, (uint32_t)t);

	if (t > lay->first[k->line]) {
		end = k[-1].newcol + k[-1].nwidth;
		/* text inside a comment keeps its spacing */
		if (k->text)
			return end + (k->col - (k[-1].col + k[-1].width));
		if (!k->cstart && !(k->padded && k[-1].lastc == ';' &&
		    (k->ident || k->word)) &&
		    kt_lay_kept_gap(lay, t) != UINT32_MAX) {
			uint32_t g = lay->tok[r].deliberate ?
			    lay->tok[r].mingap : kt_lay_kept_gap(lay, t);
			if (g > min)
				min = g;
		}
	}
	return end + min;
}

/* The columns from the start of token T to the end of its line, with the
 * word edits (the tokens after it keep their gaps). */
uint32_t
kt_lay_tail(const struct kt_lay *lay, size_t t)
{
	const struct kt_tok *k = &lay->tok[t];
	size_t e = lay->first[k->line] + lay->count[k->line] - 1, i;
	uint32_t w = lay->tok[e].col + lay->tok[e].width - k->col;

	for (i = t; i <= e; i++)
		w += lay->tok[i].nwidth - lay->tok[i].width;
	return w;
}
