/* layout_runs.c: where the runs of a column of comments go when the
 * room cannot hold the column where its widest line takes it, for
 * layout_place.c (see layout_int.h).
 *
 * A run is the comments of lines one under the other in one structure,
 * between blank lines (a union's members are a run of their own; the
 * comments after the braces that open sibling structures are one run).
 * Each run's column is chosen by what it costs, as a careful person
 * chooses it by hand (kt_lay_run_col): the lines it adds, then the
 * comments it moves away from their code, then the distance from the
 * author's column.  The comments of a run that go on lines of their own
 * share one column (kt_lay_run_set).
 */
#include <config.h>

#include <stdlib.h>

#include "layout_int.h"
#include "util.h"

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

/* Does a comment end on the line of token T, from T on? */
static bool
kt_lay_run_closes(const struct kt_lay *lay, size_t t)
{
	size_t e = lay->first[lay->tok[t].line] + lay->count[lay->tok[t].line];

	for (; t < e; t++)
		if (lay->tok[t].cend)
			return true;
	return false;
}

/* The columns that tokens A to Z of one line take, with the word edits
 * and their gaps as written (the words of a comment). */
static uint32_t
kt_lay_run_span(const struct kt_lay *lay, size_t a, size_t z)
{
	uint32_t w = lay->tok[a].nwidth;

	for (; a < z; a++)
		w += lay->tok[a + 1].col - (lay->tok[a].col +
		    lay->tok[a].width) + lay->tok[a + 1].nwidth;
	return w;
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
 * a word would still pass the limit.  *ODD (if not NULL) is set where a
 * line breaks after an operator, or where two words or fewer stay on the
 * first. */
static uint32_t
kt_lay_run_lines(const struct kt_lay *lay, size_t t, uint32_t at,
		 uint32_t lim, bool own, bool *odd)
{
	const struct kt_tok *k = &lay->tok[t];
	size_t li = k->line, i = t + 1, e = lay->first[li] + lay->count[li], z;
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
			/* a phrase in quotes breaks only where it does not
			 * fit a line (layout_wrap.c) */
			z = kt_lay_phrase_end(lay, i, e);
			if (z > i && kt_lay_run_span(lay, i, z) + text > lim)
				return KT_LAY_NOFIT;
			for (; i < z; i++)
				w += kt_lay_run_span(lay, i, i + 1) -
				    lay->tok[i].nwidth;
			if (i + 1 < e && kt_lay_lone_close(&lay->tok[i + 1])) {
				w += kt_lay_run_span(lay, i, i + 1) -
				    lay->tok[i].nwidth;
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
			/* after an operator ("kprobe_func ==") */
			if (odd != NULL && !u[-1].ident && !u[-1].word)
				*odd = true;
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
	/* two words alone on the first line ("Size of") */
	if (odd != NULL && lines > 1 && firsts < 3)
		*odd = true;
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
	size_t li = k->line, i;
	bool closed = kt_lay_run_closes(lay, t);

	while (!closed && kt_lay_run_goes_under(lay, ++li, col)) {
		i = lay->first[li];
		if (col - k->col + kt_lay_tail(lay, i) > w)
			w = col - k->col + kt_lay_tail(lay, i);
		closed = kt_lay_run_closes(lay, i);
	}
	return w;
}

/* Can the line of token K break before it (layout_wrap.c's
 * kt_lay_breaks_at on a breakable line): plain blanks only, in a macro
 * call inside a quoted argument? */
static bool
kt_lay_run_breaks(const struct kt_lay *lay, const struct kt_tok *k)
{
	const struct kt_layout_line *l = &lay->lines[k->line];

	return l->breakable && k->gap_run && k->gap_fixed == 0 &&
	    (!l->macro || k->gap_quoted);
}

/* Where the comment that token T of a run of a column of comments opens
 * goes on a line of its own if the run's column is AT, within LIM columns,
 * and the lines that it adds (one for the line itself, none for one that
 * has it as written): at AT, whole; where it would pass LIM there, at its
 * column as written if it has a line of its own as written and fits there,
 * else just as far left as it needs, to the name before it at most, as the
 * author puts a long one (perf_event_open(2): "if
 * PERF_SAMPLE_DATA_PAGE_SIZE"), else its words filled in at AT, or where
 * not even a word fits there, under the name.  Its column in *COL. */
static uint32_t
kt_lay_run_own(struct kt_lay *lay, size_t t, uint32_t at, uint32_t lim,
	       uint32_t *col)
{
	const struct kt_tok *k = &lay->tok[t];
	uint32_t w = kt_lay_run_width(lay, t), l;
	uint32_t left = k->first ? 0 : k[-1].newcol, more = k->first ? 0 : 1;

	*col = at;
	if (at + w <= lim)
		return more;
	/* one that is on a line of its own as written: back at its column
	 * as written where it fits there, as layout_wrap.c takes it */
	if (k->first && k->col < at && k->col + w <= lim) {
		*col = k->col;
		return more;
	}
	if (lim >= w && lim - w >= left) {
		*col = lim - w;
		return more;
	}
	l = kt_lay_run_lines(lay, t, at, lim, true, NULL);
	if (l < KT_LAY_NOFIT)
		return more + l - 1;
	*col = left;
	return more;
}

/* Where the comment that token T of a run of a column of comments opens
 * goes if the run's column is AT, and the lines that it adds: beside its
 * code where its code leaves room, its words filled in at AT where they do
 * not fit on the line (as the authors break a long one there: statx(2)'s
 * "stx_mask") if that adds fewer lines than a line of its own (none where
 * only its first word would stay with the code), or as many where a line of
 * its own would be left of AT, the break is not an odd one
 * (kt_lay_run_lines: perf_event_open(2)'s "with kprobe_func == NULL" broken
 * before "NULL" reads worse than a column one to the left) and the comment
 * ends on its line (the lines an author wrote, ptrace(2)'s "is_error", are
 * kept rather than filled again), so that the comment stays at the run's
 * column; on a line of its own (kt_lay_run_own) where its code reaches AT,
 * where it is one as written, and otherwise.  One whose line cannot break
 * before it stays after its code.  Its column in *COL, whether on a line of
 * its own in *OWN; where it stays beside its code but a line of its own
 * adds as many lines, the column it would take there in *EITHER, else
 * UINT32_MAX. */
static uint32_t
kt_lay_run_fate(struct kt_lay *lay, size_t t, uint32_t at, uint32_t *col,
		bool *own, uint32_t *either)
{
	const struct kt_tok *k = &lay->tok[t];
	uint32_t lim = lay->limit[k->line], l = KT_LAY_NOFIT, o;
	bool odd = false;

	*col = at;
	*either = UINT32_MAX;
	if (!k->first && !kt_lay_run_breaks(lay, k)) {
		/* no line break before it: after its code, at AT or as
		 * far right as its code needs */
		*own = false;
		if (kt_lay_bound(lay, t) > at)
			*col = kt_lay_bound(lay, t);
		l = kt_lay_run_lines(lay, t, *col, lim, false, NULL);
		return l >= KT_LAY_NOFIT ? KT_LAY_NOFIT : l - 1;
	}
	*own = k->first || kt_lay_bound(lay, t) > at;
	if (!*own) {
		l = kt_lay_run_lines(lay, t, at, lim, false, &odd);
		if (l == 1)
			return 0;
	}
	/* a line of its own that it does not have as written may take the
	 * room, not the width of the line of code as written */
	o = kt_lay_run_own(lay, t, at,
	    !k->first && lay->room < lim ? lay->room : lim, col);
	if (!*own && l < KT_LAY_NOFIT &&
	    (l - 1 < o || (l - 1 == o && *col != at && !odd &&
	    kt_lay_run_closes(lay, t)))) {
		if (l - 1 == o)
			*either = *col;
		*col = at;
		return l - 1;
	}
	*own = true;
	return o;
}

/* Where the N tokens TS of a run of a column of comments go if the run's
 * column is AT (kt_lay_run_fate), each its column in COL[K] and whether on
 * a line of its own in OWN[K], and what that costs: the lines they add to
 * the block, then the columns they make (a column one or two to the side of
 * another reads as a slip, not as the author's), then the comments that
 * leave their code for a line of their own, then those that break beside
 * it.  Those that leave their code for a line of their own go at one
 * column, the leftmost that one of them needs, as far as their names allow
 * (the author's perf_event_open(2): "if PERF_SAMPLE_DATA_PAGE_SIZE" two
 * columns left of the others); where that is left of AT, one that could as
 * well leave its code (kt_lay_run_fate's EITHER) goes with them, not beside
 * its code at AT (ptrace(2)'s "rval" and "is_error"). A comment on a line
 * of its own as written goes with them where it would be right of them,
 * else keeps the column it finds for itself (UFFDIO_CONTINUE(2const)'s
 * "Range to install PTEs for and continue" makes a column that its
 * neighbours then join). */
static uint64_t
kt_lay_run_plan(struct kt_lay *lay, const uint32_t *ts, size_t n,
		uint32_t at, uint32_t *col, bool *own)
{
	uint64_t lines = 0, moved = 0, broken = 0, cols = 0;
	uint32_t far = at, pull, *either = kt_xcalloc(n, sizeof *either);
	uint32_t *cost = kt_xcalloc(n, sizeof *cost);
	bool beside = false;
	size_t k;

	for (k = 0; k < n; k++) {
		cost[k] = kt_lay_run_fate(lay, ts[k], at, &col[k], &own[k],
		    &either[k]);
		if (own[k] && !lay->tok[ts[k]].first && col[k] < far)
			far = col[k];
	}
	/* those that could as well leave their code go with those that
	 * do, where those go left of AT */
	for (k = 0; k < n && far < at; k++)
		if (either[k] != UINT32_MAX) {
			own[k] = true;
			col[k] = either[k];
			if (col[k] < far)
				far = col[k];
		}
	for (pull = far, k = 0; k < n; k++)
		if (own[k] && col[k] < pull)
			pull = col[k];
	for (k = 0; k < n; k++) {
		const struct kt_tok *t = &lay->tok[ts[k]];

		lines += cost[k];
		if (t->first) {
			/* with them, where it would be right of them */
			if (pull < at && col[k] > pull)
				col[k] = pull;
			beside |= col[k] == at;
			cols += col[k] != at && col[k] != far;
			continue;
		}
		if (own[k])
			col[k] = col[k] == at || pull > t[-1].newcol ? pull :
			    t[-1].newcol;
		moved += own[k];
		/* one that goes on in a line that starts with a "*", which
		 * no word can join, breaks worse than it moves */
		if (!own[k] && cost[k] > 0 && kt_lay_star_line(lay, t->line + 1))
			moved++;
		else
			broken += !own[k] && cost[k] > 0;
		beside |= col[k] == at;
		/* a column of its own, but the pulled one counted once */
		cols += col[k] != at && !(own[k] && col[k] == pull);
	}
	/* the run's one column costs nothing: a second one does */
	cols += beside + (far != at);
	cols -= cols > 0;
	free(either);
	free(cost);
	return ((lines * (n + 1) + cols) * (n + 1) + moved) * (n + 1) +
	    broken;
}

/* What the N tokens TS of a run of a column of comments cost at column
 * AT (kt_lay_run_plan). */
static uint64_t
kt_lay_run_cost(struct kt_lay *lay, const uint32_t *ts, size_t n,
		uint32_t at)
{
	uint32_t *col = kt_xcalloc(n, sizeof *col);
	bool *own = kt_xcalloc(n, sizeof *own);
	uint64_t cost = kt_lay_run_plan(lay, ts, n, at, col, own);

	free(col);
	free(own);
	return cost;
}

static int
kt_lay_run_cmp(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/* The column of a run of a column of comments placed on its own: the N
 * tokens TS, all at column C, chosen as a careful person chooses it by
 * hand, by what it costs (kt_lay_run_cost): of C and the columns where
 * each line's code ends (with one blank), the cheapest (the fewest
 * lines, then columns, then comments moved, then broken), and of those
 * the nearest to C; where that adds no line, as far right as the
 * narrowest gap that the author left before the run's comments takes
 * it, where that costs no more.  One long line
 * does not push the others' comments onto lines of their own: its own
 * goes there. */
static uint32_t
kt_lay_run_col(struct kt_lay *lay, const uint32_t *ts, size_t n, uint32_t c)
{
	uint32_t gap = UINT32_MAX, best = c, *cand, g;
	uint64_t bcost = kt_lay_run_cost(lay, ts, n, c), cost;
	size_t k, m = 0;

	/* the candidates, each once, in order: the lines of a run end at
	 * a few columns, so a long run costs a few passes, not one a line */
	cand = kt_xcalloc(n, sizeof *cand);
	for (k = 0; k < n; k++) {
		const struct kt_tok *t = &lay->tok[ts[k]];

		if (t->first)
			continue;
		if (t->col - (t[-1].col + t[-1].width) < gap)
			gap = t->col - (t[-1].col + t[-1].width);
		if (kt_lay_bound(lay, ts[k]) > c)
			cand[m++] = kt_lay_bound(lay, ts[k]);
	}
	qsort(cand, m, sizeof *cand, kt_lay_run_cmp);
	for (k = 0; k < m; k++) {
		if (k > 0 && cand[k] == cand[k - 1])
			continue;
		cost = kt_lay_run_cost(lay, ts, n, cand[k]);
		if (cost < bcost) {
			bcost = cost;
			best = cand[k];
		}
	}
	free(cand);
	/* (a cost below a line's, kt_lay_run_plan, adds no line) */
	if (best == c || gap == UINT32_MAX ||
	    bcost >= (uint64_t)(n + 1) * (n + 1) * (n + 1))
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

/* Place the M tokens RUN of a run of a column of comments where
 * kt_lay_run_plan puts them at the run's column (kt_lay_run_col): those
 * at that column as one group, each other on its own; those that go on a
 * line of their own after code break before their comment. */
static void
kt_lay_run_set(struct kt_lay *lay, const uint32_t *run, size_t m, uint32_t c)
{
	uint32_t at = kt_lay_run_col(lay, run, m, c), root = UINT32_MAX;
	uint32_t *col = kt_xcalloc(m, sizeof *col);
	bool *own = kt_xcalloc(m, sizeof *own);
	size_t b;

	(void)kt_lay_run_plan(lay, run, m, at, col, own);
	for (b = 0; b < m; b++) {
		struct kt_tok *t = &lay->tok[run[b]];

		t->brk = own[b] && !t->first;
		t->placed = true;
		if (col[b] == at && root == UINT32_MAX)
			root = run[b];
		t->parent = col[b] == at ? root : run[b];
		if (col[b] != at || run[b] == root) {
			t->deliberate = true;
			t->ran = true;
			t->need = col[b];
			t->ngaps = 0;
		}
	}
	free(col);
	free(own);
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

/* Are the N tokens TS of a column code and comments on lines of their
 * own, none after code? */
static bool
kt_lay_runs_indent(const struct kt_lay *lay, const uint32_t *ts, size_t n)
{
	bool code = false;
	size_t b;

	for (b = 0; b < n; b++) {
		const struct kt_tok *t = &lay->tok[ts[b]];

		if (kt_lay_comment_col(t) && !t->first)
			return false;
		code |= !kt_lay_comment_col(t);
	}
	return code;
}

/* A column of comments is one column through its structure (see
 * layout_columns.c) where the room holds it; where moving it as a whole
 * would make a line too wide, each run of it is placed on its own
 * (kt_lay_runs_place).  So a run whose lines
 * do not reach the column keeps it, and the others go where they add
 * the fewest lines.  The tokens ORDER[I] to ORDER[J - 1] start at one
 * column; their groups' needs are set. */
void
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
		/* comments on lines of their own at the indent of the
		 * code they stand in (sched_setattr(2): "For
		 * SCHED_DEADLINE" under the members' types) are in a
		 * column of code, which keeps its column: its lines break
		 * instead */
		if (kt_lay_runs_indent(lay, ts, n))
			continue;
		for (b = 0; b < n && !press; b++)
			press = need + kt_lay_tail(lay, ts[b]) >
			    lay->limit[lay->tok[ts[b]].line];
		if (press)
			kt_lay_runs_place(lay, ts, n, c);
	}
	free(ts);
}
