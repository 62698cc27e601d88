/* fuzz_filter.c: libFuzzer harness of the whole filter, in memory
 * (kt_reader_init_mem, kt_writer_init_mem, kt_filter_run).
 *
 * The first byte chooses the run (kernel mode also through the copy path,
 * kt_filter_copy, as -m kernel runs it):
 *   bits 0-2  the mode: 0 kernel, 1 iso, 2 both, 3 annotate (each as -m
 *             would set it, so that the page cannot change it), 4-7 none
 *             (the page's .ktypes requests and their comment form
 *             ".\" ktypes: MODE" decide, as without -m);
 *   bits 3-5  the classes of the built-in table: fixed, aligned, endian;
 *   bit 6     --strict;
 *   bit 7     two files: the rest is cut in two at the fraction that the
 *             second byte gives, and filtered as files "a" and "b" (with
 *             their .lf announcements, the roff state carried across).
 *
 * Invariants (a violation aborts, which libFuzzer reports as a crash):
 *   - kernel mode: the output is the input, byte for byte (with two
 *     files, plus the two announcements and the newline that ends "a");
 *     the copy path's too, where the announcement of "b" waits for the
 *     first line that does not go on, as the harness reads lines
 *     (kt_fuzz_copy);
 *   - no mode given and no "ktypes" in the input, in any case: the same;
 *   - iso mode: every output line derives from its input line by type
 *     words and blanks only (see kt_fuzz_derives in fuzz_common.h), the
 *     line count and the final newline are kept, nothing else is added,
 *     but where the layout engine breaks a line too wide: its parts,
 *     joined (kt_fuzz_unbreak), derive from it, and an ".lf N" block
 *     may follow; and the prelude, the keys that explain the kernel
 *     spellings that it leaves, and the calls that set a prototype in
 *     filled text as code, as below;
 *   - both: a line whose type name cells are stacked over their ISO
 *     spelling in text blocks derives from its input line with each
 *     cell put back (kt_fuzz_unstack); in tbl's output, the lines that
 *     measure and set the ISO spellings of stacked cells are added
 *     lines (kt_fuzz_added_line);
 *   - both, annotate and page-chosen modes: the same, where the lines
 *     that the filter adds (the prelude, keys, ".lf N" or its block
 *     under "r .x") may come between.
 * run.sh builds the sources with small caps (a held block, a piece of a
 * long line), so that inputs of a few kB reach them.
 * AddressSanitizer and UndefinedBehaviorSanitizer catch the rest; leaks
 * are caught by LeakSanitizer at the end of each input.
 */
#include "fuzz_common.h"
#include "../tools/unbreak.h"

#include "prelude.h"
#include "tmac.h"

/* The prelude that modes both and annotate write before the first line
 * (and mode iso before its first key),
 * up to the ".lf N" after it (which is an added line of its own). */
static const char *
kt_fuzz_prelude(const struct kt_table *t, size_t *len)
{
	static char *cache[8];
	static size_t clen[8];
	static const struct kt_table *ct[8];
	struct kt_writer w;
	size_t i, slot;

	for (slot = 0; slot < 8 && ct[slot] != NULL; slot++)
		if (ct[slot] == t) {
			*len = clen[slot];
			return cache[slot];
		}
	if (slot == 8)
		abort();
	kt_writer_init_mem(&w);
	kt_writer_put(&w, KT_PRELUDE_HEAD, strlen(KT_PRELUDE_HEAD));
	kt_writer_put(&w, kt_prelude_tmac, strlen(kt_prelude_tmac));
	kt_writer_put(&w, KT_PRELUDE_TAIL, strlen(KT_PRELUDE_TAIL));
	for (i = 0; i < kt_table_size(t); i++) {
		const struct kt_type *ty = kt_table_entry(t, i);
		if (ty->iso == NULL)
			continue;	/* a type that is never respelled */
		kt_writer_put(&w, ".ktypes-define ", 15);
		kt_writer_put(&w, ty->kernel, ty->klen);
		kt_writer_put(&w, " ", 1);
		kt_writer_put(&w, ty->iso_roff, ty->rlen);
		kt_writer_put(&w, "\n", 1);
	}
	ct[slot] = t;
	cache[slot] = (char *)w.buf;	/* kept for the process's life */
	clen[slot] = w.len;
	*len = w.len;
	return cache[slot];
}

