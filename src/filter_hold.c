/* filter_hold.c: the held no-fill block (see filter_int.h).  The lines of
 * a no-fill block are held until its end, with their edits, so that the
 * layout engine can see all of it.  At the end the block is laid out and
 * written: its lines' visible characters are listed again, a line at a
 * time, by a replay of the scanner from its state before the block. */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "filter_int.h"
#include "layout.h"
#include "msg.h"
#include "prelude.h"
#include "tmac.h"
#include "util.h"

/* A held line. */
struct kt_held {
	size_t off, len;	/* bytes in hold.buf, with the newline */
	size_t eoff, en;	/* its edits in hold.edits */
	unsigned long lineno;	/* the input line as troff numbers it; 0:
				 * inserted */
	bool text;		/* renders text */
	bool listed;		/* its visible characters were listed */
};

/* The held lines, listed again one at a time for the layout engine
 * (kt_layout_stream) by a replay of the scanner from before the block. */
struct kt_relist {
	struct kt_filter *f;
	struct kt_roff st;	/* the scanner before the next line */
	size_t off;		/* its offset in hold.buf */
	size_t line;		/* its index in the block (and in held) */
	struct kt_relf_at *at;	/* each line's: where it is, for .lf */
};

/* What an .lf after a held line needs: the line's number, and the
 * control and escape characters it was read with. */
struct kt_relf_at {
	unsigned long lineno;	/* 0: none (not an input line) */
	unsigned char cc, esc;
	bool esc_on;
};

const char *
kt_filter_lf_number(char *buf, size_t size, unsigned long n)
{
	long long v = kt_msg_line(n);

	if (v == -2147483647LL - 1)
		snprintf(buf, size, "-2147483647-1");
	else
		snprintf(buf, size, "%lld", v);
	return buf;
}

void
kt_filter_relf_as(struct kt_writer *w, unsigned char cc, unsigned char ec,
		  bool esc_on, unsigned long n)
{
	char buf[80], num[24];
	int k;

	if (esc_on)
		k = snprintf(buf, sizeof buf, "%cif r .x %c{%c\n%clf %s\n%c%c}\n",
		    cc, ec, ec, cc, n > 0 ? kt_filter_lf_number(num,
		    sizeof num, n - 1) : "0", cc, ec);
	else	/* no block without an escape character: .lf as it is */
		k = snprintf(buf, sizeof buf, "%clf %s\n", cc,
		    kt_filter_lf_number(num, sizeof num, n));
	kt_writer_put(w, buf, (size_t)k);
}

/* The lines that line K of the held block (LL, N lines) and the lines
 * joined to it render on, beyond as many as they had: a break is a
 * line more, a join one less. */
static long
kt_filter_more_lines(const struct kt_layout_line *ll, size_t n, size_t k)
{
	long more = 0;
	size_t j;

	for (; k < n; k++) {
		for (j = 0; j < ll[k].edits->n; j++)
			if (ll[k].edits->e[j].text != NULL &&
			    ll[k].edits->e[j].text[0] == '\n')
				more++;
		if (!ll[k].join)
			break;
		more--;
	}
	return more;
}

/* Write the block that calls MACRO (with the argument ARG if it is not
 * 0, where the macro package is loaded: a macro of ktypes.tmac that
 * only groff reads) and then numbers the next line as input line N,
 * with the control and escape characters of AT. */
static void
kt_filter_macro_block(struct kt_writer *w, const struct kt_relf_at *at,
		      const char *macro, long arg, unsigned long n)
{
	char buf[160], num[24], a[24] = "";
	int len;

	if (arg != 0)
		snprintf(a, sizeof a, " %ld", arg);
	len = snprintf(buf, sizeof buf,
	    "%cif r .x %c{%c\n%cdo if d %s %cdo %s%s\n%clf %s\n%c%c}\n",
	    at->cc, at->esc, at->esc, at->cc, macro, at->cc, macro, a, at->cc,
	    kt_filter_lf_number(num, sizeof num, n - 1), at->cc, at->esc);
	kt_writer_put(w, buf, (size_t)len);
}

/* Are the characters of AT those that the macro package's macros were
 * written with and run with ('.' and '\\'), and does AT say which input
 * line it is? */
static bool
kt_filter_plain_at(const struct kt_relf_at *at)
{
	return at->lineno > 0 && at->cc == '.' && at->esc_on &&
	    at->esc == '\\';
}

