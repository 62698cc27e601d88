/* layout_wrap.c: where a line too wide breaks, between placing the
 * columns and writing the whitespace edits (see layout_int.h).
 *
 * A line that the word edits and the moved columns make wider than its
 * limit (the room, or the line's own width as written if that is more:
 * never another line's, kt_lay.limit) is broken as a careful person breaks
 * code by hand, at blanks only, so that the code stays C.  A trailing
 * comment breaks at a word, the rest under the comment's text (the first
 * word after its opening), never before its lone closing nor inside a
 * phrase in quotes that fits the room (kt_lay_unit_end); where the code
 * before the comment does not fit itself, a parameter list breaks after a
 * comma (outside strings and nested parentheses; layout_params.c finds
 * the commas), the rest under the first
 * parameter (a list in braces too: "struct { u64 dev, inode }"; a line
 * that goes on with a list from above: under its own first); code with
 * neither breaks after a lone operator ("__u64 a / b / c : 1,"), the rest
 * under the first name.  Where not even the first word of a comment fits
 * after the code, or only its first, or where it takes no more lines
 * there (kt_lay_own_fewer, kt_lay_own_ahead), the comment goes on a line
 * of its own, under the comment of the line above it (or else below it)
 * in its structure where it fits there whole (kt_lay_own_col), else under
 * the last word of the code (the name a declaration declares), rather
 * than squeezed;
 * a comment on a line of its own that its column took too far right goes
 * back to its column as written where it fits there whole, before any
 * break is tried.  Each break keeps on the line as much as fits (but a
 * word that would be alone on a comment's last line takes the word before
 * it along, where both fit there: "or negated" / "error" reads worse than
 * "or" / "negated error"), and what goes on the new line is broken again
 * if it is still too wide.  The lines that go on under the text of a
 * comment that moved follow it, and so do those that go on with a "*"
 * under the "*" of its opening (kt_lay_star_follows; no word is left alone
 * before such a line, which nothing can be joined to); where a broken
 * comment goes on in the next line, that line goes on the broken one's
 * last output line (kt_lay_join), so that the comment's words are filled
 * again.  A break makes a token's gap a newline (tok->brk) and moves the
 * tokens from there on to the new line, keeping their gaps;
 * layout_place.c writes it.
 */
#include <config.h>

#include <stdlib.h>

#include "layout_int.h"
#include "util.h"

/* The deepest indent a new line can take (KT_LAY_BREAK_MAX blanks). */
#define KT_LAY_BREAK_MAX 128


/* Can the gap of token T in line L become a line break: plain blanks
 * only, in a macro call inside a quoted argument? */
static bool
kt_lay_breaks_at(const struct kt_layout_line *l, const struct kt_tok *t)
{
	return t->gap_run && t->gap_fixed == 0 && (!l->macro || t->gap_quoted);
}

/* Is token T a comment's closing on its own? */
static bool
kt_lay_closing(const struct kt_tok *t)
{
	return t->cend && t->width == 2 && t->firstc == '*';
}

/* The column where token K ends on its output line. */
static uint32_t
kt_lay_end(const struct kt_lay *lay, size_t k)
{
	return lay->tok[k].newcol + lay->tok[k].nwidth;
}

/* Where line B's comment may break (B->clo, chi, ctext): in the text of
 * the comment that it opens (CM), or if it starts inside a comment (IN)
 * and opens none, in its own text; at least one word stays with the
 * comment's opening, or with the "*" that starts a continuation; never
 * in a "//" comment. */
static void
kt_lay_comment_text(const struct kt_lay *lay, struct kt_lay_brk *b, bool in)
{
	const struct kt_tok *t;
	size_t k;

	b->clo = b->chi = b->ctext = b->e;
	if (b->cm < b->e) {
		t = &lay->tok[b->cm];
		b->ctext = t->width > 2 ? b->cm : b->cm + 1;
		b->clo = b->cm + (t->width > 2 ? 1 : 2);
	} else if (in) {
		t = &lay->tok[b->f];
		b->ctext = t->width == 1 && t->firstc == '*' ? b->f + 1 : b->f;
		b->clo = b->ctext + 1;
	} else
		return;
	for (k = b->clo - 1; k < b->e && !lay->tok[k].cend; k++)
		;
	b->chi = k < b->e ? k + 1 : b->e;
	/* a "//" comment breaks nowhere: it goes whole on a line of its
	 * own (kt_lay_own_line) */
	if (b->cm < b->e && lay->tok[b->cm].cline)
		b->clo = b->chi;
}

