/* filter_int.h: the filter's internals, shared by its files (filter.c
 * and filter_*.c) and by no one else.
 *
 * The filter is one part in several files, one per job; calls go down
 * this list and never up:
 *   filter.c         the driver: files, a line at a time
 *   filter_long.c    long lines, read in pieces
 *   filter_line.c    the per-line core, and the requests it obeys
 *   filter_edits.c   what a line's edits owe: tbl's cells, the ABI check
 *   filter_insert.c  what is inserted into the output: prelude, .lf, keys
 *   filter_hold.c    the held no-fill block, laid out at its end
 *   filter_keys.c    the lists of types that mode annotate keys
 * Include it after filter.h.
 */
#ifndef KT_FILTER_INT_H
#define KT_FILTER_INT_H

#include "edit.h"
#include "msg.h"
#include "roff.h"

struct kt_held;

/* A line of code that iso or both widens may take as many columns as the
 * page's line has beside the block's indent (which the scanner follows
 * through the man package's requests, kt_roff_indent): the line length
 * that the formatter of --exec is told (man-db's -rLL=146n on a terminal
 * of 150 columns, kt_exec_line_length), or else KT_FILTER_WIDTH, 78:
 * man-db's line length at MANWIDTH=80 and the man-pages build's
 * (-rLL=78n), so that the code does not stick out past the text, nor
 * past the 80 columns that man-pages' check-catman allows; or as many as
 * it takes as written if that is more (never more because another line
 * of its block is wider).  The layout engine breaks a line that would
 * get wider (kt_layout_stream).  Where the indent is not known, the line
 * length less KT_FILTER_DEEPEST, which fits under the deepest code of
 * the man-pages tree (22, perf_event_open(2)'s records) with room to
 * spare: 52 at 78; --both-width=N sets N for every block. */
#define KT_FILTER_WIDTH 78
#define KT_FILTER_DEEPEST 26

/* The held no-fill block (filter_hold.c): its bytes and edits, and the
 * scanner's state before it, from which its visible characters are
 * listed again, a line at a time, when it is laid out. */
struct kt_hold {
	struct kt_held *ent;	/* the lines held */
	size_t nent, capent;
	size_t lines;		/* lines held */
	unsigned char *buf;	/* the held lines' bytes */
	size_t len, cap;
	struct kt_edit *edits;	/* their edits */
	size_t en, ecap;
	struct kt_roff snap;	/* the scanner before the first line held */
	struct kt_vis_buf vis;	/* a held line listed again (not the filter's
				 * vis: a block is laid out while a line is
				 * being read) */
	bool overflow;		/* the block passed its cap */
};

/* A line longer than KT_LINE_PIECE, read in pieces (filter_long.c). */
struct kt_pieces {
	/* the line read now: a text line, or one whose rest is copied */
	enum { KT_PIECE_NONE, KT_PIECE_TEXT, KT_PIECE_RAW } kind;
	bool glued;		/* the next piece starts inside a word */
	bool continues;		/* the line's end decides whether a string
				 * definition goes on */
};

/* What waits to be inserted (filter_insert.c writes it): an insertion
 * (an announcement ".lf N NAME", a key) that cannot be written where it
 * falls waits, for one of two things:
 *  - troff would not read it as a line of its own there (kt_roff_open:
 *    after an escaped newline, in a .ds that goes on, in a block that
 *    troff copies or skips): it waits for the next line that troff
 *    reads whole (kt_filter_line_whole, kt_filter_write_waiting);
 *  - it falls after the first piece of a line read in pieces: it waits
 *    for the end of that line (the *_at fields, kt_filter_long).
 * Nothing is inserted anywhere else. */
struct kt_wait {
	char *name;		/* the ".lf N NAME" of a file (owned) */
	bool renumber;		/* an ".lf N": the lines after a table with
				 * stacked cells (tbl reads no .lf among its
				 * data, so its count is off) */
	bool block_key, table_key, section_key;	/* the keys of the block,
						 * table and section */
	unsigned long block_key_at, table_key_at;	/* the keys that a
					 * line read in pieces makes wait
					 * for its end: the next line's
					 * number (0: none) */
};

