/* roff_int.h: the roff scanner's internals, for use inside the scanner
 * (src/roff*.c) only; the rest of the program includes roff.h.
 *
 * The scanner is one part in several files, each a stage that calls only
 * the ones below it: roff.c (lines, blocks, pieces) over roff_req.c (the
 * requests and macros, dispatched from a table), which is over roff_tbl.c
 * (tbl's state) and roff_span.c (spans of text and fonts), which is over
 * roff_esc.c (escapes).  roff_end.c, below them all, says how a line
 * ends (roff.h).
 */
#ifndef KT_ROFF_INT_H
#define KT_ROFF_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "roff.h"

/* ---- roff_esc.c: escapes ---- */

/* Internal code for a delimited escape that takes no room (\v, \X). */
#define KT_VIS_ZERO_WIDTH 0xffu

enum kt_esc_kind {
	KT_ESC_CHAR,		/* renders character c */
	KT_ESC_ZERO,		/* renders nothing; a boundary */
	KT_ESC_BREAK,		/* a horizontal motion: a context break */
	KT_ESC_FONT,		/* a font change; name in name/nlen */
	KT_ESC_COMMENT,		/* \" or \#: the rest of the line */
	KT_ESC_DELIM		/* a delimited argument follows */
};

/* What the content of a delimited escape is. */
enum kt_delim_kind {
	KT_DELIM_SKIP,		/* not text (motions, numbers, drawing) */
	KT_DELIM_TEXT,		/* text that is measured or rendered (\w, \Z) */
	KT_DELIM_RAW		/* device control (\X): passed untouched */
};

struct kt_esc {
	size_t end;		/* offset after the escape */
	enum kt_esc_kind kind;
	unsigned char c;	/* KT_ESC_CHAR, KT_ESC_DELIM: the character */
	size_t name, nlen;	/* a name argument: the font, string... */
	enum kt_delim_kind delim;	/* KT_ESC_DELIM */
	bool inline_text;	/* KT_ESC_DELIM: content renders in place (\Z) */
	bool glue;		/* KT_ESC_ZERO: renders nothing at all, so that
				 * what is on both sides is one word */
	bool edge;		/* ... an escaped newline: the next line is
				 * the other side */
	size_t dpos, dlen;	/* KT_ESC_DELIM: the delimiter in the line */
};

/* Whether the body of a condition runs when troff formats for a
 * terminal (nroff: the condition n is true, t false), the device that
 * the indent is worked out for (kt_roff_indent, in ens on a terminal);
 * bodies within bodies take the larger. */
enum kt_term {
	KT_TERM_RUNS,		/* it runs (no condition, or a true one) */
	KT_TERM_UNKNOWN,	/* the scanner cannot tell */
	KT_TERM_SKIPPED		/* it does not run on a terminal */
};

/* Whether the lines at the current level of \{ run on a terminal. */
static inline enum kt_term
kt_term_level(const struct kt_roff *st)
{
	if (st->term_depth == 0)
		return KT_TERM_RUNS;
	if (st->term_depth > KT_TERM_LEVELS)
		return KT_TERM_UNKNOWN;
	return (enum kt_term)st->term[st->term_depth - 1];
}

/* A walk of one line (or piece of a line) by the scanner. */
struct kt_scan {
	struct kt_roff *st;
	const unsigned char *s;
	size_t n;
	struct kt_vis_buf *vis;	/* NULL: collect nothing */
	uint16_t seg;
	bool font_type, font_prev_type;
	unsigned char tab;	/* tbl cell separator, or 0 */
	unsigned char quoted;	/* KT_VF_QUOTED while in a quoted argument */
	unsigned char measured;	/* KT_VF_MEASURED while inside \w */
	bool comment;		/* a comment escape was met */
	/* control lines: the body of a condition whose truth is not known
	 * (only what starts a block is followed there), and a body that
	 * starts on the next line (after "\{\" at the end) */
	bool cond_unknown;
	bool fresh;
	/* ... whether it runs on a terminal (the indent follows only what
	 * does); the braces of the line from BRACES on open and close
	 * levels of \{ (kt_cond_braces; none where troff skips the rest) */
	enum kt_term term;
	size_t braces;
	/* a text macro's first word goes on the identifier that \c ended
	 * the line before with */
	bool glued;
	/* kt_roff_cut: where a piece may end, at the top of a text line */
	bool cuts;
	size_t plain;		/* the text since the last escape starts here */
	size_t item;		/* the escape being read */
	size_t cut_blank, cut_any;
};

