/* layout_columns.c: which tokens make a column, the layout engine's
 * second stage (see layout_int.h).
 *
 * Tokens that start at the same column form an aligned group (union-find)
 * where they have one role: a column is a set of member names, comments,
 * bit-field colons or values, not any tokens that share a column number.
 * A token after padding (two or more blanks, or a tab) or at the start of
 * its line can be in a column; a word after a single blank belongs to the
 * word before it (struct iocb {, const char, for (i) and is in a column
 * only as a name among names (the last word of a declaration), a comment
 * among comments or the same punctuation; a word inside a comment is in
 * none, and keeps its spacing.  Tokens of adjacent lines join, and so do
 * tokens of lines further apart where the lines between start right of
 * that column (the continuation lines of a comment), a line that starts
 * under a token of the line above whose code goes on (no ';', '{' or '}'
 * at its end), and the padded tokens and names of lines of one
 * indentation past blank lines, \& lines and lines with no token there
 * (the members of a structure).  Comments at one column are one column
 * through the block (see kt_lay_column).  Two words that happen to meet
 * at one column after single spaces are not aligned, and each keeps its
 * own gap, unless they are the names of two declarations one under the
 * other whose type words ktypes respells to different widths (__s64
 * tv_sec; over __u32 tv_nsec;).  Lines whose columns cannot be known take
 * no part in groups.
 */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "layout_int.h"
#include "util.h"

uint32_t
kt_lay_find(struct kt_tok *tok, uint32_t i)
{
	while (tok[i].parent != i) {
		tok[i].parent = tok[tok[i].parent].parent;
		i = tok[i].parent;
	}
	return i;
}

/* Put tokens I and J in one group, which is deliberate if DELIBERATE. */
void
kt_lay_union(struct kt_lay *lay, size_t i, size_t j, bool deliberate)
{
	uint32_t ri = kt_lay_find(lay->tok, (uint32_t)i);
	uint32_t rj = kt_lay_find(lay->tok, (uint32_t)j);

	if (ri != rj) {
		lay->tok[rj].parent = ri;
		lay->tok[ri].deliberate |= lay->tok[rj].deliberate;
	}
	if (deliberate)
		lay->tok[ri].deliberate = true;
}

/* The role of token T in a column: tokens of a column have one role. */
enum kt_lay_role {
	KT_ROLE_OTHER,		/* a word of code that ends no declaration */
	KT_ROLE_NAME,		/* the name a declaration declares */
	KT_ROLE_COMMENT,	/* the start of a comment */
	KT_ROLE_TEXT		/* a word inside a comment */
};

static enum kt_lay_role
kt_lay_role(const struct kt_tok *t)
{
	if (t->text)
		return KT_ROLE_TEXT;
	if (t->cstart)
		return KT_ROLE_COMMENT;
	return t->name ? KT_ROLE_NAME : KT_ROLE_OTHER;
}

/* Can token T, in a column with token O, be moved with it?  A token after
 * padding can, and one that starts its line; a word after a single blank
 * is joined to the word before it (struct iocb {, const char, for (i)
 * unless it has the role of O: a name, a comment, the same punctuation. */
static bool
kt_lay_fits(const struct kt_tok *t, const struct kt_tok *o)
{
	enum kt_lay_role r = kt_lay_role(t);

	if (r == KT_ROLE_TEXT)
		return false;
	if (t->padded || t->first)
		return true;
	if (r != kt_lay_role(o))
		return false;
	/* punctuation fits the same punctuation: the braces that close
	 * a column of one-line structures */
	return r != KT_ROLE_OTHER ||
	    (!t->ident && !o->ident && t->firstc == o->firstc);
}

/* Does the line of token T go on in the next line (which then can
 * continue under T)?  Not after a line that ends a statement, opens a
 * block or closes a comment. */
static bool
kt_lay_goes_on(const struct kt_lay *lay, const struct kt_tok *t)
{
	size_t f = lay->first[t->line], e = f + lay->count[t->line];
	const struct kt_tok *k = &lay->tok[e - 1];

	if (t->first || ((k->text || k->cstart) && !k->cend))
		return true;	/* a comment goes on */
	while (e > f && (lay->tok[e - 1].text || lay->tok[e - 1].cstart))
		e--;
	if (e == f)
		return false;
	k = &lay->tok[e - 1];
	return !(k->lastc == ';' || k->lastc == '{' || k->lastc == '}');
}

/* If token T is the name of a declaration of plain words (a type and
 * qualifiers: __u32 len;, struct s x;), how many columns its words grow
 * by when ktypes respells them; else -1. */