/* Mode annotate's keys (filter_keys.c owns this state and sets it up
 * and frees it; filter_insert.c writes the keys and empties the lists,
 * filter_line.c and filter_hold.c note types): the types of the current
 * no-fill region, table and running text (and of blocks whose sentence
 * goes on) not yet keyed, in order of first use; and the types keyed
 * since the section's heading (.SH), which no later key there repeats. */
struct kt_keys {
	const struct kt_type **t;
	size_t n, cap;
	bool pairs;		/* mode both showed a pair here of a type that
				 * is not always the same C type as its ISO
				 * spelling (KT_TYPE_DISTINCT): the page's
				 * note on such pairs is owed, once
				 * (KT_TMAC_PAIRS_NOTE) */
};

/* Does K owe a key: types to list, or the note on pairs? */
static inline bool
kt_keys_owed(const struct kt_keys *k)
{
	return k->n > 0 || k->pairs;
}

/* The notes that the keys have said (filter_insert.c, kt_filter_key_as). */
struct kt_key_notes {
	bool noted;		/* a key of the section said what a type of
				 * the same size only is (KT_TMAC_KEY_NOTE) */
	bool told;		/* one of the page said it in full (later
				 * ones say it briefly) */
	bool paired;		/* mode both: the page's note on pairs was
				 * written (struct kt_keys, PAIRS) */
};

struct kt_key_state {
	struct kt_keys block, table, section, keyed;
	/* an item of a list of tagged paragraphs (man(7)'s .TP, .IP with a
	 * tag), from its tag to the next item at its level (ENTRY_NEST
	 * levels of .RS, kt_roff_list_nest) or the end of the list: the
	 * types of its tag and text that the section has not explained
	 * yet, keyed at its end */
	struct kt_keys entry;
	bool entry_open;
	unsigned entry_nest;
	/* a block has ended and its key waits for the next line that
	 * renders: a new sentence there, or the paragraph's end, has it;
	 * meanwhile the lines that tell nothing (.in, .IP, comments) are
	 * kept in LINES (OUT: the real output, while the filter's output is
	 * &LINES; LINE: the first one's input line) */
	bool wait;
	struct kt_key_notes said;	/* the notes that keys have said */
	/* the bodies of an .ie and its .el that the scanner cannot tell
	 * apart (.ie n: a terminal reads the one, a typesetter the other)
	 * each key their types: the .el body starts from what the section
	 * had keyed before the .ie (IE, with what keys had said, IE_SAID),
	 * and what the .ie body keyed (THEN, THEN_SAID) is added again when
	 * the .el body ends, at EL_DEPTH levels of \{ (kt_keys_ie,
	 * kt_keys_el) */
	struct kt_keys ie, then;
	struct kt_key_notes ie_said, then_said;
	bool ie_set, el_open;
	unsigned el_depth;
	struct kt_writer *out, lines;
	unsigned long line;
	size_t nlines;
};

