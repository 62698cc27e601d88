/* filter.h: the filter that reads roff and writes roff, for the command
 * line and the end-to-end unit tests.
 *
 * The filter takes input files one after another, keeps the roff state and
 * the mode in force across them, respells type words as the mode says,
 * holds each no-fill block until its end for the layout engine, and
 * announces files and line numbers to troff with .lf where needed.
 * struct kt_filter is here so that callers can hold one; its fields are
 * the filter's own (filter.c and filter_*.c, see filter_int.h), but for
 * what the command line sets (announce, strict, mode, out) and the
 * tests' slow.
 */
#ifndef KT_FILTER_H
#define KT_FILTER_H

#include <stdbool.h>

#include "edit.h"
#include "fastscan.h"
#include "io.h"
#include "mode.h"
#include "msg.h"
#include "roff.h"
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

struct kt_held;

/* A line of code that iso or both widens may take as many columns as the
 * page's line has beside the block's indent (which the scanner follows
 * through the man package's requests, kt_roff_indent) at 80 columns: 78,
 * man-db's line length at MANWIDTH=80 and the man-pages build's
 * (-rLL=78n), so that the code does not stick out past the text, nor
 * past the 80 columns that man-pages' check-catman allows; or as many as
 * the widest line of its block as written if that is wider.  The layout
 * engine breaks a line that would get wider (kt_layout_stream).  Where
 * the indent is not known, KT_FILTER_BOTH_WIDTH columns, which fit under
 * an indent of up to 26 (the deepest code of the man-pages tree is at 22,
 * perf_event_open(2)'s records); --both-width=N sets N for every block. */
#define KT_FILTER_WIDTH 78
#define KT_FILTER_BOTH_WIDTH 52

/* A line of filled text that fits on a line of its own in kernel mode,
 * such as a prototype set in bold as the tag of a .TP paragraph: 71
 * columns at the man package's indent of 7.  Mode both does not make it
 * wrap. */
#define KT_FILTER_FILL_WIDTH 71

/* The held no-fill block (filter_hold.c): its bytes and edits, and the
 * scanner's state before it, from which its visible characters are
 * listed again, a line at a time, when it is laid out. */
struct kt_hold {
	struct kt_held *ent;	/* lines, and runs of lines */
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

/* The fast path's tables (filter_fast.c, kt_filter_fast_init): the cube
 * of byte values that holds the last bytes of the type words of the
 * table ((c & cmask) == cval), for a quick scan, and the quick test of
 * the last bytes before the table's own (kt_table_ends_at). */
struct kt_fast_tables {
	unsigned char cmask, cval;
	unsigned char cmask2, cval2;	/* the same for the bytes before */
	bool any_ends;		/* the table has type words on */
	kt_fast_scan_fn *scan;	/* the scan for this processor */
	unsigned char qf[256];	/* kt_roff_qfilter, with the escape character
				 * qf_esc (-1: none) as a first byte */
	int qf_esc;
	struct kt_fast_sets sets;	/* of qf */
	bool ends1[256];	/* a one-byte type word is this byte */
	unsigned char ends2[65536 / 8];	/* a bit for the last two bytes
					 * of each longer one */
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
 * Nothing is inserted anywhere else, and the fast path does not start
 * while anything waits. */
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
	struct kt_edits kept;	/* mode iso: the line's kernel-only words,
				 * which it leaves and explains */
	struct kt_hold hold;	/* the held no-fill block (filter_hold.c) */
	bool prelude;		/* the macro package has been written */
	bool marked;		/* a word was respelled (an edit applied) or
				 * a key written: the output differs from
				 * the input in more than the prelude and
				 * its ".lf" (ktypes-bake's test) */
	bool no_escape;		/* the input's encoding has no byte that preconv
				 * reads as roff's escape character: modes both
				 * and annotate write no string call */
	unsigned long tag_line;	/* the input's line 1 or 2 whose comment holds
				 * an Emacs coding tag, which preconv reads
				 * only there (0: none): no prelude before
				 * the line after it */
	bool strict;		/* --strict: keep the kernel spelling of a
				 * pointer to a distinct type */
	unsigned both_width;	/* iso and both widen no line of code past
				 * it where the indent is not known, or with
				 * both_width_set (--both-width) anywhere (0:
				 * no limit) */
	bool both_width_set;
	bool literal;		/* inside ".ktypes literal" ... ".ktypes literal off" */
	bool slow;		/* no fast path: every line by kt_filter_line
				 * (tests compare the two) */
	struct kt_pieces pieces;	/* a long line (filter_long.c) */
	struct kt_wait wait;	/* what waits to be inserted */
	struct kt_roff_tail tail;	/* how the line that a long line's
					 * pieces or kt_filter_copy's chunks
					 * bring ends (kt_roff_tail_read) */
	struct {
		bool nl;		/* f->tail's line has ended */
		unsigned long line;	/* the lines copied */
	} copy;			/* kernel mode's copy path (kt_filter_copy) */
	struct kt_fast_tables fast;	/* the fast path's (filter_fast.c) */
	/* mode annotate (and the kernel-only words of mode iso, the types
	 * that mode both keys): the types of the current no-fill region, table
	 * and running text (and of blocks whose sentence goes on) not yet
	 * keyed, in order of first use; and the types keyed since the
	 * section's heading (.SH), which no later key there repeats */
	struct kt_keys {
		const struct kt_type **t;
		size_t n, cap;
	} block_keys, table_keys, section_keys, keyed;
	/* a block has ended and its key waits for the next line that
	 * renders: a new sentence there, or the paragraph's end, has it;
	 * meanwhile the lines that tell nothing (.in, .IP, comments) are
	 * kept in key_lines (key_out: the real output, while f->out is
	 * &key_lines; key_line: the first one's input line) */
	bool key_wait;
	bool key_noted;		/* a key of the section said what a type of
				 * the same size only is (KT_TMAC_KEY_NOTE) */
	struct kt_writer *key_out, key_lines;
	unsigned long key_line;
	size_t key_nlines;
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

void kt_filter_init(struct kt_filter *f, const struct kt_table *t,
		    struct kt_writer *out);
void kt_filter_free(struct kt_filter *f);

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
