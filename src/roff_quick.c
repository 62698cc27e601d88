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

/* The classes of two-byte names (a bit pair each) and the bytes that
 * names that are not neutral start and continue with. */
unsigned char kt_roff_names2[65536 / 4];
unsigned char kt_roff_qfilter[256];

#define KT_QB_N KT_QB_NAME
#define KT_QB_N8 KT_QB_N, KT_QB_N, KT_QB_N, KT_QB_N, KT_QB_N, KT_QB_N, \
	KT_QB_N, KT_QB_N
#define KT_QB_N32 KT_QB_N8, KT_QB_N8, KT_QB_N8, KT_QB_N8
const unsigned char kt_roff_qbyte[256] = {
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

/* Enter the name NAME in class V (KT_N2_*): every such name has two bytes
 * or more, and kt_roff_names2 holds those of two. */
static void
kt_quick_add(const char *name, unsigned v)
{
	const unsigned char *u = (const unsigned char *)name;
	size_t n = strlen(name);

	if (n < 2 || (n > 2 && v == KT_N2_HEADING))
		abort();	/* kt_roff_quick takes none to be so */
	kt_roff_qfilter[u[0]] |= KT_QF_FIRST;
	kt_roff_qfilter[u[1]] |= KT_QF_SECOND;
	if (n == 2) {
		unsigned k = (unsigned)u[0] << 8 | u[1];
		kt_roff_names2[k / 4] |= (unsigned char)(v << (k % 4 * 2));
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
	/* a comment: the escape character, then one of these */
	kt_roff_qfilter['"'] |= KT_QF_SECOND;
	kt_roff_qfilter['#'] |= KT_QF_SECOND;
	kt_roff_qfilter[' '] |= KT_QF_BLANK;
	kt_roff_qfilter['\t'] |= KT_QF_BLANK;
	for (i = 0; i < 256; i++)	/* kt_roff_qbyte is written out */
		if (kt_roff_qbyte[i] != (i == ' ' || i == '\t' || i == '\n' ?
		    KT_QB_END : i == '\r' ? 0 : KT_QB_NAME))
			abort();
	kt_quick_ready = true;
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

enum kt_roff_quick
kt_roff_quick_any(const struct kt_roff *st, const unsigned char *s,
		  const unsigned char *e)
{
	size_t n;

	if (s[0] != st->cc && s[0] != st->c2)
		return KT_QUICK_TEXT;
	/* (the tables are set up: ST was, by kt_roff_init) */
	s++;
	if (s < e && (*s == ' ' || *s == '\t'))
		while (s < e && (*s == ' ' || *s == '\t'))
			s++;
	if (st->esc_on && s + 1 < e && *s == st->esc &&
	    (s[1] == '"' || s[1] == '#'))
		return KT_QUICK_COMMENT;
	n = kt_quick_name(s, e);
	if (n == 2)
		switch (kt_roff_name2(s[0], s[1])) {
		case KT_N2_NEUTRAL:
			return KT_QUICK_NEUTRAL;
		case KT_N2_HEADING:
			return KT_QUICK_HEADING;
		case KT_N2_STATE:
			return KT_QUICK_STATE;
		default:
			break;
		}
	/* (there are no names of one byte: kt_quick_add) */
	return n < 2 ? KT_QUICK_NEUTRAL : kt_req_quick(kt_req_find(s, n));
}

void
kt_roff_quick_toggle(struct kt_roff *st, bool nofill)
{
	st->nofill = nofill;
}
