/* roff_cond.c: conditions and .do, for the scanner (see roff_int.h).
 *
 * .if, .ie, .el, .nop and .do put a request after another.  The scanner
 * reads a condition that is a plain number or a comparison of strings
 * without escapes; a body that troff skips has its braces counted, so
 * that the lines it hides stay hidden; in a body whose condition cannot
 * be told, only requests that start a block are followed, and a .ktypes
 * request there (or its comment form) is not acted on.  Whether a body
 * runs on a terminal is told apart (n is true there, t false: enum
 * kt_term), and for the levels of \{ that bodies open, so that the
 * indent follows the terminal's branch (kt_indent_request).  Numeric
 * expressions are read here too, as troff reads .lf's (kt_roff_number).
 */
#include <config.h>

#include <string.h>

#include "roff_int.h"

/* The end of the escape at I in a condition (a delimited one's closing
 * delimiter included). */
static size_t
kt_cond_esc(const struct kt_scan *sc, size_t i)
{
	struct kt_esc e;
	size_t j = kt_esc_parse(sc, i, &e);

	if (e.kind != KT_ESC_DELIM)
		return j;
	for (; j + e.dlen <= sc->n; j++)
		if (memcmp(sc->s + j, sc->s + e.dpos, e.dlen) == 0)
			return j + e.dlen;
	return sc->n;
}

/* The condition of .if or .ie from I: its end, and in *TRUTH 1 if it is
 * true, 0 if false, -1 if the scanner cannot tell (only a number without
 * escapes, and a comparison of strings without escapes, are read); in
 * *TERM whether it is true on a terminal: n is and t is not, as nroff
 * reads them (the others as in *TRUTH). */
