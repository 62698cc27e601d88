/* input.c: one input file's pipeline (see input.h): the encoding found
 * at its start, then the file filtered as it is, or decoded to UTF-8,
 * filtered and encoded back. */
#include <config.h>

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "encoding.h"
#include "filter.h"
#include "input.h"
#include "io.h"
#include "msg.h"

/* Read into R's buffer until the detection has enough of the input (the
 * reader then goes on from there, so that a safe encoding costs nothing),
 * and find the encoding: ENCODING (-e) or the input's. */
static void
kt_input_detect(struct kt_reader *r, const char *encoding,
		struct kt_enc_info *e)
{
	const unsigned char *head;
	size_t n;

	for (;;) {
		kt_reader_peek(r, &head, &n);
		if (kt_enc_head_enough(head, n, encoding == NULL) ||
		    !kt_reader_more(r))
			break;
	}
	kt_reader_peek(r, &head, &n);
	kt_enc_detect(head, n, encoding, e);
}

/* Write the byte-order mark (N bytes at BOM) of the next file to F's
 * output, ahead of the announcement of the file. */
static void
kt_input_bom(struct kt_filter *f, const unsigned char *bom, size_t n)
{
	struct kt_writer *out = kt_filter_output(f);

	if (n == 0)
		return;
	if (kt_filter_announces(f) && !out->last_nl)
		kt_writer_put(out, "\n", 1);
	kt_writer_put(out, bom, n);
	out->last_nl = true;		/* the mark is not a character */
}

/* Pass the N bytes at P, file NAME, through unchanged (but for the
 * announcement of the file); the first BOM of them are its mark. */
static void
kt_input_raw(struct kt_filter *f, const unsigned char *p, size_t n,
	     size_t bom, const char *name)
{
	struct kt_reader mr;

	kt_input_bom(f, p, bom);
	kt_reader_init_mem(&mr, p + bom, n - bom);
	kt_filter_copy(f, &mr, name);
	kt_reader_free(&mr);
}

/* Report the first invalid byte sequence of T, decoded from file NAME in
 * encoding ENC: one warning for the file, citing its line. */
static void
kt_input_invalid(const struct kt_enc_text *t, const char *name,
		 const char *enc)
{
	struct kt_where w = { name, 1 };
	size_t i;

	for (i = 0; i < t->bad; i++)
		if (t->s[i] == '\n')
			w.line++;
	kt_msg(&w, KT_MSG_ENC_INVALID, enc, NULL);
}

/* A file in an encoding that is read whole is read up to this size; a
 * larger one is passed through unchanged.  (Memory use is a few times
 * it: the decoded text, the filter's output, the output encoded back.) */
#define KT_INPUT_WHOLE_MAX ((size_t)16 << 20)

/* Filter file NAME, read by R, in encoding E that a byte scanner cannot
 * read: decode it all to UTF-8, filter that, and encode the output back,
 * with the byte-order mark as it was.  Text that the filter left alone is
 * written as the very input bytes. */
