/* fuzz_common.h: what the libFuzzer harnesses of tests/fuzz/ share.
 *
 *  - kt_fuzz_init: messages to /dev/null (the harnesses check results,
 *    not diagnostics);
 *  - kt_fuzz_table: the built-in Linux table with a chosen set of its
 *    classes switched on, built once per set;
 *  - kt_fuzz_derives: the "only type words and blanks" check.  Output
 *    line OUT derives from input line IN if OUT is IN with
 *      . blanks (space, tab) deleted and spaces inserted anywhere,
 *      . unbreakable blanks "\ " or "\~" inserted, if WIDEN (the
 *        layout engine widens an argument separator with "\ "; modes
 *        iso and both write the blanks of a prototype in filled text but
 *        those after its commas as "\~", kt_filter_proto_blanks),
 *      . some occurrences of the kernel spelling of an enabled table
 *        entry replaced by one of the spellings that MODE writes for it.
 *    This is "tokenise both, every differing pair is (kernel, ISO), blanks
 *    aside", done on characters rather than on tokens: a type word need
 *    not start a token in the source ("\fB__u32" is the tokens "\" and
 *    "fB__u32", of which only "__u32" is the word), and an ISO spelling
 *    may be several tokens ("alignas(8) uint64_t").  A derivation found
 *    is also the way back: putting the kernel spelling where it replaced
 *    one gives the input, blanks aside.  The search is a depth-first walk
 *    over (input offset, output offset) pairs, each visited once, so it
 *    is linear in practice and quadratic at worst.
 *
 * The header is included once per harness: everything is static (the
 * functions static inline, since no harness uses them all).
 */
#ifndef KT_FUZZ_COMMON_H
#define KT_FUZZ_COMMON_H

#include <config.h>

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "io.h"
#include "mode.h"
#include "msg.h"
#include "roff.h"
#include "table.h"
#include "tablefile.h"

#define KT_FUZZ_FAIL(...) do { \
	fprintf(stderr, "INVARIANT VIOLATED: " __VA_ARGS__); \
	fputc('\n', stderr); \
	abort(); \
} while (0)

static inline void
kt_fuzz_init(void)
{
	static bool done;
	FILE *null;

	if (done)
		return;
	done = true;
	null = fopen("/dev/null", "w");
	if (null == NULL)
		abort();
	kt_msg_set_stream(null);
}

/* The classes of the built-in table, in the order of bits of the mask. */
static const char *const kt_fuzz_classes[] = { "fixed", "aligned", "endian" };

/* The built-in table with the classes of MASK (bit i: kt_fuzz_classes[i])
 * on and the others off; built once for each mask, never freed. */
static inline struct kt_table *
kt_fuzz_table(unsigned mask)
{
	static struct kt_table *cache[8];
	struct kt_table *t;
	unsigned i, c;

	mask &= 7;
	if (cache[mask] != NULL)
		return cache[mask];
	t = kt_table_new();
	kt_tablefile_builtin(t);
#if KT_ABI_PROBED
	kt_table_apply_abi(t, KT_ABI_DISTINCT);
#endif
	for (c = 0; c < kt_table_class_count(t); c++)
		kt_table_enable(t, c, false);
	for (i = 0; i < 3; i++) {
		c = kt_table_class(t, kt_fuzz_classes[i]);
		kt_table_enable(t, c, (mask >> i) & 1);
	}
	cache[mask] = t;
	return t;
}

/* Which spellings a mode writes for a type word. */
#define KT_FUZZ_REP_ISO		0x1u	/* iso_roff */
#define KT_FUZZ_REP_BOTH	0x2u	/* both, and cell in a table */
#define KT_FUZZ_REP_ANNOTATE	0x4u	/* annotate (kernel in a table) */
#define KT_FUZZ_REP_ALL		0x7u

static inline unsigned
kt_fuzz_reps(enum kt_mode mode)
{
	switch (mode) {
	case KT_MODE_ISO:
		return KT_FUZZ_REP_ISO;
	case KT_MODE_BOTH:
		return KT_FUZZ_REP_BOTH;
	case KT_MODE_ANNOTATE:
		return KT_FUZZ_REP_ANNOTATE;
	default:
		return 0;
	}
}