struct kt_fuzz_run {
	const struct kt_table *t;
	unsigned reps;
	bool widen;		/* the layout engine may insert "\ " */
	bool added;		/* the filter may add prelude, keys, .lf N */
	bool broken;		/* the layout engine may break a line too
				 * wide, and write ".lf N" after it */
	bool two;		/* the .lf 1 a / .lf 1 b announcements */
	bool relaxed;
	const char *prelude;
	size_t plen;
	struct kt_fuzz_lines in, out;
};

/* Are the N bytes at P a line number as kt_filter_relf writes it: an
 * int of troff's, maybe negative, or "-2147483647-1"? */
static bool
kt_fuzz_lf_number(const unsigned char *p, size_t n)
{
	size_t i = 0;

	if (n == 13 && memcmp(p, "-2147483647-1", 13) == 0)
		return true;
	if (n > 0 && p[0] == '-')
		i++;
	if (i == n)
		return false;
	for (; i < n; i++)
		if (p[i] < '0' || p[i] > '9')
			return false;
	return true;
}

/* Is output line J one that the filter adds itself? */
static bool
kt_fuzz_added_line(const struct kt_fuzz_run *r, size_t j)
{
	const unsigned char *p = r->out.p + r->out.off[j];
	size_t n = r->out.len[j], i;

	if (!r->out.nl[j])
		return false;
	/* the announcements ".lf 1 a" and ".lf 1 b", or ".lf N b" where
	 * the announcement waited for a line that troff reads whole (the
	 * first file ended inside a block or an escaped newline) */
	if (r->two && n > 6 && memcmp(p, ".lf ", 4) == 0 &&
	    (memcmp(p + n - 2, " a", 2) == 0 ||
	    memcmp(p + n - 2, " b", 2) == 0)) {
		for (i = 4; i < n - 2 && p[i] >= '0' && p[i] <= '9'; i++)
			;
		if (i == n - 2 && i > 4)
			return true;
	}
	if (!r->added || n < 2)
		return false;
	/* CC "lf N" (kt_filter_relf; N is troff's int, maybe negative) */
	if (n > 4 && memcmp(p + 1, "lf ", 3) == 0 && kt_fuzz_lf_number(p + 4,
	    n - 4))
		return true;
	/* around a key where the page changed them (kt_filter_plain_on,
	 * kt_filter_plain_off): CC "cc", ".ec", ".ec C", ".eo", ".cc C" */
	if ((n == 3 && memcmp(p + 1, "cc", 2) == 0) ||
	    (n == 3 && (memcmp(p, ".ec", 3) == 0 || memcmp(p, ".eo", 3) == 0)) ||
	    (n == 5 && (memcmp(p, ".ec ", 4) == 0 || memcmp(p, ".cc ", 4) == 0)))
		return true;
	/* CC "ktypes-key ...", CC "ktypes-table-key ...",
	 * CC "ktypes-section-key ..." and CC "ktypes-item-key ..."
	 * (kt_filter_key, kt_filter_table_key, kt_filter_section_key,
	 * kt_filter_entry_end) */
	if (n > 11 && memcmp(p + 1, "ktypes-key ", 11) == 0)
		return true;
	if (n > 17 && memcmp(p + 1, "ktypes-table-key ", 17) == 0)
		return true;
	if (n > 19 && memcmp(p + 1, "ktypes-section-key ", 19) == 0)
		return true;
	if (n > 16 && memcmp(p + 1, "ktypes-item-key ", 16) == 0)
		return true;
	/* any of them on an mdoc page: CC "ktypes-mdoc-key ..." */
	if (n > 16 && memcmp(p + 1, "ktypes-mdoc-key ", 16) == 0)
		return true;
	/* around a line that modes iso and both set as code
	 * (kt_filter_call):
	 * CC "ktypes-code-on", CC "ktypes-code-off" */
	if ((n == 15 && memcmp(p + 1, "ktypes-code-on", 14) == 0) ||
	    (n == 16 && memcmp(p + 1, "ktypes-code-off", 15) == 0))
		return true;
	/* mode both after tbl, a cell stacked (kt_filter_stack_out): its
	 * ISO spelling measured, ".nr 3wC \n[3wC]>?\w\[tbl](...)\[tbl]",
	 * and set under the row, "\&\h'|\n[3clC]u'(...)" */
	if ((r->reps & KT_FUZZ_REP_BOTH) && n > 20 &&
	    memcmp(p, ".nr 3w", 6) == 0 &&
	    memcmp(p + n - 7, ")\\[tbl]", 7) == 0)
		return true;
	if ((r->reps & KT_FUZZ_REP_BOTH) && n > 16 &&
	    memcmp(p, "\\&\\h'|\\n[3cl", 12) == 0 && p[n - 1] == ')')
		return true;
	return false;
}

