/* filter_line.c: the filter's per-line core (see filter_int.h).  A line,
 * or a piece of a long text line, is read by the scanner, which lists
 * what it renders where a type word may be; its type words become edits
 * as the mode says; the edits are written, or held with the line in a
 * no-fill block; and the requests of the filter's own (.ktypes, .lf) take
 * effect after it. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "filter_int.h"
#include "layout.h"
#include "prelude.h"
#include "rewrite.h"
#include "tmac.h"
#include "util.h"

/* The mode request (the line, whose words the scanner read into R). */
static void
kt_filter_mode_request(struct kt_filter *f, const unsigned char *line,
		       const struct kt_mode_req *r)
{
	const unsigned char *w = line + r->word[0];
	bool literal = r->what == KT_MREQ_LITERAL_ON ||
	    r->what == KT_MREQ_LITERAL_OFF || r->what == KT_MREQ_LITERAL_BAD;
	/* the messages name the form that the page used */
	const bool c = r->comment;

	switch (r->what) {
	case KT_MREQ_MISSING:
		kt_msg(&f->where, c ? KT_MSG_MODE_MISSING_COMMENT :
		    KT_MSG_MODE_MISSING, NULL, NULL);
		return;
	case KT_MREQ_LITERAL_ON:
	case KT_MREQ_LITERAL_OFF:
		f->literal = r->what == KT_MREQ_LITERAL_ON;
		break;
	case KT_MREQ_LITERAL_BAD:
		kt_msg_n(&f->where, KT_MSG_LITERAL_ARG, w, r->word[1], NULL);
		break;
	case KT_MREQ_MODE:
	case KT_MREQ_UNKNOWN:
		break;
	}
	if (r->extra)
		kt_msg_n(&f->where, c ? KT_MSG_MODE_EXTRA_COMMENT :
		    KT_MSG_MODE_EXTRA, line + r->extra_word[0],
		    r->extra_word[1], NULL);
	if (literal)
		return;
	if (r->what == KT_MREQ_UNKNOWN)
		kt_msg_n(&f->where, c ? KT_MSG_MODE_UNKNOWN_COMMENT :
		    KT_MSG_MODE_UNKNOWN_PAGE, w, r->word[1], NULL);
	else
		(void)kt_mode_set(&f->mode, r->mode, KT_MODE_FROM_PAGE);
}

/* An incoming ".lf N [FILE]" (the line, whose arguments the scanner read
 * into INFO): the next line is line N of FILE. */
static void
kt_filter_lf(struct kt_filter *f, const unsigned char *line,
	     const struct kt_line_info *info)
{
	size_t size;

	if (!info->lf_ok)
		return;
	/* the count before the next line, modulo 2^32 (see kt_msg_line):
	 * ".lf 0" and ".lf -5" number lines as troff does */
	f->where.line = (unsigned long)((unsigned long long)(info->lf_line -
	    1) & 0xffffffffULL);
	if (info->lf_name_len == 0)
		return;
	/* for messages only: quoted, so that a NUL does not cut it */
	size = 4 * info->lf_name_len + 1;
	free(f->lf_file);
	f->lf_file = kt_xmalloc(size);
	(void)kt_msg_quote(f->lf_file, size, line + info->lf_name,
	    info->lf_name_len, true);
	f->where.file = f->lf_file;
}

/* Should the scanner list what the BODY bytes at P render, in MODE?  What
 * a line renders is needed where it may hold a type word, and in no-fill
 * code, where the layout engine sees every line. */
static bool
kt_filter_want(const struct kt_filter *f, enum kt_mode mode,
	       const unsigned char *p, size_t body)
{
	return mode != KT_MODE_KERNEL && ((f->roff.nofill &&
	    mode != KT_MODE_ANNOTATE) || kt_table_in_line(f->table, p, body));
}

/* What a line, or a piece of a text line, is to the per-line core. */
struct kt_core {
	struct kt_line_info info;	/* the scanner's (a piece: set before) */
	bool piece;		/* a piece of a text line after the first */
	bool stacked;		/* a cell became several lines */
	bool last;		/* a piece: it ends the line */
	bool plain;		/* a piece with no place to cut: no edits */
	bool want;		/* what it renders was listed in f->vis */
	bool proto;		/* a prototype in filled text, whose blanks
				 * but those after its commas are
				 * unbreakable (kt_filter_proto_blanks) */
};

/* The list that the types of running text go into: the list item's,
 * in one, or the section's. */
