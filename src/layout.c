/* layout.c: the layout engine (see layout.h).
 *
 * Each line that renders text is cut into tokens (runs of non-blank
 * characters) and gaps (runs of blanks), with the column where each token
 * starts on a terminal.  Tokens that start at the same column form an
 * aligned group (union-find) where they have one role: a column is a set
 * of member names, comments, bit-field colons or values, not any tokens
 * that share a column number.  A token after padding (two or more blanks,
 * or a tab) or at the start of its line can be in a column; a word after
 * a single blank belongs to the word before it (struct iocb {, const
 * char, for (i) and is in a column only as a name among names (the last
 * word of a declaration), a comment among comments or the same
 * punctuation; a word inside a comment is in none, and keeps its spacing.
 * Tokens of adjacent lines join, and so do tokens of lines further apart
 * where the lines between start right of that column (the continuation
 * lines of a comment), a line that starts under a token of the line
 * above whose code goes on (no ';', '{' or '}' at its end), and the
 * padded tokens and names of lines of one indentation past blank lines,
 * \& lines and lines with no token there (the members of a structure).
 * Comments at one column are one column through the block (see
 * kt_lay_column).  Two words that happen to meet at one column after
 * single spaces are not aligned, and each keeps its own gap.
 *
 * Groups are then placed from left to right: a group stays at its
 * column unless a token of it would touch the token before it in its line
 * (a type word before it grew), in which case the whole group moves right
 * just as far as needed, keeping at least one blank wherever the source
 * had one; a column of comments that would end one column from another
 * one nearby becomes one with it.  The new gaps become whitespace edits.
 *
 * Tab stops are counted every KT_LAYOUT_TAB columns from the start of the
 * line, as groff sets them on terminals (0.5i), unless the page set its
 * own (.ta): then a line with a tab is one whose columns cannot be known.
 * A gap with a tab is kept while its token stays where it was; if any such
 * gap in a block has to change, every tab in the block's gaps is written
 * as spaces, so that the block renders alike on terminals and in PDF,
 * whose tab stops differ.
 *
 * Lines whose columns cannot be known (they contain a string, a number
 * register, a motion) take no part in groups; a grown word there only
 * takes up the blanks after it.
 */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "layout.h"
#include "util.h"

struct kt_tok {
	uint32_t line;		/* index of its line */
	uint32_t col;		/* column where it starts in the source */
	uint32_t width;		/* columns it takes in the source */
	uint32_t nwidth;	/* columns it takes after the word edits */
	uint32_t gap_v0, gap_v1;	/* visible chars of the gap before it */
	uint32_t gap_fixed;	/* columns of the gap that cannot change */
	bool gap_run;		/* the gap has blanks that can change */
	uint32_t gap_sep;	/* or an argument separator can widen (vis + 1) */
	bool gap_tab;		/* the gap has a tab */
	bool first;		/* the first token of its line */
	bool padded;		/* after two or more blanks, or a tab */
	bool prose;		/* a word of a comment's running text: after
				 * one blank, in a line that starts with a
				 * C comment */
	bool cstart;		/* it starts a C comment */
	bool text;		/* it is inside a C comment that an earlier
				 * token of its line opened: its gap is
				 * never changed */
	bool cend;		/* it ends a C comment */
	bool ident;		/* it has a letter, digit or underscore */
	bool name;		/* the last word of its line's code (nothing
				 * but a comment after it) and ident: the
				 * name a declaration declares */
	unsigned char firstc;	/* its first character */
	unsigned char lastc;	/* its last character */
	uint32_t need;		/* group: the column it needs */
	bool deliberate;	/* group: some alignment in it is deliberate */
	uint32_t newcol;
	uint32_t parent;	/* union-find */
};

struct kt_lay {
	struct kt_layout_line *lines;
	size_t n;
	/* kt_layout_stream: lines are filled in on demand */
	void (*fill)(void *, struct kt_layout_line *, size_t, bool);
	void *ctx;
	size_t cur;		/* the line filled in, or SIZE_MAX */
	bool restart;		/* the next fill starts a pass */
	struct kt_tok *tok;
	size_t ntok, captok;
	size_t *first;		/* first token of each line */
	size_t *count;		/* its number of tokens; SIZE_MAX: rigid */
};

