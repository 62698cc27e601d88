/* filter.c: the filter (see filter.h). */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "layout.h"
#include "prelude.h"
#include "rewrite.h"
#include "util.h"

struct kt_held {
	size_t off, len;	/* bytes in hbuf, with the newline */
	size_t voff, nv;	/* visible characters in hvis */
	struct kt_edits edits;
	bool text;		/* renders text */
};

void
kt_filter_init(struct kt_filter *f, const struct kt_table *t,
	       struct kt_writer *out)
{
	memset(f, 0, sizeof *f);
	kt_roff_init(&f->roff);
	kt_mode_init(&f->mode);
	f->table = t;
	f->out = out;
}

void
kt_filter_free(struct kt_filter *f)
{
	size_t i;

	for (i = 0; i < f->nheld; i++)
		kt_edits_free(&f->held[i].edits);
	free(f->held);
	free(f->hbuf);
	free(f->hvis);
	free(f->lf_file);
	free(f->block_keys.t);
	free(f->table_keys.t);
	free(f->section_keys.t);
	kt_vis_buf_free(&f->vis);
	kt_edits_free(&f->edits);
	memset(f, 0, sizeof *f);
}

/* Write the held block, laid out, and empty it. */
static void
kt_filter_flush(struct kt_filter *f)
{
	struct kt_layout_line *ll;
	size_t i;

	if (f->nheld == 0)
		return;
	ll = kt_xcalloc(f->nheld, sizeof *ll);
	for (i = 0; i < f->nheld; i++) {
		ll[i].v = f->hvis != NULL ? f->hvis + f->held[i].voff : NULL;
		ll[i].nv = f->held[i].nv;
		ll[i].edits = &f->held[i].edits;
		ll[i].text = f->held[i].text;
	}
	if (!f->overflow)
		kt_layout_block(ll, f->nheld);
	for (i = 0; i < f->nheld; i++) {
		struct kt_held *h = &f->held[i];
		kt_edits_apply(f->out, f->hbuf + h->off, h->len, h->edits.e,
		    h->edits.n);
		kt_edits_free(&h->edits);
	}
	free(ll);
	f->nheld = 0;
	f->hlen = 0;
	f->hvlen = 0;
}

/* Hold LINE (LEN bytes) with the current visible characters and edits. */
static void
kt_filter_hold(struct kt_filter *f, const unsigned char *line, size_t len,
	       bool text)
{
	struct kt_held *h;

	f->held = kt_xgrow(f->held, &f->capheld, f->nheld + 1, sizeof *f->held);
	f->hbuf = kt_xgrow(f->hbuf, &f->hcap, f->hlen + len, 1);
	f->hvis = kt_xgrow(f->hvis, &f->hvcap, f->hvlen + f->vis.n,
	    sizeof *f->hvis);
	h = &f->held[f->nheld++];
	memset(h, 0, sizeof *h);
	h->off = f->hlen;
	h->len = len;
	memcpy(f->hbuf + f->hlen, line, len);
	f->hlen += len;
	h->voff = f->hvlen;
	h->nv = text ? f->vis.n : 0;
	if (h->nv > 0)
		memcpy(f->hvis + f->hvlen, f->vis.v, h->nv * sizeof *f->hvis);
	f->hvlen += h->nv;
	h->text = text;
	if (f->edits.n > 0) {
		h->edits.e = kt_xmalloc(f->edits.n * sizeof *h->edits.e);
		memcpy(h->edits.e, f->edits.e, f->edits.n * sizeof *h->edits.e);
		h->edits.n = h->edits.cap = f->edits.n;
	}
}

/* The mode request: ".ktypes MODE". */
static void
kt_filter_mode_request(struct kt_filter *f, const unsigned char *line,
		       size_t len, size_t args)
{
	size_t a[3][2], k;
	enum kt_mode mode;

	k = kt_roff_args(&f->roff, line, len, args, a, 3);
	if (k == 0) {
		kt_msg(&f->where, KT_MSG_MODE_MISSING, NULL, NULL);
		return;
	}
	if (a[0][1] == 7 && memcmp(line + a[0][0], "literal", 7) == 0) {
		/* ".ktypes literal [on|off]": a region of kernel spellings */
		const unsigned char *w = k > 1 ? line + a[1][0] : line;
		if (k == 1 || (a[1][1] == 2 && memcmp(w, "on", 2) == 0))
			f->literal = true;
		else if (a[1][1] == 3 && memcmp(w, "off", 3) == 0)
			f->literal = false;
		else
			kt_msg_n(&f->where, KT_MSG_LITERAL_ARG, w, a[1][1], NULL);
		if (k > 2)
			kt_msg_n(&f->where, KT_MSG_MODE_EXTRA, line + a[2][0],
			    a[2][1], NULL);
		return;
	}
	if (k > 1)
		kt_msg_n(&f->where, KT_MSG_MODE_EXTRA, line + a[1][0], a[1][1],
		    NULL);
	if (!kt_mode_parse((const char *)line + a[0][0], a[0][1], &mode)) {
		kt_msg_n(&f->where, KT_MSG_MODE_UNKNOWN_PAGE, line + a[0][0],
		    a[0][1], NULL);
		return;
	}
	(void)kt_mode_set(&f->mode, mode, KT_MODE_FROM_PAGE);
}

