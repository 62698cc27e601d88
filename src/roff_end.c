/* roff_end.c: how a line ends, for troff (see roff.h): the scanner's one
 * answer to "does the next line go on with this one?", for every path
 * that reads lines: text and control lines, lines read in pieces, and the
 * copy path of kernel mode.
 *
 * troff reads escapes before it knows what a line is.  An escape
 * character at the end of a line escapes its newline: the next line is
 * more of it.  \" starts a comment that ends at the newline (and takes in
 * an escape character at the end); \# starts one that takes the newline
 * with it, so the next line is more of the line too.  \c ends the line's
 * text there (troff ignores the rest): the text of the next line that
 * troff sets goes on with it, without a space, though that line is a line
 * of its own.  An identifier before the escape that decides goes on in the
 * next line ("__u32\c" then "x" is the word "__u32x").  The walk goes from
 * escape character to escape character, each with the byte after it, and
 * can be fed a line in pieces.
 */
#include <config.h>

#include <string.h>

#include "roff.h"
#include "roff_int.h"

void
kt_roff_tail_init(const struct kt_roff *st, struct kt_roff_tail *t)
{
	memset(t, 0, sizeof *t);
	t->esc = st->esc;
	t->on = st->esc_on;
}

/* The escape character at offset AT (of the whole line) is followed by
 * C, with the byte before it BEFORE (HAVE: there is one). */
static void
kt_roff_tail_pair(struct kt_roff_tail *t, unsigned char c, size_t at,
		  bool have, unsigned char before)
{
	bool ident = have && kt_roff_ident(before);

	if (c == '"') {
		t->comment = true;	/* the rest is not read */
		return;
	}
	if (c == '#') {
		/* the comment takes the newline with it */
		t->hash = true;
		t->at = at;
		t->ident = ident;
		return;
	}
	if (c == 'c' && !t->interrupted) {
		t->interrupted = true;
		t->cident = ident;
	}
}

/* Walk the N bytes at S (N > 0), from escape to escape. */
static void
kt_roff_tail_walk(struct kt_roff_tail *t, const unsigned char *s, size_t n)
{
	const unsigned char *p = s, *e = s + n;

	if (t->open) {
		/* the escape that ended what came before takes S[0] */
		t->open = false;
		kt_roff_tail_pair(t, s[0], t->at, t->have_before, t->before);
		p++;
	}
	while (!t->comment && !t->hash && p < e &&
	    (p = memchr(p, t->esc, (size_t)(e - p))) != NULL) {
		size_t at = t->pos + (size_t)(p - s);
		bool have = p > s || t->pos > 0;
		unsigned char before = p > s ? p[-1] : t->prev;

		if (p + 1 == e) {
			/* an escape at the end: of what comes next */
			t->open = true;
			t->at = at;
			t->ident = have && kt_roff_ident(before);
			t->have_before = have;
			t->before = before;
			break;
		}
		kt_roff_tail_pair(t, p[1], at, have, before);
		p += 2;
	}
	t->pos += n;
	t->prev = s[n - 1];
}

void
kt_roff_tail_read(struct kt_roff_tail *t, const unsigned char *s, size_t n)
{
	if (n == 0 || !t->on || t->comment || t->hash)
		return;
	if (t->cr) {
		/* the CR held back is not the line's last */
		t->cr = false;
		kt_roff_tail_walk(t, (const unsigned char *)"\r", 1);
		if (t->comment || t->hash)
			return;
	}
	if (s[n - 1] == '\r') {
		t->cr = true;
		n--;
	}
	if (n > 0)
		kt_roff_tail_walk(t, s, n);
}

void
kt_roff_end(const struct kt_roff *st, const unsigned char *s, size_t n,
	    struct kt_roff_tail *t)
{
	kt_roff_tail_init(st, t);
	kt_roff_tail_read(t, s, n);
}
