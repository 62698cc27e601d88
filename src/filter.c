/* filter.c: the filter (see filter.h). */
#include <config.h>

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "layout.h"
#include "prelude.h"
#include "rewrite.h"
#include "util.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* A held line, or a run of held lines that the fast path took (which
 * hold no type word and render text or are neutral control lines). */
struct kt_held {
	size_t off, len;	/* bytes in hbuf, with the newlines */
	size_t lines;		/* 1 for a line */
	size_t eoff, en;	/* a line: its edits in hedits */
	bool run;		/* a run of lines */
	bool text;		/* a line: renders text */
	bool listed;		/* a line: its visible characters were listed
				 * (always so in a run) */
};

void
kt_filter_init(struct kt_filter *f, const struct kt_table *t,
	       struct kt_writer *out)
{
	memset(f, 0, sizeof *f);
	kt_roff_init(&f->roff);
	kt_mode_init(&f->mode);
	f->table = t;
	f->out = out;
#ifdef KT_FILTER_NO_FAST
	f->slow = true;		/* a build to compare with (doc/design.md) */
#endif
}

void
kt_filter_free(struct kt_filter *f)
{
	free(f->held);
	free(f->hbuf);
	free(f->hedits);
	free(f->lf_file);
	free(f->block_keys.t);
	free(f->table_keys.t);
	free(f->section_keys.t);
	kt_vis_buf_free(&f->vis);
	kt_vis_buf_free(&f->rvis);
	kt_edits_free(&f->edits);
	for (size_t i = 0; i < f->ncell_texts; i++)
		free(f->cell_texts[i].text);
	free(f->cell_texts);
	memset(f, 0, sizeof *f);
}

/* The held lines, listed again one at a time for the layout engine
 * (kt_layout_stream) by a replay of the scanner from before the block. */
struct kt_relist {
	struct kt_filter *f;
	struct kt_roff st;	/* the scanner before the next line */
	size_t ent;		/* its entry in held */
	size_t off;		/* its offset in hbuf */
	size_t sub;		/* its line in the entry */
	size_t line;		/* its index in the block */
};

static void
kt_filter_fill(void *ctx, struct kt_layout_line *ll, size_t i, bool restart)
{
	struct kt_relist *r = ctx;
	struct kt_filter *f = r->f;

	if (restart) {
		r->st = f->hsnap;
		r->ent = r->off = r->sub = r->line = 0;
	}
	while (r->line <= i) {
		const struct kt_held *h = &f->held[r->ent];
		const unsigned char *p = f->hbuf + r->off;
		size_t len = h->len, body;
		bool listed = h->run || h->listed;

		if (h->run) {
			const unsigned char *e = f->hbuf + h->off + h->len;
			const unsigned char *nl = memchr(p, '\n', (size_t)(e - p));
			len = nl != NULL ? (size_t)(nl - p) + 1 : (size_t)(e - p);
		}
		body = len > 0 && p[len - 1] == '\n' ? len - 1 : len;
		if (r->line == i) {
			struct kt_line_info info;

			f->rvis.n = 0;
			ll[i].tabs_set = r->st.tabs_set;
			if (listed)
				kt_roff_line(&r->st, p, body, &info, &f->rvis);
			else
				kt_roff_skip(&r->st, p, body, false);
			/* a line of a run is text if it renders text
			 * (kt_filter_line: text && rewrite, which a run has) */
			if (h->run)
				ll[i].text = info.kind == KT_LINE_TEXT ||
				    info.kind == KT_LINE_MACRO;
			ll[i].v = f->rvis.v;
			ll[i].nv = ll[i].text ? f->rvis.n : 0;
		} else
			kt_roff_skip(&r->st, p, body, listed);
		r->off += len;
		r->line++;
		if (++r->sub == h->lines) {
			r->ent++;
			r->sub = 0;
		}
	}
}

/* Write the held block, laid out, and empty it.  A block without edits
 * is written as it came; else what its lines render is listed again, a
 * line at a time, from the scanner's state before the block, for the
 * layout engine. */
static void
kt_filter_flush(struct kt_filter *f)
{
	struct kt_layout_line *ll;
	struct kt_edits *ed;
	struct kt_relist rl;
	size_t i, j, k;

	if (f->nheld == 0)
		return;
	if (f->hen == 0) {
		kt_writer_put(f->out, f->hbuf, f->hlen);
		goto out;
	}
	ll = kt_xcalloc(f->nheld, sizeof *ll);
	ed = kt_xcalloc(f->nheld, sizeof *ed);
	for (i = k = 0; i < f->nent; i++) {
		const struct kt_held *h = &f->held[i];

		for (j = 0; j < h->lines; j++, k++) {
			ll[k].edits = &ed[k];
			if (h->run)
				continue;
			ll[k].text = h->text;
			if (h->en > 0) {
				ed[k].e = kt_xmalloc(h->en * sizeof *ed[k].e);
				memcpy(ed[k].e, f->hedits + h->eoff,
				    h->en * sizeof *ed[k].e);
				ed[k].n = ed[k].cap = h->en;
			}
		}
	}
	memset(&rl, 0, sizeof rl);
	rl.f = f;
	if (!f->overflow)
		kt_layout_stream(ll, f->nheld, kt_filter_fill, &rl);
	for (i = k = 0; i < f->nent; i++) {
		const struct kt_held *h = &f->held[i];
		const unsigned char *p = f->hbuf + h->off, *e = p + h->len;

		for (j = 0; j < h->lines; j++, k++) {
			const unsigned char *nl = memchr(p, '\n', (size_t)(e - p));
			size_t len = nl != NULL ? (size_t)(nl - p) + 1 :
			    (size_t)(e - p);

			kt_edits_apply(f->out, p, len, ed[k].e, ed[k].n);
			kt_edits_free(&ed[k]);
			p += len;
		}
	}
	free(ll);
	free(ed);
out:
	f->nheld = 0;
	f->nent = 0;
	f->hlen = 0;
	f->hen = 0;
}

/* Hold LINE (LEN bytes) with the current edits; TEXT: it renders text,
 * LISTED: its visible characters were listed. */
static void
kt_filter_hold(struct kt_filter *f, const unsigned char *line, size_t len,
	       bool text, bool listed)
{
	struct kt_held *h;

	f->held = kt_xgrow(f->held, &f->capent, f->nent + 1, sizeof *f->held);
	f->hbuf = kt_xgrow(f->hbuf, &f->hcap, f->hlen + len, 1);
	h = &f->held[f->nent++];
	memset(h, 0, sizeof *h);
	h->off = f->hlen;
	h->len = len;
	h->lines = 1;
	memcpy(f->hbuf + f->hlen, line, len);
	f->hlen += len;
	f->nheld++;
	h->text = text;
	h->listed = listed;
	h->eoff = f->hen;
	h->en = f->edits.n;
	if (f->edits.n > 0) {
		f->hedits = kt_xgrow(f->hedits, &f->hecap, f->hen + f->edits.n,
		    sizeof *f->hedits);
		memcpy(f->hedits + f->hen, f->edits.e,
		    f->edits.n * sizeof *f->hedits);
		f->hen += f->edits.n;
	}
}

/* Hold the N bytes at P, LINES whole lines that the fast path took. */
static void
kt_filter_hold_run(struct kt_filter *f, const unsigned char *p, size_t n,
		   size_t lines)
{
	struct kt_held *h = f->nent > 0 ? &f->held[f->nent - 1] : NULL;

	if (lines == 0)
		return;
	if (h == NULL || !h->run) {
		f->held = kt_xgrow(f->held, &f->capent, f->nent + 1,
		    sizeof *f->held);
		h = &f->held[f->nent++];
		memset(h, 0, sizeof *h);
		h->off = f->hlen;
		h->run = true;
	}
	f->hbuf = kt_xgrow(f->hbuf, &f->hcap, f->hlen + n, 1);
	memcpy(f->hbuf + f->hlen, p, n);
	f->hlen += n;
	h->len += n;
	h->lines += lines;
	f->nheld += lines;
}

