/* filter_insert.c: what the filter inserts into the output (see
 * filter_int.h): ".lf 1 FILE" at each file, the prelude (the macro
 * package and the table's spellings, written by filter_hold.c) before
 * the first string call, ".lf N"
 * after any change in line count, and in mode annotate the keys of the
 * types used in a no-fill block, a table or a section. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "filter_int.h"
#include "msg.h"
#include "tmac.h"
#include "util.h"

/* Write ".lf N": the next line is input line N again, with the control
 * and escape characters in force (kt_filter_relf_as). */
static void
kt_filter_relf(struct kt_filter *f, unsigned long n)
{
	kt_filter_relf_as(f->out, f->roff.cc, f->roff.esc, f->roff.esc_on, n);
}

/* A key is read with the control character '.' and the escape character
 * '\\', which the macro package's macros were written with and run with;
 * a page that changed them (.cc #, .ec @, .eo) has them set so around
 * the key, and set back after it, with .cc and .ec, which groff and
 * mandoc(1) both read (groff's .ecs and .ecr mandoc does not).  (The
 * prelude is written only where they are '.' and '\\', since a type
 * word is written as a string call only there: kt_filter_word_mode.) */
static void
kt_filter_plain_on(struct kt_filter *f)
{
	char buf[16];
	int k;

	if (f->roff.cc != '.') {
		k = snprintf(buf, sizeof buf, "%ccc\n", f->roff.cc);
		kt_writer_put(f->out, buf, (size_t)k);
	}
	if (!f->roff.esc_on || f->roff.esc != '\\')
		kt_writer_put(f->out, ".ec\n", 4);
}

static void
kt_filter_plain_off(struct kt_filter *f)
{
	char buf[16];
	int k;

	if (!f->roff.esc_on)
		kt_writer_put(f->out, ".eo\n", 4);
	else if (f->roff.esc != '\\') {
		k = snprintf(buf, sizeof buf, ".ec %c\n", f->roff.esc);
		kt_writer_put(f->out, buf, (size_t)k);
	}
	if (f->roff.cc != '.') {
		k = snprintf(buf, sizeof buf, ".cc %c\n", f->roff.cc);
		kt_writer_put(f->out, buf, (size_t)k);
	}
}

/* Leave in K only the types that no key of the section has explained
 * yet, and note them as explained: a reader meets each type's key once
 * in a section, where it first comes (in a list, at the end of the item
 * where it first comes), and a later key there lists only what is new
 * (issue 25). */
static void
kt_keys_new(struct kt_filter *f, struct kt_keys *k)
{
	struct kt_keys *done = &f->keys.keyed;
	size_t i, j, n = 0;

	for (i = 0; i < k->n; i++) {
		for (j = 0; j < done->n; j++)
			if (done->t[j] == k->t[i])
				break;
		if (j == done->n)
			k->t[n++] = k->t[i];
	}
	k->n = n;
	for (i = 0; i < n; i++)
		kt_keys_add(&f->keys.keyed, k->t[i]);
}

/* The note of a key, its last argument, quoted: what a pair "in size"
 * means (INSIZE), in the first key of the section that has one, in full
 * the first time on the page, briefly after; and in mode both, what a
 * pair shown beside its kernel type means (PAIRS), once a page, after
 * the note of "in size" if the key has it, else in full, or briefly
 * where the page said it of "in size" before. */
static void
kt_filter_key_note(struct kt_filter *f, bool insize, bool pairs)
{
	const char *a = NULL, *b = NULL;

	if (insize)
		a = f->keys.said.told ? KT_TMAC_KEY_NOTE_BRIEF : KT_TMAC_KEY_NOTE;
	if (pairs)
		b = insize ? KT_TMAC_PAIRS_NOTE_ALSO : f->keys.said.told ?
		    KT_TMAC_PAIRS_NOTE_BRIEF : KT_TMAC_PAIRS_NOTE;
	if (a == NULL && b == NULL)
		return;
	kt_writer_put(f->out, " \"", 2);
	if (a != NULL)
		kt_writer_put(f->out, a, strlen(a));
	if (a != NULL && b != NULL)
		kt_writer_put(f->out, " ", 1);
	if (b != NULL)
		kt_writer_put(f->out, b, strlen(b));
	kt_writer_put(f->out, "\"", 1);
}

/* Write the key of K (".ktypes-key __u32 uint32_t ...", or the MACRO
 * given), of the types that are new in the section, and empty it; the
 * next line is input line N. */
