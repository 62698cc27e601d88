/* msg.h: diagnostics of ktypes, for every part of the program.
 *
 * Every diagnostic that the program prints is listed once, in enum
 * kt_msg_id, with its level and text in the table of msg.c (the usage
 * text that follows a usage error is cli.c's, and util.c has a message
 * of its own for running out of memory only where no hook was set: the
 * program sets one that reports KT_MSG_NOMEM).  Messages follow groff's
 * form, "ktypes:FILE:LINE: LEVEL: text", on standard error.  Message texts
 * are constant templates; the variable parts ("%1", "%2") are substituted
 * as plain strings, so nothing from the input is ever used as a format,
 * and quoted, so that no control byte of the input reaches a terminal.
 */
#ifndef KT_MSG_H
#define KT_MSG_H

#include <stdbool.h>
#include <stddef.h>

enum kt_msg_level {
	KT_LEVEL_WARNING = 1,
	KT_LEVEL_ERROR,		/* input could not be processed; exit 1 */
	KT_LEVEL_USAGE,		/* bad command line or table; exit 2 */
	KT_LEVEL_FATAL		/* cannot go on; exit 3 */
};

enum kt_msg_id {
	KT_MSG_MODE_UNKNOWN_PAGE,	/* warning */
	KT_MSG_MODE_UNKNOWN_ENV,
	KT_MSG_MODE_MISSING,
	KT_MSG_MODE_EXTRA,
	KT_MSG_MODE_UNKNOWN_COMMENT,	/* the same, of the comment form */
	KT_MSG_MODE_MISSING_COMMENT,
	KT_MSG_MODE_EXTRA_COMMENT,
	KT_MSG_BLOCK_CAP,
	KT_MSG_LINE_CAP,
	KT_MSG_LITERAL_ARG,
	KT_MSG_CLASS_ENV,
	KT_MSG_ABI_POINTER,
	KT_MSG_OPEN,			/* error */
	KT_MSG_READ,
	KT_MSG_ISDIR,
	KT_MSG_SAME_AS_OUTPUT,
	KT_MSG_WRITE,
	KT_MSG_EXEC,
	KT_MSG_EXEC_OPERAND,
	KT_MSG_EXEC_SIGNAL,
	KT_MSG_FORK,
	KT_MSG_USAGE_MODE,		/* usage */
	KT_MSG_USAGE_EXEC,
	KT_MSG_USAGE_OPTION,
	KT_MSG_USAGE_LONGOPTION,
	KT_MSG_USAGE_ARGUMENT,
	KT_MSG_USAGE_WIDTH,
	KT_MSG_USAGE_LINE_LENGTH,
	KT_MSG_USAGE_NOARGUMENT,
	KT_MSG_USAGE_CLASS,
	KT_MSG_USAGE_CLASS_EMPTY,
	KT_MSG_USAGE_TABLES,
	KT_MSG_TABLE_OPEN,		/* usage: table files */
	KT_MSG_TABLE_NOTFILE,
	KT_MSG_TABLE_NOWRITER,
	KT_MSG_TABLE_TOOBIG,
	KT_MSG_TABLE_CLASS,
	KT_MSG_TABLE_CLASSNAME,
	KT_MSG_TABLE_CLASSES,
	KT_MSG_TABLE_ENTRY,
	KT_MSG_TABLE_NOCLASS,
	KT_MSG_TABLE_KERNEL,
	KT_MSG_TABLE_ISO,
	KT_MSG_TABLE_FLAG,
	KT_MSG_TABLE_DUP,
	KT_MSG_TABLE_BINARY,
	KT_MSG_TABLE_NOTFOUND,
	KT_MSG_NOMEM,			/* fatal */
	KT_MSG_ENC_INVALID,		/* encodings: warning */
	KT_MSG_ENC_UNSUPPORTED,
	KT_MSG_ENC_NOICONV,
	KT_MSG_ENC_FAILED,
	KT_MSG_TABLE_BOM,
	KT_MSG_ENC_TOOBIG,
	KT_MSG_ENC_NOESCAPE,
	KT_MSG_USAGE_ENCODING,		/* usage */
	KT_MSG_USAGE_WARNING,
	KT_MSG_BAKE_KEPT,		/* ktypes-bake: warning */
	KT_MSG_BAKE_SHADOWED,
	KT_MSG_BAKE_SKIPPED,
	KT_MSG_BAKE_DIR,		/* error */
	KT_MSG_BAKE_NOTDIR,
	KT_MSG_BAKE_READ,
	KT_MSG_BAKE_LINK,
	KT_MSG_BAKE_MKDIR,
	KT_MSG_BAKE_WRITE,
	KT_MSG_BAKE_REMOVE,
	KT_MSG_BAKE_FAILED,
	KT_MSG_BAKE_SIGNAL,
	KT_MSG_BAKE_FOREIGN,
	KT_MSG_BAKE_MODE,
	KT_MSG_BAKE_USAGE_NOMODE,	/* usage */
	KT_MSG_BAKE_USAGE_NODIR,
	KT_MSG_BAKE_USAGE_OUTPUT,
	KT_MSG_BAKE_USAGE_SAME,
	KT_MSG_BAKE_USAGE_KERNEL,
	KT_MSG_BAKE_USAGE_INSIDE,
	KT_MSG_TABLE_EXPLAIN,		/* usage: table files */
	KT_MSG_TABLE_WORDS,
	KT_MSG_TABLE_EXPLAINED,
	KT_MSG__COUNT
};