static inline bool
kt_fuzz_blank(unsigned char c)
{
	return c == ' ' || c == '\t';
}

/* A visited set of (i, o) pairs: open addressing, cleared by generation. */
struct kt_fuzz_seen {
	uint64_t *key;
	uint32_t *gen;
	size_t cap;		/* a power of two */
	size_t n;
	uint32_t g;
};

static struct kt_fuzz_seen kt_fuzz_seen_set;

static inline void
kt_fuzz_seen_clear(struct kt_fuzz_seen *s)
{
	s->n = 0;
	if (++s->g == 0) {
		memset(s->gen, 0, s->cap * sizeof *s->gen);
		s->g = 1;
	}
}

static inline void kt_fuzz_seen_grow(struct kt_fuzz_seen *s);

/* Add K; false if it was there. */
static inline bool
kt_fuzz_seen_add(struct kt_fuzz_seen *s, uint64_t k)
{
	size_t i;

	if ((s->n + 1) * 2 > s->cap)
		kt_fuzz_seen_grow(s);
	i = (size_t)((k * 0x9E3779B97F4A7C15ull) >> 20) & (s->cap - 1);
	for (;; i = (i + 1) & (s->cap - 1)) {
		if (s->gen[i] != s->g) {
			s->gen[i] = s->g;
			s->key[i] = k;
			s->n++;
			return true;
		}
		if (s->key[i] == k)
			return false;
	}
}

static inline void
kt_fuzz_seen_grow(struct kt_fuzz_seen *s)
{
	struct kt_fuzz_seen old = *s;
	size_t i;

	s->cap = old.cap ? old.cap * 2 : 4096;
	s->key = calloc(s->cap, sizeof *s->key);
	s->gen = calloc(s->cap, sizeof *s->gen);
	if (s->key == NULL || s->gen == NULL)
		abort();
	s->n = 0;
	s->g = 1;
	for (i = 0; i < old.cap; i++)
		if (old.gen[i] == old.g)
			(void)kt_fuzz_seen_add(s, old.key[i]);
	free(old.key);
	free(old.gen);
}

/* Could the character after a type word at IN[I] continue it?  Only where
 * the escape character or tbl's cell separator has been made a letter
 * (".ec x", "tab(x)"), or a letter closes an escape whose argument is
 * text ("\wx__u64x", "\Zw__u64w": groff takes any ordinary character as
 * the delimiter), which RELAXED says may be so. */
static inline bool
kt_fuzz_word_end(const unsigned char *in, size_t n, size_t i, bool relaxed)
{
	return i >= n || !kt_roff_ident(in[i]) || relaxed;
}

/* Does OUT (M bytes) start with the text S (K bytes) as a table cell may
 * have it, with a character written as \[charN] (so that tbl does not
 * take it for the cell separator), or with none so written if PLAIN?
 * Returns the bytes of OUT that it takes, or 0. */
static inline size_t
kt_fuzz_cell_text(const unsigned char *out, size_t m, const char *s,
		  size_t k, bool plain)
{
	size_t i, o = 0;
	bool any = false;

	for (i = 0; i < k; i++) {
		unsigned char c = (unsigned char)s[i];
		char esc[16];
		int el = snprintf(esc, sizeof esc, "\\[char%u]", c);

		if (c == '\\' && i + 1 < k) {
			if (o + 1 >= m || out[o] != c ||
			    out[o + 1] != (unsigned char)s[i + 1])
				return 0;
			o += 2;
			i++;
		} else if (o < m && out[o] == c)
			o++;
		else if (el > 0 && o + (size_t)el <= m &&
		    memcmp(out + o, esc, (size_t)el) == 0) {
			o += (size_t)el;
			any = true;
		} else
			return 0;
	}
	return any || plain ? o : 0;
}

/* Does IN (N bytes) change the escape character or tbl's separator, or
 * close a text argument with a letter? */