static long
kt_lay_decl_growth(const struct kt_lay *lay, const struct kt_tok *t)
{
	const struct kt_tok *k = &lay->tok[lay->first[t->line]];
	long grow = 0;

	if (kt_lay_role(t) != KT_ROLE_NAME)
		return -1;
	for (; k < t; k++) {
		if (!(k->firstc == '_' || isalpha(k->firstc)) ||
		    !(k->lastc == '_' || isalnum(k->lastc)) || k->text ||
		    k->cstart)
			return -1;
		grow += (long)k->nwidth - (long)k->width;
	}
	return grow;
}

/* Are lines A and B, A above, next to each other: no line of text
 * (blank or not) between them? */
static bool
kt_lay_adjacent(const struct kt_lay *lay, size_t a, size_t b)
{
	for (a++; a < b; a++)
		if (lay->lines[a].text)
			return false;
	return true;
}

/* Join token J with token I of a line above it that starts at the same
 * column. */
static void
kt_lay_join(struct kt_lay *lay, size_t i, size_t j)
{
	const struct kt_tok *ti = &lay->tok[i], *tj = &lay->tok[j];
	size_t a = ti->line, b = tj->line;
	/* an alignment is deliberate where padding made it between tokens
	 * of one role, or where a line continues under the one above, but
	 * never with a word inside a comment, which keeps its place in its
	 * comment; two single-spaced words of lines that run in parallel
	 * (same place in their lines, the words before them aligned too,
	 * one role) belong to the column only if padding makes it
	 * somewhere else (see kt_layout_stream) */
	bool deliberate, parallel;

	if (kt_lay_role(tj) == KT_ROLE_TEXT)
		return;
	if (tj->first) {
		if (kt_lay_goes_on(lay, ti))
			kt_lay_union(lay, i, j, true);
		return;
	}
	if (kt_lay_role(ti) == KT_ROLE_TEXT)
		return;
	/* the comments of two structures are two columns (struct fsmap
	 * and struct fsmap_head, one after the other) */
	if (kt_lay_role(ti) == KT_ROLE_COMMENT &&
	    kt_lay_role(tj) == KT_ROLE_COMMENT && !kt_lay_same_scope(lay, ti, tj))
		return;
	/* a comment and a word of code are never one column */
	if ((kt_lay_role(ti) == KT_ROLE_COMMENT) !=
	    (kt_lay_role(tj) == KT_ROLE_COMMENT))
		return;
	deliberate = (ti->padded || tj->padded) && kt_lay_fits(ti, tj) &&
	    kt_lay_fits(tj, ti);
	parallel = !ti->first && !ti->padded && !tj->padded &&
	    i - lay->first[a] == j - lay->first[b] &&
	    ti[-1].col == tj[-1].col && kt_lay_role(ti) == kt_lay_role(tj);
	/* the names of two declarations, one under the other, whose type
	 * words are both respelled, are a column the source shows, which
	 * new spellings of different widths must not break (__s64 tv_sec;
	 * over __u32 tv_nsec;); not where one type word stays (int fd;
	 * over u32 key;, a coincidence of three-letter words) */
	if (parallel && kt_lay_adjacent(lay, a, b)) {
		long gi = kt_lay_decl_growth(lay, ti);
		long gj = kt_lay_decl_growth(lay, tj);

		if (gi > 0 && gj > 0 && gi != gj)
			deliberate = true;
	}
	if (deliberate || parallel)
		kt_lay_union(lay, i, j, deliberate);
}

/* The columns of a run of lines (between blank or rigid lines), for
 * kt_lay_column: the last token that started at each column, and the
 * lines since, by their first columns (a stack of rising ones). */
struct kt_lay_cols {
	size_t *at;		/* token + 1 at each column, or 0 */
	size_t ncol;
	size_t *sline, *sind;	/* the stack: line, its first column */
	size_t nstack;
	size_t start;		/* the first line of the run */
	size_t *last;		/* the comment (kt_lay_comment_col) + 1 that
				 * last started at each column since CSTART,
				 * or 0 */
	size_t *lastpadc;	/* the same, of those after padding */
	size_t *lastcode;	/* the token + 1 that last started at each
				 * column, of those that are no word of a
				 * comment's text, or 0 */
	size_t cstart;		/* the first line since a line whose columns
				 * are unknown */
	size_t *lastpad;	/* the token + 1 of a column that runs on
				 * (kt_lay_runs_on) that last started at
				 * each column since CSTART, or 0 */
	size_t *bline, *bind;	/* the stack of first columns since CSTART,
				 * past blank lines */
	size_t nbstack;
	size_t *lastfirst;	/* the token + 1 that last started a line at
				 * each column since CSTART, or 0 */
	bool goes_on;		/* the last line of code goes on */
};

