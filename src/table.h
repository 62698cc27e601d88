/* table.h: the type table, for the rewriter, the command line and tests.
 *
 * A table maps kernel spellings ("__u32") to ISO C spellings ("uint32_t").
 * Each entry belongs to a class ("fixed", ...) that can be switched on and
 * off, and carries flags for the C-context rules.  Lookup is by the exact
 * bytes of a whole identifier.
 */
#ifndef KT_TABLE_H
#define KT_TABLE_H

#include <stdbool.h>
#include <stddef.h>

/* The entry is a type only where C syntax makes it one (u32, s64, ...). */
#define KT_TYPE_CONTEXT 0x1u
/* The ISO spelling is not the same C type (only of the same size and
 * signedness): a pointer to one is not a pointer to the other. */
#define KT_TYPE_DISTINCT 0x2u
/* The table marks it so ([distinct]): on some system that a page covers
 * the ISO spelling is another C type, whatever this build's probe found
 * here (kt_table_apply_abi leaves it alone).  The keys of mode annotate
 * say so, which holds on every architecture. */
#define KT_TYPE_DISTINCT_SOMEWHERE 0x4u


struct kt_type {
	const char *kernel;	/* spelling in the source */
	const char *iso;	/* ISO C spelling, as a reader sees it; NULL
				 * for a type that has none (only ABOUT) */
	const char *iso_roff;	/* the same in roff (a blank as "\\ ") */
	/* the words of modes both and annotate (see tmac.h): */
	const char *both;	/* mode both: "\*[ktypes-before-KERNEL]
				 * KERNEL\*[ktypes-both-text-KERNEL]" */
	const char *cell;	/* the same in a table:
				 * "KERNEL\*[ktypes-both-cell-KERNEL]" */
	const char *note;	/* the same in a C comment: "\*[ktypes-
				 * before-...]KERNEL\*[ktypes-both-note-...]" */
	const char *words;	/* the same in filled text, with a blank that
				 * may break: "...KERNEL\*[ktypes-both-words-
				 * ...]" */
	const char *slash;	/* the same in C syntax in a C comment:
				 * "...KERNEL\*[ktypes-both-slash-...]" */
	const char *prose;	/* the same in words in a table (running
				 * text in a cell or a text block):
				 * "KERNEL\*[ktypes-both-prose-KERNEL]" */
	const char *annotate;	/* mode annotate: "\*[ktypes-before-...]
				 * KERNEL\*[ktypes-annotate-...]" */
	/* what the type is, in words, for a reader who meets the kernel
	 * spelling (ktypes-table(5): "explain KERNEL = WORDS"), or NULL;
	 * printable ASCII without a double quote, a backslash or a dot */
	const char *about;
	size_t klen, ilen, rlen, blen, clen, nlen, wlen, slen, plen, alen,
	    ablen;
	unsigned cls;		/* index of its class */
	unsigned flags;		/* KT_TYPE_* */
};

struct kt_table;

struct kt_table *kt_table_new(void);
void kt_table_free(struct kt_table *t);

/* Add a class, off; returns its index (an existing one if NAME is known),
 * or KT_TABLE_NOCLASS if the table has no room for more classes. */
#define KT_TABLE_NOCLASS ((unsigned)-1)
unsigned kt_table_class(struct kt_table *t, const char *name);
bool kt_table_class_on(const struct kt_table *t, unsigned cls);
/* Name of class index CLS, or NULL. */
const char *kt_table_class_name(const struct kt_table *t, unsigned cls);
unsigned kt_table_class_count(const struct kt_table *t);
/* Switch class CLS on or off. */
void kt_table_enable(struct kt_table *t, unsigned cls, bool on);

/* Add an entry; returns false if KERNEL is already in the table. */
bool kt_table_add(struct kt_table *t, const char *kernel, const char *iso,
		  unsigned cls, unsigned flags);

/* Add KERNEL, or replace its entry. */
void kt_table_set(struct kt_table *t, const char *kernel, const char *iso,
		  unsigned cls, unsigned flags);

/* Add the classes (with their state) and entries of SRC to DST; an entry
 * of SRC replaces DST's entry of the same kernel spelling.  False, with
 * DST unchanged, if DST has no room for SRC's classes.  SRC is left for
 * kt_table_free only: into an empty DST, its entries move rather than
 * being copied, so that a table read takes its memory once. */
bool kt_table_merge(struct kt_table *dst, struct kt_table *src);

/* Give KERNEL the words WORDS (what the type is, in the characters of
 * an ISO spelling); an entry of no ISO spelling and no
 * class is added if the table has none for KERNEL.  False if the entry
 * already has words. */
bool kt_table_explain(struct kt_table *t, const char *kernel,
		      const char *words);

/* Is entry E respelled: has it an ISO spelling, and is its class on? */
bool kt_table_respells(const struct kt_table *t, const struct kt_type *e);

/* The entry for the LEN bytes at WORD if it is respelled: its class is
 * on and it has an ISO spelling; else NULL. */
const struct kt_type *kt_table_lookup(const struct kt_table *t,
				      const unsigned char *word, size_t len);

/* The entry for the LEN bytes at WORD if the table knows it but does
 * not respell it (its class is off, or it has no ISO spelling): a
 * kernel-only spelling, which mode iso leaves and explains; else NULL. */
const struct kt_type *kt_table_lookup_kept(const struct kt_table *t,
					   const unsigned char *word,
					   size_t len);

/* A quick test that no entry starts with byte C (true: skip the word). */
bool kt_table_skip_first(const struct kt_table *t, unsigned char c);

/* Might the N bytes at P hold a word of the table (one that is respelled
 * or one that is kept, kt_table_lookup_kept)?  A quick, conservative test
 * (no false "no"): some entry's spelling ends there and is not followed
 * by an identifier character. */
bool kt_table_in_line(const struct kt_table *t, const unsigned char *p,
		      size_t n);

/* Does the spelling of an entry (of any class) end at P[I], within
 * the I + 1 bytes at P (as a substring, whatever surrounds it)?  The
 * exact test behind kt_table_in_line. */
bool kt_table_ends_at(const struct kt_table *t, const unsigned char *p,
		      size_t i);

/* Set KT_TYPE_DISTINCT from the build's probe of this system's headers
 * (config.h: KT_ABI_DISTINCT), if it was made: a kernel name is distinct
 * if LIST (" __u64 __s64 ") names it, a short name (u64) if it names its
 * user-space form (__u64); names that the probe does not cover keep the
 * table's mark. */
void kt_table_apply_abi(struct kt_table *t, const char *list);

size_t kt_table_size(const struct kt_table *t);
const struct kt_type *kt_table_entry(const struct kt_table *t, size_t i);

#endif
