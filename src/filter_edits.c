/* filter_edits.c: what the edits of a line owe before they are written
 * (see filter_int.h): a type word's text in a line of a table's data is
 * kept from splitting tbl's cells, and a pointer to a type that is not
 * its ISO spelling is warned of (or, with --strict, left alone). */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "filter_int.h"
#include "cctx.h"
#include "tmac.h"
#include "util.h"

/* In a line of a table's data that tbl has still to read, a type word's
 * text that holds the table's tab character would be split by tbl into
 * two cells: an ISO spelling (std::uint32_t in a table with tab(:), a
 * letter of uint32_t with tab(t)), or in mode both the string call
 * \*[ktypes-both-cell-K] (with tab(-), tab(*), ...).  The ISO spelling
 * is written with the tab character as \[charN], which troff renders as
 * the character itself but tbl does not see; in mode both the call is
 * replaced by its plain form, K/\*ISO*\/ (without the subdued style),
 * escaped the same way.  An escape in the spelling is passed over
 * whole.  A blank, a backslash, or a tab character that the kernel
 * spelling holds (then the source's own cell is split already) is left
 * as it is. */
void
kt_filter_cells(struct kt_filter *f, unsigned char tab, enum kt_mode mode)
{
	size_t i, j, k, size, n;

	if (tab == ' ' || tab == '\t' || tab == '\\')
		return;
	for (i = 0; i < f->edits.n; i++) {
		struct kt_edit *e = &f->edits.e[i];
		const struct kt_type *t = e->type;
		struct kt_cell_text *c = NULL;
		const char *s;
		char *o, *plain = NULL;

		if (e->text == NULL || t == NULL ||
		    memchr(e->text, tab, e->tlen) == NULL ||
		    memchr(t->kernel, tab, t->klen) != NULL)
			continue;
		for (j = 0; j < f->ncell_texts; j++)
			if (f->cell_texts[j].type == t &&
			    f->cell_texts[j].tab == tab &&
			    f->cell_texts[j].mode == mode) {
				c = &f->cell_texts[j];
				break;
			}
		if (c == NULL) {
			if (mode == KT_MODE_BOTH) {
				n = t->klen + t->rlen + 4;
				plain = kt_xmalloc(n + 1);
				(void)snprintf(plain, n + 1, "%s/*%s*/",
				    t->kernel, t->iso_roff);
				s = plain;
			} else {
				s = t->iso_roff;
				n = t->rlen;
			}
			f->cell_texts = kt_xgrow(f->cell_texts,
			    &f->cell_texts_cap, f->ncell_texts + 1,
			    sizeof *f->cell_texts);
			c = &f->cell_texts[f->ncell_texts++];
			c->type = t;
			c->tab = tab;
			c->mode = mode;
			/* "\[char126]" for each byte at worst */
			size = 11 * n + 1;
			c->text = o = kt_xmalloc(size);
			for (k = 0; k < n; k++) {
				if (s[k] == '\\' && k + 1 < n) {
					*o++ = s[k++];
					*o++ = s[k];
				} else if ((unsigned char)s[k] == tab)
					o += snprintf(o, size - (size_t)(o -
					    c->text), "\\[char%u]", tab);
				else
					*o++ = s[k];
			}
			c->len = (size_t)(o - c->text);
			free(plain);
		}
		e->text = c->text;
		e->tlen = (uint32_t)c->len;
	}
}

/* The form of words, "u64 (uint64_t)", has an unbreakable blank, which
 * it needs in a macro argument (a plain one would split it in two).  In
 * running text, a text line or a quoted argument, it is the string of
 * running text (ktypes-words-open), unbreakable too, so that no line
 * ends between the kernel spelling and its gloss, but a string of its
 * own: a site restyles prose apart from the words of a comment, and
 * under mandoc, where the comment's blank is a plain one, it keeps the
 * pair whole. */
void
kt_filter_words(struct kt_filter *f, bool text)
{
	size_t i;

	for (i = 0; i < f->edits.n; i++) {
		struct kt_edit *e = &f->edits.e[i];

		if (e->type == NULL || e->text != e->type->note)
			continue;
		if (!text && !(f->vis.v[e->vis].flags & KT_VF_QUOTED))
			continue;
		e->text = e->type->words;
		e->tlen = (uint32_t)e->type->wlen;
	}
}