/* The mode request: ".ktypes MODE". */
static void
kt_filter_mode_request(struct kt_filter *f, const unsigned char *line,
		       size_t len, size_t args)
{
	size_t a[3][2], k;
	enum kt_mode mode;

	k = kt_roff_args(&f->roff, line, len, args, a, 3);
	if (k == 0) {
		kt_msg(&f->where, KT_MSG_MODE_MISSING, NULL, NULL);
		return;
	}
	if (a[0][1] == 7 && memcmp(line + a[0][0], "literal", 7) == 0) {
		/* ".ktypes literal [on|off]": a region of kernel spellings */
		const unsigned char *w = k > 1 ? line + a[1][0] : line;
		if (k == 1 || (a[1][1] == 2 && memcmp(w, "on", 2) == 0))
			f->literal = true;
		else if (a[1][1] == 3 && memcmp(w, "off", 3) == 0)
			f->literal = false;
		else
			kt_msg_n(&f->where, KT_MSG_LITERAL_ARG, w, a[1][1], NULL);
		if (k > 2)
			kt_msg_n(&f->where, KT_MSG_MODE_EXTRA, line + a[2][0],
			    a[2][1], NULL);
		return;
	}
	if (k > 1)
		kt_msg_n(&f->where, KT_MSG_MODE_EXTRA, line + a[1][0], a[1][1],
		    NULL);
	if (!kt_mode_parse((const char *)line + a[0][0], a[0][1], &mode)) {
		kt_msg_n(&f->where, KT_MSG_MODE_UNKNOWN_PAGE, line + a[0][0],
		    a[0][1], NULL);
		return;
	}
	(void)kt_mode_set(&f->mode, mode, KT_MODE_FROM_PAGE);
}

/* An incoming ".lf N [FILE]": the next line is line N of FILE. */
static void
kt_filter_lf(struct kt_filter *f, const unsigned char *line, size_t len,
	     size_t args)
{
	size_t a[2][2], k, i;
	unsigned long n = 0;

	k = kt_roff_args(&f->roff, line, len, args, a, 2);
	if (k == 0 || a[0][1] == 0)
		return;
	for (i = 0; i < a[0][1]; i++) {
		unsigned char c = line[a[0][0] + i];
		if (c < '0' || c > '9')
			return;
		if (n < 100000000ul)
			n = n * 10 + (c - '0');
	}
	f->where.line = n > 0 ? n - 1 : 0;
	if (k > 1 && a[1][1] > 0) {
		/* for messages only: quoted, so that a NUL does not cut it */
		size_t size = 4 * a[1][1] + 1;
		free(f->lf_file);
		f->lf_file = kt_xmalloc(size);
		(void)kt_msg_quote(f->lf_file, size, line + a[1][0], a[1][1],
		    true);
		f->where.file = f->lf_file;
	}
}

/* Write ".lf N": the next line is input line N again.  Under "r .x"
 * (groff's version register), since mandoc(1) calls .lf insecure; in a
 * block, so that tbl and eqn, which count lines, read it too: ".lf N-1"
 * numbers the line that closes the block. */
static void
kt_filter_relf(struct kt_filter *f, unsigned long n)
{
	char buf[80];
	int k = snprintf(buf, sizeof buf, "%cif r .x \\{\\\n%clf %lu\n%c\\}\n",
	    f->roff.cc, f->roff.cc, n > 0 ? n - 1 : 0, f->roff.cc);

	kt_writer_put(f->out, buf, (size_t)k);
}

/* Write the prelude (see prelude.h) once, before input line N. */
static void
kt_filter_prelude(struct kt_filter *f, unsigned long n)
{
	size_t i;

	if (f->prelude)
		return;
	f->prelude = true;
	if (!f->out->last_nl)
		kt_writer_put(f->out, "\n", 1);
	kt_writer_put(f->out, KT_PRELUDE_HEAD, strlen(KT_PRELUDE_HEAD));
	kt_writer_put(f->out, kt_prelude_tmac, strlen(kt_prelude_tmac));
	kt_writer_put(f->out, KT_PRELUDE_TAIL, strlen(KT_PRELUDE_TAIL));
	for (i = 0; i < kt_table_size(f->table); i++) {
		const struct kt_type *t = kt_table_entry(f->table, i);
		kt_writer_put(f->out, ".ktypes-define ", 15);
		kt_writer_put(f->out, t->kernel, t->klen);
		kt_writer_put(f->out, " ", 1);
		kt_writer_put(f->out, t->iso_roff, t->rlen);
		kt_writer_put(f->out, "\n", 1);
	}
	kt_filter_relf(f, n);
}

/* Note type T in key list K, once. */
static void
kt_keys_add(struct kt_keys *k, const struct kt_type *t)
{
	size_t i;

	for (i = 0; i < k->n; i++)
		if (k->t[i] == t)
			return;
	k->t = kt_xgrow(k->t, &k->cap, k->n + 1, sizeof *k->t);
	k->t[k->n++] = t;
}

/* Write the key of K (".ktypes-key __u32 uint32_t ...", or the MACRO
 * given) and empty it; the next line is input line N. */
static void
kt_filter_key_as(struct kt_filter *f, struct kt_keys *k, unsigned long n,
		 const char *macro)
{
	size_t i;

	if (k->n == 0)
		return;
	if (!f->out->last_nl)
		kt_writer_put(f->out, "\n", 1);
	kt_writer_put(f->out, &f->roff.cc, 1);
	kt_writer_put(f->out, macro, strlen(macro));
	for (i = 0; i < k->n; i++) {
		kt_writer_put(f->out, " ", 1);
		kt_writer_put(f->out, k->t[i]->kernel, k->t[i]->klen);
		kt_writer_put(f->out, " ", 1);
		kt_writer_put(f->out, k->t[i]->iso_roff, k->t[i]->rlen);
		if (k->t[i]->flags & KT_TYPE_DISTINCT)
			kt_writer_put(f->out, "\\*[ktypes-key-distinct]", 23);
	}
	kt_writer_put(f->out, "\n", 1);
	k->n = 0;
	if (n > 0)
		kt_filter_relf(f, n);
}

static void
kt_filter_key(struct kt_filter *f, struct kt_keys *k, unsigned long n)
{
	kt_filter_key_as(f, k, n, "ktypes-key");
}

/* The key of a table, at its .TE, the next line being input line N: a
 * key of its own (.ktypes-table-key, which keeps clear of the table's
 * box), or in a no-fill block (a table in .nf) the block's key. */
static void
kt_filter_table_key(struct kt_filter *f, unsigned long n)
{
	size_t i;

	if (f->roff.nofill) {
		for (i = 0; i < f->table_keys.n; i++)
			kt_keys_add(&f->block_keys, f->table_keys.t[i]);
		f->table_keys.n = 0;
		return;
	}
	kt_filter_key_as(f, &f->table_keys, n, "ktypes-table-key");
}

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
static void
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

/* The mode that the words of the current line take: modes both and
 * annotate call strings of the macro package, which needs the standard
 * escape and control characters. */
static enum kt_mode
kt_filter_word_mode(const struct kt_filter *f)
{
	enum kt_mode m = f->mode.mode;

	if ((m == KT_MODE_BOTH || m == KT_MODE_ANNOTATE) &&
	    (!f->roff.esc_on || f->roff.esc != '\\' || f->roff.cc != '.'))
		return KT_MODE_KERNEL;
	return m;
}

/* A pointer to a type that is not its ISO spelling changes meaning when
 * respelled: warn, or with --strict keep the kernel spelling there. */
static void
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

