/* layout_int.h: the layout engine's internals, for use inside the layout
 * engine (src/layout*.c) only; the rest of the program includes layout.h.
 *
 * The engine is one part in several files, each a stage that calls only
 * the ones below it: layout.c (the entry points) runs layout_tokens.c
 * (a line into tokens with their roles), layout_columns.c (which tokens
 * make a column) and layout_place.c (where each column goes), which calls
 * on the two before it and on layout_runs.c (where the runs of a column
 * of comments go that the room cannot hold) and layout_bound.c (where a
 * token may go, which layout_runs.c asks too); between placing and the
 * edits, layout_wrap.c breaks a line that got too wide (it reads lines
 * through layout_tokens.c); layout_edits.c writes the whitespace edits that take
 * each token to its column (it reads lines through layout_tokens.c).
 */
#ifndef KT_LAYOUT_INT_H
#define KT_LAYOUT_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "layout.h"

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
	bool gap_quoted;	/* its first blank that can change is inside a
				 * quoted macro argument */
	bool first;		/* the first token of its line */
	bool padded;		/* after two or more blanks, or a tab */
	bool prose;		/* a word of a comment's running text: after
				 * one blank, in a line that starts with a
				 * C comment */
	bool cstart;		/* it starts a C comment */
	bool cline;		/* the comment it starts is a "//" one, to
				 * the end of its line (whose last token is
				 * cend): no blank inside it can break, as
				 * its rest would need a "//" of its own */
	bool text;		/* it is inside a C comment that an earlier
				 * token of its line opened: its gap is
				 * never changed */
	bool cend;		/* it ends a C comment */
	bool ident;		/* it has a letter, digit or underscore */
	bool word;		/* or another character that is no ASCII
				 * punctuation (Größe, \[u00F6], 文件) */
	bool name;		/* the last word of its line's code (nothing
				 * but a comment after it) and ident: the
				 * name a declaration declares */
	unsigned char firstc;	/* its first character */
	unsigned char lastc;	/* its last character */
	unsigned char lastw;	/* its last but punctuation after it (the
				 * quote that ends "'struct x'),") */
	uint32_t need;		/* group: the column it needs */
	uint32_t mingap;	/* group: the narrowest gap before its tokens
				 * as written, where the word before the gap
				 * keeps its width (UINT32_MAX: none) */
	uint32_t maxgap;	/* group: the widest such gap (0: none) */
	uint32_t ngaps;		/* group: the number of such gaps */
	bool deliberate;	/* group: some alignment in it is deliberate */
	uint32_t newcol;	/* its new column (after a break: on the new
				 * output line) */
	bool brk;		/* the engine breaks the line before it: its
				 * gap becomes a newline and NEWCOL blanks */
	bool joined;		/* the first token of a line that goes on the
				 * last output line of the line above (its
				 * line is joined, kt_layout_line.join): its
				 * gap is from the end of that line */
	uint32_t inner;		/* the innermost structure open where it
				 * starts (kt_lay.open), or 0 */
	bool merged;		/* group: kt_lay_near joined another column
				 * to it */
	bool ran;		/* group: kt_lay_runs has looked at it */
	bool placed;		/* a comment whose run's column
				 * kt_lay_run_set chose, beside its code or
				 * on a line of its own: layout_wrap.c breaks
				 * it there, and does not move it */
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
	uint32_t room;		/* the columns a line may grow into (0: no
				 * limit) */
	uint32_t *limit;	/* of each line, the columns it may take (if
				 * ROOM is not 0): the room, or as many as it
				 * takes as written if that is more; never
				 * more because another line of the block is
				 * wider (a line joined to the one above:
				 * no more than that one's either) */
	uint32_t joincol;	/* the column of the text of the comment that
				 * a joined line goes on (kt_tok.joined) */
	/* the structure each line is in: braces at the top of the block
	 * open and close scopes, each with a number of its own (a
	 * structure inside another is part of it); a line is in the scope
	 * open at its start, or after the braces that start it ("};") */
	uint32_t *scope;	/* of each line */
	uint32_t *open;		/* the structures open, innermost last, each
				 * with a number of its own (the scope is
				 * the first's) */
	size_t nopen, capopen;
	uint32_t nscopes;
};

/* Can tokens A and B be in one column as to their structures: lines of
 * one (kt_lay.scope), or one of them outside any (a fragment of code, or
 * a declaration of its own)? */
