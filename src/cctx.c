/* cctx.c: the C-context rules (see cctx.h). */
#include <config.h>

#include <string.h>

#include "cctx.h"

/* A character of an identifier, as the source has it (not an escape). */
static bool
kt_cctx_ident(const struct kt_vis *v)
{
	return (v->flags & KT_VF_PLAIN) && kt_roff_ident(v->c);
}

static bool
kt_cctx_blank(const struct kt_vis *v)
{
	return (v->flags & KT_VF_ZERO) || v->c == ' ' || v->c == '\t';
}

/* Is W, N bytes, one of the COUNT WORDS? */
static bool
kt_cctx_one_of(const unsigned char *w, size_t n, const char *const *words,
	       size_t count)
{
	size_t i;

	for (i = 0; i < count; i++)
		if (strlen(words[i]) == n && memcmp(words[i], w, n) == 0)
			return true;
	return false;
}

/* Identifiers that may stand before a type in a declaration. */
static bool
kt_cctx_qualifier(const unsigned char *w, size_t n)
{
	static const char *const words[] = {
		"const", "volatile", "static", "extern", "register",
		"typedef", "inline", "restrict", "__restrict", "__user",
		"__extension__", "_Atomic", "__const", "__volatile__",
		"__force", "__always_inline", "__inline", "__inline__",
		"__maybe_unused", "noinline", "__noinline",
	};

	return kt_cctx_one_of(w, n, words, sizeof words / sizeof words[0]);
}

/* Copy the identifier at [B, E) of V into BUF (size 32); its length, or
 * 0 if it is too long to matter. */
static size_t
kt_cctx_word(const struct kt_vis *v, size_t b, size_t e, unsigned char *buf)
{
	size_t i;

	if (e - b >= 32)
		return 0;
	for (i = b; i < e; i++)
		buf[i - b] = v[i].c;
	return e - b;
}

/* Skip blanks forward from I; returns the index of the next character. */
static size_t
kt_cctx_skip(const struct kt_vis *v, size_t n, size_t i)
{
	while (i < n && !(v[i].flags & KT_VF_BREAK) && kt_cctx_blank(&v[i]))
		i++;
	return i;
}

/* Skip blanks back from I, not past LO nor a line's break; returns the
 * index after the character before them. */
static size_t
kt_cctx_skip_back(const struct kt_vis *v, size_t lo, size_t i)
{
	while (i > lo && !(v[i - 1].flags & KT_VF_BREAK) &&
	    kt_cctx_blank(&v[i - 1]))
		i--;
	return i;
}

/* Skip pointer stars and qualifiers forward from I. */
static size_t
kt_cctx_skip_declarator(const struct kt_vis *v, size_t n, size_t i)
{
	for (;;) {
		size_t j;
		unsigned char w[32];

		i = kt_cctx_skip(v, n, i);
		if (i < n && !(v[i].flags & KT_VF_BREAK) && v[i].c == '*') {
			i++;
			continue;
		}
		if (i < n && kt_cctx_ident(&v[i])) {
			for (j = i; j < n && kt_cctx_ident(&v[j]); j++)
				;
			if (kt_cctx_qualifier(w, kt_cctx_word(v, i, j, w))) {
				i = j;
				continue;
			}
		}
		return i;
	}
}

/* True at the end of the line or at a break. */
static bool
kt_cctx_end(const struct kt_vis *v, size_t n, size_t i)
{
	return i >= n || (v[i].flags & KT_VF_BREAK);
}

/* The punctuation at I, or 0 for an end, an identifier or other. */
static unsigned char
kt_cctx_punct(const struct kt_vis *v, size_t n, size_t i)
{
	if (kt_cctx_end(v, n, i) || kt_cctx_ident(&v[i]))
		return 0;
	return v[i].c;
}

/* Does the width of a bit-field start at I, after its colon: a number,
 * then ";" or ","? */
static bool
kt_cctx_bit_width(const struct kt_vis *v, size_t n, size_t i)
{
	size_t d;

	i = kt_cctx_skip(v, n, i);
	for (d = i; d < n && v[d].c >= '0' && v[d].c <= '9' &&
	    !(v[d].flags & KT_VF_BREAK); d++)
		;
	if (d == i)
		return false;
	d = kt_cctx_skip(v, n, d);
	return kt_cctx_punct(v, n, d) == ';' || kt_cctx_punct(v, n, d) == ',';
}