static void
kt_filter_key_as(struct kt_filter *f, struct kt_keys *k, unsigned long n,
		 const char *macro)
{
	size_t i;
	bool distinct = false, pairs;

	if (!kt_keys_owed(k))
		return;
	/* mode iso writes the macro package before its first key (the
	 * types wait until it may go) */
	if (!f->prelude && !kt_filter_prelude_here(f, &f->roff, n))
		return;
	kt_keys_new(f, k);
	pairs = k->pairs && !f->keys.said.paired;
	k->pairs = false;
	if (k->n == 0 && !pairs)
		return;
	kt_filter_prelude(f, n);
	f->marked = true;
	if (!f->out->last_nl)
		kt_writer_put(f->out, "\n", 1);
	kt_filter_plain_on(f);
	/* an mdoc page's keys are all of one kind (mandoc has no man macro
	 * there) */
	if (kt_roff_mdoc(&f->roff))
		macro = KT_TMAC_MDOC_KEY;
	kt_writer_put(f->out, ".", 1);
	kt_writer_put(f->out, macro, strlen(macro));
	for (i = 0; i < k->n; i++) {
		const struct kt_type *t = k->t[i];
		bool d = t->flags & (KT_TYPE_DISTINCT |
		    KT_TYPE_DISTINCT_SOMEWHERE);

		kt_writer_put(f->out, " ", 1);
		kt_writer_put(f->out, t->kernel, t->klen);
		kt_writer_put(f->out, " ", 1);
		/* a type that is not respelled (mode iso leaves it) is
		 * explained by its words (which say what "in size" would),
		 * one argument that may break at its blanks */
		if (t->about != NULL && !kt_table_respells(f->table, t)) {
			kt_writer_put(f->out, "\"", 1);
			kt_writer_put(f->out, t->about, t->ablen);
			kt_writer_put(f->out, "\"", 1);
		} else {
			kt_writer_put(f->out, t->iso_roff, t->rlen);
			if (d)
				kt_writer_put(f->out, KT_TMAC_KEY_DISTINCT,
				    KT_TMAC_LEN(KT_TMAC_KEY_DISTINCT));
		}
		distinct |= d;
	}
	kt_filter_key_note(f, distinct && !f->keys.said.noted, pairs);
	f->keys.said.noted |= distinct;
	f->keys.said.told |= distinct || pairs;
	f->keys.said.paired |= pairs;
	kt_writer_put(f->out, "\n", 1);
	kt_filter_plain_off(f);
	k->n = 0;
	if (n > 0)
		kt_filter_relf(f, n);
}

/* Write the call of MACRO (a request of the macro package around a line
 * of the page's), the next line being input line N. */
void
kt_filter_call(struct kt_filter *f, const char *macro, unsigned long n)
{
	if (!f->out->last_nl)
		kt_writer_put(f->out, "\n", 1);
	kt_writer_put(f->out, ".", 1);
	kt_writer_put(f->out, macro, strlen(macro));
	kt_writer_put(f->out, "\n", 1);
	kt_filter_relf(f, n);
}

/* Write the key of K and empty it (kt_filter_key_as). */
void
kt_filter_key(struct kt_filter *f, struct kt_keys *k, unsigned long n)
{
	kt_filter_key_as(f, k, n, KT_TMAC_KEY);
}

/* A no-fill block has ended: its types wait, with those of the running
 * text not yet keyed, for the line after it that renders (see
 * kt_filter_key_before).  A key never splits the sentence that holds
 * the block. */
void
kt_filter_block_ended(struct kt_filter *f)
{
	kt_keys_move(&f->keys.section, &f->keys.block);
	if (kt_keys_owed(&f->keys.section))
		f->keys.wait = true;
}

/* The offset of the first character that the text at P (N bytes)
 * renders, past font changes, \& and blanks, or N if it cannot tell;
 * *ROMAN: a font change before it chose roman (or went back). */
