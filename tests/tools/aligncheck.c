/* aligncheck.c: a test tool.  Compares two renderings of a page (plain
 * text, as "groff -Tutf8 -P-cbu" writes it), the source's and ktypes',
 * and checks that every alignment of the first holds in the second.
 *
 * A token is a run of non-blank characters; its column counts columns on
 * a terminal as the layout engine counts them (kt_wide_char: a UTF-8
 * sequence one, an East Asian wide character two).  Two tokens of adjacent lines that start at
 * the same column are an alignment when it is deliberate, as the layout
 * engine of ktypes counts them (with -a: always): the lower one starts
 * its line and the line above goes on into it (its code does not end
 * with ';', '{' or '}'); or one of them follows two or more blanks and
 * the other has a place in the same column: it follows padding, starts
 * its line, or has the same role (the name a declaration declares, the
 * start of a comment, the same punctuation), but a comment and a word of
 * code never are.  Words inside a comment are
 * no member of any column.  In the second rendering the same two tokens
 * (by their index in their lines) must again start at the same column.
 * So must a token and one further up at its column, where the lines
 * between start right of that column (continuation lines of a comment,
 * say): the column runs on past them.  Prints the alignments checked and
 * lost, each lost one with its lines; exits 1 if any was lost or the
 * renderings differ in shape.
 *
 * With -s, checks the spacing instead: no two words one blank apart in
 * the first rendering are more than one apart in the second unless the
 * second word is in a column (a deliberate alignment with a line up to ten
 * lines away) that holds, and no word inside a comment has its gap
 * changed.
 *
 * With -k, the keys that ktypes adds in modes annotate and iso (a note
 * that starts with "Types:", and the blank line above it) are left out
 * of AFTER first: the page is the rest.
 *
 *   aligncheck [-a] [-k] [-q] [-s] BEFORE AFTER
 */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

enum role { R_OTHER, R_NAME, R_COMMENT, R_TEXT };

struct line {
	char *text;
	size_t ntok;
	size_t *col;		/* start column of each token */
	size_t *end;		/* the column after it */
	unsigned char *wide;	/* 0: after one blank; 1: after two or more;
				 * 2: first in line */
	unsigned char *role;	/* enum role */
	unsigned char *punct;	/* its first character if it has no letter,
				 * digit or underscore, else 0 */
	int goes_on;		/* its code goes on in the next line */
};

/* Does token X of line L fit in one column with token Y of line M? */
static int
fits(const struct line *l, size_t x, const struct line *m, size_t y)
{
	if (l->role[x] == R_TEXT)
		return 0;
	if (l->wide[x] != 0)
		return 1;
	if (l->role[x] != m->role[y])
		return 0;
	return l->role[x] != R_OTHER ||
	    (l->punct[x] != 0 && l->punct[x] == m->punct[y]);
}

/* Is the alignment of token X of line UP and token Y of line LO below it
 * deliberate, as the layout engine counts it (with -a: always)? */
static int
deliberate(int all, const struct line *up, size_t x, const struct line *lo,
	   size_t y)
{
	if (all)
		return 1;
	if (lo->wide[y] == 2)
		return up->wide[x] == 2 || up->goes_on;
	if (lo->role[y] == R_TEXT || up->role[x] == R_TEXT)
		return 0;
	/* a comment and a word of code are never one column */
	if ((lo->role[y] == R_COMMENT) != (up->role[x] == R_COMMENT))
		return 0;
	return (up->wide[x] == 1 || lo->wide[y] == 1) &&
	    fits(up, x, lo, y) && fits(lo, y, up, x);
}

/* Set the roles of the tokens of L and whether its code goes on, as the
 * layout engine sees them: a word inside a comment opened earlier in its
 * line, or before the end of a comment from a line above (but the first)
 * is text; the last word of the code, with a letter, digit or underscore,
 * is a name. */
