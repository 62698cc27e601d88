/* roff.h: the roff scanner, for the filter, the layout engine and tests.
 *
 * The scanner reads one input line at a time and keeps the roff state that
 * spans lines: the escape and control characters, ignored blocks (.ig),
 * macro and string definitions (.de, .ds), no-fill regions (.nf, .EX), tbl,
 * eqn and pic regions, and the current font.  For each line it says what
 * kind of line it is and, when asked, lists the characters that the line
 * renders ("visible" characters), each tied to its source byte, with
 * escapes reduced to what a reader sees: a boundary, a space, a glyph.
 * Text inside \w'...' (which measures text, as tbl's output does for every
 * cell) is listed like other text, between two context breaks.
 *
 * What is never listed, and so never rewritten: comments, .ig blocks, macro
 * and string definitions, the names that escapes take (\*[u32], \n[u64],
 * fonts, glyphs), device controls (\X'...'), arguments of requests other
 * than text macros, eqn and pic input, and tbl options and formats.
 */
#ifndef KT_ROFF_H
#define KT_ROFF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mode.h"

/* Flags of a visible character. */
#define KT_VF_PLAIN	0x01u	/* a source byte of ordinary text */
#define KT_VF_ESC	0x02u	/* produced by an escape */
#define KT_VF_TYPEFONT	0x04u	/* set in a non-roman font */
#define KT_VF_ZERO	0x08u	/* zero width: a boundary, no character */
#define KT_VF_BREAK	0x10u	/* a context break: like a line boundary */
#define KT_VF_QUOTED	0x20u	/* inside a quoted macro argument */
#define KT_VF_MEASURED	0x40u	/* inside \w: measured, not set */
#define KT_VF_LITERAL	0x80u	/* the literal mark \*[ktypes-lit]: the word
				 * after it keeps its spelling */

#define KT_VF_ARGSEP	0x100u	/* the blank that joins two arguments of a
				 * macro such as .B; widened by inserting
				 * "\ " at its src, which is inside the next
				 * argument */
#define KT_VF_CMDPAGE	0x200u	/* on a page of commands (see cmd_page) */
#define KT_VF_GLUE	0x400u	/* a zero-width mark that troff renders
				 * nothing for, so that identifiers on both
				 * sides of it are one (\&, \:, \%, \)) */
#define KT_VF_EDGE	0x800u	/* a glue mark at an escaped newline, or at
				 * the start of the line after one that an
				 * identifier ends: one may go on past it */
#define KT_VF_TYPECELL	0x1000u	/* in a table's cell of a column whose
				 * heading is "Type" (kt_tbl_data) */

/* Visible character codes for escapes that render something that is not
 * a known ASCII character. */
#define KT_VIS_OPAQUE	0x01u	/* a glyph one column wide */
#define KT_VIS_UNKNOWN	0x02u	/* of unknown width: a string, a number */
#define KT_VIS_WIDE	0x03u	/* a glyph two columns wide on a terminal, as
				 * groff -Tutf8 sets it (\[u6587]: see
				 * kt_wide_char) */

struct kt_vis {
	uint32_t src;		/* offset of the source byte(s) in the line */
	uint16_t flags;		/* KT_VF_* */
	uint16_t seg;		/* font run or argument it belongs to */
	unsigned char c;	/* the character (0 for ZERO and BREAK) */
};

struct kt_vis_buf {
	struct kt_vis *v;
	size_t n, cap;
};

void kt_vis_buf_free(struct kt_vis_buf *b);

enum kt_line_kind {
	KT_LINE_TEXT,		/* a text line */
	KT_LINE_MACRO,		/* a macro call whose arguments are text */
	KT_LINE_REQUEST,	/* any other control line */
	KT_LINE_COMMENT,	/* a comment line (.\") */
	KT_LINE_RAW		/* .ig, .de body, .ds, eqn, pic, tbl format */
};

enum kt_line_event {
	KT_EVENT_NONE,
	KT_EVENT_MODE,		/* the mode request; args in info */
	KT_EVENT_LF		/* an .lf request; args in info */
};

/* What the mode request (".ktypes MODE", ".ktypes literal [on|off]",
 * or its comment form) says, its words read by the scanner: the filter
 * obeys it and gives the messages.  Words are (offset, length) in the
 * line. */
