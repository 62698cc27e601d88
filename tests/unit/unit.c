/* unit.c: helpers shared by the unit tests (unit.h): the built-in table
 * as the program starts from it, the filter run in memory, and the
 * fixtures read from files. */
#include <config.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "io.h"
#include "msg.h"
#include "prelude.h"
#include "table.h"
#include "tablefile.h"
#include "unit.h"

char *
unit_fixture(const char *name, size_t *len)
{
	char path[4096];
	char *buf = NULL;
	size_t n = 0, cap = 0, got;
	FILE *fp;

	snprintf(path, sizeof path, "%s/%s", UNIT_FIXTURES, name);
	fp = fopen(path, "rb");
	if (fp == NULL) {
		fprintf(stderr, "unit_fixture: cannot open %s\n", path);
		abort();
	}
	do {
		if (cap - n < 4096) {
			cap = cap * 2 + 4096;
			buf = realloc(buf, cap + 1);
			if (buf == NULL)
				abort();
		}
		got = fread(buf + n, 1, cap - n, fp);
		n += got;
	} while (got > 0);
	if (ferror(fp)) {
		fprintf(stderr, "unit_fixture: cannot read %s\n", path);
		abort();
	}
	fclose(fp);
	buf[n] = '\0';
	if (len != NULL)
		*len = n;
	return buf;
}

struct kt_table *
unit_builtin_table(void)
{
	struct kt_table *t = kt_table_new();

	kt_tablefile_builtin(t);
	return t;
}

char *
unit_filter(const struct kt_table *t, enum kt_mode mode, const void *in,
	    size_t n, size_t *len)
{
	return unit_filter_width(t, mode, UINT_MAX, in, n, len);
}

char *
unit_filter_width(const struct kt_table *t, enum kt_mode mode, unsigned width,
		  const void *in, size_t n, size_t *len)
{
	struct kt_writer w;
	struct kt_reader r;
	struct kt_filter *f;
	struct kt_mode_state ms;
	FILE *drop = fopen("/dev/null", "w");
	char *out;

	if (drop == NULL)
		abort();
	kt_msg_set_stream(drop);
	kt_writer_init_mem(&w);
	f = kt_filter_new(t, &w);
	if (width != UINT_MAX)
		kt_filter_set_both_width(f, width);
	kt_mode_init(&ms);
	kt_mode_set(&ms, mode, KT_MODE_FROM_OPTION);
	kt_filter_set_mode(f, &ms);
	kt_reader_init_mem(&r, in, n);
	kt_filter_run(f, &r, "-");
	kt_reader_free(&r);
	kt_filter_free(f);
	kt_msg_set_stream(NULL);
	fclose(drop);
	out = malloc(w.len + 1);
	if (out == NULL)
		abort();
	if (w.len > 0)
		memcpy(out, w.buf, w.len);
	out[w.len] = '\0';
	if (len != NULL)
		*len = w.len;
	kt_writer_free(&w);
	return out;
}

size_t
unit_cut_keys(char *out, size_t len)
{
	char *p = strstr(out, KT_PRELUDE_HEAD), *e;
	size_t n;

	if (p == NULL || (p > out && p[-1] != '\n'))
		return len;
	/* the macro package before a block that mode iso sets on more
	 * lines, up to the ".lf" block after it (or the block of the
	 * macro call that numbers the line too): taken out */
	e = strstr(p, "\n" KT_PRELUDE_TAIL);
	if (e != NULL) {
		char *b;

		e += 1 + strlen(KT_PRELUDE_TAIL);
		while (strncmp(e, ".ktypes-define ", 15) == 0 &&
		    strchr(e, '\n') != NULL)
			e = strchr(e, '\n') + 1;
		b = e;
		if (strncmp(e, ".if r .x \\{\\\n.lf ", 16) == 0 &&
		    (e = strstr(e, "\n.\\}\n")) != NULL)
			e += 5;
		if (e != NULL && strncmp(e, ".ktypes-", 8) != 0 &&
		    (e != b || strncmp(b, ".if r .x \\{\\\n.do if d ",
		    22) == 0)) {
			n = len - (size_t)(e - out);
			memmove(p, e, n + 1);
			return (size_t)(p - out) + n;
		}
	}
	*p = '\0';
	return (size_t)(p - out);
}

size_t
unit_unbreak(char *out, size_t len)
{
	size_t i, j;

	for (i = j = 0; i < len; i++) {
		if (out[i] == '\\' && i + 1 < len && out[i + 1] == '~') {
			out[j++] = ' ';
			i++;
		} else if (out[i] == '\\' && i + 1 < len) {
			out[j++] = out[i++];
			out[j++] = out[i];
		} else
			out[j++] = out[i];
	}
	out[j] = '\0';
	return j;
}
