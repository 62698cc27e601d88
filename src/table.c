/* table.c: the type table: classes, entries and an open-addressing hash
 * keyed on the kernel spelling (see table.h). */
#include <config.h>

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "roff.h"
#include "table.h"
#include "tmac.h"
#include "util.h"

#define KT_CLASS_MAX 32

struct kt_table {
	struct kt_type *ent;	/* entries in order of addition */
	size_t n, cap;
	size_t *slot;		/* hash slots: index + 1, 0 = empty */
	size_t nslot;		/* a power of two */
	char *cls_name[KT_CLASS_MAX];
	bool cls_on[KT_CLASS_MAX];
	unsigned ncls;
	size_t minlen, maxlen;
	bool first[256];	/* some entry starts with this byte */
	/* entries by their last byte, for kt_table_in_line: the indices of
	 * the entries that end in byte c, in order of addition, are
	 * byend[c][0] up to byend[c][byend_n[c]]; each list grows at its
	 * end as entries are added, so that a table loads in time
	 * proportional to its size (an entry that is set again keeps its
	 * spelling) */
	size_t *byend[256], byend_n[256], byend_cap[256];
	bool endc[256];		/* some entry ends in this byte */
	/* the entries without a digit or '_' (none in the built-in
	 * table): while there is none, a line without one holds no entry
	 * (kt_table_in_line) */
	size_t unkeyed;
};

static void kt_table_clear(struct kt_type *e);

static uint32_t
kt_table_hash(const unsigned char *p, size_t n)
{
	uint32_t h = 2166136261u;	/* FNV-1a */

	while (n-- > 0)
		h = (h ^ *p++) * 16777619u;
	return h;
}

struct kt_table *
kt_table_new(void)
{
	struct kt_table *t = kt_xcalloc(1, sizeof *t);

	t->nslot = 64;
	t->slot = kt_xcalloc(t->nslot, sizeof *t->slot);
	return t;
}

void
kt_table_free(struct kt_table *t)
{
	size_t i;

	if (t == NULL)
		return;
	for (i = 0; i < t->n; i++)
		kt_table_clear(&t->ent[i]);
	for (i = 0; i < t->ncls; i++)
		free(t->cls_name[i]);
	free(t->ent);
	free(t->slot);
	for (i = 0; i < 256; i++)
		free(t->byend[i]);
	free(t);
}

unsigned
kt_table_class(struct kt_table *t, const char *name)
{
	unsigned i;

	for (i = 0; i < t->ncls; i++)
		if (strcmp(t->cls_name[i], name) == 0)
			return i;
	if (t->ncls == KT_CLASS_MAX)
		return KT_TABLE_NOCLASS;
	t->cls_name[t->ncls] = kt_xstrdup(name);
	t->cls_on[t->ncls] = false;
	return t->ncls++;
}

const char *
kt_table_class_name(const struct kt_table *t, unsigned cls)
{
	return cls < t->ncls ? t->cls_name[cls] : NULL;
}

unsigned
kt_table_class_count(const struct kt_table *t)
{
	return t->ncls;
}

void
kt_table_enable(struct kt_table *t, unsigned cls, bool on)
{
	if (cls < t->ncls)
		t->cls_on[cls] = on;
}

/* The slot that holds WORD, or the empty slot where it would go. */
static size_t
kt_table_find(const struct kt_table *t, const unsigned char *word, size_t len)
{
	size_t mask = t->nslot - 1;
	size_t i = kt_table_hash(word, len) & mask;

	for (;; i = (i + 1) & mask) {
		size_t s = t->slot[i];
		if (s == 0)
			return i;
		if (t->ent[s - 1].klen == len &&
		    memcmp(t->ent[s - 1].kernel, word, len) == 0)
			return i;
	}
}

static void
kt_table_rehash(struct kt_table *t)
{
	size_t i;

	free(t->slot);
	t->nslot *= 2;
	t->slot = kt_xcalloc(t->nslot, sizeof *t->slot);
	for (i = 0; i < t->n; i++) {
		size_t s = kt_table_find(t, (const unsigned char *)t->ent[i].kernel,
		    t->ent[i].klen);
		t->slot[s] = i + 1;
	}
}

/* A type word of modes both and annotate (see tmac.h): the kernel
 * spelling, with "\*[ktypes-before-KERNEL]" before it if TITLE, and
 * "\*[PREFIXKERNEL]" after it, strings of macros/ktypes.tmac (defined by
 * its .ktypes-define, see prelude.h) that render as nothing where they
 * are not defined.  The names are made of letters, digits, '_' and '-'
 * only: a cell of a tbl table holds them, and tbl splits a cell at its
 * tab character, which a page may choose (tab(:), tab(;), tab(@),
 * tab(#), tab(/), tab(|) in real pages; for the others, see
 * kt_filter_cells).  A kernel spelling has no '-', so no two prefixes
 * give the same name. */