struct kt_mode_req {
	enum {
		KT_MREQ_MISSING,	/* no argument */
		KT_MREQ_MODE,		/* a mode: MODE */
		KT_MREQ_UNKNOWN,	/* no mode's name: WORD */
		KT_MREQ_LITERAL_ON,	/* "literal" or "literal on" */
		KT_MREQ_LITERAL_OFF,	/* "literal off" */
		KT_MREQ_LITERAL_BAD	/* "literal" and WORD, neither */
	} what;
	enum kt_mode mode;
	size_t word[2];
	bool extra;		/* a word too many: EXTRA_WORD, the first */
	size_t extra_word[2];
	bool comment;		/* in its comment form, ".\" ktypes: MODE" */
};

struct kt_line_info {
	enum kt_line_kind kind;
	enum kt_line_event event;
	bool nofill;		/* the line is inside a no-fill region */
	bool quoted_args;	/* a macro line whose arguments may be quoted */
	bool heading;		/* a section heading (.SH, .SS, .Sh, .Ss) */
	bool section;		/* ... that starts a section (.SH, .Sh) */
	/* man(7)'s lists of tagged paragraphs: the line holds a tag (the
	 * text after .TP or .TQ, or the tag of .IP); it starts a paragraph
	 * that ends the item before it at its level (.TP, .IP with a tag,
	 * .HP, .PP, .P, .LP); the levels of .RS open before it (those that
	 * the page's own macros open counted: kt_roff_list_nest after it) */
	bool tag, item;
	unsigned char nest;
	bool fill_restored;	/* a macro that restores fill mode (.SH,
				 * .SS, .TH) ended no-fill: the line is
				 * filled text, the block ended before it */
	bool table;		/* inside .TS/.TE, tbl's input or its output */
	bool table_end;		/* the .TE that ends a table */
	/* an .ie, or the .el after it, whose condition the scanner cannot
	 * tell (.ie n: a terminal runs the one body, a typesetter the
	 * other) */
	enum kt_branch { KT_BRANCH_NONE, KT_BRANCH_IE, KT_BRANCH_EL } branch;
	bool continues;		/* the escapes that end the line decide
				 * whether the next one continues it (a string
				 * definition: cont_raw) */
	size_t args;		/* control lines: offset of the arguments */
	struct kt_mode_req mode_req;	/* KT_EVENT_MODE: what it says */
	/* KT_EVENT_LF: the line number (if LF_OK: one that troff reads),
	 * and the file name (LF_NAME_LEN bytes at LF_NAME; 0: none) */
	bool lf_ok;
	long long lf_line;
	size_t lf_name, lf_name_len;
};

enum kt_roff_block {
	KT_BLOCK_NONE,
	KT_BLOCK_IGNORE,	/* .ig */
	KT_BLOCK_DEFINE,	/* .de, .am and relatives */
	KT_BLOCK_EQN,		/* .EQ ... .EN */
	KT_BLOCK_PIC		/* .PS ... .PE */
};

struct kt_roff;

/* How a line ends, for troff (roff_end.c, the scanner's one answer):
 * read from escape character to escape character, whole
 * (kt_roff_end) or in pieces (kt_roff_tail_read), with the escape
 * character in force when the line started. */
struct kt_roff_tail {
	unsigned char esc;	/* the escape character */
	bool on;		/* ... if any (not after .eo) */
	bool open;		/* what was read ends in an escape character,
				 * which escapes what comes next: at the end,
				 * the newline */
	bool comment;		/* \" was met: the rest is not read */
	bool hash;		/* \# was met: a comment that takes the
				 * newline with it */
	bool interrupted;	/* \c was met: troff ignores the rest of the
				 * line, and its text goes on with the text
				 * of the next line that troff sets */
	bool ident;		/* an identifier character comes before the
				 * escape at AT */
	bool cident;		/* ... before the \c */
	bool cr;		/* a CR ends what was read, not yet walked: a
				 * CR that ends the line is not read */
	size_t at;		/* where the escape that escapes the newline
				 * starts */
	size_t pos;		/* the bytes read */
	unsigned char prev;	/* the last of them (if pos > 0) */
	unsigned char before;	/* the byte before an open escape ... */
	bool have_before;	/* ... if there is one */
};

/* Start reading a line with the escape character of ST. */
void kt_roff_tail_init(const struct kt_roff *st, struct kt_roff_tail *t);

/* Read the N bytes at S, the next bytes of the line (up to its newline,
 * not included; a CR before the newline is not read). */
void kt_roff_tail_read(struct kt_roff_tail *t, const unsigned char *s,
		       size_t n);