void
kt_cells_free(struct kt_filter *f)
{
	size_t i;

	for (i = 0; i < f->ncell_texts; i++)
		free(f->cell_texts[i].text);
	free(f->cell_texts);
	f->cell_texts = NULL;
	f->ncell_texts = f->cell_texts_cap = 0;
	free(f->stack);
	f->stack = NULL;
	f->stack_cap = 0;
}

void
kt_filter_escapes(struct kt_filter *f)
{
	const struct kt_roff *st = &f->roff;
	size_t i, k = 0;

	if (st->esc_on && st->esc == '\\')
		return;
	for (i = 0; i < f->edits.n; i++) {
		const struct kt_edit *e = &f->edits.e[i];

		if (memchr(e->text, '\\', e->tlen) != NULL ||
		    (st->esc_on && memchr(e->text, st->esc, e->tlen) != NULL))
			continue;	/* the word keeps its spelling */
		f->edits.e[k++] = *e;
	}
	f->edits.n = k;
}

/* Note edit E, which keeps its kernel spelling, in the list of the
 * words that keys explain (f->kept, in the order of the line). */
static void
kt_filter_keep(struct kt_filter *f, const struct kt_edit *e)
{
	struct kt_edits *k = &f->kept;
	size_t i;

	kt_edits_push(k);
	for (i = k->n - 1; i > 0 && k->e[i - 1].off > e->off; i--)
		k->e[i] = k->e[i - 1];
	k->e[i] = *e;
}

/* A pointer to a type that is not its ISO spelling changes meaning when
 * respelled (mode iso; mode both keeps the kernel spelling in front of
 * the ISO one): warn, or with --strict keep the kernel spelling there,
 * which the key then explains as it does the words that mode iso never
 * respells. */
void
kt_filter_abi(struct kt_filter *f)
{
	size_t i, k = 0;

	for (i = 0; i < f->edits.n; i++) {
		const struct kt_edit *e = &f->edits.e[i];
		char a[80], b[240];

		if (!e->pointer) {
			f->edits.e[k++] = *e;
			continue;
		}
		if (f->strict) {
			if (kt_filter_macros_ok(f))
				kt_filter_keep(f, e);
			continue;
		}
		f->edits.e[k++] = *e;
		if (f->abi_line == f->where.line && f->abi_type == e->type)
			continue;
		f->abi_line = f->where.line;
		f->abi_type = e->type;
		snprintf(a, sizeof a, "%s *", e->type->kernel);
		snprintf(b, sizeof b, "%s *", e->type->iso);
		kt_msg(&f->where, KT_MSG_ABI_POINTER, a, b);
	}
	f->edits.n = k;
}

/* Is visible character I of the line the separator of a table's cells
 * (a context break of its own, not an escape's)? */
static bool
kt_filter_cell_tab(const struct kt_vis *v)
{
	return v->c == 0 && (v->flags & (KT_VF_BREAK | KT_VF_ESC)) ==
	    KT_VF_BREAK;
}

/* The bytes [CELL[0], CELL[1]) of the cell of the BODY bytes at P that
 * holds edit E, and [CELL[2], CELL[3]) the same but for blanks at its
 * edges, if the type word is alone in it; false if not. */
static bool
kt_filter_cell_of(const struct kt_filter *f, const struct kt_edit *e,
		  const unsigned char *p, size_t body, size_t cell[4])
{
	const struct kt_vis *v = f->vis.v;
	size_t n = f->vis.n, i;

	if (!kt_cctx_cell_alone(v, n, e->vis, e->vis + e->vlen))
		return false;
	cell[0] = 0;
	cell[1] = body;
	for (i = e->vis; i > 0; i--)
		if (kt_filter_cell_tab(&v[i - 1])) {
			cell[0] = v[i - 1].src + 1;
			break;
		}
	for (i = e->vis + e->vlen; i < n; i++)
		if (kt_filter_cell_tab(&v[i])) {
			cell[1] = v[i].src;
			break;
		}
	cell[2] = cell[0];
	cell[3] = cell[1];
	while (cell[2] < e->off && (p[cell[2]] == ' ' || p[cell[2]] == '\t'))
		cell[2]++;
	while (cell[3] > e->off + e->len && (p[cell[3] - 1] == ' ' ||
	    p[cell[3] - 1] == '\t'))
		cell[3]--;
	return true;
}