/* Before line K of the held block (LL, N lines), the first of the
 * lines that troff reads as one, read with the control and escape
 * characters of AT: where they render on more lines than they had,
 * the page grows by them (KT_TMAC_ROOM, where the macro package is
 * loaded), and the line keeps its number (with W NULL, only whether
 * it would). */
static bool
kt_filter_room(struct kt_writer *w, const struct kt_layout_line *ll,
	       size_t n, size_t k, const struct kt_relf_at *at)
{
	long more = k < n ? kt_filter_more_lines(ll, n, k) : 0;

	if (more <= 0 || !kt_filter_plain_at(at))
		return false;
	if (w != NULL)
		kt_filter_macro_block(w, at, KT_TMAC_ROOM, more, at->lineno);
	return true;
}

/* Does a line of the held block (LL, its lines read with AT) render on
 * more lines than it had (kt_filter_room)? */
static bool
kt_filter_grows(const struct kt_filter *f, const struct kt_layout_line *ll,
		const struct kt_relf_at *at)
{
	size_t k;

	for (k = 0; k < f->hold.nent; k++)
		if ((k == 0 || !ll[k - 1].join) &&
		    kt_filter_room(NULL, ll, f->hold.nent, k, &at[k]))
			return true;
	return false;
}

/* May a block (its lines read with AT) that grows be set apart for
 * HTML (KT_TMAC_PRE_ON before its first line, KT_TMAC_PRE_OFF after
 * its last, LAST with LEN bytes): both lines are read with the
 * characters of the macro package, and the last one ends troff's line
 * (a newline that no escape character takes)? */
static bool
kt_filter_pre_here(const struct kt_filter *f, const struct kt_relf_at *at,
		   const unsigned char *last, size_t len)
{
	const struct kt_relf_at *e = &at[f->hold.nent - 1];

	return kt_filter_plain_at(&at[0]) && kt_filter_plain_at(e) &&
	    len > 0 && last[len - 1] == '\n' &&
	    !(len > 1 && last[len - 2] == '\\');
}

bool
kt_filter_prelude_here(const struct kt_filter *f, const struct kt_roff *st,
		       unsigned long n)
{
	return !kt_roff_open(st) && st->tbl == 0 &&
	    (st->term_depth == 0 || n == 0) &&
	    (f->past_comments || n == 0);
}

/* Write the prelude (see prelude.h) once, before input line N (0: at
 * the end of a file). */
void
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
		if (t->iso == NULL)
			continue;	/* never respelled */
		kt_writer_put(f->out, KT_TMAC_DEFINE,
		    KT_TMAC_LEN(KT_TMAC_DEFINE));
		kt_writer_put(f->out, t->kernel, t->klen);
		kt_writer_put(f->out, " ", 1);
		kt_writer_put(f->out, t->iso_roff, t->rlen);
		kt_writer_put(f->out, "\n", 1);
	}
	if (n > 0)
		kt_filter_relf_as(f->out, f->roff.cc, f->roff.esc,
		    f->roff.esc_on, n);
}

/* A block that grows (kt_filter_grows) needs the macro package (mode
 * iso, whose prelude is written only where it is needed): before its
 * first line (read with AT) where the prelude may go there, with the
 * control and escape characters it is written with; and the next line
 * is numbered, unless RELF is false (a block that does follows). */
static void
kt_filter_room_prelude(struct kt_filter *f, const struct kt_relf_at *at,
		       bool relf)
{
	/* (AT[0]: the characters of the scanner's state before the block,
	 * f->hold.snap) */
	if (f->prelude || !kt_filter_plain_at(&at[0]) ||
	    !kt_filter_prelude_here(f, &f->hold.snap, at[0].lineno))
		return;
	kt_filter_prelude(f, 0);
	if (relf)
		kt_filter_relf_as(f->out, '.', '\\', true, at[0].lineno);
}

/* If the BODY bytes at P call, with control character CC, a font macro
 * of the man package that a break can split into two calls (.B, .I,
 * or one that alternates two fonts: .BR, .BI, .IB, .IR, .RB, .RI), the
 * length of the call's name and its blanks; *ALT: it alternates. */