static struct kt_keys *
kt_filter_text_keys(struct kt_filter *f)
{
	return f->keys.entry_open ? &f->keys.entry : &f->keys.section;
}

/* The list items (struct kt_key_state): the line that the core read (C,
 * the next line being input line N) ends the item that is open, if it
 * starts one at the item's level or further out, closes the item's
 * level, or is a heading (kt_filter_section_key ends it too); a tag
 * opens one.  Not in no-fill, where a key would land in the block. */
static void
kt_filter_entry(struct kt_filter *f, const struct kt_core *c, unsigned long n)
{
	const struct kt_line_info *info = &c->info;
	unsigned nest = kt_roff_list_nest(&f->roff);

	if (c->piece || f->pieces.kind != KT_PIECE_NONE || info->nofill ||
	    info->table || f->hold.lines > 0)
		return;
	if (f->keys.entry_open && ((info->item &&
	    info->nest <= f->keys.entry_nest) || nest < f->keys.entry_nest))
		kt_filter_entry_end(f, n);
	if (info->tag && !f->keys.entry_open) {
		f->keys.entry_open = true;
		f->keys.entry_nest = nest;
	}
}

/* The per-line core: the scanner reads the BODY bytes at P (a line
 * without its newline, or a piece of one), and the type words of what
 * they render become edits in f->edits, as MODE says; then what the
 * edits owe: tbl's cells, the ABI warning, and the keys. */
static void
kt_filter_core(struct kt_filter *f, enum kt_mode mode, const unsigned char *p,
	       size_t body, struct kt_core *c)
{
	const struct kt_line_info *info = &c->info;
	/* tbl reads the cells of its data as the line before leaves it */
	bool cells = kt_roff_tbl_cells(&f->roff);
	unsigned char tab = f->roff.tbl_tab;
	struct kt_keys *ek;
	size_t i, j;

	f->vis.n = 0;
	c->want = kt_filter_want(f, mode, p, body);
	if (c->piece)
		kt_roff_piece(&f->roff, p, body, c->last,
		    c->want ? &f->vis : NULL, c->want, f->pieces.glued);
	else
		kt_roff_line(&f->roff, p, body, &c->info,
		    c->want ? &f->vis : NULL);
	f->edits.n = 0;
	f->kept.n = 0;
	if (mode != KT_MODE_KERNEL && !f->literal && !c->plain &&
	    info->kind != KT_LINE_RAW && info->kind != KT_LINE_COMMENT &&
	    f->vis.n > 0) {
		/* modes iso, both and annotate explain what they leave,
		 * in a key of the macro package's */
		kt_rewrite_line(f->table, mode, f->vis.v, f->vis.n,
		    info->nofill, info->table, &f->edits,
		    kt_filter_macros_ok(f) ? &f->kept : NULL);
		kt_filter_escapes(f);
		if (cells && (mode == KT_MODE_ISO || mode == KT_MODE_BOTH))
			kt_filter_cells(f, tab, mode);
		if (mode == KT_MODE_BOTH && !info->nofill && !info->table)
			kt_filter_words(f, info->kind == KT_LINE_TEXT);
		if ((mode == KT_MODE_ISO || mode == KT_MODE_BOTH) &&
		    !info->nofill && !info->table && !c->piece &&
		    f->pieces.kind == KT_PIECE_NONE &&
		    (info->kind == KT_LINE_TEXT || info->kind == KT_LINE_MACRO))
			c->proto = kt_filter_proto_blanks(f, p, body);
		/* a whole line, not in no-fill (which the layout engine
		 * holds), not a text block's */
		if (cells && mode == KT_MODE_BOTH && !info->nofill &&
		    !c->piece && f->pieces.kind == KT_PIECE_NONE &&
		    !f->roff.tbl_linetext)
			c->stacked = kt_filter_stack(f, p, body);
		/* the same in tbl's output, a whole line, but for a table
		 * in no-fill (whose input lines the layout engine holds:
		 * before tbl they are not stacked either) */
		if (mode == KT_MODE_BOTH && f->roff.tbl_out &&
		    !f->roff.tbl_nofill && !c->piece &&
		    f->pieces.kind == KT_PIECE_NONE &&
		    kt_filter_stack_out(f, p, body))
			c->stacked = true;
	}
	kt_filter_entry(f, c, f->where.line);
	/* (a line without edits has no pointer to warn about) */
	if (mode == KT_MODE_ISO && f->edits.n > 0)
		kt_filter_abi(f);
	/* a heading that ends a no-fill block (.SH after .nf, no .fi):
	 * the block ends before it, as at an .fi, and its key comes
	 * before the heading (kt_filter_key_before) */
	if (info->fill_restored && !c->piece) {
		kt_filter_flush(f);
		f->hold.overflow = false;
		kt_filter_block_ended(f);
		if (f->keys.wait && info->heading)
			kt_filter_key_release(f, true, f->where.line);
	}
	if (info->heading) {
		kt_filter_section_key(f, f->where.line);
		f->keys.wait = false;
		if (info->section) {	/* a new section explains anew */
			f->keys.keyed.n = 0;
			f->keys.said.noted = false;
			f->keys.ie_set = f->keys.el_open = false;
		}
	}
	/* the keys: of every type word in mode annotate, and of the
	 * kernel-only words that modes iso, both and annotate leave, in the
	 * order the line has them */
	ek = info->table ? &f->keys.table : info->nofill ? &f->keys.block :
	    kt_filter_text_keys(f);
	for (i = 0, j = 0; mode == KT_MODE_ANNOTATE && i < f->edits.n; i++) {
		for (; j < f->kept.n && f->kept.e[j].off < f->edits.e[i].off;
		    j++)
			kt_keys_add(ek, f->kept.e[j].type);
		kt_keys_add(ek, f->edits.e[i].type);
	}
	for (; j < f->kept.n; j++)
		kt_keys_add(ek, f->kept.e[j].type);
	/* mode both: a pair of a type that is not always the same C type
	 * as its ISO spelling owes the page's note on such pairs, in the
	 * key of where it stands */
	for (i = 0; mode == KT_MODE_BOTH && !f->keys.said.paired && !ek->pairs &&
	    i < f->edits.n; i++)
		ek->pairs = f->edits.e[i].type != NULL &&
		    (f->edits.e[i].type->flags & (KT_TYPE_DISTINCT |
		    KT_TYPE_DISTINCT_SOMEWHERE));
}