/* The whole line of N bytes at S (without its newline), with the escape
 * character of ST. */
void kt_roff_end(const struct kt_roff *st, const unsigned char *s, size_t n,
		 struct kt_roff_tail *t);

/* Does the line read end in an escaped newline (troff reads the next line
 * as more of it)? */
static inline bool
kt_roff_tail_escaped(const struct kt_roff_tail *t)
{
	return t->open || t->hash;
}

/* ... and does an identifier go on into the next line there? */
static inline bool
kt_roff_tail_ident(const struct kt_roff_tail *t)
{
	return kt_roff_tail_escaped(t) && t->ident;
}

/* The scanner's state of lines that go on: what the end of the last line
 * said of the next (from kt_roff_end), and which of its flags it
 * decided, so that a line read in pieces is decided again by its real
 * end (kt_roff_long_end). */
struct kt_roff_join {
	bool line;		/* the last line ends in an escaped newline:
				 * the next one goes on with it, and is not a
				 * control line */
	bool args;		/* ... and goes on with a request's arguments
				 * (else with text) */
	bool ident;		/* ... and an identifier goes on there */
	bool last;		/* the line being read has no newline: an
				 * escape at its end escapes nothing */
	bool block;		/* in an .ig or .de block, the same: the next
				 * line cannot end the block */
	bool skip;		/* the body of a false condition goes on in
				 * the next line */
	bool text;		/* the last line (text, or a text macro's
				 * arguments) ends in \c after an identifier,
				 * which goes on in the next line if that is
				 * text or a text macro's (no other) */
	bool ec;		/* .ec's argument goes on into the next line
				 * (the escape character before it is in force
				 * until it is read) */
	enum { KT_TAIL_NONE, KT_TAIL_JOINED, KT_TAIL_TEXT, KT_TAIL_BLOCK,
	    KT_TAIL_SKIP } tail;
	bool cond;		/* the line allowed it */
};

struct kt_roff {
	unsigned char esc;	/* escape character */
	bool esc_on;		/* false after .eo */
	unsigned char cc, c2;	/* control characters */
	enum kt_roff_block block;
	char end[64];		/* name that ends an .ig or .de block */
	size_t end_len;
	bool cont_raw;		/* the next line continues a .ds value */
	struct kt_roff_join join;	/* what the end of the last line says
					 * of the next (kt_roff_end) */
	unsigned skip;		/* the depth of \{ in the body of a false
				 * condition, which troff skips (0: none) */
	signed char el;		/* what .el does after the last .ie: 1 runs
				 * its body, 0 skips it, -1 not known */
	signed char el_term;	/* ... on a terminal (nroff) */
#define KT_TERM_LEVELS 8
	unsigned char term_depth;	/* the levels of \{ open in lines
					 * that troff reads */
	unsigned char term[KT_TERM_LEVELS];	/* whether each level runs
						 * on a terminal */
	bool nofill;		/* inside .nf or .EX */
	int tbl;		/* 0: none, 1: options and format, 2: data */
	bool tbl_first;		/* next tbl line may be the options line */
	bool tbl_out;		/* inside a table as tbl has formatted it */
	unsigned char tbl_tab;	/* tbl's cell separator */
	bool tbl_nofill;	/* nofill at the .TS: tbl's output restores it */
	uint32_t tbl_typecols;	/* the columns headed "Type" (bit 0: the
				 * first) */
	bool tbl_block;		/* inside a text block (T{ to T}) */
	uint8_t tbl_blockcol;	/* the column of that block */
	uint8_t tbl_linecol;	/* the column of the current data line's
				 * first cell */
	bool tbl_linetext;	/* the current data line is a text block's */
	bool font_type;		/* the current font is not roman */
	bool font_prev_type;	/* the previous font (for \fP) */
	bool tabs_set;		/* .ta set tab stops of the page's own */
	bool cmd_page;		/* the page's section (.TH, .Dt) is one of
				 * commands (1, 6, 8), whose bold and italic
				 * mark what is typed: short names are types
				 * there only by C syntax in no-fill code
				 * (see cctx.h) */
	/* the indent of text, in ens, as the man package's requests set
	 * it (roff_indent.c): margin + paragraph + .in */
	int16_t ind_margin;	/* 7, more under .RS */
	int16_t ind_prevailing;	/* the width of .TP and .IP paragraphs */
	int16_t ind_para;	/* the paragraph's indent: 0 or prevailing */
	int16_t ind_in, ind_in_prev;	/* what .in added, and before */
#define KT_INDENT_LEVELS 8
	int16_t ind_rs_margin[KT_INDENT_LEVELS];	/* before each .RS */
	int16_t ind_rs_prev[KT_INDENT_LEVELS];	/* the width before it */
	unsigned char ind_rs;	/* .RS levels open */
	bool ind_unknown;	/* an indent the scanner cannot follow */
	bool ind_macros;	/* the page defines a macro that sets the
				 * indent, or is mdoc: no indent known */
	bool mdoc;		/* the page is mdoc(7): it has a .Dt */
	/* the lists of tagged paragraphs (roff_indent.c, kt_roff_list) */
	unsigned char list_nest;	/* .RS levels open, with those
					 * that the page's macros open */
	bool list_tag;		/* the next text is the tag of a .TP */
#define KT_LIST_NAME 16
#define KT_LIST_MACROS 8
	struct kt_list_macro {
		unsigned char name[KT_LIST_NAME];
		unsigned char len;
		signed char nest;	/* .RS less .RE in its body */
	} list_mac[KT_LIST_MACROS], list_def;	/* the page's macros that
						 * open or close levels;
						 * the one being defined */
	unsigned char list_nmac;
};

