/* layout.h: the layout engine, for the filter and tests.
 *
 * Code in no-fill regions is aligned by hand.  When a type word changes
 * length, the engine decides how the whitespace around it changes so that
 * the alignment of the source survives.  It sees a whole no-fill block at
 * once (every line that troff sets between .nf/.EX and .fi/.EE) and only
 * ever adds whitespace edits; it never touches anything but blanks.
 */
#ifndef KT_LAYOUT_H
#define KT_LAYOUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "edit.h"
#include "roff.h"

/* Tab stops are this many columns apart, from the start of the line:
 * groff's default of 0.5i on terminal devices. */
#define KT_LAYOUT_TAB 5

struct kt_layout_line {
	const struct kt_vis *v;	/* what the line renders */
	size_t nv;
	struct kt_edits *edits;	/* its word edits; the engine adds more */
	bool text;		/* the line renders text (not a request) */
	bool tabs_set;		/* the page set its own tab stops (.ta): where
				 * its tabs stop is not known */
	bool breakable;		/* a line that troff reads on its own (no
				 * escaped newline before or after it, not a
				 * table's row), of plain text or a call of a
				 * font macro (MACRO): the engine may break it */
	bool macro;		/* a call of a font macro (.B, .BR, ...): a
				 * break only inside a quoted argument, where
				 * the filter can end the call and start one */
	bool joinable;		/* a breakable line of text that the filter
				 * can end with an escaped newline ("\") */
	bool join;		/* set by the engine: the next line goes on
				 * this line's last output line (a broken
				 * comment reflowed with its next line): the
				 * filter ends this line with an escaped
				 * newline, and the engine makes the next
				 * line's indent one blank */
};

/* Add whitespace edits to the N lines of a no-fill block.  A line that
 * the word edits widen may take WIDTH columns, or as many as it takes as
 * written if that is more (never more because another line of the
 * block is wider); a breakable line that would
 * get wider is broken (see above), as often as it needs.  WIDTH 0: no
 * limit.  Returns false if a line that the word edits widen is still too
 * wide (no break exists: a single word longer than the room, or a line
 * that cannot be broken), else true.  Either LINES
 * say what they render (FILL is NULL), or they say it only when asked,
 * one at a time: LINES holds each line's edits (and text, which FILL may
 * set for a line the first time it is asked for); FILL(CTX, LINES, I,
 * RESTART) sets lines[I].v and nv, valid until its next call.  The engine
 * asks for lines in order, in up to four passes, each from the start
 * (RESTART: the first call of a pass), and may pass over lines; it asks
 * for every line in the first pass. */
bool kt_layout_stream(struct kt_layout_line *lines, size_t n, uint32_t width,
		      void (*fill)(void *ctx, struct kt_layout_line *lines,
				   size_t i, bool restart),
		      void *ctx);

/* Add whitespace edits to line L alone, which is seen without its block
 * (a line past the cap of a long block, or whose columns are unknown):
 * a grown word takes up the blanks that follow it, keeping one. */
void kt_layout_line(struct kt_layout_line *l);

#endif
