/* roff.c: the roff scanner (see roff.h).
 *
 * A line is either a control line (a request or a macro call) or a text
 * line; which state blocks it belongs to is decided first.  Spans of text
 * are then walked character by character, escapes parsed (roff_esc.c) and
 * reduced to the visible character they stand for.
 */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "mode.h"
#include "roff.h"
#include "roff_int.h"
#include "util.h"

static bool kt_nn_ready;
static void kt_nn_init(void);

void
kt_roff_init(struct kt_roff *st)
{
	memset(st, 0, sizeof *st);
	st->esc = '\\';
	st->esc_on = true;
	st->cc = '.';
	st->c2 = '\'';
	st->tbl_tab = '\t';
	if (!kt_nn_ready)
		kt_nn_init();
}

/* ---- control lines ---- */

/* How a text macro sets its arguments. */
enum kt_macro_kind {
	KT_MAC_JOIN,		/* all arguments in one font, blank-separated */
	KT_MAC_ALT,		/* fonts alternate, arguments run together */
	KT_MAC_FIRST,		/* only the first argument is text */
	KT_MAC_PARAMS,		/* each argument is a C parameter (mdoc .Fa) */
	KT_MAC_FUNC		/* a function name, then parameters (.Fn) */
};

struct kt_macro {
	const char *name;
	enum kt_macro_kind kind;
	bool type1, type2;	/* the fonts are not roman */
};

/* Macros of the man, mdoc and ms packages whose arguments are text. */
static const struct kt_macro kt_macros[] = {
	{ "B", KT_MAC_JOIN, true, true },
	{ "BI", KT_MAC_ALT, true, true },
	{ "BR", KT_MAC_ALT, true, false },
	{ "Cd", KT_MAC_JOIN, true, true },
	{ "Dl", KT_MAC_JOIN, false, false },
	{ "Fa", KT_MAC_PARAMS, true, true },
	{ "Fn", KT_MAC_FUNC, true, true },
	{ "Fo", KT_MAC_FIRST, true, true },
	{ "Ft", KT_MAC_JOIN, true, true },
	{ "I", KT_MAC_JOIN, true, true },
	{ "IB", KT_MAC_ALT, true, true },
	{ "IP", KT_MAC_FIRST, false, false },
	{ "IR", KT_MAC_ALT, true, false },
	{ "Li", KT_MAC_JOIN, true, true },
	{ "Sh", KT_MAC_JOIN, true, true },
	{ "Ss", KT_MAC_JOIN, true, true },
	{ "RB", KT_MAC_ALT, false, true },
	{ "RI", KT_MAC_ALT, false, true },
	{ "SB", KT_MAC_JOIN, true, true },
	{ "SH", KT_MAC_JOIN, true, true },
	{ "SM", KT_MAC_JOIN, false, false },
	{ "SS", KT_MAC_JOIN, true, true },
	/* a variable name: never a type mentioned alone (.Va u64) */
	{ "Va", KT_MAC_JOIN, false, false },
	{ "Vt", KT_MAC_JOIN, true, true },
};

/* Requests and macros that the scanner acts on. */
enum kt_req {
	KT_REQ_OTHER,
	KT_REQ_NOFILL,
	KT_REQ_FILL,
	KT_REQ_BD,
	KT_REQ_TS,
	KT_REQ_TE,
	KT_REQ_TAND,
	KT_REQ_EQ,
	KT_REQ_EN,
	KT_REQ_PS,
	KT_REQ_PE,
	KT_REQ_IG,
	KT_REQ_DE,
	KT_REQ_DS,
	KT_REQ_EC,
	KT_REQ_EO,
	KT_REQ_CC,
	KT_REQ_C2,
	KT_REQ_LF,
	KT_REQ_FT,
	KT_REQ_TA,
	KT_REQ_DT,
	KT_REQ_TH,
	KT_REQ_DTITLE,
	KT_REQ_MODE
};

