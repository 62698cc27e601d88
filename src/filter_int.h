/* filter_int.h: the filter's internals, shared by its files (filter.c
 * and filter_*.c) and by no one else.
 *
 * The filter is one part in several files, one per job; calls go down
 * this list and never up:
 *   filter.c         the driver: files, the fast path or a line at a time
 *   filter_long.c    long lines, read in pieces
 *   filter_fast.c    the fast path's decisions: which lines are copied
 *   filter_line.c    the per-line core, and the requests it obeys
 *   filter_edits.c   what a line's edits owe: tbl's cells, the ABI check
 *   filter_insert.c  what is inserted into the output: prelude, .lf, keys
 *   filter_hold.c    the held no-fill block, laid out at its end
 *   filter_keys.c    the lists of types that mode annotate keys
 * (the scan of the fast path, below them all, is fastscan.h's).  Include
 * it after filter.h.
 */
#ifndef KT_FILTER_INT_H
#define KT_FILTER_INT_H

/* May the macro package be called here: are the escape and control
 * characters the standard ones, which it needs, and has the input's
 * encoding a byte that preconv reads as the escape character? */
static inline bool
kt_filter_macros_ok(const struct kt_filter *f)
{
	return f->roff.esc_on && f->roff.esc == '\\' && f->roff.cc == '.' &&
	    !f->no_escape;
}

/* The mode that the words of the current line take: modes both and
 * annotate call strings of the macro package (kt_filter_macros_ok). */
static inline enum kt_mode
kt_filter_word_mode(const struct kt_filter *f)
{
	enum kt_mode m = f->mode.mode;

	if ((m == KT_MODE_BOTH || m == KT_MODE_ANNOTATE) &&
	    !kt_filter_macros_ok(f))
		return KT_MODE_KERNEL;
	return m;
}

/* Is edit E a type word in one of the forms of mode both? */
static inline bool
kt_filter_both_word(const struct kt_edit *e)
{
	return e->type != NULL && (e->text == e->type->both ||
	    e->text == e->type->note || e->text == e->type->words ||
	    e->text == e->type->slash);
}

/* Keep the edits of ES that are type words of mode both, in the form of
 * mode annotate (the kernel spelling, as wide, with its hover title in
 * HTML), and drop the rest (the blanks that the layout engine set for
 * mode both): for text that keeps the kernel spelling and gets a key. */
static inline void
kt_filter_both_as_annotate(struct kt_edits *es)
{
	size_t i, n = 0;

	for (i = 0; i < es->n; i++) {
		struct kt_edit e = es->e[i];

		if (!kt_filter_both_word(&e))
			continue;
		e.text = e.type->annotate;
		e.tlen = (uint32_t)e.type->alen;
		e.width = (uint32_t)e.type->klen;
		e.pointer = false;
		es->e[n++] = e;
	}
	es->n = n;
}

/* filter_fast.c */

/* Set up the fast path for the table and the processor. */
void kt_filter_fast_init(struct kt_filter *f);

/* Copy (or hold) the lines at the start of the N bytes at P that can go
 * the fast way; returns the bytes taken, which end at a newline, and sets
 * *AGAIN if the next line may go this way too. */
size_t kt_filter_fast(struct kt_filter *f, const unsigned char *p, size_t n,
		      bool *again);

/* filter_long.c */

/* The next part of a long line: the N bytes at P, which end it if END
 * (with its newline, if any).  Returns the bytes taken. */
size_t kt_filter_long(struct kt_filter *f, const unsigned char *p, size_t n,
		      bool end);

/* filter_line.c */

/* Filter one input line of LEN bytes (with its newline, if any), or the
 * first piece of a long line; PLAIN: that piece has no place to cut. */
void kt_filter_line(struct kt_filter *f, const unsigned char *line,
		    size_t len, bool plain);

/* A piece of a text line after the first, N bytes at P; LAST: it ends the
 * line (with its newline, if any); PLAIN: no place to cut was found. */
void kt_filter_text_piece(struct kt_filter *f, const unsigned char *p,
			  size_t n, bool last, bool plain);

/* filter_edits.c */

/* Keep the edits of a line of a table's data, which tbl has still to
 * read, from splitting its cells at TAB, in MODE (iso or both). */
void kt_filter_cells(struct kt_filter *f, unsigned char tab,
		     enum kt_mode mode);

/* Drop the edits whose text troff would read otherwise under the escape
 * character in force (.ec n: the "nt" of uint32_t is then the tab
 * escape; .eo: "\*[...]" is text): their words keep their spelling. */
void kt_filter_escapes(struct kt_filter *f);

/* Mode both in filled text: the form of words with a blank that may
 * break, where a blank splits nothing (a text line: TEXT; a quoted
 * macro argument). */
