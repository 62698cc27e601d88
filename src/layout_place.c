/* layout_place.c: where each column goes (see layout_int.h).
 *
 * Groups are placed from left to right: a group stays at its column
 * unless a token of it would touch the token before it in its line (a
 * type word before it grew), in which case the whole group moves right
 * just as far as needed, keeping at least one blank wherever the source
 * had one; a column of comments that would end one column from another
 * one nearby becomes one with it.  Where the room cannot hold a column of
 * comments where its widest line takes it, each run of it is placed on
 * its own (kt_lay_runs), and where a run of bit fields would be pushed
 * past the room by its grown type, the type goes alone on its line
 * (kt_lay_type_alone).  layout_edits.c writes the new gaps as
 * whitespace edits.
 */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>

#include "layout_int.h"
#include "util.h"

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

/* The gap before token T as written, if the word before it keeps its
 * width (a gap after a grown word is padding that it may take up), else
 * UINT32_MAX. */
static uint32_t
kt_lay_kept_gap(const struct kt_lay *lay, size_t t)
{
	const struct kt_tok *k = &lay->tok[t];

	if (t == lay->first[k->line] || k->text || k[-1].nwidth != k[-1].width)
		return UINT32_MAX;
	return k->col - (k[-1].col + k[-1].width);
}

/* The lowest column token T may take, given the token before it: one
 * blank, or for a word of code (bit-field colons and widths, names: not
 * comments, which take up their padding) the gap it has as written, or
 * in a column the narrowest gap of the column: the author's spacing
 * ("mmap2          :  1,"), unless the word before it grew. */
static uint32_t
kt_lay_bound(struct kt_lay *lay, size_t t)
{
	const struct kt_tok *k = &lay->tok[t];
	uint32_t end = 0, min = k->gap_fixed + (k->gap_run ? 1 : 0);
	uint32_t r = kt_lay_group(lay, (uint32_t)t);

	if (t > lay->first[k->line]) {
		end = k[-1].newcol + k[-1].nwidth;
		/* text inside a comment keeps its spacing */
		if (k->text)
			return end + (k->col - (k[-1].col + k[-1].width));
		if (!k->cstart && kt_lay_kept_gap(lay, t) != UINT32_MAX) {
			uint32_t g = lay->tok[r].deliberate ?
			    lay->tok[r].mingap : kt_lay_kept_gap(lay, t);
			if (g > min)
				min = g;
		}
	}
	return end + min;
}

/* Does token T follow the width of a bit field (": 1," or ":1,")? */
static bool
kt_lay_after_width(const struct kt_lay *lay, size_t t)
{
	size_t f = lay->first[lay->tok[t].line];
	const struct kt_tok *k = &lay->tok[t];

	return t > f && (k[-1].firstc == ':' ||
	    (t > f + 1 && k[-2].width == 1 && k[-2].firstc == ':'));
}

/* Set the narrowest and widest gap of each group as written, and their
 * number (kt_tok.mingap, maxgap, ngaps); a comment that does not follow
 * a bit field's width makes the widest UINT32_MAX. */
static void
kt_lay_mingaps(struct kt_lay *lay)
{
	size_t i;

	for (i = 0; i < lay->ntok; i++) {
		lay->tok[i].mingap = UINT32_MAX;
		lay->tok[i].maxgap = 0;
		lay->tok[i].ngaps = 0;
	}
	for (i = 0; i < lay->ntok; i++) {
		uint32_t r = kt_lay_find(lay->tok, (uint32_t)i);
		uint32_t g = kt_lay_kept_gap(lay, i);

		if (g == UINT32_MAX)
			continue;
		if (g < lay->tok[r].mingap)
			lay->tok[r].mingap = g;
		if (g > lay->tok[r].maxgap)
			lay->tok[r].maxgap = g;
		if (lay->tok[i].cstart && !kt_lay_after_width(lay, i))
			lay->tok[r].maxgap = UINT32_MAX;
		lay->tok[r].ngaps++;
	}
}