/* Filter one input line of LEN bytes (with its newline, if any). */
static void
kt_filter_line(struct kt_filter *f, const unsigned char *line, size_t len)
{
	size_t body = len, i;
	enum kt_mode mode = kt_filter_word_mode(f);
	bool rewrite = mode != KT_MODE_KERNEL;
	bool text, hold, want, cells;
	unsigned char tab;
	struct kt_line_info info;

	if (body > 0 && line[body - 1] == '\n')
		body--;
	f->where.line++;
	if ((mode == KT_MODE_BOTH || mode == KT_MODE_ANNOTATE) && !f->prelude) {
		kt_filter_flush(f);
		kt_filter_prelude(f, f->where.line);
	}
	/* the scanner before the first line of a block that may be held */
	if (f->nheld == 0)
		f->hsnap = f->roff;
	/* What a line renders is needed where it may hold a type word, and
	 * in no-fill code, where the layout engine sees every line. */
	f->vis.n = 0;
	want = rewrite && ((f->roff.nofill &&
	    mode != KT_MODE_ANNOTATE) || kt_table_in_line(f->table, line, body));
	cells = f->roff.tbl == 2 && !f->roff.tbl_out;
	tab = f->roff.tbl_tab;
	kt_roff_line(&f->roff, line, body, &info, want ? &f->vis : NULL);
	f->edits.n = 0;
	text = info.kind == KT_LINE_TEXT || info.kind == KT_LINE_MACRO;
	if (rewrite && !f->literal && !f->piece_plain &&
	    info.kind != KT_LINE_RAW && info.kind != KT_LINE_COMMENT &&
	    f->vis.n > 0) {
		kt_rewrite_line(f->table, mode, f->vis.v, f->vis.n,
		    info.nofill, info.table, &f->edits);
		if (cells && (mode == KT_MODE_ISO || mode == KT_MODE_BOTH))
			kt_filter_cells(f, tab, mode);
	}
	f->continues = info.continues;
	if (mode == KT_MODE_ISO || mode == KT_MODE_BOTH)
		kt_filter_abi(f);
	if (info.heading)
		kt_filter_key(f, &f->section_keys, f->where.line);
	if (mode == KT_MODE_ANNOTATE)
		for (i = 0; i < f->edits.n; i++)
			kt_keys_add(info.table ? &f->table_keys :
			    info.nofill ? &f->block_keys :
			    &f->section_keys, f->edits.e[i].type);

	/* only a change of width needs the layout engine; the line that
	 * ends the block sets nothing to lay out, and is not held (nor
	 * counted against the block's cap) */
	hold = info.nofill && f->roff.nofill &&
	    ((rewrite && mode != KT_MODE_ANNOTATE) || f->nheld > 0) &&
	    !f->overflow;
	if (hold && f->piece_head) {
		/* a line read in pieces cannot be held: the block is laid
		 * out line by line from here, as past the cap */
		kt_filter_flush(f);
		f->overflow = true;
		hold = false;
	}
	if (hold && (f->nheld >= KT_BLOCK_MAX_LINES ||
	    f->hlen + len > KT_BLOCK_MAX_BYTES)) {
		char lines[32], mib[32];
		snprintf(lines, sizeof lines, "%d", KT_BLOCK_MAX_LINES);
		snprintf(mib, sizeof mib, "%zu",
		    (size_t)KT_BLOCK_MAX_BYTES >> 20);
		kt_msg(&f->where, KT_MSG_BLOCK_CAP, lines, mib);
		kt_filter_flush(f);	/* what is held is still laid out */
		f->overflow = true;
		hold = false;
	}
	if (hold)
		kt_filter_hold(f, line, len, text && rewrite, want);
	else {
		kt_filter_flush(f);
		if (info.nofill && text && f->edits.n > 0) {
			struct kt_layout_line l = { f->vis.v, f->vis.n,
			    &f->edits, true, false };
			kt_layout_line(&l);
		}
		kt_edits_apply(f->out, line, len, f->edits.e, f->edits.n);
	}
	/* the keys of a block or table that the line ends (after a line read
	 * in pieces, once all of it is written: kt_filter_long) */
	if (!f->roff.nofill) {
		kt_filter_flush(f);
		f->overflow = false;
		if (f->in_block && f->piece_head)
			f->due_block_key = f->where.line + 1;
		else if (f->in_block)
			kt_filter_key(f, &f->block_keys, f->where.line + 1);
	}
	if (info.table_end && f->piece_head)
		f->due_table_key = f->where.line + 1;
	else if (info.table_end)
		kt_filter_table_key(f, f->where.line + 1);
	f->in_block = f->roff.nofill;

	/* Requests take effect from the next line on. */
	switch (info.event) {
	case KT_EVENT_MODE:
		kt_filter_mode_request(f, line, body, info.args);
		break;
	case KT_EVENT_LF:
		kt_filter_lf(f, line, body, info.args);
		break;
	case KT_EVENT_NONE:
		break;
	}
}

/* ---- long lines ----
 *
 * A line longer than KT_LINE_PIECE is read in pieces, so that memory
 * stays the same whatever the length of a line.  A text line is cut
 * where the scanner is between two things it reads, after a blank where
 * it can (kt_roff_cut), and each piece is rewritten with what the scanner
 * knows at its start (the font); a type word's C context is what its
 * piece shows of it.  A piece with no such place is cut at its end and
 * not rewritten, and the next one starts inside a word.  Any other line
 * (a request, a macro call, a comment, a line of .ig, .de, .ds, eqn, pic
 * or a table's format) is read by its first piece, as if that were the
 * whole line, and the rest is copied as it is; only the escapes that end
 * it are looked at (for a string definition that continues).  A long
 * line in a held no-fill block ends the hold, as the block's cap does. */

/* Count the escape characters that end the N bytes at P into tail_esc. */
static void
kt_filter_tail(struct kt_filter *f, const unsigned char *p, size_t n)
{
	size_t k = 0;

	if (!f->roff.esc_on)
		return;
	while (k < n && p[n - 1 - k] == f->roff.esc)
		k++;
	f->tail_esc = k == n ? f->tail_esc + k : k;
}

/* A piece of a text line after the first, N bytes at P; LAST: it ends the
 * line (with its newline, if any); PLAIN: no place to cut was found. */
static void
kt_filter_text_piece(struct kt_filter *f, const unsigned char *p, size_t n,
		     bool last, bool plain)
{
	enum kt_mode mode = kt_filter_word_mode(f);
	bool rewrite = mode != KT_MODE_KERNEL;
	bool nofill = f->roff.nofill && !f->roff.tbl_out;
	bool table = f->roff.tbl != 0 || f->roff.tbl_out;
	size_t body = n, i;
	bool want;

	if (last && body > 0 && p[body - 1] == '\n')
		body--;
	f->vis.n = 0;
	f->edits.n = 0;
	want = rewrite && ((f->roff.nofill && mode != KT_MODE_ANNOTATE) ||
	    kt_table_in_line(f->table, p, body));
	kt_roff_piece(&f->roff, p, body, last, want ? &f->vis : NULL, want,
	    f->glued);
	if (rewrite && !f->literal && !plain && f->vis.n > 0) {
		kt_rewrite_line(f->table, mode, f->vis.v, f->vis.n, nofill,
		    table, &f->edits);
		if (f->roff.tbl == 2 && !f->roff.tbl_out &&
		    (mode == KT_MODE_ISO || mode == KT_MODE_BOTH))
			kt_filter_cells(f, f->roff.tbl_tab, mode);
	}
	if (mode == KT_MODE_ISO || mode == KT_MODE_BOTH)
		kt_filter_abi(f);
	if (mode == KT_MODE_ANNOTATE)
		for (i = 0; i < f->edits.n; i++)
			kt_keys_add(table ? &f->table_keys : nofill ?
			    &f->block_keys : &f->section_keys,
			    f->edits.e[i].type);
	if (nofill && f->edits.n > 0) {
		struct kt_layout_line l = { f->vis.v, f->vis.n, &f->edits,
		    true, false };
		kt_layout_line(&l);
	}
	kt_edits_apply(f->out, p, n, f->edits.e, f->edits.n);
}

/* Where to end the next piece of a text line, among the N (at least
 * KT_LINE_PIECE) bytes at P; sets *PLAIN if there is no place to cut and
 * the piece ends at KT_LINE_PIECE (in a word if the bytes there are an
 * identifier's), and *COMMENT if a comment starts at the place returned
 * and takes the rest of the line. */