static inline bool
kt_lay_same_scope(const struct kt_lay *lay, const struct kt_tok *a,
		  const struct kt_tok *b)
{
	uint32_t sa = lay->scope[a->line], sb = lay->scope[b->line];

	return sa == 0 || sb == 0 || sa == sb;
}

/* Does the vis char take no place on the output line? */
static inline bool
kt_lay_unseen(const struct kt_vis *v)
{
	return (v->flags & (KT_VF_ZERO | KT_VF_MEASURED | KT_VF_BREAK)) != 0;
}

static inline bool
kt_lay_blank(const struct kt_vis *v)
{
	return !kt_lay_unseen(v) && (v->c == ' ' || v->c == '\t');
}

static inline uint32_t
kt_lay_tabstop(uint32_t col)
{
	return (col / KT_LAYOUT_TAB + 1) * KT_LAYOUT_TAB;
}

/* Can token T take part in a column of comments (see kt_lay_column):
 * it starts a C comment outside any other? */
static inline bool
kt_lay_comment_col(const struct kt_tok *t)
{
	return t->cstart && !t->text;
}

/* The first of tokens F to E - 1 that opens a column's comment
 * (kt_lay_comment_col), or E. */
static inline size_t
kt_lay_comment_at(const struct kt_lay *lay, size_t f, size_t e)
{
	while (f < e && !kt_lay_comment_col(&lay->tok[f]))
		f++;
	return f;
}

/* Does line LI go on with a comment's text after a "*" (" * by
 * recvmsg(2) *" + "/"), which no word can be joined to? */
static inline bool
kt_lay_star_line(const struct kt_lay *lay, size_t li)
{
	const struct kt_tok *t;

	if (li >= lay->n || lay->count[li] == 0 || lay->count[li] == SIZE_MAX)
		return false;
	t = &lay->tok[lay->first[li]];
	return t->firstc == '*' && !t->cstart;
}

/* ---- layout_tokens.c: a line into tokens ---- */

struct kt_layout_line *kt_lay_line(struct kt_lay *, size_t);
uint32_t kt_lay_vcols(const struct kt_layout_line *, size_t);
void	 kt_lay_tokens(struct kt_lay *, size_t);

/* ---- layout_columns.c: which tokens make a column ---- */

uint32_t kt_lay_find(struct kt_tok *, uint32_t);
void	 kt_lay_union(struct kt_lay *, size_t, size_t, bool);
void	 kt_lay_columns(struct kt_lay *);

/* ---- layout_wrap.c: where a line too wide breaks ---- */

/* A line being broken: its tokens F to E, its comment's opening CM (E if
 * none), the tokens that end in a comma of its first parameter list, and
 * the column of that list's first parameter (0 if none). */
struct kt_lay_brk {
	size_t f, e, cm;
	size_t clo, chi;	/* a comment may break before tokens CLO to
				 * CHI - 1 (none if CLO >= CHI) */
	size_t ctext;		/* the token under which the rest goes */
	bool *comma;
	bool *op;		/* the tokens that are a lone operator ("/",
				 * "|", "||") outside any list */
	uint32_t param;
	uint32_t limit;		/* the columns that the line may take */
	bool glue;		/* a comment breaks before a phrase in quotes
				 * that fits, not inside it */
	bool star;		/* its comment goes on in a line that starts
				 * with a "*" (" * by recvmsg(2) *" + "/"),
				 * which no word can be joined to */
};

bool	 kt_lay_wrap(struct kt_lay *);
size_t	 kt_lay_phrase_end(const struct kt_lay *, size_t, size_t);

/* ---- layout_params.c: the commas and operators a break may follow ---- */

void	 kt_lay_params(const struct kt_lay *, const struct kt_layout_line *,
		       struct kt_lay_brk *);

/* ---- layout_bound.c: where a token may go ---- */

uint32_t kt_lay_group(struct kt_lay *, uint32_t);
uint32_t kt_lay_kept_gap(const struct kt_lay *, size_t);
uint32_t kt_lay_bound(struct kt_lay *, size_t);
uint32_t kt_lay_tail(const struct kt_lay *, size_t);

/* ---- layout_runs.c: where the runs of a column of comments go ---- */

void	 kt_lay_runs(struct kt_lay *, const uint64_t *, size_t, size_t);

/* ---- layout_place.c: where each column goes ---- */

void	 kt_lay_place(struct kt_lay *);

/* ---- layout_edits.c: the whitespace edits that take it there ---- */

bool	 kt_lay_tabs_expand(struct kt_lay *);
void	 kt_lay_regaps(struct kt_lay *, bool);

#endif
