/* roff_indent.c: the indentation of text as the man package's requests
 * set it (see roff.h, kt_roff_indent), for the scanner.
 *
 * The layout engine needs the room a no-fill block has on an 80-column
 * line, which is 80 less the block's indent.  groff's man package sets
 * the indent from a margin (7 ens, or more under .RS), the indent of a
 * .TP, .IP or .HP paragraph (its width, or the width last given, 7 ens
 * at first), and what .in adds; .SH, .SS and .TH (kt_roff_title) start
 * again; .P, .PP and .LP end a paragraph's indent; .RE goes back to the
 * margin and the width before the .RS, without a paragraph's indent
 * (text after .RE in a .TP stands at the margin).  The indent is that of
 * a terminal (nroff): a request in the body of a condition on the device
 * is followed where the body runs there (".if n .RS 4", ".el" after
 * ".ie t"), on one line or within \{ and \}, and one whose condition the
 * scanner cannot tell (".if \n(.g .in 4") makes the indent unknown
 * (roff_cond.c, enum kt_term).  An argument
 * that is not a plain number of ens (a register, a width escape) makes
 * the indent unknown until the next heading, and a page that defines
 * a macro (.de, .am) whose body calls a request or man macro that sets
 * the indent or the line length (.in, .RS, .TP, .ll, ...; asciidoc's
 * .URL and .MTO do not), or an mdoc(7) page (.Dt, .Sh), has none known
 * from there on.
 *
 * It also follows man(7)'s lists of tagged paragraphs, for the keys of
 * mode annotate (kt_roff_list_nest): which line is a tag, which starts
 * the next item, and how many levels of .RS are open, counting those
 * that the page's own macros open and close (a macro whose body calls
 * .RS more often than .RE opens levels: rst2man's .INDENT).
 */
#include <config.h>

#include <string.h>

#include "roff_int.h"

/* The man package's indent of paragraphs and margins: IN, 7 ens. */
#define KT_INDENT_IN 7

void
kt_indent_reset(struct kt_roff *st)
{
	st->ind_margin = KT_INDENT_IN;
	st->ind_prevailing = KT_INDENT_IN;
	st->ind_para = 0;
	st->ind_in = st->ind_in_prev = 0;
	st->ind_rs = 0;
	st->ind_unknown = false;
	st->list_nest = 0;
	st->list_tag = false;
}

int
kt_roff_indent(const struct kt_roff *st)
{
	int n = st->ind_margin + st->ind_para + st->ind_in;

	return st->ind_unknown || st->ind_macros || n < 0 ? -1 : n;
}

/* The N bytes at P as a length in ens on a terminal (a number, then n,
 * m, i or u, or none: ens), with a sign in *SIGN ('+', '-' or 0); false
 * if they are none of these. */
static bool
kt_indent_number(const unsigned char *p, size_t n, int *v, int *sign)
{
	size_t i = 0;
	long x = 0;

	*sign = 0;
	if (n > 0 && (p[0] == '+' || p[0] == '-'))
		*sign = p[i++];
	if (i >= n || p[i] < '0' || p[i] > '9')
		return false;
	for (; i < n && p[i] >= '0' && p[i] <= '9' && x < 1000; i++)
		x = x * 10 + (p[i] - '0');
	if (i < n) {
		if (i + 1 != n)
			return false;
		if (p[i] == 'i')
			x *= 10;
		else if (p[i] == 'u')
			x /= 24;
		else if (p[i] != 'n' && p[i] != 'm')
			return false;
	}
	*v = (int)x;
	return true;
}

/* Argument K of ARGS (of line S) as a width in ens, in *V, negative
 * after a '-' if SIGNED (.RS -4 moves the margin left); false if it is
 * not there or not a plain width (then the indent is unknown). */
static bool
kt_indent_arg(struct kt_roff *st, const unsigned char *s, size_t (*args)[2],
	      size_t nargs, size_t k, bool sign_ok, int *v)
{
	int sign;

	if (k >= nargs)
		return false;
	if (!kt_indent_number(s + args[k][0], args[k][1], v, &sign) ||
	    (sign != 0 && !sign_ok)) {
		st->ind_unknown = true;
		return false;
	}
	if (sign == '-')
		*v = -*v;
	return true;
}

/* A paragraph with an indent (.TP, .IP, .HP), its width argument K. */
static void
kt_indent_para(struct kt_roff *st, const unsigned char *s,
	       size_t (*args)[2], size_t nargs, size_t k)
{
	int w;

	if (kt_indent_arg(st, s, args, nargs, k, false, &w))
		st->ind_prevailing = (int16_t)w;
	st->ind_para = st->ind_prevailing;
	st->ind_in = 0;
}