/* Lines of the block "CC if r .x EC{EC", "CC lf N", "CC EC}" that
 * kt_filter_relf writes where an escape character is in force (before
 * a line that the layout engine set on more lines, with the page's
 * growth before "CC lf N": kt_unbreak_room), if it starts at output
 * line J, else 0. */
static size_t
kt_fuzz_relf_block_at(const struct kt_fuzz_run *r, size_t j)
{
	const unsigned char *a, *b, *c;
	size_t g = 0;

	if ((!r->added && !r->broken) || j + 2 >= r->out.n ||
	    !r->out.nl[j] || !r->out.nl[j + 1])
		return 0;
	a = r->out.p + r->out.off[j];
	/* a: CC "if r .x " EC "{" EC */
	if (r->out.len[j] != 12 || memcmp(a + 1, "if r .x ", 8) != 0 ||
	    a[10] != '{' || a[9] != a[11])
		return 0;
	if (r->broken && j + 3 < r->out.n && kt_unbreak_room(r->out.p +
	    r->out.off[j + 1], r->out.len[j + 1], a[0]))
		g = 1;
	j += g;
	if (!r->out.nl[j + 1] || !r->out.nl[j + 2])
		return 0;
	b = r->out.p + r->out.off[j + 1];
	c = r->out.p + r->out.off[j + 2];
	/* b: CC "lf " digits, with the same control character */
	if (r->out.len[j + 1] < 5 || b[0] != a[0] ||
	    memcmp(b + 1, "lf ", 3) != 0)
		return 0;
	if (!kt_fuzz_lf_number(b + 4, r->out.len[j + 1] - 4))
		return 0;
	/* c: CC EC "}" */
	if (r->out.len[j + 2] != 3 || c[0] != a[0] || c[1] != a[9] ||
	    c[2] != '}')
		return 0;
	return 3 + g;
}

/* With two files, the announcement of "b" waits for a line that troff
 * reads whole if "a" ends inside a block or an escaped newline: move a
 * ".lf N b" found later in W back to where ".lf 1 b" goes, after the
 * SPLIT bytes of "a" (and ".lf 1 a" and the newline that ends "a"), so
 * that the identity can be checked.  The line moved is the one whose
 * removal leaves exactly the BN bytes of "b" at B after that place, N - 1
 * of its lines before it: "b" may hold ".lf N b" lines of its own (the
 * fuzzer learns the string from this very comparison). */
static void
kt_fuzz_unowe(struct kt_writer *w, size_t split, const unsigned char *b,
	      size_t bn)
{
	size_t at = 8 + split, i, lines = 0;
	unsigned char *p = w->buf;

	if (at > w->len)
		return;
	if (split > 0 && p[at - 1] != '\n')
		at++;
	for (i = at; i + 7 < w->len; i++) {
		size_t k, e, before = i - at;
		unsigned long nth = 0;

		if (i > at && p[i - 1] == '\n')
			lines++;
		if ((i > at && p[i - 1] != '\n') || memcmp(p + i, ".lf ", 4))
			continue;
		for (k = i + 4; k < w->len && p[k] >= '0' && p[k] <= '9' &&
		    nth < 1000000; k++)
			nth = nth * 10 + (unsigned long)(p[k] - '0');
		if (k == i + 4 || k + 3 > w->len || memcmp(p + k, " b\n", 3))
			continue;
		e = k + 3;
		if (nth != lines + 1 || before > bn ||
		    memcmp(p + at, b, before) != 0 ||
		    w->len - e != bn - before ||
		    memcmp(p + e, b + before, bn - before) != 0)
			continue;
		/* put ".lf 1 b" at AT and take the line out (it is at
		 * least as long: all in place) */
		memmove(p + at + 8, p + at, before);
		memcpy(p + at, ".lf 1 b\n", 8);
		memmove(p + i + 8, p + e, w->len - e);
		w->len -= (e - i) - 8;
		return;
	}
	/* never announced: every line of the second file went where troff
	 * reads no line of its own (into a macro that the first file began
	 * to define and nothing ended), so no line number of it counts: as
	 * if announced at its start */
	kt_writer_put(w, ".lf 1 b\n", 8);
	p = w->buf;
	memmove(p + at + 8, p + at, w->len - 8 - at);
	memcpy(p + at, ".lf 1 b\n", 8);
}

