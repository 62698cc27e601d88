/* encoding_iconv.c: the encodings layer's conversion (see encoding.h):
 * an input in an encoding that a byte scanner cannot read, decoded to
 * UTF-8 with iconv and encoded back exactly, every byte kept; and whether
 * -e names an encoding that ktypes can handle. */
#include <config.h>

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#if HAVE_ICONV
#include <iconv.h>
#endif

#include "encoding.h"
#include "io.h"
#include "util.h"

void
kt_enc_text_free(struct kt_enc_text *t)
{
	free(t->s);
	memset(t, 0, sizeof *t);
}

#if HAVE_ICONV

/* Raw-byte characters: byte B is kept as code point KT_ENC_RAW + B. */
#define KT_ENC_RAW 0x10FF00ul

/* The length of the UTF-8 character at P (N bytes left) and its code
 * point in *CP; 0 if P does not start a valid character. */
static size_t
kt_enc_utf8(const unsigned char *p, size_t n, unsigned long *cp)
{
	size_t len;
	long c;

	if (p[0] < 0x80) {
		*cp = p[0];
		return 1;
	}
	if ((c = kt_utf8_char(p, n, &len)) < 0)
		return 0;
	*cp = (unsigned long)c;
	return len;
}

#ifndef ICONV_CONST
#define ICONV_CONST
#endif

/* A character takes at most this many input bytes (a stateful escape
 * sequence with it, a GB18030 four-byte code). */
#define KT_ENC_CHAR_MAX 8

struct kt_enc_conv {
	iconv_t dec, enc;	/* to UTF-8, from UTF-8 */
	size_t unit;		/* code unit: 2 for UTF-16, 4 for UTF-32 */
	/* JIS-Roman and KS-Roman read 0x5C as a yen or won sign and 0x7E as
	 * an overline; in roff they are the backslash and the tilde. */
	unsigned char variant[2][4];	/* UTF-8 of 0x5C and 0x7E, read alone */
	size_t vlen[2];		/* 0: read as themselves */
	bool raw[2];		/* write '\\', '~' as bytes, not by iconv */
	bool flush;		/* end the output in the initial state */
};

/* Convert the N bytes at IN with CD into OUT (SIZE bytes); *USED is set
 * to the bytes consumed and the bytes written are returned; *ERR to 0 or
 * errno. */
static size_t
kt_enc_iconv(iconv_t cd, const unsigned char *in, size_t n, size_t *used,
	     unsigned char *out, size_t size, int *err)
{
	char *ip = (char *)(uintptr_t)in, *op = (char *)out;
	size_t il = n, ol = size;

	*err = 0;
	if (iconv(cd, (ICONV_CONST char **)&ip, &il, &op, &ol) == (size_t)-1)
		*err = errno;
	*used = n - il;
	return size - ol;
}

static void
kt_enc_reset(iconv_t cd)
{
	(void)iconv(cd, NULL, NULL, NULL, NULL);
}

/* The name to give iconv: UTF-16 and UTF-32 get the byte order of their
 * mark (big-endian without one), since the mark is kept apart. */
static const char *
kt_enc_iconv_name(const char *name, const unsigned char *bom, size_t bomlen)
{
	bool le = bomlen >= 2 && bom[0] == 0xFF && bom[1] == 0xFE;

	if (strcasecmp(name, "UTF-16") == 0)
		return le ? "UTF-16LE" : "UTF-16BE";
	if (strcasecmp(name, "UTF-32") == 0)
		return le ? "UTF-32LE" : "UTF-32BE";
	return name;
}

struct kt_enc_conv *
kt_enc_open(const char *name, const unsigned char *bom, size_t bomlen)
{
	const char *in = kt_enc_iconv_name(name, bom, bomlen);
	struct kt_enc_conv *c = kt_xcalloc(1, sizeof *c);
	unsigned char out[16];
	size_t used, k, i;
	int err;

	c->dec = iconv_open("UTF-8", in);
	if (c->dec == (iconv_t)-1) {
		free(c);
		return NULL;
	}
	c->enc = iconv_open(in, "UTF-8");
	if (c->enc == (iconv_t)-1) {
		err = errno;
		iconv_close(c->dec);
		free(c);
		errno = err;
		return NULL;
	}
	/* the code unit, from the length of "A" */
	k = kt_enc_iconv(c->enc, (const unsigned char *)"A", 1, &used, out,
	    sizeof out, &err);
	c->unit = err == 0 && (k == 2 || k == 4) ? k : 1;
	kt_enc_reset(c->enc);
	for (i = 0; i < 2; i++) {
		unsigned char b = i == 0 ? 0x5C : 0x7E;
		unsigned long cp;

		kt_enc_reset(c->dec);
		k = kt_enc_iconv(c->dec, &b, 1, &used, out, sizeof out, &err);
		if (err != 0 || used != 1 || k == 0 || k > 4 ||
		    kt_enc_utf8(out, k, &cp) != k ||
		    !(cp == 0xA5 || cp == 0x20A9 || cp == 0x203E))
			continue;
		memcpy(c->variant[i], out, k);
		c->vlen[i] = k;
		kt_enc_reset(c->enc);
		k = kt_enc_iconv(c->enc, &b, 1, &used, out, sizeof out, &err);
		c->raw[i] = err != 0 || k != 1 || out[0] != b;
	}
	kt_enc_reset(c->dec);
	kt_enc_reset(c->enc);
	c->flush = true;
	return c;
}