/* Write into O (if not NULL) the line under a stacked cell [CS, CE) of
 * P, whose word is edit E's, and return its length: "(", the cell with
 * the word in its ISO spelling, ")".  The ISO spelling is written out,
 * between the ends of its link (KT_TMAC_LINK_ON, KT_TMAC_LINK_OFF), as
 * the other forms of mode both link it. */
static size_t
kt_filter_iso_line(char *o, const unsigned char *p, size_t cs, size_t ce,
		   const struct kt_edit *e)
{
	static const char on[] = "\\*[" KT_TMAC_LINK_ON,
	    off[] = "\\*[" KT_TMAC_LINK_OFF;
	const struct kt_type *t = e->type;
	size_t head = e->off - cs, tail = ce - (e->off + e->len);
	size_t n = 1 + head + (sizeof on - 1) + t->klen + 1 + t->rlen +
	    (sizeof off - 1) + t->klen + 1 + tail + 1;

	if (o == NULL)
		return n;
	*o++ = '(';
	memcpy(o, p + cs, head);
	o += head;
	memcpy(o, on, sizeof on - 1);
	o += sizeof on - 1;
	memcpy(o, t->kernel, t->klen);
	o += t->klen;
	*o++ = ']';
	memcpy(o, t->iso_roff, t->rlen);
	o += t->rlen;
	memcpy(o, off, sizeof off - 1);
	o += sizeof off - 1;
	memcpy(o, t->kernel, t->klen);
	o += t->klen;
	*o++ = ']';
	memcpy(o, p + e->off + e->len, tail);
	o += tail;
	*o = ')';
	return n;
}

/* Write into O (if not NULL) the text block that stacks the cell
 * [CS, CE) of P over its ISO spelling, and return its length. */
static size_t
kt_filter_stacked(char *o, const unsigned char *p, size_t cs, size_t ce,
		  const struct kt_edit *e)
{
	static const char open[] = "T{\n.if r .x .nf\n", close[] = "\nT}";
	size_t iso = kt_filter_iso_line(NULL, p, cs, ce, e);
	size_t n = (sizeof open - 1) + (ce - cs) + 1 + iso +
	    (sizeof close - 1);

	if (o == NULL)
		return n;
	memcpy(o, open, sizeof open - 1);
	o += sizeof open - 1;
	memcpy(o, p + cs, ce - cs);
	o += ce - cs;
	*o++ = '\n';
	o += kt_filter_iso_line(o, p, cs, ce, e);
	memcpy(o, close, sizeof close - 1);
	return n;
}

/* In mode both, a table's cell that is a type name (the word alone in
 * it, in a line of data that tbl splits into cells) shows the kernel
 * spelling as written with the ISO spelling under it, in parentheses:
 * a text block of two lines, so that the column is no wider than mode
 * iso makes it (the form of code, K/\*ISO*\/, would widen it by the
 * kernel spelling and four more).  The block is in no-fill for groff
 * (tbl sets each block's fill mode anew); mandoc, which has no "r .x",
 * sets it as one line, and would carry .nf past the table.  The edit takes the whole cell.
 * Returns whether a cell was stacked (the line is then several). */
bool
kt_filter_stack(struct kt_filter *f, const unsigned char *p, size_t body)
{
	size_t i, need = 0, at = 0, cell[4];
	bool any = false;

	for (i = 0; i < f->edits.n; i++)
		if (f->edits.e[i].type != NULL &&
		    kt_filter_cell_of(f, &f->edits.e[i], p, body, cell))
			need += kt_filter_stacked(NULL, p, cell[2], cell[3],
			    &f->edits.e[i]);
	if (need == 0)
		return false;
	f->stack = kt_xgrow(f->stack, &f->stack_cap, need, 1);
	for (i = 0; i < f->edits.n; i++) {
		struct kt_edit *e = &f->edits.e[i];
		size_t n;

		if (e->type == NULL ||
		    !kt_filter_cell_of(f, e, p, body, cell))
			continue;
		/* the blanks at the cell's edges go: tbl wants T{ and T}
		 * right at them */
		n = kt_filter_stacked(f->stack + at, p, cell[2], cell[3], e);
		e->text = f->stack + at;
		e->tlen = (uint32_t)n;
		e->off = (uint32_t)cell[0];
		e->len = (uint32_t)(cell[1] - cell[0]);
		at += n;
		any = true;
	}
	return any;
}