/* .in with the arguments ARGS of line S. */
static void
kt_indent_in(struct kt_roff *st, const unsigned char *s, size_t (*args)[2],
	     size_t nargs)
{
	int v, sign, was = st->ind_in;

	if (nargs == 0) {
		st->ind_in = st->ind_in_prev;
		st->ind_in_prev = (int16_t)was;
		return;
	}
	if (!kt_indent_number(s + args[0][0], args[0][1], &v, &sign)) {
		st->ind_unknown = true;
		return;
	}
	if (sign == '+')
		st->ind_in = (int16_t)(st->ind_in + v);
	else if (sign == '-')
		st->ind_in = (int16_t)(st->ind_in - v);
	else
		st->ind_in = (int16_t)(v - st->ind_margin - st->ind_para);
	st->ind_in_prev = (int16_t)was;
}

/* The requests and man macros that set the indent or the line length
 * (a page's macro that calls one of them may change the room). */
static bool
kt_indent_sets(const unsigned char *p, size_t n)
{
	static const char *const names[] = { "in", "ti", "ll", "po", "RS",
	    "RE", "TP", "TQ", "IP", "HP", "PP", "LP", "P", "SH", "SS", "TH",
	    "rn", "als", NULL };
	size_t k;

	for (k = 0; names[k] != NULL; k++)
		if (strlen(names[k]) == n && memcmp(names[k], p, n) == 0)
			return true;
	return false;
}

void
kt_indent_body(struct kt_roff *st, const unsigned char *s, size_t n)
{
	size_t i, j;

	/* tbl's own macros (.de 3init ...) are tbl's, as in
	 * kt_indent_request */
	if (kt_roff_in_table(st))
		return;
	/* every request of the line, the body of a condition's too
	 * (".if n .RS 4"): a control character, blanks, a name */
	for (i = 0; i < n; i++) {
		if (s[i] != st->cc && s[i] != st->c2)
			continue;
		if (i > 0 && s[i - 1] != ' ' && s[i - 1] != '\t' &&
		    s[i - 1] != '{' && s[i - 1] != '\\')
			continue;
		for (j = i + 1; j < n && (s[j] == ' ' || s[j] == '\t'); j++)
			;
		i = j;
		while (j < n && s[j] != ' ' && s[j] != '\t' && s[j] != '\n' &&
		    s[j] != '\\')
			j++;
		if (kt_indent_sets(s + i, j - i)) {
			st->ind_macros = true;
			return;
		}
	}
}

void
kt_indent_request(struct kt_roff *st, enum kt_term term,
		  const unsigned char *name, size_t nlen,
		  const unsigned char *s, size_t i, size_t n)
{
	size_t args[3][2], nargs;
	int w;

	/* a table is tbl's: what its output defines (.de 3init ...) and
	 * the indent it sets (.in \n[.i]u) are its own, and it gives the
	 * indent back as it found it */
	if (kt_roff_in_table(st) || term == KT_TERM_SKIPPED)
		return;
	/* in a condition's body that may or may not run on a terminal
	 * (".if \n[.g] .RS 4"), a request that sets the indent makes it
	 * unknown */
	if (term == KT_TERM_UNKNOWN) {
		if (kt_indent_sets(name, nlen))
			st->ind_unknown = true;
		return;
	}
	/* an mdoc page (.Dt, .Sh) sets the indent otherwise (a page's
	 * own macros: kt_indent_body) */
	if (nlen == 2 && (!memcmp(name, "Dt", 2) || !memcmp(name, "Sh", 2)))
		st->ind_macros = true;
	if (nlen == 1 && name[0] == 'P' && i == n) {
		st->ind_para = st->ind_in = 0;
		st->ind_prevailing = KT_INDENT_IN;
		return;
	}
	if (nlen != 2)
		return;
	/* the arguments, read only for the requests that use them (most
	 * two-letter requests of a page, .B, .BR, .TH, ..., do not) */
	if (!memcmp(name, "TP", 2) || !memcmp(name, "HP", 2) ||
	    !memcmp(name, "IP", 2) || !memcmp(name, "RS", 2) ||
	    !memcmp(name, "in", 2)) {
		nargs = kt_roff_args(st, s, n, i, args, 3);
		if (nargs > 3)
			nargs = 3;
	} else
		nargs = 0;
	if (!memcmp(name, "SH", 2) || !memcmp(name, "SS", 2))
		kt_indent_reset(st);	/* (.TH: kt_roff_title) */
	else if (!memcmp(name, "PP", 2) || !memcmp(name, "LP", 2)) {
		st->ind_para = st->ind_in = 0;
		st->ind_prevailing = KT_INDENT_IN;
	} else if (!memcmp(name, "TP", 2) || !memcmp(name, "HP", 2))
		kt_indent_para(st, s, args, nargs, 0);
	else if (!memcmp(name, "IP", 2))
		kt_indent_para(st, s, args, nargs, 1);
	else if (!memcmp(name, "RS", 2)) {
		if (st->ind_rs < KT_INDENT_LEVELS) {
			st->ind_rs_margin[st->ind_rs] = st->ind_margin;
			st->ind_rs_prev[st->ind_rs] = st->ind_prevailing;
		} else
			st->ind_unknown = true;
		st->ind_rs++;
		if (!kt_indent_arg(st, s, args, nargs, 0, true, &w))
			w = st->ind_prevailing;
		st->ind_margin = (int16_t)(st->ind_margin + w);
		st->ind_prevailing = KT_INDENT_IN;
		st->ind_para = st->ind_in = 0;
	} else if (!memcmp(name, "RE", 2)) {
		if (st->ind_rs > 0 && --st->ind_rs < KT_INDENT_LEVELS) {
			st->ind_margin = st->ind_rs_margin[st->ind_rs];
			st->ind_prevailing = st->ind_rs_prev[st->ind_rs];
		} else
			st->ind_prevailing = KT_INDENT_IN;
		st->ind_para = st->ind_in = 0;
	} else if (!memcmp(name, "in", 2))
		kt_indent_in(st, s, args, nargs);
}