static size_t
kt_filter_cut(struct kt_filter *f, const unsigned char *p, size_t n,
	      bool first, bool *plain, bool *comment)
{
	size_t k = n < KT_LINE_PIECE ? n : KT_LINE_PIECE;
	size_t cut = kt_roff_cut(&f->roff, p, k, first, comment);

	*plain = false;
	if (*comment)
		return cut;
	if (cut == 0) {
		*plain = true;
		cut = k;
	}
	return cut;
}

/* The next part of a long line: the N bytes at P, which end it if END
 * (with its newline, if any).  Returns the bytes taken: all of them if
 * END; else all but at most a piece (the piece after a cut must be
 * seen with the byte after it, to know whether a word goes on there),
 * or all but a CR at the end. */
static size_t
kt_filter_long(struct kt_filter *f, const unsigned char *p, size_t n,
	       bool end)
{
	size_t i = 0;

	if (f->piece == KT_PIECE_NONE) {
		const struct kt_roff *st = &f->roff;
		bool text = st->block == KT_BLOCK_NONE && !st->cont_raw &&
		    st->tbl != 1 && p[0] != st->cc && p[0] != st->c2;
		bool plain = false, comment = false;
		size_t cut = n;
		char kib[32];

		if (kt_filter_word_mode(f) != KT_MODE_KERNEL) {
			struct kt_where w = f->where;
			w.line++;
			snprintf(kib, sizeof kib, "%zu",
			    (size_t)KT_LINE_PIECE >> 10);
			kt_msg(&w, KT_MSG_LINE_CAP, kib, NULL);
		}
		if (text) {
			cut = kt_filter_cut(f, p, n, true, &plain, &comment);
			if (comment && cut == 0)
				text = false;	/* all of it is a comment */
		}
		f->tail_esc = 0;
		f->glued = false;
		f->piece_head = true;
		f->piece_plain = plain;
		if (text) {
			f->piece = comment ? KT_PIECE_RAW : KT_PIECE_TEXT;
			kt_filter_line(f, p, cut);
			f->continues = false;
			f->glued = plain && kt_roff_ident(p[cut - 1]) &&
			    cut < n && kt_roff_ident(p[cut]);
			i = cut;
		} else {
			/* the line as its first piece says, the rest as it
			 * is; the piece ends outside a word (else a type
			 * word at its end might be the start of a longer
			 * word: s64 of s6432) unless it is all one word */
			size_t k = n < KT_LINE_PIECE ? n : KT_LINE_PIECE, j;

			if (k < n || !end) {
				for (j = k; j > 0 && kt_roff_ident(p[j - 1]) &&
				    (j == n || kt_roff_ident(p[j])); j--)
					;
				if (j > 0)
					k = j;
				/* a CR that may end the line goes with
				 * the newline */
				if (k > 1 && p[k - 1] == '\r')
					k--;
			}
			f->piece = KT_PIECE_RAW;
			kt_filter_line(f, p, k);
			kt_filter_tail(f, p, k);
			i = k;
		}
		f->piece_head = false;
		f->piece_plain = false;
	}
	while (i < n) {
		size_t rest = n - i, cut;
		bool plain, comment;

		if (f->piece == KT_PIECE_RAW) {
			if (end) {
				size_t body = rest;
				if (body > 0 && p[i + body - 1] == '\n')
					body--;
				kt_writer_put(f->out, p + i, rest);
				if (body > 0 && p[i + body - 1] == '\r')
					body--;
				kt_filter_tail(f, p + i, body);
				if (f->continues)
					f->roff.cont_raw = f->tail_esc % 2 == 1;
				i = n;
				break;
			}
			/* a CR that may end the line is read again with
			 * the newline (the escapes before it decide
			 * whether a string definition goes on) */
			if (p[n - 1] == '\r')
				rest--;
			kt_writer_put(f->out, p + i, rest);
			kt_filter_tail(f, p + i, rest);
			i += rest;
			break;
		}
		/* a text line */
		if (end && rest <= KT_LINE_PIECE) {
			kt_filter_text_piece(f, p + i, rest, true, false);
			i = n;
			break;
		}
		if (!end && rest <= KT_LINE_PIECE)
			break;
		cut = kt_filter_cut(f, p + i, rest, false, &plain, &comment);
		if (comment) {
			/* up to a comment, and the comment as it is */
			if (cut > 0)
				kt_filter_text_piece(f, p + i, cut, false, false);
			f->piece = KT_PIECE_RAW;
			f->continues = false;
			f->glued = false;
			i += cut;
			continue;
		}
		kt_filter_text_piece(f, p + i, cut, false, plain);
		f->glued = plain && kt_roff_ident(p[i + cut - 1]) &&
		    i + cut < n && kt_roff_ident(p[i + cut]);
		i += cut;
	}
	if (end) {
		f->piece = KT_PIECE_NONE;
		if (f->due_block_key != 0)
			kt_filter_key(f, &f->block_keys, f->due_block_key);
		if (f->due_table_key != 0)
			kt_filter_table_key(f, f->due_table_key);
		f->due_block_key = f->due_table_key = 0;
	}
	return i;
}

/* Announce file NAME to troff: ".lf 1 NAME".  troff reads the rest of
 * the line, so the name must not end it (a newline would make what
 * follows it a line of roff); groff 1.22.4 reads the name as one word,
 * quotes and all, and interprets escapes in it (\*[x] interpolates a
 * string), tbl stops at a blank or a backslash, and troff warns of the
 * bytes 0x80 to 0x9F.  So every byte of NAME that is not printable ASCII,
 * and every blank, double quote and backslash, is written as '?'. */
static void
kt_filter_announce(struct kt_filter *f, const char *name)
{
	size_t i, n = strlen(name);
	char safe[256];

	if (!f->announce)
		return;
	if (!f->out->last_nl)
		kt_writer_put(f->out, "\n", 1);
	kt_writer_put(f->out, ".lf 1 ", 6);
	for (i = 0; i < n; i += sizeof safe) {
		size_t j, k = n - i < sizeof safe ? n - i : sizeof safe;

		for (j = 0; j < k; j++) {
			unsigned char c = (unsigned char)name[i + j];
			safe[j] = c > ' ' && c < 0x7F && c != '"' && c != '\\' ?
			    (char)c : '?';
		}
		kt_writer_put(f->out, safe, k);
	}
	kt_writer_put(f->out, "\n", 1);
}

static void
kt_filter_start(struct kt_filter *f, const char *name)
{
	kt_filter_announce(f, name);
	free(f->lf_file);
	f->lf_file = NULL;
	f->where.file = name;
	f->where.line = 0;
	f->abi_type = NULL;
	f->literal = false;
	f->piece = KT_PIECE_NONE;
	f->due_block_key = f->due_table_key = 0;
	/* a page's own mode request holds for that page only */
	if (f->mode.source == KT_MODE_FROM_PAGE)
		kt_mode_init(&f->mode);
}

/* ---- the fast path ----
 *
 * Most lines of a page need nothing of the filter but to be copied: they
 * hold no type word and change nothing that the scanner keeps across
 * lines, or change only the font (which a scan of their escapes
 * follows).  kt_filter_fast finds them without the scanner, many lines at
 * a time, in one pass over the bytes that looks only at newlines, escape
 * characters and the bytes that type words of the table end in; each
 * other line is left to kt_filter_line.  The output is the same as
 * kt_filter_line's, byte for byte: a line goes the fast way only if
 * kt_filter_line would copy it unchanged and change no state but the
 * font and the line number. */