struct kt_filter {
	struct kt_roff roff;
	struct kt_mode_state mode;
	const struct kt_table *table;
	struct kt_writer *out;
	struct kt_where where;	/* the input line being read */
	char *lf_file;		/* file name set by .lf (owned) */
	bool announce;		/* write ".lf 1 NAME" at each file */
	struct kt_vis_buf vis;
	struct kt_edits edits;
	struct kt_edits kept;	/* modes iso, both and annotate: the line's
				 * kernel-only words, which they leave and
				 * explain */
	struct kt_hold hold;	/* the held no-fill block (filter_hold.c) */
	bool prelude;		/* the macro package has been written */
	bool marked;		/* a word was respelled (an edit applied) or
				 * a key written: the output differs from
				 * the input in more than the prelude and
				 * its ".lf" (ktypes-bake's test) */
	bool no_escape;		/* the input's encoding has no byte that preconv
				 * reads as roff's escape character: modes both
				 * and annotate write no string call */
	bool past_comments;	/* a line that is not a comment line has been
				 * read (kt_roff_comment_line): the prelude
				 * goes after the comments that open the
				 * input (mandoc copies them into its HTML
				 * only there; an Emacs coding tag, which
				 * preconv reads only on line 1 or 2, is
				 * one of them) */
	bool strict;		/* --strict: keep the kernel spelling of a
				 * pointer to a distinct type */
	unsigned line_length;	/* the formatter's line length in columns
				 * (KT_FILTER_WIDTH unless told) */
	unsigned both_width;	/* --both-width: iso and both widen no line
				 * of code past it (0: no limit), with
				 * both_width_set */
	bool both_width_set;
	bool literal;		/* inside ".ktypes literal" ... ".ktypes literal off" */
	bool written;		/* the file is ktypes' own output (its
				 * prelude's second line seen): the rest is
				 * copied as it is (kt_filter_own_line) */
	struct kt_pieces pieces;	/* a long line (filter_long.c) */
	struct kt_wait wait;	/* what waits to be inserted */
	struct kt_roff_tail tail;	/* how the line that a long line's
					 * pieces or kt_filter_copy's chunks
					 * bring ends (kt_roff_tail_read) */
	struct {
		bool nl;		/* f->tail's line has ended */
		unsigned long line;	/* the lines copied */
	} copy;			/* kernel mode's copy path (kt_filter_copy) */
	struct kt_key_state keys;	/* mode annotate's (filter_keys.c) */
	/* the last pointer warning, given once for each line and type (tbl
	 * writes each cell several times) */
	unsigned long abi_line;
	const struct kt_type *abi_type;
	/* texts of type words that hold a table's cell separator, with it
	 * written as \[charN] (kt_filter_cells) */
	struct kt_cell_text {
		const struct kt_type *type;
		unsigned char tab;
		enum kt_mode mode;
		char *text;
		size_t len;
	} *cell_texts;
	size_t ncell_texts, cell_texts_cap;
	/* the texts of the cells that mode both stacks on this line
	 * (kt_filter_stack) */
	char *stack;
	size_t stack_cap;
	bool tbl_stacked;	/* the table has stacked cells: an .lf
				 * after its .TE */
};

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

	if (f->written)
		return KT_MODE_KERNEL;
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

/* Free the texts that kt_filter_cells and kt_filter_stack made (as
 * kt_filter_free does). */
void kt_cells_free(struct kt_filter *f);

/* Drop the edits whose text troff would read otherwise under the escape
 * character in force (.ec n: the "nt" of uint32_t is then the tab
 * escape; .eo: "\*[...]" is text): their words keep their spelling. */
void kt_filter_escapes(struct kt_filter *f);

/* Mode both in filled text: the form of words of running text (a text
 * line: TEXT; a quoted macro argument), ktypes-words-open. */
void kt_filter_words(struct kt_filter *f, bool text);

/* Modes iso and both in filled text: a line that is a prototype and
 * nothing else (the BODY bytes at P; the tag of an item in
 * bpf-helpers(7)) breaks after a comma between its parameters only: its
 * other blanks are unbreakable ("\~", which groff stretches as it
 * stretches a blank where it adjusts a line), so that a parameter's type
 * never leaves its name (issue 25).  Returns whether the line is such a
 * prototype (which is set as code: KT_TMAC_CODE_ON). */
bool kt_filter_proto_blanks(struct kt_filter *f, const unsigned char *p,
			    size_t body);

/* Mode both: stack each type name alone in a table's cell of the line,
 * the BODY bytes at P, over its ISO spelling (in a text block); returns
 * whether one was (the line is then several). */
bool kt_filter_stack(struct kt_filter *f, const unsigned char *p,
		     size_t body);

/* The same in tbl's output (ktypes after tbl): a type name alone in its
 * cell of a row keeps its kernel spelling, and a line after the row
 * sets its ISO spelling under it; a cell's measure gets a line after it
 * that measures the ISO spelling too.  Returns whether a line was
 * added. */
bool kt_filter_stack_out(struct kt_filter *f, const unsigned char *p,
			 size_t body);

/* Mode iso: warn of the edits that respell a pointer to a distinct
 * type, or with --strict drop them and note their types for a key. */
