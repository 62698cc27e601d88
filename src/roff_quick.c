/* roff_quick.c: the fast path's quick classes of control lines (see
 * roff.h), for the scanner.
 *
 * The fast path reads most control lines by their first bytes alone: a
 * table of the two-byte names says which are neutral, section headings,
 * requests that the scanner acts on, or those that only start or end
 * no-fill.  The tables are built from the scanner's own tables, the
 * requests of roff_req.c (kt_roffs[]) and its headings among the text
 * macros (kt_macros[]), so that the two cannot tell a name apart.
 */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "roff_int.h"

/* The classes of two-byte names, a bit pair each. */
#define KT_N2_NEUTRAL 0
#define KT_N2_HEADING 1
#define KT_N2_STATE 2		/* a request that kt_roff_line acts on */
#define KT_N2_TOGGLE 3		/* one that starts or ends no-fill */
static unsigned char kt_quick_names2[65536 / 4];

/* kt_roff_qfilter: the bytes that names that are not neutral start and
 * continue with. */
static unsigned char kt_quick_qfilter[256];

/* A class of each byte: KT_QB_NAME, can be part of a name that
 * kt_roff_quick reads at once (not a blank, LF or CR); KT_QB_END, ends a
 * name (a blank or LF). */
#define KT_QB_NAME 1
#define KT_QB_END 2

#define KT_QB_N KT_QB_NAME
#define KT_QB_N8 KT_QB_N, KT_QB_N, KT_QB_N, KT_QB_N, KT_QB_N, KT_QB_N, \
	KT_QB_N, KT_QB_N
#define KT_QB_N32 KT_QB_N8, KT_QB_N8, KT_QB_N8, KT_QB_N8
static const unsigned char kt_quick_qbyte[256] = {
	/* 0x00-0x0f: tab and LF end a name, CR is not read at once */
	KT_QB_N, KT_QB_N, KT_QB_N, KT_QB_N, KT_QB_N, KT_QB_N, KT_QB_N, KT_QB_N,
	KT_QB_N, KT_QB_END, KT_QB_END, KT_QB_N, KT_QB_N, 0, KT_QB_N, KT_QB_N,
	KT_QB_N8, KT_QB_N8,
	/* 0x20: the blank */
	KT_QB_END, KT_QB_N, KT_QB_N, KT_QB_N, KT_QB_N, KT_QB_N, KT_QB_N, KT_QB_N,
	KT_QB_N8, KT_QB_N8, KT_QB_N8,
	KT_QB_N32, KT_QB_N32, KT_QB_N32, KT_QB_N32, KT_QB_N32, KT_QB_N32,
};

static bool kt_quick_ready;

static inline unsigned kt_quick_name2(unsigned char, unsigned char);

/* Enter the name NAME in class V (KT_N2_*): every such name has two bytes
 * or more, and kt_quick_names2 holds those of two. */
static void
kt_quick_add(const char *name, unsigned v)
{
	const unsigned char *u = (const unsigned char *)name;
	size_t n = strlen(name);

	if (n < 2 || (n > 2 && v == KT_N2_HEADING))
		abort();	/* kt_roff_quick takes none to be so */
	kt_quick_qfilter[u[0]] |= KT_QF_FIRST;
	kt_quick_qfilter[u[1]] |= KT_QF_SECOND;
	if (n == 2) {
		unsigned k = (unsigned)u[0] << 8 | u[1];
		kt_quick_names2[k / 4] |= (unsigned char)(v << (k % 4 * 2));
	}
}

void
kt_quick_init(void)
{
	size_t i;

	if (kt_quick_ready)
		return;
	for (i = 0; i < kt_roffs_n; i++)
		kt_quick_add(kt_roffs[i].name,
		    kt_req_quick(&kt_roffs[i]) == KT_QUICK_STATE ?
		    KT_N2_STATE : KT_N2_TOGGLE);
	for (i = 0; i < kt_macros_n; i++)
		if (kt_macros[i].heading)
			kt_quick_add(kt_macros[i].name, KT_N2_HEADING);
	/* the scanner follows the indent (the headings are seen anyway) */
	for (i = 0; i < kt_indent_names_n; i++)
		if (kt_quick_name2((unsigned char)kt_indent_names[i][0],
		    (unsigned char)kt_indent_names[i][1]) == KT_N2_NEUTRAL)
			kt_quick_add(kt_indent_names[i], KT_N2_STATE);
	/* .P alone on its line, the name of one byte that is not neutral
	 * (kt_indent_request) */
	kt_quick_qfilter['P'] |= KT_QF_FIRST;
	kt_quick_qfilter['\n'] |= KT_QF_SECOND;
	kt_quick_qfilter['\r'] |= KT_QF_SECOND;
	/* a comment: the escape character, then one of these */
	kt_quick_qfilter['"'] |= KT_QF_SECOND;
	kt_quick_qfilter['#'] |= KT_QF_SECOND;
	kt_quick_qfilter[' '] |= KT_QF_BLANK;
	kt_quick_qfilter['\t'] |= KT_QF_BLANK;
	for (i = 0; i < 256; i++)	/* kt_quick_qbyte is written out */
		if (kt_quick_qbyte[i] != (i == ' ' || i == '\t' || i == '\n' ?
		    KT_QB_END : i == '\r' ? 0 : KT_QB_NAME))
			abort();
	kt_quick_ready = true;
}