/* Set up the quick test for the last bytes of type words. */
static void
kt_filter_fast_init(struct kt_filter *f)
{
	unsigned a = 0xff, o = 0;
	size_t i;
	int c;

	kt_table_end_bytes(f->table, f->ends);
	f->any_ends = false;
	for (c = 0; c < 256; c++)
		if (f->ends[c]) {
			a &= (unsigned)c;
			o |= (unsigned)c;
			f->any_ends = true;
		}
	/* the bits that all of them share */
	f->cmask = (unsigned char)~(a ^ o);
	f->cval = (unsigned char)(a & f->cmask);
	/* the same for the bytes before the last, unless some type word has
	 * one byte (then every byte passes) */
	a = 0xff;
	o = 0;
	for (i = 0; i < kt_table_size(f->table); i++) {
		const struct kt_type *t = kt_table_entry(f->table, i);

		if (!kt_table_class_on(f->table, t->cls))
			continue;
		if (t->klen < 2) {
			a = 0;
			o = 0xff;
			break;
		}
		a &= (unsigned char)t->kernel[t->klen - 2];
		o |= (unsigned char)t->kernel[t->klen - 2];
	}
	f->cmask2 = (unsigned char)~(a ^ o);
	f->cval2 = (unsigned char)(a & f->cmask2);
	memset(f->ends1, 0, sizeof f->ends1);
	memset(f->ends2, 0, sizeof f->ends2);
	for (i = 0; i < kt_table_size(f->table); i++) {
		const struct kt_type *t = kt_table_entry(f->table, i);
		const unsigned char *k = (const unsigned char *)t->kernel;
		unsigned b;

		if (!kt_table_class_on(f->table, t->cls))
			continue;
		if (t->klen == 1) {
			f->ends1[k[0]] = true;
			continue;
		}
		b = (unsigned)k[t->klen - 2] << 8 | k[t->klen - 1];
		f->ends2[b / 8] |= (unsigned char)(1u << (b % 8));
	}
}

/* Might a type word end at P[X], the line starting at P[LS]?  (A quick
 * test of the last two bytes, before kt_table_ends_at.) */
static inline bool
kt_fast_word(const struct kt_filter *f, const unsigned char *p, size_t ls,
	     size_t x)
{
	unsigned b;

	if (f->ends1[p[x]])
		return true;
	if (x == ls)
		return false;
	b = (unsigned)p[x - 1] << 8 | p[x];
	return (f->ends2[b / 8] >> (b % 8)) & 1;
}

static inline unsigned
kt_ctz64(uint64_t x)
{
#if defined(__GNUC__)
	return (unsigned)__builtin_ctzll(x);
#else
	unsigned k = 0;
	while (!(x & 1)) {
		x >>= 1;
		k++;
	}
	return k;
#endif
}

/* The index of the highest bit of X (not 0). */
static inline unsigned
kt_top64(uint64_t x)
{
#if defined(__GNUC__)
	return 63u - (unsigned)__builtin_clzll(x);
#else
	unsigned k = 63;
	while (!(x >> k))
		k--;
	return k;
#endif
}

static inline unsigned
kt_pop64(uint64_t x)
{
#if defined(__GNUC__) && defined(__POPCNT__)
	return (unsigned)__builtin_popcountll(x);
#else
	/* without the instruction, GCC calls a function */
	x = x - ((x >> 1) & 0x5555555555555555u);
	x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
	return (unsigned)((x * 0x0101010101010101u) >> 56);
#endif
}

/* What the fast path looks for in 64 bytes, a bit for each byte. */
struct kt_fast_masks {
	uint64_t nl;		/* newlines */
	uint64_t ctl;		/* control characters whose line may be
				 * other than neutral by the two bytes after
				 * them (kt_roff_maybe), or that have not two
				 * bytes after them (if they start a line) */
	uint64_t ev;		/* bytes in the cube of the last bytes of
				 * type words after one in the cube of the
				 * bytes before the last; escape characters
				 * followed by "f" (if font escapes count) */
	unsigned lines;		/* newlines */
};

struct kt_fast_keys {
	unsigned char esc, m, v, m2, v2, cc, c2;
	bool fonts;		/* look for font escapes */
	const unsigned char *qf;	/* f->qf */
	const struct kt_fast_sets *sets;	/* f->sets */
};

static void
kt_fast_sets_init(struct kt_fast_sets *s, const unsigned char *qf)
{
	int c;

	memset(s, 0, sizeof *s);
	for (c = 0; c < 256; c++) {
		if (qf[c] & KT_QF_FIRST) {
			if (c < 0x80)
				s->lo1[c & 15] |= (unsigned char)(1u << (c >> 4));
			else
				s->high1 = true;
		}
		if (kt_roff_qfilter[c] & KT_QF_SECOND) {
			if (c < 0x80)
				s->lo2[c & 15] |= (unsigned char)(1u << (c >> 4));
			else
				s->high2 = true;
		}
	}
}

/* The control characters of CC (a mask of the 64 bytes at P, of which
 * AVAIL can be read) whose line may not be neutral (kt_roff_maybe, with
 * the escape character as a first byte), one at a time. */
static inline uint64_t
kt_fast_need(const struct kt_fast_keys *k, const unsigned char *p,
	     uint64_t cc, size_t avail)
{
	uint64_t need = 0, t;

	for (t = cc; t != 0; t &= t - 1) {
		unsigned b = kt_ctz64(t);
		unsigned q1, q2;

		if (b + 2 >= avail) {
			need |= (uint64_t)1 << b;
			continue;
		}
		q1 = k->qf[p[b + 1]];
		q2 = kt_roff_qfilter[p[b + 2]];
		need |= (uint64_t)(((q1 >> 2) | (q1 & (q2 >> 1))) & 1) << b;
	}
	return need;
}

/* Can C follow the escape character in a font escape: \f, or \E (the
 * escape character itself, as in \EfB)? */
#define KT_FAST_FONT_BYTE(c) ((c) == 'f' || (c) == 'E')

/* Font escapes among the 64 bytes at P, from the masks ESC and F of
 * escape characters and "f" or "E" (the byte after them is P[64], if
 * MORE). */
static inline uint64_t
kt_fast_fonts64(const unsigned char *p, uint64_t esc, uint64_t f, bool more)
{
	return esc & (f >> 1 |
	    (uint64_t)(more && KT_FAST_FONT_BYTE(p[64])) << 63);
}

/* The masks of the 64 bytes at P but CTL (see kt_fast_scan), and returns
 * the control characters among them; MORE:
 * P[64] can be read; PREV: the byte before P is in the cube of the bytes
 * before the last (or is of another line). */
static inline uint64_t
kt_fast_mask64(const unsigned char *p, bool more, bool prev,
	       const struct kt_fast_keys *k, struct kt_fast_masks *r)
{
	uint64_t esc = 0, f = 0, word = 0, before = 0, font, cc = 0;
	int i;

#if defined(__SSE2__)
	const __m128i nl = _mm_set1_epi8('\n');
	const __m128i es = _mm_set1_epi8((char)k->esc);
	const __m128i ef = _mm_set1_epi8('f');
	const __m128i eE = _mm_set1_epi8('E');
	const __m128i cm = _mm_set1_epi8((char)k->m);
	const __m128i cv = _mm_set1_epi8((char)k->v);
	const __m128i c1 = _mm_set1_epi8((char)k->cc);
	const __m128i c2 = _mm_set1_epi8((char)k->c2);
	const __m128i pm = _mm_set1_epi8((char)k->m2);
	const __m128i pv = _mm_set1_epi8((char)k->v2);

	r->nl = 0;
	for (i = 0; i < 4; i++) {
		__m128i x = _mm_loadu_si128((const __m128i *)(const void *)
		    (p + 16 * i));
		__m128i c = _mm_or_si128(_mm_cmpeq_epi8(x, c1),
		    _mm_cmpeq_epi8(x, c2));

		r->nl |= (uint64_t)(unsigned)_mm_movemask_epi8(
		    _mm_cmpeq_epi8(x, nl)) << (16 * i);
		cc |= (uint64_t)(unsigned)_mm_movemask_epi8(c) << (16 * i);
		word |= (uint64_t)(unsigned)_mm_movemask_epi8(
		    _mm_cmpeq_epi8(_mm_and_si128(x, cm), cv)) << (16 * i);
		before |= (uint64_t)(unsigned)_mm_movemask_epi8(
		    _mm_cmpeq_epi8(_mm_and_si128(x, pm), pv)) << (16 * i);
		esc |= (uint64_t)(unsigned)_mm_movemask_epi8(
		    _mm_cmpeq_epi8(x, es)) << (16 * i);
		f |= (uint64_t)(unsigned)_mm_movemask_epi8(_mm_or_si128(
		    _mm_cmpeq_epi8(x, ef), _mm_cmpeq_epi8(x, eE))) << (16 * i);
	}
#else
	r->nl = 0;
	for (i = 0; i < 64; i++) {
		uint64_t b = (uint64_t)1 << i;
		if ((p[i] & k->m2) == k->v2)
			before |= b;
		if (p[i] == '\n')
			r->nl |= b;
		if (p[i] == k->cc || p[i] == k->c2)
			cc |= b;
		if ((p[i] & k->m) == k->v)
			word |= b;
		if (p[i] == k->esc)
			esc |= b;
		if (KT_FAST_FONT_BYTE(p[i]))
			f |= b;
	}
#endif
	font = k->fonts ? kt_fast_fonts64(p, esc, f, more) : 0;
	r->ev = (word & (before << 1 | (uint64_t)prev)) | font;
	r->lines = kt_pop64(r->nl);
	return cc;
}