static size_t kt_lay_since_in(const size_t *, const size_t *, size_t, size_t);

/* The first column of the lines of the run after line L (their
 * leftmost first token), or SIZE_MAX if there are none. */
static size_t
kt_lay_since(const struct kt_lay_cols *cc, size_t l)
{
	return kt_lay_since_in(cc->sline, cc->sind, cc->nstack, l);
}

/* The same, on the stack SLINE, SIND of N lines. */
static size_t
kt_lay_since_in(const size_t *sline, const size_t *sind, size_t n, size_t l)
{
	size_t lo = 0, hi = n;

	/* the stack holds the lines whose first columns rise: the first
	 * entry after L is the leftmost of them */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (sline[mid] <= l)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < n ? sind[lo] : SIZE_MAX;
}

/* Can token T be in a column that runs on past lines (kt_lay_column):
 * code after padding, or a name? */
static bool
kt_lay_runs_on(const struct kt_tok *t)
{
	return !t->first && (t->name || (t->padded && !t->cstart &&
	    !t->text));
}

/* Does the code of line B go on in the next line: 1 if it does, 0 if it
 * ends a statement or opens or closes a block, -1 if B has no code (a
 * comment, or the end of one from above)? */
static int
kt_lay_code_goes_on(const struct kt_lay *lay, size_t b)
{
	size_t f = lay->first[b], e = f + lay->count[b], k;
	const struct kt_tok *t = NULL;

	for (k = f; k < e; k++) {
		if (lay->tok[k].cstart)
			break;
		if (lay->tok[k].cend)
			return -1;
		t = &lay->tok[k];
	}
	if (t == NULL)
		return -1;
	return !(t->lastc == ';' || t->lastc == '{' || t->lastc == '}');
}

/* Join the tokens of text line B with those of the lines above that
 * start at their columns:
 *  - in the line above, or further up where the lines between do not
 *    reach that column (they start right of it, as the continuation
 *    lines of a comment do), so that a column runs on past them;
 *  - a token after padding, with the last one at its column that is no
 *    word of a comment's text, where the lines between start right of
 *    that token's line (they continue it: the colons of two bit fields
 *    past the comment on a line of its own under the first);
 *  - a comment, with the last one at its column in the block, past
 *    blank lines, lines that reach across it and lines with other
 *    tokens there, if one at least of the two ends a line of code,
 *    after padding (two comments that only start their lines are
 *    indented alike, not aligned): a comment that starts its line
 *    joins the last comment after padding, one after padding the last
 *    of any. */
