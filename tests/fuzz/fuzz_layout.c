/* fuzz_layout.c: libFuzzer harness of the layout engine (layout.h).
 *
 * The input after the first two bytes is a no-fill block: each line goes
 * through the roff scanner (which starts in no-fill, as after ".nf") and
 * the rewriter, as the filter does, and the block then through
 * kt_layout_stream (or, bit 5 of the first byte, each line through
 * kt_layout_line alone, as past the block cap).  The first byte:
 *   bit 0     the mode of the word edits: iso or both;
 *   bits 2-4  the classes of the built-in table: fixed, aligned, endian;
 *   bit 5     line by line instead of the block.
 * The second byte is the room, the columns that kt_layout_stream lets a
 * line take (0: no limit), as the filter gives it from the page's indent
 * (the filter harness's pages set it with .RS, .in, ...).  A line of
 * text that troff reads on its own may be broken there, as the filter
 * lets it (kt_layout_line.breakable; a call of a font macro is not,
 * which needs the filter's own reading of the call).
 *
 * Invariants: the engine only adds edits; every edit it adds replaces
 * blanks only (by spaces, or on a breakable line by a newline and
 * spaces: a break) or inserts "\ " pairs where it widens an argument
 * separator; a line's edits are sorted, do not overlap and stay inside
 * the line; the word edits are kept as they were; each line with its
 * edits applied and its breaks joined again (kt_unbreak_join, the one
 * reading of the break format) differs from the source line only in
 * blanks and type words (kt_fuzz_derives), so that the code's other
 * bytes are kept and a comment only moves; and where kt_layout_stream
 * says that every line fits (a break existed wherever one was needed),
 * every line it gives, each part of a broken line and a line that a
 * reflowed comment joins to the next (kt_layout_line.join) with it,
 * ends within the room, or within its width as written where that is
 * wider (kt_fuzz_check_room, which counts columns itself on lines of
 * ASCII text, tabs at KT_LAYOUT_TAB, and leaves the other lines to the
 * engine's own tests).
 */
#include "fuzz_common.h"
#include "../tools/unbreak.h"

#include "edit.h"
#include "layout.h"
#include "rewrite.h"

struct kt_fuzz_line {
	const unsigned char *p;
	size_t len;		/* without the newline */
	struct kt_vis *v;
	size_t nv;
	struct kt_edits edits;
	size_t nwords;		/* the rewriter's edits */
	struct kt_edit *words;	/* a copy of them */
	bool text;
	bool newline;		/* the line ends in a newline */
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A copy of the N elements of SIZE bytes at SRC (room for one more, so
 * that none is a zero-sized allocation). */
static void *
kt_fuzz_dup(const void *src, size_t n, size_t size)
{
	void *d = malloc((n + 1) * size);

	if (d == NULL)
		abort();
	if (n > 0)
		memcpy(d, src, n * size);
	return d;
}

/* Line L through the scanner ST (INFO, VIS), and what the filter says of
 * it to the engine in LL: where the page's tabs stop is known, and it is
 * breakable if troff reads it on its own, a line of text (see
 * filter_hold.c, kt_filter_fill). */
static void
kt_fuzz_read_line(struct kt_roff *st, struct kt_line_info *info,
		  struct kt_vis_buf *vis, const struct kt_fuzz_line *l,
		  struct kt_layout_line *ll)
{
	bool own = !kt_roff_open(st) && !kt_roff_in_table(st);
	bool esc = st->esc_on && st->esc == '\\';

	ll->tabs_set = st->tabs_set;
	kt_roff_line(st, l->p, l->len, info, vis);
	ll->macro = info->kind == KT_LINE_MACRO;
	ll->breakable = own && !kt_roff_open(st) && l->newline &&
	    info->kind == KT_LINE_TEXT;
	ll->joinable = ll->breakable && esc;
}

/* Read the N bytes at P as a no-fill block into LINES and LL (one entry
 * a line): each line through the scanner and, in MODE, the rewriter
 * with table T, as the filter does; the rewriter's edits are copied, to
 * be compared afterwards.  Returns the number of lines. */
static size_t
kt_fuzz_read_block(const struct kt_table *t, enum kt_mode mode,
		   const unsigned char *p, size_t n,
		   struct kt_fuzz_line *lines, struct kt_layout_line *ll)
{
	static const unsigned char nf[] = ".nf";
	struct kt_roff st;
	struct kt_line_info info;
	struct kt_vis_buf vis = { NULL, 0, 0 };
	size_t nl = 0, i, start;

