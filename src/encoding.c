/* encoding.c: the encodings layer (see encoding.h): detection in
 * preconv's order, and an exact conversion to UTF-8 and back. */
#include <config.h>

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#if HAVE_ICONV
#include <iconv.h>
#endif

#include "charset.h"
#include "encoding.h"
#include "util.h"

/* --- Names ----------------------------------------------------------- */

/* preconv's table of Emacs, XEmacs and MIME names (emacs_to_mime[] in
 * preconv.cpp): the names it recognizes in coding tags, and what they
 * mean.  Any other name is used as it is. */
static const struct {
	const char *from, *to;
} kt_enc_names[] = {
	{ "ascii", "US-ASCII" },
	{ "big5", "Big5" },
	{ "chinese-big5", "Big5" },
	{ "chinese-euc", "GB2312" },
	{ "chinese-iso-8bit", "GB2312" },
	{ "cn-big5", "Big5" },
	{ "cn-gb", "GB2312" },
	{ "cn-gb-2312", "GB2312" },
	{ "cp878", "KOI8-R" },
	{ "cp1047", "CP1047" },
	{ "csascii", "US-ASCII" },
	{ "csisolatin1", "ISO-8859-1" },
	{ "cyrillic-iso-8bit", "ISO-8859-5" },
	{ "cyrillic-koi8", "KOI8-R" },
	{ "euc-china", "GB2312" },
	{ "euc-cn", "GB2312" },
	{ "euc-japan", "EUC-JP" },
	{ "euc-japan-1990", "EUC-JP" },
	{ "euc-jp", "EUC-JP" },
	{ "euc-korea", "EUC-KR" },
	{ "euc-kr", "EUC-KR" },
	{ "gb2312", "GB2312" },
	{ "greek-iso-8bit", "ISO-8859-7" },
	{ "iso-10646/utf8", "UTF-8" },
	{ "iso-10646/utf-8", "UTF-8" },
	{ "iso-8859-1", "ISO-8859-1" },
	{ "iso-8859-13", "ISO-8859-13" },
	{ "iso-8859-15", "ISO-8859-15" },
	{ "iso-8859-2", "ISO-8859-2" },
	{ "iso-8859-5", "ISO-8859-5" },
	{ "iso-8859-7", "ISO-8859-7" },
	{ "iso-8859-9", "ISO-8859-9" },
	{ "iso-latin-1", "ISO-8859-1" },
	{ "iso-latin-2", "ISO-8859-2" },
	{ "iso-latin-5", "ISO-8859-9" },
	{ "iso-latin-7", "ISO-8859-13" },
	{ "iso-latin-9", "ISO-8859-15" },
	{ "japanese-iso-8bit", "EUC-JP" },
	{ "japanese-euc", "EUC-JP" },
	{ "jis8", "EUC-JP" },
	{ "koi8", "KOI8-R" },
	{ "koi8-r", "KOI8-R" },
	{ "korean-euc", "EUC-KR" },
	{ "korean-iso-8bit", "EUC-KR" },
	{ "latin1", "ISO-8859-1" },
	{ "latin-0", "ISO-8859-15" },
	{ "latin-1", "ISO-8859-1" },
	{ "latin-2", "ISO-8859-2" },
	{ "latin-5", "ISO-8859-9" },
	{ "latin-7", "ISO-8859-13" },
	{ "latin-9", "ISO-8859-15" },
	{ "mule-utf-16", "UTF-16" },
	{ "mule-utf-16be", "UTF-16BE" },
	{ "mule-utf-16-be", "UTF-16BE" },
	{ "mule-utf-16be-with-signature", "UTF-16" },
	{ "mule-utf-16le", "UTF-16LE" },
	{ "mule-utf-16-le", "UTF-16LE" },
	{ "mule-utf-16le-with-signature", "UTF-16" },
	{ "mule-utf-8", "UTF-8" },
	{ "us-ascii", "US-ASCII" },
	{ "utf8", "UTF-8" },
	{ "utf-16", "UTF-16" },
	{ "utf-16be", "UTF-16BE" },
	{ "utf-16-be", "UTF-16BE" },
	{ "utf-16be-with-signature", "UTF-16" },
	{ "utf-16-be-with-signature", "UTF-16" },
	{ "utf-16le", "UTF-16LE" },
	{ "utf-16-le", "UTF-16LE" },
	{ "utf-16le-with-signature", "UTF-16" },
	{ "utf-16-le-with-signature", "UTF-16" },
	{ "utf-8", "UTF-8" },
};

