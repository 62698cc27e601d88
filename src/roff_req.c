/* roff_req.c: control lines, for the scanner (see roff_int.h).
 *
 * A control line calls a macro or a request.  The macros of the man, mdoc
 * and ms packages whose arguments are text have their arguments listed as
 * text in the fonts the macro sets; the requests that the scanner acts on
 * are dispatched from a table of handlers, kt_roffs[].  A comment line in the form of the mode request (".\" ktypes: MODE") is
 * that request, run by its handler where the request would run.  Of any
 * other control line only the text measured by \w is listed.
 */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "mode.h"
#include "roff_int.h"
#include "tmac.h"

/* Macros of the man, mdoc and ms packages whose arguments are text. */
const struct kt_macro kt_macros[] = {
	{ "B", KT_MAC_JOIN, true, true, false },
	{ "BI", KT_MAC_ALT, true, true, false },
	{ "BR", KT_MAC_ALT, true, false, false },
	{ "Cd", KT_MAC_JOIN, true, true, false },
	{ "Dl", KT_MAC_JOIN, false, false, false },
	{ "Fa", KT_MAC_PARAMS, true, true, false },
	{ "Fn", KT_MAC_FUNC, true, true, false },
	{ "Fo", KT_MAC_FIRST, true, true, false },
	{ "Ft", KT_MAC_RETTYPE, true, true, false },
	{ "I", KT_MAC_JOIN, true, true, false },
	{ "IB", KT_MAC_ALT, true, true, false },
	{ "IP", KT_MAC_FIRST, false, false, false },
	{ "IR", KT_MAC_ALT, true, false, false },
	{ "Li", KT_MAC_JOIN, true, true, false },
	{ "Sh", KT_MAC_JOIN, true, true, true },
	{ "Ss", KT_MAC_JOIN, true, true, true },
	{ "RB", KT_MAC_ALT, false, true, false },
	{ "RI", KT_MAC_ALT, false, true, false },
	{ "SB", KT_MAC_JOIN, true, true, false },
	{ "SH", KT_MAC_JOIN, true, true, true },
	{ "SM", KT_MAC_JOIN, false, false, false },
	{ "SS", KT_MAC_JOIN, true, true, true },
	/* a variable name: never a type mentioned alone (.Va u64) */
	{ "Va", KT_MAC_JOIN, false, false, false },
	{ "Vt", KT_MAC_JOIN, true, true, false },
};
const size_t kt_macros_n = sizeof kt_macros / sizeof kt_macros[0];

static bool
kt_name_is(const unsigned char *p, size_t n, const char *name)
{
	size_t i;

	/* without strlen: this runs for every control line */
	for (i = 0; i < n; i++)
		if (name[i] == '\0' || name[i] != (char)p[i])
			return false;
	return name[n] == '\0';
}

size_t
kt_roff_args(const struct kt_roff *st, const unsigned char *s, size_t n,
	     size_t i, size_t (*args)[2], size_t max)
{
	size_t count = 0;

	if (n > 0 && s[n - 1] == '\r')
		n--;
	for (;;) {
		size_t a, e;

		while (i < n && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i >= n)
			break;
		if (st->esc_on && s[i] == st->esc && i + 1 < n &&
		    (s[i + 1] == '"' || s[i + 1] == '#'))
			break;
		if (s[i] == '"') {
			a = ++i;
			while (i < n) {
				if (s[i] == '"') {
					if (i + 1 < n && s[i + 1] == '"') {
						i += 2;
						continue;
					}
					break;
				}
				if (st->esc_on && s[i] == st->esc && i + 1 < n)
					i++;
				i++;
			}
			e = i < n ? i : n;
			if (i < n)
				i++;
		} else {
			a = i;
			while (i < n && s[i] != ' ' && s[i] != '\t') {
				if (st->esc_on && s[i] == st->esc && i + 1 < n) {
					if (s[i + 1] == '"' || s[i + 1] == '#')
						break;
					i++;
				}
				i++;
			}
			e = i;
		}
		if (count < max) {
			args[count][0] = a;
			args[count][1] = e - a;
		}
		count++;
	}
	return count;
}