static const struct {
	const char *name;
	enum kt_req req;
} kt_reqs[] = {
	{ "EX", KT_REQ_NOFILL }, { "nf", KT_REQ_NOFILL },
	{ "EE", KT_REQ_FILL }, { "fi", KT_REQ_FILL }, { "Ed", KT_REQ_FILL },
	{ "Bd", KT_REQ_BD },
	{ "TS", KT_REQ_TS }, { "TE", KT_REQ_TE }, { "T&", KT_REQ_TAND },
	{ "EQ", KT_REQ_EQ }, { "EN", KT_REQ_EN },
	{ "PS", KT_REQ_PS }, { "PE", KT_REQ_PE },
	{ "ig", KT_REQ_IG },
	{ "de", KT_REQ_DE }, { "de1", KT_REQ_DE }, { "dei", KT_REQ_DE },
	{ "dei1", KT_REQ_DE }, { "am", KT_REQ_DE }, { "am1", KT_REQ_DE },
	{ "ami", KT_REQ_DE }, { "ami1", KT_REQ_DE },
	{ "ds", KT_REQ_DS }, { "ds1", KT_REQ_DS }, { "as", KT_REQ_DS },
	{ "as1", KT_REQ_DS },
	{ "ec", KT_REQ_EC }, { "eo", KT_REQ_EO },
	{ "cc", KT_REQ_CC }, { "c2", KT_REQ_C2 },
	{ "lf", KT_REQ_LF }, { "ft", KT_REQ_FT },
	{ "ta", KT_REQ_TA }, { "DT", KT_REQ_DT }, { "TH", KT_REQ_TH },
	{ "Dt", KT_REQ_DTITLE },
	{ KT_MODE_REQUEST, KT_REQ_MODE },
};

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
	static bool first[256], ready;
	size_t i;

	if (!ready) {
		for (i = 0; i < sizeof kt_macros / sizeof kt_macros[0]; i++)
			first[(unsigned char)kt_macros[i].name[0]] = true;
		ready = true;
	}
	if (n == 0 || n > 2 || !first[p[0]])
		return NULL;
	for (i = 0; i < sizeof kt_macros / sizeof kt_macros[0]; i++)
		if (kt_name_is(p, n, kt_macros[i].name))
			return &kt_macros[i];
	return NULL;
}

static enum kt_req
kt_req_find(const unsigned char *p, size_t n)
{
	/* the requests by the first byte of their names (.TP and .TQ meet
	 * only those that start with T) */
	static unsigned char by_first[256][8], count[256];
	static bool ready;
	size_t i;

	if (!ready) {
		for (i = 0; i < sizeof kt_reqs / sizeof kt_reqs[0]; i++) {
			unsigned char c = (unsigned char)kt_reqs[i].name[0];

			if (count[c] == sizeof by_first[c])
				abort();	/* make by_first wider */
			by_first[c][count[c]++] = (unsigned char)i;
		}
		ready = true;
	}
	if (n == 0)
		return KT_REQ_OTHER;
	for (i = 0; i < count[p[0]]; i++)
		if (kt_name_is(p, n, kt_reqs[by_first[p[0]][i]].name))
			return kt_reqs[by_first[p[0]][i]].req;
	return KT_REQ_OTHER;
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
		if (argno == 0 || m->kind != KT_MAC_JOIN)
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
}