/* The page's macro of the N bytes at P that opens or closes levels, or
 * NULL. */
static struct kt_list_macro *
kt_list_find(struct kt_roff *st, const unsigned char *p, size_t n)
{
	unsigned i;

	for (i = 0; i < st->list_nmac; i++)
		if (st->list_mac[i].len == n && memcmp(st->list_mac[i].name, p,
		    n) == 0)
			return &st->list_mac[i];
	return NULL;
}

void
kt_list_define(struct kt_roff *st, const unsigned char *s, size_t n,
	       size_t i)
{
	size_t args[1][2];

	st->list_def.len = 0;
	st->list_def.nest = 0;
	if (kt_roff_args(st, s, n, i, args, 1) == 0 ||
	    args[0][1] > KT_LIST_NAME)
		return;
	memcpy(st->list_def.name, s + args[0][0], args[0][1]);
	st->list_def.len = (unsigned char)args[0][1];
}

void
kt_list_body(struct kt_roff *st, const unsigned char *s, size_t n, bool end)
{
	struct kt_list_macro *m;
	size_t at, len;

	if (st->list_def.len == 0)
		return;
	if (end) {
		m = kt_list_find(st, st->list_def.name, st->list_def.len);
		if (m == NULL && st->list_def.nest != 0 &&
		    st->list_nmac < KT_LIST_MACROS) {
			m = &st->list_mac[st->list_nmac++];
			*m = st->list_def;
		} else if (m != NULL)
			m->nest = st->list_def.nest;
		st->list_def.len = 0;
		return;
	}
	len = kt_control_name(st, s, n, &at);
	if (len == 2 && s[at] == 'R' && (s[at + 1] == 'S' || s[at + 1] == 'E') &&
	    st->list_def.nest > -8 && st->list_def.nest < 8)
		st->list_def.nest = (signed char)(st->list_def.nest +
		    (s[at + 1] == 'S' ? 1 : -1));
}

/* The levels of .RS open after a call of .RS, .RE or a page's macro that
 * opens or closes NEST of them. */
static void
kt_list_move(struct kt_roff *st, int nest)
{
	int v = st->list_nest + nest;

	st->list_nest = (unsigned char)(v < 0 ? 0 : v > 255 ? 255 : v);
}

void
kt_list_request(struct kt_roff *st, struct kt_line_info *info,
		const unsigned char *name, size_t nlen, const unsigned char *s,
		size_t i, size_t n)
{
	static const char *const item[] = { "TP", "HP", "PP", "LP", "P",
	    NULL };
	const struct kt_list_macro *m;
	size_t args[1][2];
	int k;

	if (kt_roff_in_table(st))
		return;
	if ((m = kt_list_find(st, name, nlen)) != NULL) {
		kt_list_move(st, m->nest);
		return;
	}
	for (k = 0; item[k] != NULL; k++)
		if (strlen(item[k]) == nlen && memcmp(item[k], name, nlen) == 0)
			break;
	if (item[k] != NULL) {
		info->item = true;
		st->list_tag = k == 0;
	} else if (nlen == 2 && memcmp(name, "TQ", 2) == 0)
		st->list_tag = true;
	else if (nlen == 2 && memcmp(name, "IP", 2) == 0) {
		/* a tag of its own, or a paragraph of the item before */
		info->item = info->tag = kt_roff_args(st, s, n, i, args, 1) > 0 &&
		    args[0][1] > 0 && !(args[0][1] == 2 &&
		    s[args[0][0]] == '"' && s[args[0][0] + 1] == '"');
		st->list_tag = false;
	} else if (nlen == 2 && memcmp(name, "RS", 2) == 0)
		kt_list_move(st, 1);
	else if (nlen == 2 && memcmp(name, "RE", 2) == 0)
		kt_list_move(st, -1);
}

bool
kt_list_text(struct kt_roff *st)
{
	bool tag = st->list_tag;

	st->list_tag = false;
	return tag;
}
