/* roff_esc.c: the scanner's escapes (see roff_int.h).
 *
 * An escape is parsed with all the argument forms of groff: a name as c,
 * (cc or [long]; a delimited argument with any delimiter, an escape
 * included; the several forms of \s.  It is reduced to what a reader sees
 * of it: a character, a boundary, a context break, a font change, a
 * comment, or a delimited argument that the span walk reads in turn.
 */
#include <config.h>

#include <string.h>

#include "roff_int.h"
#include "util.h"

/* Skip a name argument at J: c, (cc or [long] (which may hold nested
 * escapes, as in \*[name \*[arg]]).  Sets *NAME and *NLEN. */
static size_t
kt_esc_name(const struct kt_scan *sc, size_t j, size_t *name, size_t *nlen)
{
	const unsigned char *s = sc->s;
	size_t n = sc->n;

	if (j >= n) {
		*name = j;
		*nlen = 0;
		return j;
	}
	if (s[j] == '(') {
		size_t e = j + 3 <= n ? j + 3 : n;
		*name = j + 1;
		*nlen = e - (j + 1);
		return e;
	}
	if (s[j] == '[') {
		size_t k = j + 1;
		while (k < n && s[k] != ']') {
			if (sc->st->esc_on && s[k] == sc->st->esc) {
				struct kt_esc e;
				k = kt_esc_parse(sc, k, &e);
				if (e.kind == KT_ESC_DELIM) {
					/* skip a delimited argument inside */
					while (k < n && s[k] != s[e.dpos])
						k++;
					if (k < n)
						k++;
				}
			} else
				k++;
		}
		*name = j + 1;
		*nlen = k - (j + 1);
		return k < n ? k + 1 : n;
	}
	*name = j;
	*nlen = 1;
	return j + 1;
}

/* Is glyph NAME (LEN bytes) a Unicode character by its number ("u6587",
 * or the first of a composite, "u6587_0301") that takes two columns? */
static bool
kt_glyph_wide(const unsigned char *name, size_t len)
{
	uint32_t cp = 0;
	size_t i;

	if (len < 5 || name[0] != 'u')
		return false;
	for (i = 1; i < len && name[i] != '_'; i++) {
		unsigned char c = name[i];
		if (i > 6)
			return false;
		if (c >= '0' && c <= '9')
			cp = cp << 4 | (uint32_t)(c - '0');
		else if (c >= 'A' && c <= 'F')
			cp = cp << 4 | (uint32_t)(c - 'A' + 10);
		else
			return false;
	}
	return i >= 5 && kt_wide_char(cp);
}

/* The character that glyph NAME (LEN bytes) looks like, for the C-context
 * rules; KT_VIS_WIDE for a wide one (kt_glyph_wide), KT_VIS_OPAQUE for
 * anything else. */
static unsigned char
kt_glyph_char(const unsigned char *name, size_t len)
{
	static const struct {
		char name[3];
		unsigned char c;
	} glyphs[] = {
		{ "aq", '\'' }, { "dq", '"' }, { "rs", '\\' }, { "ti", '~' },
		{ "ha", '^' }, { "lB", '[' }, { "rB", ']' }, { "lC", '{' },
		{ "rC", '}' }, { "sl", '/' }, { "sh", '#' }, { "Do", '$' },
		{ "at", '@' }, { "ga", '`' }, { "**", '*' }, { "pl", '+' },
		{ "mi", '-' }, { "eq", '=' }, { "hy", '-' }, { "ba", '|' },
		{ "or", '|' }, { "ul", '_' }, { "<", '<' }, { ">", '>' },
	};
	size_t i;

	if (kt_glyph_wide(name, len))
		return KT_VIS_WIDE;
	if (len == 0 || len > 2)
		return KT_VIS_OPAQUE;
	for (i = 0; i < sizeof glyphs / sizeof glyphs[0]; i++)
		if (glyphs[i].name[0] == (char)name[0] &&
		    (len == 1 ? glyphs[i].name[1] == '\0' :
		    glyphs[i].name[1] == (char)name[1] && glyphs[i].name[1] != '\0'))
			return glyphs[i].c;
	return KT_VIS_OPAQUE;
}

/* Parse the \s escape after "\s" at J. */
static size_t
kt_esc_size(const struct kt_scan *sc, size_t j)
{
	const unsigned char *s = sc->s;
	size_t n = sc->n, dummy1, dummy2;

	if (j < n && (s[j] == '+' || s[j] == '-'))
		j++;
	if (j >= n)
		return n;
	if (s[j] == '(' || s[j] == '[')
		return kt_esc_name(sc, j, &dummy1, &dummy2);
	if (s[j] >= '0' && s[j] <= '9') {
		/* \sN, or \sNN for 10 to 39 as in AT&T troff */
		if (s[j] >= '1' && s[j] <= '3' && j + 1 < n &&
		    s[j + 1] >= '0' && s[j + 1] <= '9')
			return j + 2;
		return j + 1;
	}
	if (s[j] == '\'' || !kt_roff_ident(s[j])) {
		/* \s'N' and \s+'N': any delimiter */
		unsigned char d = s[j];
		size_t k = j + 1;
		while (k < n && s[k] != d)
			k++;
		return k < n ? k + 1 : n;
	}
	return j + 1;
}

/* The escapes \C that take a name argument at J: strings, registers,
 * fonts, glyphs and the like.  False if C is not one of them. */
static bool
kt_esc_named(const struct kt_scan *sc, unsigned char c, size_t j,
	     struct kt_esc *e)
{
	const unsigned char *s = sc->s;
	size_t n = sc->n, name, nlen;