/* With two files, in a mode that changes lines (no byte offsets to go
 * by): if the announcement of "b" never came (kt_fuzz_unowe), put it at
 * the end of W, where the matcher takes it as an announcement and the
 * newline that ended the last line of "a" has a line after it. */
static void
kt_fuzz_unowe_end(struct kt_writer *w)
{
	size_t i, k;
	const unsigned char *p = w->buf;

	for (i = 0; i + 7 < w->len; i++) {
		if ((i > 0 && p[i - 1] != '\n') || memcmp(p + i, ".lf ", 4))
			continue;
		for (k = i + 4; k < w->len && p[k] >= '0' && p[k] <= '9'; k++)
			;
		if (k > i + 4 && k + 3 <= w->len && memcmp(p + k, " b\n", 3) == 0)
			return;
	}
	if (w->len > 0 && w->buf[w->len - 1] != '\n')
		kt_writer_put(w, "\n", 1);
	kt_writer_put(w, ".lf 1 b\n", 8);
}

/* Lines of the prelude if it starts at output line J, else 0. */
static size_t
kt_fuzz_prelude_at(const struct kt_fuzz_run *r, size_t j)
{
	size_t off = r->out.off[j], k, lines = 0;
	size_t total = r->out.off[r->out.n - 1] + r->out.len[r->out.n - 1] +
	    (r->out.nl[r->out.n - 1] ? 1 : 0);

	if (!r->added || total - off < r->plen ||
	    memcmp(r->out.p + off, r->prelude, r->plen) != 0)
		return 0;
	for (k = 0; k < r->plen; k++)
		lines += r->prelude[k] == '\n';
	return lines;
}

/* Output lines J to J + M joined where the layout engine broke a line
 * (kt_unbreak_join, the one reading of the break format).  The result
 * is valid until the next call; NULL if a line of them ends without a
 * newline. */
static const unsigned char *
kt_fuzz_unbreak(const struct kt_fuzz_run *r, size_t j, size_t m, size_t *len)
{
	static struct kt_unbreak_buf buf;
	size_t k;

	for (k = j; k < j + m; k++)
		if (!r->out.nl[k])
			return NULL;
	kt_unbreak_join(&buf, r->out.p, r->out.off, r->out.len, j, m + 1);
	*len = buf.n;
	return buf.p;
}

/* Is output line K the N bytes at S? */
static bool
kt_fuzz_line_is(const struct kt_fuzz_run *r, size_t k, const char *s)
{
	size_t n = strlen(s);

	return k < r->out.n && r->out.nl[k] && r->out.len[k] == n &&
	    memcmp(r->out.p + r->out.off[k], s, n) == 0;
}

/* Mode both stacks a type name's cell of a table (kt_filter_stack): the
 * line ends in "T{", then ".if r .x .nf", the cell, "(" the cell in ISO
 * ")", and "T}" with the rest of the line (which may end in "T{" and
 * stack the next cell).  The line with each cell put back in place, and
 * in *M the output lines it takes; NULL if lines J... are not that.
 * Valid until the next call. */
