/* mode.c: mode names and precedence (see mode.h). */
#include <config.h>

#include <string.h>

#include "mode.h"

static const char *const kt_mode_names[KT_MODE__COUNT] = {
	[KT_MODE_KERNEL] = "kernel",
	[KT_MODE_ISO] = "iso",
	[KT_MODE_BOTH] = "both",
	[KT_MODE_ANNOTATE] = "annotate",
};

bool
kt_mode_parse(const char *s, size_t n, enum kt_mode *mode)
{
	int i;

	for (i = 0; i < KT_MODE__COUNT; i++)
		if (strlen(kt_mode_names[i]) == n &&
		    memcmp(kt_mode_names[i], s, n) == 0) {
			*mode = (enum kt_mode)i;
			return true;
		}
	return false;
}

const char *
kt_mode_name(enum kt_mode mode)
{
	return (unsigned)mode < KT_MODE__COUNT ? kt_mode_names[mode] : "?";
}

void
kt_mode_init(struct kt_mode_state *st)
{
	st->mode = KT_MODE_KERNEL;
	st->source = KT_MODE_FROM_DEFAULT;
}

bool
kt_mode_set(struct kt_mode_state *st, enum kt_mode mode,
	    enum kt_mode_source source)
{
	bool changed;

	if (source < st->source)
		return false;
	changed = st->mode != mode;
	st->mode = mode;
	st->source = source;
	return changed;
}