/* The columns that tokens K to Z take on a new line. */
static uint32_t
kt_lay_span(const struct kt_lay *lay, size_t k, size_t z)
{
	return kt_lay_end(lay, z) - lay->tok[k].newcol;
}

/* Token Z of a line whose tokens end at E, or the lone closing of its
 * comment after it, which goes where it goes. */
static size_t
kt_lay_closed(const struct kt_lay *lay, size_t z, size_t e)
{
	return z + 1 < e && kt_lay_closing(&lay->tok[z + 1]) ? z + 1 : z;
}

/* The last word of the phrase in quotes (' ', " " or ` ') that token K
 * opens, among the tokens before E: the first that ends in the quote
 * that closes it, but for punctuation after it; K if it opens none, or
 * a phrase of one word. */
size_t
kt_lay_phrase_end(const struct kt_lay *lay, size_t k, size_t e)
{
	const struct kt_tok *t = &lay->tok[k];
	unsigned char close = t->firstc == '"' ? '"' : '\'';
	size_t z;

	if ((t->firstc != '\'' && t->firstc != '"' && t->firstc != '`') ||
	    (t->width > 1 && t->lastw == close))
		return k;
	for (z = k + 1; z < e; z++)
		if (lay->tok[z].lastw == close)
			return z;
	return k;
}

/* The last word of what token K of line B's comment starts, as a unit
 * that a break keeps whole, on a new line at INDENT: the phrase in
 * quotes that it opens, if the phrase alone fits there (a careful person
 * breaks before "'struct seccomp_data'", not inside it) and B->glue;
 * else K alone. */
static size_t
kt_lay_unit_end(const struct kt_lay *lay, const struct kt_lay_brk *b,
		size_t k, uint32_t indent)
{
	size_t z = b->glue ? kt_lay_phrase_end(lay, k, b->chi) : k;

	return z > k && indent + kt_lay_span(lay, k, z) <= b->limit ? z : k;
}

/* Is token K of line B's comment, whose output line starts at token S,
 * a word after the first of a unit (kt_lay_unit_end) that starts on
 * that line? */
static bool
kt_lay_in_unit(const struct kt_lay *lay, const struct kt_lay_brk *b,
	       size_t s, size_t k, uint32_t indent)
{
	size_t o, z;

	for (o = b->ctext > s ? b->ctext : s; o < k; o = z + 1) {
		z = kt_lay_unit_end(lay, b, o, indent);
		if (z >= k)
			return true;
	}
	return false;
}

/* The comment break of line B whose output line starts at token S: the
 * last word of the comment's text, the first of a unit, before which
 * the line fits, or 0; the new line's indent in *INDENT. */
static size_t
kt_lay_comment_break(const struct kt_lay *lay, const struct kt_lay_brk *b,
		     size_t s, uint32_t *indent)
{
	const struct kt_tok *c;
	size_t lo = b->clo, k, z, alone = 0;

	if (b->clo >= b->chi || b->ctext >= b->e)
		return 0;
	/* under the comment's text: the first word after its opening */
	c = &lay->tok[b->ctext];
	*indent = c->joined ? lay->joincol :
	    c->newcol + (c->cstart && c->width > 2 ? 2 : 0);
	if (lo <= s)
		lo = s + 1;
	/* every unit of the rest, with a lone closing after it, must fit
	 * on a new line: else the comment is better put on a line of its
	 * own (kt_lay_wrap_line) */
	for (k = lo; k < b->chi; k = z + 1) {
		z = kt_lay_unit_end(lay, b, k, *indent);
		if (*indent + kt_lay_span(lay, k, kt_lay_closed(lay, z, b->e)) >
		    b->limit)
			return 0;
	}
	for (k = b->chi - 1; k >= lo; k--) {
		const struct kt_tok *t = &lay->tok[k];
		size_t u = kt_lay_closed(lay, kt_lay_unit_end(lay, b, k,
		    *indent), b->e);
		uint32_t w = kt_lay_span(lay, k, u);

		/* a word of punctuation alone ("*')" of "'const struct
		 * x *'", "*)" of "(pid_t *)") stays with the word before */
		if (!kt_lay_closing(t) && t->word &&
		    kt_lay_breaks_at(&lay->lines[t->line], t) &&
		    kt_lay_end(lay, k - 1) <= b->limit &&
		    *indent < t->newcol && *indent + w <= b->limit &&
		    !kt_lay_in_unit(lay, b, s, k, *indent)) {
			/* a word alone on the last line of a comment
			 * that goes on in a "*" line, which it cannot
			 * join, or that ends on this line ("or negated" /
			 * "error"): one more goes with it, where one
			 * stays and, but for the "*" line, they fit */
			if ((b->star || lay->tok[b->e - 1].cend) &&
			    u + 1 >= b->chi && alone == 0 && k > lo) {
				alone = k;
				continue;
			}
			if (alone != 0 && !b->star && *indent +
			    kt_lay_span(lay, k, b->e - 1) > b->limit)
				return alone;
			return k;
		}
	}
	return alone;
}