static void
kt_lay_column(struct kt_lay *lay, struct kt_lay_cols *cc, size_t b)
{
	size_t j, je = lay->first[b] + lay->count[b];

	for (j = lay->first[b]; j < je; j++) {
		const struct kt_tok *tj = &lay->tok[j];
		uint32_t c = tj->col;
		size_t k;

		if (cc->at[c] != 0) {
			k = cc->at[c] - 1;
			if (lay->tok[k].line >= cc->start &&
			    kt_lay_since(cc, lay->tok[k].line) > c)
				kt_lay_join(lay, k, j);
		}
		if (kt_lay_comment_col(tj)) {
			k = tj->first ? cc->lastpadc[c] : cc->last[c];
			if (k != 0 && lay->tok[k - 1].line >= cc->cstart &&
			    kt_lay_same_scope(lay, &lay->tok[k - 1], tj))
				kt_lay_union(lay, k - 1, j, tj->first ||
				    tj->padded || lay->tok[k - 1].padded);
		} else if (tj->padded && !tj->prose && cc->lastcode[c] != 0) {
			const struct kt_tok *tk;

			k = cc->lastcode[c] - 1;
			tk = &lay->tok[k];
			if (tk->line >= cc->start && kt_lay_since(cc, tk->line) >
			    lay->tok[lay->first[tk->line]].col)
				kt_lay_join(lay, k, j);
		}
	}
	for (j = lay->first[b]; j < je; j++) {
		const struct kt_tok *tj = &lay->tok[j];
		const struct kt_tok *tk;
		size_t k, ind = lay->tok[lay->first[b]].col;

		/* a line that continues the code above past a blank line
		 * continues under the column it continued before */
		if (tj->first && cc->goes_on && cc->lastfirst[tj->col] != 0) {
			k = cc->lastfirst[tj->col] - 1;
			tk = &lay->tok[k];
			if (tk->line >= cc->cstart && tk->line < cc->start &&
			    kt_lay_since_in(cc->bline, cc->bind, cc->nbstack,
			    tk->line) >= ind)
				kt_lay_union(lay, k, j, true);
		}
		/* a column of padded tokens or names runs on past blank
		 * lines and lines that have no token there, between lines
		 * of one indentation where it has one place in its line
		 * (the names of one structure's members), and past the
		 * lines that close one structure and open the next inside
		 * a structure (a structure inside another is part of it:
		 * the members of union bpf_attr's structures) */
		if (!kt_lay_runs_on(tj) || cc->lastpad[tj->col] == 0)
			continue;
		k = cc->lastpad[tj->col] - 1;
		tk = &lay->tok[k];
		if (tk->line >= cc->cstart &&
		    k - lay->first[tk->line] == j - lay->first[b] &&
		    lay->tok[lay->first[tk->line]].col == ind &&
		    (kt_lay_since_in(cc->bline, cc->bind, cc->nbstack,
		    tk->line) >= ind || (lay->scope[tk->line] != 0 &&
		    lay->scope[tk->line] == lay->scope[b])))
			kt_lay_join(lay, k, j);
	}
	for (j = lay->first[b]; j < je; j++) {
		const struct kt_tok *tj = &lay->tok[j];

		if (kt_lay_runs_on(tj))
			cc->lastpad[tj->col] = j + 1;
		if (tj->first)
			cc->lastfirst[tj->col] = j + 1;
		cc->at[tj->col] = j + 1;
		if (!tj->prose)
			cc->lastcode[tj->col] = j + 1;
		if (kt_lay_comment_col(tj)) {
			cc->last[tj->col] = j + 1;
			if (!tj->first)
				cc->lastpadc[tj->col] = j + 1;
		}
	}
	while (cc->nstack > 0 &&
	    cc->sind[cc->nstack - 1] >= lay->tok[lay->first[b]].col)
		cc->nstack--;
	cc->sline[cc->nstack] = b;
	cc->sind[cc->nstack++] = lay->tok[lay->first[b]].col;
	if (kt_lay_code_goes_on(lay, b) >= 0)
		cc->goes_on = kt_lay_code_goes_on(lay, b) == 1;
	while (cc->nbstack > 0 &&
	    cc->bind[cc->nbstack - 1] >= lay->tok[lay->first[b]].col)
		cc->nbstack--;
	cc->bline[cc->nbstack] = b;
	cc->bind[cc->nbstack++] = lay->tok[lay->first[b]].col;
}

/* Make the columns of the block: join the tokens of each text line with
 * those of the lines above (kt_lay_column), a run of lines at a time. */
void
kt_lay_columns(struct kt_lay *lay)
{
	struct kt_lay_cols cols;
	size_t i, n = lay->n;

	memset(&cols, 0, sizeof cols);
	for (i = 0; i < lay->ntok; i++)
		if (lay->tok[i].col >= cols.ncol)
			cols.ncol = (size_t)lay->tok[i].col + 1;
	cols.at = kt_xcalloc(cols.ncol > 0 ? cols.ncol : 1, sizeof *cols.at);
	cols.last = kt_xcalloc(cols.ncol > 0 ? cols.ncol : 1, sizeof *cols.last);
	cols.lastpadc = kt_xcalloc(cols.ncol > 0 ? cols.ncol : 1,
	    sizeof *cols.lastpadc);
	cols.lastcode = kt_xcalloc(cols.ncol > 0 ? cols.ncol : 1,
	    sizeof *cols.lastcode);

	cols.lastpad = kt_xcalloc(cols.ncol > 0 ? cols.ncol : 1,
	    sizeof *cols.lastpad);
	cols.lastfirst = kt_xcalloc(cols.ncol > 0 ? cols.ncol : 1,
	    sizeof *cols.lastfirst);
	cols.bline = kt_xcalloc(n, sizeof *cols.bline);
	cols.bind = kt_xcalloc(n, sizeof *cols.bind);
	cols.sline = kt_xcalloc(n, sizeof *cols.sline);
	cols.sind = kt_xcalloc(n, sizeof *cols.sind);
	for (i = 0; i < n; i++) {
		if (!lay->lines[i].text)
			continue;	/* requests and comments set no line */
		if (lay->count[i] == 0 || lay->count[i] == SIZE_MAX) {
			/* a blank line, or one whose columns are unknown */
			cols.start = i + 1;
			cols.nstack = 0;
			if (lay->count[i] == SIZE_MAX) {
				cols.cstart = i + 1;
				cols.nbstack = 0;
				cols.goes_on = false;
				lay->count[i] = 0;
			}
			continue;
		}
		kt_lay_column(lay, &cols, i);
	}
	free(cols.at);
	free(cols.last);
	free(cols.lastpadc);
	free(cols.lastcode);
	free(cols.lastpad);
	free(cols.lastfirst);
	free(cols.bline);
	free(cols.bind);
	free(cols.sline);
	free(cols.sind);
}