/* Copy at most SIZE - 1 bytes of S (N of them) into BUF. */
static void
kt_enc_copy(char *buf, size_t size, const char *s, size_t n)
{
	if (size == 0)
		return;
	if (n > size - 1)
		n = size - 1;
	memcpy(buf, s, n);
	buf[n] = '\0';
}

void
kt_enc_canonical(const char *name, char *buf, size_t size)
{
	static const char *const suffixes[] = { "-dos", "-mac", "-unix" };
	char tmp[KT_ENC_NAME_MAX];
	size_t i, n;

	kt_enc_copy(tmp, sizeof tmp, name, strlen(name));
	n = strlen(tmp);
	/* the end-of-line convention of Emacs names */
	for (i = 0; i < sizeof suffixes / sizeof suffixes[0]; i++) {
		size_t k = strlen(suffixes[i]);
		if (n > k && strcasecmp(tmp + n - k, suffixes[i]) == 0) {
			tmp[n - k] = '\0';
			break;
		}
	}
	for (i = 0; i < sizeof kt_enc_names / sizeof kt_enc_names[0]; i++)
		if (strcasecmp(tmp, kt_enc_names[i].from) == 0) {
			kt_enc_copy(buf, size, kt_enc_names[i].to,
			    strlen(kt_enc_names[i].to));
			return;
		}
	kt_enc_copy(buf, size, tmp, strlen(tmp));
}

/* NAME in capitals without '-', '_' and blanks ("ISO_8859-1" is
 * "ISO88591"), into BUF of SIZE. */
static void
kt_enc_squash(const char *name, char *buf, size_t size)
{
	size_t k = 0;

	for (; *name != '\0' && k + 1 < size; name++) {
		unsigned char ch = (unsigned char)*name;
		if (ch == '-' || ch == '_' || ch == ' ')
			continue;
		buf[k++] = (char)(ch >= 'a' && ch <= 'z' ? ch - 'a' + 'A' : ch);
	}
	buf[k] = '\0';
}

bool
kt_enc_is_safe(const char *name)
{
	/* ASCII bytes are ASCII characters and never part of another one */
	static const char *const exact[] = {
		"UTF8", "USASCII", "ASCII", "ANSIX3.41968", "ISO646US",
		"GB2312", "CSGB2312"
	};
	static const char *const prefix[] = {
		"ISO8859", "LATIN", "KOI8", "EUC", "CP125", "WINDOWS125"
	};
	char s[KT_ENC_NAME_MAX];
	size_t i;

	kt_enc_squash(name, s, sizeof s);
	for (i = 0; i < sizeof exact / sizeof exact[0]; i++)
		if (strcmp(s, exact[i]) == 0)
			return true;
	for (i = 0; i < sizeof prefix / sizeof prefix[0]; i++) {
		size_t k = strlen(prefix[i]);
		if (strncmp(s, prefix[i], k) == 0 && s[k] >= '0' && s[k] <= '9')
			return true;
		/* "EUC-JP", "EUCJP-MS", "KOI8-R" */
		if (strncmp(s, prefix[i], k) == 0 && (strcmp(prefix[i], "EUC")
		    == 0 || strcmp(prefix[i], "KOI8") == 0))
			return true;
	}
	return false;
}

/* --- Detection -------------------------------------------------------- */

