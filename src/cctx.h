/* cctx.h: the C-context rules, for the rewriter and tests.
 *
 * Short kernel names (u32, s64, ...) are ordinary words in many roles: a
 * union member, a register, a column of shell output.  They are types only
 * where C syntax makes them one:
 *  - a cast or an abstract declarator: "(u64)1", "*(u32 *) p",
 *    "sizeof(u64)", "f(u32, u64)";
 *  - the start of a declaration, a parameter or a prototype: the word
 *    follows the start of a line, "{", ";", "(", "," or a qualifier, and is
 *    followed by a declarator (pointers, an identifier) and then by
 *    ";" "," "[" ":" "=" ")" "(" or, in code, the end of the line;
 *  - a mention in running text set in a type font by itself ("\fBu64\fP"),
 *    but for qualifiers before it and pointers after it ("const u32 *");
 *  - a mention in words, in running text or in a comment of code, in any
 *    font: right after a word of the sentence and before a blank, the end
 *    or a mark that ends a clause ("an array of u64", "one u64 element",
 *    "align to u64"), but not the name of a member ("the u64 member") nor
 *    the end of a list ("u16, or u32").
 * The rules look at what a reader sees (see roff.h): escapes are gone,
 * fonts are flags, a horizontal motion or a tbl cell boundary is a break.
 */
#ifndef KT_CCTX_H
#define KT_CCTX_H

#include <stdbool.h>
#include <stddef.h>

#include "roff.h"

/* Is the word at visible characters [B, E) of V (N of them) a type?
 * CODE: the line is code in a no-fill region. */
bool kt_cctx_is_type(const struct kt_vis *v, size_t n, size_t b, size_t e,
		     bool code);

/* The same by C syntax alone (a cast, a declaration, a parameter), not
 * by a type font nor by the words of a sentence: where mode both writes
 * the form of code, not the form of words. */
bool kt_cctx_syntax(const struct kt_vis *v, size_t n, size_t b, size_t e,
		    bool code);

/* Is the word at visible characters [B, E) of V (N of them), a line of
 * a table's data, alone in its cell (but for font changes, blanks,
 * qualifiers and pointer stars): a cell that names a type? */
bool kt_cctx_cell_alone(const struct kt_vis *v, size_t n, size_t b,
			size_t e);

/* Is the word at [B, E), which kt_cctx_is_type does not find a type,
 * coordinated with a type word that ends at PE and was found one: "u32
 * and u64", "s64 or u64", with nothing but blanks and the one word "and"
 * or "or" between the two, and ending as a mention in words does?  It is
 * then the same kind of mention ("It takes u32 and u64 arguments"); a
 * list whose items are not types stays as it is ("(u8, u16, or u32)"). */
bool kt_cctx_coordinated(const struct kt_vis *v, size_t n, size_t b,
			 size_t e, bool code, size_t pe);

/* Does the word that starts at visible character B of V stand right
 * after a word that is not a qualifier, as a word of a sentence does
 * ("length in __u32 units", "the time, as __s64"), with nothing but
 * blanks between them (a tbl cell boundary is a break)? */
bool kt_cctx_after_word(const struct kt_vis *v, size_t b);

/* Does a pointer declarator follow the word that ends before visible
 * character E ("__u64 *p", "(u64 *)", "const __u32 * const q"), or is
 * a later declarator of its declaration one ("__u64 a, *b;")? */
bool kt_cctx_pointer(const struct kt_vis *v, size_t n, size_t e);

/* Is the word at visible characters [B, E) of V (N of them) inside a C
 * comment: after a "/" "*" that no "*" "/" closes before it, before a
 * "*" "/" that no "/" "*" opens after it (the last line of a comment),
 * or on a line that starts with "*" (the middle of one)? */
bool kt_cctx_in_comment(const struct kt_vis *v, size_t n, size_t b,
			size_t e);

/* The same for the words of one line in order, in time linear in the
 * line: kt_cctx_comments_init once, then kt_cctx_comments_in for each
 * word, B and E never smaller than for the word before. */
struct kt_cctx_comments {
	size_t i;		/* the scan for an open comment got here */
	bool open;		/* ... and a comment is open there */
	size_t from, next;	/* the first comment mark at or after FROM */
	bool fresh;		/* NEXT not looked for yet */
	size_t lead;		/* the first character that is not a blank */
};
void kt_cctx_comments_init(struct kt_cctx_comments *c, const struct kt_vis *v,
			   size_t n);
bool kt_cctx_comments_in(struct kt_cctx_comments *c, const struct kt_vis *v,
			 size_t n, size_t b, size_t e);

#endif