/* Parse the escape at I (s[i] is the escape character).  Returns the
 * offset after it (for KT_ESC_DELIM: after the opening delimiter). */
size_t kt_esc_parse(const struct kt_scan *sc, size_t i, struct kt_esc *e);

/* ---- roff_span.c: spans of text and fonts ---- */

enum kt_stop {
	KT_STOP_EOL,		/* to the end of the line */
	KT_STOP_SPACE,		/* an unquoted macro argument */
	KT_STOP_QUOTE,		/* a quoted macro argument */
	KT_STOP_DELIM		/* a delimited escape argument */
};

/* A walk of the N bytes at S for the scanner ST, listing into VIS (NULL:
 * nothing), from ST's fonts. */
static inline void
kt_scan_begin(struct kt_scan *sc, struct kt_roff *st,
	      const unsigned char *s, size_t n, struct kt_vis_buf *vis)
{
	memset(sc, 0, sizeof *sc);
	sc->st = st;
	sc->s = s;
	sc->n = n;
	sc->vis = vis;
	sc->font_type = st->font_type;
	sc->font_prev_type = st->font_prev_type;
	sc->term = kt_term_level(st);
}

/* Walk text from I up to STOP.  For KT_STOP_DELIM the delimiter is the
 * DLEN bytes at DPOS.  EMIT: list visible characters; DESCEND: list the
 * text inside \w even when not emitting.  Returns the offset after the
 * span (for quotes and delimiters: after the closing one). */
size_t kt_scan_span(struct kt_scan *sc, size_t i, enum kt_stop stop,
		    size_t dpos, size_t dlen, bool emit, bool descend);

/* Apply a font change to the font named by the N bytes at P. */
void kt_scan_font(struct kt_scan *sc, const unsigned char *p, size_t n);

/* kt_roff_cut: the text from sc->plain up to I, where an escape starts or
 * the line ends (I = N), is read at the top of the line. */
void kt_scan_cuts(struct kt_scan *sc, size_t i);

void kt_vis_grow(struct kt_vis_buf *b);

/* List a visible character C of source offset SRC, if sc lists any. */
static inline void
kt_vis_push(struct kt_scan *sc, uint32_t src, unsigned char c,
	    unsigned flags)
{
	struct kt_vis_buf *b = sc->vis;
	struct kt_vis *v;

	if (b == NULL)
		return;
	if (b->n == b->cap)
		kt_vis_grow(b);
	v = &b->v[b->n++];
	v->src = src;
	v->c = c;
	v->flags = (uint16_t)(flags | sc->quoted | sc->measured |
	    (sc->font_type ? KT_VF_TYPEFONT : 0) |
	    (sc->st->cmd_page ? KT_VF_CMDPAGE : 0));
	v->seg = sc->seg;
}

/* ---- roff_indent.c: the man package's indent ---- */

/* The indent of a new page, or after a heading. */
void kt_indent_reset(struct kt_roff *st);

/* The request or macro NAME (NLEN bytes) of line S (N bytes), its
 * arguments from I, where it runs on a terminal as TERM says: follow
 * what it does to the indent (nothing if it does not run there; the
 * indent is unknown if it sets it and may run). */
void kt_indent_request(struct kt_roff *st, enum kt_term term,
		       const unsigned char *name, size_t nlen,
		       const unsigned char *s, size_t i, size_t n);