/* Write the LEN bytes at LINE with their edits, laid out alone if they
 * are a line of no-fill text (C). */
static void
kt_filter_put(struct kt_filter *f, const unsigned char *line, size_t len,
	      const struct kt_core *c)
{
	bool text = c->info.kind == KT_LINE_TEXT ||
	    c->info.kind == KT_LINE_MACRO;

	if (c->info.nofill && text && f->edits.n > 0) {
		struct kt_layout_line l = { .v = f->vis.v, .nv = f->vis.n,
		    .edits = &f->edits, .text = true };
		kt_layout_line(&l);
	}
	kt_edits_apply(f->out, line, len, f->edits.e, f->edits.n);
	f->marked |= f->edits.n > 0;
}

/* Hold the LEN bytes at LINE, a line that the core has read (C) in MODE,
 * in the no-fill block, or write it.  Only a change of width needs the
 * layout engine; the line that ends the block sets nothing to lay out,
 * and is not held (nor counted against the block's cap). */
static void
kt_filter_place(struct kt_filter *f, const unsigned char *line, size_t len,
		enum kt_mode mode, const struct kt_core *c)
{
	bool rewrite = mode != KT_MODE_KERNEL;
	bool text = c->info.kind == KT_LINE_TEXT || c->info.kind == KT_LINE_MACRO;
	bool hold = c->info.nofill && f->roff.nofill &&
	    ((rewrite && mode != KT_MODE_ANNOTATE) || f->hold.lines > 0) &&
	    !f->hold.overflow;

	if (hold && f->pieces.kind != KT_PIECE_NONE) {
		/* a line read in pieces cannot be held: the block is laid
		 * out line by line from here, as past the cap */
		kt_filter_flush(f);
		f->hold.overflow = true;
		hold = false;
	}
	if (hold && (f->hold.lines >= KT_BLOCK_MAX_LINES ||
	    f->hold.len + len > KT_BLOCK_MAX_BYTES)) {
		char lines[32], mib[32];
		snprintf(lines, sizeof lines, "%d", KT_BLOCK_MAX_LINES);
		snprintf(mib, sizeof mib, "%zu",
		    (size_t)KT_BLOCK_MAX_BYTES >> 20);
		kt_msg(&f->where, KT_MSG_BLOCK_CAP, lines, mib);
		kt_filter_flush(f);	/* what is held is still laid out */
		f->hold.overflow = true;
		hold = false;
	}
	if (hold)
		kt_filter_hold(f, line, len, text && rewrite, c->want);
	else {
		kt_filter_flush(f);
		kt_filter_put(f, line, len, c);
	}
}

