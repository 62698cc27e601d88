/* test_fastscan.c: unit tests of the fast path's scan (src/fastscan.h):
 * every implementation for this processor, the scalar reference (with
 * SSE2 where the compiler has it) and the scan that the selector picks,
 * gives what the plain byte loop gives (the scan of a processor without
 * SSE2, such as arm64), on random bytes and on roff-like text, at every
 * offset from an aligned address, with every length of a call, at the
 * head of a pass or not, and with the keys that pages set. */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fastscan.h"
#include "roff.h"

/* A small, fixed random sequence (xorshift), so that a failure repeats. */
static uint64_t fs_seed = 88172645463325252u;

static unsigned
fs_rand(void)
{
	fs_seed ^= fs_seed << 13;
	fs_seed ^= fs_seed >> 7;
	fs_seed ^= fs_seed << 17;
	return (unsigned)(fs_seed >> 32);
}

/* Bytes like those of a man page: requests, escapes, type words, blanks
 * and newlines. */
static const char *const fs_words[] = {
	".TH FOO 2\n", ".SH NAME\n", ".SS x\n", ".nf\n", ".fi\n", ".EX\n",
	".EE\n", "'br\n", ".\\\" comment\n", ".B ", ".IR ", ".de xx\n",
	"..\n", ".TS\n", ".TE\n", ".ta 8n\n", ".\n", ".  \n", "'\n",
	"\\fB", "\\fI", "\\fR", "\\fP", "\\f(CW", "\\f[B]", "\\EfB", "\\e",
	"\\-", "\\(em", "\\*[x]", "\\&", "\\", "__u32", "__s64", "u8", "u64",
	"__le16", "size_t", "uint32_t", "int ", "struct ", " ", "  ", "\t",
	"\n", "\n\n", "\r\n", ";", "(", ")", "*", "x", "abc", "\xc3\xa9",
	"\x80", "\xff", "\"", "#",
};

/* Fill the N bytes at P: random bytes if RANDOM, else roff-like text. */
static void
fs_fill(unsigned char *p, size_t n, bool random)
{
	size_t i = 0;

	if (random) {
		for (i = 0; i < n; i++) {
			unsigned r = fs_rand();
			/* newlines and control characters often enough */
			p[i] = r % 8 == 0 ? "\n.'\\ fE"[r / 8 % 7] :
			    (unsigned char)(r >> 8);
		}
		return;
	}
	while (i < n) {
		const char *w = fs_words[fs_rand() %
		    (sizeof fs_words / sizeof fs_words[0])];
		size_t k = strlen(w);

		if (k > n - i)
			k = n - i;
		memcpy(p + i, w, k);
		i += k;
	}
}

/* The keys of a page: escape character ESC (on if FONTS), control
 * characters CC and C2, and the cubes of the last bytes of type words
 * (M, V) and of the bytes before them (M2, V2). */
struct fs_case {
	unsigned char esc, cc, c2, m, v, m2, v2;
	bool fonts;
};

static const struct fs_case fs_cases[] = {
	/* the built-in table's cubes, and none (no type words) */
	{ '\\', '.', '\'', 0x00, 0x00, 0x00, 0x00, true },
	{ '\\', '.', '\'', 0x00, 0x01, 0x00, 0x00, true },
	{ '\\', '.', '\'', 0xc0, 0x40, 0x80, 0x00, true },
	{ '\\', '.', '\'', 0xf0, 0x30, 0xe0, 0x60, false },
	{ '!', '.', '\'', 0xc0, 0x40, 0xc0, 0x40, true },
	{ '\\', '#', '%', 0xfc, 0x34, 0xf8, 0x60, true },
	{ 'f', '.', '\'', 0x00, 0x00, 0x00, 0x00, true },
	/* an escape character from 0x80 up: the reference's */
	{ 0xa4, '.', '\'', 0xc0, 0x40, 0x80, 0x00, true },
};

/* Set up the keys K (and QF, SETS) for case C. */
static void
fs_keys(const struct fs_case *c, struct kt_fast_keys *k, unsigned char *qf,
	struct kt_fast_sets *sets)
{
	kt_roff_qfilter(qf);
	if (c->fonts)
		qf[c->esc] |= KT_QF_FIRST;
	kt_fast_sets_init(sets, qf);
	memset(k, 0, sizeof *k);
	k->esc = c->esc;
	k->fonts = c->fonts;
	k->m = c->m;
	k->v = c->v;
	k->m2 = c->m2;
	k->v2 = c->v2;
	k->cc = c->cc;
	k->c2 = c->c2;
	k->qf = qf;
	k->sets = sets;
}

/* Compare SCAN with the plain byte loop on the N bytes at P (AVAIL
 * readable),
 * a call as the fast path makes it; on a difference, name the input. */
