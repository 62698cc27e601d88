/* encoding_detect.c: the encodings layer's detection (see encoding.h):
 * preconv's names, which encodings a byte scanner can read as they are,
 * and the encoding of an input in preconv's order.  The conversion is in
 * encoding_iconv.c. */
#include <config.h>

#include <stdlib.h>
#include <string.h>
#include <strings.h>

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

void
kt_enc_canonical(const char *name, char *buf, size_t size)
{
	static const char *const suffixes[] = { "-dos", "-mac", "-unix" };
	char tmp[KT_ENC_NAME_MAX];
	size_t i, n;

	kt_copyn(tmp, sizeof tmp, name, strlen(name));
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
			kt_copyn(buf, size, kt_enc_names[i].to,
			    strlen(kt_enc_names[i].to));
			return;
		}
	kt_copyn(buf, size, tmp, strlen(tmp));
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
kt_enc_tag(const unsigned char *p, size_t n, char *buf, size_t size,
	   unsigned *line)
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
	*line = 0;
	for (s = text; !found && kt_enc_comment_line(s); s = eol + 1) {
		const char *d1, *d2;

		++*line;
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
		kt_copyn(buf, size, val, strlen(val));
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
	unsigned line;

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
		kt_copyn(e->name, sizeof e->name, bom_name, strlen(bom_name));
		e->bom = bom;
	} else if (kt_enc_tag(head, n, raw, sizeof raw, &line)) {
		e->source = KT_ENC_FROM_TAG;
		kt_enc_canonical(raw, e->name, sizeof e->name);
	} else {
		e->source = KT_ENC_FROM_DEFAULT;
		kt_charset_locale(raw, sizeof raw);
		kt_enc_canonical(raw, e->name, sizeof e->name);
	}
	e->safe = kt_enc_is_safe(e->name);
}