void
kt_roff_qfilter(unsigned char qf[256])
{
	memcpy(qf, kt_quick_qfilter, sizeof kt_quick_qfilter);
}

static inline unsigned
kt_quick_name2(unsigned char a, unsigned char b)
{
	unsigned k = (unsigned)a << 8 | b;

	return (kt_quick_names2[k / 4] >> (k % 4 * 2)) & 3;
}

/* The class of the two-byte name A B, in *Q, if its entry of the table
 * decides it (a request that only starts or ends no-fill is told apart
 * by kt_req_quick). */
static bool
kt_quick_class2(unsigned char a, unsigned char b, enum kt_roff_quick *q)
{
	switch (kt_quick_name2(a, b)) {
	case KT_N2_NEUTRAL:
		*q = KT_QUICK_NEUTRAL;
		return true;
	case KT_N2_HEADING:
		*q = KT_QUICK_HEADING;
		return true;
	case KT_N2_STATE:
		*q = KT_QUICK_STATE;
		return true;
	default:
		return false;
	}
}

static inline bool
kt_quick_byte(const struct kt_roff *st, unsigned char c)
{
	return (kt_quick_qbyte[c] & KT_QB_NAME) &&
	    (c != st->esc || !st->esc_on);
}

static inline bool
kt_quick_end(unsigned char c)
{
	return kt_quick_qbyte[c] & KT_QB_END;
}

bool
kt_roff_quick_tabs_reset(const struct kt_roff *st, const unsigned char *s,
			 const unsigned char *e)
{
	return s + 3 < e && ((s[1] == 'T' && s[2] == 'H') ||
	    (s[1] == 'D' && s[2] == 'T')) && kt_quick_byte(st, s[1]) &&
	    kt_quick_byte(st, s[2]) && kt_quick_end(s[3]);
}

/* Bytes that end a request name: blanks and the newline. */
static inline bool
kt_quick_name_end(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n';
}

/* The length of the name at S (before E), as kt_control_line reads it
 * where the line ends in a newline (the scanner does not see a CR before
 * it). */
static size_t
kt_quick_name(const unsigned char *s, const unsigned char *e)
{
	const unsigned char *name = s;
	size_t n;

	if (s + 2 < e && !kt_quick_name_end(s[0]) && kt_quick_name_end(s[1]))
		n = 1;		/* the common names: one or two bytes */
	else if (s + 2 < e && !kt_quick_name_end(s[0]) &&
	    !kt_quick_name_end(s[1]) && kt_quick_name_end(s[2]))
		n = 2;
	else {
		while (s < e && !kt_quick_name_end(*s))
			s++;
		n = (size_t)(s - name);
	}
	if (name + n < e && name[n] == '\n' && n > 0 && name[n - 1] == '\r')
		n--;
	return n;
}

/* A comment line, its comment from S (before E): the scanner's, if it is
 * the mode request's comment form. */
static enum kt_roff_quick
kt_quick_comment(const unsigned char *s, const unsigned char *e)
{
	return kt_comment_tag(s, (size_t)(e - s), 0) > 0 ? KT_QUICK_STATE :
	    KT_QUICK_COMMENT;
}

enum kt_roff_quick
kt_roff_quick(const struct kt_roff *st, const unsigned char *s,
	      const unsigned char *e)
{
	enum kt_roff_quick q;
	size_t n;

	if (s[0] != st->cc && s[0] != st->c2)
		return KT_QUICK_TEXT;
	/* the common case: a name of one or two bytes right after the
	 * control character */
	if (s + 3 < e && kt_quick_byte(st, s[1])) {
		if (kt_quick_end(s[2]))	/* no such request, but .P */
			return s[1] == 'P' && s[2] == '\n' ?
			    KT_QUICK_STATE : KT_QUICK_NEUTRAL;
		if (kt_quick_byte(st, s[2]) && kt_quick_end(s[3]) &&
		    kt_quick_class2(s[1], s[2], &q))
			return q;
	} else if (s + 2 < e && st->esc_on && s[1] == st->esc &&
	    (s[2] == '"' || s[2] == '#'))
		return kt_quick_comment(s + 3, e);
	/* the rest, as kt_control_line reads the line */
	/* (the tables are set up: ST was, by kt_roff_init) */
	s++;
	if (s < e && (*s == ' ' || *s == '\t'))
		while (s < e && (*s == ' ' || *s == '\t'))
			s++;
	if (st->esc_on && s + 1 < e && *s == st->esc &&
	    (s[1] == '"' || s[1] == '#'))
		return kt_quick_comment(s + 2, e);
	n = kt_quick_name(s, e);
	if (n == 2 && kt_quick_class2(s[0], s[1], &q))
		return q;
	/* (there are no names of one byte in the tables: kt_quick_add;
	 * .P ends a paragraph's indent, which the scanner follows) */
	if (n == 1 && s[0] == 'P' && s + 1 < e &&
	    (s[1] == '\n' || (s[1] == '\r' && s + 2 < e && s[2] == '\n')))
		return KT_QUICK_STATE;
	return n < 2 ? KT_QUICK_NEUTRAL : kt_req_quick(kt_req_find(s, n));
}

void
kt_roff_quick_toggle(struct kt_roff *st, bool nofill)
{
	st->nofill = nofill;
}