void kt_filter_words(struct kt_filter *f, bool text);

/* Mode both: stack each type name alone in a table's cell of the line,
 * the BODY bytes at P, over its ISO spelling (in a text block); returns
 * whether one was (the line is then several). */
bool kt_filter_stack(struct kt_filter *f, const unsigned char *p,
		     size_t body);

/* Warn of the edits that respell a pointer to a distinct type, or with
 * --strict drop them. */
void kt_filter_abi(struct kt_filter *f);

/* filter_insert.c */

/* Announce file NAME to troff, if f->announce: ".lf 1 NAME", or if
 * troff would read it as more of the line before, after the next line
 * that troff reads whole (kt_filter_write_waiting). */
void kt_filter_announce(struct kt_filter *f, const char *name);

/* Write what waits (struct kt_wait), the next line being input line
 * N, if troff now reads a line of its own. */
void kt_filter_write_waiting(struct kt_filter *f, unsigned long n);

/* Input line f->where.line, complete, has been written (NEWLINE: with a
 * newline; without one it ends its file): write what waits after it,
 * if troff reads it whole (kt_filter_write_waiting). */
void kt_filter_line_whole(struct kt_filter *f, bool newline);

/* Write the prelude (see prelude.h) once, before input line N. */
void kt_filter_prelude(struct kt_filter *f, unsigned long n);
/* May the prelude be written in front of the line that the filter reads
 * next, input line N?  Where troff reads it as lines of its own
 * (kt_roff_open), not in a table's lines before tbl (which would read
 * them as rows), and not in front of a coding tag (f->tag_line). */
bool kt_filter_prelude_here(const struct kt_filter *f, unsigned long n);

/* Write the key of K (".ktypes-key __u32 uint32_t ...") and empty it;
 * the next line is input line N (0: none, no .lf). */
void kt_filter_key(struct kt_filter *f, struct kt_keys *k, unsigned long n);

/* A no-fill block has ended: its types wait for the end of the
 * sentence that holds it (kt_filter_key_before). */
void kt_filter_block_ended(struct kt_filter *f);

/* Before input line N, the LEN bytes at P: the key of what waits, if
 * the line starts a paragraph, or a new sentence after a block. */
void kt_filter_key_before(struct kt_filter *f, const unsigned char *p,
			  size_t len, unsigned long n);

/* The lines kept while a key waited go out, after the key if KEY (the
 * next line being input line N, if none were kept). */
void kt_filter_key_release(struct kt_filter *f, bool key, unsigned long n);

/* The key of a table, at its .TE, the next line being input line N. */
void kt_filter_table_key(struct kt_filter *f, unsigned long n);
/* The key of a section's running text, at its end, the next line being
 * input line N (.ktypes-section-key: at the section's margin). */
void kt_filter_section_key(struct kt_filter *f, unsigned long n);

/* filter_hold.c */

/* Write ".lf N" to W: the next line is input line N again.  Under "r .x"
 * (groff's version register), since mandoc(1) calls .lf insecure; in a
 * block, so that tbl and eqn, which count lines, read it too: ".lf N-1"
 * numbers the line that closes the block.  Without an escape character
 * (.eo, ESC_ON false) there is no block: ".lf N" as it is.  CC and EC:
 * the control and escape characters in force. */
void kt_filter_relf_as(struct kt_writer *w, unsigned char cc,
		       unsigned char ec, bool esc_on, unsigned long n);

/* The number that ".lf" writes for line count N into BUF (SIZE bytes),
 * as troff reads it (kt_msg_line): troff reads "-2147483648" as an
 * overflow, and the same int as an expression.  Returns BUF. */
const char *kt_filter_lf_number(char *buf, size_t size, unsigned long n);

/* Hold LINE (LEN bytes) with the current edits; TEXT: it renders text,
 * LISTED: its visible characters were listed. */
void kt_filter_hold(struct kt_filter *f, const unsigned char *line,
		    size_t len, bool text, bool listed);

/* Hold the N bytes at P, whole lines that the filter inserts (after the
 * last line held, which gets a newline if it has none). */
void kt_filter_hold_inserted(struct kt_filter *f, const unsigned char *p,
			     size_t n);

/* Hold the N bytes at P, LINES whole lines that the fast path took. */
void kt_filter_hold_run(struct kt_filter *f, const unsigned char *p,
			size_t n, size_t lines);

/* Write the held block, laid out, and empty it. */
void kt_filter_flush(struct kt_filter *f);

/* Free the held block H (as kt_filter_free does). */
void kt_hold_free(struct kt_hold *h);

/* filter_keys.c */

/* Note type T in key list K, once. */
void kt_keys_add(struct kt_keys *k, const struct kt_type *t);

/* Free the list K (empty). */
void kt_keys_free(struct kt_keys *k);

#endif