/* Append to the line under a row of tbl's output, or after a cell's
 * measure, in O (if not NULL) at AT, what stacks the cell [CB, CE) of P
 * of column COL, whose word is edit E's; return the new length. */
static size_t
kt_filter_stack_out_add(char *o, size_t at, enum kt_tbl_out kind, int col,
			const unsigned char *p, size_t cb, size_t ce,
			const struct kt_edit *e)
{
	char pre[80];
	int k;

	while (cb < e->off && (p[cb] == ' ' || p[cb] == '\t'))
		cb++;
	while (ce > e->off + e->len && (p[ce - 1] == ' ' ||
	    p[ce - 1] == '\t'))
		ce--;
	if (kind == KT_TBL_OUT_MEASURE)
		k = snprintf(pre, sizeof pre,
		    "\n.nr 3w%d \\n[3w%d]>?\\w\\[tbl]", col, col);
	else
		k = snprintf(pre, sizeof pre, "%s\\h'|\\n[3cl%d]u'",
		    at == 0 ? "\n\\&" : "", col);
	if (o != NULL)
		memcpy(o + at, pre, (size_t)k);
	at += (size_t)k;
	at += kt_filter_iso_line(o != NULL ? o + at : NULL, p, cb, ce, e);
	if (kind == KT_TBL_OUT_MEASURE) {
		if (o != NULL)
			memcpy(o + at, "\\[tbl]", 6);
		at += 6;
	}
	return at;
}

/* Is edit E's word alone in the cell [CB, CE) of a line of tbl's
 * output?  (tbl's output has no separator between cells: the cell is
 * what the line lists of those bytes.) */
static bool
kt_filter_out_alone(const struct kt_filter *f, const struct kt_edit *e,
		    size_t cb, size_t ce)
{
	const struct kt_vis *v = f->vis.v;
	size_t lo = e->vis, hi = e->vis + e->vlen;

	while (lo > 0 && v[lo - 1].src >= cb)
		lo--;
	while (hi < f->vis.n && v[hi].src < ce)
		hi++;
	return kt_cctx_cell_alone(v + lo, hi - lo, e->vis - lo,
	    e->vis + e->vlen - lo);
}

/* Write into O (if not NULL) what kt_filter_stack_out adds after the
 * BODY bytes at P, and return its length (0: nothing). */
static size_t
kt_filter_stack_out_text(struct kt_filter *f, char *o, const unsigned char *p,
			 size_t body)
{
	size_t i, at = 0, cb, ce;
	enum kt_tbl_out kind;
	int col;

	for (i = 0; i < f->edits.n; i++) {
		const struct kt_edit *e = &f->edits.e[i];

		if (e->type == NULL || e->type->iso == NULL ||
		    (kind = kt_roff_tbl_out_cell(&f->roff, p, body, e->off,
		    &col, &cb, &ce)) == KT_TBL_OUT_NONE ||
		    !kt_filter_out_alone(f, e, cb, ce))
			continue;
		at = kt_filter_stack_out_add(o, at, kind, col, p, cb, ce, e);
	}
	return at;
}

bool
kt_filter_stack_out(struct kt_filter *f, const unsigned char *p, size_t body)
{
	size_t i, n = kt_filter_stack_out_text(f, NULL, p, body), cb, ce;
	struct kt_edit *add;
	int col;

	if (n == 0)
		return false;
	f->stack = kt_xgrow(f->stack, &f->stack_cap, n, 1);
	kt_filter_stack_out_text(f, f->stack, p, body);
	/* the words stacked keep their kernel spelling */
	for (i = 0; i < f->edits.n; i++) {
		struct kt_edit *e = &f->edits.e[i];

		if (e->type != NULL && e->type->iso != NULL &&
		    kt_roff_tbl_out_cell(&f->roff, p, body, e->off, &col,
		    &cb, &ce) != KT_TBL_OUT_NONE &&
		    kt_filter_out_alone(f, e, cb, ce)) {
			e->text = e->type->kernel;
			e->tlen = (uint32_t)e->type->klen;
		}
	}
	add = kt_edits_push(&f->edits);
	add->off = (uint32_t)body;
	add->text = f->stack;
	add->tlen = (uint32_t)n;
	return true;
}