/* Handle the end of an .ig or .de block: is LINE the ending call? */
static bool
kt_block_ends(const struct kt_roff *st, const unsigned char *s, size_t n)
{
	size_t i = 1, a;

	if (n == 0 || (s[0] != st->cc && s[0] != st->c2))
		return false;
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	a = i;
	while (i < n && s[i] != ' ' && s[i] != '\t')
		i++;
	return i - a == st->end_len && memcmp(s + a, st->end, st->end_len) == 0;
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

/* Does the line end in an escaped newline? */
static bool
kt_continues(const struct kt_roff *st, const unsigned char *s, size_t n)
{
	size_t k = 0;

	if (!st->esc_on)
		return false;
	while (k < n && s[n - 1 - k] == st->esc)
		k++;
	return k % 2 == 1;
}

/* Might the N bytes at P hold a \w escape?  (A quick test: the escape
 * character followed by "w", even where it is escaped itself.) */
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

void
kt_roff_title(struct kt_roff *st, const unsigned char *s, size_t n)
{
	size_t i = 1;
	unsigned char c;

	/* (not kt_roff_args, which reads every argument: this runs on the
	 * fast path) */
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	while (i < n && s[i] != ' ' && s[i] != '\t')
		i++;
	/* the name of the page */
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i < n && s[i] == '"') {
		for (i++; i < n && s[i] != '\n'; i++)
			if (s[i] == '"' && (i + 1 >= n || s[i + 1] != '"'))
				break;
			else if (s[i] == '"' || (st->esc_on && s[i] == st->esc))
				i++;	/* "" or an escape: two bytes */
		i++;
	} else
		for (; i < n && s[i] != ' ' && s[i] != '\t' && s[i] != '\n';
		    i++)
			if (st->esc_on && s[i] == st->esc)
				i++;
	/* the section */
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i < n && s[i] == '"')
		i++;
	if (i >= n)
		return;
	c = s[i];
	st->cmd_page = c == '1' || c == '6' || c == '8';
}

static void
kt_control_line(struct kt_scan *sc, struct kt_line_info *info)
{
	struct kt_roff *st = sc->st;
	const unsigned char *s = sc->s;
	size_t n = sc->n, i = 1, name, nlen;
	const struct kt_macro *m;
	enum kt_req req;

	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (st->esc_on && i + 1 < n && s[i] == st->esc &&
	    (s[i + 1] == '"' || s[i + 1] == '#')) {
		info->kind = KT_LINE_COMMENT;
		return;
	}
	name = i;
	while (i < n && s[i] != ' ' && s[i] != '\t')
		i++;
	nlen = i - name;
	info->args = i;
	info->kind = KT_LINE_REQUEST;

	kt_tbl_control(st);
	m = kt_macro_find(s + name, nlen);
	if (m != NULL) {
		info->kind = KT_LINE_MACRO;
		info->quoted_args = true;
		info->heading = nlen == 2 && (s[name] == 'S' &&
		    (s[name + 1] == 'H' || s[name + 1] == 'S' ||
		    s[name + 1] == 'h' || s[name + 1] == 's'));
		if (sc->vis != NULL) {
			bool ft = sc->font_type, fp = sc->font_prev_type;
			kt_scan_macro(sc, m, i);
			sc->font_type = ft;
			sc->font_prev_type = fp;
		}
		return;
	}
	req = kt_req_find(s + name, nlen);
	switch (req) {
	case KT_REQ_NOFILL:
		st->nofill = true;
		break;
	case KT_REQ_FILL:
		st->nofill = false;
		break;
	case KT_REQ_BD: {
		size_t args[4][2], k, a;
		k = kt_roff_args(st, s, n, i, args, 4);
		for (a = 0; a < k && a < 4; a++)
			if (kt_name_is(s + args[a][0], args[a][1], "-literal") ||
			    kt_name_is(s + args[a][0], args[a][1], "-unfilled"))
				st->nofill = true;
		break;
	}
	case KT_REQ_TS:
		kt_tbl_start(st);
		break;
	case KT_REQ_TE:
		kt_tbl_end(st, info);
		break;
	case KT_REQ_TAND:
		kt_tbl_continue(st);
		break;
	case KT_REQ_EQ:
		st->block = KT_BLOCK_EQN;
		break;
	case KT_REQ_PS:
		st->block = KT_BLOCK_PIC;
		break;
	case KT_REQ_EN:
	case KT_REQ_PE:
		break;
	case KT_REQ_IG:
		kt_block_enter(st, KT_BLOCK_IGNORE, s, n, i, 0);
		info->kind = KT_LINE_RAW;
		return;
	case KT_REQ_DE:
		kt_block_enter(st, KT_BLOCK_DEFINE, s, n, i, 1);
		info->kind = KT_LINE_RAW;
		return;
	case KT_REQ_DS:
		info->kind = KT_LINE_RAW;
		info->continues = true;
		st->cont_raw = kt_continues(st, s, n);
		return;
	case KT_REQ_EC: {
		size_t args[1][2];
		if (kt_roff_args(st, s, n, i, args, 1) > 0)
			st->esc = s[args[0][0]];
		else
			st->esc = '\\';
		st->esc_on = true;
		break;
	}
	case KT_REQ_EO:
		st->esc_on = false;
		break;
	case KT_REQ_CC:
	case KT_REQ_C2: {
		size_t args[1][2];
		unsigned char c = req == KT_REQ_CC ? '.' : '\'';
		if (kt_roff_args(st, s, n, i, args, 1) > 0 && args[0][1] > 0)
			c = s[args[0][0]];
		if (req == KT_REQ_CC)
			st->cc = c;
		else
			st->c2 = c;
		break;
	}
	case KT_REQ_LF:
		info->event = KT_EVENT_LF;
		break;
	case KT_REQ_FT: {
		size_t args[1][2];
		struct kt_scan tmp = *sc;
		tmp.font_type = st->font_type;
		tmp.font_prev_type = st->font_prev_type;
		if (kt_roff_args(st, s, n, i, args, 1) > 0)
			kt_scan_font(&tmp, s + args[0][0], args[0][1]);
		else
			kt_scan_font(&tmp, s, 0);
		st->font_type = tmp.font_type;
		st->font_prev_type = tmp.font_prev_type;
		break;
	}
	case KT_REQ_TA:
		/* the page's own tab stops, which the layout engine does not
		 * know; man's .DT (also called by .TH) puts back its own */
		st->tabs_set = true;
		break;
	case KT_REQ_TH:
		kt_roff_title(st, s, n);
		st->tabs_set = false;	/* .TH calls .DT */
		break;
	case KT_REQ_DT:
		st->tabs_set = false;
		break;
	case KT_REQ_DTITLE:
		kt_roff_title(st, s, n);
		break;
	case KT_REQ_MODE:
		info->event = KT_EVENT_MODE;
		break;
	case KT_REQ_OTHER:
		break;
	}
	/* Other requests: only text measured by \w is listed. */
	if (sc->vis != NULL && kt_has_width(st, s + i, n - i))
		(void)kt_scan_span(sc, i, KT_STOP_EOL, 0, 0, false, true);
}