/* Open parentheses before B since the last break. */
static int
kt_cctx_depth(const struct kt_vis *v, size_t b)
{
	int depth = 0;
	size_t i = b;

	/* parentheses further back than this do not matter (and scanning
	 * further for every word would be quadratic on long lines) */
	while (i > 0 && b - i < 1024 && !(v[i - 1].flags & KT_VF_BREAK))
		i--;
	for (; i < b; i++) {
		if (v[i].c == '(')
			depth++;
		else if (v[i].c == ')' && depth > 0)
			depth--;
	}
	return depth;
}

/* Is visible character B in the second argument of offsetof()? */
static bool
kt_cctx_in_offsetof(const struct kt_vis *v, size_t b)
{
	int depth = 0;
	size_t i = b, j;
	unsigned char w[32];

	while (i > 0 && b - i < 1024 && !(v[i - 1].flags & KT_VF_BREAK)) {
		i--;
		if (v[i].c == ')')
			depth++;
		else if (v[i].c == '(' && depth-- == 0)
			break;
	}
	if (i == 0 || v[i].c != '(')
		return false;
	j = i;
	while (j > 0 && kt_cctx_blank(&v[j - 1]))
		j--;
	i = j;
	while (i > 0 && kt_cctx_ident(&v[i - 1]))
		i--;
	return (kt_cctx_word(v, i, j, w) == 8 && memcmp(w, "offsetof", 8) == 0) ||
	    (j - i == 18 && memcmp(w, "__builtin_offsetof", 18) == 0);
}

/* Does the list whose comma is at I hold a string or character literal
 * before it: printf("%llu", x, u64) is a call, not a prototype? */
static bool
kt_cctx_after_literal(const struct kt_vis *v, size_t i)
{
	int depth = 0;
	size_t b = i;

	while (i > 0 && b - i < 1024 && !(v[i - 1].flags & KT_VF_BREAK)) {
		i--;
		if (v[i].c == ')')
			depth++;
		else if (v[i].c == '(' && depth-- == 0)
			return false;
		else if (depth == 0 && (v[i].c == '"' || v[i].c == '\''))
			return true;
	}
	return false;
}

/* Identifiers that may stand before another in a type name. */
static bool
kt_cctx_type_keyword(const unsigned char *w, size_t n)
{
	static const char *const words[] = {
		"struct", "union", "enum", "unsigned", "signed", "long",
		"short", "int", "char",
	};

	return kt_cctx_qualifier(w, n) ||
	    kt_cctx_one_of(w, n, words, sizeof words / sizeof words[0]);
}

/* In running text, may the parenthesised list around visible character
 * B be a list of abstract declarators, "(u8, u16 *, const u32)"?  Not
 * when one of its items has a word after a word that is no keyword:
 * "(u8, u16, or u32)" is prose.  Lists that end past the line or hold
 * what this does not follow count as declarators. */
static bool
kt_cctx_declarator_list(const struct kt_vis *v, size_t n, size_t b)
{
	int depth = 0;
	size_t i = b, j;
	unsigned char w[32];

	while (i > 0 && b - i < 1024 && !(v[i - 1].flags & KT_VF_BREAK)) {
		i--;
		if (v[i].c == ')')
			depth++;
		else if (v[i].c == '(' && depth-- == 0)
			break;
	}
	if (v[i].c != '(')
		return true;
	/* as far after B as before it, no further */
	for (i++; i < n && i < b + 1024;) {
		i = kt_cctx_skip(v, n, i);
		while (i < n && kt_cctx_ident(&v[i])) {
			size_t s = i;

			for (j = i; j < n && kt_cctx_ident(&v[j]); j++)
				;
			i = kt_cctx_skip(v, n, j);
			while (!kt_cctx_end(v, n, i) && v[i].c == '*')
				i = kt_cctx_skip(v, n, i + 1);
			if (i < n && kt_cctx_ident(&v[i]) &&
			    !kt_cctx_type_keyword(w, kt_cctx_word(v, s, j, w)))
				return false;
		}
		switch (kt_cctx_punct(v, n, i)) {
		case ',':
			i++;
			continue;
		default:
			return true;
		}
	}
	return true;
}

/* Is visible character I in the run that J is in: the same font run
 * (a segment), or the same cell of a table (no cell separator, which
 * the scanner lists as a context break of its own, between them, and
 * both or neither in a column of types: in tbl's output, which has no
 * separator, the scanner marks only the cell's own text)? */
