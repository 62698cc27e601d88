/* fastscan_avx2.c: the fast path's scan (see fastscan.h) with AVX2, 32
 * bytes at a time, the control characters classed by two shuffles each;
 * built where the compiler can target AVX2, run where the processor has
 * it (fastscan.c), and compared with the scalar reference by
 * test_fastscan.c. */
#include <config.h>

#include "fastscan.h"

#ifdef KT_FAST_AVX2
#include <immintrin.h>

/* The bytes of X below 0x80 in the set of LO (see struct kt_fast_sets):
 * not zero where they are (a shuffle gives 0 for a byte from 0x80 up);
 * BITS has bit I in its byte I (I < 8). */
__attribute__((target("avx2"))) static inline __m256i
kt_fast_in32(__m256i x, __m256i lo, __m256i bits)
{
	__m256i hi = _mm256_and_si256(_mm256_srli_epi16(x, 4),
	    _mm256_set1_epi8(0x0f));

	return _mm256_and_si256(_mm256_shuffle_epi8(lo, x),
	    _mm256_shuffle_epi8(bits, hi));
}

/* The sets and values that kt_fast_half32 compares with. */
struct kt_fast_vecs {
	__m256i nl, cc, c2, esc, f, fE, fonts, cm, cv, pm, pv, lo1, lo2, bits,
	    sp, tab;
};

/* The masks of the 32 bytes X at P (see struct kt_fast_masks), BEFORE
 * the same shifted by one (the byte before P first): P[32] and P[33] can
 * be read.  NL, CTL and EV, in that order, in M. */
__attribute__((target("avx2"))) static inline void
kt_fast_half32(const unsigned char *p, __m256i x, __m256i before,
	       const struct kt_fast_vecs *v, uint32_t *m)
{
	const __m256i zero = _mm256_setzero_si256();
	__m256i a = _mm256_loadu_si256((const __m256i *)(const void *)(p + 1));
	__m256i b = _mm256_loadu_si256((const __m256i *)(const void *)(p + 2));
	/* kt_roff_qfilter of the two bytes after each byte: not a first byte
	 * followed by a second, nor a blank */
	__m256i no = _mm256_or_si256(
	    _mm256_cmpeq_epi8(kt_fast_in32(a, v->lo1, v->bits), zero),
	    _mm256_cmpeq_epi8(kt_fast_in32(b, v->lo2, v->bits), zero));
	__m256i blank = _mm256_or_si256(_mm256_cmpeq_epi8(a, v->sp),
	    _mm256_cmpeq_epi8(a, v->tab));

	__m256i cc = _mm256_or_si256(_mm256_cmpeq_epi8(x, v->cc),
	    _mm256_cmpeq_epi8(x, v->c2));
	__m256i word = _mm256_and_si256(
	    _mm256_cmpeq_epi8(_mm256_and_si256(x, v->cm), v->cv),
	    _mm256_cmpeq_epi8(_mm256_and_si256(before, v->pm), v->pv));
	__m256i font = _mm256_and_si256(_mm256_and_si256(
	    _mm256_cmpeq_epi8(x, v->esc), _mm256_or_si256(
	    _mm256_cmpeq_epi8(a, v->f), _mm256_cmpeq_epi8(a, v->fE))),
	    v->fonts);

	m[0] = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, v->nl));
	m[1] = (uint32_t)_mm256_movemask_epi8(_mm256_andnot_si256(
	    _mm256_andnot_si256(blank, no), cc));
	m[2] = (uint32_t)_mm256_movemask_epi8(_mm256_or_si256(word, font));
}

/* The scan 32 bytes at a time, with CTL for every control character;
 * what it cannot take (a short block at the end, a block that it would
 * read more than two bytes past, an escape character from 0x80 up) is
 * the scalar reference's. */
__attribute__((target("avx2,popcnt"))) void
kt_fast_scan_avx2(const unsigned char *p, size_t n, size_t avail, bool head,
		  const struct kt_fast_keys *k, struct kt_fast_masks *r)
{
	struct kt_fast_vecs v;

	if (k->sets->high1 || k->sets->high2) {
		/* (an escape character from 0x80 up: not in the sets) */
		kt_fast_scan_scalar(p, n, avail, head, k, r);
		return;
	}
	v.nl = _mm256_set1_epi8('\n');
	v.cc = _mm256_set1_epi8((char)k->cc);
	v.c2 = _mm256_set1_epi8((char)k->c2);
	v.esc = _mm256_set1_epi8((char)k->esc);
	v.f = _mm256_set1_epi8('f');
	v.fE = _mm256_set1_epi8('E');
	v.fonts = _mm256_set1_epi8(k->fonts ? -1 : 0);
	v.cm = _mm256_set1_epi8((char)k->m);
	v.cv = _mm256_set1_epi8((char)k->v);
	v.pm = _mm256_set1_epi8((char)k->m2);
	v.pv = _mm256_set1_epi8((char)k->v2);
	v.lo1 = _mm256_broadcastsi128_si256(_mm_loadu_si128(
	    (const __m128i *)(const void *)k->sets->lo1));
	v.lo2 = _mm256_broadcastsi128_si256(_mm_loadu_si128(
	    (const __m128i *)(const void *)k->sets->lo2));
	v.bits = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128,
	    0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, -128,
	    0, 0, 0, 0, 0, 0, 0, 0);
	v.sp = _mm256_set1_epi8(' ');
	v.tab = _mm256_set1_epi8('\t');
	/* CTL and EV read two bytes past the block */
	for (; n >= 64 && avail >= 66; n -= 64, avail -= 64, p += 64, r++) {
		__m256i x0 = _mm256_loadu_si256((const __m256i *)(const void *)p);
		__m256i x1 = _mm256_loadu_si256((const __m256i *)(const void *)
		    (p + 32));
		__m256i b0;
		uint32_t m0[3], m1[3];

		if (head) {
			/* the byte before P, of another line, passes */
			b0 = _mm256_alignr_epi8(x0, _mm256_permute2x128_si256(
			    v.pv, x0, 0x21), 15);
			head = false;
		} else
			b0 = _mm256_loadu_si256((const __m256i *)(const void *)
			    (p - 1));
		kt_fast_half32(p, x0, b0, &v, m0);
		kt_fast_half32(p + 32, x1, _mm256_loadu_si256(
		    (const __m256i *)(const void *)(p + 31)), &v, m1);
		r->nl = m0[0] | (uint64_t)m1[0] << 32;
		r->ctl = m0[1] | (uint64_t)m1[1] << 32;
		r->ev = m0[2] | (uint64_t)m1[2] << 32;
		r->lines = (unsigned)__builtin_popcountll(r->nl);
	}
	if (n > 0)
		kt_fast_scan_scalar(p, n, avail, head, k, r);
}
#else
/* (not built here: ISO C wants something in a translation unit) */
typedef int kt_fast_avx2_none;
#endif
