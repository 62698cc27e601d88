/* mode.h: the rendering modes and where the mode in force comes from, for
 * the command line and the filter.
 *
 * Precedence, strongest first: the -m option, the KTYPES environment
 * variable, a mode request in the page, the default (kernel).
 */
#ifndef KT_MODE_H
#define KT_MODE_H

#include <stdbool.h>
#include <stddef.h>

enum kt_mode {
	KT_MODE_KERNEL,		/* the source as written */
	KT_MODE_ISO,		/* ISO C spellings */
	KT_MODE_BOTH,		/* both spellings side by side */
	KT_MODE_ANNOTATE,	/* as written, with keys to the ISO spellings */
	KT_MODE__COUNT
};

enum kt_mode_source {
	KT_MODE_FROM_DEFAULT,
	KT_MODE_FROM_PAGE,
	KT_MODE_FROM_ENV,
	KT_MODE_FROM_OPTION
};

/* Parse the N bytes at S as a mode name; false if unknown. */
bool kt_mode_parse(const char *s, size_t n, enum kt_mode *mode);
const char *kt_mode_name(enum kt_mode mode);

struct kt_mode_state {
	enum kt_mode mode;
	enum kt_mode_source source;
};

void kt_mode_init(struct kt_mode_state *st);
/* Set the mode from SOURCE unless a stronger source has set it; returns
 * whether the mode in force changed. */
bool kt_mode_set(struct kt_mode_state *st, enum kt_mode mode,
		 enum kt_mode_source source);

#endif
