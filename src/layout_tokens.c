/* layout_tokens.c: a line into tokens, the layout engine's first stage
 * (see layout_int.h).
 *
 * Each line that renders text is cut into tokens (runs of non-blank
 * characters) and gaps (runs of blanks), with the column where each token
 * starts on a terminal (each character counted as the terminal sets it,
 * kt_lay_vcols) and what the next stages need to know of it: the
 * blanks before it (padding: two or more, or a tab), whether it starts,
 * ends or is inside a C comment (to its closing, or from "//" to the end
 * of its line), and whether it is the name a declaration declares.  Tab
 * stops are counted every KT_LAYOUT_TAB columns from the
 * start of the line, as groff sets them on terminals (0.5i), unless the
 * page set its own (.ta): then a line with a tab is one whose columns
 * cannot be known, as is a line that contains a string, a number register
 * or a motion; such a line is rigid and has no tokens.
 */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "layout_int.h"
#include "util.h"

/* Where the cutting of a line has got to. */
struct kt_lay_scan {
	const struct kt_layout_line *l;
	size_t i;		/* the next visible char */
	uint32_t col;		/* the column it starts at */
	size_t ei;		/* the next word edit */
	bool comment;		/* the line starts with a C comment */
	bool incomment;		/* inside a comment opened in the line */
	bool slashes;		/* inside a "//" comment */
	unsigned char prevc;
	uint32_t ocol;		/* the column of its '*' */
	bool tail;		/* the line ends a comment from above */
	bool code;		/* code other than closing braces came */
};

/* A gap: the blanks before a token. */
struct kt_lay_gap {
	size_t v0;		/* its first visible char */
	uint32_t col0;		/* the column it starts at */
	uint32_t fixed;		/* columns that cannot change */
	uint32_t sep;		/* an argument separator in it (vis + 1) */
	bool run;		/* it has blanks that can change */
	bool quoted;		/* the first of them is in a quoted argument */
	bool tab;		/* it has a tab */
};

/* Line LI, with what it renders. */
struct kt_layout_line *
kt_lay_line(struct kt_lay *lay, size_t li)
{
	if (lay->fill != NULL && lay->cur != li) {
		lay->fill(lay->ctx, lay->lines, li, lay->restart);
		lay->restart = false;
		lay->cur = li;
	}
	return &lay->lines[li];
}

/* The Unicode character that the bytes of ordinary text from vis char I
 * of line L on start with (kt_utf8_char), its length in *N. */
static long
kt_lay_utf8(const struct kt_layout_line *l, size_t i, size_t *n)
{
	unsigned char b[4];
	size_t k;

	for (k = 0; k < 4 && i + k < l->nv; k++) {
		const struct kt_vis *v = &l->v[i + k];
		if (!(v->flags & KT_VF_PLAIN) || v->src != l->v[i].src + k)
			break;
		b[k] = v->c;
	}
	return kt_utf8_char(b, k, n);
}

/* The columns that vis char I of line L takes, a tab aside, as a
 * terminal and groff -Tutf8 set it: none if it takes no place or is a
 * byte of a UTF-8 character after its first, two for a wide character
 * (KT_VIS_WIDE, or in UTF-8: kt_wide_char), else one.  Every width the
 * engine measures (the fit, the tokens, the breaks) is counted here. */