/* The columns from the start of token T to the end of its line, with the
 * word edits (the tokens after it keep their gaps). */
static uint32_t
kt_lay_tail(const struct kt_lay *lay, size_t t)
{
	const struct kt_tok *k = &lay->tok[t];
	size_t e = lay->first[k->line] + lay->count[k->line] - 1, i;
	uint32_t w = lay->tok[e].col + lay->tok[e].width - k->col;

	for (i = t; i <= e; i++)
		w += lay->tok[i].nwidth - lay->tok[i].width;
	return w;
}

/* A column of comments after the widths of bit fields (": 1,") whose
 * gaps as written are all one width, in two lines or more, follows a
 * column of code, not ragged code that it aligns: it keeps that gap, the
 * author's spacing, where every line of it still fits its limit, and
 * takes up its padding only where one would not.  The tokens ORDER[I]
 * to ORDER[J - 1] start at one column. */
static void
kt_lay_keep_comment_gaps(struct kt_lay *lay, const uint64_t *order,
			 size_t i, size_t j)
{
	size_t a, b;

	for (a = i; a < j; a++) {
		uint32_t t = (uint32_t)order[a], r = kt_lay_group(lay, t);
		uint32_t need = lay->tok[r].need;
		bool fits = true;

		if (!kt_lay_comment_col(&lay->tok[t]) || !lay->tok[r].deliberate ||
		    lay->tok[r].ngaps < 2 ||
		    lay->tok[r].mingap != lay->tok[r].maxgap)
			continue;
		for (b = i; b < j; b++) {
			const struct kt_tok *k = &lay->tok[(uint32_t)order[b]];

			if (kt_lay_group(lay, (uint32_t)order[b]) != r ||
			    order[b] == lay->first[k->line])
				continue;
			if (k[-1].newcol + k[-1].nwidth + lay->tok[r].mingap >
			    need)
				need = k[-1].newcol + k[-1].nwidth +
				    lay->tok[r].mingap;
		}
		for (b = i; b < j && lay->room > 0; b++)
			if (kt_lay_group(lay, (uint32_t)order[b]) == r &&
			    need + kt_lay_tail(lay, (uint32_t)order[b]) >
			    lay->limit[lay->tok[(uint32_t)order[b]].line])
				fits = false;
		if (fits)
			lay->tok[r].need = need;
	}
}

/* Is there a blank line between lines A and B, A above? */
static bool
kt_lay_blank_between(const struct kt_lay *lay, size_t a, size_t b)
{
	for (a++; a < b; a++)
		if (lay->lines[a].text && lay->count[a] == 0)
			return true;
	return false;
}

/* A comment's cost where no word of it fits (the line would stay too
 * wide): more than any number of lines a run can take. */
#define KT_LAY_NOFIT 4096

/* Is token K a comment's closing on its own? */
static bool
kt_lay_lone_close(const struct kt_tok *k)
{
	return k->cend && k->width == 2 && k->firstc == '*';
}

/* Does line LI go on with the text of a comment whose text is at column
 * COL as written: a line of nothing but the comment's words under it (as
 * layout_wrap.c fills them in, kt_lay_fill_lines)? */
static bool
kt_lay_run_goes_under(const struct kt_lay *lay, size_t li, uint32_t col)
{
	size_t f, k, e;

	if (li >= lay->n || !lay->lines[li].text || lay->count[li] == 0 ||
	    lay->count[li] == SIZE_MAX)
		return false;
	f = lay->first[li];
	if (lay->tok[f].col != col || lay->tok[f].cstart)
		return false;
	for (k = f, e = f + lay->count[li]; k + 1 < e; k++)
		if (lay->tok[k].cend)
			return false;	/* code after the comment */
	return true;
}