static const unsigned char *
kt_fuzz_unstack(const struct kt_fuzz_run *r, size_t j, size_t *m,
		size_t *len)
{
	static unsigned char *buf;
	static size_t cap;
	size_t k = j, n = 0, ll, cl, skip = 0;
	const unsigned char *l, *iso;

	for (;;) {
		l = r->out.p + r->out.off[k];
		ll = r->out.len[k];
		if (n + ll + 1 > cap && (buf = realloc(buf, cap = 2 *
		    (n + ll) + 64)) == NULL)
			abort();
		if (ll - skip < 2 || memcmp(l + ll - 2, "T{", 2) != 0 ||
		    !kt_fuzz_line_is(r, k + 1, ".if r .x .nf") ||
		    k + 4 >= r->out.n || !r->out.nl[k + 2] ||
		    !r->out.nl[k + 3] || r->out.len[k + 3] < 2 ||
		    r->out.len[k + 4] < 2 || memcmp(r->out.p +
		    r->out.off[k + 4], "T}", 2) != 0) {
			if (k == j)
				return NULL;
			memcpy(buf + n, l + skip, ll - skip);
			n += ll - skip;
			break;
		}
		iso = r->out.p + r->out.off[k + 3];
		if (iso[0] != '(' || iso[r->out.len[k + 3] - 1] != ')')
			return NULL;
		memcpy(buf + n, l + skip, ll - skip - 2);
		n += ll - skip - 2;
		cl = r->out.len[k + 2];
		if (n + cl + 1 > cap && (buf = realloc(buf, cap = 2 *
		    (n + cl) + 64)) == NULL)
			abort();
		memcpy(buf + n, r->out.p + r->out.off[k + 2], cl);
		n += cl;
		k += 4;
		skip = 2;
	}
	*m = k - j;
	*len = n;
	return buf;
}

/* Can output lines [J, end) come from input lines [I, end)? */
static bool
kt_fuzz_match_lines(struct kt_fuzz_run *r)
{
	static struct kt_fuzz_seen seen;
	static uint64_t *stack;
	static size_t cap;
	size_t sp = 0;

	kt_fuzz_seen_clear(&seen);
#define KT_FUZZ_LPUSH(a, b) do { \
	if (sp == cap) { \
		cap = cap ? cap * 2 : 256; \
		stack = realloc(stack, cap * sizeof *stack); \
		if (stack == NULL) \
			abort(); \
	} \
	stack[sp++] = (uint64_t)(a) << 32 | (uint64_t)(b); \
} while (0)
	KT_FUZZ_LPUSH(0, 0);
	while (sp > 0) {
		uint64_t k = stack[--sp];
		size_t i = (size_t)(k >> 32), j = (size_t)(k & 0xffffffffu), pl;

		if (!kt_fuzz_seen_add(&seen, k))
			continue;
		if (i == r->in.n && j == r->out.n)
			return true;
		if (j >= r->out.n)
			continue;
		if (kt_fuzz_added_line(r, j))
			KT_FUZZ_LPUSH(i, j + 1);
		if ((pl = kt_fuzz_prelude_at(r, j)) > 0)
			KT_FUZZ_LPUSH(i, j + pl);
		if ((pl = kt_fuzz_relf_block_at(r, j)) > 0)
			KT_FUZZ_LPUSH(i, j + pl);
		if (i < r->in.n) {
			bool nl_ok = r->in.nl[i] ? r->out.nl[j] :
			    (!r->out.nl[j] || j + 1 < r->out.n);
			size_t m, jl;
			const unsigned char *jp;

			if (nl_ok && kt_fuzz_derives(r->t, r->reps, r->widen,
			    r->relaxed, r->in.p + r->in.off[i], r->in.len[i],
			    r->out.p + r->out.off[j], r->out.len[j]))
				KT_FUZZ_LPUSH(i + 1, j + 1);
			/* a line whose cells mode both stacked */
			if ((r->reps & KT_FUZZ_REP_BOTH) && (jp =
			    kt_fuzz_unstack(r, j, &m, &jl)) != NULL &&
			    (r->in.nl[i] ? r->out.nl[j + m] :
			    (!r->out.nl[j + m] || j + m + 1 < r->out.n)) &&
			    kt_fuzz_derives(r->t, r->reps, r->widen,
			    r->relaxed, r->in.p + r->in.off[i], r->in.len[i],
			    jp, jl))
				KT_FUZZ_LPUSH(i + 1, j + m + 1);
			/* a line that the layout engine broke */
			for (m = 1; r->broken && m < 8 && j + m < r->out.n;
			    m++) {
				nl_ok = r->in.nl[i] ? r->out.nl[j + m] :
				    (!r->out.nl[j + m] || j + m + 1 < r->out.n);
				jp = kt_fuzz_unbreak(r, j, m, &jl);
				if (jp == NULL)
					break;
				if (nl_ok && kt_fuzz_derives(r->t, r->reps,
				    r->widen, r->relaxed, r->in.p +
				    r->in.off[i], r->in.len[i], jp, jl))
					KT_FUZZ_LPUSH(i + 1, j + m + 1);
			}
		}
	}
