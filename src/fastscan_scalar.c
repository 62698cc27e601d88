/* fastscan_scalar.c: the fast path's scan (see fastscan.h), the reference
 * that every processor runs: 16 bytes at a time where the compiler has
 * SSE2 (every x86-64 has), else a byte at a time (the plain loop, built
 * everywhere, kt_fast_scan_plain, so that the unit tests compare it with
 * the others on any machine); the control characters that start lines
 * are classed one at a time.  The other implementations give what this
 * one gives, and leave it the blocks they cannot take. */
#include <config.h>

#include <string.h>

#include "fastscan.h"
#include "roff.h"

#if defined(__SSE2__) && !defined(KT_FAST_PLAIN)
#define KT_FAST_SSE2 1
#include <emmintrin.h>
#endif

void
kt_fast_sets_init(struct kt_fast_sets *s, const unsigned char *qf)
{
	int c;

	memset(s, 0, sizeof *s);
	for (c = 0; c < 256; c++) {
		if (qf[c] & KT_QF_FIRST) {
			if (c < 0x80)
				s->lo1[c & 15] |= (unsigned char)(1u << (c >> 4));
			else
				s->high1 = true;
		}
		if (qf[c] & KT_QF_SECOND) {
			if (c < 0x80)
				s->lo2[c & 15] |= (unsigned char)(1u << (c >> 4));
			else
				s->high2 = true;
		}
	}
}


/* The control characters of CC (a mask of the 64 bytes at P, of which
 * AVAIL can be read) whose line may not be neutral (kt_roff_qfilter, with
 * the escape character as a first byte), one at a time. */
static inline uint64_t
kt_fast_need(const struct kt_fast_keys *k, const unsigned char *p,
	     uint64_t cc, size_t avail)
{
	uint64_t need = 0, t;

	for (t = cc; t != 0; t &= t - 1) {
		unsigned b = kt_ctz64(t);
		unsigned q1, q2;

		if (b + 2 >= avail) {
			need |= (uint64_t)1 << b;
			continue;
		}
		q1 = k->qf[p[b + 1]];
		q2 = k->qf[p[b + 2]];
		need |= (uint64_t)(((q1 >> 2) | (q1 & (q2 >> 1))) & 1) << b;
	}
	return need;
}

/* Font escapes among the 64 bytes at P, from the masks ESC and F of
 * escape characters and "f" or "E" (the byte after them is P[64], if
 * MORE). */
static inline uint64_t
kt_fast_fonts64(const unsigned char *p, uint64_t esc, uint64_t f, bool more)
{
	return esc & (f >> 1 |
	    (uint64_t)(more && KT_FAST_FONT_BYTE(p[64])) << 63);
}

/* The masks of the 64 bytes at P but the events and CTL (see
 * kt_fast_scan), a byte at a time: newlines, control characters (into
 * *CC), bytes in the cube of last bytes (*WORD) and of the bytes before
 * them (*BEFORE), escape characters (*ESC), "f" and "E" (*F). */
static inline void
kt_fast_bytes_plain(const unsigned char *p, const struct kt_fast_keys *k,
		    struct kt_fast_masks *r, uint64_t *cc, uint64_t *word,
		    uint64_t *before, uint64_t *esc, uint64_t *f)
{
	int i;

	for (i = 0; i < 64; i++) {
		uint64_t b = (uint64_t)1 << i;
		if ((p[i] & k->m2) == k->v2)
			*before |= b;
		if (p[i] == '\n')
			r->nl |= b;
		if (p[i] == k->cc || p[i] == k->c2)
			*cc |= b;
		if ((p[i] & k->m) == k->v)
			*word |= b;
		if (p[i] == k->esc)
			*esc |= b;
		if (KT_FAST_FONT_BYTE(p[i]))
			*f |= b;
	}
}