/* Is the line that the core read (C, MODE; BODY of its LEN bytes before
 * its newline) one of filled text that is set as code, unadjusted and
 * unhyphenated (KT_TMAC_CODE_ON): a prototype whose blanks are
 * unbreakable (modes iso and both), or a line that mode both writes a
 * pair in the form of code in (kt_filter_words left it so); and that
 * troff reads as a line of its own (OPEN: not so before it)?  Mode iso
 * writes the macro package first where it may go (where not, the line is
 * set as the page sets text). */
static bool
kt_filter_code_line(struct kt_filter *f, enum kt_mode mode,
		    const struct kt_core *c, bool open, size_t body, size_t len)
{
	size_t i;
	bool code = c->proto;

	if ((mode != KT_MODE_BOTH && mode != KT_MODE_ISO) || c->info.nofill ||
	    c->info.table || open ||
	    (c->info.kind != KT_LINE_TEXT && c->info.kind != KT_LINE_MACRO) ||
	    body == len || f->pieces.kind != KT_PIECE_NONE ||
	    kt_roff_open(&f->roff))
		return false;
	for (i = 0; i < f->edits.n && !code && mode == KT_MODE_BOTH; i++)
		code = f->edits.e[i].type != NULL &&
		    f->edits.e[i].text == f->edits.e[i].type->both;
	if (!code || f->prelude)
		return code;
	if (!kt_filter_prelude_here(f, &f->roff, f->where.line))
		return false;
	kt_filter_flush(f);
	kt_filter_prelude(f, 0);	/* (the call's .lf follows) */
	return true;
}

/* Filter one input line of LEN bytes (with its newline, if any), or the
 * first piece of a long line (f->pieces.kind set); PLAIN: that piece has no
 * place to cut, and its words are left as they are. */
/* A key waits, and the line that the filter reads ends the body of a
 * condition (\}), which a device may not read (.ie n, .el): the key goes
 * in the body, before the line, where the block it explains is; or, in
 * mode iso before its first key, after the body (the prelude goes where
 * every device reads it), and no line waits with it across the end. */
static void
kt_filter_key_unbrace(struct kt_filter *f)
{
	if (f->prelude)
		kt_filter_key_release(f, true, f->where.line);
	else if (f->keys.out != NULL) {
		kt_filter_key_release(f, false, 0);
		f->keys.wait = true;
	}
}

/* The line that the filter reads (INFO), DEPTH levels of \{ open before
 * it: the keys of an .ie and its .el that a device may not read, each
 * in its body (struct kt_key_state). */
static void
kt_filter_branch(struct kt_filter *f, const struct kt_line_info *info,
		 unsigned depth)
{
	if (info->branch == KT_BRANCH_IE)
		kt_keys_ie(&f->keys);
	else if (info->branch == KT_BRANCH_EL) {
		/* a key that waits is the .ie body's: it goes there */
		if (f->keys.wait)
			kt_filter_key_release(f, true, f->where.line);
		kt_keys_el(&f->keys, depth);
	} else if (f->keys.wait && f->roff.term_depth < depth)
		kt_filter_key_unbrace(f);
}

/* Is the line of LEN bytes at P the line of ktypes' prelude numbered
 * WHICH (1 or 2)?  A page that ktypes has written (a page of a tree that
 * ktypes-bake made, read again through man-db's ktypes) is copied from
 * the second line of its prelude on, and the first, the one before it,
 * does not yet end the comments that open the page, after which
 * ktypes' own prelude would go. */
static bool
kt_filter_own_line(const unsigned char *p, size_t len, int which)
{
	static const char first[] = KT_PRELUDE_FIRST;
	static const char second[] = KT_PRELUDE_SECOND;
	const char *l = which == 1 ? first : second;

	/* (every line comes here: the lengths first, known at build time) */
	return len == (which == 1 ? sizeof first : sizeof second) - 1 &&
	    memcmp(p, l, len) == 0;
}

/* The file is ktypes' own output: what it has keyed already is not
 * keyed again, the lines kept for a key go out without it, and the rest
 * is copied (kt_filter_word_mode). */
static void
kt_filter_own_output(struct kt_filter *f)
{
	f->written = true;
	if (f->keys.wait)
		kt_filter_key_release(f, false, 0);
	f->keys.block.n = f->keys.table.n = f->keys.section.n = 0;
	f->keys.entry.n = 0;
	f->keys.entry_open = false;
}