#undef KT_FUZZ_LPUSH
	return false;
}

/* Print the first line of each text where they part, for a report. */
static void
kt_fuzz_report(const unsigned char *in, size_t n, const unsigned char *out,
	       size_t m)
{
	fprintf(stderr, "--- input (%zu bytes)\n", n);
	fwrite(in, 1, n < 2000 ? n : 2000, stderr);
	fprintf(stderr, "\n--- output (%zu bytes)\n", m);
	fwrite(out, 1, m < 4000 ? m : 4000, stderr);
	fprintf(stderr, "\n---\n");
}

/* Filter the N bytes at IN into W (initialised here): as one file, or as
 * two (TWO: the first SPLIT bytes, then the rest), in MODE if GIVEN, with
 * --strict if STRICT. */
static void
kt_fuzz_filter_into(struct kt_writer *w, const struct kt_table *t,
		    bool given, enum kt_mode mode, bool two, bool strict,
		    const unsigned char *in, size_t n, size_t split)
{
	struct kt_filter *f;
	struct kt_mode_state ms;
	struct kt_reader rd;

	kt_writer_init_mem(w);
	f = kt_filter_new(t, w);
	kt_filter_set_announce(f, two);
	kt_filter_set_strict(f, strict);
	kt_mode_init(&ms);
	if (given)
		(void)kt_mode_set(&ms, mode, KT_MODE_FROM_OPTION);
	kt_filter_set_mode(f, &ms);
	kt_reader_init_mem(&rd, in, split);
	kt_filter_run(f, &rd, "a");
	kt_reader_free(&rd);
	if (two) {
		kt_reader_init_mem(&rd, in + split, n - split);
		kt_filter_run(f, &rd, "b");
		kt_reader_free(&rd);
	}
	kt_filter_free(f);
}

/* Does the line of N bytes at S (without its newline) end in an escaped
 * newline, so that troff reads the next line as more of it?  The
 * oracle's own reading, from the left: a backslash escapes the byte after
 * it; at the end it escapes the newline; \" ends the line, \# takes the
 * newline with it; a CR before the newline is not read. */
static bool
kt_fuzz_goes_on(const unsigned char *s, size_t n)
{
	size_t i = 0;

	if (n > 0 && s[n - 1] == '\r')
		n--;
	while (i < n) {
		if (s[i] != '\\') {
			i++;
			continue;
		}
		if (i + 1 == n || s[i + 1] == '#')
			return true;
		if (s[i + 1] == '"')
			return false;
		i += 2;
	}
	return false;
}

/* Copy the N bytes at P through kt_filter_copy as file NAME, read from a
 * file in chunks of the reader's size (KT_READ_SIZE, small in run.sh's
 * build, so that escapes and CRs fall at chunk boundaries). */
static void
kt_fuzz_copy_file(struct kt_filter *f, const unsigned char *p, size_t n,
		  const char *name)
{
	FILE *fp = tmpfile();
	struct kt_reader rd;

	if (fp == NULL || (n > 0 && fwrite(p, 1, n, fp) != n) ||
	    fflush(fp) != 0 || fseek(fp, 0, SEEK_SET) != 0)
		abort();
	kt_reader_init_fd(&rd, fileno(fp));
	kt_filter_copy(f, &rd, name);
	kt_reader_free(&rd);
	fclose(fp);
}

/* Kernel mode set by option copies its input (kt_filter_copy, the copy
 * path), which must be the identity: one file as it is; two as
 * ".lf 1 a", "a" (ended by a newline), ".lf 1 b" and "b", but where "a"
 * ends in a line that goes on (kt_fuzz_goes_on), the announcement of "b"
 * waits for the first line of "b" that does not, and names the line
 * after it (".lf N b"; never, if there is none). */