/* An incoming ".lf N [FILE]": the next line is line N of FILE. */
static void
kt_filter_lf(struct kt_filter *f, const unsigned char *line, size_t len,
	     size_t args)
{
	size_t a[2][2], k, i;
	unsigned long n = 0;

	k = kt_roff_args(&f->roff, line, len, args, a, 2);
	if (k == 0 || a[0][1] == 0)
		return;
	for (i = 0; i < a[0][1]; i++) {
		unsigned char c = line[a[0][0] + i];
		if (c < '0' || c > '9')
			return;
		if (n < 100000000ul)
			n = n * 10 + (c - '0');
	}
	f->where.line = n > 0 ? n - 1 : 0;
	if (k > 1 && a[1][1] > 0) {
		/* for messages only: quoted, so that a NUL does not cut it */
		size_t size = 4 * a[1][1] + 1;
		free(f->lf_file);
		f->lf_file = kt_xmalloc(size);
		(void)kt_msg_quote(f->lf_file, size, line + a[1][0], a[1][1],
		    true);
		f->where.file = f->lf_file;
	}
}

/* Write ".lf N": the next line is input line N again. */
static void
kt_filter_relf(struct kt_filter *f, unsigned long n)
{
	char buf[48];
	int k = snprintf(buf, sizeof buf, "%clf %lu\n", f->roff.cc, n);

	kt_writer_put(f->out, buf, (size_t)k);
}

/* Write the prelude (see prelude.h) once, before input line N. */
static void
kt_filter_prelude(struct kt_filter *f, unsigned long n)
{
	size_t i;

	if (f->prelude)
		return;
	f->prelude = true;
	if (!f->out->last_nl)
		kt_writer_put(f->out, "\n", 1);
	kt_writer_put(f->out, KT_PRELUDE_HEAD, strlen(KT_PRELUDE_HEAD));
	kt_writer_put(f->out, kt_prelude_tmac, strlen(kt_prelude_tmac));
	kt_writer_put(f->out, KT_PRELUDE_TAIL, strlen(KT_PRELUDE_TAIL));
	for (i = 0; i < kt_table_size(f->table); i++) {
		const struct kt_type *t = kt_table_entry(f->table, i);
		kt_writer_put(f->out, ".ktypes-define ", 15);
		kt_writer_put(f->out, t->kernel, t->klen);
		kt_writer_put(f->out, " ", 1);
		kt_writer_put(f->out, t->iso_roff, t->rlen);
		kt_writer_put(f->out, "\n", 1);
	}
	kt_filter_relf(f, n);
}

/* Note type T in key list K, once. */
static void
kt_keys_add(struct kt_keys *k, const struct kt_type *t)
{
	size_t i;

	for (i = 0; i < k->n; i++)
		if (k->t[i] == t)
			return;
	k->t = kt_xgrow(k->t, &k->cap, k->n + 1, sizeof *k->t);
	k->t[k->n++] = t;
}

/* Write the key of K (".ktypes-key __u32 uint32_t ...", or the MACRO
 * given) and empty it; the next line is input line N. */
static void
kt_filter_key_as(struct kt_filter *f, struct kt_keys *k, unsigned long n,
		 const char *macro)
{
	size_t i;

	if (k->n == 0)
		return;
	if (!f->out->last_nl)
		kt_writer_put(f->out, "\n", 1);
	kt_writer_put(f->out, &f->roff.cc, 1);
	kt_writer_put(f->out, macro, strlen(macro));
	for (i = 0; i < k->n; i++) {
		kt_writer_put(f->out, " ", 1);
		kt_writer_put(f->out, k->t[i]->kernel, k->t[i]->klen);
		kt_writer_put(f->out, " ", 1);
		kt_writer_put(f->out, k->t[i]->iso_roff, k->t[i]->rlen);
		if (k->t[i]->flags & KT_TYPE_DISTINCT)
			kt_writer_put(f->out, "\\*[ktypes-key-distinct]", 23);
	}
	kt_writer_put(f->out, "\n", 1);
	k->n = 0;
	if (n > 0)
		kt_filter_relf(f, n);
}