bool
kt_enc_reads_backslash(const struct kt_enc_conv *c)
{
	return c->vlen[0] == 0;
}

void
kt_enc_close(struct kt_enc_conv *c)
{
	if (c == NULL)
		return;
	iconv_close(c->dec);
	iconv_close(c->enc);
	free(c);
}

/* Encode the character U (ULEN bytes of UTF-8, code point CP) into OUT
 * (room for 32 bytes); returns the bytes written, or (size_t)-1.  The one
 * way characters are encoded, when checking and when writing. */
static size_t
kt_enc_char(struct kt_enc_conv *c, const unsigned char *u, size_t ulen,
	    unsigned long cp, unsigned char *out)
{
	size_t used, k;
	int err;

	if (cp >= KT_ENC_RAW && cp <= KT_ENC_RAW + 0xFF) {
		/* a kept byte: the encoder starts again after it */
		kt_enc_reset(c->enc);
		out[0] = (unsigned char)(cp - KT_ENC_RAW);
		return 1;
	}
	if ((cp == 0x5C && c->raw[0]) || (cp == 0x7E && c->raw[1])) {
		out[0] = (unsigned char)cp;
		return 1;
	}
	k = kt_enc_iconv(c->enc, u, ulen, &used, out, 32, &err);
	if (err != 0 || used != ulen)
		return (size_t)-1;
	return k;
}

/* A growing byte buffer. */
struct kt_enc_buf {
	unsigned char *p;
	size_t len, cap;
};

static void
kt_enc_put(struct kt_enc_buf *b, const unsigned char *p, size_t n)
{
	b->p = kt_xgrow(b->p, &b->cap, b->len + n, 1);
	memcpy(b->p + b->len, p, n);
	b->len += n;
}

/* Keep the N bytes at P as raw-byte characters. */
static void
kt_enc_keep(struct kt_enc_conv *c, struct kt_enc_buf *b,
	    const unsigned char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned long cp = KT_ENC_RAW + p[i];
		unsigned char u[4] = {
			0xF4, (unsigned char)(0x80 | (cp >> 12 & 0x3F)),
			(unsigned char)(0x80 | (cp >> 6 & 0x3F)),
			(unsigned char)(0x80 | (cp & 0x3F))
		};
		kt_enc_put(b, u, 4);
	}
	if (n > 0)
		kt_enc_reset(c->enc);
}

/* The input bytes IN (N of them) were read as the UTF-8 text U (ULEN
 * bytes).  Keep the text if it encodes back to exactly IN, else keep the
 * bytes as raw-byte characters. */
static void
kt_enc_take(struct kt_enc_conv *c, struct kt_enc_buf *b,
	    const unsigned char *in, size_t n, const unsigned char *u,
	    size_t ulen)
{
	unsigned char back[KT_ENC_CHAR_MAX * 4 + 32], one;
	size_t i, k, blen = 0;

	if (n == 1 && (in[0] == 0x5C || in[0] == 0x7E)) {
		size_t v = in[0] == 0x5C ? 0 : 1;
		if (c->vlen[v] > 0 && ulen == c->vlen[v] &&
		    memcmp(u, c->variant[v], ulen) == 0) {
			one = in[0];	/* the roff backslash, the tilde */
			u = &one;
			ulen = 1;
		}
	}
	for (i = 0; i < ulen; i += k) {
		unsigned long cp;
		size_t m;

		k = kt_enc_utf8(u + i, ulen - i, &cp);
		if (k == 0 || cp >= KT_ENC_RAW || blen + 32 > sizeof back)
			break;
		m = kt_enc_char(c, u + i, k, cp, back + blen);
		if (m == (size_t)-1)
			break;
		blen += m;
	}
	if (i == ulen && blen == n && memcmp(back, in, n) == 0)
		kt_enc_put(b, u, ulen);
	else
		kt_enc_keep(c, b, in, n);	/* resets the encoder */
}