static void
kt_fuzz_copy(const struct kt_table *t, bool two, const unsigned char *in,
	     size_t n, size_t split)
{
	struct kt_filter *f;
	struct kt_mode_state ms;
	struct kt_writer w, x;
	const unsigned char *a = in, *b = in + split, *l;
	size_t bn = n - split, i = 0;
	unsigned long line = 0;
	bool on;

	kt_writer_init_mem(&w);
	f = kt_filter_new(t, &w);
	kt_filter_set_announce(f, two);
	kt_mode_init(&ms);
	(void)kt_mode_set(&ms, KT_MODE_KERNEL, KT_MODE_FROM_OPTION);
	kt_filter_set_mode(f, &ms);
	kt_fuzz_copy_file(f, a, two ? split : n, "a");
	if (two)
		kt_fuzz_copy_file(f, b, bn, "b");
	kt_filter_free(f);

	kt_writer_init_mem(&x);
	if (!two)
		kt_writer_put(&x, in, n);
	else {
		kt_writer_put(&x, ".lf 1 a\n", 8);
		kt_writer_put(&x, a, split);
		if (split > 0 && a[split - 1] != '\n')
			kt_writer_put(&x, "\n", 1);
		/* the last line of "a" */
		l = split > 0 ? memrchr(a, '\n', split - 1) : NULL;
		l = l != NULL ? l + 1 : a;
		on = split > 0 && kt_fuzz_goes_on(l, (size_t)(a + split - l) -
		    (a[split - 1] == '\n'));
		if (!on)
			kt_writer_put(&x, ".lf 1 b\n", 8);
		while (i < bn) {
			const unsigned char *nl = memchr(b + i, '\n', bn - i);
			size_t e = nl != NULL ? (size_t)(nl - b) + 1 : bn;

			kt_writer_put(&x, b + i, e - i);
			line++;
			if (on && nl != NULL &&
			    !kt_fuzz_goes_on(b + i, e - 1 - i)) {
				char lf[32];

				on = false;
				snprintf(lf, sizeof lf, ".lf %lu b\n", line + 1);
				kt_writer_put(&x, lf, strlen(lf));
			}
			i = e;
		}
	}
	if (x.len != w.len || memcmp(x.buf, w.buf, w.len) != 0) {
		kt_fuzz_report(in, n, w.buf, w.len);
		kt_fuzz_report(in, n, x.buf, x.len);
		KT_FUZZ_FAIL("the copy path: the output is not the input");
	}
	kt_writer_free(&x);
	kt_writer_free(&w);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Does the request's name stand anywhere in the N bytes at IN, in any
 * case (its comment form is read in any case, as preconv's tag)? */
static bool
kt_fuzz_names_request(const unsigned char *in, size_t n)
{
	static const char name[] = KT_TMAC_REQUEST;
	const size_t k = sizeof name - 1;
	size_t i, j;

	for (i = 0; i + k <= n; i++) {
		for (j = 0; j < k && (in[i + j] | 0x20) == name[j]; j++)
			;
		if (j == k)
			return true;
	}
	return false;
}

/* Kernel mode, or no mode and no request: W holds the N bytes at IN as
 * they were (TWO: as two files, the first SPLIT bytes and the rest, each
 * announced; GIVEN: the mode was given, for the report). */
static void
kt_fuzz_check_identity(struct kt_writer *w, bool given, bool two,
		       const unsigned char *in, size_t n, size_t split)
{
	struct kt_writer x;

	kt_writer_init_mem(&x);
	if (two) {
		kt_writer_put(&x, ".lf 1 a\n", 8);
		kt_writer_put(&x, in, split);
		if (split > 0 && in[split - 1] != '\n')
			kt_writer_put(&x, "\n", 1);
		kt_writer_put(&x, ".lf 1 b\n", 8);
		kt_writer_put(&x, in + split, n - split);
	} else
		kt_writer_put(&x, in, n);
	if (two)
		kt_fuzz_unowe(w, split, in + split, n - split);
	if (x.len != w->len || memcmp(x.buf, w->buf, w->len) != 0) {
		kt_fuzz_report(in, n, w->buf, w->len);
		KT_FUZZ_FAIL("mode %s: the output is not the input",
		    given ? "kernel" : "default");
	}
	kt_writer_free(&x);
}

/* The lines of both files of the N bytes at IN (the first SPLIT bytes
 * and the rest), in order, into L (freed with kt_fuzz_lines_free). */
static void
kt_fuzz_lines_of_both(struct kt_fuzz_lines *l, const unsigned char *in,
		      size_t n, size_t split)
{
	struct kt_fuzz_lines a, b;
	size_t i;

	kt_fuzz_lines_split(&a, in, split);
	kt_fuzz_lines_split(&b, in + split, n - split);
	l->p = in;
	l->n = a.n + b.n;
	l->off = malloc((l->n + 1) * sizeof *l->off);
	l->len = malloc((l->n + 1) * sizeof *l->len);
	l->nl = malloc((l->n + 1) * sizeof *l->nl);
	if (l->off == NULL || l->len == NULL || l->nl == NULL)
		abort();
	for (i = 0; i < a.n; i++) {
		l->off[i] = a.off[i];
		l->len[i] = a.len[i];
		l->nl[i] = a.nl[i];
	}
	for (i = 0; i < b.n; i++) {
		l->off[a.n + i] = split + b.off[i];
		l->len[a.n + i] = b.len[i];
		l->nl[a.n + i] = b.nl[i];
	}
	kt_fuzz_lines_free(&a);
	kt_fuzz_lines_free(&b);
}

/* Modes iso, both, annotate, or the page's: each line of W derives from
 * a line of the N bytes at IN (TWO: two files, split at SPLIT) by type
 * words and blanks of MODE (if GIVEN, else of every mode), with table T;
 * what the filter adds is the prelude, keys and .lf lines
 * (kt_fuzz_match_lines). */
static void
kt_fuzz_check_derived(struct kt_writer *w, const struct kt_table *t,
		      bool given, unsigned mode, bool two,
		      const unsigned char *in, size_t n, size_t split)
{
	struct kt_fuzz_run r;

	memset(&r, 0, sizeof r);
	r.t = t;
	r.reps = given ? kt_fuzz_reps((enum kt_mode)mode) : KT_FUZZ_REP_ALL;
	r.widen = mode != KT_MODE_ANNOTATE;
	/* (mode iso: to explain what it leaves) */
	r.added = true;
	r.broken = mode != KT_MODE_ANNOTATE && mode != KT_MODE_KERNEL;
	r.two = two;
	r.relaxed = kt_fuzz_relaxed(in, n);
	r.prelude = kt_fuzz_prelude(r.t, &r.plen);
	kt_fuzz_lines_of_both(&r.in, in, n, split);
	if (two)
		kt_fuzz_unowe_end(w);
	kt_fuzz_lines_split(&r.out, w->buf, w->len);
	if (!kt_fuzz_match_lines(&r)) {
		kt_fuzz_report(in, n, w->buf, w->len);
		KT_FUZZ_FAIL("mode %s: the output changes more than type "
		    "words and blanks", given ?
		    kt_mode_name((enum kt_mode)mode) : "from the page");
	}
	kt_fuzz_lines_free(&r.in);
	kt_fuzz_lines_free(&r.out);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct kt_writer w;
	const struct kt_table *t;
	const unsigned char *in;
	unsigned sel, mode;
	size_t n, split;
	bool two, given;

	kt_fuzz_init();
	kt_msg_reset();
	if (size < 1)
		return 0;
	sel = data[0];
	mode = sel & 7;
	two = (sel & 0x80) != 0;
	given = mode < 4;
	in = data + 1;
	n = size - 1;
	split = n;
	if (two) {
		if (n < 1)
			return 0;
		split = (size_t)data[1] * (n - 1) / 255;
		in = data + 2;
		n = size - 2;
	}

	t = kt_fuzz_table((sel >> 3) & 7);
	kt_fuzz_filter_into(&w, t, given, (enum kt_mode)mode, two,
	    (sel & 0x40) != 0, in, n, split);

	/* kernel mode by option: the copy path too */
	if (given && mode == KT_MODE_KERNEL)
		kt_fuzz_copy(t, two, in, n, split);

	/* kernel mode, or no mode and no request: the identity */
	if (mode == KT_MODE_KERNEL || (!given && !kt_fuzz_names_request(in, n)))
		kt_fuzz_check_identity(&w, given, two, in, n, split);
	else
		kt_fuzz_check_derived(&w, t, given, mode, two, in, n, split);
	kt_writer_free(&w);
	return 0;
}