	switch (c) {
	case 'n':
		if (j < n && (s[j] == '+' || s[j] == '-'))
			j++;
		/* FALLTHROUGH */
	case '*':
	case '$':
	case 'g':
	case 'V':
		e->kind = KT_ESC_CHAR;
		e->c = KT_VIS_UNKNOWN;
		break;
	case 'f':
		e->kind = KT_ESC_FONT;
		break;
	case 'F': case 'k': case 'm': case 'M': case 'Y': case 'O':
		break;
	case '(':
		e->kind = KT_ESC_CHAR;
		e->end = j + 2 <= n ? j + 2 : n;
		e->c = kt_glyph_char(s + j, e->end - j);
		return true;
	case '[':
		e->kind = KT_ESC_CHAR;
		e->end = kt_esc_name(sc, j - 1, &name, &nlen);
		e->c = kt_glyph_char(s + name, nlen);
		return true;
	default:
		return false;
	}
	e->end = kt_esc_name(sc, j, &e->name, &e->nlen);
	return true;
}

/* The escapes \C that take a delimited argument: what their argument is
 * and what they render.  False if C is not one of them. */
static bool
kt_esc_delimited(unsigned char c, struct kt_esc *e)
{
	switch (c) {
	case 'w':
	case 'Z':
		e->delim = KT_DELIM_TEXT;
		e->inline_text = c == 'Z';
		break;
	case 'X':
		e->c = KT_VIS_ZERO_WIDTH;
		e->delim = KT_DELIM_RAW;
		break;
	case 'h':
		e->kind = KT_ESC_BREAK;
		e->delim = KT_DELIM_SKIP;
		break;
	case 'C':
	case 'N':
		e->c = KT_VIS_OPAQUE;	/* a glyph */
		e->delim = KT_DELIM_SKIP;
		break;
	case 'v': case 'x': case 'H': case 'S': case 'R':
		e->c = KT_VIS_ZERO_WIDTH;
		e->delim = KT_DELIM_SKIP;
		break;
	case 'A': case 'b': case 'B': case 'D':
	case 'l': case 'L': case 'o':
		e->delim = KT_DELIM_SKIP;
		break;
	default:
		return false;
	}
	return true;
}

/* The opening delimiter at J of a delimited escape: a character or an
 * escape.  Returns the offset after it. */
static size_t
kt_esc_delimiter(const struct kt_scan *sc, size_t j, struct kt_esc *e)
{
	const unsigned char *s = sc->s;
	size_t n = sc->n;

	if (e->kind != KT_ESC_BREAK)
		e->kind = KT_ESC_DELIM;
	if (j >= n) {
		e->end = n;
		e->dpos = n;
		e->dlen = 0;
		return n;
	}
	e->dpos = j;
	if (sc->st->esc_on && s[j] == sc->st->esc) {
		struct kt_esc d;
		e->dlen = kt_esc_parse(sc, j, &d) - j;
		if (e->dlen == 0)
			e->dlen = 1;
	} else
		e->dlen = 1;
	e->end = j + e->dlen;
	return e->end;
}

/* The escapes \C without an argument, which end at J: a character, a
 * boundary, or (unknown ones) a glyph of their own. */
static void
kt_esc_single(const struct kt_scan *sc, unsigned char c, size_t j,
	      struct kt_esc *e)
{
	e->end = j;
	switch (c) {
	case ' ':
	case '~':
	case '0':
	case 't':
		e->kind = KT_ESC_CHAR;
		e->c = ' ';
		break;
	case '-':
	case '.':
	case '_':
		e->kind = KT_ESC_CHAR;
		e->c = c;
		break;
	case 'e':
	case 'E':	/* \E at the end of the line */
	case '\\':
		e->kind = KT_ESC_CHAR;
		e->c = '\\';
		break;
	case '&': case ')': case '%': case ':':
		e->glue = true;
		break;
	case '/': case ',':
	case 'c':
		/* troff ignores the rest of the line, and the text goes on
		 * with the next line's: one may go on past it */
		e->glue = e->edge = !sc->st->join.last;
		break;
	case '|': case '^': case 'd': case 'u': case 'r':
	case 'p': case 'a': case '{': case '}': case 'z': case '!':
	case '?': case 'j':
		break;
	default:
		/* \' \` and unknown escapes render something of their own */
		e->kind = KT_ESC_CHAR;
		e->c = c == sc->st->esc ? '\\' : KT_VIS_OPAQUE;
		break;
	}
}

size_t
kt_esc_parse(const struct kt_scan *sc, size_t i, struct kt_esc *e)
{
	const unsigned char *s = sc->s;
	size_t n = sc->n, j = i + 1;
	unsigned char c;

	memset(e, 0, sizeof *e);
	e->kind = KT_ESC_ZERO;
	if (j >= n) {		/* escaped newline: the line continues */
		e->glue = e->edge = !sc->st->join.last;
		e->end = n;
		return n;
	}
	c = s[j++];
	/* \E is the escape character itself outside copy mode: "\E*[x]"
	 * interpolates string x, "\EE*[x]" too */
	while (c == 'E' && j < n)
		c = s[j++];
	if (c == '"' || c == '#') {
		e->kind = KT_ESC_COMMENT;
		e->end = n;
		return n;
	}
	if (kt_esc_named(sc, c, j, e))
		return e->end;
	if (c == 's') {
		e->end = kt_esc_size(sc, j);
		return e->end;
	}
	if (kt_esc_delimited(c, e))
		return kt_esc_delimiter(sc, j, e);
	kt_esc_single(sc, c, j, e);
	return e->end;
}