/* The last token K of line B after LO, and before its comment, that
 * follows a token marked in MARK (B->comma, B->op) and before which the
 * line can break and fits, the rest going to column INDENT; 0 if none. */
static size_t
kt_lay_last_after(const struct kt_lay *lay, const struct kt_lay_brk *b,
		  size_t lo, const bool *mark, uint32_t indent)
{
	size_t k;

	for (k = b->cm - 1; k > lo; k--) {
		const struct kt_tok *t = &lay->tok[k];

		if (mark[k - 1 - b->f] &&
		    kt_lay_breaks_at(&lay->lines[t->line], t) &&
		    kt_lay_end(lay, k - 1) <= b->limit && indent < t->newcol)
			return k;
	}
	return 0;
}

/* The parameter break of line B whose output line starts at token S: the
 * last token after a comma of its parameter list before which the line
 * fits, or 0; the new line's indent in *INDENT. */
static size_t
kt_lay_param_break(const struct kt_lay *lay, const struct kt_lay_brk *b,
		   size_t s, uint32_t *indent)
{
	*indent = b->param;
	if (b->param == 0 || b->cm <= s + 1)
		return 0;
	return kt_lay_last_after(lay, b, s, b->comma, *indent);
}

/* The operator break of line B whose output line starts at token S, for
 * code with no comment to break and no list: the last token after a lone
 * operator outside any list ("__u64 a / b / c : 1,") before which the
 * line fits, or 0; the rest goes under the word after the line's first
 * (the first name a declaration declares), in *INDENT. */
static size_t
kt_lay_op_break(const struct kt_lay *lay, const struct kt_lay_brk *b,
		size_t s, uint32_t *indent)
{
	if (b->f + 2 >= b->cm || !lay->tok[b->f].ident ||
	    !lay->tok[b->f + 1].ident)
		return 0;
	*indent = lay->tok[b->f + 1].newcol;
	return kt_lay_last_after(lay, b, s > b->f + 2 ? s : b->f + 2, b->op,
	    *indent);
}

/* Can the comment of line B, whose output line starts at token S, go on
 * a line of its own under the name before it: the code before it fits
 * and ends left of it? */
static bool
kt_lay_own_line(const struct kt_lay *lay, const struct kt_lay_brk *b,
		size_t s)
{
	return b->cm < b->e && b->cm > s + 1 && !lay->tok[b->cm].brk &&
	    kt_lay_end(lay, b->cm - 1) <= b->limit &&
	    lay->tok[b->cm - 1].newcol < lay->tok[b->cm].newcol &&
	    kt_lay_breaks_at(&lay->lines[lay->tok[b->cm].line],
	    &lay->tok[b->cm]);
}

/* The output lines that the comment of line LI (B), from its opening on,
 * takes if its opening starts at column AT: its words filled into lines
 * with the rest under its text, and the lines that go on under its text
 * as written and hold nothing but its words, with the words of the line
 * before it if FILL (broken after its code in a line that can be joined,
 * kt_lay_join fills them in), else each on lines of its own (on a line
 * of its own, nothing is joined); the source lines it spans in *SRC. */
