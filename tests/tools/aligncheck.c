/* aligncheck.c: a test tool.  Compares two renderings of a page (plain
 * text, as "groff -Tutf8 -P-cbu" writes it), the source's and ktypes',
 * and checks that every alignment of the first holds in the second.
 *
 * A token is a run of non-blank characters; its column counts characters
 * (UTF-8 sequences count one).  Two tokens of adjacent lines that start at
 * the same column are an alignment when it is deliberate: one of them
 * follows two or more blanks (and the other is no word of the text of a
 * comment: after one blank, in a line that starts with a C comment), or
 * the lower one starts its line (with -a: always), as the layout engine
 * of ktypes counts them.  In the second rendering the same two tokens (by
 * their index in their lines) must again start at the same column.  So
 * must a token and one further up at its column, where the lines between
 * start right of that column (continuation lines of a comment, say): the
 * column runs on past them.  Prints the alignments checked and lost, each
 * lost one with its lines; exits 1 if any was lost or the renderings
 * differ in shape.
 *
 *   aligncheck [-a] [-q] BEFORE AFTER
 */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct line {
	char *text;
	size_t ntok;
	size_t *col;		/* start column of each token */
	unsigned char *wide;	/* 1: after two or more blanks; 2: first in line;
				 * 3: after one blank in a line that starts
				 * with a comment (a word of its text) */
};

/* Is the alignment of token UP (its wide) and token LO below it
 * deliberate, as the layout engine counts it (with -a: always)? */
static int
deliberate(int all, unsigned char up, unsigned char lo)
{
	return all || (up == 1 && lo != 3) || (lo == 1 && up != 3) || lo == 2;
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
		int inword = 0, comment = 0;

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
		l->wide = NULL;
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
					l->wide = realloc(l->wide, tcap);
					if (l->col == NULL || l->wide == NULL)
						exit(2);
				}
				l->wide[l->ntok] = l->ntok == 0 ? 2 : blanks >= 2;
				if (l->ntok == 0)
					comment = c == '/' && buf[i + 1] == '*';
				else if (comment && l->wide[l->ntok] == 0)
					l->wide[l->ntok] = 3;
				l->col[l->ntok++] = col;
				blanks = 0;
			} else
				blanks = 0;
			col++;
		}
	}
	free(buf);
	fclose(f);
	return v;
}

static void
release(struct line *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		free(v[i].text);
		free(v[i].col);
		free(v[i].wide);
	}
	free(v);
}

int
main(int argc, char **argv)
{
	struct line *a, *b;
	size_t na, nb, i, checked = 0, lost = 0;
	int quiet = 0, all = 0;

	while (argc > 1 && argv[1][0] == '-' && argv[1][1] != '\0') {
		if (strcmp(argv[1], "-q") == 0)
			quiet = 1;
		else if (strcmp(argv[1], "-a") == 0)
			all = 1;
		else
			break;
		argv++;
		argc--;
	}
	if (argc != 3) {
		fprintf(stderr, "usage: aligncheck [-a] [-q] BEFORE AFTER\n");
		return 2;
	}
	a = load(argv[1], &na);
	b = load(argv[2], &nb);
	if (na != nb) {
		printf("%s: %zu lines, %s: %zu lines\n", argv[1], na, argv[2], nb);
		return 1;
	}
	for (i = 0; i < na; i++)
		if (a[i].ntok != b[i].ntok) {
			printf("line %zu: %zu tokens before, %zu after\n-%s\n+%s\n",
			    i + 1, a[i].ntok, b[i].ntok, a[i].text, b[i].text);
			return 1;
		}
	for (i = 0; i + 1 < na; i++) {
		size_t x = 0, y = 0;
		/* a column that runs on past lines that start right of it
		 * (continuation lines of a comment): the token below and the
		 * one of the last line above that reaches its column */
		for (y = 0; y < a[i + 1].ntok; y++) {
			size_t c = a[i + 1].col[y], k = i;

			while (k > 0 && a[k].ntok > 0 && a[k].col[0] > c)
				k--;
			if (k == i || a[k].ntok == 0 || a[k].col[0] > c)
				continue;
			for (x = 0; x < a[k].ntok && a[k].col[x] < c; x++)
				;
			if (x == a[k].ntok || a[k].col[x] != c ||
			    !deliberate(all, a[k].wide[x], a[i + 1].wide[y]))
				continue;
			checked++;
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
		x = y = 0;
		while (x < a[i].ntok && y < a[i + 1].ntok) {
			if (a[i].col[x] < a[i + 1].col[y])
				x++;
			else if (a[i].col[x] > a[i + 1].col[y])
				y++;
			else if (!deliberate(all, a[i].wide[x], a[i + 1].wide[y])) {
				x++;
				y++;
			} else {
				checked++;
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
	}
	printf("alignments checked %zu, lost %zu\n", checked, lost);
	release(a, na);
	release(b, nb);
	return lost > 0;
}