static size_t
kt_key_first(const struct kt_filter *f, const unsigned char *p, size_t n,
	     bool *roman)
{
	size_t i = 0;

	while (i < n) {
		if (p[i] == ' ' || p[i] == '\t' || p[i] == '"') {
			i++;
			continue;
		}
		if (!f->roff.esc_on || p[i] != f->roff.esc)
			return i;
		if (i + 1 >= n)
			return n;
		switch (p[i + 1]) {
		case '&': case '%': case ':': case ')': case '|': case '^':
			i += 2;
			continue;
		case 'f':
			if (i + 2 < n && p[i + 2] == '[') {
				const unsigned char *e = memchr(p + i + 2, ']',
				    n - i - 2);
				if (e == NULL)
					return n;
				/* \f[], \f[R], \f[P]: roman (or back) */
				*roman = e == p + i + 3 || (e == p + i + 4 &&
				    (p[i + 3] == 'R' || p[i + 3] == 'P'));
				i = (size_t)(e - p) + 1;
			} else if (i + 2 < n && p[i + 2] == '(') {
				*roman = false;
				i += 5;
			} else {
				*roman = i + 2 < n && (p[i + 2] == 'R' ||
				    p[i + 2] == 'P' || p[i + 2] == '1');
				i += 3;
			}
			continue;
		default:
			return n;
		}
	}
	return n;
}

/* How the line at P (N bytes) goes on from the text before it: it
 * starts a paragraph (or leaves a blank line) and ends the sentence, it
 * continues the sentence (its text starts, in roman, with a word in
 * lower case, or with a mark that goes on a sentence: "followed by
 * netlink attributes.", "where"), it starts a new one (also with a name
 * in lower case set in a type font, or with "_" in it: "nlmsg_type can
 * be ..."), or it renders nothing that tells (a comment, .in, .RE). */
enum kt_key_next { KT_KEY_NEUTRAL, KT_KEY_PARA, KT_KEY_BLOCK, KT_KEY_HEADING,
    KT_KEY_GOES_ON, KT_KEY_NEW };

static enum kt_key_next
kt_key_next(const struct kt_filter *f, const unsigned char *p, size_t n)
{
	/* paragraphs of man(7) and mdoc(7), and requests that space or
	 * break a page; a paragraph may go on with the sentence that a
	 * block is in (.IP, then "the program will be rejected").  Not
	 * .br: it breaks a line within the paragraph (kernel-doc writes a
	 * structure a line at a time with .br between), whose key comes
	 * where the paragraph ends, after the last line. */
	static const char *const para[] = { "PP", "P", "LP", "TP", "TQ",
	    "IP", "HP", "Pp", "Lp", "It", "Bl", "sp", "bp", "ne", "ce",
	    NULL };
	/* what ends the sentence: a block, a table; and a heading */
	static const char *const block[] = { "nf", "EX", "Bd", "TS", NULL };
	static const char *const heading[] = { "SH", "SS", "Sh", "Ss", NULL };
	static const char *const font[] = { "B", "I", "BR", "BI", "IB",
	    "IR", "SB", "RB", "RI", "SM", NULL };
	bool roman = true;
	size_t i = 1, a;
	int k;

	if (n == 0)
		return KT_KEY_PARA;	/* a blank line: .sp */
	if (p[0] == f->roff.cc || p[0] == f->roff.c2) {
		while (i < n && (p[i] == ' ' || p[i] == '\t'))
			i++;
		a = i;
		while (i < n && p[i] != ' ' && p[i] != '\t')
			i++;
		for (k = 0; para[k] != NULL; k++)
			if (strlen(para[k]) == i - a &&
			    memcmp(para[k], p + a, i - a) == 0)
				return KT_KEY_PARA;
		for (k = 0; block[k] != NULL; k++)
			if (strlen(block[k]) == i - a &&
			    memcmp(block[k], p + a, i - a) == 0)
				return KT_KEY_BLOCK;
		for (k = 0; heading[k] != NULL; k++)
			if (strlen(heading[k]) == i - a &&
			    memcmp(heading[k], p + a, i - a) == 0)
				return KT_KEY_HEADING;
		for (k = 0; font[k] != NULL; k++)
			if (strlen(font[k]) == i - a &&
			    memcmp(font[k], p + a, i - a) == 0)
				break;
		if (font[k] == NULL || i >= n)
			return KT_KEY_NEUTRAL;
		roman = k >= 7;		/* .RB, .RI, .SM start in roman */
		p += i;
		n -= i;
	}
	i = kt_key_first(f, p, n, &roman);
	if (i == n)
		return KT_KEY_NEUTRAL;
	if (p[i] == ',' || p[i] == ';' || p[i] == ':' || p[i] == ')')
		return KT_KEY_GOES_ON;
	if (!roman || p[i] < 'a' || p[i] > 'z')
		return KT_KEY_NEW;
	for (; i < n && p[i] != ' ' && p[i] != '\t'; i++)
		if (p[i] == '_')
			return KT_KEY_NEW;	/* a name */
	return KT_KEY_GOES_ON;
}