static uint32_t
kt_lay_fill_lines(const struct kt_lay *lay, size_t li,
		  const struct kt_lay_brk *b, uint32_t at, bool fill,
		  uint32_t *src)
{
	uint32_t lines = 1, end = at, text = at + 3, col;
	size_t i = li, k = b->cm, e = b->e, f;
	const struct kt_tok *o = &lay->tok[b->cm];

	col = o->col + (o->width > 2 ? 2 : 3);	/* its text as written */
	*src = 1;
	for (;;) {
		for (; k < e; k++) {
			const struct kt_tok *t = &lay->tok[k];
			/* a lone closing goes with the word before it */
			uint32_t w = k + 1 < e &&
			    kt_lay_closing(&lay->tok[k + 1]) ?
			    t->nwidth + 1 + lay->tok[k + 1].nwidth : t->nwidth;

			if (k == b->cm)
				end = at + w;
			else if (end + 1 + w <= lay->limit[i])
				end += 1 + w;
			else {
				lines++;
				end = text + w;
			}
			if (w != t->nwidth)
				k++;
			if (lay->tok[k].cend)
				return lines;
		}
		if (++i >= lay->n || !lay->lines[i].text ||
		    lay->count[i] == 0 || lay->count[i] == SIZE_MAX)
			return lines;
		f = lay->first[i];
		if (lay->tok[f].col != col || lay->tok[f].cstart)
			return lines;
		for (k = f, e = f + lay->count[i]; k + 1 < e; k++)
			if (lay->tok[k].cend)
				return lines;	/* code after the comment */
		k = f;
		++*src;
		if (!fill) {
			lines++;
			end = text - 1;
		}
	}
}

/* Does the comment of line LI (B), which is too wide after its code and
 * breaks at a word there, take fewer lines on a line of its own under
 * the name before it, counting the line of code (a long comment in a
 * column pushed far right: ptrace(2)'s "is_error;" and its "System call error
 * flag; ..."), and can it go there? */
static bool
kt_lay_own_fewer(const struct kt_lay *lay, size_t li,
		 const struct kt_lay_brk *b, size_t s)
{
	uint32_t name, src;

	if (b->cm >= b->e || s != b->f || lay->tok[b->cm].placed ||
	    !kt_lay_own_line(lay, b, s))
		return false;
	name = lay->tok[b->cm - 1].newcol;
	return 1 + kt_lay_fill_lines(lay, li, b, name, false, &src) <=
	    kt_lay_fill_lines(lay, li, b, lay->tok[b->cm].newcol,
	    lay->lines[li].joinable, &src);
}

/* The column of the comment of line NB, a line next to line LI in the
 * same structure (the structure open where LI's comment, token CM,
 * starts), where that comment is after its code; 0 if none. */
static uint32_t
kt_lay_next_col(const struct kt_lay *lay, size_t nb, size_t cm)
{
	size_t k, e;

	if (nb >= lay->n || lay->count[nb] == 0 || lay->count[nb] == SIZE_MAX)
		return 0;
	e = lay->first[nb] + lay->count[nb];
	k = kt_lay_comment_at(lay, lay->first[nb], e);
	if (k >= e || lay->tok[k].first ||
	    lay->tok[k].inner != lay->tok[cm].inner)
		return 0;
	return lay->tok[k].newcol;
}

/* Where the comment of line LI (B), which goes on a line of its own,
 * goes: under the column of the comments of the line above it (or else
 * below it) in its structure, as a careful person keeps a column of
 * comments (ptrace(2)'s "instruction_pointer;" under "arch;" and its
 * comment), where that is right of the name before it and the comment's
 * line fits there whole, taking no more lines than under the name; else
 * under that name. */
static uint32_t
kt_lay_own_col(const struct kt_lay *lay, size_t li,
	       const struct kt_lay_brk *b)
{
	uint32_t name = lay->tok[b->cm - 1].newcol, src, at;

	at = li > 0 ? kt_lay_next_col(lay, li - 1, b->cm) : 0;
	if (at <= name)
		at = kt_lay_next_col(lay, li + 1, b->cm);
	if (at <= name ||
	    at + kt_lay_span(lay, b->cm, b->e - 1) > b->limit ||
	    kt_lay_fill_lines(lay, li, b, at, false, &src) >
	    kt_lay_fill_lines(lay, li, b, name, false, &src))
		return name;
	return at;
}

