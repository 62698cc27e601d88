/* filter_hold.c: the held no-fill block (see filter_int.h).  The lines of
 * a no-fill block are held until its end, with their edits, so that the
 * layout engine can see all of it; the lines that the fast path takes are
 * held as runs.  At the end the block is laid out and written: its lines'
 * visible characters are listed again, a line at a time, by a replay of
 * the scanner from its state before the block. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "filter_int.h"
#include "layout.h"
#include "util.h"

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

/* Does the laid-out block of f (LL, listed again through RL) fit: no
 * line that mode both widens gets wider than the block's widest line as
 * written or f->both_width (--both-width)? */
static bool
kt_filter_both_fits(struct kt_filter *f, struct kt_layout_line *ll,
		    struct kt_relist *rl)
{
	uint32_t before, after, widest = f->both_width, over = 0;
	size_t i, j;
	bool both = false;

	for (i = 0; i < f->nheld && !both; i++)
		for (j = 0; j < ll[i].edits->n; j++)
			both |= kt_filter_both_word(&ll[i].edits->e[j]);
	if (!both || f->both_width == 0)
		return true;
	for (i = 0; i < f->nheld; i++) {
		kt_filter_fill(rl, ll, i, i == 0);
		if (!ll[i].text || ll[i].nv == 0)
			continue;
		kt_layout_widths(&ll[i], &before, &after);
		if (before > widest)
			widest = before;
		if (after > before && after > over)
			over = after;
	}
	return over <= widest;
}

/* The block of f does not fit in mode both: its lines keep their kernel
 * spelling (and their blanks), and the key after the block gives the
 * ISO spelling of each of its types, as in mode annotate. */
static void
kt_filter_both_keyed(struct kt_filter *f, struct kt_layout_line *ll)
{
	size_t i, j;

	for (i = 0; i < f->nheld; i++) {
		for (j = 0; j < ll[i].edits->n; j++)
			if (kt_filter_both_word(&ll[i].edits->e[j]))
				kt_keys_add(&f->block_keys,
				    ll[i].edits->e[j].type);
		ll[i].edits->n = 0;
	}
}

/* Write the held block, laid out, and empty it.  A block without edits
 * is written as it came; else what its lines render is listed again, a
 * line at a time, from the scanner's state before the block, for the
 * layout engine.  In mode both a block that would get too wide keeps
 * its kernel spelling and gets a key. */
void
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
	if (!f->overflow) {
		kt_layout_stream(ll, f->nheld, kt_filter_fill, &rl);
		if (!kt_filter_both_fits(f, ll, &rl))
			kt_filter_both_keyed(f, ll);
	}
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

/* A new held entry: line LINE (LEN bytes), copied, without edits. */
static struct kt_held *
kt_filter_held_line(struct kt_filter *f, const unsigned char *line,
		    size_t len)
{
	struct kt_held *h;

	f->held = kt_xgrow(f->held, &f->capent, f->nent + 1, sizeof *f->held);
	f->hbuf = kt_xgrow(f->hbuf, &f->hcap, f->hlen + len, 1);
	h = &f->held[f->nent++];
	memset(h, 0, sizeof *h);
	h->off = f->hlen;
	h->len = len;
	h->lines = 1;
	h->eoff = f->hen;
	memcpy(f->hbuf + f->hlen, line, len);
	f->hlen += len;
	f->nheld++;
	return h;
}

/* Hold LINE (LEN bytes) with the current edits; TEXT: it renders text,
 * LISTED: its visible characters were listed. */
void
kt_filter_hold(struct kt_filter *f, const unsigned char *line, size_t len,
	       bool text, bool listed)
{
	struct kt_held *h = kt_filter_held_line(f, line, len);

	h->text = text;
	h->listed = listed;
	h->en = f->edits.n;
	if (f->edits.n > 0) {
		f->hedits = kt_xgrow(f->hedits, &f->hecap, f->hen + f->edits.n,
		    sizeof *f->hedits);
		memcpy(f->hedits + f->hen, f->edits.e,
		    f->edits.n * sizeof *f->hedits);
		f->hen += f->edits.n;
	}
}

/* Hold the N bytes at P, whole lines that the filter inserts (an .lf
 * line, a key): after the last line held, which gets its newline if the
 * file ended without one; neither text nor listed, and without edits. */
void
kt_filter_hold_inserted(struct kt_filter *f, const unsigned char *p,
			size_t n)
{
	const unsigned char *nl;

	if (f->hlen > 0 && f->hbuf[f->hlen - 1] != '\n') {
		f->hbuf = kt_xgrow(f->hbuf, &f->hcap, f->hlen + 1, 1);
		f->hbuf[f->hlen++] = '\n';
		f->held[f->nent - 1].len++;
	}
	while (n > 0 && (nl = memchr(p, '\n', n)) != NULL) {
		size_t len = (size_t)(nl - p) + 1;

		(void)kt_filter_held_line(f, p, len);
		p += len;
		n -= len;
	}
}

/* Hold the N bytes at P, LINES whole lines that the fast path took. */
void
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