/* The masks of the N bytes at P (at most KT_FAST_CHUNK blocks of 64; the
 * last may be short), into R[0], R[1], ...; AVAIL (at least N) bytes at P
 * can be read, and the byte before P if not HEAD.  CTL is worked out here
 * only for the control characters that may start a line (after a newline,
 * or first in a block), one at a time. */
#define KT_FAST_CHUNK 4

static void
kt_fast_scan(const unsigned char *p, size_t n, size_t avail, bool head,
	     const struct kt_fast_keys *k, struct kt_fast_masks *r)
{
	for (; n > 0; n -= n < 64 ? n : 64, avail -= 64, p += 64, r++) {
		bool prev = head || (p[-1] & k->m2) == k->v2;
		uint64_t cc;

		head = false;
		if (n >= 64)
			cc = kt_fast_mask64(p, avail > 64, prev, k, r);
		else {
			unsigned char tmp[65];
			uint64_t keep = ((uint64_t)1 << n) - 1;

			memset(tmp, 0, sizeof tmp);
			memcpy(tmp, p, n);
			if (avail > n)
				tmp[n] = p[n];
			cc = kt_fast_mask64(tmp, true, prev, k, r) & keep;
			r->nl &= keep;
			r->ev &= keep;
			r->lines = kt_pop64(r->nl);
		}
		r->ctl = kt_fast_need(k, p, cc & (r->nl << 1 | 1), avail);
		if (n < 64)
			break;
	}
}

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__)) && \
    defined(__SSE2__) && !defined(KT_FAST_NO_AVX2)
#define KT_FAST_AVX2 1
#include <immintrin.h>

/* The bytes of X below 0x80 in the set of LO (see struct kt_fast_sets):
 * not zero where they are (a shuffle gives 0 for a byte from 0x80 up);
 * BITS has bit I in its byte I (I < 8). */
__attribute__((target("avx2"))) static inline __m256i
kt_fast_in32(__m256i x, __m256i lo, __m256i bits)
{
	__m256i hi = _mm256_and_si256(_mm256_srli_epi16(x, 4),
	    _mm256_set1_epi8(0x0f));

	return _mm256_and_si256(_mm256_shuffle_epi8(lo, x),
	    _mm256_shuffle_epi8(bits, hi));
}

/* The sets and values that kt_fast_half32 compares with. */
struct kt_fast_vecs {
	__m256i nl, cc, c2, esc, f, fE, fonts, cm, cv, pm, pv, lo1, lo2, bits,
	    sp, tab;
};

/* The masks of the 32 bytes X at P (see struct kt_fast_masks), BEFORE
 * the same shifted by one (the byte before P first): P[32] and P[33] can
 * be read.  NL, CTL and EV, in that order, in M. */
__attribute__((target("avx2"))) static inline void
kt_fast_half32(const unsigned char *p, __m256i x, __m256i before,
	       const struct kt_fast_vecs *v, uint32_t *m)
{
	const __m256i zero = _mm256_setzero_si256();
	__m256i a = _mm256_loadu_si256((const __m256i *)(const void *)(p + 1));
	__m256i b = _mm256_loadu_si256((const __m256i *)(const void *)(p + 2));
	/* kt_roff_maybe of the two bytes after each byte: not a first byte
	 * followed by a second, nor a blank */
	__m256i no = _mm256_or_si256(
	    _mm256_cmpeq_epi8(kt_fast_in32(a, v->lo1, v->bits), zero),
	    _mm256_cmpeq_epi8(kt_fast_in32(b, v->lo2, v->bits), zero));
	__m256i blank = _mm256_or_si256(_mm256_cmpeq_epi8(a, v->sp),
	    _mm256_cmpeq_epi8(a, v->tab));

	__m256i cc = _mm256_or_si256(_mm256_cmpeq_epi8(x, v->cc),
	    _mm256_cmpeq_epi8(x, v->c2));
	__m256i word = _mm256_and_si256(
	    _mm256_cmpeq_epi8(_mm256_and_si256(x, v->cm), v->cv),
	    _mm256_cmpeq_epi8(_mm256_and_si256(before, v->pm), v->pv));
	__m256i font = _mm256_and_si256(_mm256_and_si256(
	    _mm256_cmpeq_epi8(x, v->esc), _mm256_or_si256(
	    _mm256_cmpeq_epi8(a, v->f), _mm256_cmpeq_epi8(a, v->fE))),
	    v->fonts);

	m[0] = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, v->nl));
	m[1] = (uint32_t)_mm256_movemask_epi8(_mm256_andnot_si256(
	    _mm256_andnot_si256(blank, no), cc));
	m[2] = (uint32_t)_mm256_movemask_epi8(_mm256_or_si256(word, font));
}

/* kt_fast_scan with 32 bytes at a time (and CTL for every control
 * character). */
__attribute__((target("avx2,popcnt"))) static void
kt_fast_scan_avx2(const unsigned char *p, size_t n, size_t avail, bool head,
		  const struct kt_fast_keys *k, struct kt_fast_masks *r)
{
	struct kt_fast_vecs v;

	if (k->sets->high1 || k->sets->high2) {
		/* (an escape character from 0x80 up: not in the sets) */
		kt_fast_scan(p, n, avail, head, k, r);
		return;
	}
	v.nl = _mm256_set1_epi8('\n');
	v.cc = _mm256_set1_epi8((char)k->cc);
	v.c2 = _mm256_set1_epi8((char)k->c2);
	v.esc = _mm256_set1_epi8((char)k->esc);
	v.f = _mm256_set1_epi8('f');
	v.fE = _mm256_set1_epi8('E');
	v.fonts = _mm256_set1_epi8(k->fonts ? -1 : 0);
	v.cm = _mm256_set1_epi8((char)k->m);
	v.cv = _mm256_set1_epi8((char)k->v);
	v.pm = _mm256_set1_epi8((char)k->m2);
	v.pv = _mm256_set1_epi8((char)k->v2);
	v.lo1 = _mm256_broadcastsi128_si256(_mm_loadu_si128(
	    (const __m128i *)(const void *)k->sets->lo1));
	v.lo2 = _mm256_broadcastsi128_si256(_mm_loadu_si128(
	    (const __m128i *)(const void *)k->sets->lo2));
	v.bits = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128,
	    0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, -128,
	    0, 0, 0, 0, 0, 0, 0, 0);
	v.sp = _mm256_set1_epi8(' ');
	v.tab = _mm256_set1_epi8('\t');
	/* CTL and EV read two bytes past the block */
	for (; n >= 64 && avail >= 66; n -= 64, avail -= 64, p += 64, r++) {
		__m256i x0 = _mm256_loadu_si256((const __m256i *)(const void *)p);
		__m256i x1 = _mm256_loadu_si256((const __m256i *)(const void *)
		    (p + 32));
		__m256i b0;
		uint32_t m0[3], m1[3];

		if (head) {
			/* the byte before P, of another line, passes */
			b0 = _mm256_alignr_epi8(x0, _mm256_permute2x128_si256(
			    v.pv, x0, 0x21), 15);
			head = false;
		} else
			b0 = _mm256_loadu_si256((const __m256i *)(const void *)
			    (p - 1));
		kt_fast_half32(p, x0, b0, &v, m0);
		kt_fast_half32(p + 32, x1, _mm256_loadu_si256(
		    (const __m256i *)(const void *)(p + 31)), &v, m1);
		r->nl = m0[0] | (uint64_t)m1[0] << 32;
		r->ctl = m0[1] | (uint64_t)m1[1] << 32;
		r->ev = m0[2] | (uint64_t)m1[2] << 32;
		r->lines = (unsigned)__builtin_popcountll(r->nl);
	}
	if (n > 0)
		kt_fast_scan(p, n, avail, head, k, r);
}
#endif