static size_t
kt_cond(const struct kt_scan *sc, size_t i, int *truth, int *term)
{
	const struct kt_roff *st = sc->st;
	const unsigned char *s = sc->s;
	size_t n = sc->n, a, k, depth = 0;
	bool neg = false, esc = false, digits = true;
	unsigned long v = 0;
	unsigned char d;

	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	while (i < n && s[i] == '!') {
		neg = !neg;
		i++;
	}
	*truth = *term = -1;
	if (i >= n)
		return i;
	d = s[i];
	if (strchr("oetnv", d) != NULL && (i + 1 >= n || s[i + 1] == ' ' ||
	    s[i + 1] == '\t')) {
		if (d == 'n' || d == 't')
			*term = (d == 'n') != neg;
		return i + 1;
	}
	if (strchr("cdrmFS", d) != NULL && i + 1 < n && (s[i + 1] == ' ' ||
	    s[i + 1] == '\t')) {
		/* a test of a name: the name follows */
		for (i++; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
			;
		while (i < n && s[i] != ' ' && s[i] != '\t')
			i++;
		return i;
	}
	if (!(d >= '0' && d <= '9') && strchr("+-(|.", d) == NULL &&
	    !(st->esc_on && d == st->esc)) {
		/* 'a'b': a comparison of strings */
		a = ++i;
		for (k = 0; i < n && k < 2; i++)
			if (s[i] == d)
				k++;
			else if (st->esc_on && s[i] == st->esc)
				esc = true;
		if (k == 2 && !esc) {
			size_t la = (size_t)(memchr(s + a, d, n - a) ?
			    (const unsigned char *)memchr(s + a, d, n - a) -
			    (s + a) : 0);
			size_t lb = i - 1 - (a + la + 1);
			*truth = *term = (la == lb && memcmp(s + a,
			    s + a + la + 1, la) == 0) != neg;
		}
		return i;
	}
	/* a numeric expression: up to a blank outside parentheses (and
	 * escapes: "\n(.g" opens none) */
	for (; i < n; i++) {
		if (s[i] == '(')
			depth++;
		else if (s[i] == ')' && depth > 0)
			depth--;
		else if (depth == 0 && (s[i] == ' ' || s[i] == '\t'))
			break;
		if (st->esc_on && s[i] == st->esc) {
			esc = true;
			i = kt_cond_esc(sc, i) - 1;
			continue;
		}
		if (s[i] >= '0' && s[i] <= '9') {
			if (v < 100000000ul)
				v = v * 10 + (unsigned long)(s[i] - '0');
		} else
			digits = false;
	}
	if (digits && !esc)
		*truth = *term = (v > 0) != neg;
	return i;
}

/* Whether the body of a condition true on a terminal as TERM says (1, 0,
 * -1: not known) runs there, in lines that run there as OUTER. */
static enum kt_term
kt_term_of(enum kt_term outer, int term)
{
	enum kt_term t = term > 0 ? KT_TERM_RUNS : term == 0 ?
	    KT_TERM_SKIPPED : KT_TERM_UNKNOWN;

	return t > outer ? t : outer;
}

/* A level of \{ opens in lines that run on a terminal as TERM says. */
static void
kt_term_open(struct kt_roff *st, enum kt_term term)
{
	if (st->term_depth < KT_TERM_LEVELS)
		st->term[st->term_depth] = (unsigned char)term;
	if (st->term_depth < 255)
		st->term_depth++;
}

void
kt_cond_braces(struct kt_scan *sc)
{
	struct kt_roff *st = sc->st;
	const unsigned char *s = sc->s;
	size_t i;

	if (st->term_depth == 0 || !st->esc_on)
		return;
	for (i = sc->braces; i + 1 < sc->n; i++) {
		if (s[i] != st->esc)
			continue;
		if (s[i + 1] == '{')
			kt_term_open(st, kt_term_level(st));
		else if (s[i + 1] == '}' && st->term_depth > 0)
			st->term_depth--;
		i++;
	}
}

/* The body of a condition of TRUTH (TERM on a terminal) from I: a request
 * that starts a block is followed if it may run; one that the condition
 * skips counts its braces. */
static void
kt_cond_body(struct kt_scan *sc, struct kt_line_info *info, size_t i,
	     int truth, int term)
{
	struct kt_roff *st = sc->st;
	const unsigned char *s = sc->s;
	size_t n = sc->n;
	bool unknown = sc->cond_unknown;
	enum kt_term outer = sc->term;

	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (truth == 0) {
		/* troff skips the body, counting its braces */
		st->skip = 0;
		st->join.skip = false;
		for (; i + 1 < n; i++)
			if (st->esc_on && s[i] == st->esc) {
				if (s[i + 1] == '{')
					st->skip++;
				else if (s[i + 1] == '}' && st->skip > 0)
					st->skip--;
				i++;
			}
		st->join.skip = st->skip == 0 &&
		    kt_roff_continues(st, s, n);
		sc->braces = n;		/* (counted in st->skip) */
		return;
	}
	sc->term = kt_term_of(outer, term);
	if (st->esc_on && i + 1 < n && s[i] == st->esc && s[i + 1] == '{') {
		kt_term_open(st, sc->term);
		for (i += 2; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
			;
		sc->braces = i;
	}
	if (i >= n || (st->esc_on && i + 1 == n && s[i] == st->esc)) {
		sc->fresh = true;	/* the body is on the next line */
		return;
	}
	if (s[i] != st->cc && s[i] != st->c2)
		return;
	sc->cond_unknown = unknown || truth < 0;
	for (i++; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	kt_control_at(sc, info, i);
	sc->cond_unknown = unknown;
	sc->term = outer;
}

void
kt_req_if(struct kt_scan *sc, struct kt_line_info *info, size_t i)
{
	int truth, term;

	i = kt_cond(sc, i, &truth, &term);
	kt_cond_body(sc, info, i, truth, term);
}

void
kt_req_ie(struct kt_scan *sc, struct kt_line_info *info, size_t i)
{
	int truth, term;

	i = kt_cond(sc, i, &truth, &term);
	sc->st->el = (signed char)(truth < 0 ? -1 : !truth);
	sc->st->el_term = (signed char)(term < 0 ? -1 : !term);
	if (truth < 0)
		info->branch = KT_BRANCH_IE;
	kt_cond_body(sc, info, i, truth, term);
}

void
kt_req_el(struct kt_scan *sc, struct kt_line_info *info, size_t i)
{
	int truth = sc->st->el, term = sc->st->el_term;

	sc->st->el = sc->st->el_term = -1;
	if (truth < 0)
		info->branch = KT_BRANCH_EL;
	kt_cond_body(sc, info, i, truth, term);
}

/* .nop: the rest is an input line; .do: a request of groff's own */
void
kt_req_nop(struct kt_scan *sc, struct kt_line_info *info, size_t i)
{
	kt_cond_body(sc, info, i, 1, 1);
}

void
kt_req_do(struct kt_scan *sc, struct kt_line_info *info, size_t i)
{
	while (i < sc->n && (sc->s[i] == ' ' || sc->s[i] == '\t'))
		i++;
	kt_control_at(sc, info, i);
}

#define KT_INT32_MAX 2147483647LL	/* troff's INT_MAX */

bool
kt_roff_number(const unsigned char **p, const unsigned char *e,
		 long long *v, int depth)
{
	const unsigned char *q = *p;
	long long x, y;
	unsigned char op;

	if (depth > 16)
		return false;
	for (x = 0, op = '+'; ; op = *q++) {
		bool neg = false;

		while (q < e && (*q == '+' || *q == '-'))
			neg ^= *q++ == '-';
		if (q < e && *q == '(') {
			q++;
			if (!kt_roff_number(&q, e, &y, depth + 1) || q >= e ||
			    *q++ != ')')
				return false;
		} else if (q < e && *q >= '0' && *q <= '9') {
			for (y = 0; q < e && *q >= '0' && *q <= '9'; q++)
				if ((y = y * 10 + (*q - '0')) > KT_INT32_MAX)
					return false;
		} else
			return false;
		if (neg)
			y = -y;
		switch (op) {
		case '+': x += y; break;
		case '-': x -= y; break;
		case '*': x = x * y; break;
		case '/': x = y != 0 ? x / y : x; break;
		case '%': x = y != 0 ? x % y : x; break;
		}
		if (x > KT_INT32_MAX || x < -KT_INT32_MAX - 1)
			return false;
		if (q >= e || strchr("+-*/%", *q) == NULL || *q == '\0')
			break;
	}
	*p = q;
	*v = x;
	return true;
}