/* Does the UTF-8 text U (N bytes) hold a raw-byte character? */
static bool
kt_enc_has_raw(const unsigned char *u, size_t n)
{
	const unsigned char *q = u;

	/* KT_ENC_RAW .. KT_ENC_RAW + 0xFF: F4 8F BC 80 .. F4 8F BF BF */
	while ((q = memchr(q, 0xF4, n - (size_t)(q - u))) != NULL) {
		if ((size_t)(q - u) + 2 < n && q[1] == 0x8F && q[2] >= 0xBC)
			return true;
		q++;
	}
	return false;
}

/* All of the N bytes at P with one call of iconv each way, where that
 * keeps every byte: the decoder takes all of them, the text has no
 * character that kt_enc_take treats apart (a raw-byte character, the
 * backslash or tilde of JIS-Roman and KS-Roman), and encoded back it is
 * the very input, ending in the initial state.  Character for character
 * this is what the way of kt_enc_decode below takes (which costs an
 * iconv call or more a character: a UTF-16 page of 37 kB, 3.3 ms
 * against 0.9 in UTF-8).  False if it cannot be done so. */
static bool
kt_enc_decode_all(struct kt_enc_conv *c, const unsigned char *p, size_t n,
		  struct kt_enc_text *t)
{
	unsigned char *u, *back;
	size_t ucap, ulen, used, blen, k;
	char *op;
	size_t ol;
	int err;
	bool ok = false;

	if (n == 0 || c->vlen[0] > 0 || c->vlen[1] > 0 || c->raw[0] ||
	    c->raw[1] || n > ((size_t)-1 - 64) / 4)
		return false;
	/* a byte of input is at most 4 bytes of UTF-8 */
	ucap = 4 * n + 64;
	u = kt_xmalloc(ucap);
	back = kt_xmalloc(n + 64);
	kt_enc_reset(c->dec);
	ulen = kt_enc_iconv(c->dec, p, n, &used, u, ucap, &err);
	if (err != 0 || used != n)
		goto out;
	op = (char *)u + ulen;
	ol = ucap - ulen;
	if (iconv(c->dec, NULL, NULL, &op, &ol) == (size_t)-1)
		goto out;
	ulen = ucap - ol;
	if (kt_enc_has_raw(u, ulen))
		goto out;
	kt_enc_reset(c->enc);
	blen = kt_enc_iconv(c->enc, u, ulen, &used, back, n + 64, &err);
	if (err != 0 || used != ulen || blen != n)
		goto out;
	/* back in the initial state already: the input ended there */
	op = (char *)back + blen;
	ol = 64;
	k = iconv(c->enc, NULL, NULL, &op, &ol);
	if (k == (size_t)-1 || ol != 64 || memcmp(back, p, n) != 0)
		goto out;
	t->s = u;
	t->len = ulen;
	t->bad = (size_t)-1;
	c->flush = true;
	u = NULL;
	ok = true;
out:
	free(u);
	free(back);
	kt_enc_reset(c->dec);
	kt_enc_reset(c->enc);
	return ok;
}

void
kt_enc_decode(struct kt_enc_conv *c, const unsigned char *p, size_t n,
	      struct kt_enc_text *t)
{
	struct kt_enc_buf b = { NULL, 0, 0 };
	unsigned char out[64], fl[32];
	size_t pos = 0, start = 0, k, used, m;
	int err;

	if (kt_enc_decode_all(c, p, n, t))
		return;
	kt_enc_reset(c->dec);
	kt_enc_reset(c->enc);
	t->bad = (size_t)-1;
	b.p = kt_xmalloc(b.cap = n + n / 2 + 16);
	while (pos < n) {
		/* the shortest input that the decoder takes */
		for (k = 1;; k++) {
			m = kt_enc_iconv(c->dec, p + pos, k, &used, out,
			    sizeof out, &err);
			if (used > 0 || err != EINVAL || k >= KT_ENC_CHAR_MAX ||
			    pos + k >= n)
				break;
		}
		if (used == 0) {
			/* invalid, or cut off at the end: keep a code unit,
			 * with what the decoder took silently before it */
			size_t u = c->unit < n - pos ? c->unit : n - pos;
			if (t->bad == (size_t)-1)
				t->bad = b.len + 4 * (pos - start);
			kt_enc_keep(c, &b, p + start, pos + u - start);
			pos += u;
			start = pos;
			continue;
		}
		pos += used;
		if (m > 0) {
			kt_enc_take(c, &b, p + start, pos - start, out, m);
			start = pos;
		}
		/* else: an escape sequence, or a character held back */
	}
	/* what the decoder still holds */
	{
		char *op = (char *)out;
		size_t ol = sizeof out;
		(void)iconv(c->dec, NULL, NULL, &op, &ol);
		m = sizeof out - ol;
	}
	if (m > 0)
		kt_enc_take(c, &b, p + start, n - start, out, m);
	else
		kt_enc_keep(c, &b, p + start, n - start);
	/* Does the output need a sequence back to the initial state?  If
	 * the input did not end with one, the output will not either. */
	{
		char *op = (char *)fl;
		size_t ol = sizeof fl;
		(void)iconv(c->enc, NULL, NULL, &op, &ol);
		c->flush = ol == sizeof fl;
		kt_enc_reset(c->enc);
	}
	t->s = b.p;
	t->len = b.len;
}