static const char *
kt_table_call(bool title, const char *prefix, const char *kernel,
	      size_t *len)
{
	size_t k = strlen(kernel);
	size_t n = (title ? sizeof "\\*[]" + sizeof KT_TMAC_BEFORE + k : 0) +
	    k + strlen(prefix) + k + sizeof "\\*[]";
	char *p = kt_xmalloc(n);

	if (title)
		*len = (size_t)snprintf(p, n, "\\*[%s%s]%s\\*[%s%s]",
		    KT_TMAC_BEFORE, kernel, kernel, prefix, kernel);
	else
		*len = (size_t)snprintf(p, n, "%s\\*[%s%s]", kernel, prefix,
		    kernel);
	return p;
}

/* The roff form of the N bytes at S: each blank as "\\ ", so that it is
 * never split across two macro arguments or two output lines; its
 * length in *LEN. */
static char *
kt_table_roff(const char *s, size_t n, size_t *len)
{
	size_t i, spaces = 0;
	char *r, *p;

	for (i = 0; i < n; i++)
		spaces += s[i] == ' ';
	p = r = kt_xmalloc(n + spaces + 1);
	for (i = 0; i < n; i++) {
		if (s[i] == ' ')
			*p++ = '\\';
		*p++ = s[i];
	}
	*p = '\0';
	*len = n + spaces;
	return r;
}

/* Fill entry E with KERNEL (LEN bytes), ISO (or NULL), CLS and FLAGS. */
static void
kt_table_fill(struct kt_type *e, const char *kernel, size_t len,
	      const char *iso, unsigned cls, unsigned flags)
{
	e->kernel = kt_xstrdup(kernel);
	e->klen = len;
	e->iso = iso != NULL ? kt_xstrdup(iso) : NULL;
	e->ilen = iso != NULL ? strlen(iso) : 0;
	e->iso_roff = iso != NULL ? kt_table_roff(iso, e->ilen, &e->rlen) :
	    NULL;
	if (iso == NULL)
		e->rlen = 0;
	e->both = kt_table_call(true, KT_TMAC_BOTH_TEXT, kernel, &e->blen);
	e->cell = kt_table_call(false, KT_TMAC_BOTH_CELL, kernel, &e->clen);
	e->note = kt_table_call(true, KT_TMAC_BOTH_NOTE, kernel, &e->nlen);
	e->words = kt_table_call(true, KT_TMAC_BOTH_WORDS, kernel, &e->wlen);
	e->slash = kt_table_call(true, KT_TMAC_BOTH_SLASH, kernel, &e->slen);
	e->prose = kt_table_call(false, KT_TMAC_BOTH_PROSE, kernel, &e->plen);
	e->annotate = kt_table_call(true, KT_TMAC_ANNOTATE, kernel, &e->alen);
	e->about = NULL;
	e->ablen = 0;
	e->cls = cls;
	e->flags = flags;
}

static void
kt_table_clear(struct kt_type *e)
{
	free((char *)e->kernel);
	free((char *)e->iso);
	free((char *)e->iso_roff);
	free((char *)e->both);
	free((char *)e->cell);
	free((char *)e->note);
	free((char *)e->words);
	free((char *)e->slash);
	free((char *)e->prose);
	free((char *)e->annotate);
	free((char *)e->about);
}

void
kt_table_set(struct kt_table *t, const char *kernel, const char *iso,
	     unsigned cls, unsigned flags)
{
	size_t len = strlen(kernel);
	size_t s = kt_table_find(t, (const unsigned char *)kernel, len);

	struct kt_type *e;
	const char *about;
	size_t ablen;

	if (t->slot[s] == 0) {
		(void)kt_table_add(t, kernel, iso, cls, flags);
		return;
	}
	/* the words of a type stay with it: a new spelling does not
	 * change what it is */
	e = &t->ent[t->slot[s] - 1];
	about = e->about;
	ablen = e->ablen;
	e->about = NULL;
	kt_table_clear(e);
	kt_table_fill(e, kernel, len, iso, cls, flags);
	e->about = about;
	e->ablen = ablen;
}

bool
kt_table_explain(struct kt_table *t, const char *kernel, const char *words)
{
	size_t len = strlen(kernel);
	size_t s = kt_table_find(t, (const unsigned char *)kernel, len);
	struct kt_type *e;

	if (t->slot[s] == 0) {
		(void)kt_table_add(t, kernel, NULL, KT_TABLE_NOCLASS, 0);
		s = kt_table_find(t, (const unsigned char *)kernel, len);
	}
	e = &t->ent[t->slot[s] - 1];
	if (e->about != NULL)
		return false;
	e->about = kt_xstrdup(words);
	e->ablen = strlen(words);
	return true;
}

