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

/* A pointer to a type that is not its ISO spelling changes meaning when
 * respelled: warn, or with --strict keep the kernel spelling there. */
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
		if (f->strict)
			continue;
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