/* The output lines that the comment that token T opens takes with its
 * opening at column AT, within LIM columns, less the lines below that
 * it goes on in as written: its words filled in, the first with the
 * opening, the rest under its text, a lone closing with the word before
 * it, a "//" comment whole (as layout_wrap.c breaks it), the words of
 * the lines it goes on in under its text joined to those of a line
 * broken above them where the line can be (kt_lay_join), but not on a
 * line of its own (OWN); after code,
 * one more where only its first word would stay with the code, as then
 * the comment goes on a line of its own under the name; KT_LAY_NOFIT if
 * a word would still pass the limit. */
static uint32_t
kt_lay_run_lines(const struct kt_lay *lay, size_t t, uint32_t at,
		 uint32_t lim, bool own)
{
	const struct kt_tok *k = &lay->tok[t];
	size_t li = k->line, i = t + 1, e = lay->first[li] + lay->count[li];
	uint32_t end = at + k->nwidth, lines = 1, src = 1, w, firsts = 0;
	uint32_t broke = 1;
	uint32_t text = at + (k->width > 2 ? 2 : 3);
	uint32_t col = k->col + (k->width > 2 ? 2 : 3);
	bool fill = !own && lay->lines[li].joinable, closed = k->cend;

	for (;;) {
		for (; i < e && !closed; i++) {
			const struct kt_tok *u = &lay->tok[i];
			uint32_t gap = i == lay->first[u->line] ? 1 :
			    u->col - (u[-1].col + u[-1].width);
			bool lead = i == t + 1;

			w = u->nwidth;
			if (i + 1 < e && kt_lay_lone_close(&lay->tok[i + 1])) {
				w += lay->tok[i + 1].col - (u->col + u->width) +
				    lay->tok[i + 1].nwidth;
				i++;
			}
			closed = lay->tok[i].cend;
			if (end + gap + w <= lim || k->cline || lead) {
				end += gap + w;
				firsts += lines == 1;
				continue;
			}
			if (end > lim)
				return KT_LAY_NOFIT;
			lines++;
			end = text + w;
		}
		if (end > lim)
			return KT_LAY_NOFIT;
		if (closed || !kt_lay_run_goes_under(lay, ++li, col))
			break;
		/* words are filled in only after a line broken in them */
		if (!fill || lines == broke) {
			lines++;
			end = text - 1;
		}
		broke = lines;
		src++;
		i = lay->first[li];
		e = i + lay->count[li];
	}
	lines += lines > 1 && firsts < 2 && !own;
	return lines > src ? lines - src + 1 : 1;
}

/* The columns that the comment that token T opens takes from its
 * opening, with the lines it goes on in under its text as written
 * (kt_lay_run_goes_under): where it moves whole, onto a line of its own,
 * they follow it. */
static uint32_t
kt_lay_run_width(const struct kt_lay *lay, size_t t)
{
	const struct kt_tok *k = &lay->tok[t];
	uint32_t w = kt_lay_tail(lay, t), col = k->col + (k->width > 2 ? 2 : 3);
	size_t li = k->line, e = lay->first[li] + lay->count[li], i;
	bool closed = false;

	for (i = t; i < e; i++)
		closed |= lay->tok[i].cend;
	while (!closed && kt_lay_run_goes_under(lay, ++li, col)) {
		i = lay->first[li];
		e = i + lay->count[li];
		if (col - k->col + kt_lay_tail(lay, i) > w)
			w = col - k->col + kt_lay_tail(lay, i);
		for (; i < e; i++)
			closed |= lay->tok[i].cend;
	}
	return w;
}

/* Where the comment that token T of a run of a column of comments opens
 * goes if the run's column is AT, and the lines that it adds: after its
 * code where its code leaves room (none if it fits, else those its words
 * take there); on a line of its own at AT where its code reaches AT, or
 * where it is one as written (one line for the first), or where its
 * words after its code would take more lines than they do as written,
 * as layout_wrap.c puts a comment where that takes no more lines
 * (kt_lay_own_fewer); such a comment that AT would take past the limit
 * goes just as far left as it needs, to the name before it at most, as
 * the author puts a long one (perf_event_open(2): "if
 * PERF_SAMPLE_DATA_PAGE_SIZE"), else its words are filled in at AT, or
 * where not even a word fits there, it goes under the name.
 * Its column in *COL, whether on a line of its own in *OWN. */
