/* layout_params.c: the lists and operators of a line being broken, after
 * which it may break (see layout_wrap.c).
 *
 * A parameter list breaks after a comma outside strings and nested
 * lists, the rest under the first parameter; a line that closes a list
 * opened above breaks after its commas too, the rest under its first
 * token; code without a list breaks after a lone operator.  This file
 * finds those commas, the column of the list's first item, and the
 * operators (kt_lay_params); layout_wrap.c chooses the break.
 */
#include <config.h>

#include <string.h>

#include "layout_int.h"

/* The end of token T's characters in line L: the next token's gap. */
static size_t
kt_lay_tokend(const struct kt_lay *lay, const struct kt_layout_line *l,
	      size_t t, size_t e)
{
	return t + 1 < e ? lay->tok[t + 1].gap_v0 : l->nv;
}

/* The new column of visible char X of token T in line L, with the word
 * edits inside the token before it. */
static uint32_t
kt_lay_charcol(const struct kt_layout_line *l, const struct kt_tok *t,
	       size_t x)
{
	const struct kt_edits *ed = l->edits;
	uint32_t col = t->newcol;
	size_t i = t->gap_v1, k;

	while (i < x) {
		for (k = 0; k < ed->n && ed->e[k].vis != i; k++)
			;
		if (k < ed->n && ed->e[k].vlen > 0) {
			col += ed->e[k].width;
			i += ed->e[k].vlen;
			continue;
		}
		col += kt_lay_vcols(l, i);
		i++;
	}
	return col;
}

/* The column of the first parameter after the opening at visible char X
 * of token J of line L (B): the next token's, if the opening ends its
 * own ("struct { u64 dev, inode }"), else the column after it. */
static uint32_t
kt_lay_opened(const struct kt_lay *lay, const struct kt_layout_line *l,
	      const struct kt_lay_brk *b, size_t j, size_t x)
{
	size_t i, end = kt_lay_tokend(lay, l, j, b->e);

	for (i = x + 1; i < end && kt_lay_unseen(&l->v[i]); i++)
		;
	if (i >= end && j + 1 < b->cm)
		return lay->tok[j + 1].newcol;
	return kt_lay_charcol(l, &lay->tok[j], x) + 1;
}

/* Is token T a lone operator of C between two operands ("/", "|", "+",
 * "||", "&&")? */
static bool
kt_lay_operator(const struct kt_tok *t)
{
	static const char ops[] = "/|+-&^";

	return (t->width == 1 || (t->width == 2 && t->firstc == t->lastc &&
	    (t->firstc == '|' || t->firstc == '&'))) && !t->ident &&
	    !t->cstart && !t->text && !t->cend &&
	    strchr(ops, t->firstc) != NULL && t->firstc != '\0';
}

/* Mark in B->comma the tokens of line L's code that end in a comma of its
 * first list (of parameters in parentheses, the one after a declarator
 * in parentheses, "(*name)(...)", or of members or values in braces),
 * outside strings and nested lists, and set B->param to the column of
 * that list's first item; or if the line closes a list that a line
 * above opened ("    __u16 a, __u16 b)"), the commas before that and
 * the column of the line's first token; mark in B->op the lone
 * operators outside any list. */
void
kt_lay_params(const struct kt_lay *lay, const struct kt_layout_line *l,
	      struct kt_lay_brk *b)
{
	unsigned char q = 0, prev = 0;
	int depth = 0;
	bool done = false, cont = false;
	size_t j, i, pre = b->cm;

	for (j = b->f; j < b->cm; j++) {
		size_t end = kt_lay_tokend(lay, l, j, b->e);
		unsigned char last = 0;
		bool in = false;

		for (i = lay->tok[j].gap_v1; i < end; i++) {
			unsigned char c = l->v[i].c;

			if (kt_lay_unseen(&l->v[i]))
				continue;
			if (q != 0) {
				if (c == q && prev != '\\')
					q = 0;
			} else if (c == '"' || c == '\'')
				q = c;
			else if (c == '(' && depth == 0 && done && prev == ')') {
				/* "(*name)(": the list after a declarator
				 * in parentheses is the parameters */
				depth = 1;
				done = false;
				b->param = kt_lay_opened(lay, l, b, j, i);
			} else if ((c == '(' || c == '{') && depth++ == 0 &&
			    !done && b->param == 0)
				b->param = kt_lay_opened(lay, l, b, j, i);
			else if ((c == ')' || c == '}') && depth > 0 &&
			    --depth == 0 && b->param != 0)
				done = true;
			else if (c == ')' && depth == 0 && b->param == 0) {
				cont = done = true;
				b->param = lay->tok[b->f].newcol;
			}
			prev = last = c;
			in = depth == 1 && q == 0 && !done && b->param != 0;
		}
		/* before any list: a comma of a list from above, if the
		 * line closes one */
		if (pre == b->cm && b->param != 0)
			pre = j;
		b->comma[j - b->f] = last == ',' && (in ||
		    (pre == b->cm && depth == 0 && q == 0));
		b->op[j - b->f] = depth == 0 && q == 0 &&
		    kt_lay_operator(&lay->tok[j]);
	}
	for (j = b->f; j < pre && !cont; j++)
		b->comma[j - b->f] = false;
}