static void
kt_input_decoded(struct kt_filter *f, struct kt_reader *r, const char *name,
		 const struct kt_enc_info *e)
{
	struct kt_writer *out = kt_filter_output(f), mem, enc;
	enum kt_mode mode = kt_filter_mode(f)->mode;
	struct kt_reader mr;
	struct kt_enc_conv *c;
	struct kt_enc_text t;
	const unsigned char *in;
	size_t n, added;
	bool ok;

	if (!kt_reader_slurp(r, KT_INPUT_WHOLE_MAX)) {
		/* endless input ((printf '\xff\xfe'; cat /dev/zero)) must
		 * not take all memory: copied as it comes */
		struct kt_where w = { name, 0 };
		char mib[32];

		snprintf(mib, sizeof mib, "%zu", (size_t)KT_INPUT_WHOLE_MAX >> 20);
		kt_msg(&w, KT_MSG_ENC_TOOBIG, e->name, mib);
		kt_reader_peek(r, &in, &n);
		kt_input_bom(f, in, e->bom);
		kt_reader_skip(r, e->bom);
		kt_filter_copy(f, r, name);
		return;
	}
	if (r->err != 0) {
		struct kt_where w = { name, 0 };
		kt_msg(&w, KT_MSG_READ, strerror(r->err), NULL);
	}
	kt_reader_peek(r, &in, &n);
	c = kt_enc_open(e->name, in, e->bom);
	if (c == NULL) {
		struct kt_where w = { name, 0 };
#if HAVE_ICONV
		kt_msg(&w, KT_MSG_ENC_UNSUPPORTED, e->name, NULL);
#else
		kt_msg(&w, KT_MSG_ENC_NOICONV, e->name, NULL);
#endif
		kt_input_raw(f, in, n, e->bom, name);
		return;
	}
	/* an escape written in an encoding that preconv reads without one
	 * would reach troff as a yen sign: none is written */
	kt_filter_set_no_escape(f, !kt_enc_reads_backslash(c));
	if (!kt_enc_reads_backslash(c) && (mode == KT_MODE_BOTH ||
	    mode == KT_MODE_ANNOTATE)) {
		struct kt_where w = { name, 0 };
		kt_msg(&w, KT_MSG_ENC_NOESCAPE, e->name, NULL);
	}
	kt_enc_decode(c, in + e->bom, n - e->bom, &t);
	if (t.bad != (size_t)-1)
		kt_input_invalid(&t, name, e->name);

	/* the newline that ends the file before goes ahead of the mark */
	if (kt_filter_announces(f) && !out->last_nl)
		kt_writer_put(out, "\n", 1);
	kt_writer_init_mem(&mem);
	kt_reader_init_mem(&mr, t.s, t.len);
	kt_filter_set_output(f, &mem);
	kt_filter_run(f, &mr, name);
	kt_filter_set_output(f, out);
	kt_filter_set_no_escape(f, false);
	kt_reader_free(&mr);

	/* What the filter added in front (the announcement), and the rest,
	 * which is the input itself if nothing was changed. */
	kt_writer_init_mem(&enc);
	if (mem.len >= t.len &&
	    memcmp(mem.buf + mem.len - t.len, t.s, t.len) == 0) {
		added = mem.len - t.len;
		ok = kt_enc_encode(c, mem.buf, added, &enc);
		if (ok)
			kt_writer_put(&enc, in + e->bom, n - e->bom);
	} else
		ok = kt_enc_encode(c, mem.buf, mem.len, &enc);
	if (ok) {
		kt_writer_put(out, in, e->bom);
		kt_writer_put(out, enc.buf, enc.len);
		out->last_nl = mem.last_nl;
	} else {
		struct kt_where w = { name, 0 };
		kt_msg(&w, KT_MSG_ENC_FAILED, e->name, NULL);
		kt_input_raw(f, in, n, e->bom, name);
	}
	kt_writer_free(&enc);
	kt_writer_free(&mem);
	kt_enc_text_free(&t);
	kt_enc_close(c);
}

/* Filter the input that R reads (see kt_input_run). */
static void
kt_input_reader(struct kt_filter *f, struct kt_reader *r, const char *name,
		bool copy, const char *encoding)
{
	struct kt_enc_info e;
	const unsigned char *head;
	size_t n;

	if (copy)
		kt_filter_copy(f, r, name);
	else {
		kt_input_detect(r, encoding, &e);
		if (!e.safe)
			kt_input_decoded(f, r, name, &e);
		else {
			/* byte-transparent: the reader goes on as it is */
			kt_reader_peek(r, &head, &n);
			kt_input_bom(f, head, e.bom);
			kt_reader_skip(r, e.bom);
			kt_filter_run(f, r, name);
		}
	}
}

void
kt_input_run(struct kt_filter *f, int fd, const char *name, bool copy,
	     const char *encoding)
{
	struct kt_reader r;

	kt_reader_init_fd(&r, fd);
	kt_input_reader(f, &r, name, copy, encoding);
	kt_reader_free(&r);
}

void
kt_input_run_mem(struct kt_filter *f, const void *p, size_t n,
		 const char *name, const char *encoding)
{
	struct kt_reader r;

	kt_reader_init_mem(&r, p, n);
	kt_input_reader(f, &r, name, false, encoding);
	kt_reader_free(&r);
}