/* Line LI, with what it renders. */
static struct kt_layout_line *
kt_lay_line(struct kt_lay *lay, size_t li)
{
	if (lay->fill != NULL && lay->cur != li) {
		lay->fill(lay->ctx, lay->lines, li, lay->restart);
		lay->restart = false;
		lay->cur = li;
	}
	return &lay->lines[li];
}

/* A new pass over the lines. */
static void
kt_lay_pass(struct kt_lay *lay)
{
	lay->restart = true;
	lay->cur = SIZE_MAX;
}

/* Does the vis char take no place on the output line? */
static bool
kt_lay_unseen(const struct kt_vis *v)
{
	return (v->flags & (KT_VF_ZERO | KT_VF_MEASURED | KT_VF_BREAK)) != 0;
}

static bool
kt_lay_blank(const struct kt_vis *v)
{
	return !kt_lay_unseen(v) && (v->c == ' ' || v->c == '\t');
}

/* Can the columns of line L be known? */
static bool
kt_lay_certain(const struct kt_layout_line *l)
{
	size_t i;

	for (i = 0; i < l->nv; i++) {
		const struct kt_vis *v = &l->v[i];
		if (v->flags & KT_VF_MEASURED)
			continue;
		if ((v->flags & KT_VF_BREAK) || v->c == KT_VIS_UNKNOWN)
			return false;
		if (l->tabs_set && kt_lay_blank(v) && v->c == '\t')
			return false;
	}
	return true;
}

static uint32_t
kt_lay_tabstop(uint32_t col)
{
	return (col / KT_LAYOUT_TAB + 1) * KT_LAYOUT_TAB;
}

/* Cut line LI into tokens. */
static void
kt_lay_tokens(struct kt_lay *lay, size_t li)
{
	struct kt_layout_line *l = kt_lay_line(lay, li);
	const struct kt_vis *v = l->v;
	uint32_t col = 0;
	size_t i = 0, ei = 0;
	bool comment = false;	/* the line starts with a C comment */
	bool incomment = false;	/* inside a comment opened in the line */
	unsigned char prevc = 0;
	uint32_t ocol = 0;	/* the column of its '*' */
	bool tail = false;	/* the line ends a comment from above */

	lay->first[li] = lay->ntok;
	lay->count[li] = 0;
	if (!l->text || !kt_lay_certain(l)) {
		lay->count[li] = l->text ? SIZE_MAX : 0;
		return;
	}
	while (i < l->nv) {
		struct kt_tok *t;
		size_t g0 = i, tb;
		uint32_t fixed = 0, gap0 = col, sep = 0;
		bool run = false, tab = false;

		/* the gap */
		while (i < l->nv && (kt_lay_unseen(&v[i]) || kt_lay_blank(&v[i]))) {
			if (kt_lay_blank(&v[i])) {
				uint32_t w = v[i].c == '\t' ?
				    kt_lay_tabstop(col) - col : 1;
				if ((v[i].flags & KT_VF_PLAIN))
					run = true;
				else {
					fixed += w;
					if (v[i].flags & KT_VF_ARGSEP)
						sep = (uint32_t)i + 1;
				}
				if (v[i].c == '\t')
					tab = true;
				col += w;
			}
			i++;
		}
		if (i >= l->nv)
			break;
		/* the token */
		lay->tok = kt_xgrow(lay->tok, &lay->captok, lay->ntok + 1,
		    sizeof *lay->tok);
		t = &lay->tok[lay->ntok];
		memset(t, 0, sizeof *t);
		t->line = (uint32_t)li;
		t->col = col;
		t->gap_v0 = (uint32_t)g0;
		t->gap_v1 = (uint32_t)i;
		t->gap_fixed = fixed;
		t->gap_run = run;
		t->gap_sep = run ? 0 : sep;
		t->gap_tab = tab;
		t->first = lay->count[li] == 0;
		t->padded = !t->first && (tab || col - gap0 >= 2);
		t->prose = comment && !t->first && !t->padded;
		t->parent = (uint32_t)lay->ntok;
		tb = i;
		t->text = incomment;
		while (i < l->nv && !kt_lay_blank(&v[i])) {
			if (!kt_lay_unseen(&v[i])) {
				unsigned char c = v[i].c;
				if (col == t->col + 1)
					t->cstart = v[tb].c == '/' && c == '*';
				if (c == '_' || (c >= '0' && c <= '9') ||
				    ((c | 0x20) >= 'a' && (c | 0x20) <= 'z'))
					t->ident = true;
				if (c == '*' && prevc == '/' && !incomment) {
					incomment = true;
					ocol = col;
				} else if (c == '/' && prevc == '*' && incomment &&
				    col > ocol + 1) {
					incomment = false;
					t->cend = true;
				} else if (c == '/' && prevc == '*' && !incomment &&
				    !tail) {
					size_t k;
					/* the end of a comment from a line
					 * above: the words before it are its
					 * text, but for the first (a
					 * continuation line) */
					tail = true;
					t->cend = true;
					t->text = !t->first;
					for (k = lay->first[li] + 1; k < lay->ntok;
					    k++)
						lay->tok[k].text = true;
				}
				if (col == t->col)
					t->firstc = c;
				prevc = c;
				t->lastc = c;
				col++;
			}
			i++;
		}
		prevc = 0;
		if (t->first)
			comment = t->cstart;
		t->width = col - t->col;
		/* the word edits are in order: one pass over them */
		while (ei < l->edits->n && l->edits->e[ei].vis < tb)
			ei++;
		{
			int64_t d = 0;
			for (; ei < l->edits->n && l->edits->e[ei].vis < i; ei++)
				d += (int64_t)l->edits->e[ei].width -
				    (int64_t)l->edits->e[ei].vlen;
			t->nwidth = (uint32_t)((int64_t)t->width + d);
		}
		lay->ntok++;
		lay->count[li]++;
	}
	/* the name: the last word of the code */
	{
		size_t k, f = lay->first[li], e = f + lay->count[li];
		for (k = f; k < e; k++) {
			struct kt_tok *t = &lay->tok[k];
			if (t->text || t->cstart)
				continue;
			if (k + 1 == e || lay->tok[k + 1].cstart)
				t->name = t->ident && !t->first;
		}
	}
}

