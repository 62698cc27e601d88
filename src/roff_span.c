/* roff_span.c: spans of text and fonts, for the scanner (see roff_int.h).
 *
 * A span is text walked character by character up to a stop: the end of
 * the line, the end of a macro argument, or the closing delimiter of an
 * escape.  Its characters are listed as visible characters with the font
 * in force, escapes (roff_esc.c) as what they render, and the text inside
 * \w and \Z as a span of its own.
 */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "roff_int.h"
#include "tmac.h"
#include "util.h"

void
kt_vis_buf_free(struct kt_vis_buf *b)
{
	free(b->v);
	b->v = NULL;
	b->n = b->cap = 0;
}


/* Where the text before I may be cut: after its last blank since
 * sc->plain, and at I, the start or the end of an escape (not after a CR,
 * which a piece would lose). */
void
kt_scan_cuts(struct kt_scan *sc, size_t i)
{
	const unsigned char *s = sc->s;
	size_t k;

	for (k = i; k > sc->plain; k--)
		if (s[k - 1] == ' ' || s[k - 1] == '\t') {
			sc->cut_blank = k;
			break;
		}
	if (i > 0 && i < sc->n && s[i - 1] != '\r')
		sc->cut_any = i;
}

void
kt_vis_grow(struct kt_vis_buf *b)
{
	b->v = kt_xgrow(b->v, &b->cap, b->n + 1, sizeof *b->v);
}

/* List the characters of ordinary text from I to E (no escape among
 * them), each as kt_scan_span would: a plain character, or a context
 * break at the cell separator of a table. */
static void
kt_vis_run(struct kt_scan *sc, size_t i, size_t e)
{
	struct kt_vis_buf *b = sc->vis;
	const unsigned char *s = sc->s;
	uint16_t flags = (uint16_t)(sc->quoted | sc->measured |
	    (sc->font_type ? KT_VF_TYPEFONT : 0) |
	    (sc->st->cmd_page ? KT_VF_CMDPAGE : 0));
	struct kt_vis *v;

	if (e - i > b->cap - b->n)
		b->v = kt_xgrow(b->v, &b->cap, b->n + (e - i), sizeof *b->v);
	v = b->v + b->n;
	b->n += e - i;
	for (; i < e; i++, v++) {
		v->src = (uint32_t)i;
		v->seg = sc->seg;
		if (sc->tab != 0 && s[i] == sc->tab) {
			v->c = 0;
			v->flags = (uint16_t)(flags | KT_VF_BREAK);
		} else {
			v->c = s[i];
			v->flags = (uint16_t)(flags | KT_VF_PLAIN);
		}
	}
}

/* Is the font named by the N bytes at P roman, the font of running text
 * (as opposed to the bold, italic and constant-width fonts of types and
 * code)? */
static bool
kt_font_roman(const unsigned char *p, size_t n)
{
	return n == 1 && (p[0] == 'R' || p[0] == '1');
}

void
kt_scan_font(struct kt_scan *sc, const unsigned char *p, size_t n)
{
	bool cur = sc->font_type;

	if (n == 0 || (n == 1 && p[0] == 'P')) {
		sc->font_type = sc->font_prev_type;
		sc->font_prev_type = cur;
	} else {
		sc->font_prev_type = cur;
		sc->font_type = !kt_font_roman(p, n);
	}
	sc->seg++;
}

/* To the end of the line, the ordinary text from I up to the next escape
 * is read at once: listed as one run, or skipped.  Returns where the
 * escape is, or N. */
static size_t
kt_span_text(struct kt_scan *sc, size_t i)
{
	const unsigned char *q = sc->st->esc_on ?
	    memchr(sc->s + i, sc->st->esc, sc->n - i) : NULL;
	size_t e = q != NULL ? (size_t)(q - sc->s) : sc->n;

	if (sc->vis != NULL)
		kt_vis_run(sc, i, e);
	return e;
}

/* The text of \w or \Z (escape at I, its text at J): listed, from SAVED,
 * as measured text; \w between context breaks, and its font changes do
 * not last.  Returns the offset after the closing delimiter. */
static size_t
kt_span_measured(struct kt_scan *sc, size_t i, size_t j,
		 const struct kt_esc *e, struct kt_vis_buf *saved)
{
	struct kt_vis_buf *keep = sc->vis;
	bool ft = sc->font_type;
	bool fp = sc->font_prev_type;
	unsigned char m = sc->measured;

	/* \w measures its text, \Z sets it at zero width: neither is laid
	 * out where it stands */
	sc->vis = saved;
	sc->measured = KT_VF_MEASURED;
	if (!e->inline_text)
		kt_vis_push(sc, (uint32_t)i, 0, KT_VF_ESC | KT_VF_BREAK);
	j = kt_scan_span(sc, j, KT_STOP_DELIM, e->dpos, e->dlen, true, true);
	if (!e->inline_text) {
		kt_vis_push(sc, (uint32_t)(j - 1), 0, KT_VF_ESC | KT_VF_BREAK);
		/* fonts in \w do not last */
		sc->font_type = ft;
		sc->font_prev_type = fp;
	}
	sc->measured = m;
	/* what \w renders is a number */
	kt_vis_push(sc, (uint32_t)i, KT_VIS_UNKNOWN, KT_VF_ESC);
	sc->vis = keep;
	return j;
}

/* The argument of any other delimited escape (escape at I, argument at
 * J): device control is passed over untouched, the rest skipped (listing
 * the text of \w inside it if DESCEND); then what the escape renders.
 * Returns the offset after the closing delimiter. */