/* Copy the first argument from START into BUF (size SIZE) as a name. */
static void
kt_first_arg(const struct kt_roff *st, const unsigned char *s, size_t n,
	     size_t start, char *buf, size_t size, size_t *len, size_t which)
{
	size_t args[3][2];
	size_t k = kt_roff_args(st, s, n, start, args, 3);

	*len = 0;
	buf[0] = '\0';
	if (k > which && args[which][1] < size) {
		memcpy(buf, s + args[which][0], args[which][1]);
		*len = args[which][1];
		buf[*len] = '\0';
	}
}

/* The macro table entry for NAME, or NULL.  Most control lines are
 * neither text macros nor requests that the scanner acts on: a test of
 * the first character rules most of them out at once. */
static const struct kt_macro *
kt_macro_find(const unsigned char *p, size_t n)
{
	/* the macros by their first byte, in kt_macros' order (as many
	 * as 8 share one: .B, .BI, .BR) */
	static unsigned char by_first[256][8], count[256];
	static bool ready;
	size_t i;

	if (!ready) {
		for (i = 0; i < kt_macros_n; i++) {
			unsigned char c = (unsigned char)kt_macros[i].name[0];

			if (count[c] == sizeof by_first[c])
				abort();	/* make by_first wider */
			by_first[c][count[c]++] = (unsigned char)i;
		}
		ready = true;
	}
	if (n == 0 || n > 2)
		return NULL;
	for (i = 0; i < count[p[0]]; i++)
		if (kt_name_is(p, n, kt_macros[by_first[p[0]][i]].name))
			return &kt_macros[by_first[p[0]][i]];
	return NULL;
}

size_t
kt_control_name(const struct kt_roff *st, const unsigned char *s, size_t n,
		size_t *at)
{
	size_t i = 1;

	*at = 0;
	if (n == 0 || (s[0] != st->cc && s[0] != st->c2))
		return 0;
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	*at = i;
	while (i < n && s[i] != ' ' && s[i] != '\t' && s[i] != '\n')
		i++;
	return i - *at;
}

/* Scan the arguments of text macro M from offset I. */
static void
kt_scan_macro(struct kt_scan *sc, const struct kt_macro *m, size_t i)
{
	const unsigned char *s = sc->s;
	size_t n = sc->n;
	unsigned argno = 0;

	while (i < n && !sc->comment) {
		bool type;

		while (i < n && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i >= n)
			break;
		if (m->kind == KT_MAC_FIRST && argno > 0)
			break;
		type = m->kind == KT_MAC_ALT ? (argno % 2 == 0 ? m->type1 :
		    m->type2) : m->type1;
		/* parameters are seen as mdoc sets them: "f(a, b)" */
		if ((m->kind == KT_MAC_PARAMS && argno == 0) ||
		    (m->kind == KT_MAC_FUNC && argno == 1))
			kt_vis_push(sc, (uint32_t)i, '(', KT_VF_ESC);
		else if (argno > 0 && (m->kind == KT_MAC_PARAMS ||
		    m->kind == KT_MAC_FUNC))
			kt_vis_push(sc, (uint32_t)i, ',', KT_VF_ESC);
		else if (argno > 0 && m->kind != KT_MAC_ALT)
			/* the next argument starts at i, or after its quote */
			kt_vis_push(sc, (uint32_t)(s[i] == '"' ? i + 1 : i), ' ',
			    KT_VF_ESC | (sc->st->esc == '\\' ? KT_VF_ARGSEP : 0));
		sc->font_type = type;
		sc->font_prev_type = false;
		/* the arguments of .B or .I are one run of their font, quoted
		 * or not: ".B struct u64" is ".B \"struct u64\"" */
		if (argno == 0 || (m->kind != KT_MAC_JOIN &&
		    m->kind != KT_MAC_RETTYPE))
			sc->seg++;
		if (s[i] == '"') {
			sc->quoted = KT_VF_QUOTED;
			i = kt_scan_span(sc, i + 1, KT_STOP_QUOTE, 0, 0, true,
			    true);
			sc->quoted = 0;
		} else
			i = kt_scan_span(sc, i, KT_STOP_SPACE, 0, 0, true, true);
		argno++;
	}
	if ((m->kind == KT_MAC_PARAMS && argno > 0) ||
	    (m->kind == KT_MAC_FUNC && argno > 1))
		kt_vis_push(sc, (uint32_t)(i > 0 ? i - 1 : 0), ')', KT_VF_ESC);
	/* a function's type, seen with the name and parameters that mdoc
	 * sets after it (.Fn): "u64 f(", a declaration, not words */
	if (m->kind == KT_MAC_RETTYPE && argno > 0) {
		kt_vis_push(sc, (uint32_t)(i - 1), ' ', KT_VF_ESC);
		kt_vis_push(sc, (uint32_t)(i - 1), 'f', KT_VF_ESC | KT_VF_PLAIN);
		kt_vis_push(sc, (uint32_t)(i - 1), '(', KT_VF_ESC);
	}
}