/* Categories of warnings, as troff's "-w NAME": a warning of a category
 * that is off is not printed (nor counted).  Warnings of no category are
 * always on.  ABI: a pointer to a kernel type respelled as a pointer to a
 * different C type; off by default, since the reader of a page cannot act
 * on it (the page's author or build can: "-w abi"). */
enum kt_msg_category {
	KT_CAT_NONE = 0,
	KT_CAT_ABI = 1 << 0,
	KT_CAT_ALL = KT_CAT_ABI
};

/* Where a message is about: a file name (NULL: none) and a line (0: none). */
struct kt_where {
	const char *file;
	unsigned long line;
};

/* The number that troff gives the line that LINE counts (LINE > 0): its
 * line numbers are 32-bit ints, which wrap from 2147483647 to
 * -2147483648 (".lf 2147483647" two lines before), and ".lf -5" makes
 * the next line -5.  The filter counts lines modulo 2^32 after an .lf:
 * shown, the count is the int that troff has. */
static inline long long
kt_msg_line(unsigned long line)
{
	unsigned long long v = line & 0xffffffffULL;

	return v >= 0x80000000ULL ? (long long)v - 0x100000000LL :
	    (long long)v;
}

/* Print message ID about WHERE (may be NULL) with arguments A1 and A2
 * (either may be NULL) substituted for "%1" and "%2".  The arguments and
 * the file name are quoted as kt_msg_quote does, with UTF-8 characters
 * kept when the locale's character set is UTF-8, and each argument is cut
 * to its first 200 bytes, followed by "...". */
void kt_msg(const struct kt_where *where, enum kt_msg_id id,
	    const char *a1, const char *a2);

/* The same, with A1 given as the N1 bytes at A1, which may be any bytes,
 * NUL among them (a word of the input). */
void kt_msg_n(const struct kt_where *where, enum kt_msg_id id,
	      const void *a1, size_t n1, const char *a2);

/* Write the N bytes at P into BUF (SIZE bytes; SIZE > 0: always a
 * string) as text that is safe to print on a terminal: printable ASCII
 * as it is, every other byte as "\xHH" (two lowercase hexadecimal
 * digits), but for UTF-8 sequences of printable characters if UTF8 is
 * true (not C1 controls, nor the characters that reorder or break the
 * text around them: U+061C, U+200E, U+200F, U+2028..U+202E,
 * U+2066..U+2069).  Nothing is escaped twice: the result quotes to
 * itself.  Returns the length that the text has (as snprintf). */
size_t kt_msg_quote(char *buf, size_t size, const void *p, size_t n,
		    bool utf8);

/* Whether kt_msg keeps UTF-8 characters: 1, 0, or -1 to ask the
 * locale (LC_ALL, LC_CTYPE, LANG) at the next message (for tests). */
void kt_msg_set_utf8(int utf8);

/* The level of message ID. */
enum kt_msg_level kt_msg_level(enum kt_msg_id id);

/* The worst level reported so far (0 if none), and a reset for tests
 * (which also sets the categories back to their defaults). */
enum kt_msg_level kt_msg_worst(void);
void kt_msg_reset(void);

/* Turn the warning category NAME ("abi", or "all" for every one) on or
 * off; false, with nothing changed, for an unknown NAME. */
bool kt_msg_category_set(const char *name, bool on);

/* Whether message ID is printed with the categories as they are set. */
bool kt_msg_enabled(enum kt_msg_id id);

/* The program name used as prefix ("ktypes" unless set). */
void kt_msg_set_prog(const char *name);

/* Where messages go (standard error unless set; for tests). */
void kt_msg_set_stream(void *stream);

/* Format message ID into BUF of size SIZE without printing it; returns the
 * length it would have (as snprintf).  Used by kt_msg and by tests. */
size_t kt_msg_format(char *buf, size_t size, const struct kt_where *where,
		     enum kt_msg_id id, const char *a1, const char *a2);

#endif