static bool kt_lay_comment_open(const struct kt_lay *, size_t, bool);
static void kt_lay_join(struct kt_lay *, size_t, uint32_t, bool);

/* Line B, which starts inside a comment if IN, is a comment on a line of
 * its own that its column took too far right to fit: it goes back to
 * its column as written, if the line fits there (a comment under a deep
 * member, pushed right with the comments of its neighbours), before any
 * break is tried; true if it did.  The lines that go on under its text
 * follow it (kt_lay_wrap). */
static bool
kt_lay_comment_back(struct kt_lay *lay, bool in, const struct kt_lay_brk *b)
{
	struct kt_tok *t = &lay->tok[b->f];
	uint32_t delta = t->newcol - t->col;
	size_t j;

	if (in || !t->first || !kt_lay_comment_col(t) || t->newcol <= t->col ||
	    kt_lay_end(lay, b->e - 1) - delta > b->limit)
		return false;
	for (j = b->f; j < b->e; j++)
		lay->tok[j].newcol -= delta;
	return true;
}

/* The column of the text of line B's comment (kt_lay_comment_text), or
 * 0 if none. */
static uint32_t
kt_lay_text_col(const struct kt_lay *lay, const struct kt_lay_brk *b)
{
	const struct kt_tok *c;

	if (b->ctext >= b->e)
		return 0;
	c = &lay->tok[b->ctext];
	if (c->joined)
		return lay->joincol;
	return c->newcol + (c->cstart && c->width > 2 ? 2 : 0);
}

/* Line LI, which starts outside a comment and fits, opens a comment
 * that goes on in the next lines under its text: if one of those would
 * break, and the comment takes as many lines or fewer on a line of its
 * own under the name before it (counting the line of code), it goes
 * there (seccomp(2)'s "arch;" and its comment "AUDIT_ARCH_* value (see
 * <linux/audit.h>)" on two lines, whose column took it far right), or
 * under the comment above it (kt_lay_own_col); the column
 * of its text before and after in *FROM and *TO. */
static void
kt_lay_own_ahead(struct kt_lay *lay, size_t li, uint32_t *from,
		 uint32_t *to)
{
	struct kt_lay_brk b;
	uint32_t after, own, src, delta;
	size_t j;

	b.f = lay->first[li];
	b.e = b.f + lay->count[li];
	b.limit = lay->limit[li];
	b.star = false;
	b.cm = kt_lay_comment_at(lay, b.f, b.e);
	if (b.cm >= b.e || b.cm == b.f || !lay->lines[li].breakable ||
	    lay->tok[b.cm].placed || !kt_lay_comment_open(lay, li, false))
		return;
	kt_lay_comment_text(lay, &b, false);
	after = kt_lay_fill_lines(lay, li, &b, lay->tok[b.cm].newcol, false,
	    &src);
	if (after <= src || !kt_lay_own_line(lay, &b, b.f))
		return;
	own = 1 + kt_lay_fill_lines(lay, li, &b, lay->tok[b.cm - 1].newcol,
	    false, &src);
	if (own > after)
		return;
	*from = kt_lay_text_col(lay, &b);
	delta = lay->tok[b.cm].newcol - kt_lay_own_col(lay, li, &b);
	for (j = b.cm; j < b.e; j++)
		lay->tok[j].newcol -= delta;
	lay->tok[b.cm].brk = true;
	*to = kt_lay_text_col(lay, &b);
}

/* Does the comment of line LI (which starts inside one if IN) go on in
 * the next line, and does that line start with a "*" (kt_lay_brk.star)? */
static bool
kt_lay_star_next(const struct kt_lay *lay, size_t li, bool in)
{
	return kt_lay_star_line(lay, li + 1) &&
	    kt_lay_comment_open(lay, li, in);
}

/* Break line LI, which starts inside a comment if IN, where it is too
 * wide; false if it still is.  The column of its comment's text before
 * and after in *FROM and *TO (0 if it has none, or if it fits). */