/* Enter an .ig or .de block ending at the call of the name given as
 * argument WHICH (or "." when there is none). */
static void
kt_block_enter(struct kt_roff *st, enum kt_roff_block b,
	       const unsigned char *s, size_t n, size_t args, size_t which)
{
	kt_first_arg(st, s, n, args, st->end, sizeof st->end, &st->end_len,
	    which);
	if (st->end_len == 0) {
		st->end[0] = '.';
		st->end[1] = '\0';
		st->end_len = 1;
	}
	st->block = b;
}

/* Might the N bytes at P hold a \w escape?  A quick test: true where the
 * escape character is followed by "w", or by "E" (\E, the escape
 * character that copy mode leaves, may start \Ew), even where that
 * escape character is escaped itself. */
static bool
kt_has_width(const struct kt_roff *st, const unsigned char *p, size_t n)
{
	const unsigned char *q;

	if (!st->esc_on)
		return false;
	while ((q = memchr(p, st->esc, n)) != NULL) {
		size_t k = (size_t)(q - p);
		if (k + 1 < n && (q[1] == 'w' || q[1] == 'E'))
			return true;
		p = q + 1;
		n -= k + 1;
	}
	return false;
}

/* ---- the requests, one handler each ---- */

static void
kt_req_nofill(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	(void)info;
	(void)args;
	sc->st->nofill = true;
}

static void
kt_req_fill(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	(void)info;
	(void)args;
	sc->st->nofill = false;
}

/* The man macros' .SH and .SS restore fill mode before they set their
 * text, as .fi would, in groff (an-old.tmac of 1.22.4, an.tmac of 1.23)
 * and in mandoc(1), so an .nf or .EX that a heading follows without .fi
 * or .EE ends there; so does groff 1.23's .TH (1.22.4's and mandoc's
 * keep no-fill, up to the .SH that follows it).  The paragraph macros
 * (.PP, .P, .LP, .TP, .IP, .HP) and .RS, .RE keep it, in both. */
static void
kt_req_restore_fill(struct kt_scan *sc, struct kt_line_info *info)
{
	if (!sc->st->nofill || kt_roff_in_table(sc->st))
		return;
	sc->st->nofill = false;
	info->nofill = false;
	info->fill_restored = true;
}