static void
kt_roff_scan(struct kt_roff *st, const unsigned char *line, size_t len,
	     struct kt_line_info *info, struct kt_vis_buf *vis, bool listed)
{
	struct kt_scan sc;

	memset(info, 0, sizeof *info);
	/* tbl lays out its own output: no realignment there, as before tbl */
	info->nofill = st->nofill && !st->tbl_out;
	info->table = st->tbl != 0 || st->tbl_out;
	if (vis != NULL)
		vis->n = 0;
	if (len > 0 && line[len - 1] == '\r')
		len--;

	kt_scan_begin(&sc, st, line, len, vis);

	if (st->cont_raw) {
		st->cont_raw = kt_continues(st, line, len);
		info->kind = KT_LINE_RAW;
		info->continues = true;
		return;
	}
	switch (st->block) {
	case KT_BLOCK_IGNORE:
	case KT_BLOCK_DEFINE:
		if (kt_block_ends(st, line, len))
			st->block = KT_BLOCK_NONE;
		info->kind = KT_LINE_RAW;
		return;
	case KT_BLOCK_EQN:
	case KT_BLOCK_PIC:
		if (len >= 3 && (line[0] == st->cc || line[0] == st->c2)) {
			size_t i = 1;
			while (i < len && (line[i] == ' ' || line[i] == '\t'))
				i++;
			if (i + 2 <= len && (i + 2 == len || line[i + 2] == ' ' ||
			    line[i + 2] == '\t') &&
			    ((st->block == KT_BLOCK_EQN &&
			    memcmp(line + i, "EN", 2) == 0) ||
			    (st->block == KT_BLOCK_PIC &&
			    memcmp(line + i, "PE", 2) == 0)))
				st->block = KT_BLOCK_NONE;
		}
		info->kind = KT_LINE_RAW;
		return;
	case KT_BLOCK_NONE:
		break;
	}