static bool
kt_lay_wrap_line(struct kt_lay *lay, size_t li, bool in, uint32_t *from,
		 uint32_t *to)
{
	struct kt_layout_line *l;
	struct kt_lay_brk b;
	size_t s, j;
	bool ok = true;

	*from = *to = 0;
	b.f = lay->first[li];
	b.e = b.f + lay->count[li];
	b.limit = lay->limit[li];
	if (b.e == b.f)
		return true;
	if (kt_lay_end(lay, b.e - 1) <= b.limit) {
		if (!in)
			kt_lay_own_ahead(lay, li, from, to);
		return true;
	}
	l = kt_lay_line(lay, li);
	if (!l->breakable)
		return false;
	b.cm = kt_lay_comment_at(lay, b.f, b.e);
	kt_lay_comment_text(lay, &b, in);
	*from = kt_lay_text_col(lay, &b);
	/* a comment on a line of its own goes back to its column as
	 * written where its line fits there, rather than break; the lines
	 * that go on under its text follow it */
	if (kt_lay_comment_back(lay, in, &b)) {
		*to = kt_lay_text_col(lay, &b);
		return true;
	}
	b.comma = kt_xcalloc(b.e - b.f, sizeof *b.comma);
	b.op = kt_xcalloc(b.e - b.f, sizeof *b.op);
	b.param = 0;
	b.glue = true;
	b.star = kt_lay_star_next(lay, li, in);
	kt_lay_params(lay, l, &b);
	for (s = b.f; kt_lay_end(lay, b.e - 1) > b.limit; ) {
		uint32_t indent = 0, delta;
		size_t k = 0;

		/* the comment, where the code before it fits */
		if (b.cm == b.e || b.cm <= s ||
		    kt_lay_end(lay, b.cm - 1) <= b.limit)
			k = kt_lay_comment_break(lay, &b, s, &indent);
		if (k == 0)
			k = kt_lay_param_break(lay, &b, s, &indent);
		if (k == 0 && b.param == 0)
			k = kt_lay_op_break(lay, &b, s, &indent);
		/* no word of the comment fits after the code, or only its
		 * first ("if"): the comment goes on a line of its own,
		 * under the name before it (one on a line of its own went
		 * back to its column before, where it fits there) */
		if (((k == 0 || (k == b.clo && s <= b.cm)) &&
		    kt_lay_own_line(lay, &b, s)) ||
		    (k > b.cm && kt_lay_own_fewer(lay, li, &b, s))) {
			k = b.cm;
			indent = kt_lay_own_col(lay, li, &b);
		}
		/* a break inside a phrase in quotes rather than none */
		if (k == 0 && b.glue) {
			b.glue = false;
			continue;
		}
		if (k == 0 || indent > KT_LAY_BREAK_MAX) {
			ok = false;
			break;
		}
		delta = lay->tok[k].newcol - indent;
		for (j = k; j < b.e; j++)
			lay->tok[j].newcol -= delta;
		lay->tok[k].brk = true;
		b.glue = true;
		s = k;
	}
	free(b.comma);
	free(b.op);
	*to = kt_lay_text_col(lay, &b);
	return ok;
}

/* The opening of the comment that goes on past line LI, given OPEN, that
 * of the comment open where it starts (SIZE_MAX if none). */
static size_t
kt_lay_opening(const struct kt_lay *lay, size_t li, size_t open)
{
	size_t k, e = lay->first[li] + lay->count[li];

	for (k = lay->first[li]; k < e; k++) {
		if (kt_lay_comment_col(&lay->tok[k]))
			open = k;
		if (lay->tok[k].cend)
			open = SIZE_MAX;
	}
	return open;
}

/* Does a comment go on past the tokens of line LI, which starts inside
 * one if IN? */
static bool
kt_lay_comment_open(const struct kt_lay *lay, size_t li, bool in)
{
	return kt_lay_opening(lay, li, in ? lay->ntok : SIZE_MAX) != SIZE_MAX;
}

/* Line LI, whose comment goes on in the next line, was broken in that
 * comment (it started inside it if IN), its text at column TEXT: if the
 * next line goes on under that text, holds nothing but the comment's
 * words, and its first word (with a lone closing after it) fits on LI's
 * last output line, it goes on there (LI is joined, kt_layout_line.join)
 * and the engine breaks it in turn, so that the words of the comment are
 * filled again as a person fills them (statx(2): "supported in" and
 * "stx_attributes", not "supported" alone and "in stx_attributes"). */