static void
roles(struct line *l)
{
	unsigned char *cstart, *cend, *lastc;
	size_t t, k, pos = 0, ocol = 0, n = l->ntok;
	int incomment = 0, tail = 0;
	const char *p = l->text;

	cstart = calloc(n + 1, 1);
	cend = calloc(n + 1, 1);
	lastc = calloc(n + 1, 1);
	if (cstart == NULL || cend == NULL || lastc == NULL)
		exit(2);
	for (t = 0; t < n; t++) {
		int ident = 0;
		unsigned char prev = 0;

		while (*p == ' ' || *p == '\t')
			p++, pos++;
		l->role[t] = incomment ? R_TEXT : R_OTHER;
		for (k = 0; p[k] != '\0' && p[k] != ' ' && p[k] != '\t';
		    k++, pos++) {
			unsigned char c = (unsigned char)p[k];
			if (k == 0)
				l->punct[t] = c;
			if (k == 1 && prev == '/' && c == '*')
				cstart[t] = 1;
			if (c == '_' || (c >= '0' && c <= '9') ||
			    ((c | 0x20) >= 'a' && (c | 0x20) <= 'z'))
				ident = 1;
			if (c == '*' && prev == '/' && !incomment) {
				incomment = 1;
				ocol = pos;
			} else if (c == '/' && prev == '*' && incomment &&
			    pos > ocol + 1) {
				incomment = 0;
				cend[t] = 1;
			} else if (c == '/' && prev == '*' && !incomment &&
			    !tail) {
				size_t j;
				tail = 1;
				cend[t] = 1;
				if (t > 0)
					l->role[t] = R_TEXT;
				for (j = 1; j < t; j++)
					l->role[j] = R_TEXT;
			}
			prev = c;
			lastc[t] = c;
		}
		p += k;
		if (ident)
			l->punct[t] = 0;
		if (l->role[t] != R_TEXT && cstart[t])
			l->role[t] = R_COMMENT;
	}
	for (t = 1; t < n; t++)
		if (l->role[t] == R_OTHER && l->punct[t] == 0 &&
		    (t + 1 == n || cstart[t + 1]))
			l->role[t] = R_NAME;
	l->goes_on = 0;
	if (n > 0) {
		k = n;
		if ((l->role[k - 1] == R_TEXT || cstart[k - 1]) && !cend[k - 1])
			l->goes_on = 1;
		else {
			while (k > 0 && (l->role[k - 1] == R_TEXT ||
			    cstart[k - 1]))
				k--;
			if (k > 0)
				l->goes_on = !(lastc[k - 1] == ';' ||
				    lastc[k - 1] == '{' || lastc[k - 1] == '}');
		}
	}
	free(cstart);
	free(cend);
	free(lastc);
}

/* The columns that the character the N bytes at S start with takes. */
static size_t
columns_of(const char *s, size_t n)
{
	size_t k;
	long cp = kt_utf8_char((const unsigned char *)s, n, &k);

	return cp >= 0 && kt_wide_char((uint32_t)cp) ? 2 : 1;
}

static struct line *
load(const char *name, size_t *n)
{
	FILE *f = fopen(name, "r");
	struct line *v = NULL;
	size_t cap = 0;
	char *buf = NULL;
	size_t bcap = 0;
	ssize_t len;

	if (f == NULL) {
		perror(name);
		exit(2);
	}
	*n = 0;
	while ((len = getline(&buf, &bcap, f)) >= 0) {
		struct line *l;
		size_t i, col = 0, tcap = 0, blanks = 0;
		int inword = 0;

		if (*n == cap) {
			cap = cap ? cap * 2 : 256;
			v = realloc(v, cap * sizeof *v);
			if (v == NULL)
				exit(2);
		}
		l = &v[(*n)++];
		if (len > 0 && buf[len - 1] == '\n')
			buf[--len] = '\0';
		l->text = strdup(buf);
		l->ntok = 0;
		l->col = NULL;
		l->end = NULL;
		l->wide = NULL;
		l->role = NULL;
		l->punct = NULL;
		for (i = 0; i < (size_t)len; i++) {
			unsigned char c = (unsigned char)buf[i];
			if ((c & 0xc0) == 0x80)
				continue;	/* UTF-8 continuation byte */
			if (c == ' ' || c == '\t') {
				inword = 0;
				blanks++;
			} else if (!inword) {
				inword = 1;
				if (l->ntok == tcap) {
					tcap = tcap ? tcap * 2 : 16;
					l->col = realloc(l->col, tcap * sizeof *l->col);
					l->end = realloc(l->end, tcap * sizeof *l->end);
					l->wide = realloc(l->wide, tcap);
					l->role = realloc(l->role, tcap);
					l->punct = realloc(l->punct, tcap);
					if (l->col == NULL || l->end == NULL ||
					    l->wide == NULL || l->role == NULL ||
					    l->punct == NULL)
						exit(2);
				}
				l->wide[l->ntok] = l->ntok == 0 ? 2 : blanks >= 2;
				l->col[l->ntok++] = col;
				blanks = 0;
			} else
				blanks = 0;
			col += columns_of(buf + i, (size_t)len - i);
			if (inword)
				l->end[l->ntok - 1] = col;
		}
		roles(l);
	}
	free(buf);
	fclose(f);
	return v;
}

