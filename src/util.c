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