void kt_roff_init(struct kt_roff *st);

/* The indent of the next line of text in ens on a terminal, as the man
 * package's requests set it, or -1 if it is not known. */
int kt_roff_indent(const struct kt_roff *st);

/* Is the page an mdoc(7) page (its title is mdoc's .Dt)? */
bool kt_roff_mdoc(const struct kt_roff *st);

/* The levels of .RS open now (after the line read last), counting those
 * that the page's own macros open and close with .RS and .RE in their
 * bodies (rst2man's .INDENT and .UNINDENT); a heading closes them all. */
static inline unsigned
kt_roff_list_nest(const struct kt_roff *st)
{
	return st->list_nest;
}

/* Is the next line, if it is text, no-fill text that the layout engine
 * lays out: in no-fill, but not in tbl's output, which tbl has laid out
 * (kt_line_info's nofill)? */
static inline bool
kt_roff_nofill_text(const struct kt_roff *st)
{
	return st->nofill && !st->tbl_out;
}

/* Is the next line inside .TS and .TE, tbl's input or its output
 * (kt_line_info's table)? */
static inline bool
kt_roff_in_table(const struct kt_roff *st)
{
	return st->tbl != 0 || st->tbl_out;
}

/* Are lines read as text or requests now: outside .ig, .de, eqn, pic, a
 * table's format and a string's continuation? */
static inline bool
kt_roff_reads_lines(const struct kt_roff *st)
{
	return st->block == KT_BLOCK_NONE && !st->cont_raw && st->tbl != 1;
}

/* Is the next line, whose first byte is C, a text line? */
static inline bool
kt_roff_text_start(const struct kt_roff *st, unsigned char c)
{
	return kt_roff_reads_lines(st) && c != st->cc && c != st->c2;
}

/* Is the next line table data that tbl reads in cells (tbl's input, not
 * its output)? */
static inline bool
kt_roff_tbl_cells(const struct kt_roff *st)
{
	return st->tbl == 2 && !st->tbl_out;
}

/* What a line of tbl's output is, to kt_roff_tbl_out_cell: a cell's
 * measure (".nr 3wC \\n[3wC]>?\\w\\[tbl]CELL\\[tbl]"), a row of cells
 * (each after "\\h'|\\n[3clC]u'"), or neither. */
enum kt_tbl_out {
	KT_TBL_OUT_NONE,
	KT_TBL_OUT_MEASURE,
	KT_TBL_OUT_ROW
};

/* In tbl's output (the line of N bytes at S, scanned with the state ST
 * it was read in), the cell that holds byte AT: its column in *COL, its
 * bytes [*B, *E), and what the line is; KT_TBL_OUT_NONE if no cell of
 * tbl's output holds it. */
enum kt_tbl_out kt_roff_tbl_out_cell(const struct kt_roff *st,
				     const unsigned char *s, size_t n,
				     size_t at, int *col, size_t *b,
				     size_t *e);

/* Scan LINE, LEN bytes without its newline.  Fill INFO; if VIS is not
 * NULL, empty it and list the line's visible characters in it. */
void kt_roff_line(struct kt_roff *st, const unsigned char *line, size_t len,
		  struct kt_line_info *info, struct kt_vis_buf *vis);

