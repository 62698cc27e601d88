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
	size_t off, len;	/* bytes in hold.buf, with the newlines */
	size_t lines;		/* 1 for a line */
	size_t eoff, en;	/* a line: its edits in hold.edits */
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
	size_t off;		/* its offset in hold.buf */
	size_t sub;		/* its line in the entry */
	size_t line;		/* its index in the block */
};

static void
kt_filter_fill(void *ctx, struct kt_layout_line *ll, size_t i, bool restart)
{
	struct kt_relist *r = ctx;
	struct kt_filter *f = r->f;

	if (restart) {
		r->st = f->hold.snap;
		r->ent = r->off = r->sub = r->line = 0;
	}
	while (r->line <= i) {
		const struct kt_held *h = &f->hold.ent[r->ent];
		const unsigned char *p = f->hold.buf + r->off;
		size_t len = h->len, body;
		bool listed = h->run || h->listed;

		if (h->run) {
			const unsigned char *e = f->hold.buf + h->off + h->len;
			const unsigned char *nl = memchr(p, '\n', (size_t)(e - p));
			len = nl != NULL ? (size_t)(nl - p) + 1 : (size_t)(e - p);
		}
		body = len > 0 && p[len - 1] == '\n' ? len - 1 : len;
		if (r->line == i) {
			struct kt_line_info info;

			f->hold.vis.n = 0;
			ll[i].tabs_set = r->st.tabs_set;
			if (listed)
				kt_roff_line(&r->st, p, body, &info, &f->hold.vis);
			else
				kt_roff_skip(&r->st, p, body, false);
			/* a line of a run is text if it renders text
			 * (kt_filter_line: text && rewrite, which a run has) */
			if (h->run)
				ll[i].text = info.kind == KT_LINE_TEXT ||
				    info.kind == KT_LINE_MACRO;
			ll[i].v = f->hold.vis.v;
			ll[i].nv = ll[i].text ? f->hold.vis.n : 0;
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

	for (i = 0; i < f->hold.lines && !both; i++)
		for (j = 0; j < ll[i].edits->n; j++)
			both |= kt_filter_both_word(&ll[i].edits->e[j]);
	if (!both || f->both_width == 0)
		return true;
	for (i = 0; i < f->hold.lines; i++) {
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
 * ISO spelling of each of its types, as in mode annotate, whose form its
 * type words take (a hover title in HTML). */
static void
kt_filter_both_keyed(struct kt_filter *f, struct kt_layout_line *ll)
{
	size_t i, j;

	for (i = 0; i < f->hold.lines; i++) {
		for (j = 0; j < ll[i].edits->n; j++)
			if (kt_filter_both_word(&ll[i].edits->e[j]))
				kt_keys_add(&f->block_keys,
				    ll[i].edits->e[j].type);
		kt_filter_both_as_annotate(ll[i].edits);
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

	if (f->hold.lines == 0)
		return;
	if (f->hold.en == 0) {
		kt_writer_put(f->out, f->hold.buf, f->hold.len);
		goto out;
	}
	ll = kt_xcalloc(f->hold.lines, sizeof *ll);
	ed = kt_xcalloc(f->hold.lines, sizeof *ed);
	for (i = k = 0; i < f->hold.nent; i++) {
		const struct kt_held *h = &f->hold.ent[i];

		for (j = 0; j < h->lines; j++, k++) {
			ll[k].edits = &ed[k];
			if (h->run)
				continue;
			ll[k].text = h->text;
			if (h->en > 0) {
				ed[k].e = kt_xmalloc(h->en * sizeof *ed[k].e);
				memcpy(ed[k].e, f->hold.edits + h->eoff,
				    h->en * sizeof *ed[k].e);
				ed[k].n = ed[k].cap = h->en;
			}
		}
	}
	memset(&rl, 0, sizeof rl);
	rl.f = f;
	if (!f->hold.overflow) {
		kt_layout_stream(ll, f->hold.lines, kt_filter_fill, &rl);
		if (!kt_filter_both_fits(f, ll, &rl))
			kt_filter_both_keyed(f, ll);
	}
	for (i = k = 0; i < f->hold.nent; i++) {
		const struct kt_held *h = &f->hold.ent[i];
		const unsigned char *p = f->hold.buf + h->off, *e = p + h->len;

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
	f->hold.lines = 0;
	f->hold.nent = 0;
	f->hold.len = 0;
	f->hold.en = 0;
}

/* A new held entry: line LINE (LEN bytes), copied, without edits. */
static struct kt_held *
kt_filter_held_line(struct kt_filter *f, const unsigned char *line,
		    size_t len)
{
	struct kt_held *h;

	f->hold.ent = kt_xgrow(f->hold.ent, &f->hold.capent, f->hold.nent + 1, sizeof *f->hold.ent);
	f->hold.buf = kt_xgrow(f->hold.buf, &f->hold.cap, f->hold.len + len, 1);
	h = &f->hold.ent[f->hold.nent++];
	memset(h, 0, sizeof *h);
	h->off = f->hold.len;
	h->len = len;
	h->lines = 1;
	h->eoff = f->hold.en;
	memcpy(f->hold.buf + f->hold.len, line, len);
	f->hold.len += len;
	f->hold.lines++;
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
		f->hold.edits = kt_xgrow(f->hold.edits, &f->hold.ecap, f->hold.en + f->edits.n,
		    sizeof *f->hold.edits);
		memcpy(f->hold.edits + f->hold.en, f->edits.e,
		    f->edits.n * sizeof *f->hold.edits);
		f->hold.en += f->edits.n;
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

	if (f->hold.len > 0 && f->hold.buf[f->hold.len - 1] != '\n') {
		f->hold.buf = kt_xgrow(f->hold.buf, &f->hold.cap, f->hold.len + 1, 1);
		f->hold.buf[f->hold.len++] = '\n';
		f->hold.ent[f->hold.nent - 1].len++;
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
	struct kt_held *h = f->hold.nent > 0 ? &f->hold.ent[f->hold.nent - 1] : NULL;

	if (lines == 0)
		return;
	if (h == NULL || !h->run) {
		f->hold.ent = kt_xgrow(f->hold.ent, &f->hold.capent, f->hold.nent + 1,
		    sizeof *f->hold.ent);
		h = &f->hold.ent[f->hold.nent++];
		memset(h, 0, sizeof *h);
		h->off = f->hold.len;
		h->run = true;
	}
	f->hold.buf = kt_xgrow(f->hold.buf, &f->hold.cap, f->hold.len + n, 1);
	memcpy(f->hold.buf + f->hold.len, p, n);
	f->hold.len += n;
	h->len += n;
	h->lines += lines;
	f->hold.lines += lines;
}

void
kt_hold_free(struct kt_hold *h)
{
	free(h->ent);
	free(h->buf);
	free(h->edits);
	kt_vis_buf_free(&h->vis);
	memset(h, 0, sizeof *h);
}