static bool
kt_cctx_same_run(const struct kt_vis *v, size_t i, size_t j, bool cell)
{
	if (cell)
		return !((v[i].flags & KT_VF_BREAK) && v[i].c == 0 &&
		    !(v[i].flags & KT_VF_ESC)) &&
		    (v[i].flags & KT_VF_TYPECELL) ==
		    (v[j].flags & KT_VF_TYPECELL);
	return v[i].seg == v[j].seg;
}

/* The word alone in its run (kt_cctx_same_run), but for qualifiers
 * before it and pointer stars and qualifiers after it. */
static bool
kt_cctx_alone(const struct kt_vis *v, size_t n, size_t b, size_t e,
	      bool cell)
{
	unsigned char w[32];
	size_t i, j;

	for (i = b; i > 0 && kt_cctx_same_run(v, i - 1, b, cell);) {
		if (kt_cctx_blank(&v[i - 1])) {
			i--;
			continue;
		}
		for (j = i; j > 0 && kt_cctx_same_run(v, j - 1, b, cell) &&
		    kt_cctx_ident(&v[j - 1]); j--)
			;
		if (j == i || !kt_cctx_qualifier(w, kt_cctx_word(v, j, i, w)))
			return false;
		i = j;
	}
	for (i = e; i < n && kt_cctx_same_run(v, i, b, cell);) {
		if (kt_cctx_blank(&v[i]) || (v[i].c == '*' &&
		    !(v[i].flags & KT_VF_BREAK))) {
			i++;
			continue;
		}
		for (j = i; j < n && kt_cctx_same_run(v, j, b, cell) &&
		    kt_cctx_ident(&v[j]); j++)
			;
		if (j == i || !kt_cctx_qualifier(w, kt_cctx_word(v, i, j, w)))
			return false;
		i = j;
	}
	return true;
}

/* The word alone in a font run of a type font, but for qualifiers
 * before it and pointer stars and qualifiers after it: "\fBu64\fP",
 * ".I \(dqconst u32 *\(dq". */
static bool
kt_cctx_typefont_alone(const struct kt_vis *v, size_t n, size_t b, size_t e)
{
	if (!(v[b].flags & KT_VF_TYPEFONT) || (v[b].flags & KT_VF_CMDPAGE))
		return false;
	return kt_cctx_alone(v, n, b, e, false);
}

/* The word alone in a table's cell of a column headed "Type" (in any
 * font), but for qualifiers and pointer stars: a type name, as a
 * sentence's mention is ("flags	u32	Flags of the request"). */
static bool
kt_cctx_typecell_alone(const struct kt_vis *v, size_t n, size_t b, size_t e)
{
	if (!(v[b].flags & KT_VF_TYPECELL))
		return false;
	return kt_cctx_alone(v, n, b, e, true);
}

bool
kt_cctx_cell_alone(const struct kt_vis *v, size_t n, size_t b, size_t e)
{
	return kt_cctx_alone(v, n, b, e, true);
}

bool
kt_cctx_after_word(const struct kt_vis *v, size_t b)
{
	unsigned char w[32];
	size_t p = b, a;

	p = kt_cctx_skip_back(v, 0, p);
	if (p == 0 || (v[p - 1].flags & KT_VF_BREAK) ||
	    !kt_cctx_ident(&v[p - 1]))
		return false;
	for (a = p - 1; a > 0 && kt_cctx_ident(&v[a - 1]); a--)
		;
	return !kt_cctx_qualifier(w, kt_cctx_word(v, a, p, w));
}

/* Does a mention in words of a type, the word that ends before visible
 * character E, end as one does: at the end of the line, before a mark
 * that ends a clause (",", ")", or a "." or ":" that a blank or the end
 * follows), or before a blank and two words that name no member or
 * register ("the u64 member", "the u32 r0 register")? */
static bool
kt_cctx_mention_ends(const struct kt_vis *v, size_t n, size_t e)
{
	static const char *const after[] = { "member", "members", "field",
	    "fields", "variable", "register" };
	unsigned char w[32];
	size_t i, a, k;

	if (e >= n)
		return true;
	if (v[e].flags & KT_VF_BREAK)
		return false;
	if (v[e].c == '.' || v[e].c == ':')
		return e + 1 >= n || (!(v[e + 1].flags & KT_VF_BREAK) &&
		    kt_cctx_blank(&v[e + 1]));
	if (v[e].c == ',' || v[e].c == ')')
		return true;
	if (!kt_cctx_blank(&v[e]))
		return false;
	for (i = e, k = 0; k < 2; k++) {
		i = kt_cctx_skip(v, n, i);
		for (a = i; i < n && kt_cctx_ident(&v[i]); i++)
			;
		if (kt_cctx_one_of(w, kt_cctx_word(v, a, i, w), after,
		    sizeof after / sizeof after[0]))
			return false;
	}
	return true;
}

