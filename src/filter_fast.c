/* filter_fast.c: the fast path's decisions (see filter_int.h).
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
 * font and the line number.
 */
#include <config.h>

#include <string.h>

#include "filter.h"
#include "filter_int.h"

/* Set up the quick test for the last bytes of type words, and the scan. */
void
kt_filter_fast_init(struct kt_filter *f)
{
	bool ends[256];
	unsigned a = 0xff, o = 0;
	size_t i;
	int c;

	kt_table_end_bytes(f->table, ends);
	f->fast.any_ends = false;
	for (c = 0; c < 256; c++)
		if (ends[c]) {
			a &= (unsigned)c;
			o |= (unsigned)c;
			f->fast.any_ends = true;
		}
	/* the bits that all of them share */
	f->fast.cmask = (unsigned char)~(a ^ o);
	f->fast.cval = (unsigned char)(a & f->fast.cmask);
	/* the same for the bytes before the last, unless some type word has
	 * one byte (then every byte passes) */
	a = 0xff;
	o = 0;
	for (i = 0; i < kt_table_size(f->table); i++) {
		const struct kt_type *t = kt_table_entry(f->table, i);

		if (t->klen < 2) {
			a = 0;
			o = 0xff;
			break;
		}
		a &= (unsigned char)t->kernel[t->klen - 2];
		o |= (unsigned char)t->kernel[t->klen - 2];
	}
	f->fast.cmask2 = (unsigned char)~(a ^ o);
	f->fast.cval2 = (unsigned char)(a & f->fast.cmask2);
	memset(f->fast.ends1, 0, sizeof f->fast.ends1);
	memset(f->fast.ends2, 0, sizeof f->fast.ends2);
	for (i = 0; i < kt_table_size(f->table); i++) {
		const struct kt_type *t = kt_table_entry(f->table, i);
		const unsigned char *k = (const unsigned char *)t->kernel;
		unsigned b;

		if (t->klen == 1) {
			f->fast.ends1[k[0]] = true;
			continue;
		}
		b = (unsigned)k[t->klen - 2] << 8 | k[t->klen - 1];
		f->fast.ends2[b / 8] |= (unsigned char)(1u << (b % 8));
	}
	f->fast.scan = kt_fast_scanner();
	f->fast.qf_esc = -2;		/* f->fast.qf to be set up */
}

/* Might a type word end at P[X], the line starting at P[LS]?  (A quick
 * test of the last two bytes, before kt_table_ends_at.) */
static inline bool
kt_fast_word(const struct kt_filter *f, const unsigned char *p, size_t ls,
	     size_t x)
{
	unsigned b;

	if (f->fast.ends1[p[x]])
		return true;
	if (x == ls)
		return false;
	b = (unsigned)p[x - 1] << 8 | p[x];
	return (f->fast.ends2[b / 8] >> (b % 8)) & 1;
}