static inline bool
kt_fuzz_relaxed(const unsigned char *in, size_t n)
{
	size_t i;

	for (i = 0; i + 2 < n; i++) {
		if (in[i] == 'e' && (in[i + 1] == 'c' || in[i + 1] == 'o') &&
		    (i == 0 || !kt_roff_ident(in[i - 1])))
			return true;
		if (in[i] == 't' && in[i + 1] == 'a' && in[i + 2] == 'b')
			return true;
		if (in[i] == '\\' && (in[i + 1] == 'w' || in[i + 1] == 'Z') &&
		    kt_roff_ident(in[i + 2]))
			return true;
	}
	return false;
}

static inline bool
kt_fuzz_starts(const unsigned char *p, size_t n, const char *s, size_t k)
{
	size_t i;

	/* by hand: memcmp would go through the sanitizer's interceptor and
	 * libFuzzer's comparison hooks, for nothing */
	if (k > n)
		return false;
	for (i = 0; i < k; i++)
		if (p[i] != (unsigned char)s[i])
			return false;
	return true;
}

/* The entries of T whose class is on, found once for each table. */
struct kt_fuzz_on {
	const struct kt_table *t;
	const struct kt_type **e;
	size_t n;
	bool first[256];
};

static inline const struct kt_fuzz_on *
kt_fuzz_enabled(const struct kt_table *t)
{
	static struct kt_fuzz_on cache[16];
	size_t slot, i;

	for (slot = 0; slot < 16 && cache[slot].t != NULL; slot++)
		if (cache[slot].t == t)
			return &cache[slot];
	if (slot == 16)
		abort();
	cache[slot].t = t;
	cache[slot].e = calloc(kt_table_size(t) + 1, sizeof *cache[slot].e);
	if (cache[slot].e == NULL)
		abort();
	for (i = 0; i < kt_table_size(t); i++) {
		const struct kt_type *ty = kt_table_entry(t, i);

		if (kt_table_lookup(t, (const unsigned char *)ty->kernel,
		    ty->klen) != ty)
			continue;	/* class off */
		cache[slot].e[cache[slot].n++] = ty;
		cache[slot].first[(unsigned char)ty->kernel[0]] = true;
	}
	return &cache[slot];
}

/* Does OUT (M bytes) derive from IN (N bytes) under table T (enabled
 * entries) with the spellings REPS (KT_FUZZ_REP_*)?  See the top. */
