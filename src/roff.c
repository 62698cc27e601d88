/* roff.c: the roff scanner's lines (see roff.h), the top of its stages
 * (see roff_int.h).
 *
 * A line is first placed among the state blocks that span lines: the
 * continuation of a string definition, .ig and .de bodies, eqn and pic;
 * then it is a control line (roff_req.c), tbl's options or format
 * (roff_tbl.c), or a text line, whose span is walked (roff_span.c).  Long
 * text lines are cut and read in pieces here too.
 */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "roff.h"
#include "roff_int.h"
#include "util.h"

void
kt_roff_init(struct kt_roff *st)
{
	memset(st, 0, sizeof *st);
	st->esc = '\\';
	st->esc_on = true;
	st->cc = '.';
	st->c2 = '\'';
	st->tbl_tab = '\t';
	kt_indent_reset(st);
}

void
kt_roff_title(struct kt_roff *st, const unsigned char *s, size_t n)
{
	size_t i = 1;
	unsigned char c;

	/* (not kt_roff_args, which reads every argument) */
	kt_indent_reset(st);	/* a page starts at the margin */
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

bool
kt_roff_mdoc(const struct kt_roff *st)
{
	return st->mdoc;
}

bool
kt_roff_continues(const struct kt_roff *st, const unsigned char *s, size_t n)
{
	struct kt_roff_tail t;

	kt_roff_end(st, s, n, &t);
	return kt_roff_tail_escaped(&t);
}

bool
kt_roff_comment_line(const struct kt_roff *st, const unsigned char *s,
		     size_t n)
{
	size_t i = 1;

	if (!kt_roff_reads_lines(st) || n == 0)
		return false;
	if (s[0] != st->cc && s[0] != st->c2)
		return kt_roff_comment_at(st, s, n, 0) && s[1] == '#';
	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return kt_roff_comment_at(st, s, n, i);
}

/* Does the line of N bytes at S go on in the next: COND and an escaped
 * newline at its end?  Notes which flag (TAIL) that decides, so that a
 * line read in pieces is decided by its real end (kt_roff_long_end). */
static bool
kt_roff_tail(struct kt_roff *st, int tail, bool cond, const unsigned char *s,
	     size_t n)
{
	st->join.tail = tail;
	st->join.cond = cond;
	return cond && kt_roff_continues(st, s, n);
}

/* Count the braces (\{ and \}) of a line that troff skips, the body of
 * a false condition; what is left of the skip after the line. */
static void
kt_roff_skipped(struct kt_roff *st, const unsigned char *s, size_t n)
{
	size_t i;

	st->join.skip = false;
	if (!st->esc_on)
		return;
	for (i = 0; i + 1 < n; i++) {
		if (s[i] != st->esc)
			continue;
		if (s[i + 1] == '{')
			st->skip++;
		else if (s[i + 1] == '}' && st->skip > 0 && --st->skip == 0)
			return;	/* troff reads the rest of the line */
		i++;
	}
	st->join.skip = kt_roff_tail(st, KT_TAIL_SKIP, st->skip == 0, s, n);
}

/* Handle the end of an .ig or .de block: is LINE the ending call? */
static bool
kt_block_ends(const struct kt_roff *st, const unsigned char *s, size_t n)
{
	size_t at, len = kt_control_name(st, s, n, &at);

	return at > 0 && len == st->end_len &&
	    memcmp(s + at, st->end, st->end_len) == 0;
}

/* Is the line of N bytes at S inside an .ig, .de, eqn or pic block (and
 * so raw)?  If it ends the block, the block ends. */
static bool
kt_block_line(struct kt_roff *st, const unsigned char *s, size_t n)
{
	size_t i = 1;
	enum kt_roff_block b = st->block;

	switch (st->block) {
	case KT_BLOCK_IGNORE:
	case KT_BLOCK_DEFINE:
		/* read in copy mode: a line after an escaped newline goes on
		 * with the one before, and cannot end the block */
		if (!st->join.block && kt_block_ends(st, s, n))
			st->block = KT_BLOCK_NONE;
		if (st->block == KT_BLOCK_NONE || b == KT_BLOCK_DEFINE)
			kt_list_body(st, s, n, st->block == KT_BLOCK_NONE);
		if (b == KT_BLOCK_DEFINE && st->block != KT_BLOCK_NONE)
			kt_indent_body(st, s, n);
		st->join.block = kt_roff_tail(st, KT_TAIL_BLOCK,
		    st->block != KT_BLOCK_NONE, s, n);
		return true;
	case KT_BLOCK_EQN:
	case KT_BLOCK_PIC:
		if (n < 3 || (s[0] != st->cc && s[0] != st->c2))
			return true;
		while (i < n && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i + 2 <= n && (i + 2 == n || s[i + 2] == ' ' ||
		    s[i + 2] == '\t') &&
		    ((st->block == KT_BLOCK_EQN &&
		    memcmp(s + i, "EN", 2) == 0) ||
		    (st->block == KT_BLOCK_PIC &&
		    memcmp(s + i, "PE", 2) == 0)))
			st->block = KT_BLOCK_NONE;
		return true;
	case KT_BLOCK_NONE:
		break;
	}
	return false;
}

/* .ec's argument went on into the line of N bytes at S, which T has
 * read (with the escape character before .ec): it is the line's first
 * character that is not a blank (troff skips blanks to an argument),
 * unless that is the escape of the newline again; with none, the line
 * gives no argument and the escape character is the standard one. */
static void
kt_roff_ec_arg(struct kt_roff *st, const unsigned char *s, size_t n,
	       const struct kt_roff_tail *t)
{
	size_t i = 0;

	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (kt_roff_tail_escaped(t) && t->at <= i)
		return;		/* and on into the next line */
	st->esc = i < n ? s[i] : '\\';
	st->join.ec = false;
}

/* A control line (not one that goes on with the line before), walked by
 * SC, whose end T has read; GLUED: a \c with an identifier before it
 * ended the line before, so that a text macro's first word goes on it. */
static void
kt_roff_control(struct kt_roff *st, struct kt_scan *sc,
		struct kt_line_info *info, const struct kt_roff_tail *t,
		bool glued)
{
	sc->glued = glued;
	kt_control_line(sc, info);
	if (info->kind != KT_LINE_RAW)
		kt_cond_braces(sc);
	if (info->kind == KT_LINE_MACRO && !info->heading && !info->tag)
		info->tag = kt_list_text(st);
	/* after a condition whose body starts on the next line, or a .ds
	 * whose value goes on, that line is a line of its own */
	st->join.tail = KT_TAIL_JOINED;
	st->join.cond = !sc->fresh && !st->cont_raw &&
	    st->block == KT_BLOCK_NONE && st->skip == 0 && !st->join.skip;
	st->join.line = st->join.cond && kt_roff_tail_escaped(t);
	/* the arguments of a text macro go on as text, and an identifier
	 * that ends them goes on in the next line (".SH s\" and "__u8" are
	 * the word "s__u8"), both read with the escape character of the
	 * line; so does one before \c, in the next text that troff sets */
	st->join.args = info->kind != KT_LINE_MACRO;
	st->join.ident = st->join.line && !st->join.args &&
	    kt_roff_tail_ident(t);
	st->join.text = !st->join.line && !st->join.args &&
	    t->interrupted && t->cident;
}

static void
kt_roff_scan(struct kt_roff *st, const unsigned char *line, size_t len,
	     struct kt_line_info *info, struct kt_vis_buf *vis, bool listed)
{
	struct kt_scan sc;
	struct kt_roff_tail t;
	bool glued, after_c = st->join.text;

	memset(info, 0, sizeof *info);
	info->nest = st->list_nest;
	st->join.tail = KT_TAIL_NONE;
	st->join.text = false;	/* \c goes on into the next line only */
	/* tbl lays out its own output: no realignment there, as before tbl */
	info->nofill = kt_roff_nofill_text(st);
	info->table = kt_roff_in_table(st);
	if (vis != NULL)
		vis->n = 0;
	if (len > 0 && line[len - 1] == '\r')
		len--;

	kt_scan_begin(&sc, st, line, len, vis);

	if (st->cont_raw) {
		st->cont_raw = kt_roff_continues(st, line, len);
		info->kind = KT_LINE_RAW;
		info->continues = true;
		return;
	}
	if (st->skip > 0 || st->join.skip) {
		/* troff skips the line: it only counts its braces */
		kt_roff_skipped(st, line, len);
		info->kind = KT_LINE_RAW;
		return;
	}
	if (kt_block_line(st, line, len)) {
		info->kind = KT_LINE_RAW;
		return;
	}
	/* troff reads the line with the escape character that was in force
	 * before it (.ec n) */
	kt_roff_end(st, line, len, &t);
	if (st->join.line && st->join.args) {
		/* more arguments of the request that the line before
		 * started: no request of its own */
		st->join.tail = KT_TAIL_JOINED;
		st->join.cond = true;
		st->join.line = kt_roff_tail_escaped(&t);
		if (st->join.ec)
			kt_roff_ec_arg(st, line, len, &t);
		info->kind = KT_LINE_REQUEST;
		return;
	}
	if (!st->join.line && len > 0 && (line[0] == st->cc ||
	    line[0] == st->c2)) {
		kt_roff_control(st, &sc, info, &t, after_c);
		return;
	}
	/* a text line, or one that goes on with the text before it; an
	 * identifier that ends it goes on in the next line (and one that
	 * starts it, the identifier that ends the line before, or that
	 * \c ended it with) */
	glued = (st->join.line && st->join.ident) || after_c;
	st->join.tail = KT_TAIL_TEXT;
	st->join.cond = true;
	st->join.line = kt_roff_tail_escaped(&t);
	st->join.args = false;
	st->join.ident = kt_roff_tail_ident(&t);
	st->join.text = !st->join.line && t.interrupted && t.cident;
	kt_cond_braces(&sc);
	if (kt_tbl_format(st, line, len)) {
		info->kind = KT_LINE_RAW;
		return;
	}
	info->kind = KT_LINE_TEXT;
	if (!glued && !kt_roff_in_table(st))
		info->tag = kt_list_text(st);
	sc.tab = kt_tbl_tab(st);
	if (sc.tab != 0)
		kt_tbl_data(st, line, len);
	if (glued)
		kt_vis_push(&sc, 0, 0, KT_VF_ESC | KT_VF_ZERO | KT_VF_GLUE |
		    KT_VF_EDGE);
	if (listed)
		(void)kt_scan_span(&sc, 0, KT_STOP_EOL, 0, 0, true, true);
	else if (st->esc_on && memchr(line, st->esc, len) != NULL)
		/* only the font changes matter (for a mode set later) */
		(void)kt_scan_span(&sc, 0, KT_STOP_EOL, 0, 0, false, false);
	if (sc.tab != 0 && vis != NULL)
		kt_tbl_mark(st, vis, line);
	st->font_type = sc.font_type;
	st->font_prev_type = sc.font_prev_type;
}

void
kt_roff_line(struct kt_roff *st, const unsigned char *line, size_t len,
	     struct kt_line_info *info, struct kt_vis_buf *vis)
{
	bool out = st->tbl_out;

	kt_roff_scan(st, line, len, info, vis, vis != NULL);
	if (out && st->tbl_out)
		kt_tbl_out_line(st, line, len, vis);
}

void
kt_roff_skip(struct kt_roff *st, const unsigned char *line, size_t len,
	     bool listed)
{
	struct kt_line_info info;
	bool out = st->tbl_out;

	kt_roff_scan(st, line, len, &info, NULL, listed);
	if (out && st->tbl_out)
		kt_tbl_out_line(st, line, len, NULL);
}

void
kt_roff_string_continues(struct kt_roff *st, bool escaped)
{
	st->cont_raw = escaped;
}

size_t
kt_roff_cut(const struct kt_roff *st, const unsigned char *s, size_t n,
	    bool *comment)
{
	struct kt_roff copy = *st;
	struct kt_scan sc;

	kt_scan_begin(&sc, &copy, s, n, NULL);
	sc.tab = kt_tbl_tab(st);
	sc.cuts = true;
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

void
kt_roff_unended(struct kt_roff *st, bool unended)
{
	st->join.last = unended;
}

void
kt_roff_copied(struct kt_roff *st, bool goes_on)
{
	st->join.line = goes_on;
	st->join.text = false;
}

char *
kt_roff_close(struct kt_roff *st, size_t *len)
{
	size_t cap = 8 + strlen(st->end) + 4 * st->skip, k = 0;
	char *s = kt_xmalloc(cap);

	/* an empty line ends a line that goes on, adding nothing to it */
	if (st->join.line || st->cont_raw || st->join.skip)
		s[k++] = '\n';
	if (st->block == KT_BLOCK_IGNORE || st->block == KT_BLOCK_DEFINE)
		k += (size_t)snprintf(s + k, cap - k, "%c%s\n", st->cc,
		    st->end);
	for (; st->skip > 0 && st->esc_on; st->skip--) {
		s[k++] = (char)st->cc;
		s[k++] = (char)st->esc;
		s[k++] = '}';
		s[k++] = '\n';
	}
	st->join.line = st->cont_raw = st->join.skip = st->join.block = false;
	st->join.text = false;
	if (st->join.ec) {
		/* the empty line ends .ec's line: no argument */
		st->esc = '\\';
		st->join.ec = false;
	}
	st->block = KT_BLOCK_NONE;
	st->skip = 0;
	*len = k;
	return s;
}

void
kt_roff_long_end(struct kt_roff *st, const struct kt_roff_tail *t)
{
	bool on = st->join.cond && kt_roff_tail_escaped(t);
	bool ident = kt_roff_tail_ident(t);

	switch (st->join.tail) {
	case KT_TAIL_JOINED:
		st->join.line = on;
		st->join.ident = on && ident && !st->join.args;
		st->join.text = !on && !st->join.args && t->interrupted &&
		    t->cident;
		break;
	case KT_TAIL_TEXT:
		st->join.line = on;
		st->join.ident = on && ident;
		st->join.text = !on && t->interrupted && t->cident;
		break;
	case KT_TAIL_BLOCK:
		st->join.block = on;
		break;
	case KT_TAIL_SKIP:
		st->join.skip = on;
		break;
	case KT_TAIL_NONE:
		break;
	}
	st->join.tail = KT_TAIL_NONE;
}