/* mdoc's .Bd: no-fill for -literal and -unfilled displays */
static void
kt_req_bd(struct kt_scan *sc, struct kt_line_info *info, size_t i)
{
	const unsigned char *s = sc->s;
	size_t args[4][2], k, a;

	(void)info;
	k = kt_roff_args(sc->st, s, sc->n, i, args, 4);
	for (a = 0; a < k && a < 4; a++)
		if (kt_name_is(s + args[a][0], args[a][1], "-literal") ||
		    kt_name_is(s + args[a][0], args[a][1], "-unfilled"))
			sc->st->nofill = true;
}

static void
kt_req_ts(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	(void)info;
	(void)args;
	kt_tbl_start(sc->st);
}

static void
kt_req_te(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	(void)args;
	kt_tbl_end(sc->st, info);
}

static void
kt_req_tand(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	(void)info;
	(void)args;
	kt_tbl_continue(sc->st);
}

static void
kt_req_eq(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	(void)info;
	(void)args;
	sc->st->block = KT_BLOCK_EQN;
}

static void
kt_req_ps(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	(void)info;
	(void)args;
	sc->st->block = KT_BLOCK_PIC;
}

/* .EN and .PE outside their blocks: nothing to end */
static void
kt_req_none(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	(void)sc;
	(void)info;
	(void)args;
}

static void
kt_req_ig(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	kt_block_enter(sc->st, KT_BLOCK_IGNORE, sc->s, sc->n, args, 0);
	info->kind = KT_LINE_RAW;
}

static void
kt_req_de(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	kt_block_enter(sc->st, KT_BLOCK_DEFINE, sc->s, sc->n, args, 1);
	kt_list_define(sc->st, sc->s, sc->n, args);
	info->kind = KT_LINE_RAW;
}

static void
kt_req_ds(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	(void)args;
	info->kind = KT_LINE_RAW;
	info->continues = true;
	sc->st->cont_raw = kt_roff_continues(sc->st, sc->s, sc->n);
}

static void
kt_req_ec(struct kt_scan *sc, struct kt_line_info *info, size_t i)
{
	struct kt_roff *st = sc->st;
	size_t args[1][2];

	(void)info;
	if (kt_roff_args(st, sc->s, sc->n, i, args, 1) > 0) {
		struct kt_roff_tail t;

		/* the escape of the newline: the argument is in the next
		 * line, and until it is read the escape character is the
		 * one before (kt_roff_ec_arg) */
		kt_roff_end(st, sc->s, sc->n, &t);
		if (st->esc_on && !st->join.last &&
		    kt_roff_tail_escaped(&t) && t.at == args[0][0]) {
			st->join.ec = true;
			return;
		}
		st->esc = sc->s[args[0][0]];
	} else
		st->esc = '\\';
	st->esc_on = true;
}

static void
kt_req_eo(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	(void)info;
	(void)args;
	sc->st->esc_on = false;
}

/* The character that .cc or .c2 sets, DEF if none is given. */
static unsigned char
kt_req_char(const struct kt_scan *sc, size_t i, unsigned char def)
{
	size_t args[1][2];

	if (kt_roff_args(sc->st, sc->s, sc->n, i, args, 1) > 0 &&
	    args[0][1] > 0)
		return sc->s[args[0][0]];
	return def;
}

static void
kt_req_cc(struct kt_scan *sc, struct kt_line_info *info, size_t i)
{
	(void)info;
	sc->st->cc = kt_req_char(sc, i, '.');
}

static void
kt_req_c2(struct kt_scan *sc, struct kt_line_info *info, size_t i)
{
	(void)info;
	sc->st->c2 = kt_req_char(sc, i, '\'');
}

/* .lf N [FILE]: the line number, a numeric expression (".lf 10+5" is
 * line 15), and the name, the rest of the line (so groff 1.24 reads it,
 * and its soelim and preconv write names with blanks: .lf 1 "my page.2;
 * 1.22.4 and 1.23 read one word) */