static inline bool
kt_fuzz_derives(const struct kt_table *t, unsigned reps, bool widen,
		bool relaxed, const unsigned char *in, size_t n,
		const unsigned char *out, size_t m)
{
	static uint64_t *stack;
	static size_t cap;
	struct kt_fuzz_seen *seen = &kt_fuzz_seen_set;
	const struct kt_fuzz_on *on = kt_fuzz_enabled(t);
	size_t sp = 0, e, j;

	/* the common case: nothing changed */
	if (n == m && kt_fuzz_starts(in, n, (const char *)out, m))
		return true;
	kt_fuzz_seen_clear(seen);
#define KT_FUZZ_PUSH(a, b) do { \
	if (sp == cap) { \
		cap = cap ? cap * 2 : 1024; \
		stack = realloc(stack, cap * sizeof *stack); \
		if (stack == NULL) \
			abort(); \
	} \
	stack[sp++] = (uint64_t)(a) << 32 | (uint64_t)(b); \
} while (0)
	KT_FUZZ_PUSH(0, 0);
	while (sp > 0) {
		uint64_t k = stack[--sp];
		size_t i = (size_t)(k >> 32), o = (size_t)(k & 0xffffffffu);

		if (!kt_fuzz_seen_add(seen, k))
			continue;
		if (i == n && o == m)
			return true;
		/* pushed last, tried first: a copy */
		if (o + 1 < m && widen && out[o] == '\\' &&
		    (out[o + 1] == ' ' || out[o + 1] == '~'))
			KT_FUZZ_PUSH(i, o + 2);
		if (o < m && out[o] == ' ')
			KT_FUZZ_PUSH(i, o + 1);
		if (i < n && kt_fuzz_blank(in[i]))
			KT_FUZZ_PUSH(i + 1, o);
		if (i < n && reps != 0 && on->first[in[i]]) {
			for (e = 0; e < on->n; e++) {
				const struct kt_type *ty = on->e[e];
				const char *r[9];
				size_t rl[9], nr = 0;

				if (!kt_fuzz_starts(in + i, n - i, ty->kernel,
				    ty->klen) || !kt_fuzz_word_end(in, n,
				    i + ty->klen, relaxed))
					continue;
				if (reps & KT_FUZZ_REP_ISO) {
					r[nr] = ty->iso_roff;
					rl[nr++] = ty->rlen;
				}
				if (reps & KT_FUZZ_REP_BOTH) {
					r[nr] = ty->both;
					rl[nr++] = ty->blen;
					r[nr] = ty->cell;
					rl[nr++] = ty->clen;
					/* in words: running text, a
					 * comment's words */
					r[nr] = ty->note;
					rl[nr++] = ty->nlen;
					/* the same in filled text */
					r[nr] = ty->words;
					rl[nr++] = ty->wlen;
					/* words in a table */
					r[nr] = ty->prose;
					rl[nr++] = ty->plen;
					/* a comment's pseudo-code */
					r[nr] = ty->slash;
					rl[nr++] = ty->slen;
					/* a block too wide for mode both,
					 * in the form of mode annotate */
					r[nr] = ty->annotate;
					rl[nr++] = ty->alen;
				}
				if (reps & KT_FUZZ_REP_ANNOTATE) {
					r[nr] = ty->annotate;
					rl[nr++] = ty->alen;
				}
				for (j = 0; j < nr; j++) {
					size_t got;

					if (kt_fuzz_starts(out + o, m - o, r[j],
					    rl[j]))
						KT_FUZZ_PUSH(i + ty->klen,
						    o + rl[j]);
					else if ((reps & KT_FUZZ_REP_ISO) &&
					    j == 0 && (got = kt_fuzz_cell_text(
					    out + o, m - o, r[j], rl[j],
					    false)) > 0)
						KT_FUZZ_PUSH(i + ty->klen,
						    o + got);
				}
				/* mode both in a table whose tab character
				 * its string call holds: K/\*ISO*\/, escaped
				 * where it holds the tab character too */
				if (reps & KT_FUZZ_REP_BOTH) {
					char plain[1024];
					int pl = snprintf(plain, sizeof plain,
					    "%s/*%s*/", ty->kernel, ty->iso_roff);
					size_t got;

					if (pl > 0 && (size_t)pl < sizeof plain &&
					    (got = kt_fuzz_cell_text(out + o,
					    m - o, plain, (size_t)pl, true)) > 0)
						KT_FUZZ_PUSH(i + ty->klen,
						    o + got);
				}
			}
		}
		if (i < n && o < m && in[i] == out[o])
			KT_FUZZ_PUSH(i + 1, o + 1);
	}
#undef KT_FUZZ_PUSH
	return false;
}

/* Lines of a text: offsets of their starts and their lengths without
 * the newline; NL says whether each has one. */
struct kt_fuzz_lines {
	const unsigned char *p;
	size_t *off, *len;
	bool *nl;
	size_t n;
};

static inline void
kt_fuzz_lines_split(struct kt_fuzz_lines *l, const unsigned char *p, size_t n)
{
	size_t i, k = 0, start = 0;

	for (i = 0; i < n; i++)
		k += p[i] == '\n';
	k += 1;
	l->p = p;
	l->off = malloc(k * sizeof *l->off);
	l->len = malloc(k * sizeof *l->len);
	l->nl = malloc(k * sizeof *l->nl);
	if (l->off == NULL || l->len == NULL || l->nl == NULL)
		abort();
	l->n = 0;
	for (i = 0; i <= n; i++) {
		if (i == n && i == start)
			break;
		if (i == n || p[i] == '\n') {
			l->off[l->n] = start;
			l->len[l->n] = i - start;
			l->nl[l->n] = i < n;
			l->n++;
			start = i + 1;
		}
	}
}

static inline void
kt_fuzz_lines_free(struct kt_fuzz_lines *l)
{
	free(l->off);
	free(l->len);
	free(l->nl);
}

#endif