static size_t
kt_filter_font_macro(const unsigned char *p, size_t body, unsigned char cc,
		     bool *alt)
{
	static const char fonts[] = "BIR";
	size_t i = 1, n;

	if (body < 3 || p[0] != cc)
		return 0;
	while (i < body && (p[i] == ' ' || p[i] == '\t'))
		i++;
	for (n = 0; i + n < body && p[i + n] != ' ' && p[i + n] != '\t'; n++)
		if (memchr(fonts, p[i + n], sizeof fonts - 1) == NULL)
			return 0;
	if (i + n >= body || !(n == 1 ? p[i] != 'R' :
	    n == 2 && p[i] != p[i + 1]))
		return 0;
	if (alt != NULL)
		*alt = n == 2;
	while (i + n < body && (p[i + n] == ' ' || p[i + n] == '\t'))
		n++;
	return i + n;
}

/* The argument of the macro call P (BODY bytes; its arguments from
 * offset I) that byte OFF is in, counted from 0. */
static size_t
kt_filter_argument(const unsigned char *p, size_t body, size_t i, size_t off)
{
	size_t arg = 0;

	for (;;) {
		if (p[i] == '"') {
			for (i++; i < body; i++)
				if (p[i] == '"' && (i + 1 >= body || p[i + 1] != '"'))
					break;
				else if (p[i] == '"')
					i++;
			i++;
		} else
			while (i < body && p[i] != ' ' && p[i] != '\t')
				i++;
		if (i > off)
			return arg;
		while (i < body && (p[i] == ' ' || p[i] == '\t'))
			i++;
		if (i >= body)
			return arg;
		arg++;
	}
}

/* The breaks (a newline and blanks) that the layout engine put into the
 * call of a font macro P (LEN bytes, read with control character CC),
 * inside quoted arguments: each one ends the argument and the call and
 * starts a new call, which sets the rest of the argument in its font
 * (for a macro that alternates, after an empty argument where the
 * argument's place is odd).  The texts are malloc'd into ED's edits;
 * free them with kt_filter_free_breaks. */
static void
kt_filter_macro_breaks(const unsigned char *p, size_t len, unsigned char cc,
		       struct kt_edits *ed)
{
	size_t j, at, body = len > 0 && p[len - 1] == '\n' ? len - 1 : len;
	bool alt = false;

	at = kt_filter_font_macro(p, body, cc, &alt);
	if (at == 0)
		return;
	for (j = 0; j < ed->n; j++) {
		struct kt_edit *e = &ed->e[j];
		size_t name = at, odd, n;
		char *t;

		if (e->text == NULL || e->text[0] != '\n')
			continue;
		while (name > 1 && (p[name - 1] == ' ' || p[name - 1] == '\t'))
			name--;
		odd = alt ? kt_filter_argument(p, body, at, e->off) % 2 : 0;
		t = kt_xmalloc(name + e->tlen + 8);
		t[0] = '"';
		t[1] = '\n';
		t[2] = (char)cc;
		memcpy(t + 3, p + 1, name - 1);
		n = name + 2;
		if (odd) {
			memcpy(t + n, " \"\"", 3);
			n += 3;
		}
		memcpy(t + n, " \"", 2);
		n += 2;
		memset(t + n, ' ', e->tlen - 1);
		n += e->tlen - 1;
		e->text = t;
		e->tlen = (uint32_t)n;
	}
}

/* Free the texts of kt_filter_macro_breaks in ED: the only edits of the
 * layout engine (no type) whose text starts with a quote. */
static void
kt_filter_free_breaks(struct kt_edits *ed)
{
	size_t j;

	for (j = 0; j < ed->n; j++)
		if (ed->e[j].type == NULL && ed->e[j].text != NULL &&
		    ed->e[j].text[0] == '"')
			free((char *)(uintptr_t)ed->e[j].text);
}