static void
kt_filter_key(struct kt_filter *f, struct kt_keys *k, unsigned long n)
{
	kt_filter_key_as(f, k, n, "ktypes-key");
}

/* The key of a table, at its .TE, the next line being input line N: a
 * key of its own (.ktypes-table-key, which keeps clear of the table's
 * box), or in a no-fill block (a table in .nf) the block's key. */
static void
kt_filter_table_key(struct kt_filter *f, unsigned long n)
{
	size_t i;

	if (f->roff.nofill) {
		for (i = 0; i < f->table_keys.n; i++)
			kt_keys_add(&f->block_keys, f->table_keys.t[i]);
		f->table_keys.n = 0;
		return;
	}
	kt_filter_key_as(f, &f->table_keys, n, "ktypes-table-key");
}

/* The mode that the words of the current line take: modes both and
 * annotate call strings of the macro package, which needs the standard
 * escape and control characters. */
static enum kt_mode
kt_filter_word_mode(const struct kt_filter *f)
{
	enum kt_mode m = f->mode.mode;

	if ((m == KT_MODE_BOTH || m == KT_MODE_ANNOTATE) &&
	    (!f->roff.esc_on || f->roff.esc != '\\' || f->roff.cc != '.'))
		return KT_MODE_KERNEL;
	return m;
}

/* A pointer to a type that is not its ISO spelling changes meaning when
 * respelled: warn, or with --strict keep the kernel spelling there. */
static void
kt_filter_abi(struct kt_filter *f)
{
	size_t i, k = 0;

	for (i = 0; i < f->edits.n; i++) {
		const struct kt_edit *e = &f->edits.e[i];
		char a[80], b[240];

		if (!e->pointer) {
			f->edits.e[k++] = *e;
			continue;
		}
		if (f->strict)
			continue;
		f->edits.e[k++] = *e;
		if (f->abi_line == f->where.line && f->abi_type == e->type)
			continue;
		f->abi_line = f->where.line;
		f->abi_type = e->type;
		snprintf(a, sizeof a, "%s *", e->type->kernel);
		snprintf(b, sizeof b, "%s *", e->type->iso);
		kt_msg(&f->where, KT_MSG_ABI_POINTER, a, b);
	}
	f->edits.n = k;
}

/* Filter one input line of LEN bytes (with its newline, if any). */
static void
kt_filter_line(struct kt_filter *f, const unsigned char *line, size_t len)
{
	size_t body = len, i;
	enum kt_mode mode = kt_filter_word_mode(f);
	bool rewrite = mode != KT_MODE_KERNEL;
	bool text, hold, want;
	struct kt_line_info info;

	if (body > 0 && line[body - 1] == '\n')
		body--;
	f->where.line++;
	if ((mode == KT_MODE_BOTH || mode == KT_MODE_ANNOTATE) && !f->prelude) {
		kt_filter_flush(f);
		kt_filter_prelude(f, f->where.line);
	}
	/* What a line renders is needed where it may hold a type word, and
	 * in no-fill code, where the layout engine sees every line. */
	f->vis.n = 0;
	want = rewrite && ((f->roff.nofill &&
	    mode != KT_MODE_ANNOTATE) || kt_table_in_line(f->table, line, body));
	kt_roff_line(&f->roff, line, body, &info, want ? &f->vis : NULL);
	f->edits.n = 0;
	text = info.kind == KT_LINE_TEXT || info.kind == KT_LINE_MACRO;
	if (rewrite && !f->literal && info.kind != KT_LINE_RAW &&
	    info.kind != KT_LINE_COMMENT && f->vis.n > 0)
		kt_rewrite_line(f->table, mode, f->vis.v, f->vis.n,
		    info.nofill, info.table, &f->edits);
	if (mode == KT_MODE_ISO || mode == KT_MODE_BOTH)
		kt_filter_abi(f);
	if (info.heading)
		kt_filter_key(f, &f->section_keys, f->where.line);
	if (mode == KT_MODE_ANNOTATE)
		for (i = 0; i < f->edits.n; i++)
			kt_keys_add(info.table ? &f->table_keys :
			    info.nofill ? &f->block_keys :
			    &f->section_keys, f->edits.e[i].type);

	/* only a change of width needs the layout engine */
	hold = info.nofill && ((rewrite && mode != KT_MODE_ANNOTATE) ||
	    f->nheld > 0) && !f->overflow;
	if (hold && (f->nheld >= KT_BLOCK_MAX_LINES ||
	    f->hlen + len > KT_BLOCK_MAX_BYTES)) {
		char lines[32], mib[32];
		snprintf(lines, sizeof lines, "%d", KT_BLOCK_MAX_LINES);
		snprintf(mib, sizeof mib, "%zu", KT_BLOCK_MAX_BYTES >> 20);
		kt_msg(&f->where, KT_MSG_BLOCK_CAP, lines, mib);
		kt_filter_flush(f);	/* what is held is still laid out */
		f->overflow = true;
		hold = false;
	}
	if (hold)
		kt_filter_hold(f, line, len, text && rewrite);
	else {
		kt_filter_flush(f);
		if (info.nofill && text && f->edits.n > 0) {
			struct kt_layout_line l = { f->vis.v, f->vis.n,
			    &f->edits, true };
			kt_layout_line(&l);
		}
		kt_edits_apply(f->out, line, len, f->edits.e, f->edits.n);
	}
	if (!f->roff.nofill) {
		kt_filter_flush(f);
		f->overflow = false;
		if (f->in_block)
			kt_filter_key(f, &f->block_keys, f->where.line + 1);
	}
	if (info.table_end)
		kt_filter_table_key(f, f->where.line + 1);
	f->in_block = f->roff.nofill;

	/* Requests take effect from the next line on. */
	switch (info.event) {
	case KT_EVENT_MODE:
		kt_filter_mode_request(f, line, body, info.args);
		break;
	case KT_EVENT_LF:
		kt_filter_lf(f, line, body, info.args);
		break;
	case KT_EVENT_NONE:
		break;
	}
}