size_t
kt_enc_bom(const unsigned char *p, size_t n, const char **name)
{
	/* preconv's BOM_table[], in its order: UTF-32 before UTF-16 */
	static const struct {
		size_t len;
		const char *bytes, *name;
	} boms[] = {
		{ 4, "\x00\x00\xFE\xFF", "UTF-32" },
		{ 4, "\xFF\xFE\x00\x00", "UTF-32" },
		{ 3, "\xEF\xBB\xBF", "UTF-8" },
		{ 2, "\xFE\xFF", "UTF-16" },
		{ 2, "\xFF\xFE", "UTF-16" },
	};
	size_t i;

	for (i = 0; i < sizeof boms / sizeof boms[0]; i++)
		if (n >= boms[i].len && memcmp(p, boms[i].bytes, boms[i].len)
		    == 0) {
			*name = boms[i].name;
			return boms[i].len;
		}
	*name = NULL;
	return 0;
}

/* The length of the first two lines of the N bytes at P (LF, CR and CRLF
 * end a line, as in preconv's get_early_tag_lines()); 0 if P does not
 * hold two whole lines. */
static size_t
kt_enc_two_lines(const unsigned char *p, size_t n)
{
	size_t i, lines = 0;

	for (i = 0; i < n; i++) {
		if (p[i] == '\r') {
			if (i + 1 >= n)
				return 0;	/* CRLF or not: not known yet */
			if (p[i + 1] == '\n')
				i++;
		} else if (p[i] != '\n')
			continue;
		if (++lines == 2)
			return i + 1;
	}
	return 0;
}

bool
kt_enc_head_enough(const unsigned char *head, size_t n, bool tag)
{
	const char *name;

	if (n >= KT_ENC_HEAD_MAX)
		return true;
	if (n < 4)
		return false;
	if (!tag || kt_enc_bom(head, n, &name) > 0)
		return true;
	return kt_enc_two_lines(head, n) > 0;
}

/* preconv's is_comment_line(): ".\"", ".\#", "'\"", "'\#" (blanks may
 * follow the control character) or "\#" at the start of S. */
static bool
kt_enc_comment_line(const char *s)
{
	if (*s == '.' || *s == '\'') {
		s++;
		while (*s == ' ' || *s == '\t')
			s++;
		return s[0] == '\\' && (s[1] == '"' || s[1] == '#');
	}
	return s[0] == '\\' && s[1] == '#';
}

/* preconv's get_variable_value_pair(): read "VAR: VALUE;" from S (up to
 * END); returns where the next pair starts, or NULL at the end. */
static const char *
kt_enc_pair(const char *s, const char *end, char *var, char *val)
{
	size_t l;

	while (s < end && (*s == ' ' || *s == '\t'))
		s++;
	for (l = 0; l < KT_ENC_NAME_MAX - 1 && s < end &&
	    strchr(";: \t", *s) == NULL; l++)
		var[l] = *s++;
	var[l] = '\0';
	while (s < end && *s != ':' && *s != ';')
		s++;
	val[0] = '\0';
	if (s >= end)
		return NULL;
	if (*s == ';')
		return s + 1;
	s++;
	while (s < end && (*s == ' ' || *s == '\t'))
		s++;
	for (l = 0; l < KT_ENC_NAME_MAX - 1 && s < end &&
	    strchr("; \t", *s) == NULL; l++)
		val[l] = *s++;
	val[l] = '\0';
	while (s < end && *s != ';')
		s++;
	return s < end ? s + 1 : NULL;
}

/* The first occurrence of "-*-" in [S, END), or NULL. */
static const char *
kt_enc_marker(const char *s, const char *end)
{
	for (; end - s >= 3; s++)
		if (s[0] == '-' && s[1] == '*' && s[2] == '-')
			return s;
	return NULL;
}