	if (len > 0 && (line[0] == st->cc || line[0] == st->c2)) {
		kt_control_line(&sc, info);
		return;
	}
	if (kt_tbl_format(st, line, len)) {
		info->kind = KT_LINE_RAW;
		return;
	}
	info->kind = KT_LINE_TEXT;
	sc.tab = kt_tbl_tab(st);
	if (listed)
		(void)kt_scan_span(&sc, 0, KT_STOP_EOL, 0, 0, true, true);
	else if (st->esc_on && memchr(line, st->esc, len) != NULL)
		/* only the font changes matter (for a mode set later) */
		(void)kt_scan_span(&sc, 0, KT_STOP_EOL, 0, 0, false, false);
	st->font_type = sc.font_type;
	st->font_prev_type = sc.font_prev_type;
}

void
kt_roff_line(struct kt_roff *st, const unsigned char *line, size_t len,
	     struct kt_line_info *info, struct kt_vis_buf *vis)
{
	kt_roff_scan(st, line, len, info, vis, vis != NULL);
}

void
kt_roff_skip(struct kt_roff *st, const unsigned char *line, size_t len,
	     bool listed)
{
	struct kt_line_info info;

	kt_roff_scan(st, line, len, &info, NULL, listed);
}

/* Names of control lines that are not neutral (see roff.h): one byte,
 * two bytes (a bit each), and the longer ones. */
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

static void
kt_nn_init(void)
{
	static const char *const headings[] = { "SH", "SS", "Sh", "Ss" };
	size_t i;

	for (i = 0; i < sizeof kt_reqs / sizeof kt_reqs[0] +
	    sizeof headings / sizeof headings[0]; i++) {
		const char *name = i < sizeof kt_reqs / sizeof kt_reqs[0] ?
		    kt_reqs[i].name : headings[i - sizeof kt_reqs /
		    sizeof kt_reqs[0]];
		const unsigned char *u = (const unsigned char *)name;
		size_t n = strlen(name);

		kt_roff_qfilter[u[0]] |= KT_QF_FIRST;
		if (n >= 2)
			kt_roff_qfilter[u[1]] |= KT_QF_SECOND;
		if (n == 1)	/* kt_roff_quick takes none to be so */
			abort();
		else if (n == 2) {
			unsigned k = (unsigned)u[0] << 8 | u[1], v;
			if (i >= sizeof kt_reqs / sizeof kt_reqs[0])
				v = KT_N2_HEADING;
			else if (kt_reqs[i].req == KT_REQ_NOFILL ||
			    kt_reqs[i].req == KT_REQ_FILL)
				v = KT_N2_TOGGLE;
			else
				v = KT_N2_STATE;
			kt_roff_names2[k / 4] |= (unsigned char)(v << (k % 4 * 2));
		}
	}
	/* a comment: the escape character, then one of these */
	kt_roff_qfilter['"'] |= KT_QF_SECOND;
	kt_roff_qfilter['#'] |= KT_QF_SECOND;
	kt_roff_qfilter[' '] |= KT_QF_BLANK;
	kt_roff_qfilter['\t'] |= KT_QF_BLANK;
	for (i = 0; i < 256; i++)	/* kt_roff_qbyte is written out */
		if (kt_roff_qbyte[i] != (i == ' ' || i == '\t' || i == '\n' ?
		    KT_QB_END : i == '\r' ? 0 : KT_QB_NAME))
			abort();
	kt_nn_ready = true;
}

static inline enum kt_roff_name
kt_name_class(const unsigned char *p, size_t n)
{
	size_t i;

	switch (n) {
	case 0:
		return KT_NAME_NEUTRAL;
	case 1:
		return KT_NAME_NEUTRAL;	/* there are none (kt_nn_init) */
	case 2:
		switch (kt_roff_name2(p[0], p[1])) {
		case KT_N2_NEUTRAL:
			return KT_NAME_NEUTRAL;
		case KT_N2_HEADING:
			return KT_NAME_HEADING;
		default:
			return KT_NAME_STATE;
		}
	default:
		for (i = 0; i < sizeof kt_reqs / sizeof kt_reqs[0]; i++)
			if (kt_name_is(p, n, kt_reqs[i].name))
				return KT_NAME_STATE;
		return KT_NAME_NEUTRAL;
	}
}

