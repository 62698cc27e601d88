/* util.c: checked allocation (see util.h). */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static void (*kt_nomem_report)(void);

void
kt_util_set_nomem(void (*report)(void))
{
	kt_nomem_report = report;
}

static void
kt_nomem(void)
{
	if (kt_nomem_report != NULL)
		kt_nomem_report();
	else
		fputs("ktypes: out of memory\n", stderr);
	exit(3);
}

void *
kt_xmalloc(size_t n)
{
	void *p = malloc(n > 0 ? n : 1);
	if (p == NULL)
		kt_nomem();
	return p;
}

void *
kt_xcalloc(size_t n, size_t size)
{
	void *p = calloc(n > 0 ? n : 1, size > 0 ? size : 1);
	if (p == NULL)
		kt_nomem();
	return p;
}

void *
kt_xrealloc(void *p, size_t n)
{
	p = realloc(p, n > 0 ? n : 1);
	if (p == NULL)
		kt_nomem();
	return p;
}

void *
kt_xgrow(void *p, size_t *cap, size_t need, size_t size)
{
	size_t c = *cap;

	if (need <= c)
		return p;
	if (c < 16)
		c = 16;
	while (c < need) {
		if (c > SIZE_MAX / 2 / size)
			kt_nomem();
		c *= 2;
	}
	*cap = c;
	return kt_xrealloc(p, c * size);
}

char *
kt_xstrdup(const char *s)
{
	return kt_xstrndup(s, strlen(s));
}

char *
kt_xstrndup(const char *s, size_t n)
{
	char *p = kt_xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

void
kt_copyn(char *buf, size_t size, const char *s, size_t n)
{
	if (size == 0)
		return;
	if (n > size - 1)
		n = size - 1;
	memcpy(buf, s, n);
	buf[n] = '\0';
}

int
kt_wide_char(uint32_t cp)
{
	static const uint32_t wide[][2] = {
		{ 0x1100, 0x115F }, { 0x2E80, 0x303E }, { 0x3041, 0x33FF },
		{ 0x3400, 0x4DBF }, { 0x4E00, 0x9FFF }, { 0xA000, 0xA4CF },
		{ 0xAC00, 0xD7A3 }, { 0xF900, 0xFAFF }, { 0xFE30, 0xFE4F },
		{ 0xFF00, 0xFF60 }, { 0xFFE0, 0xFFE6 }, { 0x20000, 0x2FFFD },
		{ 0x30000, 0x3FFFD },
	};
	size_t i;

	for (i = 0; i < sizeof wide / sizeof wide[0]; i++)
		if (cp >= wide[i][0] && cp <= wide[i][1])
			return 1;
	return 0;
}

long
kt_utf8_char(const unsigned char *s, size_t len, size_t *n)
{
	static const uint32_t min[] = { 0, 0, 0x80, 0x800, 0x10000 };
	uint32_t cp;
	size_t k, m;

	*n = 0;
	if (len == 0 || s[0] < 0xC2 || s[0] > 0xF4)
		return -1;
	m = s[0] >= 0xF0 ? 4 : s[0] >= 0xE0 ? 3 : 2;
	if (len < m)
		return -1;
	cp = s[0] & (0x7Fu >> m);
	for (k = 1; k < m; k++) {
		if ((s[k] & 0xC0) != 0x80)
			return -1;
		cp = cp << 6 | (s[k] & 0x3F);
	}
	if (cp < min[m] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
		return -1;
	*n = m;
	return (long)cp;
}