/* The scan for this processor. */
static void (*kt_fast_scanner(void))(const unsigned char *, size_t, size_t,
				     bool, const struct kt_fast_keys *,
				     struct kt_fast_masks *)
{
#ifdef KT_FAST_AVX2
	if (__builtin_cpu_supports("avx2"))
		return kt_fast_scan_avx2;
#endif
	return kt_fast_scan;
}

/* Might a type word be among the N bytes at P (a part of a line)? */
static bool
kt_fast_words(const struct kt_filter *f, const unsigned char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (f->ends[p[i]] && kt_fast_word(f, p, 0, i) &&
		    kt_table_ends_at(f->table, p, i))
			return true;
	return false;
}

/* Can lines go the fast way now?  Sets *CAND (type words matter),
 * *LISTED (kt_filter_line would list what a line renders, which decides
 * how fonts inside \w last) and *HOLD (lines are held). */
static bool
kt_filter_fast_ok(const struct kt_filter *f, bool *cand, bool *listed,
		  bool *hold)
{
	const struct kt_roff *st = &f->roff;
	enum kt_mode mode = kt_filter_word_mode(f);
	bool rewrite = mode != KT_MODE_KERNEL;

	if (f->slow)
		return false;	/* a test of the fast path */
	if (st->block != KT_BLOCK_NONE || st->cont_raw || st->tbl == 1)
		return false;
	if (st->cc == '\n' || st->cc == '\r' || st->c2 == '\n' ||
	    st->c2 == '\r' || (st->esc_on && (st->esc == '\n' ||
	    st->esc == '\r')))
		return false;
	if ((mode == KT_MODE_BOTH || mode == KT_MODE_ANNOTATE) && !f->prelude)
		return false;
	/* kt_filter_line's hold, for a line of no-fill code (but not in
	 * tbl's output, which tbl has laid out) */
	*hold = st->nofill && !st->tbl_out && ((rewrite &&
	    mode != KT_MODE_ANNOTATE) || f->nheld > 0) && !f->overflow;
	*listed = rewrite && st->nofill && mode != KT_MODE_ANNOTATE;
	if (*hold && !*listed)
		return false;	/* a block held on past a mode request */
	if (!*hold && f->nheld > 0)
		return false;
	*cand = rewrite && f->any_ends;
	return true;
}

/* How many of the N bytes at P can be held: whole lines, within the cap
 * of the held block's bytes (its cap of lines is kept by the pass). */
static size_t
kt_fast_hold_room(const struct kt_filter *f, const unsigned char *p,
		  size_t n)
{
	size_t room;
	const unsigned char *q;

	room = f->hlen < KT_BLOCK_MAX_BYTES ? KT_BLOCK_MAX_BYTES - f->hlen : 0;
	if (n > room) {
		q = memrchr(p, '\n', room);
		n = q != NULL ? (size_t)(q - p) + 1 : 0;
	}
	return n;
}

/* Copy (or hold) the lines at the start of the N bytes at P that can go
 * the fast way; returns the bytes taken, which end at a newline, and sets
 * *AGAIN if the next line may go this way too.
 *
 * One pass over the bytes finds, 64 at a time, the newlines, the control
 * characters that start lines, font escapes and the bytes that may end
 * type words.  A text line with none of these costs nothing; a control
 * line is classed by its name; a type word, perhaps, or a line that
 * changes the state stops the pass at its start.  A line with a font
 * escape is walked for its fonts once it is known to go this way (the
 * walk changes nothing for a control line, which it may be). */