/* Might a type word be among the N bytes at P (a part of a line)? */
static bool
kt_fast_words(const struct kt_filter *f, const unsigned char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (kt_fast_word(f, p, 0, i) &&
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
	if (!kt_roff_quick_ok(st) || kt_roff_open(st))
		return false;
	/* a table's data, or tbl's output: the scanner reads which columns
	 * hold types */
	if (rewrite && (kt_roff_tbl_cells(st) || st->tbl_out))
		return false;
	/* what waits is written after a line of kt_filter_line's */
	if (f->wait.name != NULL || f->wait.block_key || f->wait.table_key ||
	    f->wait.section_key)
		return false;
	/* a key waits for the end of a sentence or paragraph, which
	 * kt_filter_line finds (kt_filter_key_before) */
	if (f->section_keys.n > 0 && !st->nofill)
		return false;
	if ((mode == KT_MODE_BOTH || mode == KT_MODE_ANNOTATE) && !f->prelude)
		return false;
	/* kt_filter_line's hold, for a line of no-fill code (but not in
	 * tbl's output, which tbl has laid out) */
	*hold = kt_roff_nofill_text(st) && ((rewrite &&
	    mode != KT_MODE_ANNOTATE) || f->hold.lines > 0) && !f->hold.overflow;
	*listed = rewrite && st->nofill && mode != KT_MODE_ANNOTATE;
	if (*hold && !*listed)
		return false;	/* a block held on past a mode request */
	if (!*hold && f->hold.lines > 0)
		return false;
	*cand = rewrite && f->fast.any_ends;
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

	room = f->hold.len < KT_BLOCK_MAX_BYTES ? KT_BLOCK_MAX_BYTES - f->hold.len : 0;
	if (n > room) {
		q = memrchr(p, '\n', room);
		n = q != NULL ? (size_t)(q - p) + 1 : 0;
	}
	return n;
}

/* One pass of kt_filter_fast over the N bytes at P, a block of 64 bytes
 * at a time. */
struct kt_fast_pass {
	const unsigned char *p;
	size_t n;
	bool cand;		/* type words matter */
	bool listed;		/* kt_filter_line would list what lines render */
	bool hold;		/* lines are held */
	/* what the scan looks for, and what it found (the caller's, so
	 * that the pass itself stays in registers) */
	struct kt_fast_keys *keys;
	struct kt_fast_masks *masks;	/* KT_FAST_CHUNK blocks */
	struct kt_fast_masks *mk;	/* the block's */
	size_t chunk;		/* the next block's index in masks */
	size_t base;		/* the block is at P + BASE */
	size_t lines;		/* the lines before it */
	size_t lastnl;		/* the last newline before it (-1: none) */
	size_t skip;		/* the end of the last comment passed over */
	size_t room;		/* lines that the held block has room for */
	uint64_t carry;		/* a line starts at the block */
	size_t ls;		/* the start of the line that stops the pass */
	/* the control line that stops the pass in this block, if STOPBIT */
	uint64_t stopbit;
	size_t stopx;
	enum kt_roff_quick stopq;
	/* a line with a font escape, walked for its fonts once the pass
	 * is known to take it */
	bool pend;
	size_t pend_ls, pend_end;
	int toggle;		/* the line at LS starts (1) or ends (-1)
				 * no-fill, and is taken (up to TEND) */
	size_t tend;
};

/* The first byte of kt_roff_qfilter (f->fast.qf) for the escape character in
 * force, and its sets for the scan. */
static void
kt_fast_qf(struct kt_filter *f)
{
	const struct kt_roff *st = &f->roff;

	if (f->fast.qf_esc == (st->esc_on ? st->esc : -1))
		return;
	/* kt_roff_qfilter's first byte: the escape character too */
	kt_roff_qfilter(f->fast.qf);
	if (st->esc_on)
		f->fast.qf[st->esc] |= KT_QF_FIRST;
	kt_fast_sets_init(&f->fast.sets, f->fast.qf);
	f->fast.qf_esc = st->esc_on ? st->esc : -1;
}

/* Set up a pass PS over the N bytes at P; false if lines cannot go the
 * fast way now. */
static bool
kt_fast_begin(struct kt_filter *f, struct kt_fast_pass *ps,
	      const unsigned char *p, size_t n, struct kt_fast_keys *keys,
	      struct kt_fast_masks *masks)
{
	const struct kt_roff *st = &f->roff;

	if (!kt_filter_fast_ok(f, &ps->cand, &ps->listed, &ps->hold))
		return false;
	ps->p = p;
	ps->n = n;
	ps->keys = keys;
	ps->masks = masks;
	ps->mk = NULL;
	ps->chunk = KT_FAST_CHUNK;
	ps->lines = ps->ls = ps->skip = ps->room = 0;
	ps->lastnl = (size_t)-1;
	ps->carry = 1;		/* a line starts at P */
	ps->pend = false;
	ps->pend_ls = ps->pend_end = ps->tend = 0;
	ps->toggle = 0;
	if (ps->hold) {
		ps->n = kt_fast_hold_room(f, p, n);
		ps->room = f->hold.lines < KT_BLOCK_MAX_LINES ?
		    KT_BLOCK_MAX_LINES - f->hold.lines : 0;
	}
	ps->keys->esc = st->esc;
	ps->keys->fonts = st->esc_on;
	/* without type words, nothing is in the cube */
	ps->keys->m = ps->cand ? f->fast.cmask : 0;
	ps->keys->v = ps->cand ? f->fast.cval : 1;
	ps->keys->m2 = f->fast.cmask2;
	ps->keys->v2 = f->fast.cval2;
	ps->keys->cc = st->cc;
	ps->keys->c2 = st->c2;
	ps->keys->qf = f->fast.qf;
	ps->keys->sets = &f->fast.sets;
	kt_fast_qf(f);
	if (ps->hold && f->hold.lines == 0)
		f->hold.snap = *st;	/* the scanner before the block */
	return true;
}

/* The masks of the block at BASE, scanned KT_FAST_CHUNK blocks at a
 * time. */
static void
kt_fast_next(const struct kt_filter *f, struct kt_fast_pass *ps)
{
	if (ps->chunk == KT_FAST_CHUNK) {
		size_t k = ps->n - ps->base;

		if (k > 64 * KT_FAST_CHUNK)
			k = 64 * KT_FAST_CHUNK;
		f->fast.scan(ps->p + ps->base, k, ps->n - ps->base, ps->base == 0,
		    ps->keys, ps->masks);
		ps->chunk = 0;
	}
	ps->mk = &ps->masks[ps->chunk++];
}

/* The cap of a held block: no line past the ROOM-th, in a block that
 * reaches it.  False if no line has room. */
static bool
kt_fast_cap(struct kt_fast_pass *ps)
{
	struct kt_fast_masks *mk = ps->mk;
	uint64_t nls = mk->nl, keep;
	size_t k = ps->room - ps->lines;

	if (k == 0)
		return false;
	while (--k > 0)
		nls &= nls - 1;
	ps->n = ps->base + kt_ctz64(nls) + 1;
	keep = ps->n - ps->base >= 64 ? ~(uint64_t)0 :
	    ((uint64_t)1 << (ps->n - ps->base)) - 1;
	mk->nl &= keep;
	mk->ctl &= keep;
	mk->ev &= keep;
	mk->lines = (unsigned)(ps->room - ps->lines);
	return true;
}

/* Is the line that goes on in the block longer than a piece?  (It is
 * read in pieces, see kt_filter_long, by kt_filter_run.) */
static bool
kt_fast_too_long(const struct kt_fast_pass *ps)
{
	size_t start = ps->lastnl + 1, end;

	if (ps->base + 64 - start <= KT_LINE_PIECE)
		return false;
	end = ps->mk->nl != 0 ? ps->base + kt_ctz64(ps->mk->nl) + 1 :
	    ps->base + 64;
	return end - start > KT_LINE_PIECE;
}

/* The pass stops at the control line at bit B of the block (X in P),
 * of class Q: no event from there on is looked at. */
static void
kt_fast_stop_at(struct kt_fast_pass *ps, unsigned b, size_t x,
		enum kt_roff_quick q, uint64_t *ev)
{
	ps->stopbit = (uint64_t)1 << b;
	ps->stopx = x;
	ps->stopq = q;
	*ev &= ps->stopbit - 1;
}

/* Walk the line with a font escape that waits (ps->pend) for its fonts,
 * now that the pass takes it. */
static void
kt_fast_walk(struct kt_filter *f, struct kt_fast_pass *ps)
{
	if (ps->pend)
		kt_roff_skip(&f->roff, ps->p + ps->pend_ls,
		    ps->pend_end - ps->pend_ls, ps->listed);
	ps->pend = false;
}

/* .TH at X gives the page's section, which a type word or a font before
 * it in this block (BEFORE: the events before it) must not see; nor may
 * the title be read further than kt_filter_long reads a line longer than
 * a piece (its first piece).  The pass takes it, or returns false: then
 * it is for the slow path.  The scanner reads it, as it walks a line with
 * a font escape: it waits for its walk, after a line before it that
 * waits (walked first, in the order the scanner reads them), and before
 * any line after it that the pass stops at. */
static bool
kt_fast_title(struct kt_filter *f, struct kt_fast_pass *ps, size_t x,
	      uint64_t before)
{
	const unsigned char *p = ps->p;
	const unsigned char *e = memchr(p + x, '\n', ps->n - x);

	if (before != 0 || e == NULL || (size_t)(e - (p + x)) >= KT_LINE_PIECE)
		return false;
	kt_fast_walk(f, ps);
	ps->pend = true;
	ps->pend_ls = x;
	ps->pend_end = (size_t)(e - p);
	return true;
}

/* The start of the line of P whose newline is at NL. */
static size_t
kt_fast_line_start(const unsigned char *p, size_t nl)
{
	const unsigned char *b = nl > 0 ? memrchr(p, '\n', nl) : NULL;

	return b != NULL ? (size_t)(b - p) + 1 : 0;
}

/* Does the line before the one at X in P (not the first) end in an
 * escaped newline, so that the line at X is more of it? */
static bool
kt_fast_joined(const struct kt_roff *st, const unsigned char *p, size_t x)
{
	size_t b;

	if (x == 0 || !st->esc_on)
		return false;
	b = kt_fast_line_start(p, x - 1);
	return kt_roff_continues(st, p + b, x - 1 - b);
}

/* The control lines that start in the block, and the first that needs
 * kt_filter_line or is taken apart (the rest of the block is not looked
 * at); comment lines are passed over.  Returns the events of the block
 * before that, outside comments. */
static uint64_t
kt_fast_controls(struct kt_filter *f, struct kt_fast_pass *ps)
{
	struct kt_roff *st = &f->roff;
	const struct kt_fast_masks *mk = ps->mk;
	const unsigned char *p = ps->p;
	size_t base = ps->base, n = ps->n;
	uint64_t ctl, ev;

	ps->stopbit = 0;
	ps->stopx = 0;
	ps->stopq = KT_QUICK_STATE;
	ctl = mk->ctl & (mk->nl << 1 | ps->carry);
	ps->carry = mk->nl >> 63;
	ev = mk->ev & ~(ps->skip > base ? (ps->skip - base >= 64 ?
	    ~(uint64_t)0 : ((uint64_t)1 << (ps->skip - base)) - 1) : 0);
	while (ctl != 0) {
		unsigned b = kt_ctz64(ctl);
		size_t x = base + b;
		enum kt_roff_quick q = kt_roff_quick(st, p + x, p + n);
		const unsigned char *e;

		ctl &= ctl - 1;
		/* (a heading goes to the scanner, which follows the
		 * indent, and writes the key of its section) */
		if (q == KT_QUICK_NEUTRAL)
			continue;
		if (q != KT_QUICK_COMMENT && kt_fast_joined(st, p, x)) {
			/* more of the line before: the scanner's */
			kt_fast_stop_at(ps, b, x, KT_QUICK_STATE, &ev);
			break;
		}
		if (q == KT_QUICK_STATE && !st->tabs_set &&
		    kt_roff_quick_tabs_reset(st, p + x, p + n)) {
			if (p[x + 1] == 'T' && !kt_fast_title(f, ps, x,
			    ev & (((uint64_t)1 << b) - 1))) {
				kt_fast_stop_at(ps, b, x, q, &ev);
				break;
			}
			continue;
		}
		if (q != KT_QUICK_COMMENT) {
			kt_fast_stop_at(ps, b, x, q, &ev);
			break;
		}
		e = memchr(p + x, '\n', n - x);
		if (e == NULL) {
			kt_fast_stop_at(ps, b, x, KT_QUICK_STATE, &ev);
			break;
		}
		ps->skip = (size_t)(e - p) + 1;
		if (ps->skip - base < 64)
			ev &= ~((((uint64_t)1 << (ps->skip - base)) - 1) &
			    ~(((uint64_t)1 << b) - 1));
		else
			ev &= ((uint64_t)1 << b) - 1;
	}
	return ev;
}

/* Possible type words, and font escapes, among the events EV of the
 * block.  Returns true if the pass stops at the line of one (ps->ls). */
static bool
kt_fast_events(struct kt_filter *f, struct kt_fast_pass *ps, uint64_t ev)
{
	const struct kt_fast_masks *mk = ps->mk;
	const unsigned char *p = ps->p;
	size_t base = ps->base, n = ps->n;

	while (ev != 0) {
		unsigned b = kt_ctz64(ev);
		size_t x = base + b, ls;
		uint64_t bit = (uint64_t)1 << b, below = mk->nl & (bit - 1);
		const unsigned char *e;

		ev &= ev - 1;
		ls = below != 0 ? base + kt_top64(below) + 1 : ps->lastnl + 1;
		ps->ls = ls;
		/* a type word ends where its last two bytes can be; a font
		 * escape */
		if (ps->cand && kt_fast_word(f, p, ls, x) &&
		    kt_table_ends_at(f->table, p + ls, x - ls))
			return true;	/* a type word, perhaps */
		if (!(ps->keys->fonts && p[x] == ps->keys->esc && x + 1 < n &&
		    KT_FAST_FONT_BYTE(p[x + 1])) ||
		    (ps->pend && ps->pend_ls == ls))
			continue;
		/* a line with a font escape: its end; but a line that is
		 * more of the one before (perhaps a control line the pass
		 * did not look at, "'\" and then "\fB") or goes on in the
		 * next (which the pass may not walk: ".\f\", "", "\fB")
		 * is the scanner's */
		e = memchr(p + x, '\n', n - x);
		if (e == NULL || kt_fast_joined(&f->roff, p, ls) ||
		    kt_roff_continues(&f->roff, p + ls, (size_t)(e - p) - ls))
			return true;
		kt_fast_walk(f, ps);
		ps->pend = true;
		ps->pend_ls = ls;
		ps->pend_end = (size_t)(e - p);
	}
	return false;
}

/* The pass stops at a control line (ps->stopx): the start or end of
 * no-fill is taken here, and the pass ends after it. */
static void
kt_fast_toggle(const struct kt_filter *f, struct kt_fast_pass *ps)
{
	const unsigned char *p = ps->p, *e;
	size_t ls = ps->stopx, n = ps->n;
	bool on = ps->stopq == KT_QUICK_NOFILL;

	ps->ls = ls;
	if (ps->stopq != KT_QUICK_NOFILL && ps->stopq != KT_QUICK_FILL)
		return;
	e = memchr(p + ls, '\n', n - ls);
	if (e != NULL && on != f->roff.nofill &&
	    (size_t)(e - p) + 1 - ls <= KT_LINE_PIECE &&
	    (on || f->block_keys.n == 0) &&
	    !(ps->cand && kt_fast_words(f, p + ls, (size_t)(e - p) - ls))) {
		ps->toggle = on ? 1 : -1;
		ps->tend = (size_t)(e - p) + 1;
	}
}

/* Copy (or hold) the lines that the pass took, up to ps->ls, or past the
 * line there if it STOPPED the pass in the block at ps->base; returns the
 * bytes taken. */
static size_t
kt_fast_end(struct kt_filter *f, struct kt_fast_pass *ps, bool stopped,
	    bool *again)
{
	struct kt_roff *st = &f->roff;
	const unsigned char *p = ps->p;

	if (stopped && ps->ls > ps->base)
		ps->lines += kt_pop64(ps->mk->nl &
		    (((uint64_t)1 << (ps->ls - ps->base)) - 1));
	if (stopped && ps->toggle != 0) {
		/* and the line that starts or ends no-fill */
		ps->lines++;
		ps->ls = ps->tend;
	}
	if (ps->pend && ps->pend_end < ps->ls)
		kt_fast_walk(f, ps);
	if (ps->hold)
		kt_filter_hold_run(f, p, ps->ls, ps->lines);
	else
		kt_writer_put(f->out, p, ps->ls);
	/* what the last line taken says of the next: a text line or a
	 * request whose end is escaped goes on there; else the next line
	 * is one of its own, whatever a line walked for its fonts before
	 * it said (.B \fI\# and then .B x) */
	if (ps->ls > 0) {
		/* from the start of the line that troff reads, which may be
		 * a control line that earlier lines taken went on (".\",
		 * "\", and then "__u32" is the name of a request) */
		size_t ls = kt_fast_line_start(p, ps->ls - 1);

		while (ls > 0 && kt_fast_joined(st, p, ls))
			ls = kt_fast_line_start(p, ls - 1);
		kt_roff_quick_taken(st, p + ls, ps->ls - ls);
	}
	f->where.line += ps->lines;
	if (ps->toggle != 0) {
		/* what kt_filter_line does after such a line: the state
		 * of the scanner, and at the end of a block its layout */
		kt_roff_quick_toggle(st, ps->toggle > 0);
		if (ps->toggle < 0) {
			kt_filter_flush(f);
			f->hold.overflow = false;
			/* the key of a block too wide for mode both, which
			 * waits for the end of its sentence */
			kt_filter_block_ended(f);
		}
		*again = true;	/* the lines after it may go this way */
	}
	return ps->ls;
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
size_t
kt_filter_fast(struct kt_filter *f, const unsigned char *p, size_t n,
	       bool *again)
{
	struct kt_fast_pass ps;
	struct kt_fast_keys keys;
	struct kt_fast_masks masks[KT_FAST_CHUNK];
	bool stopped = false;

	if (!kt_fast_begin(f, &ps, p, n, &keys, masks))
		return 0;
	for (ps.base = 0; ps.base < ps.n; ps.base += 64) {
		uint64_t ev;

		kt_fast_next(f, &ps);
		if (ps.hold && ps.lines + ps.mk->lines >= ps.room &&
		    !kt_fast_cap(&ps))
			break;
		if (kt_fast_too_long(&ps)) {
			ps.ls = ps.lastnl + 1;
			stopped = true;
			break;
		}
		ev = kt_fast_controls(f, &ps);
		if (kt_fast_events(f, &ps, ev)) {
			stopped = true;
			break;
		}
		if (ps.stopbit != 0) {
			kt_fast_toggle(f, &ps);
			stopped = true;
			break;
		}
		if (ps.mk->nl != 0)
			ps.lastnl = ps.base + kt_top64(ps.mk->nl);
		ps.lines += ps.mk->lines;
	}
	/* else the lines up to the last newline; a last line without one
	 * is kt_filter_line's */
	if (!stopped)
		ps.ls = ps.lastnl + 1;
	return kt_fast_end(f, &ps, stopped, again);
}