static size_t
kt_span_skipped(struct kt_scan *sc, size_t i, size_t j,
		const struct kt_esc *e, bool descend)
{
	const unsigned char *s = sc->s;
	size_t n = sc->n;

	if (e->delim == KT_DELIM_RAW) {
		size_t k = j;
		while (k < n && (k + e->dlen > n ||
		    memcmp(s + k, s + e->dpos, e->dlen) != 0))
			k++;
		j = k + e->dlen <= n ? k + e->dlen : n;
	} else {
		bool ct = sc->comment;
		j = kt_scan_span(sc, j, KT_STOP_DELIM, e->dpos, e->dlen,
		    false, descend);
		sc->comment = ct;
	}
	if (e->kind == KT_ESC_BREAK)
		;
	else if (e->c == KT_VIS_ZERO_WIDTH)
		kt_vis_push(sc, (uint32_t)i, 0, KT_VF_ESC | KT_VF_ZERO);
	else
		kt_vis_push(sc, (uint32_t)i, e->c == 0 ? KT_VIS_UNKNOWN : e->c,
		    KT_VF_ESC);
	return j;
}

/* The escape at I in a span (EMIT, DESCEND and SAVED as kt_scan_span
 * has them): lists what it renders.  Returns the offset after it; sets
 * sc->comment if a comment starts at it or inside \w. */
static size_t
kt_span_escape(struct kt_scan *sc, size_t i, bool emit, bool descend,
	       struct kt_vis_buf *saved)
{
	const unsigned char *s = sc->s;
	struct kt_esc e;
	size_t j = kt_esc_parse(sc, i, &e);

	switch (e.kind) {
	case KT_ESC_COMMENT:
		sc->comment = true;
		return sc->n;
	case KT_ESC_CHAR:
		if (s[i + 1] == '*' && e.nlen == KT_TMAC_LEN(KT_TMAC_LITERAL_MARK) &&
		    memcmp(s + e.name, KT_TMAC_LITERAL_MARK, e.nlen) == 0)
			/* it sets nothing */
			kt_vis_push(sc, (uint32_t)i, 0, KT_VF_ESC | KT_VF_ZERO |
			    KT_VF_LITERAL);
		else
			kt_vis_push(sc, (uint32_t)i, e.c, KT_VF_ESC);
		break;
	case KT_ESC_ZERO:
		kt_vis_push(sc, (uint32_t)i, 0, KT_VF_ESC | KT_VF_ZERO |
		    (e.glue ? KT_VF_GLUE : 0) | (e.edge ? KT_VF_EDGE : 0));
		break;
	case KT_ESC_FONT:
		kt_scan_font(sc, s + e.name, e.nlen);
		kt_vis_push(sc, (uint32_t)i, 0, KT_VF_ESC | KT_VF_ZERO);
		break;
	case KT_ESC_BREAK:
	case KT_ESC_DELIM:
		if (e.kind == KT_ESC_BREAK)
			kt_vis_push(sc, (uint32_t)i, 0, KT_VF_ESC | KT_VF_BREAK);
		if (e.delim == KT_DELIM_TEXT && (emit || descend)) {
			j = kt_span_measured(sc, i, j, &e, saved);
			if (sc->comment)
				return sc->n;
		} else if (e.dlen > 0)
			j = kt_span_skipped(sc, i, j, &e, descend || emit);
		break;
	}
	return j;
}

size_t
kt_scan_span(struct kt_scan *sc, size_t i, enum kt_stop stop, size_t dpos,
	     size_t dlen, bool emit, bool descend)
{
	const unsigned char *s = sc->s;
	size_t n = sc->n;
	struct kt_vis_buf *saved = sc->vis;

	if (!emit)
		sc->vis = NULL;
	while (i < n) {
		unsigned char c = s[i];

		if (stop == KT_STOP_EOL &&
		    (!sc->st->esc_on || c != sc->st->esc)) {
			i = kt_span_text(sc, i);
			if (i >= n)
				break;
			c = s[i];
		}
		if (sc->cuts && stop == KT_STOP_EOL) {
			kt_scan_cuts(sc, i);
			sc->item = i;
		}
		if (stop == KT_STOP_DELIM && i + dlen <= n &&
		    memcmp(s + i, s + dpos, dlen) == 0) {
			i += dlen;
			break;
		}
		if (sc->st->esc_on && c == sc->st->esc) {
			size_t j = kt_span_escape(sc, i, emit, descend, saved);

			if (sc->comment) {
				i = n;
				break;
			}
			if (sc->cuts && stop == KT_STOP_EOL) {
				/* after the escape */
				sc->plain = j;
				if (j < n && s[j - 1] != '\r')
					sc->cut_any = j;
			}
			i = j;
			continue;
		}
		if (stop == KT_STOP_SPACE && (c == ' ' || c == '\t'))
			break;
		if (stop == KT_STOP_QUOTE && c == '"') {
			if (i + 1 < n && s[i + 1] == '"') {
				kt_vis_push(sc, (uint32_t)i, '"', KT_VF_ESC);
				i += 2;
				continue;
			}
			i++;
			break;
		}
		if (sc->tab != 0 && c == sc->tab)
			kt_vis_push(sc, (uint32_t)i, 0, KT_VF_BREAK);
		else
			kt_vis_push(sc, (uint32_t)i, c, KT_VF_PLAIN);
		i++;
	}
	sc->vis = saved;
	return i;
}