static void
kt_filter_fill(void *ctx, struct kt_layout_line *ll, size_t i, bool restart)
{
	struct kt_relist *r = ctx;
	struct kt_filter *f = r->f;

	if (restart) {
		r->st = f->hold.snap;
		r->off = r->line = 0;
	}
	while (r->line <= i) {
		const struct kt_held *h = &f->hold.ent[r->line];
		const unsigned char *p = f->hold.buf + r->off;
		size_t len = h->len, body;
		bool listed = h->listed;

		body = len > 0 && p[len - 1] == '\n' ? len - 1 : len;
		if (r->line == i) {
			struct kt_line_info info;
			/* a line that goes on from the one before, or into
			 * the next, or a table's row, is not broken */
			bool own = !kt_roff_open(&r->st) &&
			    !kt_roff_in_table(&r->st);

			f->hold.vis.n = 0;
			ll[i].tabs_set = r->st.tabs_set;
			r->at[i].lineno = h->lineno;
			r->at[i].cc = r->st.cc;
			r->at[i].esc = r->st.esc;
			r->at[i].esc_on = r->st.esc_on;
			memset(&info, 0, sizeof info);
			if (listed)
				kt_roff_line(&r->st, p, body, &info, &f->hold.vis);
			else
				kt_roff_skip(&r->st, p, body, false);
			ll[i].macro = info.kind == KT_LINE_MACRO;
			ll[i].breakable = own && !kt_roff_open(&r->st) &&
			    body < len && (info.kind == KT_LINE_TEXT ||
			    (ll[i].macro && kt_filter_font_macro(p, body,
			    r->at[i].cc, NULL) > 0));
			/* a join is an escaped newline, "\" alone */
			ll[i].joinable = ll[i].breakable &&
			    info.kind == KT_LINE_TEXT && r->at[i].esc_on &&
			    r->at[i].esc == '\\';
			ll[i].v = f->hold.vis.v;
			ll[i].nv = ll[i].text ? f->hold.vis.n : 0;
		} else
			kt_roff_skip(&r->st, p, body, listed);
		r->off += len;
		r->line++;
	}
}

/* The columns that a line of the held block of f may be widened to (see
 * KT_FILTER_WIDTH): beside the block's indent, where it is known. */
static uint32_t
kt_filter_width(const struct kt_filter *f)
{
	int indent = kt_roff_indent(&f->hold.snap);
	unsigned ll = f->line_length;

	if (f->both_width_set)
		return f->both_width;
	if (indent >= 0 && (unsigned)indent + 20 < ll)
		return (uint32_t)(ll - (unsigned)indent);
	return ll > 2 * KT_FILTER_DEEPEST ? ll - KT_FILTER_DEEPEST : ll / 2;
}

/* Does the block of f (LL) have a type word in a form of mode both? */
static bool
kt_filter_both_block(const struct kt_filter *f, const struct kt_layout_line *ll)
{
	size_t i, j;

	for (i = 0; i < f->hold.lines; i++)
		for (j = 0; j < ll[i].edits->n; j++)
			if (kt_filter_both_word(&ll[i].edits->e[j]))
				return true;
	return false;
}

/* Line P (LEN bytes, with its newline) is joined with the next
 * (kt_layout_line.join): its trailing blanks become an escaped newline
 * (an edit added to ED). */
static void
kt_filter_join(const unsigned char *p, size_t len, struct kt_edits *ed)
{
	size_t body = len > 0 && p[len - 1] == '\n' ? len - 1 : len, b = body;
	struct kt_edit *e;

	while (b > 0 && (p[b - 1] == ' ' || p[b - 1] == '\t'))
		b--;
	e = kt_edits_push(ed);
	memset(e, 0, sizeof *e);
	e->off = (uint32_t)b;
	e->len = (uint32_t)(body - b);
	e->text = "\\";
	e->tlen = 1;
	e->width = 0;
	kt_edits_sort(ed->e, ed->n);
}

/* Does line LL end with a break that the layout engine inserted? */
static bool
kt_filter_broken(const struct kt_layout_line *ll)
{
	size_t j;

	for (j = 0; j < ll->edits->n; j++)
		if (ll->edits->e[j].text != NULL &&
		    ll->edits->e[j].text[0] == '\n')
			return true;
	return false;
}

/* The block of f does not fit in mode both, even with its lines broken:
 * its lines keep their kernel spelling (and their blanks), and the key
 * after the block gives the ISO spelling of each of its types, as in
 * mode annotate, whose form its type words take (a hover title in
 * HTML). */
static void
kt_filter_both_keyed(struct kt_filter *f, struct kt_layout_line *ll)
{
	size_t i, j;

	for (i = 0; i < f->hold.lines; i++) {
		for (j = 0; j < ll[i].edits->n; j++)
			if (kt_filter_both_word(&ll[i].edits->e[j]))
				kt_keys_add(&f->keys.block,
				    ll[i].edits->e[j].type);
		kt_filter_both_as_annotate(ll[i].edits);
		ll[i].join = false;
	}
	/* its key says what "in size" means; it shows no pair */
	f->keys.block.pairs = false;
}