uint32_t
kt_lay_vcols(const struct kt_layout_line *l, size_t i)
{
	const struct kt_vis *v = l->v;
	size_t k, n;
	long cp;

	if (kt_lay_unseen(&v[i]))
		return 0;
	if (v[i].c == KT_VIS_WIDE)
		return 2;
	if (!(v[i].flags & KT_VF_PLAIN) || v[i].c < 0x80)
		return 1;
	if (v[i].c >= 0xC0) {
		cp = kt_lay_utf8(l, i, &n);
		return cp >= 0 && kt_wide_char((uint32_t)cp) ? 2 : 1;
	}
	/* a byte 10xxxxxx: none if a character's first byte before it
	 * takes it in */
	for (k = 1; k <= 3 && k <= i && (v[i - k].flags & KT_VF_PLAIN) &&
	    v[i - k].c >= 0x80; k++)
		if (v[i - k].c >= 0xC0) {
			cp = kt_lay_utf8(l, i - k, &n);
			return cp >= 0 && n > k ? 0 : 1;
		}
	return 1;
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

/* Read the gap at S into G. */
static void
kt_lay_gap(struct kt_lay_scan *s, struct kt_lay_gap *g)
{
	const struct kt_vis *v = s->l->v;

	memset(g, 0, sizeof *g);
	g->v0 = s->i;
	g->col0 = s->col;
	while (s->i < s->l->nv &&
	    (kt_lay_unseen(&v[s->i]) || kt_lay_blank(&v[s->i]))) {
		size_t i = s->i;
		if (kt_lay_blank(&v[i])) {
			uint32_t w = v[i].c == '\t' ?
			    kt_lay_tabstop(s->col) - s->col : 1;
			if ((v[i].flags & KT_VF_PLAIN)) {
				if (!g->run)
					g->quoted = (v[i].flags &
					    KT_VF_QUOTED) != 0;
				g->run = true;
			}
			else {
				g->fixed += w;
				if (v[i].flags & KT_VF_ARGSEP)
					g->sep = (uint32_t)i + 1;
			}
			if (v[i].c == '\t')
				g->tab = true;
			s->col += w;
		}
		s->i++;
	}
}

/* A new token of line LI after gap G, at S. */
static struct kt_tok *
kt_lay_newtok(struct kt_lay *lay, size_t li, const struct kt_lay_scan *s,
    const struct kt_lay_gap *g)
{
	struct kt_tok *t;

	lay->tok = kt_xgrow(lay->tok, &lay->captok, lay->ntok + 1,
	    sizeof *lay->tok);
	t = &lay->tok[lay->ntok];
	memset(t, 0, sizeof *t);
	t->line = (uint32_t)li;
	t->col = s->col;
	t->gap_v0 = (uint32_t)g->v0;
	t->gap_v1 = (uint32_t)s->i;
	t->gap_fixed = g->fixed;
	t->gap_run = g->run;
	t->gap_sep = g->run ? 0 : g->sep;
	t->gap_tab = g->tab;
	t->gap_quoted = g->quoted;
	t->first = lay->count[li] == 0;
	t->padded = !t->first && (g->tab || s->col - g->col0 >= 2);
	t->prose = s->comment && !t->first && !t->padded;
	t->parent = (uint32_t)lay->ntok;
	t->text = s->incomment || s->slashes;
	t->inner = lay->nopen > 0 ? lay->open[lay->nopen - 1] : 0;
	return t;
}

/* Code character C of line LI (scanned by S): a brace opens or closes a
 * scope (a structure at the top of the block and all those inside it);
 * the braces that start the line take it into the scope they close. */
static void
kt_lay_brace(struct kt_lay *lay, struct kt_lay_scan *s, uint32_t li,
	     unsigned char c)
{
	if (c == '{') {
		lay->open = kt_xgrow(lay->open, &lay->capopen, lay->nopen + 1,
		    sizeof *lay->open);
		/* a structure inside another is part of it: its scope is
		 * the outermost one's (open[0]) */
		lay->open[lay->nopen++] = ++lay->nscopes;
	} else if (c == '}' && lay->nopen > 0) {
		lay->nopen--;
		if (!s->code)
			lay->scope[li] = lay->nopen > 0 ? lay->open[0] : 0;
	}
	if (c != '}')
		s->code = true;
}

/* Read the characters of token T at S: what they are, and the comments
 * they open and close. */
static void
kt_lay_word(struct kt_lay *lay, struct kt_lay_scan *s, struct kt_tok *t)
{
	const struct kt_vis *v = s->l->v;
	size_t tb = t->gap_v1;

	while (s->i < s->l->nv && !kt_lay_blank(&v[s->i])) {
		if (!kt_lay_unseen(&v[s->i])) {
			unsigned char c = v[s->i].c;
			if (s->col == t->col + 1 && v[tb].c == '/' &&
			    c == '/' && !s->incomment && !s->slashes) {
				s->slashes = true;
				t->cstart = t->cline = true;
			} else if (s->col == t->col + 1)
				t->cstart = v[tb].c == '/' && c == '*';
			if (c == '_' || (c >= '0' && c <= '9') ||
			    ((c | 0x20) >= 'a' && (c | 0x20) <= 'z'))
				t->ident = t->word = true;
			if (s->slashes)
				;	/* the words of a "//" comment */
			else if (c == '*' && s->prevc == '/' &&
			    !s->incomment) {
				s->incomment = true;
				s->ocol = s->col;
			} else if (c == '/' && s->prevc == '*' &&
			    s->incomment && s->col > s->ocol + 1) {
				s->incomment = false;
				t->cend = true;
			} else if (c == '/' && s->prevc == '*' &&
			    !s->incomment && !s->tail) {
				size_t k;
				/* the end of a comment from a line
				 * above: the words before it are its
				 * text, but for the first (a
				 * continuation line) */
				s->tail = true;
				t->cend = true;
				t->text = !t->first;
				for (k = lay->first[t->line] + 1; k < lay->ntok;
				    k++)
					lay->tok[k].text = true;
			}
			if (!s->incomment && !s->slashes && !t->text)
				kt_lay_brace(lay, s, t->line, c);
			if (s->col == t->col)
				t->firstc = c;
			s->prevc = c;
			t->lastc = c;
			if (strchr(".,;:!?)]", c) == NULL)
				t->lastw = c;
			if (c >= 0x80 || c == KT_VIS_OPAQUE ||
			    c == KT_VIS_WIDE)
				t->word = true;
			s->col += kt_lay_vcols(s->l, s->i);
		}
		s->i++;
	}
	s->prevc = 0;
	t->width = s->col - t->col;
}

/* Set the width of token T, which ends at S, after the word edits; they
 * are in order: one pass over them. */
static void
kt_lay_nwidth(struct kt_lay_scan *s, struct kt_tok *t)
{
	const struct kt_edits *ed = s->l->edits;
	int64_t d = 0;

	while (s->ei < ed->n && ed->e[s->ei].vis < t->gap_v1)
		s->ei++;
	for (; s->ei < ed->n && ed->e[s->ei].vis < s->i; s->ei++)
		d += (int64_t)ed->e[s->ei].width -
		    (int64_t)ed->e[s->ei].vlen;
	t->nwidth = (uint32_t)((int64_t)t->width + d);
}

/* Mark the name of line LI: the last word of its code. */
static void
kt_lay_names(struct kt_lay *lay, size_t li)
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

/* Cut line LI into tokens. */
void
kt_lay_tokens(struct kt_lay *lay, size_t li)
{
	struct kt_layout_line *l = kt_lay_line(lay, li);
	struct kt_lay_scan s;

	lay->first[li] = lay->ntok;
	lay->count[li] = 0;
	lay->scope[li] = lay->nopen > 0 ? lay->open[0] : 0;
	if (!l->text || !kt_lay_certain(l)) {
		lay->count[li] = l->text ? SIZE_MAX : 0;
		return;
	}
	memset(&s, 0, sizeof s);
	s.l = l;
	while (s.i < l->nv) {
		struct kt_lay_gap g;
		struct kt_tok *t;

		kt_lay_gap(&s, &g);
		if (s.i >= l->nv)
			break;
		t = kt_lay_newtok(lay, li, &s, &g);
		kt_lay_word(lay, &s, t);
		if (t->first)
			s.comment = t->cstart;
		kt_lay_nwidth(&s, t);
		lay->ntok++;
		lay->count[li]++;
	}
	/* a "//" comment ends with its line */
	if (s.slashes)
		lay->tok[lay->ntok - 1].cend = true;
	kt_lay_names(lay, li);
}