/* Is visible character V a blank of what the line renders? */
static bool
kt_proto_blank(const struct kt_vis *v)
{
	return !(v->flags & (KT_VF_ZERO | KT_VF_MEASURED)) &&
	    (v->c == ' ' || v->c == '\t');
}

/* Is the line whose visible characters are V (N of them) a prototype
 * and nothing else, "TYPE NAME(PARAMETERS)" (a blank and ";" may end
 * it), with a type word of the line's edits where C syntax says a type
 * goes?  Its first "(" follows the name without a blank, and its last
 * ")" closes it. */
static bool
kt_filter_proto(const struct kt_filter *f, const struct kt_vis *v, size_t n)
{
	size_t i, last = n, open = n;
	unsigned depth = 0;
	bool syntax = false, two = false;

	for (i = 0; i < n; i++) {
		if (v[i].flags & KT_VF_BREAK)
			return false;
		/* a blank between words before the "(": a type, then a
		 * name ("sizeof (u32)" is none) */
		if (kt_proto_blank(&v[i]) && last < n && open == n)
			two = true;
		if ((v[i].flags & (KT_VF_ZERO | KT_VF_MEASURED)) ||
		    kt_proto_blank(&v[i]) || (v[i].c == ';' && depth == 0 &&
		    open < n))
			continue;
		if (last == n && !kt_roff_ident(v[i].c))
			return false;	/* it starts with a word */
		if (depth == 0 && open < n)
			return false;	/* something after the ")" */
		if (v[i].c == '(' && open == n) {
			/* "name(", no blank; a parenthesis of the text (not
			 * mdoc's .Fn, whose macros set a prototype
			 * themselves) */
			if (!kt_roff_ident(v[last].c) || last + 1 != i ||
			    !two || (v[i].flags & KT_VF_ESC))
				return false;
			open = i;
		}
		if (v[i].c == '(' && open < n)
			depth++;
		else if (v[i].c == ')' && depth-- == 0)
			return false;
		last = i;
	}
	if (open == n || depth > 0)
		return false;
	for (i = 0; i < f->edits.n && !syntax; i++) {
		const struct kt_edit *e = &f->edits.e[i];
		syntax = e->type != NULL &&
		    kt_cctx_syntax(v, n, e->vis, e->vis + e->vlen, false);
	}
	return syntax;
}

/* An edit that writes "\~" for the LEN bytes at OFF. */
static void
kt_filter_unbreak(struct kt_filter *f, size_t off, size_t len, size_t vis)
{
	struct kt_edit *e = kt_edits_push(&f->edits);

	memset(e, 0, sizeof *e);
	e->off = (uint32_t)off;
	e->len = (uint32_t)len;
	e->text = "\\~";
	e->tlen = 2;
	e->vis = (uint32_t)vis;
	e->width = 1;
}

bool
kt_filter_proto_blanks(struct kt_filter *f, const unsigned char *p,
		       size_t body)
{
	const struct kt_vis *v = f->vis.v;
	size_t n = f->vis.n, i, j, nedits = f->edits.n;
	unsigned depth = 0;
	unsigned char prev = 0;

	if (!f->roff.esc_on || f->roff.esc != '\\' || nedits == 0 ||
	    !kt_filter_proto(f, v, n))
		return false;
	for (i = 0; i < n; i++) {
		if (v[i].flags & (KT_VF_ZERO | KT_VF_MEASURED))
			continue;
		if (!kt_proto_blank(&v[i])) {
			depth += v[i].c == '(';
			depth -= v[i].c == ')' && depth > 0;
			prev = v[i].c;
			continue;
		}
		if (depth == 1 && prev == ',')
			continue;	/* a break after a parameter */
		if (v[i].flags & KT_VF_PLAIN)
			kt_filter_unbreak(f, v[i].src, 1, i);
		else if ((v[i].flags & KT_VF_ARGSEP) && v[i].src <= body &&
		    v[i].src > 0 && p[v[i].src - 1] != '"') {
			/* the blanks that join two unquoted arguments of
			 * .B or .I: one argument, joined by "\~" */
			for (j = v[i].src; j > 0 && (p[j - 1] == ' ' ||
			    p[j - 1] == '\t'); j--)
				;
			if (j < v[i].src && j > 0 && p[j - 1] != '"')
				kt_filter_unbreak(f, j, v[i].src - j, i);
		}
	}
	if (f->edits.n > nedits)
		kt_edits_sort(f->edits.e, f->edits.n);
	return true;
}