/* The effect of LINE on ST alone, as kt_roff_line has it with a VIS
 * buffer (LISTED) or without one: what is listed decides whether a font
 * change inside \w lasts. */
void kt_roff_skip(struct kt_roff *st, const unsigned char *line, size_t len,
		  bool listed);

/* Does the line of N bytes at S (without its newline) end in an escaped
 * newline, so that troff reads the next line as more of it?  (A \"
 * comment takes the escape at the end with it; \# takes the newline.) */
bool kt_roff_continues(const struct kt_roff *st, const unsigned char *s,
		       size_t n);

/* Is the line of N bytes at S, read next, a comment and nothing else
 * (".\" ...", "'\" ...", blanks after the control character, or
 * "\# ...", preconv's comment lines)?  A run of them opens most pages
 * (a copyright and licence), and mandoc(1) copies into its HTML only
 * those that come before any other line. */
bool kt_roff_comment_line(const struct kt_roff *st, const unsigned char *s,
			  size_t n);

/* Is a line that the filter inserts now read by troff as a line of its
 * own?  Not after an escaped newline, nor in the value of a .ds that
 * goes on, nor where troff skips or copies the lines. */
static inline bool
kt_roff_open(const struct kt_roff *st)
{
	return st->join.line || st->cont_raw || st->skip > 0 || st->join.skip ||
	    st->block == KT_BLOCK_IGNORE || st->block == KT_BLOCK_DEFINE;
}

/* A line read in pieces (the scanner saw its first piece) has ended, as
 * T (all of it read by kt_roff_tail_read) says. */
void kt_roff_long_end(struct kt_roff *st, const struct kt_roff_tail *t);

/* The line that the scanner reads next has no newline if UNENDED (the
 * input's last): an escape at its end escapes nothing. */
void kt_roff_unended(struct kt_roff *st, bool unended);

/* Lines were copied without the scanner reading them (kernel mode):
 * the last of them ends in an escaped newline if GOES_ON, so that the
 * next line is more of it. */
void kt_roff_copied(struct kt_roff *st, bool goes_on);

/* The lines that end what the input left open (kt_roff_open): an empty
 * line after a line that goes on, the end of an .ig or .de block, the
 * closing brace of each skipped block; the state is then as after a
 * complete line outside them.  Returns them (malloc'd), *LEN bytes. */
char *kt_roff_close(struct kt_roff *st, size_t *len);


/* A line that kt_roff_line read from its first piece alone, and said
 * continues (kt_line_info's continues: a string definition), has ended;
 * ESCAPED: the escape characters at its end escape its newline, and the
 * definition goes on in the next line. */
void kt_roff_string_continues(struct kt_roff *st, bool escaped);

/* Lines longer than a reader's buffer are read in pieces (see filter.c).
 * A text line is cut where the scanner reads it as text (outside any
 * escape): after a blank where it can, else at the start or end of an
 * escape.  kt_roff_cut finds the last such place in the last half of the
 * N bytes at S, the start of a text line or a piece that follows one
 * (both read alike); 0 if there is none.  If a comment begins in them
 * (and so runs to the end of the line), it sets *COMMENT and returns
 * where the comment starts.  ST is not changed. */
size_t kt_roff_cut(const struct kt_roff *st, const unsigned char *s,
		   size_t n, bool *comment);

/* Scan a piece of a text line after the first (which kt_roff_line read):
 * the N bytes at S follow what was scanned before; LAST: they end the
 * line (the scanner does not see a final CR).  Lists into VIS if it is
 * not NULL (LISTED as kt_roff_skip); GLUED: the piece starts inside a word
 * (whose first visible character is marked literal, so that its rest is
 * not taken for a type word). */
void kt_roff_piece(struct kt_roff *st, const unsigned char *s, size_t n,
		   bool last, struct kt_vis_buf *vis, bool listed, bool glued);

/* Split the arguments of a control line (from offset START) the way troff
 * does for macro arguments: blanks separate, double quotes group, a
 * comment ends them.  Store up to MAX (offset, length) pairs; returns the
 * number of arguments found (which may exceed MAX). */
size_t kt_roff_args(const struct kt_roff *st, const unsigned char *line,
		    size_t len, size_t start, size_t (*args)[2], size_t max);

/* True if C can be part of a C identifier. */
static inline bool
kt_roff_ident(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '_';
}

#endif