static void
kt_req_lf(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	size_t a[2][2], k = kt_roff_args(sc->st, sc->s, sc->n, args, a, 2);
	const unsigned char *p = sc->s + a[0][0];

	info->event = KT_EVENT_LF;
	if (k == 0 || a[0][1] == 0 ||
	    !kt_roff_number(&p, p + a[0][1], &info->lf_line, 0))
		return;
	info->lf_ok = true;
	if (k > 1 && a[1][1] > 0) {
		info->lf_name = a[1][0];
		info->lf_name_len = sc->n - a[1][0];
	}
}

static void
kt_req_ft(struct kt_scan *sc, struct kt_line_info *info, size_t i)
{
	struct kt_roff *st = sc->st;
	struct kt_scan tmp = *sc;
	size_t args[1][2];

	(void)info;
	tmp.font_type = st->font_type;
	tmp.font_prev_type = st->font_prev_type;
	if (kt_roff_args(st, sc->s, sc->n, i, args, 1) > 0)
		kt_scan_font(&tmp, sc->s + args[0][0], args[0][1]);
	else
		kt_scan_font(&tmp, sc->s, 0);
	st->font_type = tmp.font_type;
	st->font_prev_type = tmp.font_prev_type;
}

/* .ta: the page's own tab stops, which the layout engine does not know;
 * man's .DT (also called by .TH) puts back its own */
static void
kt_req_ta(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	(void)info;
	(void)args;
	sc->st->tabs_set = true;
}

static void
kt_req_dt(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	(void)info;
	(void)args;
	sc->st->tabs_set = false;
}

static void
kt_req_th(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	(void)args;
	kt_roff_title(sc->st, sc->s, sc->n);
	sc->st->tabs_set = false;	/* .TH calls .DT */
	kt_req_restore_fill(sc, info);
}

/* mdoc's .Dt */
static void
kt_req_dtitle(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	(void)info;
	(void)args;
	kt_roff_title(sc->st, sc->s, sc->n);
	sc->st->mdoc = true;
}


/* the mode request, and its comment form (kt_comment_tag): its
 * arguments start at ARGS */
static void
kt_req_mode(struct kt_scan *sc, struct kt_line_info *info, size_t args)
{
	struct kt_mode_req *r = &info->mode_req;
	size_t a[3][2], k = kt_roff_args(sc->st, sc->s, sc->n, args, a, 3);
	const unsigned char *s = sc->s;
	size_t more = 1;	/* the first word too many */

	info->event = KT_EVENT_MODE;
	info->args = args;
	memset(r, 0, sizeof *r);
	if (k == 0) {
		r->what = KT_MREQ_MISSING;
		return;
	}
	if (a[0][1] == 7 && memcmp(s + a[0][0], "literal", 7) == 0) {
		/* a region of kernel spellings */
		r->what = KT_MREQ_LITERAL_ON;
		if (k > 1 && !(a[1][1] == 2 && memcmp(s + a[1][0], "on", 2) == 0))
			r->what = a[1][1] == 3 && memcmp(s + a[1][0], "off", 3) == 0 ?
			    KT_MREQ_LITERAL_OFF : KT_MREQ_LITERAL_BAD;
		memcpy(r->word, a[k > 1], sizeof r->word);
		more = 2;
	} else {
		r->what = kt_mode_parse((const char *)s + a[0][0], a[0][1],
		    &r->mode) ? KT_MREQ_MODE : KT_MREQ_UNKNOWN;
		memcpy(r->word, a[0], sizeof r->word);
	}
	r->extra = k > more;
	if (r->extra)
		memcpy(r->extra_word, a[more], sizeof r->extra_word);
}

