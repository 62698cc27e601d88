/* unit.c: helpers shared by the unit tests (unit.h): the built-in table
 * as the program starts from it, and the filter run in memory. */
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
	struct kt_filter f;
	FILE *drop = fopen("/dev/null", "w");
	char *out;

	if (drop == NULL)
		abort();
	kt_msg_set_stream(drop);
	kt_writer_init_mem(&w);
	kt_filter_init(&f, t, &w);
	if (width != UINT_MAX) {
		f.both_width = width;
		f.both_width_set = true;
	}
	kt_mode_set(&f.mode, mode, KT_MODE_FROM_OPTION);
	kt_reader_init_mem(&r, in, n);
	kt_filter_run(&f, &r, "-");
	kt_reader_free(&r);
	kt_filter_free(&f);
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
	char *p = strstr(out, KT_PRELUDE_HEAD);

	if (p == NULL || (p > out && p[-1] != '\n'))
		return len;
	*p = '\0';
	return (size_t)(p - out);
}