/* The lines kept while a key waited go out, after the key if KEY (the
 * next line then being input line N, where nothing was kept). */
void
kt_filter_key_release(struct kt_filter *f, bool key, unsigned long n)
{
	f->keys.wait = false;
	if (f->keys.out == NULL) {
		if (key)
			kt_filter_key_as(f, &f->keys.section, n, KT_TMAC_KEY);
		return;
	}
	f->out = f->keys.out;
	f->keys.out = NULL;
	if (key)
		kt_filter_key_as(f, &f->keys.section, f->keys.line, KT_TMAC_KEY);
	kt_writer_put(f->out, f->keys.lines.buf, f->keys.lines.len);
	kt_writer_free(&f->keys.lines);
}

/* Lines kept while a key waits, at most: past them, the key goes before
 * them. */
#define KT_KEY_WAIT_LINES	32

/* Before input line N, the LEN bytes at P in running text: the key of
 * what waits is written where the sentence that holds a block has ended
 * (at a new sentence, or a block or heading, after it), and at the end
 * of the paragraph that holds a type of the running text; a heading has
 * its own (kt_filter_section_key). */
void
kt_filter_key_before(struct kt_filter *f, const unsigned char *p, size_t len,
		     unsigned long n)
{
	enum kt_key_next next;

	if (!kt_keys_owed(&f->keys.section))
		return;
	if (f->hold.lines > 0 || f->roff.nofill || kt_roff_open(&f->roff) ||
	    !kt_roff_reads_lines(&f->roff) || kt_roff_in_table(&f->roff))
		next = KT_KEY_NEUTRAL;
	else
		next = kt_key_next(f, p, len);
	if (!f->keys.wait) {
		if (next == KT_KEY_PARA || next == KT_KEY_BLOCK)
			kt_filter_key_as(f, &f->keys.section, n, KT_TMAC_KEY);
		return;
	}
	if (next == KT_KEY_GOES_ON)
		kt_filter_key_release(f, false, n);
	else if (next == KT_KEY_NEW || next == KT_KEY_BLOCK ||
	    next == KT_KEY_HEADING || f->keys.nlines >= KT_KEY_WAIT_LINES)
		/* (a block that ends its section: its key at the block's
		 * indent, as elsewhere, not at the section's margin) */
		kt_filter_key_release(f, true, n);
	else if (f->keys.out != NULL)
		f->keys.nlines++;
	else if (!kt_roff_open(&f->roff)) {
		/* the line tells nothing: keep it, and those after it */
		kt_writer_init_mem(&f->keys.lines);
		f->keys.out = f->out;
		f->out = &f->keys.lines;
		f->keys.line = n;
		f->keys.nlines = 1;
	}
	/* else troff reads no line of its own here: wait on */
}

/* The key of the types of a section's running text, at its end (before
 * the heading of the next, the next line being input line N): at the
 * section's margin (.ktypes-section-key), not under the last item of a
 * list that may end the section. */
void
kt_filter_section_key(struct kt_filter *f, unsigned long n)
{
	kt_filter_entry_end(f, n);
	kt_filter_key_as(f, &f->keys.section, n, KT_TMAC_SECTION_KEY);
}

/* A list item ends before input line N (see filter_int.h): its key goes
 * at the end of its text, at the indent of that text, where a reader
 * who looked the item up has read it; what cannot be written here yet
 * (mode iso before its prelude may go) waits in the section's key. */
void
kt_filter_entry_end(struct kt_filter *f, unsigned long n)
{
	if (!f->keys.entry_open)
		return;
	if (f->keys.wait && kt_keys_owed(&f->keys.entry))
		kt_filter_key_release(f, true, n);
	kt_filter_key_as(f, &f->keys.entry, n, KT_TMAC_ITEM_KEY);
	f->keys.entry_open = false;
	kt_keys_move(&f->keys.section, &f->keys.entry);
}

/* The key of a table, at its .TE, the next line being input line N: a
 * key of its own (.ktypes-table-key, which keeps clear of the table's
 * box), or in a no-fill block (a table in .nf) the block's key. */