/* Announce file NAME to troff: ".lf 1 NAME".  troff reads the rest of
 * the line, so the name must not end it (a newline would make what
 * follows it a line of roff); groff 1.22.4 reads the name as one word,
 * quotes and all, and interprets escapes in it (\*[x] interpolates a
 * string), tbl stops at a blank or a backslash, and troff warns of the
 * bytes 0x80 to 0x9F.  So every byte of NAME that is not printable ASCII,
 * and every blank, double quote and backslash, is written as '?'. */
static void
kt_filter_announce(struct kt_filter *f, const char *name)
{
	size_t i, n = strlen(name);
	char safe[256];

	if (!f->announce)
		return;
	if (!f->out->last_nl)
		kt_writer_put(f->out, "\n", 1);
	kt_writer_put(f->out, ".lf 1 ", 6);
	for (i = 0; i < n; i += sizeof safe) {
		size_t j, k = n - i < sizeof safe ? n - i : sizeof safe;

		for (j = 0; j < k; j++) {
			unsigned char c = (unsigned char)name[i + j];
			safe[j] = c > ' ' && c < 0x7F && c != '"' && c != '\\' ?
			    (char)c : '?';
		}
		kt_writer_put(f->out, safe, k);
	}
	kt_writer_put(f->out, "\n", 1);
}

static void
kt_filter_start(struct kt_filter *f, const char *name)
{
	kt_filter_announce(f, name);
	free(f->lf_file);
	f->lf_file = NULL;
	f->where.file = name;
	f->where.line = 0;
	f->abi_type = NULL;
	f->literal = false;
	/* a page's own mode request holds for that page only */
	if (f->mode.source == KT_MODE_FROM_PAGE)
		kt_mode_init(&f->mode);
}

void
kt_filter_run(struct kt_filter *f, struct kt_reader *r, const char *name)
{
	const unsigned char *line;
	size_t len;
	int rc;

	kt_filter_start(f, name);
	while ((rc = kt_reader_line(r, &line, &len)) > 0)
		kt_filter_line(f, line, len);
	kt_filter_flush(f);
	f->overflow = false;
	/* the keys of a block or section that the file leaves open */
	kt_filter_key(f, &f->block_keys, 0);
	kt_filter_key(f, &f->table_keys, 0);
	kt_filter_key(f, &f->section_keys, 0);
	if (rc < 0) {
		struct kt_where w = { name, 0 };
		kt_msg(&w, KT_MSG_READ, strerror(r->err), NULL);
	}
}

void
kt_filter_copy(struct kt_filter *f, struct kt_reader *r, const char *name)
{
	const unsigned char *p;
	size_t len;
	int rc;

	kt_filter_start(f, name);
	while ((rc = kt_reader_chunk(r, &p, &len)) > 0)
		kt_writer_put(f->out, p, len);
	if (rc < 0) {
		struct kt_where w = { name, 0 };
		kt_msg(&w, KT_MSG_READ, strerror(r->err), NULL);
	}
}