static void
release_line(struct line *l)
{
	free(l->text);
	free(l->col);
	free(l->end);
	free(l->wide);
	free(l->role);
	free(l->punct);
}

static void
release(struct line *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		release_line(&v[i]);
	free(v);
}

/* -k: leave out of the N lines V the keys that ktypes added (modes
 * annotate and iso): a line whose first token is "Types:", the lines
 * after it whose text starts under the text of its first line (the key
 * goes on), and the blank line before it. */
static void
drop_keys(struct line *v, size_t *n)
{
	size_t i, o = 0, k = 0;
	int in = 0;

	for (i = 0; i < *n; i++) {
		struct line *l = &v[i];
		const char *t = l->text + strspn(l->text, " \t");

		if (in && l->ntok > 0 && l->col[0] == k) {
			release_line(l);
			continue;
		}
		in = 0;
		if (l->ntok > 0 && strncmp(t, "Types: ", 7) == 0) {
			if (o > 0 && v[o - 1].ntok == 0)
				release_line(&v[--o]);
			k = l->col[0] + 7;
			in = 1;
			release_line(l);
			continue;
		}
		v[o++] = *l;
	}
	*n = o;
}

/* Is token Y of line I in a column with a token of the line next to it
 * (J) that holds in the second rendering B? */
static int
in_column(const struct line *a, const struct line *b, size_t i, size_t j,
	  size_t y)
{
	size_t x;

	for (x = 0; x < a[j].ntok; x++) {
		if (a[j].col[x] != a[i].col[y])
			continue;
		/* deliberate, or two words of one role (tabs that render
		 * as one blank are padding the rendering does not show) */
		if (!(j < i ? deliberate(0, &a[j], x, &a[i], y) :
		    deliberate(0, &a[i], y, &a[j], x)) &&
		    !(fits(&a[i], y, &a[j], x) && fits(&a[j], x, &a[i], y)))
			return 0;
		return b[j].col[x] == b[i].col[y];
	}
	return 0;
}

/* The same with a line up to RUN lines away (a column runs on past
 * blank lines and lines with no token there). */
#define RUN 10
static int
near_column(const struct line *a, const struct line *b, size_t n, size_t i,
	    size_t y)
{
	size_t d;

	for (d = 1; d <= RUN; d++)
		if ((i >= d && in_column(a, b, i, i - d, y)) ||
		    (i + d < n && in_column(a, b, i, i + d, y)))
			return 1;
	return 0;
}

/* The spacing check (-s): see the top of the file. */
static size_t
spacing(const struct line *a, const struct line *b, size_t n, int quiet,
	size_t *checked)
{
	size_t i, t, bad = 0;

	for (i = 0; i < n; i++)
		for (t = 1; t < a[i].ntok; t++) {
			size_t g0 = a[i].col[t] - a[i].end[t - 1];
			size_t g1 = b[i].col[t] - b[i].end[t - 1];
			const char *why = NULL;

			if (a[i].role[t] == R_TEXT) {
				(*checked)++;
				if (g1 != g0)
					why = "respaced inside a comment";
			} else if (g0 == 1) {
				(*checked)++;
				if (g1 > 1 && !near_column(a, b, n, i, t))
					why = "blanks between words of one phrase";
			}
			if (why == NULL)
				continue;
			bad++;
			if (!quiet)
				printf("%s: line %zu, word %zu: %zu blank(s), "
				    "now %zu\n-%s\n+%s\n", why, i + 1, t + 1,
				    g0, g1, a[i].text, b[i].text);
		}
	return bad;
}

/* The options of the command line, before BEFORE and AFTER. */
struct options {
	int quiet;		/* -q: counts only */
	int all;		/* -a: every same column is an alignment */
	int spaced;		/* -s: check the spacing instead */
	int keys;		/* -k: leave the keys out of AFTER */
};

/* Read the options at the start of ARGV (*ARGC entries) into O, and
 * take them off ARGV and *ARGC. */
static void
options(int *argc, char ***argv, struct options *o)
{
	char **v = *argv;

	memset(o, 0, sizeof *o);
	while (*argc > 1 && v[1][0] == '-' && v[1][1] != '\0') {
		if (strcmp(v[1], "-q") == 0)
			o->quiet = 1;
		else if (strcmp(v[1], "-a") == 0)
			o->all = 1;
		else if (strcmp(v[1], "-s") == 0)
			o->spaced = 1;
		else if (strcmp(v[1], "-k") == 0)
			o->keys = 1;
		else
			break;
		v++;
		(*argc)--;
	}
	*argv = v;
}

/* Have the renderings A (NA lines, file NAME_A) and B (NB, NAME_B) one
 * shape: as many lines, each with as many tokens?  If not, says where. */