/* Requests and macros that the scanner acts on. */
const struct kt_req kt_roffs[] = {
	{ "EX", kt_req_nofill }, { "nf", kt_req_nofill },
	{ "EE", kt_req_fill }, { "fi", kt_req_fill }, { "Ed", kt_req_fill },
	{ "Bd", kt_req_bd },
	{ "TS", kt_req_ts }, { "TE", kt_req_te }, { "T&", kt_req_tand },
	{ "EQ", kt_req_eq }, { "EN", kt_req_none },
	{ "PS", kt_req_ps }, { "PE", kt_req_none },
	{ "ig", kt_req_ig },
	{ "de", kt_req_de }, { "de1", kt_req_de }, { "dei", kt_req_de },
	{ "dei1", kt_req_de }, { "am", kt_req_de }, { "am1", kt_req_de },
	{ "ami", kt_req_de }, { "ami1", kt_req_de },
	{ "ds", kt_req_ds }, { "ds1", kt_req_ds }, { "as", kt_req_ds },
	{ "as1", kt_req_ds },
	{ "ec", kt_req_ec }, { "eo", kt_req_eo },
	{ "cc", kt_req_cc }, { "c2", kt_req_c2 },
	{ "lf", kt_req_lf }, { "ft", kt_req_ft },
	{ "ta", kt_req_ta }, { "DT", kt_req_dt }, { "TH", kt_req_th },
	{ "Dt", kt_req_dtitle },
	{ "if", kt_req_if }, { "ie", kt_req_ie }, { "el", kt_req_el },
	{ "nop", kt_req_nop }, { "do", kt_req_do },
	{ KT_TMAC_REQUEST, kt_req_mode },
};
const size_t kt_roffs_n = sizeof kt_roffs / sizeof kt_roffs[0];

const struct kt_req *
kt_req_find(const unsigned char *p, size_t n)
{
	/* the requests by the first byte of their names (.TP and .TQ meet
	 * only those that start with T) */
	static unsigned char by_first[256][8], count[256];
	static bool ready;
	size_t i;

	if (!ready) {
		for (i = 0; i < kt_roffs_n; i++) {
			unsigned char c = (unsigned char)kt_roffs[i].name[0];

			if (count[c] == sizeof by_first[c])
				abort();	/* make by_first wider */
			by_first[c][count[c]++] = (unsigned char)i;
		}
		ready = true;
	}
	if (n == 0)
		return NULL;
	for (i = 0; i < count[p[0]]; i++)
		if (kt_name_is(p, n, kt_roffs[by_first[p[0]][i]].name))
			return &kt_roffs[by_first[p[0]][i]];
	return NULL;
}

/* A call of text macro M, its arguments from I. */
static void
kt_req_macro(struct kt_scan *sc, struct kt_line_info *info,
	     const struct kt_macro *m, size_t i)
{
	info->kind = KT_LINE_MACRO;
	info->quoted_args = true;
	info->heading = m->heading;
	/* of the headings, .SH and .Sh start a section, .SS and .Ss a
	 * subsection */
	info->section = m->heading && (m->name[1] == 'H' || m->name[1] == 'h');
	if (m->heading && m->name[1] >= 'A' && m->name[1] <= 'Z')
		kt_req_restore_fill(sc, info);	/* .SH, .SS */
	if (sc->vis != NULL) {
		bool ft = sc->font_type, fp = sc->font_prev_type;

		if (sc->glued)
			kt_vis_push(sc, (uint32_t)i, 0, KT_VF_ESC | KT_VF_ZERO |
			    KT_VF_GLUE | KT_VF_EDGE);
		kt_scan_macro(sc, m, i);
		sc->font_type = ft;
		sc->font_prev_type = fp;
	}
}

/* May request R run in the body of a condition whose truth is not
 * known?  Only what starts a block that troff copies or skips: the
 * scanner must not act on a line that troff may only copy. */
static bool
kt_req_uncertain(const struct kt_req *r)
{
	return r->fn == kt_req_ig || r->fn == kt_req_de || r->fn == kt_req_ds ||
	    r->fn == kt_req_if || r->fn == kt_req_ie || r->fn == kt_req_el ||
	    r->fn == kt_req_nop || r->fn == kt_req_do;
}