static uint32_t
kt_lay_run_fate(struct kt_lay *lay, size_t t, uint32_t at, uint32_t *col,
		bool *own)
{
	const struct kt_tok *k = &lay->tok[t];
	uint32_t w = kt_lay_run_width(lay, t), lim = lay->limit[k->line];
	uint32_t left = k->first ? 0 : k[-1].newcol, l = 1, more;

	*col = at;
	*own = k->first || kt_lay_bound(lay, t) > at;
	if (!*own) {
		l = kt_lay_run_lines(lay, t, at, lim, false);
		if (l == 1)
			return 0;
	}
	/* a line of its own that it does not have as written may take the
	 * room, not the width of the line of code as written */
	if (!k->first && lay->room < lim)
		lim = lay->room;
	more = k->first ? 0 : 1;
	if (at + w <= lim || (lim >= w && lim - w >= left)) {
		*own = true;
		*col = at + w <= lim ? at : lim - w;
		return more;
	}
	if (*own)
		l = kt_lay_run_lines(lay, t, at, lim, true);
	else if (l < KT_LAY_NOFIT)
		return l - 1;
	if (l >= KT_LAY_NOFIT && !k->first) {
		/* not even a word of it fits (a "//" comment, which
		 * never breaks): under the name, as layout_wrap.c puts
		 * it */
		*own = true;
		*col = left;
		return more;
	}
	return more + l - 1;
}

/* What the N tokens TS of a run of a column of comments cost at column
 * AT (kt_lay_run_fate): the lines they add to the block, then the
 * comments that leave their code for a line of their own. */
static uint64_t
kt_lay_run_cost(struct kt_lay *lay, const uint32_t *ts, size_t n,
		uint32_t at)
{
	uint64_t cost = 0, moved = 0;
	uint32_t col;
	size_t k;
	bool own;

	for (k = 0; k < n; k++) {
		cost += kt_lay_run_fate(lay, ts[k], at, &col, &own);
		moved += own && !lay->tok[ts[k]].first;
	}
	return cost * (uint64_t)KT_LAY_NOFIT + moved;
}

/* The column of a run of a column of comments placed on its own: the N
 * tokens TS, all at column C, chosen as a careful person chooses it by
 * hand, by what it costs (kt_lay_run_cost): of C and the columns where
 * each line's code ends (with one blank), the one that adds the fewest
 * lines, and of those the one that moves the fewest comments away from
 * their code, and of those the nearest to C; where that adds nothing,
 * as far right as the narrowest gap that the author left before the
 * run's comments takes it, if every line still fits.  One long line does not push the others'
 * comments onto lines of their own: its own goes there. */
static uint32_t
kt_lay_run_col(struct kt_lay *lay, const uint32_t *ts, size_t n, uint32_t c)
{
	uint32_t gap = UINT32_MAX, best = c, at, g;
	uint64_t bcost = kt_lay_run_cost(lay, ts, n, c), cost;
	size_t k;

	for (k = 0; k < n; k++) {
		const struct kt_tok *t = &lay->tok[ts[k]];

		if (t->first)
			continue;
		if (t->col - (t[-1].col + t[-1].width) < gap)
			gap = t->col - (t[-1].col + t[-1].width);
		at = kt_lay_bound(lay, ts[k]);
		if (at <= c)
			continue;
		cost = kt_lay_run_cost(lay, ts, n, at);
		if (cost < bcost || (cost == bcost && at < best)) {
			bcost = cost;
			best = at;
		}
	}
	if (best == c || gap == UINT32_MAX || bcost > 0)
		return best;
	for (g = gap; g > 1; g--)
		if (kt_lay_run_cost(lay, ts, n, best + g - 1) == bcost)
			return best + g - 1;
	return best;
}