static void
kt_lay_join(struct kt_lay *lay, size_t li, uint32_t text, bool in)
{
	size_t f = lay->first[li], e = f + lay->count[li], k, nf, ne, z;
	struct kt_tok *t;
	uint32_t end, w, limit;
	bool broken = false;

	for (k = f; k < e; k++)
		if (lay->tok[k].brk && (lay->tok[k].text || in))
			broken = true;
	if (!broken || li + 1 >= lay->n || !lay->lines[li + 1].text ||
	    lay->count[li + 1] == 0 || lay->count[li + 1] == SIZE_MAX)
		return;
	nf = lay->first[li + 1];
	ne = nf + lay->count[li + 1];
	t = &lay->tok[nf];
	if (!lay->lines[li].joinable || t->newcol != text ||
	    t->cstart || (t->width == 1 && t->firstc == '*') ||
	    !t->gap_run || t->gap_fixed != 0 ||
	    !lay->lines[li + 1].breakable)
		return;
	for (k = nf; k + 1 < ne; k++)
		if (lay->tok[k].cend)
			return;	/* code after the comment: not one to fill */
	end = kt_lay_end(lay, e - 1);
	/* the output line is both lines': it fits both limits */
	limit = lay->limit[li] < lay->limit[li + 1] ? lay->limit[li] :
	    lay->limit[li + 1];
	/* its first word, or the phrase in quotes that it opens if that
	 * fits on a line of its own (kt_lay_unit_end) */
	z = kt_lay_phrase_end(lay, nf, ne);
	if (text + kt_lay_span(lay, nf, z) > limit)
		z = nf;
	w = kt_lay_span(lay, nf, kt_lay_closed(lay, z, ne));
	if (end + 1 + w > limit)
		return;
	lay->limit[li + 1] = limit;
	for (k = ne; k-- > nf; )
		lay->tok[k].newcol = lay->tok[k].newcol - text + end + 1;
	t->joined = true;
	lay->joincol = text;
	lay->lines[li].join = true;
}

/* Line LI starts inside the comment that token OPEN opens: if it goes on
 * in that comment's style of a "*" under the "*" of its opening (" * by
 * recvmsg(2) *" + "/", or its lone closing), it follows the opening
 * wherever the columns and the breaks took it. */
static void
kt_lay_star_follows(struct kt_lay *lay, size_t li, size_t open)
{
	size_t j = lay->first[li], e = j + lay->count[li];
	uint32_t from = lay->tok[j].newcol, to = lay->tok[open].newcol + 1;

	if (lay->tok[j].firstc != '*' || lay->tok[j].joined ||
	    lay->tok[j].col != lay->tok[open].col + 1)
		return;
	for (; j < e; j++)	/* the tokens after it are right of it */
		lay->tok[j].newcol = lay->tok[j].newcol - from + to;
}

/* Break the lines that got wider than their limits (a pass over the lines);
 * false if one of them still is.  Lines that go on in a comment's "*"
 * style follow its opening, whatever the room. */
bool
kt_lay_wrap(struct kt_lay *lay)
{
	bool ok = true, in = false, was;
	uint32_t from = 0, to = 0, f, t;
	size_t i, j, open = SIZE_MAX;

	for (i = 0; i < lay->n; i++) {
		if (lay->count[i] == SIZE_MAX || lay->count[i] == 0)
			continue;
		if (open != SIZE_MAX)
			kt_lay_star_follows(lay, i, open);
		open = kt_lay_opening(lay, i, open);
		if (lay->room == 0)
			continue;
		/* the lines that go on under the text of a comment that
		 * moved (broken, or on a line of its own) follow it */
		j = lay->first[i];
		if (in && from != to && lay->tok[j].newcol == from &&
		    !lay->tok[j].joined)
			for (; j < lay->first[i] + lay->count[i]; j++)
				lay->tok[j].newcol += to - from;
		if (!kt_lay_wrap_line(lay, i, in, &f, &t))
			ok = false;
		if (f != t) {
			from = f;
			to = t;
		}
		was = in;
		in = kt_lay_comment_open(lay, i, in);
		if (!in)
			from = to = 0;
		else if (t != 0)
			kt_lay_join(lay, i, t, was);
	}
	return ok;
}