/* Write the held block, laid out, and empty it.  A block without edits
 * is written as it came; else what its lines render is listed again, a
 * line at a time, from the scanner's state before the block, for the
 * layout engine, which breaks a line that would get too wide; a broken
 * line is followed by an .lf that numbers the next line as troff would
 * have.  In mode both a block that would still get too wide keeps its
 * kernel spelling and gets a key. */
void
kt_filter_flush_held(struct kt_filter *f)
{
	struct kt_layout_line *ll;
	struct kt_edits *ed;
	struct kt_relist rl;
	size_t k;
	bool joined = false, pre = false;

	if (f->hold.en == 0) {
		kt_writer_put(f->out, f->hold.buf, f->hold.len);
		goto out;
	}
	ll = kt_xcalloc(f->hold.lines, sizeof *ll);
	ed = kt_xcalloc(f->hold.lines, sizeof *ed);
	for (k = 0; k < f->hold.nent; k++) {
		const struct kt_held *h = &f->hold.ent[k];

		ll[k].edits = &ed[k];
		ll[k].text = h->text;
		if (h->en > 0) {
			ed[k].e = kt_xmalloc(h->en * sizeof *ed[k].e);
			memcpy(ed[k].e, f->hold.edits + h->eoff,
			    h->en * sizeof *ed[k].e);
			ed[k].n = ed[k].cap = h->en;
		}
	}
	memset(&rl, 0, sizeof rl);
	rl.f = f;
	rl.at = kt_xcalloc(f->hold.lines, sizeof *rl.at);
	if (!f->hold.overflow &&
	    !kt_layout_stream(ll, f->hold.lines, kt_filter_width(f),
	    kt_filter_fill, &rl) && kt_filter_both_block(f, ll))
		kt_filter_both_keyed(f, ll);
	if (kt_filter_grows(f, ll, rl.at)) {
		const struct kt_held *e = &f->hold.ent[f->hold.nent - 1];

		pre = kt_filter_pre_here(f, rl.at, f->hold.buf + e->off,
		    e->len);
		kt_filter_room_prelude(f, rl.at, !pre);
		if (pre)
			kt_filter_macro_block(f->out, &rl.at[0],
			    KT_TMAC_PRE_ON, 0, rl.at[0].lineno);
	}
	for (k = 0; k < f->hold.nent; k++) {
		const struct kt_held *h = &f->hold.ent[k];
		const unsigned char *p = f->hold.buf + h->off;
		size_t len = h->len;
		bool broken = kt_filter_broken(&ll[k]) || joined;

		if (!joined)
			kt_filter_room(f->out, ll, f->hold.nent, k, &rl.at[k]);
		if (broken && ll[k].macro)
			kt_filter_macro_breaks(p, len, rl.at[k].cc, &ed[k]);
		if (ll[k].join)
			kt_filter_join(p, len, &ed[k]);
		kt_edits_apply(f->out, p, len, ed[k].e, ed[k].n);
		f->marked |= ed[k].n > 0;
		/* after a joined line, the .lf waits for the end of the line
		 * that troff reads */
		joined = ll[k].join;
		/* (the next line's growth, or the end of the lines set
		 * apart for HTML, says the next line's number) */
		if (pre && k + 1 == f->hold.nent)
			kt_filter_macro_block(f->out, &rl.at[k],
			    KT_TMAC_PRE_OFF, 0, rl.at[k].lineno + 1);
		else if (rl.at[k].lineno > 0 && p[len - 1] == '\n' &&
		    broken && !joined && !kt_filter_room(NULL, ll,
		    f->hold.nent, k + 1, &rl.at[k + 1 < f->hold.nent ? k + 1 :
		    k]))
			kt_filter_relf_as(f->out, rl.at[k].cc, rl.at[k].esc,
			    rl.at[k].esc_on, rl.at[k].lineno + 1);
		if (broken && ll[k].macro)
			kt_filter_free_breaks(&ed[k]);
		kt_edits_free(&ed[k]);
	}
	free(rl.at);
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
	h->lineno = f->where.line;
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

void
kt_hold_free(struct kt_hold *h)
{
	free(h->ent);
	free(h->buf);
	free(h->edits);
	kt_vis_buf_free(&h->vis);
	memset(h, 0, sizeof *h);
}
