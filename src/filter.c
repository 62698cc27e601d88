/* filter.c: the filter (see filter.h). */
#include <config.h>

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "filter_int.h"
#include "layout.h"
#include "rewrite.h"
#include "util.h"

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