/* A mention of the type in words, whatever its font: in running text
 * (not CODE) or in a comment of code, the short name stands as a word
 * of a sentence right after another word ("one u64 element", "an array
 * of u64", "align to u64"), and before a blank, the end of the line, or
 * a mark that ends a clause (",", ")", or a "." or ":" that a blank or
 * the end follows).  Not where the word before is "struct", "union" or
 * "enum", or follows one ("struct foo u32"), nor "and" or "or", which
 * end a list that starts where no word comes before ("(u8, u16, or
 * u32)" stays as it is, all of it; but see kt_cctx_coordinated); not the name of a member or a
 * register ("the u64 member", "the u32 field", "the u32 r0 register");
 * nor a word that a cell or a motion cuts.  So the same kind of mention
 * is spelled one way on a page, in a type font or not ("three
 * additional \fBu64\fP arguments", "one u64 element"). */
static bool
kt_cctx_prose_mention(const struct kt_vis *v, size_t n, size_t b, size_t e,
		      bool code)
{
	static const char *const before[] = { "struct", "union", "enum",
	    "and", "or" };
	unsigned char w[32];
	size_t p, a, k;

	if ((v[b].flags & KT_VF_CMDPAGE) ||
	    (code && !kt_cctx_in_comment(v, n, b, e)))
		return false;
	if (b == 0 || (v[b - 1].flags & KT_VF_BREAK) ||
	    !kt_cctx_blank(&v[b - 1]))
		return false;
	/* a word of letters or digits before it, set apart; and the word
	 * before that */
	for (p = b, k = 0; k < 2; k++) {
		p = kt_cctx_skip_back(v, 0, p);
		for (a = p; a > 0 && kt_cctx_ident(&v[a - 1]) &&
		    v[a - 1].c != '_'; a--)
			;
		if (k == 0 && (a == p || (a > 0 &&
		    !(v[a - 1].flags & KT_VF_BREAK) &&
		    !kt_cctx_blank(&v[a - 1]) && v[a - 1].c != '(')))
			return false;
		if (kt_cctx_one_of(w, kt_cctx_word(v, a, p, w), before,
		    k == 0 ? 5 : 3))
			return false;
		p = a;
	}
	return kt_cctx_mention_ends(v, n, e);
}

/* At I, after a type word and its declarator at the start of a
 * declaration: does what follows declare something?  A name followed by
 * the end of a line of code (CODE), by one of ";,[:=)(" or by
 * __attribute__, or a pointer to function. */
static bool
kt_cctx_declares(const struct kt_vis *v, size_t n, size_t i, bool code)
{
	size_t j;

	if (i < n && kt_cctx_ident(&v[i]) &&
	    !(v[i].c >= '0' && v[i].c <= '9')) {
		unsigned char w[32], c;
		size_t k;

		for (j = i; j < n && kt_cctx_ident(&v[j]); j++)
			;
		k = kt_cctx_skip(v, n, j);
		if (kt_cctx_end(v, n, k) && code)
			return true;
		c = kt_cctx_punct(v, n, k);
		if (c != 0 && strchr(";,[:=)(", c) != NULL)
			return true;
		/* "u64 val __attribute__((aligned(8)));" */
		if (k < n && kt_cctx_ident(&v[k])) {
			size_t m;
			for (m = k; m < n && kt_cctx_ident(&v[m]); m++)
				;
			if (kt_cctx_word(v, k, m, w) == 13 &&
			    memcmp(w, "__attribute__", 13) == 0)
				return true;
		}
	} else if (kt_cctx_punct(v, n, i) == '(') {
		/* a pointer to function: "u64 (*fn)(void)" */
		j = kt_cctx_skip(v, n, i + 1);
		if (kt_cctx_punct(v, n, j) == '*')
			return true;
	}
	return false;
}

/* Is a later declarator of the declaration that goes on at E a pointer:
 * "__u64 a, *b;"?  Looks as far as the end of the declaration (";", or a
 * ")" that it did not open), past initializers and array sizes. */