	kt_roff_init(&st);
	kt_roff_line(&st, nf, sizeof nf - 1, &info, NULL);
	for (start = 0; start < n; start = i + 1) {
		struct kt_fuzz_line *l = &lines[nl];

		for (i = start; i < n && p[i] != '\n'; i++)
			;
		l->p = p + start;
		l->len = i - start;
		l->newline = i < n;
		kt_fuzz_read_line(&st, &info, &vis, l, &ll[nl]);
		l->text = info.kind == KT_LINE_TEXT || info.kind == KT_LINE_MACRO;
		if (info.kind != KT_LINE_RAW && info.kind != KT_LINE_COMMENT &&
		    vis.n > 0)
			kt_rewrite_line(t, mode, vis.v, vis.n, info.nofill,
			    info.table, &l->edits, NULL);
		l->nv = l->text ? vis.n : 0;
		l->v = kt_fuzz_dup(vis.v, l->nv, sizeof *l->v);
		l->nwords = l->edits.n;
		l->words = kt_fuzz_dup(l->edits.e, l->nwords, sizeof *l->words);
		ll[nl].v = l->v;
		ll[nl].nv = l->nv;
		ll[nl].edits = &l->edits;
		ll[nl].text = l->text;
		nl++;
	}
	kt_vis_buf_free(&vis);
	return nl;
}

/* Lay out the NL lines LL: the block through kt_layout_stream in ROOM
 * columns, or, if ONE, each line with word edits through kt_layout_line
 * alone.  Returns what kt_layout_stream says (true: every line fits),
 * false for ONE. */
static bool
kt_fuzz_lay_out(struct kt_layout_line *ll, size_t nl, uint32_t room,
		bool one)
{
	size_t i;

	if (!one)
		return kt_layout_stream(ll, nl, room, NULL, NULL);
	for (i = 0; i < nl; i++)
		if (ll[i].text && ll[i].edits->n > 0) {
			kt_layout_line(&ll[i]);
			kt_edits_sort(ll[i].edits->e, ll[i].edits->n);
		}
	return false;
}

/* Edit E of line L (line number LINE; LL what the engine was told of
 * it) is a layout edit: it replaces blanks only, and inserts nothing but
 * "\ " pairs where it has text, or on a breakable line puts a newline
 * and spaces in their place (a break). */
static void
kt_fuzz_check_layout_edit(const struct kt_fuzz_line *l,
			  const struct kt_layout_line *ll, size_t line,
			  const struct kt_edit *e)
{
	size_t k;

	for (k = e->off; k < e->off + e->len; k++)
		if (!kt_fuzz_blank(l->p[k]))
			KT_FUZZ_FAIL("line %zu: a layout edit replaces byte "
			    "%zu, 0x%02x, not a blank", line, k, l->p[k]);
	if (e->text == NULL)
		return;
	if (e->tlen > 0 && e->text[0] == '\n') {
		if (!ll->breakable || e->len == 0)
			KT_FUZZ_FAIL("line %zu: a break %s", line,
			    e->len == 0 ? "in no blanks" :
			    "in a line that may not break");
		for (k = 1; k < e->tlen; k++)
			if (e->text[k] != ' ')
				KT_FUZZ_FAIL("line %zu: a break's indent has "
				    "0x%02x", line, (unsigned char)e->text[k]);
		return;
	}
	if (e->len != 0 || e->tlen % 2 != 0)
		KT_FUZZ_FAIL("line %zu: a layout edit with text replaces "
		    "bytes", line);
	for (k = 0; k < e->tlen; k += 2)
		if (e->text[k] != '\\' || e->text[k + 1] != ' ')
			KT_FUZZ_FAIL("line %zu: a layout edit inserts more "
			    "than \"\\ \"", line);
}

/* Is E one of the rewriter's word edits of line L, as it was? */
static bool
kt_fuzz_word_kept(const struct kt_fuzz_line *l, const struct kt_edit *e)
{
	size_t k;

	for (k = 0; k < l->nwords; k++)
		if (memcmp(&l->words[k], e, sizeof *e) == 0)
			return true;
	return false;
}

/* The edits of line L (line number LINE): inside the line, sorted, not
 * overlapping; the word edits kept as they were, every one of them; the
 * others layout edits (kt_fuzz_check_layout_edit). */
static void
kt_fuzz_check_edits(const struct kt_fuzz_line *l,
		    const struct kt_layout_line *ll, size_t line)
{
	const struct kt_edit *e = l->edits.e;
	size_t j, seen = 0;

	for (j = 0; j < l->edits.n; j++) {
		if (e[j].off > l->len || e[j].len > l->len - e[j].off)
			KT_FUZZ_FAIL("line %zu: edit %zu (%u+%u) outside "
			    "the line (%zu bytes)", line, j, e[j].off,
			    e[j].len, l->len);
		if (j > 0 && e[j - 1].off + e[j - 1].len > e[j].off)
			KT_FUZZ_FAIL("line %zu: edits %zu and %zu overlap "
			    "or are out of order", line, j - 1, j);
		if (e[j].type == NULL) {
			kt_fuzz_check_layout_edit(l, ll, line, &e[j]);
			continue;
		}
		if (!kt_fuzz_word_kept(l, &e[j]))
			KT_FUZZ_FAIL("line %zu: a word edit was changed", line);
		seen++;
	}
	if (seen != l->nwords)
		KT_FUZZ_FAIL("line %zu: %zu word edits, %zu kept", line,
		    l->nwords, seen);
}

/* The N bytes at P, lines broken by the engine, joined again as the one
 * line they were broken from (kt_unbreak_join); its length in *LEN. */
static const unsigned char *
kt_fuzz_unbreak(const unsigned char *p, size_t n, size_t *len)
{
	static struct kt_unbreak_buf b;
	static size_t *off, *lens, cap;
	size_t i, m = 0, start = 0;

	for (i = 0; i <= n; i++) {
		if (i < n && p[i] != '\n')
			continue;
		if (m == cap) {
			cap = 2 * cap + 8;
			off = realloc(off, cap * sizeof *off);
			lens = realloc(lens, cap * sizeof *lens);
			if (off == NULL || lens == NULL)
				abort();
		}
		off[m] = start;
		lens[m++] = i - start;
		start = i + 1;
	}
	kt_unbreak_join(&b, p, off, lens, 0, m);
	*len = b.n;
	return b.p;
}

/* Line L (line number LINE) with its edits applied, and its breaks
 * joined again, differs from it only in blanks and the type words of
 * MODE in table T (kt_fuzz_derives). */
static void
kt_fuzz_check_derives(const struct kt_table *t, enum kt_mode mode,
		      const struct kt_fuzz_line *l, size_t line)
{
	struct kt_writer w;
	const unsigned char *j;
	size_t jl;

	kt_writer_init_mem(&w);
	kt_edits_apply(&w, l->p, l->len, l->edits.e, l->edits.n);
	j = kt_fuzz_unbreak(w.buf, w.len, &jl);
	if (!kt_fuzz_derives(t, kt_fuzz_reps(mode), true, true, l->p,
	    l->len, j, jl)) {
		fprintf(stderr, "--- line %zu\n", line);
		fwrite(l->p, 1, l->len, stderr);
		fprintf(stderr, "\n--- laid out\n");
		fwrite(w.buf, 1, w.len, stderr);
		fprintf(stderr, "\n---\n");
		KT_FUZZ_FAIL("line %zu changes more than type words and "
		    "blanks", line);
	}
	kt_writer_free(&w);
}

/* Where a walk of a line's columns is (kt_fuzz_walk). */
struct kt_fuzz_cols {
	uint32_t col;		/* the column after what was walked */
	uint32_t end;		/* ... after its last character not blank */
	uint32_t limit;		/* where each part of the line must end */
	size_t line;		/* its line number, for the message */
};

/* Vis char V moves the walk C (tab stops unknown if TABS_SET); false if
 * the harness does not count its columns (a character beyond ASCII, a
 * tab whose stop the page set). */
static bool
kt_fuzz_advance(struct kt_fuzz_cols *c, const struct kt_vis *v,
		bool tabs_set)
{
	if (v->flags & (KT_VF_ZERO | KT_VF_MEASURED | KT_VF_BREAK))
		return true;	/* no place */
	if (v->c == '\t') {
		c->col = (c->col / KT_LAYOUT_TAB + 1) * KT_LAYOUT_TAB;
		return !tabs_set;
	}
	if ((v->flags & KT_VF_PLAIN) && v->c >= 0x80)
		return false;
	c->col += v->c == KT_VIS_WIDE ? 2 : 1;
	if (v->c != ' ')
		c->end = c->col;
	return true;
}

/* Edit E moves the walk C: a break ends a part of the line, which must
 * end within the limit, and starts the next at its indent. */
static void
kt_fuzz_edit_cols(struct kt_fuzz_cols *c, const struct kt_edit *e)
{
	if (e->text != NULL && e->tlen > 0 && e->text[0] == '\n') {
		if (c->end > c->limit)
			KT_FUZZ_FAIL("line %zu: a part of a broken line ends "
			    "at column %u, past %u", c->line, c->end,
			    c->limit);
		c->col = e->tlen - 1;
		c->end = 0;
		return;
	}
	c->col += e->width;
	if (e->type != NULL)
		c->end = c->col;	/* a type word */
}

/* Walk the columns of line L (LL) from C's column, with its edits if
 * EDITED: every part of it must end within C's limit; C at its end.
 * False if the harness does not count the line (kt_fuzz_advance). */
static bool
kt_fuzz_walk(const struct kt_fuzz_line *l, const struct kt_layout_line *ll,
	     bool edited, struct kt_fuzz_cols *c)
{
	const struct kt_edit *e = l->edits.e;
	size_t ne = edited ? l->edits.n : 0, j = 0, k;

	for (k = 0; k < l->nv; k++) {
		uint32_t s = l->v[k].src;

		for (; j < ne && e[j].off <= s; j++)
			kt_fuzz_edit_cols(c, &e[j]);
		if (j > 0 && s < e[j - 1].off + e[j - 1].len)
			continue;	/* replaced */
		if (!kt_fuzz_advance(c, &l->v[k], ll->tabs_set))
			return false;
	}
	for (; j < ne; j++)
		kt_fuzz_edit_cols(c, &e[j]);
	if (edited && c->end > c->limit)
		KT_FUZZ_FAIL("line %zu ends at column %u, past %u", c->line,
		    c->end, c->limit);
	return true;
}

/* kt_layout_stream said that the NL lines LINES (LL) fit in ROOM
 * columns: each line of text, each part of it where it is broken, ends
 * within the room or within its own width as written if that is more;
 * a line that the next is joined to goes on with the next's first part
 * (within the wider of the two). */
static void
kt_fuzz_check_room(const struct kt_fuzz_line *lines,
		   const struct kt_layout_line *ll, size_t nl, uint32_t room)
{
	struct kt_fuzz_cols c, w;
	uint32_t carry = 0, before = 0;
	bool joined = false;
	size_t i;

	for (i = 0; i < nl; i++) {
		memset(&w, 0, sizeof w);
		w.limit = UINT32_MAX;
		if (!ll[i].text || !kt_fuzz_walk(&lines[i], &ll[i], false,
		    &w)) {
			joined = false;
			continue;
		}
		c.col = c.end = joined ? carry : 0;
		c.limit = room > w.end ? room : w.end;
		if (joined && before > c.limit)
			c.limit = before;
		c.line = i + 1;
		if (!kt_fuzz_walk(&lines[i], &ll[i], true, &c)) {
			joined = false;
			continue;
		}
		joined = ll[i].join;
		carry = c.end;
		before = w.end;
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct kt_fuzz_line *lines;
	struct kt_layout_line *ll;
	const struct kt_table *t;
	enum kt_mode mode;
	const unsigned char *p;
	size_t n, nl = 0, i;
	uint32_t room;
	bool one, fits;

	kt_fuzz_init();
	if (size < 2)
		return 0;
	mode = (data[0] & 1) ? KT_MODE_BOTH : KT_MODE_ISO;
	t = kt_fuzz_table((data[0] >> 2) & 7);
	one = (data[0] & 0x20) != 0;
	room = data[1];
	p = data + 2;
	n = size - 2;

	for (i = 0; i < n; i++)
		nl += p[i] == '\n';
	lines = calloc(nl + 1, sizeof *lines);
	ll = calloc(nl + 1, sizeof *ll);
	if (lines == NULL || ll == NULL)
		abort();
	nl = kt_fuzz_read_block(t, mode, p, n, lines, ll);
	fits = kt_fuzz_lay_out(ll, nl, room, one);
	for (i = 0; i < nl; i++) {
		kt_fuzz_check_edits(&lines[i], &ll[i], i + 1);
		kt_fuzz_check_derives(t, mode, &lines[i], i + 1);
	}
	if (fits && room > 0)
		kt_fuzz_check_room(lines, ll, nl, room);

	for (i = 0; i < nl; i++) {
		kt_edits_free(&lines[i].edits);
		free(lines[i].v);
		free(lines[i].words);
	}
	free(lines);
	free(ll);
	return 0;
}
