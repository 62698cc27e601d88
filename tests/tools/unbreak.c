/* unbreak.c: a test tool.  Writes ktypes' output of a page with every
 * line that the layout engine broke joined again (kt_unbreak_join in
 * unbreak.h, the one reading of the break format, which the fuzz harness
 * shares) and without the ".lf" blocks after them, so that it has the
 * source's lines, one for one, to compare with
 * (tests/corpus/corpus-iso-changes-only-type-words.sh).
 *
 * The block ".if r .x \{\", ".lf N", ".\}" after a broken line (or
 * before the next, with the page's growth: unbreak.h) says that
 * the output lines since the last such block hold the source lines up to
 * N.  Which of them a source line became is found by its tokens (runs of
 * characters that are not blanks, an escaped blank being none): the
 * engine changes blanks only, so the lines joined for a source line have
 * as many tokens as it has.  Where that finds no answer (the output
 * changed more than blanks), the last source line takes the lines left
 * over, and the comparison that follows reports the difference.
 *
 *   unbreak SOURCE OUTPUT > JOINED
 */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "unbreak.h"

/* The lines of a file: its bytes, and where each line starts. */
struct lines {
	unsigned char *p;
	size_t *off, *len;
	size_t n;
};

static void
load(const char *name, struct lines *l)
{
	FILE *fp = fopen(name, "rb");
	size_t cap = 0, n = 0, i, start;
	int c;

	if (fp == NULL) {
		perror(name);
		exit(2);
	}
	l->p = NULL;
	while ((c = getc(fp)) != EOF) {
		if (n + 1 >= cap && (l->p = realloc(l->p, cap = 2 * cap + 4096))
		    == NULL)
			abort();
		l->p[n++] = (unsigned char)c;
	}
	fclose(fp);
	l->off = calloc(n + 1, sizeof *l->off);
	l->len = calloc(n + 1, sizeof *l->len);
	if (l->off == NULL || l->len == NULL)
		abort();
	l->n = 0;
	for (i = start = 0; i < n; i++)
		if (l->p[i] == '\n') {
			l->off[l->n] = start;
			l->len[l->n++] = i - start;
			start = i + 1;
		}
	if (start < n) {
		l->off[l->n] = start;
		l->len[l->n++] = n - start;
	}
}

/* The tokens of the N bytes at P. */
static size_t
tokens(const unsigned char *p, size_t n)
{
	size_t i, t = 0;
	int in = 0;

	for (i = 0; i < n; i++) {
		if ((p[i] == ' ' || p[i] == '\t') && (i == 0 || p[i - 1] != '\\'))
			in = 0;
		else if (!in) {
			in = 1;
			t++;
		}
	}
	return t;
}

/* The N of the ".lf N" block that starts at line K of L, or -1: with
 * the control and escape characters of the page (".if r .x \\{\\",
 * ".lf N", ".\\}", maybe with the page's growth before the ".lf N",
 * kt_unbreak_room); *END: its last line. */
static long
lf_block(const struct lines *l, size_t k, size_t *end)
{
	const unsigned char *a, *b, *c;
	char num[24];
	size_t n, r = 0;

	if (k + 2 >= l->n || l->len[k] != 12)
		return -1;
	a = l->p + l->off[k];
	if (k + 3 < l->n && kt_unbreak_room(l->p + l->off[k + 1],
	    l->len[k + 1], a[0]))
		r = 1;
	if (l->len[k + r + 2] != 3 || l->len[k + r + 1] < 5 ||
	    l->len[k + r + 1] > 20)
		return -1;
	b = l->p + l->off[k + r + 1];
	c = l->p + l->off[k + r + 2];
	*end = k + r + 2;
	if (memcmp(a + 1, "if r .x ", 8) || a[10] != '{' || a[9] != a[11] ||
	    b[0] != a[0] || memcmp(b + 1, "lf ", 3) || c[0] != a[0] ||
	    c[1] != a[9] || c[2] != '}')
		return -1;
	n = l->len[k + r + 1] - 4;
	memcpy(num, b + 4, n);
	num[n] = '\0';
	if (strspn(num, "0123456789") != n)
		return -1;
	return strtol(num, NULL, 10);
}

/* Write output lines [J, J + NP) as source lines [I, I + Q). */
static void
segment(const struct lines *in, size_t i, size_t q, const struct lines *out,
	size_t j, size_t np, struct kt_unbreak_buf *b)
{
	size_t *g = calloc(q + 1, sizeof *g), k, c = j, m;
	int found = q > 0 && np >= q;

	if (g == NULL)
		abort();
	/* G[K]: the output lines of source line I + K, by their tokens */
	for (k = 0; k < q && found; k++) {
		size_t want = i + k < in->n ?
		    tokens(in->p + in->off[i + k], in->len[i + k]) : 0;

		found = 0;
		for (m = 1; c + m + (q - k - 1) <= j + np; m++) {
			size_t t;

			kt_unbreak_join(b, out->p, out->off, out->len, c, m);
			t = tokens(b->p, b->n);
			if (t == want && (k + 1 < q || c + m == j + np)) {
				found = 1;
				break;
			}
			if (t > want)
				break;
		}
		g[k] = m;
		c += m;
	}
	if (!found)
		for (k = 0; k < q; k++)
			g[k] = k + 1 < q ? 1 : np - (q - 1);
	for (k = 0, c = j; k < q; c += g[k++]) {
		kt_unbreak_join(b, out->p, out->off, out->len, c, g[k]);
		fwrite(b->p, 1, b->n, stdout);
		putchar('\n');
	}
	free(g);
}

int
main(int argc, char **argv)
{
	struct lines in, out;
	struct kt_unbreak_buf b = { NULL, 0, 0 };
	size_t k, j = 0, nin = 0;
	long n;
	size_t end;

	if (argc != 3) {
		fprintf(stderr, "usage: unbreak SOURCE OUTPUT\n");
		return 2;
	}
	load(argv[1], &in);
	load(argv[2], &out);
	for (k = 0; k < out.n; k++) {
		if ((n = lf_block(&out, k, &end)) < 0)
			continue;
		/* output lines [J, K) hold source lines [NIN, N) */
		if ((size_t)n > nin && (size_t)n - nin <= k - j) {
			segment(&in, nin, (size_t)n - nin, &out, j, k - j, &b);
			nin = (size_t)n;
		} else {	/* not the engine's: as it is */
			nin += k - j;
			for (; j < k; j++) {
				fwrite(out.p + out.off[j], 1, out.len[j],
				    stdout);
				putchar('\n');
			}
		}
		k = end;
		j = k + 1;
	}
	for (; j < out.n; j++) {
		fwrite(out.p + out.off[j], 1, out.len[j], stdout);
		putchar('\n');
	}
	free(b.p);
	free(in.p);
	free(in.off);
	free(in.len);
	free(out.p);
	free(out.off);
	free(out.len);
	return ferror(stdout) || fflush(stdout) ? 2 : 0;
}