static bool
kt_cctx_later_pointer(const struct kt_vis *v, size_t n, size_t e)
{
	int depth = 0;
	size_t i, j;

	for (i = e; !kt_cctx_end(v, n, i) && i < e + 1024; i++) {
		switch (kt_cctx_punct(v, n, i)) {
		case '(': case '[': case '{':
			depth++;
			break;
		case ')': case ']': case '}':
			if (depth-- == 0)
				return false;
			break;
		case ';':
			return false;
		case '/':	/* the start of a comment */
			if (i + 1 < n && v[i + 1].c == '*')
				return false;
			break;
		case ',':
			if (depth > 0)
				break;
			j = kt_cctx_skip(v, n, i + 1);
			if (kt_cctx_punct(v, n, j) == '*' &&
			    !(j + 1 < n && v[j + 1].c == '/'))
				return true;
			break;
		default:
			break;
		}
	}
	return false;
}

bool
kt_cctx_pointer(const struct kt_vis *v, size_t n, size_t e)
{
	size_t e0 = e;

	for (;;) {
		size_t i = kt_cctx_skip(v, n, e), j;
		unsigned char w[32];

		if (i < n && kt_cctx_ident(&v[i])) {
			for (j = i; j < n && kt_cctx_ident(&v[j]); j++)
				;
			if (kt_cctx_qualifier(w, kt_cctx_word(v, i, j, w))) {
				e = j;
				continue;
			}
			return kt_cctx_later_pointer(v, n, e0);
		}
		/* "*" but not the end of a comment, "*" "/" */
		if (kt_cctx_punct(v, n, i) == '*' &&
		    !(i + 1 < n && v[i + 1].c == '/'))
			return true;
		return kt_cctx_later_pointer(v, n, e0);
	}
}

bool
kt_cctx_syntax(const struct kt_vis *v, size_t n, size_t b, size_t e,
	       bool code)
{
	size_t p = b, i, cp = 0;
	unsigned char prev = 0, cast_prev = 0, c;
	bool bol = false, qual = false;

	/* on a page of commands, bold and italic mark what is typed (the
	 * u32 filter of tc-u32(8), the u8 of a syntax): only code counts */
	if ((v[b].flags & KT_VF_CMDPAGE) && !code)
		return false;
	/* what precedes */
	p = kt_cctx_skip_back(v, 0, p);
	if (p == 0 || (v[p - 1].flags & KT_VF_BREAK))
		bol = true;
	else if (kt_cctx_ident(&v[p - 1])) {
		unsigned char w[32];
		size_t a = p - 1;
		while (a > 0 && kt_cctx_ident(&v[a - 1]))
			a--;
		qual = kt_cctx_qualifier(w, kt_cctx_word(v, a, p, w));
		if (!qual)
			return false;
		/* what stands before the qualifiers decides about a cast */
		for (;;) {
			a = kt_cctx_skip_back(v, 0, a);
			if (a > 0 && kt_cctx_ident(&v[a - 1])) {
				size_t q = a - 1;
				while (q > 0 && kt_cctx_ident(&v[q - 1]))
					q--;
				if (kt_cctx_qualifier(w, kt_cctx_word(v, q, a, w))) {
					a = q;
					continue;
				}
			}
			break;
		}
		if (a > 0 && !(v[a - 1].flags & KT_VF_BREAK) &&
		    !kt_cctx_ident(&v[a - 1]) &&
		    (v[a - 1].c == '(' || v[a - 1].c == ',')) {
			cast_prev = v[a - 1].c;
			cp = a - 1;
		}
	} else {
		prev = cast_prev = v[p - 1].c;
		cp = p - 1;
	}

	/* a cast or an abstract declarator: "(u64)", "(u32 *)", "(u32,";
	 * never the member that offsetof() names, nor an argument after a
	 * string, as in printf("%llu", u64) */
	if ((cast_prev == '(' || (cast_prev == ',' &&
	    kt_cctx_depth(v, b) > 0 && !kt_cctx_after_literal(v, cp))) &&
	    !kt_cctx_in_offsetof(v, b)) {
		i = kt_cctx_skip_declarator(v, n, e);
		c = kt_cctx_punct(v, n, i);
		if ((c == ')' || c == ',' || c == '[') &&
		    (code || kt_cctx_declarator_list(v, n, b)))
			return true;
	}

	/* the start of a declaration */
	if (bol || qual || prev == '{' || prev == ';' || prev == '(' ||
	    prev == ',') {
		i = kt_cctx_skip_declarator(v, n, e);
		/* "static u64" ending a line of code: a return type */
		if (qual && code && kt_cctx_end(v, n, i))
			return true;
		/* an unnamed bit-field: "u32 :4;" (but not "s8 : import
		 * java.util.*;", a column of jshell(1)'s output) */
		if (code && kt_cctx_punct(v, n, i) == ':' &&
		    kt_cctx_bit_width(v, n, i + 1))
			return true;
		if (kt_cctx_declares(v, n, i, code))
			return true;
	}
	return false;
}

