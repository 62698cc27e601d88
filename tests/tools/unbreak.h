/* unbreak.h: the one reading of the layout engine's break format, for
 * the test tools (tests/tools/unbreak.c, which the corpus tests run) and
 * the fuzz harness of the filter (tests/fuzz/fuzz_filter.c), which
 * include it; nothing in src/ does.
 *
 * Where the layout engine breaks a line of a no-fill block that got too
 * wide (src/layout_wrap.c, written by src/filter_hold.c):
 *   - the blanks of a break become a newline and the new line's indent;
 *   - a call of a font macro breaks into two calls: a quote ends the
 *     first call's last argument, and the next line calls the same macro
 *     again, with an empty first argument if it alternates fonts
 *     (".BR \"\" \"...") and the rest of the quoted argument;
 *   - a broken line that a reflowed comment joins with the next ends in
 *     an escaped newline (its trailing blanks become "\"), and the next
 *     line's indent becomes one blank;
 *   - after the last line that troff reads as one, the block ".if r .x
 *     \{\", ".lf N", ".\}" numbers the next line as in the source;
 *     before a line that troff reads as one and that is set on M more
 *     lines, the same block numbers it, with the page's growth by them
 *     before the ".lf N": ".do if d ktypes-room .do ktypes-room M"
 *     (kt_unbreak_room), which stands for the block after the line
 *     before it; and the first and last lines of a block that grows so
 *     have such a block before and after them with ".do if d
 *     ktypes-pre-on .do ktypes-pre-on" and "... ktypes-pre-off" (which
 *     stands for the block after a broken last line).
 * kt_unbreak_join takes the first three back: the lines made of one
 * source line, joined again, differ from it in blanks only.
 */
#ifndef KT_UNBREAK_H
#define KT_UNBREAK_H

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* A growing buffer of bytes. */
struct kt_unbreak_buf {
	unsigned char *p;
	size_t n, cap;
};

static inline void
kt_unbreak_put(struct kt_unbreak_buf *b, const unsigned char *p, size_t n)
{
	if (b->n + n > b->cap) {
		b->cap = 2 * (b->n + n) + 64;
		if ((b->p = realloc(b->p, b->cap)) == NULL)
			abort();
	}
	if (n > 0)
		memcpy(b->p + b->n, p, n);
	b->n += n;
}

/* Set B to the N >= 1 lines BASE + OFF[K], LEN[K] bytes each (without
 * their newlines), K from FIRST on, joined as the one line the layout
 * engine broke them from: a break counts as a blank; a quote that ends
 * a line and a new call of the first line's macro ("\"\n.BR \"\" \"" or
 * "\"\n.B \"") are taken out; an escaped newline that ends the last of
 * two or more (the line is joined with the next) is taken out. */
static inline void
kt_unbreak_join(struct kt_unbreak_buf *b, const unsigned char *base,
		const size_t *off, const size_t *len, size_t first, size_t n)
{
	const unsigned char *f = base + off[first];
	size_t k, name = 1;

	b->n = 0;
	/* the first line's macro name, with its control character */
	while (name < len[first] && (f[name] == ' ' || f[name] == '\t'))
		name++;
	while (name < len[first] && f[name] != ' ' && f[name] != '\t')
		name++;
	for (k = first; k < first + n; k++) {
		const unsigned char *l = base + off[k];
		size_t ll = len[k], skip = 0;

		if (k > first) {
			if (b->n > 0 && b->p[b->n - 1] == '"' && ll > name + 1 &&
			    l[0] == f[0] && memcmp(l, f, name) == 0 &&
			    l[name] == ' ') {
				skip = name + 1;
				/* the empty argument of an odd place, then
				 * the quote of the rest ("" "...; a rest
				 * that is empty, "" then the next
				 * argument, is no such) */
				if (ll > skip + 3 && memcmp(l + skip,
				    "\"\" \"", 4) == 0)
					skip += 3;
				if (skip < ll && l[skip] == '"') {
					skip++;
					b->n--;	/* the quote that ended it */
				} else
					skip = 0;
			}
			if (skip == 0)
				kt_unbreak_put(b, (const unsigned char *)" ",
				    1);
		}
		if (n > 1 && k == first + n - 1 && ll > skip &&
		    l[ll - 1] == '\\' && (ll < 2 || l[ll - 2] != '\\'))
			ll--;	/* joined with the next line */
		if (ll > skip)
			kt_unbreak_put(b, l + skip, ll - skip);
	}
}

/* Is the line of N bytes at P, read with control character CC, the
 * call of a macro of the package in a ".lf" block, CC "do if d NAME "
 * CC "do NAME": the page's growth, "ktypes-room M" (M > 0, digits), or
 * the ends of the lines set apart for HTML, "ktypes-pre-on" before the
 * first line of a block that grows, "ktypes-pre-off" after its last? */
static inline bool
kt_unbreak_room(const unsigned char *p, size_t n, unsigned char cc)
{
	static const char *const names[] = { "ktypes-room", "ktypes-pre-on",
	    "ktypes-pre-off" };
	size_t k, m, i, d;

	if (n < 12 || p[0] != cc || memcmp(p + 1, "do if d ", 8) != 0)
		return false;
	for (k = 0; k < sizeof names / sizeof names[0]; k++) {
		m = strlen(names[k]);
		i = 9 + m;
		if (n < i + 4 + m || memcmp(p + 9, names[k], m) != 0 ||
		    p[i] != ' ' || p[i + 1] != cc ||
		    memcmp(p + i + 2, "do ", 3) != 0 ||
		    memcmp(p + i + 5, names[k], m) != 0)
			continue;
		i += 5 + m;
		if (k > 0)
			return i == n;
		if (i + 1 >= n || p[i] != ' ' || p[i + 1] == '0')
			return false;
		for (d = i + 1; d < n; d++)
			if (p[d] < '0' || p[d] > '9')
				return false;
		return true;
	}
	return false;
}

#endif