void
kt_filter_table_key(struct kt_filter *f, unsigned long n)
{
	if (f->roff.nofill) {
		kt_keys_move(&f->keys.block, &f->keys.table);
		return;
	}
	kt_filter_key_as(f, &f->keys.table, n, KT_TMAC_TABLE_KEY);
}

/* Announce file NAME to troff: ".lf 1 NAME".  troff reads the rest of
 * the line, so the name must not end it (a newline would make what
 * follows it a line of roff); groff 1.22.4 reads the name as one word,
 * quotes and all, and interprets escapes in it (\*[x] interpolates a
 * string), tbl stops at a blank or a backslash, and troff warns of the
 * bytes 0x80 to 0x9F.  So every byte of NAME that is not printable ASCII,
 * and every blank, double quote and backslash, is written as '?'. */
static void
kt_filter_lf_name(struct kt_filter *f, unsigned long line, const char *name)
{
	size_t i, n = strlen(name);
	char safe[256], num[24];
	int w;

	if (!f->out->last_nl)
		kt_writer_put(f->out, "\n", 1);
	w = snprintf(safe, sizeof safe, ".lf %s ",
	    kt_filter_lf_number(num, sizeof num, line));
	kt_writer_put(f->out, safe, (size_t)w);
	for (i = 0; i < n; i += sizeof safe) {
		size_t j, k = n - i < sizeof safe ? n - i : sizeof safe;

		for (j = 0; j < k; j++) {
			unsigned char c = (unsigned char)name[i + j];
			safe[j] = c > ' ' && c < 0x7F && c != '"' && c != '\\' ?
			    (char)c : '?';
		}
		kt_writer_put(f->out, safe, k);
	}
	kt_writer_put(f->out, "\n", 1);
}

void
kt_wait_free(struct kt_wait *w)
{
	free(w->name);
	memset(w, 0, sizeof *w);
}

void
kt_filter_announce(struct kt_filter *f, const char *name)
{
	if (!f->announce)
		return;
	/* the end of a file ends its last line, even where the
	 * announcement has to wait */
	if (!f->out->last_nl)
		kt_writer_put(f->out, "\n", 1);
	free(f->wait.name);
	f->wait.name = NULL;
	if (kt_roff_open(&f->roff))
		f->wait.name = kt_xstrdup(name);
	else
		kt_filter_lf_name(f, 1, name);
}

void
kt_filter_line_whole(struct kt_filter *f, bool newline)
{
	/* the line that ends a file without a newline has no line of the
	 * file after it to number (the next file is announced on its own) */
	if (!newline) {
		free(f->wait.name);
		f->wait.name = NULL;
	}
	kt_filter_write_waiting(f, f->where.line + 1);
}

/* Is there anything that kt_filter_write_waiting would write, the next line being
 * input line N? */
static bool
kt_filter_waiting(const struct kt_filter *f, unsigned long n)
{
	return ((f->wait.name != NULL || f->wait.renumber) && n > 0) ||
	    (f->wait.table_key && kt_keys_owed(&f->keys.table) &&
	    !f->roff.nofill) ||
	    (f->wait.block_key && kt_keys_owed(&f->keys.block)) ||
	    (f->wait.section_key && (kt_keys_owed(&f->keys.section) ||
	    kt_keys_owed(&f->keys.entry)));
}

void
kt_filter_write_any(struct kt_filter *f, unsigned long n)
{
	struct kt_writer held, *out = f->out;

	if (kt_roff_open(&f->roff))
		return;
	/* in a held no-fill block, what waits goes after the lines held
	 * (it follows the line that troff reads whole), so it is held too */
	if (f->hold.lines > 0 && kt_filter_waiting(f, n)) {
		kt_writer_init_mem(&held);
		f->out = &held;
	}
	if (f->wait.name != NULL && n > 0) {
		kt_filter_lf_name(f, n, f->wait.name);
		free(f->wait.name);
		f->wait.name = NULL;
	} else if (f->wait.renumber && n > 0)
		kt_filter_relf(f, n);
	f->wait.renumber = false;
	/* (a table's key in a no-fill block goes into the block's) */
	if (f->wait.table_key)
		kt_filter_table_key(f, n);
	if (f->wait.block_key)
		kt_filter_block_ended(f);
	if (f->wait.section_key)
		kt_filter_section_key(f, n);
	f->wait.block_key = f->wait.table_key = f->wait.section_key = false;
	if (f->out != out) {
		f->out = out;
		kt_filter_hold_inserted(f, held.buf, held.len);
		kt_writer_free(&held);
	}
}