bool
kt_cctx_coordinated(const struct kt_vis *v, size_t n, size_t b, size_t e,
		    bool code, size_t pe)
{
	static const char *const conj[] = { "and", "or" };
	unsigned char w[32];
	size_t p, a;

	if ((v[b].flags & KT_VF_CMDPAGE) ||
	    (code && !kt_cctx_in_comment(v, n, b, e)))
		return false;
	/* B, blanks, "and" or "or", blanks, PE: nothing else between */
	p = kt_cctx_skip_back(v, pe, b);
	if (p == b)
		return false;
	for (a = p; a > pe && kt_cctx_ident(&v[a - 1]); a--)
		;
	if (!kt_cctx_one_of(w, kt_cctx_word(v, a, p, w), conj, 2))
		return false;
	p = kt_cctx_skip_back(v, pe, a);
	return p == pe && p < a && kt_cctx_mention_ends(v, n, e);
}

bool
kt_cctx_is_type(const struct kt_vis *v, size_t n, size_t b, size_t e,
		bool code)
{
	return kt_cctx_syntax(v, n, b, e, code) ||
	    kt_cctx_typefont_alone(v, n, b, e) ||
	    kt_cctx_typecell_alone(v, n, b, e) ||
	    kt_cctx_prose_mention(v, n, b, e, code);
}

/* The next visible character after I that takes a place (not a font
 * change), or N. */
static size_t
kt_cctx_next_seen(const struct kt_vis *v, size_t n, size_t i)
{
	for (i++; i < n && (v[i].flags & KT_VF_ZERO) &&
	    !(v[i].flags & KT_VF_BREAK); i++)
		continue;
	return i;
}

/* Is visible character I the first of the pair A B? */
static bool
kt_cctx_pair(const struct kt_vis *v, size_t n, size_t i, unsigned char a,
	     unsigned char b)
{
	size_t j;

	if (v[i].c != a || (v[i].flags & (KT_VF_ZERO | KT_VF_MEASURED)))
		return false;
	j = kt_cctx_next_seen(v, n, i);
	return j < n && v[j].c == b && !(v[j].flags & KT_VF_MEASURED);
}

void
kt_cctx_comments_init(struct kt_cctx_comments *c, const struct kt_vis *v,
		      size_t n)
{
	size_t i;

	memset(c, 0, sizeof *c);
	c->next = c->from = 0;
	c->fresh = true;
	for (i = 0; i < n && (v[i].c == ' ' || v[i].c == '\t' ||
	    (v[i].flags & KT_VF_ZERO)); i++)
		continue;
	c->lead = i;
}

bool
kt_cctx_comments_in(struct kt_cctx_comments *c, const struct kt_vis *v,
		    size_t n, size_t b, size_t e)
{
	size_t i;

	/* a comment open before the word: the scan goes on from where the
	 * word before left it (the words come in order) */
	for (i = c->i; i < b; i++) {
		if (kt_cctx_pair(v, n, i, '/', '*')) {
			c->open = true;
			i = kt_cctx_next_seen(v, n, i);
		} else if (kt_cctx_pair(v, n, i, '*', '/')) {
			c->open = false;
			i = kt_cctx_next_seen(v, n, i);
		}
	}
	c->i = i;
	if (c->open)
		return true;
	/* the first comment mark after the word closes a comment */
	if (c->fresh || e > c->next || e < c->from) {
		for (i = e; i < n; i++)
			if (kt_cctx_pair(v, n, i, '/', '*') ||
			    kt_cctx_pair(v, n, i, '*', '/'))
				break;
		c->from = e;
		c->next = i;
		c->fresh = false;
	}
	if (c->next < n && kt_cctx_pair(v, n, c->next, '*', '/'))
		return true;
	/* the middle of a block comment: " * text" */
	i = c->lead;
	return i < b && v[i].c == '*' && !kt_cctx_pair(v, n, i, '*', '/') &&
	    i + 1 < n && (v[i + 1].c == ' ' || v[i + 1].c == '\t');
}

bool
kt_cctx_in_comment(const struct kt_vis *v, size_t n, size_t b, size_t e)
{
	struct kt_cctx_comments c;

	kt_cctx_comments_init(&c, v, n);
	return kt_cctx_comments_in(&c, v, n, b, e);
}
