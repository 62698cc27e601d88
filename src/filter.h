/* filter.h: the filter that reads roff and writes roff, for the command
 * line, ktypes-bake and the end-to-end unit tests.
 *
 * The filter takes input files one after another, keeps the roff state and
 * the mode in force across them, respells type words as the mode says,
 * holds each no-fill block until its end for the layout engine, and
 * announces files and line numbers to troff with .lf where needed.
 * struct kt_filter is the filter's own (filter.c and filter_*.c, see
 * filter_int.h): callers make one with kt_filter_new, set what the command
 * line says with the functions below before the first file, and free it.
 */
#ifndef KT_FILTER_H
#define KT_FILTER_H

#include <stdbool.h>

#include "io.h"
#include "mode.h"
#include "table.h"

/* A no-fill block is held for the layout engine up to this many lines or
 * bytes; past that, the rest of the block is written as it comes.  (The
 * longest block of the man-pages tree has 606 lines, 20 kB; holding a
 * block and laying it out costs about 20 bytes of memory for each of its
 * bytes, more where its lines have many words.)  Tests may build with
 * smaller caps. */
#ifndef KT_BLOCK_MAX_LINES
#define KT_BLOCK_MAX_LINES 5000
#endif
#ifndef KT_BLOCK_MAX_BYTES
#define KT_BLOCK_MAX_BYTES ((size_t)1024 * 1024)
#endif

struct kt_filter;

/* A filter of type table T (which must outlive it) writing to OUT. */
struct kt_filter *kt_filter_new(const struct kt_table *t,
				struct kt_writer *out);
/* Free F (NULL: nothing). */
void kt_filter_free(struct kt_filter *f);

/* The mode in force, and where it comes from (mode.h), as the command
 * line sets it (the option, the environment): the page's own mode
 * requests change it where the source is weaker. */
void kt_filter_set_mode(struct kt_filter *f, const struct kt_mode_state *ms);
const struct kt_mode_state *kt_filter_mode(const struct kt_filter *f);

/* Announce each file with ".lf 1 NAME" (several input files). */
void kt_filter_set_announce(struct kt_filter *f, bool announce);
bool kt_filter_announces(const struct kt_filter *f);

/* --strict: keep the kernel spelling of a pointer to a distinct type. */
void kt_filter_set_strict(struct kt_filter *f, bool strict);

/* --both-width=WIDTH: iso and both widen no line of code past WIDTH
 * columns (0: no limit), in every block, whatever its indent (without
 * it, the room beside a block's indent: see KT_FILTER_WIDTH).  ktypes
 * and ktypes-bake both call it for the option, and nothing else. */
void kt_filter_set_both_width(struct kt_filter *f, unsigned width);

/* The line length, in columns, that the page is formatted for (0: not
 * known, 78 is taken): iso and both widen a line of code no further than
 * it beside the block's indent, unless --both-width sets a width.  The
 * command line calls it with what the formatter of --exec is told. */
void kt_filter_set_line_length(struct kt_filter *f, unsigned columns);

/* The output, which the input's pipeline may change for a file (input.c,
 * to encode the output back). */
struct kt_writer *kt_filter_output(const struct kt_filter *f);
void kt_filter_set_output(struct kt_filter *f, struct kt_writer *out);

/* What the input's encoding says of the next file (input.c): NO_ESCAPE,
 * it has no byte that preconv reads as roff's escape character (modes
 * both and annotate write no string call). */
void kt_filter_set_no_escape(struct kt_filter *f, bool no_escape);

/* Did the filter respell a word (apply an edit) or write a key?  Then
 * the output differs from the input in more than the prelude and its
 * ".lf" (ktypes-bake's test). */
bool kt_filter_marked(const struct kt_filter *f);

/* Filter all of R, read from the file NAME ("-" for standard input). */
void kt_filter_run(struct kt_filter *f, struct kt_reader *r,
		   const char *name);

/* The end of the input: the keys that still wait, after the lines that end
 * what the last file left open (an .ig, .de or a skipped condition, a
 * line that goes on), so that troff sets them. */
void kt_filter_end(struct kt_filter *f);

/* Copy all of R unchanged (kernel mode set by option or environment). */
void kt_filter_copy(struct kt_filter *f, struct kt_reader *r,
		    const char *name);

#endif