static void
fs_compare(kt_fast_scan_fn *scan, const unsigned char *p, size_t n,
	   size_t avail, bool head, const struct kt_fast_keys *k,
	   const char *what, size_t off, size_t ci)
{
	struct kt_fast_masks a[KT_FAST_CHUNK], b[KT_FAST_CHUNK];
	size_t i, blocks = (n + 63) / 64;

	memset(a, 0, sizeof a);
	memset(b, 0, sizeof b);
	kt_fast_scan_plain(p, n, avail, head, k, a);
	scan(p, n, avail, head, k, b);
	for (i = 0; i < blocks; i++) {
		/* the control characters that start lines (the caller
		 * keeps only those) */
		uint64_t starts = a[i].nl << 1 | 1;

		if (a[i].nl == b[i].nl && a[i].ev == b[i].ev &&
		    a[i].lines == b[i].lines &&
		    (a[i].ctl & starts) == (b[i].ctl & starts))
			continue;
		fprintf(stderr, "%s input, case %zu, offset %zu, %zu bytes "
		    "(%zu readable), %s, block %zu:\n"
		    "  reference nl %016llx ctl %016llx ev %016llx lines %u\n"
		    "  scan      nl %016llx ctl %016llx ev %016llx lines %u\n",
		    what, ci, off, n, avail, head ? "head" : "not head", i,
		    (unsigned long long)a[i].nl,
		    (unsigned long long)(a[i].ctl & starts),
		    (unsigned long long)a[i].ev, a[i].lines,
		    (unsigned long long)b[i].nl,
		    (unsigned long long)(b[i].ctl & starts),
		    (unsigned long long)b[i].ev, b[i].lines);
		fail();
	}
}

/* Every offset from an aligned address, every length of a call up to
 * KT_FAST_CHUNK blocks, a few readable bytes after it or none. */
static void
fs_run(kt_fast_scan_fn *scan, bool random)
{
	enum { SPAN = 64 * KT_FAST_CHUNK + 8 };
	/* aligned_alloc takes a size that is a multiple of the alignment */
	unsigned char *buf = aligned_alloc(64,
	    (64 + 64 + SPAN + 64 + 63) / 64 * 64);
	struct kt_fast_keys k;
	struct kt_fast_sets sets;
	unsigned char qf[256];
	size_t ci, off, n, round;

	assert_non_null(buf);
	for (ci = 0; ci < sizeof fs_cases / sizeof fs_cases[0]; ci++) {
		fs_keys(&fs_cases[ci], &k, qf, &sets);
		for (round = 0; round < 4; round++)
			for (off = 0; off < 64; off++) {
				unsigned char *p = buf + 64 + off;

				fs_fill(buf, 64 + 64 + SPAN + 64, random);
				for (n = 1; n <= 64 * KT_FAST_CHUNK; n++) {
					size_t extra = fs_rand() % 4;

					fs_compare(scan, p, n, n + extra,
					    fs_rand() % 2 == 0, &k,
					    random ? "random" : "roff-like",
					    off, ci);
				}
			}
	}
	free(buf);
}

/* The scan that the selector picks is one of those built. */
static void
test_fastscan_selector(void **state)
{
	kt_fast_scan_fn *scan = kt_fast_scanner();

	(void)state;
#ifdef KT_FAST_AVX2
	assert_true(scan == kt_fast_scan_scalar || scan == kt_fast_scan_avx2);
	if (__builtin_cpu_supports("avx2"))
		assert_true(scan == kt_fast_scan_avx2);
#elif defined(KT_FAST_PLAIN)
	assert_true(scan == kt_fast_scan_plain);
#else
	assert_true(scan == kt_fast_scan_scalar);
#endif
}

/* The reference reads newlines, control characters at line starts, font
 * escapes and the bytes of type words where they are. */
static void
test_fastscan_scalar_reads_a_line(void **state)
{
	static const unsigned char s[] = "abc __u32\n.B x\n\\fBu64\\fR\n.nf\n";
	static const struct fs_case c = { '\\', '.', '\'', 0xff, '2', 0xff,
	    '3', true };
	struct kt_fast_keys k;
	struct kt_fast_sets sets;
	unsigned char qf[256];
	struct kt_fast_masks r;
	size_t n = sizeof s - 1;

	kt_fast_scan_fn *scans[] = { kt_fast_scan_scalar, kt_fast_scan_plain };
	size_t i;

	(void)state;
	fs_keys(&c, &k, qf, &sets);
	for (i = 0; i < 2; i++) {
		scans[i](s, n, n, true, &k, &r);
		assert_int_equal(r.lines, 4);
		assert_true(r.nl == ((1ull << 9) | (1ull << 14) |
		    (1ull << 24) | (1ull << 28)));
		/* "32" of __u32; \fB and \fR (fonts) */
		assert_true(r.ev == ((1ull << 8) | (1ull << 15) |
		    (1ull << 21)));
		/* .nf may change the state; .B is neutral */
		assert_true((r.ctl & (r.nl << 1 | 1)) == (1ull << 25));
	}
}

static void
test_fastscan_random_bytes(void **state)
{
	(void)state;
	fs_run(kt_fast_scanner(), true);
}

static void
test_fastscan_roff_like_text(void **state)
{
	(void)state;
	fs_run(kt_fast_scanner(), false);
}

/* The scalar reference (16 bytes at a time with SSE2) is the plain loop's
 * equal. */
static void
test_fastscan_scalar_random_bytes(void **state)
{
	(void)state;
	fs_run(kt_fast_scan_scalar, true);
}

static void
test_fastscan_scalar_roff_like_text(void **state)
{
	(void)state;
	fs_run(kt_fast_scan_scalar, false);
}

int
main(void)
{
	struct kt_roff st;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fastscan_selector),
		cmocka_unit_test(test_fastscan_scalar_reads_a_line),
		cmocka_unit_test(test_fastscan_random_bytes),
		cmocka_unit_test(test_fastscan_roff_like_text),
		cmocka_unit_test(test_fastscan_scalar_random_bytes),
		cmocka_unit_test(test_fastscan_scalar_roff_like_text),
	};

	kt_roff_init(&st);	/* kt_roff_qfilter */
	return cmocka_run_group_tests(tests, NULL, NULL);
}
