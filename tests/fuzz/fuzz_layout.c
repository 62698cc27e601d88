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

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const unsigned char nf[] = ".nf";
	struct kt_roff st;
	struct kt_line_info info;
	struct kt_vis_buf vis = { NULL, 0, 0 };
	struct kt_fuzz_line *lines;
	struct kt_layout_line *ll;
	const struct kt_table *t;
	enum kt_mode mode;
	const unsigned char *p;
	size_t n, nl = 0, i, j, k, start;
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
	kt_roff_init(&st);
	kt_roff_line(&st, nf, sizeof nf - 1, &info, NULL);

	nl = 0;
	for (start = 0; start < n; start = i + 1) {
		struct kt_fuzz_line *l = &lines[nl++];

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
		l->v = malloc((l->nv + 1) * sizeof *l->v);
		if (l->v == NULL)
			abort();
		if (l->nv > 0)
			memcpy(l->v, vis.v, l->nv * sizeof *l->v);
		l->nwords = l->edits.n;
		l->words = malloc((l->nwords + 1) * sizeof *l->words);
		if (l->words == NULL)
			abort();
		if (l->nwords > 0)
			memcpy(l->words, l->edits.e, l->nwords * sizeof *l->words);
		ll[nl - 1].v = l->v;
		ll[nl - 1].nv = l->nv;
		ll[nl - 1].edits = &l->edits;
		ll[nl - 1].text = l->text;
	}
	kt_vis_buf_free(&vis);

	if (one) {
		for (i = 0; i < nl; i++)
			if (ll[i].text && ll[i].edits->n > 0) {
				kt_layout_line(&ll[i]);
				kt_edits_sort(ll[i].edits->e, ll[i].edits->n);
			}
	} else
		(void)kt_layout_stream(ll, nl, 0, NULL, NULL);

	for (i = 0; i < nl; i++) {
		struct kt_fuzz_line *l = &lines[i];
		const struct kt_edit *e = l->edits.e;
		struct kt_writer w;
		size_t seen = 0;

		for (j = 0; j < l->edits.n; j++) {
			if (e[j].off > l->len || e[j].len > l->len - e[j].off)
				KT_FUZZ_FAIL("line %zu: edit %zu (%u+%u) outside "
				    "the line (%zu bytes)", i + 1, j, e[j].off,
				    e[j].len, l->len);
			if (j > 0 && e[j - 1].off + e[j - 1].len > e[j].off)
				KT_FUZZ_FAIL("line %zu: edits %zu and %zu overlap "
				    "or are out of order", i + 1, j - 1, j);
			if (e[j].type != NULL) {
				/* a word edit: one of the rewriter's, as it was */
				for (k = 0; k < l->nwords; k++)
					if (memcmp(&l->words[k], &e[j], sizeof e[j])
					    == 0)
						break;
				if (k == l->nwords)
					KT_FUZZ_FAIL("line %zu: a word edit was "
					    "changed", i + 1);
				seen++;
				continue;
			}
			for (k = e[j].off; k < e[j].off + e[j].len; k++)
				if (!kt_fuzz_blank(l->p[k]))
					KT_FUZZ_FAIL("line %zu: a layout edit "
					    "replaces byte %zu, 0x%02x, not a blank",
					    i + 1, k, l->p[k]);
			if (e[j].text != NULL) {
				if (e[j].len != 0 || e[j].tlen % 2 != 0)
					KT_FUZZ_FAIL("line %zu: a layout edit "
					    "with text replaces bytes", i + 1);
				for (k = 0; k < e[j].tlen; k += 2)
					if (e[j].text[k] != '\\' ||
					    e[j].text[k + 1] != ' ')
						KT_FUZZ_FAIL("line %zu: a layout "
						    "edit inserts more than \"\\ \"",
						    i + 1);
			}
		}
		if (seen != l->nwords)
			KT_FUZZ_FAIL("line %zu: %zu word edits, %zu kept", i + 1,
			    l->nwords, seen);

		kt_writer_init_mem(&w);
		kt_edits_apply(&w, l->p, l->len, l->edits.e, l->edits.n);
		if (!kt_fuzz_derives(t, kt_fuzz_reps(mode), true, true, l->p,
		    l->len, w.buf, w.len)) {
			fprintf(stderr, "--- line %zu\n", i + 1);
			fwrite(l->p, 1, l->len, stderr);
			fprintf(stderr, "\n--- laid out\n");
			fwrite(w.buf, 1, w.len, stderr);
			fprintf(stderr, "\n---\n");
			KT_FUZZ_FAIL("line %zu changes more than type words and "
			    "blanks", i + 1);
		}
		kt_writer_free(&w);
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