/* The UTF-8 text P (N bytes) encoded with one call of iconv, where
 * kt_enc_encode would encode it a character at a time to the same bytes:
 * valid UTF-8 without raw-byte characters, in an encoding whose
 * backslash and tilde iconv writes.  False (nothing written) if not. */
static bool
kt_enc_encode_all(struct kt_enc_conv *c, const unsigned char *p, size_t n,
		  struct kt_writer *w)
{
	unsigned char *out;
	size_t cap, k, used, i;
	char *op;
	size_t ol;
	int err;

	if (n == 0 || c->raw[0] || c->raw[1] || kt_enc_has_raw(p, n) ||
	    n > ((size_t)-1 - 64) / 4)
		return false;
	for (i = 0; i < n; i += k) {
		unsigned long cp;

		k = kt_enc_utf8(p + i, n - i, &cp);
		if (k == 0)
			return false;	/* not UTF-8: an .lf file name */
	}
	/* a character of UTF-8 is at most 4 bytes in any encoding, with
	 * room for shift sequences */
	cap = 4 * n + 64;
	out = kt_xmalloc(cap);
	kt_enc_reset(c->enc);
	k = kt_enc_iconv(c->enc, p, n, &used, out, cap, &err);
	if (err != 0 || used != n) {
		free(out);
		kt_enc_reset(c->enc);
		return false;
	}
	if (c->flush) {
		op = (char *)out + k;
		ol = cap - k;
		(void)iconv(c->enc, NULL, NULL, &op, &ol);
		k = cap - ol;
	}
	kt_writer_put(w, out, k);
	free(out);
	return true;
}

bool
kt_enc_encode(struct kt_enc_conv *c, const unsigned char *p, size_t n,
	      struct kt_writer *w)
{
	unsigned char out[32];
	size_t i, k, m;

	if (kt_enc_encode_all(c, p, n, w))
		return true;
	kt_enc_reset(c->enc);
	for (i = 0; i < n; i += k) {
		unsigned long cp;

		k = kt_enc_utf8(p + i, n - i, &cp);
		if (k == 0) {
			/* not UTF-8 (a file name in an .lf line): as it is */
			kt_enc_reset(c->enc);
			kt_writer_put(w, p + i, 1);
			k = 1;
			continue;
		}
		m = kt_enc_char(c, p + i, k, cp, out);
		if (m == (size_t)-1)
			return false;
		kt_writer_put(w, out, m);
	}
	if (c->flush) {
		char *op = (char *)out;
		size_t ol = sizeof out;
		(void)iconv(c->enc, NULL, NULL, &op, &ol);
		kt_writer_put(w, out, sizeof out - ol);
	}
	return true;
}

bool
kt_enc_known(const char *name)
{
	char s[KT_ENC_NAME_MAX];
	struct kt_enc_conv *c;

	kt_enc_canonical(name, s, sizeof s);
	if (kt_enc_is_safe(s))
		return true;
	c = kt_enc_open(s, NULL, 0);
	kt_enc_close(c);
	return c != NULL;
}

#else /* !HAVE_ICONV */

struct kt_enc_conv {
	int unused;
};

struct kt_enc_conv *
kt_enc_open(const char *name, const unsigned char *bom, size_t bomlen)
{
	(void)name;
	(void)bom;
	(void)bomlen;
	errno = ENOSYS;
	return NULL;
}

void
kt_enc_close(struct kt_enc_conv *c)
{
	(void)c;
}

void
kt_enc_decode(struct kt_enc_conv *c, const unsigned char *p, size_t n,
	      struct kt_enc_text *t)
{
	(void)c;
	(void)p;
	(void)n;
	memset(t, 0, sizeof *t);
	t->bad = (size_t)-1;
}

bool
kt_enc_encode(struct kt_enc_conv *c, const unsigned char *p, size_t n,
	      struct kt_writer *w)
{
	(void)c;
	(void)p;
	(void)n;
	(void)w;
	return false;
}

bool
kt_enc_known(const char *name)
{
	(void)name;
	return true;	/* each file that needs iconv is reported */
}

bool
kt_enc_reads_backslash(const struct kt_enc_conv *c)
{
	(void)c;
	return true;
}

#endif /* !HAVE_ICONV */