/* Does token T's comment follow the brace that opens a structure
 * (userfaultfd(2): "struct {" and its comment "Since Linux 4.11")? */
static bool
kt_lay_run_opens(const struct kt_lay *lay, uint32_t t)
{
	const struct kt_tok *k = &lay->tok[t];

	return !k->first && k[-1].lastc == '{';
}

/* Does token U go on the run of a column of comments whose last token
 * so far is T: a line of the same structure, with no blank line
 * between? */
static bool
kt_lay_run_goes_on(const struct kt_lay *lay, const struct kt_tok *t,
		   const struct kt_tok *u)
{
	return u->inner == t->inner &&
	    !kt_lay_blank_between(lay, t->line, u->line);
}

/* Place the M tokens RUN of a run of a column of comments: at the run's
 * column (kt_lay_run_col) as one group, but those that go on a line of
 * their own (kt_lay_run_fate) at one column of their own, the leftmost
 * that one of them needs, as far as their names allow (the author's
 * perf_event_open(2): "if PERF_SAMPLE_DATA_PAGE_SIZE" and
 * "..._CODE_PAGE_SIZE" two columns left of the others); those that go
 * on a line of their own after code break before their comment. */
static void
kt_lay_run_set(struct kt_lay *lay, const uint32_t *run, size_t m, uint32_t c)
{
	uint32_t at = kt_lay_run_col(lay, run, m, c), col, pull = at;
	uint32_t root = UINT32_MAX, left;
	size_t b;
	bool own;

	for (b = 0; b < m; b++) {
		kt_lay_run_fate(lay, run[b], at, &col, &own);
		if (own && col < pull)
			pull = col;
	}
	for (b = 0; b < m; b++) {
		struct kt_tok *t = &lay->tok[run[b]];

		kt_lay_run_fate(lay, run[b], at, &col, &own);
			left = t->first ? 0 : t[-1].newcol;
		if (own)
			col = col == at || pull > left ? pull : left;
		t->brk = own && !t->first;
		if (col == at && root == UINT32_MAX)
			root = run[b];
		t->parent = col == at ? root : run[b];
		if (col != at || run[b] == root) {
			t->deliberate = true;
			t->ran = true;
			t->need = col;
			t->ngaps = 0;
		}
	}
}

/* Place the runs of the N tokens TS of a column of comments at column C,
 * each on its own (kt_lay_run_set): the comments after the braces that
 * open structures (sibling structures of a union, whose opening lines'
 * comments the author keeps in one column: userfaultfd(2)'s "Since Linux
 * 4.11"), then the comments of one structure, not counting one inside
 * it, whose lines follow one another but for the lines of such a one
 * (kt_lay_run_goes_on). */
static void
kt_lay_runs_place(struct kt_lay *lay, const uint32_t *ts, size_t n,
		  uint32_t c)
{
	uint32_t *run = kt_xcalloc(n, sizeof *run);
	bool *done = kt_xcalloc(n, sizeof *done);
	size_t s, e, m;

	for (m = 0, s = 0; s < n; s++)
		if (kt_lay_run_opens(lay, ts[s])) {
			run[m++] = ts[s];
			done[s] = true;
		}
	if (m > 0)
		kt_lay_run_set(lay, run, m, c);
	for (s = 0; s < n; s++) {
		if (done[s])
			continue;
		run[0] = ts[s];
		done[s] = true;
		for (m = 1, e = s + 1; e < n; e++) {
			if (done[e] || lay->tok[ts[e]].inner !=
			    lay->tok[ts[s]].inner)
				continue;
			if (!kt_lay_run_goes_on(lay, &lay->tok[run[m - 1]],
			    &lay->tok[ts[e]]))
				break;
			run[m++] = ts[e];
			done[e] = true;
		}
		kt_lay_run_set(lay, run, m, c);
	}
	free(run);
	free(done);
}