#ifdef KT_FAST_SSE2
/* The same, 16 bytes at a time. */
static inline void
kt_fast_bytes_sse2(const unsigned char *p, const struct kt_fast_keys *k,
		   struct kt_fast_masks *r, uint64_t *cc, uint64_t *word,
		   uint64_t *before, uint64_t *esc, uint64_t *f)
{
	const __m128i nl = _mm_set1_epi8('\n');
	const __m128i es = _mm_set1_epi8((char)k->esc);
	const __m128i ef = _mm_set1_epi8('f');
	const __m128i eE = _mm_set1_epi8('E');
	const __m128i cm = _mm_set1_epi8((char)k->m);
	const __m128i cv = _mm_set1_epi8((char)k->v);
	const __m128i c1 = _mm_set1_epi8((char)k->cc);
	const __m128i c2 = _mm_set1_epi8((char)k->c2);
	const __m128i pm = _mm_set1_epi8((char)k->m2);
	const __m128i pv = _mm_set1_epi8((char)k->v2);
	int i;

	for (i = 0; i < 4; i++) {
		__m128i x = _mm_loadu_si128((const __m128i *)(const void *)
		    (p + 16 * i));
		__m128i c = _mm_or_si128(_mm_cmpeq_epi8(x, c1),
		    _mm_cmpeq_epi8(x, c2));

		r->nl |= (uint64_t)(unsigned)_mm_movemask_epi8(
		    _mm_cmpeq_epi8(x, nl)) << (16 * i);
		*cc |= (uint64_t)(unsigned)_mm_movemask_epi8(c) << (16 * i);
		*word |= (uint64_t)(unsigned)_mm_movemask_epi8(
		    _mm_cmpeq_epi8(_mm_and_si128(x, cm), cv)) << (16 * i);
		*before |= (uint64_t)(unsigned)_mm_movemask_epi8(
		    _mm_cmpeq_epi8(_mm_and_si128(x, pm), pv)) << (16 * i);
		*esc |= (uint64_t)(unsigned)_mm_movemask_epi8(
		    _mm_cmpeq_epi8(x, es)) << (16 * i);
		*f |= (uint64_t)(unsigned)_mm_movemask_epi8(_mm_or_si128(
		    _mm_cmpeq_epi8(x, ef), _mm_cmpeq_epi8(x, eE))) << (16 * i);
	}
}
#endif

/* The masks of the 64 bytes at P but CTL (see kt_fast_scan), and returns
 * the control characters among them; MORE: P[64] can be read; PREV: the
 * byte before P is in the cube of the bytes before the last (or is of
 * another line); PLAIN: a byte at a time. */
static inline uint64_t
kt_fast_mask64(const unsigned char *p, bool more, bool prev,
	       const struct kt_fast_keys *k, struct kt_fast_masks *r,
	       bool plain)
{
	uint64_t esc = 0, f = 0, word = 0, before = 0, font, cc = 0;

	r->nl = 0;
#ifdef KT_FAST_SSE2
	if (!plain)
		kt_fast_bytes_sse2(p, k, r, &cc, &word, &before, &esc, &f);
	else
#endif
		kt_fast_bytes_plain(p, k, r, &cc, &word, &before, &esc, &f);
	(void)plain;
	font = k->fonts ? kt_fast_fonts64(p, esc, f, more) : 0;
	r->ev = (word & (before << 1 | (uint64_t)prev)) | font;
	r->lines = kt_pop64(r->nl);
	return cc;
}

/* The scalar reference (see fastscan.h): CTL is worked out here only for
 * the control characters that may start a line (after a newline, or
 * first in a block), one at a time. */
static inline void
kt_fast_scan_with(const unsigned char *p, size_t n, size_t avail, bool head,
		  const struct kt_fast_keys *k, struct kt_fast_masks *r,
		  bool plain)
{
	for (; n > 0; n -= n < 64 ? n : 64, avail -= 64, p += 64, r++) {
		bool prev = head || (p[-1] & k->m2) == k->v2;
		uint64_t cc;

		head = false;
		if (n >= 64)
			cc = kt_fast_mask64(p, avail > 64, prev, k, r, plain);
		else {
			unsigned char tmp[65];
			uint64_t keep = ((uint64_t)1 << n) - 1;

			memset(tmp, 0, sizeof tmp);
			memcpy(tmp, p, n);
			if (avail > n)
				tmp[n] = p[n];
			cc = kt_fast_mask64(tmp, true, prev, k, r, plain) & keep;
			r->nl &= keep;
			r->ev &= keep;
			r->lines = kt_pop64(r->nl);
		}
		r->ctl = kt_fast_need(k, p, cc & (r->nl << 1 | 1), avail);
		if (n < 64)
			break;
	}
}

void
kt_fast_scan_scalar(const unsigned char *p, size_t n, size_t avail, bool head,
		    const struct kt_fast_keys *k, struct kt_fast_masks *r)
{
	kt_fast_scan_with(p, n, avail, head, k, r, false);
}

void
kt_fast_scan_plain(const unsigned char *p, size_t n, size_t avail, bool head,
		   const struct kt_fast_keys *k, struct kt_fast_masks *r)
{
	kt_fast_scan_with(p, n, avail, head, k, r, true);
}