static size_t
kt_filter_fast(struct kt_filter *f, const unsigned char *p, size_t n,
	       bool *again)
{
	struct kt_roff *st = &f->roff;
	bool cand, listed, hold, pend = false;
	/* a heading writes the key of its section's running text */
	bool headings = f->section_keys.n > 0;
	struct kt_fast_keys keys;
	struct kt_fast_masks *mk = NULL, masks[KT_FAST_CHUNK];
	size_t chunk = KT_FAST_CHUNK;
	size_t base, lines = 0, ls = 0, lastnl = (size_t)-1, skip = 0;
	size_t room = 0;	/* lines that the held block has room for */
	size_t pend_ls = 0, pend_end = 0, tend = 0;
	int toggle = 0;
	uint64_t carry = 1;	/* a line starts at P */

	if (!kt_filter_fast_ok(f, &cand, &listed, &hold))
		return 0;
	if (hold) {
		n = kt_fast_hold_room(f, p, n);
		room = f->nheld < KT_BLOCK_MAX_LINES ?
		    KT_BLOCK_MAX_LINES - f->nheld : 0;
	}
	keys.esc = st->esc;
	keys.fonts = st->esc_on;
	/* without type words, nothing is in the cube */
	keys.m = cand ? f->cmask : 0;
	keys.v = cand ? f->cval : 1;
	keys.m2 = f->cmask2;
	keys.v2 = f->cval2;
	keys.cc = st->cc;
	keys.c2 = st->c2;
	keys.qf = f->qf;
	keys.sets = &f->sets;
	if (f->qf_esc != (st->esc_on ? st->esc : -1)) {
		/* kt_roff_maybe's first byte: the escape character too */
		memcpy(f->qf, kt_roff_qfilter, sizeof f->qf);
		if (st->esc_on)
			f->qf[st->esc] |= KT_QF_FIRST;
		kt_fast_sets_init(&f->sets, f->qf);
		f->qf_esc = st->esc_on ? st->esc : -1;
	}
	if (hold && f->nheld == 0)
		f->hsnap = *st;	/* the scanner before the block */
	for (base = 0; base < n; base += 64) {
		uint64_t ev, ctl, stopbit = 0;
		size_t stopx = 0;
		enum kt_roff_quick stopq = KT_QUICK_STATE;

		if (chunk == KT_FAST_CHUNK) {
			size_t k = n - base;
			if (k > 64 * KT_FAST_CHUNK)
				k = 64 * KT_FAST_CHUNK;
			f->scan(p + base, k, n - base, base == 0, &keys, masks);
			chunk = 0;
		}
		mk = &masks[chunk++];
		if (hold && lines + mk->lines >= room) {
			/* the cap of a held block: no line past the ROOM-th */
			uint64_t nls = mk->nl, keep;
			size_t k = room - lines;

			if (k == 0)
				break;
			while (--k > 0)
				nls &= nls - 1;
			n = base + kt_ctz64(nls) + 1;
			keep = n - base >= 64 ? ~(uint64_t)0 :
			    ((uint64_t)1 << (n - base)) - 1;
			mk->nl &= keep;
			mk->ctl &= keep;
			mk->ev &= keep;
			mk->lines = (unsigned)(room - lines);
		}
		/* a line longer than a piece is read in pieces (see
		 * kt_filter_long), by kt_filter_run */
		if (base + 64 - (lastnl + 1) > KT_LINE_PIECE &&
		    (mk->nl != 0 ? base + kt_ctz64(mk->nl) + 1 : base + 64) -
		    (lastnl + 1) > KT_LINE_PIECE) {
			ls = lastnl + 1;
			goto stop;
		}
		/* the control lines that start here, and the first that
		 * needs kt_filter_line or is taken apart (the rest of the
		 * block is not looked at); comment lines are passed over */
		ctl = mk->ctl & (mk->nl << 1 | carry);
		carry = mk->nl >> 63;
		ev = mk->ev & ~(skip > base ? (skip - base >= 64 ?
		    ~(uint64_t)0 : ((uint64_t)1 << (skip - base)) - 1) : 0);
		while (ctl != 0) {
			unsigned b = kt_ctz64(ctl);
			size_t x = base + b;
			enum kt_roff_quick q = kt_roff_quick(st, p + x, p + n);
			const unsigned char *e;

			ctl &= ctl - 1;
			if (q == KT_QUICK_NEUTRAL ||
			    (q == KT_QUICK_HEADING && !headings))
				continue;
			if (q == KT_QUICK_STATE && !st->tabs_set &&
			    kt_roff_quick_tabs_reset(st, p + x, p + n)) {
				/* and .TH gives the page's section, which
				 * a type word or a font before it in this
				 * block (the events after the pass over
				 * control lines) must not see; nor may the
				 * title be read further than kt_filter_long
				 * reads a line longer than a piece (its
				 * first piece): then it is for the slow
				 * path */
				if (p[x + 1] == 'T') {
					e = memchr(p + x, '\n', n - x);
					if ((ev & (((uint64_t)1 << b) - 1)) != 0 ||
					    e == NULL || (size_t)(e - (p + x)) >=
					    KT_LINE_PIECE) {
						stopbit = (uint64_t)1 << b;
						stopx = x;
						stopq = q;
						ev &= stopbit - 1;
						break;
					}
					kt_roff_title(st, p + x,
					    (size_t)(e - (p + x)));
				}
				continue;
			}
			if (q != KT_QUICK_COMMENT) {
				stopbit = (uint64_t)1 << b;
				stopx = x;
				stopq = q;
				ev &= stopbit - 1;
				break;
			}
			e = memchr(p + x, '\n', n - x);
			if (e == NULL) {
				stopbit = (uint64_t)1 << b;
				stopx = x;
				ev &= stopbit - 1;
				break;
			}
			skip = (size_t)(e - p) + 1;
			if (skip - base < 64)
				ev &= ~((((uint64_t)1 << (skip - base)) - 1) &
				    ~(((uint64_t)1 << b) - 1));
			else
				ev &= ((uint64_t)1 << b) - 1;
		}
		/* possible type words, and font escapes, before that */
		while (ev != 0) {
			unsigned b = kt_ctz64(ev);
			size_t x = base + b;
			uint64_t bit = (uint64_t)1 << b, below = mk->nl & (bit - 1);
			const unsigned char *e;

			ev &= ev - 1;
			ls = below != 0 ? base + kt_top64(below) + 1 : lastnl + 1;
			/* a type word ends where its last two bytes can
			 * be; a font escape */
			if (cand && f->ends[p[x]] &&
			    kt_fast_word(f, p, ls, x) &&
			    kt_table_ends_at(f->table, p + ls, x - ls))
				goto stop;	/* a type word, perhaps */
			if (!(keys.fonts && p[x] == keys.esc && x + 1 < n &&
			    KT_FAST_FONT_BYTE(p[x + 1])) ||
			    (pend && pend_ls == ls))
				continue;
			/* a line with a font escape: its end */
			e = memchr(p + x, '\n', n - x);
			if (e == NULL)
				goto stop;
			if (pend)
				kt_roff_skip(st, p + pend_ls, pend_end - pend_ls,
				    listed);
			pend = true;
			pend_ls = ls;
			pend_end = (size_t)(e - p);
		}
		if (stopbit != 0) {
			ls = stopx;
			if (stopq == KT_QUICK_NOFILL || stopq == KT_QUICK_FILL) {
				/* the start or end of no-fill: taken here,
				 * and the pass ends after it */
				bool on = stopq == KT_QUICK_NOFILL;
				const unsigned char *e = memchr(p + ls, '\n',
				    n - ls);
				if (e != NULL && on != st->nofill &&
				    (size_t)(e - p) + 1 - ls <= KT_LINE_PIECE &&
				    (on || f->block_keys.n == 0) &&
				    !(cand && kt_fast_words(f, p + ls,
				    (size_t)(e - p) - ls))) {
					toggle = on ? 1 : -1;
					tend = (size_t)(e - p) + 1;
				}
			}
			goto stop;
		}
		if (mk->nl != 0)
			lastnl = base + kt_top64(mk->nl);
		lines += mk->lines;
	}
	/* the lines up to the last newline; a last line without one is
	 * kt_filter_line's */
	ls = lastnl + 1;
	goto done;
stop:
	/* the lines before LS, which is in the block at BASE or starts it */
	if (ls > base)
		lines += kt_pop64(mk->nl & (((uint64_t)1 << (ls - base)) - 1));
	if (toggle != 0) {
		/* and the line that starts or ends no-fill */
		lines++;
		ls = tend;
	}
done:
	if (pend && pend_end < ls)
		kt_roff_skip(st, p + pend_ls, pend_end - pend_ls, listed);
	if (hold)
		kt_filter_hold_run(f, p, ls, lines);
	else
		kt_writer_put(f->out, p, ls);
	f->where.line += lines;
	if (toggle != 0) {
		/* what kt_filter_line does after such a line: the state
		 * of the scanner, and at the end of a block its layout */
		st->nofill = toggle > 0;
		if (!st->nofill) {
			kt_filter_flush(f);
			f->overflow = false;
		}
		f->in_block = st->nofill;
		*again = true;	/* the lines after it may go this way */
	}
	return ls;
}

void
kt_filter_run(struct kt_filter *f, struct kt_reader *r, const char *name)
{
	const unsigned char *p;
	size_t n;
	int rc;

	kt_filter_start(f, name);
	kt_filter_fast_init(f);
	f->scan = kt_fast_scanner();
	f->qf_esc = -2;		/* f->qf to be set up */
	while ((rc = kt_reader_lines(r, &p, &n)) > 0) {
		size_t i = 0;

		if (rc == 2 || f->piece != KT_PIECE_NONE) {
			/* a long line, or the rest of one */
			const unsigned char *nl = memchr(p, '\n', n);
			size_t len = nl != NULL ? (size_t)(nl - p) + 1 : n;
			bool end = nl != NULL || rc == 1;

			i = kt_filter_long(f, p, len, end);
			if (!end) {
				kt_reader_unread(r, n - i);
				continue;
			}
		}
		while (i < n) {
			const unsigned char *nl;
			size_t len;

			bool again = false;

			i += kt_filter_fast(f, p + i, n - i, &again);
			if (i >= n)
				break;
			if (again)
				continue;
			nl = memchr(p + i, '\n', n - i);
			len = nl != NULL ? (size_t)(nl - (p + i)) + 1 : n - i;
			if (len > KT_LINE_PIECE)	/* from a memory reader */
				(void)kt_filter_long(f, p + i, len, true);
			else
				kt_filter_line(f, p + i, len);
			i += len;
		}
	}
	/* a long line that ends the input without a newline, all of it
	 * written but not yet ended (its keys are still due) */
	if (f->piece != KT_PIECE_NONE)
		(void)kt_filter_long(f, (const unsigned char *)"", 0, true);
	kt_filter_flush(f);
	f->overflow = false;
	/* the keys of a block or section that the file leaves open */
	kt_filter_key(f, &f->block_keys, 0);
	kt_filter_key(f, &f->table_keys, 0);
	kt_filter_key(f, &f->section_keys, 0);
	if (rc < 0) {
		struct kt_where w = { name, 0 };
		kt_msg(&w, KT_MSG_READ, strerror(r->err), NULL);
	}
}

void
kt_filter_copy(struct kt_filter *f, struct kt_reader *r, const char *name)
{
	const unsigned char *p;
	size_t len;
	int rc;

	kt_filter_start(f, name);
	while ((rc = kt_reader_chunk(r, &p, &len)) > 0)
		kt_writer_put(f->out, p, len);
	if (rc < 0) {
		struct kt_where w = { name, 0 };
		kt_msg(&w, KT_MSG_READ, strerror(r->err), NULL);
	}
}
