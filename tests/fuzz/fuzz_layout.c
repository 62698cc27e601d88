/* fuzz_layout.c: libFuzzer harness of the layout engine (layout.h).
 *
 * The input after the first byte is a no-fill block: each line goes
 * through the roff scanner (which starts in no-fill, as after ".nf") and
 * the rewriter, as the filter does, and the block then through
 * kt_layout_stream (or, bit 5 of the first byte, each line through
 * kt_layout_line alone, as past the block cap).  The first byte:
 *   bit 0     the mode of the word edits: iso or both;
 *   bits 2-4  the classes of the built-in table: fixed, aligned, endian;
 *   bit 5     line by line instead of the block.
 *
 * Invariants: the engine only adds edits; every edit it adds replaces
 * blanks only (by spaces) or inserts "\ " pairs where it widens an
 * argument separator; a line's edits are sorted, do not overlap and stay
 * inside the line; the word edits are kept as they were; and each line
 * with its edits applied differs from the source line only in blanks and
 * type words (kt_fuzz_derives).
 */
#include "fuzz_common.h"

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
		kt_roff_line(&st, l->p, l->len, &info, &vis);
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

/* Lay out the NL lines LL: the block through kt_layout_stream, or, if
 * ONE, each line with word edits through kt_layout_line alone. */
static void
kt_fuzz_lay_out(struct kt_layout_line *ll, size_t nl, bool one)
{
	size_t i;

	if (!one) {
		(void)kt_layout_stream(ll, nl, 0, NULL, NULL);
		return;
	}
	for (i = 0; i < nl; i++)
		if (ll[i].text && ll[i].edits->n > 0) {
			kt_layout_line(&ll[i]);
			kt_edits_sort(ll[i].edits->e, ll[i].edits->n);
		}
}

/* Edit E of line L (line number LINE) is a layout edit: it replaces
 * blanks only, and inserts nothing but "\ " pairs where it has text. */
static void
kt_fuzz_check_layout_edit(const struct kt_fuzz_line *l, size_t line,
			  const struct kt_edit *e)
{
	size_t k;

	for (k = e->off; k < e->off + e->len; k++)
		if (!kt_fuzz_blank(l->p[k]))
			KT_FUZZ_FAIL("line %zu: a layout edit replaces byte "
			    "%zu, 0x%02x, not a blank", line, k, l->p[k]);
	if (e->text == NULL)
		return;
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
kt_fuzz_check_edits(const struct kt_fuzz_line *l, size_t line)
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
			kt_fuzz_check_layout_edit(l, line, &e[j]);
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

/* Line L (line number LINE) with its edits applied differs from it only
 * in blanks and the type words of MODE in table T (kt_fuzz_derives). */
static void
kt_fuzz_check_derives(const struct kt_table *t, enum kt_mode mode,
		      const struct kt_fuzz_line *l, size_t line)
{
	struct kt_writer w;

	kt_writer_init_mem(&w);
	kt_edits_apply(&w, l->p, l->len, l->edits.e, l->edits.n);
	if (!kt_fuzz_derives(t, kt_fuzz_reps(mode), true, true, l->p,
	    l->len, w.buf, w.len)) {
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

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct kt_fuzz_line *lines;
	struct kt_layout_line *ll;
	const struct kt_table *t;
	enum kt_mode mode;
	const unsigned char *p;
	size_t n, nl = 0, i;
	bool one;

	kt_fuzz_init();
	if (size < 1)
		return 0;
	mode = (data[0] & 1) ? KT_MODE_BOTH : KT_MODE_ISO;
	t = kt_fuzz_table((data[0] >> 2) & 7);
	one = (data[0] & 0x20) != 0;
	p = data + 1;
	n = size - 1;

	for (i = 0; i < n; i++)
		nl += p[i] == '\n';
	lines = calloc(nl + 1, sizeof *lines);
	ll = calloc(nl + 1, sizeof *ll);
	if (lines == NULL || ll == NULL)
		abort();
	nl = kt_fuzz_read_block(t, mode, p, n, lines, ll);
	kt_fuzz_lay_out(ll, nl, one);
	for (i = 0; i < nl; i++) {
		kt_fuzz_check_edits(&lines[i], i + 1);
		kt_fuzz_check_derives(t, mode, &lines[i], i + 1);
	}

	for (i = 0; i < nl; i++) {
		kt_edits_free(&lines[i].edits);
		free(lines[i].v);
		free(lines[i].words);
	}
	free(lines);
	free(ll);
	return 0;
}