void kt_filter_abi(struct kt_filter *f);

/* filter_insert.c */

/* Free what W holds (as kt_filter_free does). */
void kt_wait_free(struct kt_wait *w);

/* Announce file NAME to troff, if f->announce: ".lf 1 NAME", or if
 * troff would read it as more of the line before, after the next line
 * that troff reads whole (kt_filter_write_waiting). */
void kt_filter_announce(struct kt_filter *f, const char *name);

/* Write what waits (struct kt_wait), the next line being input line
 * N, if troff now reads a line of its own (kt_filter_write_waiting runs
 * for every line, and most often nothing waits). */
void kt_filter_write_any(struct kt_filter *f, unsigned long n);

static inline void
kt_filter_write_waiting(struct kt_filter *f, unsigned long n)
{
	if (f->wait.name != NULL || f->wait.renumber || f->wait.table_key ||
	    f->wait.block_key || f->wait.section_key)
		kt_filter_write_any(f, n);
}

/* Input line f->where.line, complete, has been written (NEWLINE: with a
 * newline; without one it ends its file): write what waits after it,
 * if troff reads it whole (kt_filter_write_waiting). */
void kt_filter_line_whole(struct kt_filter *f, bool newline);


/* Write the call of MACRO (".ktypes-code-on", with the control
 * character '.', which mode both's lines have), the next line being
 * input line N. */
void kt_filter_call(struct kt_filter *f, const char *macro, unsigned long n);

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
 * input line N (.ktypes-section-key: at the section's margin), after
 * the key of the list item that it ends (kt_filter_entry_end). */
void kt_filter_section_key(struct kt_filter *f, unsigned long n);

/* A list item ends before input line N: its key (of the types of its
 * tag and text that no key in it explained), after the key of a block
 * in it that waits. */
void kt_filter_entry_end(struct kt_filter *f, unsigned long n);

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

/* Write the prelude (see prelude.h) once, before input line N (0: at
 * the end of a file, or with no ".lf" after it). */
void kt_filter_prelude(struct kt_filter *f, unsigned long n);
/* May the prelude be written in front of the line that the filter reads
 * next, input line N, the scanner's state before it being ST?  Where
 * troff reads it as lines of its own (kt_roff_open), not in a table's
 * lines before tbl (which would read them as rows), not in the body of a
 * condition within \{ and \} (which a device may skip: ".ie n \{", the
 * terminal's body of a block that the page gives twice), and not among
 * the comments that open the input (f->past_comments). */
bool kt_filter_prelude_here(const struct kt_filter *f,
			    const struct kt_roff *st, unsigned long n);

/* Write the held block, laid out, and empty it (kt_filter_flush_held:
 * one that holds a line; kt_filter_flush runs for every line, and most
 * often nothing is held). */
void kt_filter_flush_held(struct kt_filter *f);

static inline void
kt_filter_flush(struct kt_filter *f)
{
	if (f->hold.lines > 0)
		kt_filter_flush_held(f);
}

/* Free the held block H (as kt_filter_free does). */
void kt_hold_free(struct kt_hold *h);

/* filter_keys.c */

/* Note type T in key list K, once. */
void kt_keys_add(struct kt_keys *k, const struct kt_type *t);
/* An .ie line, then its .el line (DEPTH: the levels of \{ open before
 * it), then each line after it (DEPTH: those open after it), of
 * conditions that the scanner cannot tell (struct kt_key_state). */
void kt_keys_ie(struct kt_key_state *ks);
void kt_keys_el(struct kt_key_state *ks, unsigned depth);
void kt_keys_el_end(struct kt_key_state *ks, unsigned depth);

/* Note the types of FROM in TO (and the note on pairs that FROM owes),
 * and empty FROM. */
void kt_keys_move(struct kt_keys *to, struct kt_keys *from);

/* Free the list K (empty). */
void kt_keys_free(struct kt_keys *k);

/* Free the keys' state KS (empty; as kt_filter_free does). */
void kt_key_state_free(struct kt_key_state *ks);

#endif