void
kt_filter_line(struct kt_filter *f, const unsigned char *line, size_t len,
	       bool plain)
{
	size_t body = len;
	enum kt_mode mode;
	/* the scanner's no-fill before the line: in a block */
	bool in_block = f->roff.nofill;
	/* the line's keys wait until all of it is written (kt_filter_long) */
	bool head = f->pieces.kind != KT_PIECE_NONE;
	bool open, code;
	unsigned depth;
	struct kt_core c;

	if (!f->written && kt_filter_own_line(line, len, 2))
		kt_filter_own_output(f);
	mode = kt_filter_word_mode(f);
	if (body > 0 && line[body - 1] == '\n')
		body--;
	kt_roff_unended(&f->roff, body == len && f->pieces.kind == KT_PIECE_NONE);
	f->where.line++;
	if (!f->past_comments)
		f->past_comments = !kt_roff_comment_line(&f->roff, line, body) &&
		    !kt_filter_own_line(line, len, 1);
	if ((mode == KT_MODE_BOTH || mode == KT_MODE_ANNOTATE) && !f->prelude) {
		/* the prelude only where it may go; until then, no string
		 * call that needs it */
		if (!kt_filter_prelude_here(f, &f->roff, f->where.line))
			mode = KT_MODE_KERNEL;
		else {
			kt_filter_flush(f);
			kt_filter_prelude(f, f->where.line);
		}
	}
	/* the scanner before the first line of a block that may be held */
	if (f->hold.lines == 0)
		f->hold.snap = f->roff;
	/* (not c.info, which the scanner clears before it sets it: this
	 * runs for every line) */
	c.piece = c.stacked = c.last = c.want = c.proto = false;
	c.plain = plain;
	kt_filter_key_before(f, line, body, f->where.line);
	open = kt_roff_open(&f->roff);
	depth = f->roff.term_depth;
	kt_filter_core(f, mode, line, body, &c);
	kt_filter_branch(f, &c.info, depth);
	f->pieces.continues = c.info.continues;
	code = kt_filter_code_line(f, mode, &c, open, body, len);
	if (code) {
		kt_filter_flush(f);
		kt_filter_call(f, KT_TMAC_CODE_ON, f->where.line);
	}
	kt_filter_place(f, line, len, mode, &c);
	if (code)
		kt_filter_call(f, KT_TMAC_CODE_OFF, f->where.line + 1);
	/* tbl numbers a table's lines itself, and does not read an .lf
	 * among them: after the .TE of a table with stacked cells, the
	 * next line is numbered anew */
	f->tbl_stacked |= c.stacked;
	if (c.info.table_end && f->tbl_stacked) {
		f->wait.renumber = true;
		f->tbl_stacked = false;
	}

	/* the keys of a block or table that the line ends */
	if (!f->roff.nofill) {
		kt_filter_flush(f);
		f->hold.overflow = false;
		if (c.info.fill_restored)
			;	/* (the core ended the block) */
		else if (in_block && head)
			f->wait.block_key_at = f->where.line + 1;
		else if (in_block)
			f->wait.block_key = true;
	}
	if (c.info.table_end && head)
		f->wait.table_key_at = f->where.line + 1;
	else if (c.info.table_end)
		f->wait.table_key = true;
	/* what waits goes after a line that troff reads whole */
	if (!head)
		kt_filter_line_whole(f, body < len);
	kt_keys_el_end(&f->keys, f->roff.term_depth);

	/* Requests take effect from the next line on. */
	switch (c.info.event) {
	case KT_EVENT_MODE:
		kt_filter_mode_request(f, line, &c.info.mode_req);
		break;
	case KT_EVENT_LF:
		kt_filter_lf(f, line, &c.info);
		break;
	case KT_EVENT_NONE:
		break;
	}
}

/* A piece of a text line after the first, N bytes at P; LAST: it ends the
 * line (with its newline, if any); PLAIN: no place to cut was found. */
void
kt_filter_text_piece(struct kt_filter *f, const unsigned char *p, size_t n,
		     bool last, bool plain)
{
	enum kt_mode mode = kt_filter_word_mode(f);
	size_t body = n;
	struct kt_core c;

	if (last && body > 0 && p[body - 1] == '\n')
		body--;
	memset(&c, 0, sizeof c);
	c.info.kind = KT_LINE_TEXT;
	c.info.nofill = kt_roff_nofill_text(&f->roff);
	c.info.table = kt_roff_in_table(&f->roff);
	c.piece = true;
	c.last = last;
	c.plain = plain;
	kt_filter_core(f, mode, p, body, &c);
	kt_filter_put(f, p, n, &c);
}