/* Index entry I, the last, by its last byte. */
static void
kt_table_index_end(struct kt_table *t, size_t i)
{
	unsigned char c = (unsigned char)t->ent[i].kernel[t->ent[i].klen - 1];

	t->byend[c] = kt_xgrow(t->byend[c], &t->byend_cap[c],
	    t->byend_n[c] + 1, sizeof *t->byend[c]);
	t->byend[c][t->byend_n[c]++] = i;
	t->endc[c] = true;
	if (strpbrk(t->ent[i].kernel, "0123456789_") == NULL)
		t->unkeyed++;
}

bool
kt_table_add(struct kt_table *t, const char *kernel, const char *iso,
	     unsigned cls, unsigned flags)
{
	size_t len = strlen(kernel), s;
	struct kt_type *e;

	s = kt_table_find(t, (const unsigned char *)kernel, len);
	if (t->slot[s] != 0)
		return false;
	t->ent = kt_xgrow(t->ent, &t->cap, t->n + 1, sizeof *t->ent);
	e = &t->ent[t->n];
	kt_table_fill(e, kernel, len, iso, cls, flags);
	t->slot[s] = ++t->n;
	if (t->n * 2 > t->nslot)
		kt_table_rehash(t);
	if (t->minlen == 0 || len < t->minlen)
		t->minlen = len;
	if (len > t->maxlen)
		t->maxlen = len;
	t->first[(unsigned char)kernel[0]] = true;
	kt_table_index_end(t, t->n - 1);
	return true;
}

bool
kt_table_class_on(const struct kt_table *t, unsigned cls)
{
	return cls < t->ncls && t->cls_on[cls];
}

bool
kt_table_merge(struct kt_table *dst, struct kt_table *src)
{
	unsigned c, fresh = 0;
	size_t i;

	if (dst->n == 0 && dst->ncls == 0) {
		/* nothing to merge with: the whole table moves */
		struct kt_table t = *dst;

		*dst = *src;
		*src = t;
		return true;
	}

	for (c = 0; c < src->ncls; c++) {
		unsigned d;
		for (d = 0; d < dst->ncls; d++)
			if (strcmp(dst->cls_name[d], src->cls_name[c]) == 0)
				break;
		fresh += d == dst->ncls;
	}
	if (dst->ncls + fresh > KT_CLASS_MAX)
		return false;
	for (c = 0; c < src->ncls; c++) {
		unsigned d = kt_table_class(dst, src->cls_name[c]);
		kt_table_enable(dst, d, src->cls_on[c]);
	}
	for (i = 0; i < src->n; i++) {
		const struct kt_type *e = &src->ent[i];
		size_t s;

		/* an entry of words alone gives its words to DST's entry
		 * (or stands alone); one with a spelling replaces DST's */
		if (e->iso != NULL)
			kt_table_set(dst, e->kernel, e->iso,
			    kt_table_class(dst, src->cls_name[e->cls]),
			    e->flags);
		else if (dst->slot[kt_table_find(dst, (const unsigned char *)
		    e->kernel, e->klen)] == 0)
			(void)kt_table_add(dst, e->kernel, NULL,
			    KT_TABLE_NOCLASS, e->flags);
		if (e->about == NULL)
			continue;
		s = dst->slot[kt_table_find(dst, (const unsigned char *)
		    e->kernel, e->klen)] - 1;
		free((char *)dst->ent[s].about);
		dst->ent[s].about = kt_xstrdup(e->about);
		dst->ent[s].ablen = e->ablen;
	}
	return true;
}

bool
kt_table_respells(const struct kt_table *t, const struct kt_type *e)
{
	return e->iso != NULL && e->cls < t->ncls && t->cls_on[e->cls];
}

/* The entry for the LEN bytes at WORD, or NULL. */
static const struct kt_type *
kt_table_get(const struct kt_table *t, const unsigned char *word, size_t len)
{
	size_t s;

	if (len < t->minlen || len > t->maxlen || !t->first[word[0]])
		return NULL;
	s = t->slot[kt_table_find(t, word, len)];
	return s == 0 ? NULL : &t->ent[s - 1];
}

const struct kt_type *
kt_table_lookup(const struct kt_table *t, const unsigned char *word,
		size_t len)
{
	const struct kt_type *e = kt_table_get(t, word, len);

	return e != NULL && kt_table_respells(t, e) ? e : NULL;
}

const struct kt_type *
kt_table_lookup_kept(const struct kt_table *t, const unsigned char *word,
		     size_t len)
{
	const struct kt_type *e = kt_table_get(t, word, len);

	return e != NULL && !kt_table_respells(t, e) ? e : NULL;
}