/* Is token U a comment on a line of its own as written that no column
 * holds (layout_columns.c joins such a line to a column only where it
 * goes on from the line above)?  At the column of a column of comments,
 * it is one of its runs' comments, which the author put at its column
 * (UFFDIO_CONTINUE(2const): "Range to install PTEs for and continue"). */
static bool
kt_lay_own_alone(struct kt_lay *lay, uint32_t u)
{
	const struct kt_tok *t = &lay->tok[u];

	return t->first && kt_lay_comment_col(t) && !t->ran &&
	    kt_lay_group(lay, u) == u && !t->deliberate;
}

/* A column of comments is one column through its structure (see
 * layout_columns.c) where the room holds it; where moving it as a whole
 * would make a line too wide, each run of it is placed on its own
 * (kt_lay_runs_place).  So a run whose lines
 * do not reach the column keeps it, and the others go where they add
 * the fewest lines.  The tokens ORDER[I] to ORDER[J - 1] start at one
 * column; their groups' needs are set. */
static void
kt_lay_runs(struct kt_lay *lay, const uint64_t *order, size_t i, size_t j)
{
	uint32_t *ts = kt_xcalloc(j - i, sizeof *ts);
	size_t a, b, n;

	for (a = i; a < j; a++) {
		uint32_t t = (uint32_t)order[a], r = kt_lay_group(lay, t);
		uint32_t c = lay->tok[t].col, need = lay->tok[r].need;
		bool press = false;

		if (lay->room == 0 || !kt_lay_comment_col(&lay->tok[t]) ||
		    !lay->tok[r].deliberate || lay->tok[r].merged ||
		    lay->tok[r].ran)
			continue;
		lay->tok[r].ran = true;
		for (n = 0, b = i; b < j; b++)
			if (kt_lay_group(lay, (uint32_t)order[b]) == r ||
			    kt_lay_own_alone(lay, (uint32_t)order[b]))
				ts[n++] = (uint32_t)order[b];
		for (b = 0; b < n && !press; b++)
			press = need + kt_lay_tail(lay, ts[b]) >
			    lay->limit[lay->tok[ts[b]].line];
		if (press)
			kt_lay_runs_place(lay, ts, n, c);
	}
	free(ts);
}

/* The fewest columns from the start of token T to the end of its line,
 * with the word edits: the comments after it take up their padding. */
static uint32_t
kt_lay_tail_min(const struct kt_lay *lay, size_t t)
{
	const struct kt_tok *k = &lay->tok[t];
	size_t e = lay->first[k->line] + lay->count[k->line], i;
	uint32_t w = k->nwidth;

	for (i = t + 1; i < e; i++) {
		k = &lay->tok[i];
		w += k->cstart && k->gap_run ? k->gap_fixed + 1 :
		    k->col - (k[-1].col + k[-1].width);
		w += k->nwidth;
	}
	return w;
}

/* Does the code of the line of token T end in a comma (its declarators
 * go on in the next line)? */
static bool
kt_lay_comma_end(const struct kt_lay *lay, size_t t)
{
	size_t f = lay->first[lay->tok[t].line];
	size_t e = f + lay->count[lay->tok[t].line];

	while (e > f && (lay->tok[e - 1].text || lay->tok[e - 1].cstart))
		e--;
	return e > f && lay->tok[e - 1].lastc == ',' && !lay->tok[e - 1].cend;
}

/* Token T is the first declarator of a declaration whose others go on
 * in the lines below, each starting under it, its group (a run of bit
 * fields: "__u64 disabled : 1," over "inherit : 1,"), and the type words
 * before it grew.  If moving the run as far as the type needs would make
 * a line of it too wide, the type goes alone on its line (a break before
 * T) and every declarator stays where the author had it: one line more,
 * and the author's columns, instead of broken lines.  The tokens ORDER[I] to
 * ORDER[J - 1] start at T's column. */