/* A line of N bytes at S of a definition's body (.de, .am): if it calls
 * a request or man macro that sets the indent or the line length (in
 * a condition's body too), no indent is known on the page from now on
 * (kt_roff.ind_macros). */
void kt_indent_body(struct kt_roff *st, const unsigned char *s, size_t n);

/* The request or macro NAME (NLEN bytes) of line S (N bytes), its
 * arguments from I: follow what it does to man(7)'s lists, and say so
 * in INFO (tag, item). */
void kt_list_request(struct kt_roff *st, struct kt_line_info *info,
		     const unsigned char *name, size_t nlen,
		     const unsigned char *s, size_t i, size_t n);

/* A definition (.de, .am) whose arguments start at I of line S (N
 * bytes) begins; kt_list_body reads its body's lines (END: the line that
 * ends it), for the levels of .RS that the macro opens or closes. */
void kt_list_define(struct kt_roff *st, const unsigned char *s, size_t n,
		    size_t i);
void kt_list_body(struct kt_roff *st, const unsigned char *s, size_t n,
		  bool end);

/* A line renders text: is it a tag of .TP or .TQ (the first text after
 * them)? */
bool kt_list_text(struct kt_roff *st);

/* ---- roff_tbl.c: tbl's state ---- */

void kt_tbl_start(struct kt_roff *st);		/* .TS */
void kt_tbl_end(struct kt_roff *st, struct kt_line_info *info);	/* .TE */
void kt_tbl_continue(struct kt_roff *st);	/* .T& */

/* The options or format line of N bytes at S. */
void kt_tbl_format_line(struct kt_roff *st, const unsigned char *s,
			size_t n);

/* A text line of table data, N bytes at S, before it is scanned: the
 * column of its first cell (a text block's lines are in the block's
 * column), the columns headed "Type", and whether a text block starts
 * at its end. */
void kt_tbl_data(struct kt_roff *st, const unsigned char *s, size_t n);

/* Mark with KT_VF_TYPECELL what VIS lists of the data line at S (just
 * scanned) in a column headed "Type". */
void kt_tbl_mark(const struct kt_roff *st, struct kt_vis_buf *vis,
		 const unsigned char *s);

/* A line of tbl's output, N bytes at S, just scanned: a cell's width
 * (".nr 3wC \n[3wC]>?\w\[tbl]TEXT\[tbl]", groff's tbl) heads column C
 * if TEXT is "Type"; and what VIS (if not NULL) lists of a cell of a
 * column so headed, there or in a row ("\h'|\n[3clC]u'TEXT"), is marked
 * with KT_VF_TYPECELL. */
void kt_tbl_out_line(struct kt_roff *st, const unsigned char *s, size_t n,
		     struct kt_vis_buf *vis);

/* (These three are read for every line: inline.) */

/* A control line: inside .TS where tbl expects its format, it starts
 * tbl's output. */
static inline void
kt_tbl_control(struct kt_roff *st)
{
	if (st->tbl == 1) {
		/* this is tbl's output, not its input */
		st->tbl = 0;
		st->tbl_out = true;
	}
}

/* A text line of N bytes at S: if it is tbl's options or format, read it
 * and return true. */
static inline bool
kt_tbl_format(struct kt_roff *st, const unsigned char *s, size_t n)
{
	if (st->tbl != 1)
		return false;
	kt_tbl_format_line(st, s, n);
	return true;
}

/* The separator of a table's cells in its data, or 0 outside one. */
static inline unsigned char
kt_tbl_tab(const struct kt_roff *st)
{
	return st->tbl == 2 ? st->tbl_tab : 0;
}

/* Does a comment (\" or \#) start at I of the N bytes at S? */
static inline bool
kt_roff_comment_at(const struct kt_roff *st, const unsigned char *s,
		   size_t n, size_t i)
{
	return st->esc_on && i + 1 < n && s[i] == st->esc &&
	    (s[i + 1] == '"' || s[i + 1] == '#');
}

/* ---- roff_req.c: control lines ---- */