/* Is there a digit or an '_' among the 8 bytes at P (kt_table_key8),
 * or where in the N bytes at P is the first (kt_table_first_key: from
 * the eight bytes that hold it on; N if none)?  Eight bytes at a time: a
 * byte x of a 64-bit word is a digit if x & 127 lies between
 * '0' and '9' and x < 128 ("hasbetween" of the bit-twiddling hacks, no
 * borrow crossing bytes), and '_' if x ^ '_' is 0 ("haszero": exact for
 * whether any byte is). */
static bool
kt_table_key8(const unsigned char *p)
{
	const uint64_t ones = UINT64_C(0x0101010101010101);
	uint64_t x, low7, u;

	memcpy(&x, p, sizeof x);
	low7 = x & ones * 127;
	u = x ^ ones * '_';
	return ((((ones * (127 + '9' + 1) - low7) & ~x &
	    (low7 + ones * (127 - ('0' - 1)))) | ((u - ones) & ~u)) &
	    ones * 128) != 0;
}

static size_t
kt_table_first_key(const unsigned char *p, size_t n)
{
	size_t i;

	if (n < 8) {
		for (i = 0; i < n; i++)
			if ((p[i] >= '0' && p[i] <= '9') || p[i] == '_')
				return i;
		return n;
	}
	for (i = 0; i + 8 <= n; i += 8)
		if (kt_table_key8(p + i))
			return i;
	/* the last bytes: the last eight, some read again */
	return i < n && kt_table_key8(p + n - 8) ? n - 8 : n;
}

bool
kt_table_in_line(const struct kt_table *t, const unsigned char *p, size_t n)
{
	/* every entry holds a digit or '_': none ends before the first
	 * of them (the eight bytes that hold it) */
	size_t i = t->unkeyed == 0 ? kt_table_first_key(p, n) : 0;

	for (; i < n; i++) {
		if (!t->endc[p[i]])
			continue;
		if (i + 1 < n && kt_roff_ident(p[i + 1]))
			continue;
		if (kt_table_ends_at(t, p, i))
			return true;
	}
	return false;
}

bool
kt_table_ends_at(const struct kt_table *t, const unsigned char *p, size_t i)
{
	size_t j, b = t->byend_n[p[i]];

	for (j = 0; j < b; j++) {
		const struct kt_type *e = &t->ent[t->byend[p[i]][j]];
		/* (the first byte before the call: most differ there) */
		if (e->klen <= i + 1 &&
		    p[i + 1 - e->klen] == (unsigned char)e->kernel[0] &&
		    memcmp(p + i + 1 - e->klen, e->kernel, e->klen) == 0)
			return true;
	}
	return false;
}

/* Is NAME a word of LIST (" a b ")? */
static bool
kt_table_listed(const char *list, const char *name)
{
	size_t n = strlen(name);
	const char *p = list;

	while ((p = strstr(p, name)) != NULL) {
		if (p > list && p[-1] == ' ' && p[n] == ' ')
			return true;
		p += n;
	}
	return false;
}

/* The names that the build's probe covers (configure.ac). */
static const char *const kt_table_probed[] = {
	"__u8", "__u16", "__u32", "__u64", "__s8", "__s16", "__s32", "__s64",
	"__aligned_u64", "__aligned_s64", "__aligned_be64", "__aligned_le64",
	"__be16", "__be32", "__be64", "__le16", "__le32", "__le64",
};

void
kt_table_apply_abi(struct kt_table *t, const char *list)
{
	size_t i, j;
	char full[80];

	for (i = 0; i < t->n; i++) {
		struct kt_type *e = &t->ent[i];
		const char *name = e->kernel;

		if ((e->flags & KT_TYPE_CONTEXT) && e->klen + 3 < sizeof full) {
			snprintf(full, sizeof full, "__%s", e->kernel);
			name = full;
		}
		for (j = 0; j < sizeof kt_table_probed / sizeof kt_table_probed[0]; j++)
			if (strcmp(kt_table_probed[j], name) == 0)
				break;
		if (j == sizeof kt_table_probed / sizeof kt_table_probed[0])
			continue;
		if (kt_table_listed(list, name))
			e->flags |= KT_TYPE_DISTINCT;
		else
			e->flags &= ~KT_TYPE_DISTINCT;
	}
}

bool
kt_table_skip_first(const struct kt_table *t, unsigned char c)
{
	return !t->first[c];
}

size_t
kt_table_size(const struct kt_table *t)
{
	return t->n;
}

const struct kt_type *
kt_table_entry(const struct kt_table *t, size_t i)
{
	return i < t->n ? &t->ent[i] : NULL;
}