static int
same_shape(const struct line *a, size_t na, const char *name_a,
	   const struct line *b, size_t nb, const char *name_b)
{
	size_t i;

	if (na != nb) {
		printf("%s: %zu lines, %s: %zu lines\n", name_a, na, name_b, nb);
		return 0;
	}
	for (i = 0; i < na; i++)
		if (a[i].ntok != b[i].ntok) {
			printf("line %zu: %zu tokens before, %zu after\n-%s\n+%s\n",
			    i + 1, a[i].ntok, b[i].ntok, a[i].text, b[i].text);
			return 0;
		}
	return 1;
}

/* The columns of A that run on past lines that start right of them
 * (continuation lines of a comment) into line I + 1: each token of that
 * line and the one of the last line above that reaches its column, if
 * deliberate (ALL: any); each one checked counts in *CHECKED.  Returns
 * how many of them B loses, each printed unless QUIET. */
static size_t
run_on_columns(const struct line *a, const struct line *b, size_t i,
	       int all, int quiet, size_t *checked)
{
	size_t x, y, lost = 0;

	for (y = 0; y < a[i + 1].ntok; y++) {
		size_t c = a[i + 1].col[y], k = i;

		while (k > 0 && a[k].ntok > 0 && a[k].col[0] > c)
			k--;
		if (k == i || a[k].ntok == 0 || a[k].col[0] > c)
			continue;
		for (x = 0; x < a[k].ntok && a[k].col[x] < c; x++)
			;
		if (x == a[k].ntok || a[k].col[x] != c ||
		    !deliberate(all, &a[k], x, &a[i + 1], y))
			continue;
		(*checked)++;
		if (b[k].col[x] != b[i + 1].col[y]) {
			lost++;
			if (!quiet)
				printf("lost: lines %zu-%zu, column %zu "
				    "(past the lines between): now %zu "
				    "and %zu\n-%s\n-%s\n+%s\n+%s\n",
				    k + 1, i + 2, c, b[k].col[x],
				    b[i + 1].col[y], a[k].text,
				    a[i + 1].text, b[k].text,
				    b[i + 1].text);
		}
	}
	return lost;
}

/* The deliberate alignments (ALL: any) of lines I and I + 1 of A, each
 * counted in *CHECKED.  Returns how many of them B loses, each printed
 * unless QUIET. */
static size_t
adjacent_columns(const struct line *a, const struct line *b, size_t i,
		 int all, int quiet, size_t *checked)
{
	size_t x = 0, y = 0, lost = 0;

	while (x < a[i].ntok && y < a[i + 1].ntok) {
		if (a[i].col[x] < a[i + 1].col[y])
			x++;
		else if (a[i].col[x] > a[i + 1].col[y])
			y++;
		else if (!deliberate(all, &a[i], x, &a[i + 1], y)) {
			x++;
			y++;
		} else {
			(*checked)++;
			if (b[i].col[x] != b[i + 1].col[y]) {
				lost++;
				if (!quiet)
					printf("lost: lines %zu-%zu, column %zu: "
					    "now %zu and %zu\n-%s\n-%s\n+%s\n+%s\n",
					    i + 1, i + 2, a[i].col[x],
					    b[i].col[x], b[i + 1].col[y],
					    a[i].text, a[i + 1].text,
					    b[i].text, b[i + 1].text);
			}
			x++;
			y++;
		}
	}
	return lost;
}

int
main(int argc, char **argv)
{
	struct options o;
	struct line *a, *b;
	size_t na, nb, i, checked = 0, lost = 0;

	options(&argc, &argv, &o);
	if (argc != 3) {
		fprintf(stderr, "usage: aligncheck [-a] [-k] [-q] [-s] BEFORE AFTER\n");
		return 2;
	}
	a = load(argv[1], &na);
	b = load(argv[2], &nb);
	if (o.keys)
		drop_keys(b, &nb);
	if (!same_shape(a, na, argv[1], b, nb, argv[2]))
		return 1;
	if (o.spaced) {
		lost = spacing(a, b, na, o.quiet, &checked);
		printf("gaps checked %zu, widened %zu\n", checked, lost);
		release(a, na);
		release(b, nb);
		return lost > 0;
	}
	for (i = 0; i + 1 < na; i++) {
		lost += run_on_columns(a, b, i, o.all, o.quiet, &checked);
		lost += adjacent_columns(a, b, i, o.all, o.quiet, &checked);
	}
	printf("alignments checked %zu, lost %zu\n", checked, lost);
	release(a, na);
	release(b, nb);
	return lost > 0;
}
