/* fastscan.h: the fast path's scan of the bytes of a page, 64 at a time,
 * for the filter's fast path (filter.h, filter_fast.c) and the unit test
 * that compares the implementations (test_fastscan.c) only.
 *
 * One implementation per instruction set, each in a file of its own
 * (fastscan_scalar.c, the reference; fastscan_avx2.c), all with the same
 * result, and a selector (fastscan.c) that picks one for the processor
 * when the program starts: the way the Linux kernel's lib/raid6 chooses
 * its routines.
 */
#ifndef KT_FASTSCAN_H
#define KT_FASTSCAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__)) && \
    defined(__SSE2__) && !defined(KT_FAST_NO_AVX2) && \
    !defined(KT_FAST_PLAIN)
#define KT_FAST_AVX2 1		/* fastscan_avx2.c is built */
#endif

/* The two sets of kt_roff_qfilter (the first byte after a control
 * character, with the escape character; the second), for a test of 32
 * bytes at a time (kt_fast_scan_avx2): a byte C below 0x80 is in a set
 * if bit C >> 4 of LO[C & 15] is set.  HIGH: some byte from 0x80 up is
 * in it (an escape character set so; the test is then left to
 * the scalar reference, a byte at a time). */
struct kt_fast_sets {
	unsigned char lo1[16], lo2[16];
	bool high1, high2;
};

/* What the fast path looks for in 64 bytes, a bit for each byte. */
struct kt_fast_masks {
	uint64_t nl;		/* newlines */
	uint64_t ctl;		/* control characters whose line may be
				 * other than neutral by the two bytes after
				 * them (kt_roff_qfilter), or that have not two
				 * bytes after them (if they start a line) */
	uint64_t ev;		/* bytes in the cube of the last bytes of
				 * type words after one in the cube of the
				 * bytes before the last; escape characters
				 * followed by "f" (if font escapes count) */
	unsigned lines;		/* newlines */
};

struct kt_fast_keys {
	unsigned char esc, m, v, m2, v2, cc, c2;
	bool fonts;		/* look for font escapes */
	const unsigned char *qf;	/* kt_roff_qfilter, with the escape
					 * character as a first byte */
	const struct kt_fast_sets *sets;	/* of qf */
};

/* Can C follow the escape character in a font escape: \f, or \E (the
 * escape character itself, as in \EfB)? */
#define KT_FAST_FONT_BYTE(c) ((c) == 'f' || (c) == 'E')

/* A scan: the masks of the N bytes at P (at most KT_FAST_CHUNK blocks of
 * 64; the last may be short), into R[0], R[1], ...; AVAIL (at least N)
 * bytes at P can be read, and the byte before P if not HEAD.  CTL may
 * hold control characters that do not start a line (the caller keeps
 * those after a newline, or first in a block). */
#define KT_FAST_CHUNK 4

typedef void kt_fast_scan_fn(const unsigned char *p, size_t n, size_t avail,
			     bool head, const struct kt_fast_keys *k,
			     struct kt_fast_masks *r);

kt_fast_scan_fn kt_fast_scan_scalar;
/* The scalar reference a byte at a time, as it is built where the
 * compiler has no SSE2 (arm64): built everywhere, for the unit tests,
 * and the program's scan with CPPFLAGS=-DKT_FAST_PLAIN. */
kt_fast_scan_fn kt_fast_scan_plain;
#ifdef KT_FAST_AVX2
kt_fast_scan_fn kt_fast_scan_avx2;	/* only where the processor has AVX2 */
#endif

/* The scan for this processor. */
kt_fast_scan_fn *kt_fast_scanner(void);

/* The sets S of the first and the second bytes of QF (kt_roff_qfilter,
 * with the escape character as a first byte). */
void kt_fast_sets_init(struct kt_fast_sets *s, const unsigned char *qf);

static inline unsigned
kt_ctz64(uint64_t x)
{
#if defined(__GNUC__)
	return (unsigned)__builtin_ctzll(x);
#else
	unsigned k = 0;
	while (!(x & 1)) {
		x >>= 1;
		k++;
	}
	return k;
#endif
}

/* The index of the highest bit of X (not 0). */
static inline unsigned
kt_top64(uint64_t x)
{
#if defined(__GNUC__)
	return 63u - (unsigned)__builtin_clzll(x);
#else
	unsigned k = 63;
	while (!(x >> k))
		k--;
	return k;
#endif
}

static inline unsigned
kt_pop64(uint64_t x)
{
#if defined(__GNUC__) && defined(__POPCNT__)
	return (unsigned)__builtin_popcountll(x);
#else
	/* without the instruction, GCC calls a function */
	x = x - ((x >> 1) & 0x5555555555555555u);
	x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
	return (unsigned)((x * 0x0101010101010101u) >> 56);
#endif
}

#endif