bool
kt_enc_tag(const unsigned char *p, size_t n, char *buf, size_t size)
{
	char var[KT_ENC_NAME_MAX], val[KT_ENC_NAME_MAX];
	size_t len = kt_enc_two_lines(p, n), i, k;
	const char *s, *eol = NULL, *end;
	char *text;
	bool found = false;

	if (len == 0)
		len = n;	/* the input is shorter than two lines */
	/* NUL bytes are skipped, so that a tag is found in UTF-16 too */
	text = kt_xmalloc(len + 1);
	for (i = k = 0; i < len; i++)
		if (p[i] != '\0')
			text[k++] = (char)p[i];
	text[k] = '\0';
	end = text + k;
	for (s = text; !found && kt_enc_comment_line(s); s = eol + 1) {
		const char *d1, *d2;

		eol = memchr(s, '\n', (size_t)(end - s));
		if (eol == NULL)
			break;
		d1 = kt_enc_marker(s, eol);
		d2 = d1 != NULL ? kt_enc_marker(d1 + 3, eol) : NULL;
		if (d2 == NULL)
			continue;
		for (d1 += 3; d1 != NULL && !found;) {
			d1 = kt_enc_pair(d1, d2, var, val);
			if (strcasecmp(var, "coding") == 0) {
				found = val[0] != '\0';
				if (!found)
					break;
			}
		}
	}
	if (found)
		kt_enc_copy(buf, size, val, strlen(val));
	free(text);
	return found;
}

void
kt_enc_detect(const unsigned char *head, size_t n, const char *option,
	      struct kt_enc_info *e)
{
	char raw[KT_ENC_NAME_MAX];
	const char *bom_name;
	size_t bom = kt_enc_bom(head, n, &bom_name);

	memset(e, 0, sizeof *e);
	if (option != NULL && *option != '\0') {
		e->source = KT_ENC_FROM_OPTION;
		kt_enc_canonical(option, e->name, sizeof e->name);
		/* The mark is part of the text, unless the encoding named
		 * consumes it (preconv drops it for UTF-8; iconv's UTF-16
		 * and UTF-32 read it). */
		if (bom > 0 && strcasecmp(e->name, bom_name) == 0)
			e->bom = bom;
	} else if (bom > 0) {
		e->source = KT_ENC_FROM_BOM;
		kt_enc_copy(e->name, sizeof e->name, bom_name, strlen(bom_name));
		e->bom = bom;
	} else if (kt_enc_tag(head, n, raw, sizeof raw)) {
		e->source = KT_ENC_FROM_TAG;
		kt_enc_canonical(raw, e->name, sizeof e->name);
	} else {
		e->source = KT_ENC_FROM_DEFAULT;
		kt_charset_locale(raw, sizeof raw);
		kt_enc_canonical(raw, e->name, sizeof e->name);
	}
	e->safe = kt_enc_is_safe(e->name);
}

/* --- Conversion ------------------------------------------------------- */

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
	size_t len, i;
	unsigned long c;

	if (p[0] < 0x80) {
		*cp = p[0];
		return 1;
	}
	if (p[0] >= 0xC2 && p[0] <= 0xDF) {
		len = 2;
		c = p[0] & 0x1Fu;
	} else if (p[0] >= 0xE0 && p[0] <= 0xEF) {
		len = 3;
		c = p[0] & 0x0Fu;
	} else if (p[0] >= 0xF0 && p[0] <= 0xF4) {
		len = 4;
		c = p[0] & 0x07u;
	} else
		return 0;
	if (n < len)
		return 0;
	for (i = 1; i < len; i++) {
		if ((p[i] & 0xC0u) != 0x80)
			return 0;
		c = c << 6 | (p[i] & 0x3Fu);
	}
	if ((len == 3 && (c < 0x800 || (c >= 0xD800 && c <= 0xDFFF))) ||
	    (len == 4 && (c < 0x10000 || c > 0x10FFFF)))
		return 0;
	*cp = c;
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

#endif /* !HAVE_ICONV */