/* Run request R, its arguments from I, unless the line is the body of a
 * condition whose truth is not known and R may not run there. */
static void
kt_control_req(struct kt_scan *sc, struct kt_line_info *info,
	       const struct kt_req *r, size_t i)
{
	if (!sc->cond_unknown || kt_req_uncertain(r))
		r->fn(sc, info, i);
}

/* Does a comment (\" or \#) start at I of the line sc walks? */
static bool
kt_control_comment_at(const struct kt_scan *sc, size_t i)
{
	return kt_roff_comment_at(sc->st, sc->s, sc->n, i);
}

size_t
kt_comment_tag(const unsigned char *s, size_t n, size_t i)
{
	static const char tag[] = KT_TMAC_REQUEST ":";
	const size_t k = sizeof tag - 1;
	size_t j;

	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (n - i < k)
		return 0;
	/* in any case, as preconv's "coding:" tag */
	for (j = 0; j < k; j++)
		if ((s[i + j] >= 'A' && s[i + j] <= 'Z' ? s[i + j] + 'a' - 'A' :
		    s[i + j]) != (unsigned char)tag[j])
			return 0;
	return i + k;
}

/* A comment that starts at I (kt_control_comment_at) where a request
 * could: in the form of the mode request (kt_comment_tag), it is that
 * request, and runs where the request would. */
static void
kt_control_comment(struct kt_scan *sc, struct kt_line_info *info, size_t i)
{
	static const unsigned char name[] = KT_TMAC_REQUEST;
	size_t args = kt_comment_tag(sc->s, sc->n, i + 2);

	if (args > 0) {
		kt_control_req(sc, info, kt_req_find(name, sizeof name - 1),
		    args);
		info->mode_req.comment = true;
	}
}

/* The request or macro whose name starts at I (after the control
 * character and blanks; in the body of a condition or of .do, where it
 * starts there). */
void
kt_control_at(struct kt_scan *sc, struct kt_line_info *info, size_t i)
{
	const unsigned char *s = sc->s;
	size_t n = sc->n, name, nlen;
	const struct kt_macro *m;
	const struct kt_req *r;

	if (kt_control_comment_at(sc, i)) {
		kt_control_comment(sc, info, i);
		return;
	}
	name = i;
	while (i < n && s[i] != ' ' && s[i] != '\t')
		i++;
	nlen = i - name;
	info->args = i;
	kt_indent_request(sc->st, sc->term, s + name, nlen, s, i, n);
	if (!sc->cond_unknown)
		kt_list_request(sc->st, info, s + name, nlen, s, i, n);
	if (!sc->cond_unknown && (m = kt_macro_find(s + name, nlen)) != NULL) {
		kt_req_macro(sc, info, m, i);
		return;
	}
	if ((r = kt_req_find(s + name, nlen)) != NULL)
		kt_control_req(sc, info, r, i);
}

void
kt_control_line(struct kt_scan *sc, struct kt_line_info *info)
{
	struct kt_roff *st = sc->st;
	const unsigned char *s = sc->s;
	size_t n = sc->n, i = 1;

	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (kt_control_comment_at(sc, i)) {
		info->kind = KT_LINE_COMMENT;
		kt_control_comment(sc, info, i);
		return;
	}
	info->kind = KT_LINE_REQUEST;
	kt_tbl_control(st);
	kt_control_at(sc, info, i);
	if (info->kind == KT_LINE_RAW || info->kind == KT_LINE_MACRO)
		return;		/* .ig, .de, .ds: the rest is theirs */
	/* Other requests: only text measured by \w is listed (from the
	 * arguments of the line's own request: a condition's too) */
	while (i < n && s[i] != ' ' && s[i] != '\t')
		i++;
	if (sc->vis != NULL && kt_has_width(st, s + i, n - i))
		(void)kt_scan_span(sc, i, KT_STOP_EOL, 0, 0, false, true);
}