enum kt_roff_name
kt_roff_name_class(const unsigned char *p, size_t n)
{
	if (!kt_nn_ready)
		kt_nn_init();
	return kt_name_class(p, n);
}

/* Bytes that end a request name: blanks and the newline. */
static inline bool
kt_name_end(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n';
}

enum kt_roff_quick
kt_roff_quick_any(const struct kt_roff *st, const unsigned char *s,
		  const unsigned char *e)
{
	const unsigned char *name;
	size_t n;

	if (s[0] != st->cc && s[0] != st->c2)
		return KT_QUICK_TEXT;
	if (!kt_nn_ready)
		kt_nn_init();
	/* as kt_control_line reads it, where the line ends in a newline
	 * (the scanner does not see a CR before it) */
	s++;
	if (s < e && (*s == ' ' || *s == '\t'))
		while (s < e && (*s == ' ' || *s == '\t'))
			s++;
	if (st->esc_on && s + 1 < e && *s == st->esc &&
	    (s[1] == '"' || s[1] == '#'))
		return KT_QUICK_COMMENT;
	name = s;
	if (s + 2 < e && !kt_name_end(s[0]) && kt_name_end(s[1]))
		n = 1;		/* the common names: one or two bytes */
	else if (s + 2 < e && !kt_name_end(s[0]) && !kt_name_end(s[1]) &&
	    kt_name_end(s[2]))
		n = 2;
	else {
		while (s < e && !kt_name_end(*s))
			s++;
		n = (size_t)(s - name);
	}
	if (name + n < e && name[n] == '\n' && n > 0 && name[n - 1] == '\r')
		n--;
	switch (kt_name_class(name, n)) {
	case KT_NAME_NEUTRAL:
		return KT_QUICK_NEUTRAL;
	case KT_NAME_HEADING:
		return KT_QUICK_HEADING;
	default:
		switch (kt_req_find(name, n)) {
		case KT_REQ_NOFILL:
			return KT_QUICK_NOFILL;
		case KT_REQ_FILL:
			return KT_QUICK_FILL;
		default:
			return KT_QUICK_STATE;
		}
	}
}

size_t
kt_roff_cut(const struct kt_roff *st, const unsigned char *s, size_t n,
	    bool first, bool *comment)
{
	struct kt_roff copy = *st;
	struct kt_scan sc;

	kt_scan_begin(&sc, &copy, s, n, NULL);
	sc.tab = kt_tbl_tab(st);
	sc.cuts = true;
	(void)first;	/* a text line starts as any piece does */
	(void)kt_scan_span(&sc, 0, KT_STOP_EOL, 0, 0, true, true);
	*comment = sc.comment;
	if (sc.comment)
		return sc.item;	/* where the comment starts */
	kt_scan_cuts(&sc, n);
	if (sc.cut_blank >= n / 2)
		return sc.cut_blank;
	return sc.cut_any >= n / 2 ? sc.cut_any : 0;
}

void
kt_roff_piece(struct kt_roff *st, const unsigned char *s, size_t n, bool last,
	      struct kt_vis_buf *vis, bool listed, bool glued)
{
	struct kt_scan sc;

	if (vis != NULL)
		vis->n = 0;
	if (last && n > 0 && s[n - 1] == '\r')
		n--;
	kt_scan_begin(&sc, st, s, n, vis);
	sc.tab = kt_tbl_tab(st);
	if (glued)
		kt_vis_push(&sc, 0, 0, KT_VF_ESC | KT_VF_ZERO | KT_VF_LITERAL);
	if (listed || vis != NULL)
		(void)kt_scan_span(&sc, 0, KT_STOP_EOL, 0, 0, true, true);
	else if (st->esc_on && memchr(s, st->esc, n) != NULL)
		(void)kt_scan_span(&sc, 0, KT_STOP_EOL, 0, 0, false, false);
	st->font_type = sc.font_type;
	st->font_prev_type = sc.font_prev_type;
}