static void
kt_lay_type_alone(struct kt_lay *lay, const uint64_t *order, size_t i,
		  size_t j, uint32_t t)
{
	struct kt_tok *k = &lay->tok[t];
	uint32_t r = kt_lay_group(lay, t), bnd, u;
	size_t f = lay->first[k->line], a, over = 0, others = 0;
	bool grown = false;

	if (lay->room == 0 || k->first || k->text || k->cstart ||
	    !k->ident || !lay->tok[r].deliberate || !kt_lay_comma_end(lay, t))
		return;
	for (a = f; a < t; a++) {
		const struct kt_tok *w = &lay->tok[a];

		if (w->text || w->cstart ||
		    !(w->firstc == '_' || isalpha(w->firstc)) ||
		    !(w->lastc == '_' || isalnum(w->lastc)))
			return;
		grown |= w->nwidth != w->width;
	}
	bnd = kt_lay_bound(lay, t);
	if (!grown || bnd <= k->col)
		return;
	for (a = i; a < j; a++) {
		u = (uint32_t)order[a];
		if (kt_lay_group(lay, u) != r)
			continue;
		if (u != t && (!lay->tok[u].first || lay->tok[u].line < k->line))
			return;
		others += u != t;
		if (bnd + kt_lay_tail_min(lay, u) >
		    lay->limit[lay->tok[u].line])
			over++;
	}
	if (others > 0 && over >= 1)
		k->brk = true;
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
			    !kt_lay_same_scope(lay, tu, &lay->tok[t]) ||
			    tu->line + KT_LAY_NEAR < lay->tok[t].line ||
			    lay->tok[t].line + KT_LAY_NEAR < tu->line)
				continue;
			kt_lay_union(lay, t, u, true);
			r = kt_lay_find(lay->tok, t);
			lay->tok[r].merged = true;
			if (s > lay->tok[r].need)
				lay->tok[r].need = s;
			if (need > lay->tok[r].need)
				lay->tok[r].need = need;
		}
	}
}

/* Place the groups from left to right.  All tokens of a group start at
 * the same column, and the token before any of them starts further left,
 * so one pass in order of column places each group after everything it
 * depends on. */
void
kt_lay_place(struct kt_lay *lay)
{
	uint64_t *order;
	size_t i, j;

	order = kt_xcalloc(lay->ntok > 0 ? lay->ntok : 1, sizeof *order);
	kt_lay_order(lay, order);
	kt_lay_mingaps(lay);
	for (i = 0; i < lay->ntok; i = j) {
		uint32_t c = lay->tok[(uint32_t)order[i]].col, k;

		for (j = i; j < lay->ntok && lay->tok[(uint32_t)order[j]].col == c;
		    j++)
			;
		for (k = (uint32_t)i; k < j; k++)
			kt_lay_type_alone(lay, order, i, j, (uint32_t)order[k]);
		for (k = (uint32_t)i; k < j; k++) {
			uint32_t t = (uint32_t)order[k];
			uint32_t r = kt_lay_group(lay, t);
			/* a type alone on its line: the declarator stays */
			uint32_t bnd = lay->tok[t].brk ? lay->tok[t].col :
			    kt_lay_bound(lay, t);
			/* text inside a comment follows its opening, which
			 * may have gone left (kt_lay_run_set) */
			if (bnd > lay->tok[r].need ||
			    (lay->tok[t].text && r == t))
				lay->tok[r].need = bnd;
		}
		kt_lay_runs(lay, order, i, j);
		kt_lay_keep_comment_gaps(lay, order, i, j);
		for (k = (uint32_t)i; k < j; k++)
			kt_lay_near(lay, order, (uint32_t)order[k]);
		for (k = (uint32_t)i; k < j; k++) {
			uint32_t t = (uint32_t)order[k];
			lay->tok[t].newcol =
			    lay->tok[kt_lay_group(lay, t)].need;
		}
	}
	free(order);
}