static uint32_t
kt_lay_find(struct kt_tok *tok, uint32_t i)
{
	while (tok[i].parent != i) {
		tok[i].parent = tok[tok[i].parent].parent;
		i = tok[i].parent;
	}
	return i;
}

/* Put tokens I and J in one group, which is deliberate if DELIBERATE. */
static void
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
	deliberate = (ti->padded || tj->padded) && kt_lay_fits(ti, tj) &&
	    kt_lay_fits(tj, ti);
	parallel = !ti->first && !ti->padded && !tj->padded &&
	    i - lay->first[a] == j - lay->first[b] &&
	    ti[-1].col == tj[-1].col && kt_lay_role(ti) == kt_lay_role(tj);
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

/* Can token T take part in a column of comments (see kt_lay_column):
 * it starts a C comment outside any other? */
static bool
kt_lay_comment_col(const struct kt_tok *t)
{
	return t->cstart && !t->text;
}

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
			if (k != 0 && lay->tok[k - 1].line >= cc->cstart)
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
		 * (the names of one structure's members) */
		if (!kt_lay_runs_on(tj) || cc->lastpad[tj->col] == 0)
			continue;
		k = cc->lastpad[tj->col] - 1;
		tk = &lay->tok[k];
		if (tk->line >= cc->cstart &&
		    k - lay->first[tk->line] == j - lay->first[b] &&
		    lay->tok[lay->first[tk->line]].col == ind &&
		    kt_lay_since_in(cc->bline, cc->bind, cc->nbstack,
		    tk->line) >= ind)
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

static int
kt_lay_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* Fill ORDER with the tokens by column, and in order within a column
 * (the keys col << 32 | index, sorted); set each token's need. */
static void
kt_lay_order(struct kt_lay *lay, uint64_t *order)
{
	uint32_t maxcol = 0;
	size_t i, *at;

	for (i = 0; i < lay->ntok; i++) {
		lay->tok[i].need = lay->tok[i].col;
		if (lay->tok[i].col > maxcol)
			maxcol = lay->tok[i].col;
	}
	if (maxcol >= 4 * lay->ntok + 256) {
		/* wide and sparse: sort */
		for (i = 0; i < lay->ntok; i++)
			order[i] = (uint64_t)lay->tok[i].col << 32 | i;
		qsort(order, lay->ntok, sizeof *order, kt_lay_cmp);
		return;
	}
	/* a counting sort by column; the tokens come in index order */
	at = kt_xcalloc((size_t)maxcol + 2, sizeof *at);
	for (i = 0; i < lay->ntok; i++)
		at[lay->tok[i].col + 1]++;
	for (i = 1; i <= maxcol; i++)
		at[i] += at[i - 1];
	for (i = 0; i < lay->ntok; i++)
		order[at[lay->tok[i].col]++] =
		    (uint64_t)lay->tok[i].col << 32 | i;
	free(at);
}

/* The token that stands for T's group: its root, unless nothing in the
 * group is a deliberate alignment, when each token stands alone. */
static uint32_t
kt_lay_group(struct kt_lay *lay, uint32_t t)
{
	uint32_t r = kt_lay_find(lay->tok, t);

	return lay->tok[r].deliberate ? r : t;
}

/* The lowest column token T may take, given the token before it. */
static uint32_t
kt_lay_bound(const struct kt_lay *lay, size_t t)
{
	const struct kt_tok *k = &lay->tok[t];
	uint32_t end = 0;

	if (t > lay->first[k->line]) {
		end = k[-1].newcol + k[-1].nwidth;
		/* text inside a comment keeps its spacing */
		if (k->text)
			return end + (k->col - (k[-1].col + k[-1].width));
	}
	return end + k->gap_fixed + (k->gap_run ? 1 : 0);
}

/* Replace the editable blanks of token T's gap so that it is NEWGAP
 * columns wide, all spaces. */
static void
kt_lay_regap(struct kt_lay *lay, const struct kt_tok *t, uint32_t newgap)
{
	struct kt_layout_line *l = kt_lay_line(lay, t->line);
	const struct kt_vis *v = l->v;
	uint32_t spaces = newgap > t->gap_fixed ? newgap - t->gap_fixed : 0;
	size_t i = t->gap_v0;
	bool first = true;

	/* The first run of plain blanks takes all the spaces; later runs
	 * (split by zero-width escapes) are emptied. */
	while (i < t->gap_v1) {
		size_t r = i;
		struct kt_edit *e;

		if (!((v[i].flags & KT_VF_PLAIN) && kt_lay_blank(&v[i]))) {
			i++;
			continue;
		}
		while (r < t->gap_v1 && (v[r].flags & KT_VF_PLAIN) &&
		    kt_lay_blank(&v[r]) && v[r].src == v[i].src + (r - i))
			r++;
		e = kt_edits_push(l->edits);
		e->off = v[i].src;
		e->len = (uint32_t)(r - i);
		e->text = NULL;
		e->tlen = first ? spaces : 0;
		e->width = e->tlen;
		e->vis = (uint32_t)i;
		e->vlen = (uint32_t)(r - i);
		first = false;
		i = r;
	}
}

/* Widen the argument separator before token T so that the gap is NEWGAP
 * columns wide: insert "\ " (an unbreakable blank) at the start of the
 * next argument. */
static void
kt_lay_widen(struct kt_lay *lay, const struct kt_tok *t, uint32_t newgap)
{
	static const char blanks[] =
	    "\\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ "
	    "\\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ \\ ";
	struct kt_layout_line *l = kt_lay_line(lay, t->line);
	uint32_t more = newgap - t->gap_fixed;
	struct kt_edit *e;

	if (more > (sizeof blanks - 1) / 2)
		more = (sizeof blanks - 1) / 2;
	e = kt_edits_push(l->edits);
	e->off = l->v[t->gap_sep - 1].src;
	e->len = 0;
	e->text = blanks;
	e->tlen = 2 * more;
	e->width = more;
	e->vis = t->gap_sep - 1;
	e->vlen = 0;
}

/* Does the gap of token T, unchanged, bring it to its new column? */
static bool
kt_lay_gap_holds(struct kt_lay *lay, size_t t)
{
	const struct kt_tok *k = &lay->tok[t];
	const struct kt_vis *v;
	uint32_t col = 0, oldcol = 0;
	size_t i;

	if (t > lay->first[k->line]) {
		col = k[-1].newcol + k[-1].nwidth;
		oldcol = k[-1].col + k[-1].width;
	}
	if (!k->gap_tab)
		return col - oldcol == k->newcol - k->col;
	v = kt_lay_line(lay, k->line)->v;
	for (i = k->gap_v0; i < k->gap_v1; i++)
		if (kt_lay_blank(&v[i]))
			col = v[i].c == '\t' ? kt_lay_tabstop(col) : col + 1;
	return col == k->newcol;
}

/* A column of comments that token T's group moves to must not end up one
 * column from another column of comments nearby (lines up to KT_LAY_NEAR
 * apart), still to be placed: the two become one. */
#define KT_LAY_NEAR 10

static void
kt_lay_near(struct kt_lay *lay, const uint64_t *order, uint32_t t)
{
	uint32_t r = kt_lay_group(lay, t), need = lay->tok[r].need, s;
	size_t lo, hi, mid;

	if (!kt_lay_comment_col(&lay->tok[t]) || need == lay->tok[t].col ||
	    !lay->tok[r].deliberate)
		return;
	for (s = need - 1; s <= need + 1; s += 2) {
		if (s <= lay->tok[t].col)
			continue;
		lo = 0;
		hi = lay->ntok;
		while (lo < hi) {
			mid = lo + (hi - lo) / 2;
			if (order[mid] >> 32 < s)
				lo = mid + 1;
			else
				hi = mid;
		}
		for (; lo < lay->ntok && order[lo] >> 32 == s; lo++) {
			uint32_t u = (uint32_t)order[lo];
			const struct kt_tok *tu = &lay->tok[u];
			if (!kt_lay_comment_col(tu) ||
			    !(tu->padded || tu->first) ||
			    tu->line + KT_LAY_NEAR < lay->tok[t].line ||
			    lay->tok[t].line + KT_LAY_NEAR < tu->line)
				continue;
			kt_lay_union(lay, t, u, true);
			r = kt_lay_find(lay->tok, t);
			if (s > lay->tok[r].need)
				lay->tok[r].need = s;
			if (need > lay->tok[r].need)
				lay->tok[r].need = need;
		}
	}
}

void
kt_layout_line(struct kt_layout_line *l)
{
	size_t words = l->edits->n, j;

	for (j = 0; j < words; j++) {
		const struct kt_vis *v = l->v;
		struct kt_edit ed = l->edits->e[j];	/* pushes move e */
		size_t k = ed.vis + ed.vlen, r = 0;
		uint32_t grow;
		struct kt_edit *ws;

		if (ed.width <= ed.vlen)
			continue;
		grow = ed.width - ed.vlen;
		while (k < l->nv && (v[k].flags & KT_VF_ZERO) &&
		    !(v[k].flags & KT_VF_BREAK))
			k++;
		while (k + r < l->nv && (v[k + r].flags & KT_VF_PLAIN) &&
		    v[k + r].c == ' ' && v[k + r].src == v[k].src + r)
			r++;
		if (r < 2)
			continue;
		if (grow > r - 1)
			grow = (uint32_t)(r - 1);
		ws = kt_edits_push(l->edits);
		ws->off = v[k].src;
		ws->len = (uint32_t)r;
		ws->text = NULL;
		ws->tlen = (uint32_t)(r - grow);
		ws->width = ws->tlen;
		ws->vis = (uint32_t)k;
		ws->vlen = (uint32_t)r;
	}
	kt_edits_sort(l->edits->e, l->edits->n);
}

void
kt_layout_stream(struct kt_layout_line *lines, size_t n,
		 void (*fill)(void *, struct kt_layout_line *, size_t, bool),
		 void *ctx)
{
	struct kt_lay lay;
	struct kt_lay_cols cols;
	uint64_t *order;
	size_t i, j;
	bool any = false, expand = false;

	for (i = 0; i < n && !any; i++)
		for (j = 0; j < lines[i].edits->n; j++)
			if (lines[i].edits->e[j].width != lines[i].edits->e[j].vlen)
				any = true;
	if (!any)
		return;

	memset(&lay, 0, sizeof lay);
	lay.lines = lines;
	lay.n = n;
	lay.fill = fill;
	lay.ctx = ctx;
	kt_lay_pass(&lay);
	lay.first = kt_xcalloc(n, sizeof *lay.first);
	lay.count = kt_xcalloc(n, sizeof *lay.count);
	for (i = 0; i < n; i++) {
		kt_lay_tokens(&lay, i);
		if (lay.count[i] == SIZE_MAX)
			kt_layout_line(&lines[i]);
	}
	/* the aligned columns, line by line */
	memset(&cols, 0, sizeof cols);
	for (i = 0; i < lay.ntok; i++)
		if (lay.tok[i].col >= cols.ncol)
			cols.ncol = (size_t)lay.tok[i].col + 1;
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
		if (!lines[i].text)
			continue;	/* requests and comments set no line */
		if (lay.count[i] == 0 || lay.count[i] == SIZE_MAX) {
			/* a blank line, or one whose columns are unknown */
			cols.start = i + 1;
			cols.nstack = 0;
			if (lay.count[i] == SIZE_MAX) {
				cols.cstart = i + 1;
				cols.nbstack = 0;
				cols.goes_on = false;
				lay.count[i] = 0;
			}
			continue;
		}
		kt_lay_column(&lay, &cols, i);
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

	/* Place the groups from left to right.  All tokens of a group start
	 * at the same column, and the token before any of them starts
	 * further left, so one pass in order of column places each group
	 * after everything it depends on. */
	order = kt_xcalloc(lay.ntok > 0 ? lay.ntok : 1, sizeof *order);
	kt_lay_order(&lay, order);
	for (i = 0; i < lay.ntok; i = j) {
		uint32_t c = lay.tok[(uint32_t)order[i]].col, k;

		for (j = i; j < lay.ntok && lay.tok[(uint32_t)order[j]].col == c;
		    j++) {
			uint32_t t = (uint32_t)order[j];
			uint32_t r = kt_lay_group(&lay, t);
			uint32_t bnd = kt_lay_bound(&lay, t);
			if (bnd > lay.tok[r].need)
				lay.tok[r].need = bnd;
		}
		for (k = (uint32_t)i; k < j; k++)
			kt_lay_near(&lay, order, (uint32_t)order[k]);
		for (k = (uint32_t)i; k < j; k++) {
			uint32_t t = (uint32_t)order[k];
			lay.tok[t].newcol =
			    lay.tok[kt_lay_group(&lay, t)].need;
		}
	}

	/* a tab gap that no longer holds makes the block use spaces */
	kt_lay_pass(&lay);
	for (i = 0; i < lay.ntok; i++)
		if (lay.tok[i].gap_tab && lay.tok[i].gap_run &&
		    !kt_lay_gap_holds(&lay, i))
			expand = true;
	kt_lay_pass(&lay);
	for (i = 0; i < lay.ntok; i++) {
		struct kt_tok *t = &lay.tok[i];
		uint32_t end = 0;

		if (i > lay.first[t->line])
			end = t[-1].newcol + t[-1].nwidth;
		if (!t->gap_run) {
			if (t->gap_sep != 0 && t->newcol - end > t->gap_fixed)
				kt_lay_widen(&lay, t, t->newcol - end);
			continue;
		}
		if (t->gap_tab ? (expand || !kt_lay_gap_holds(&lay, i)) :
		    !kt_lay_gap_holds(&lay, i))
			kt_lay_regap(&lay, t, t->newcol - end);
	}
	for (i = 0; i < n; i++)
		kt_edits_sort(lines[i].edits->e, lines[i].edits->n);
	free(order);
	free(lay.tok);
	free(lay.first);
	free(lay.count);
}