/* How a text macro sets its arguments. */
enum kt_macro_kind {
	KT_MAC_JOIN,		/* all arguments in one font, blank-separated */
	KT_MAC_ALT,		/* fonts alternate, arguments run together */
	KT_MAC_FIRST,		/* only the first argument is text */
	KT_MAC_PARAMS,		/* each argument is a C parameter (mdoc .Fa) */
	KT_MAC_FUNC,		/* a function name, then parameters (.Fn) */
	KT_MAC_RETTYPE		/* a function's type, before its name (mdoc .Ft) */
};

struct kt_macro {
	const char *name;
	enum kt_macro_kind kind;
	bool type1, type2;	/* the fonts are not roman */
	bool heading;		/* a section heading */
};

/* Macros of the man, mdoc and ms packages whose arguments are text. */
extern const struct kt_macro kt_macros[];
extern const size_t kt_macros_n;

/* A request that the scanner acts on, and its handler, which gets the
 * offset of its arguments; a handler that makes the line raw (.ig, .de,
 * .ds) says so in INFO's kind. */
struct kt_req {
	const char *name;
	void (*fn)(struct kt_scan *sc, struct kt_line_info *info,
		   size_t args);
};
extern const struct kt_req kt_roffs[];
extern const size_t kt_roffs_n;

/* The entry of kt_roffs[] for the N bytes at P, or NULL. */
const struct kt_req *kt_req_find(const unsigned char *p, size_t n);

/* The name that the line of N bytes at S calls, if it is a control line:
 * its length, and in *AT where it starts (after the control character
 * and blanks; 0 if S is not a control line). */
size_t kt_control_name(const struct kt_roff *st, const unsigned char *s,
		       size_t n, size_t *at);

/* The comment form of the mode request, ".\" ktypes: MODE": in the N
 * bytes at S, from I (just after the escape and '"' or '#' of a comment
 * that a control line is, or the body of a condition starts with),
 * blanks, then the request's name and a colon; returns the offset after
 * the colon, where the request's arguments start, or 0 if the comment is
 * not in that form.  Stops at a newline. */
size_t kt_comment_tag(const unsigned char *s, size_t n, size_t i);

/* The title line (.TH or .Dt) of the N bytes at S, from its control
 * character: sets st->cmd_page from its second argument. */
void kt_roff_title(struct kt_roff *st, const unsigned char *s, size_t n);

/* The control line that sc walks (its first byte a control character). */
void kt_control_line(struct kt_scan *sc, struct kt_line_info *info);

/* The request or macro whose name starts at I of the line sc walks
 * (after the control character and blanks, or where the body of a
 * condition or of .do starts). */
void kt_control_at(struct kt_scan *sc, struct kt_line_info *info, size_t i);

/* ---- roff_cond.c: conditions and .do, handlers of kt_roffs[] ---- */

void kt_req_if(struct kt_scan *sc, struct kt_line_info *info, size_t i);
void kt_req_ie(struct kt_scan *sc, struct kt_line_info *info, size_t i);
void kt_req_el(struct kt_scan *sc, struct kt_line_info *info, size_t i);
void kt_req_nop(struct kt_scan *sc, struct kt_line_info *info, size_t i);
void kt_req_do(struct kt_scan *sc, struct kt_line_info *info, size_t i);

/* The line that sc walks has been read (a control or text line that
 * troff reads): its braces from sc->braces close levels of \{ and open
 * others, which run on a terminal as the level they are in. */
void kt_cond_braces(struct kt_scan *sc);

/* The numeric expression at *P (up to E), as troff reads it for .lf:
 * integers, + - * / % from left to right, parentheses, in troff's 32-bit
 * ints, into *V, *P moved past it.  False if none starts there, or if a
 * number or a result does not fit (troff's "numeric overflow": it ignores
 * the request).  DEPTH: of parentheses (0). */
bool kt_roff_number(const unsigned char **p, const unsigned char *e,
		    long long *v, int depth);

#endif
