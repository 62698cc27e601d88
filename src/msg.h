/* msg.h: diagnostics of ktypes, for every part of the program.
 *
 * Every message that ktypes can print is listed once, in enum kt_msg_id,
 * with its level and text in the table of msg.c.  Messages follow groff's
 * form, "ktypes:FILE:LINE: LEVEL: text", on standard error.  Message texts
 * are constant templates; the variable parts ("%1", "%2") are substituted
 * as plain strings, so nothing from the input is ever used as a format.
 */
#ifndef KT_MSG_H
#define KT_MSG_H

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
	KT_MSG_BLOCK_CAP,
	KT_MSG_LITERAL_ARG,
	KT_MSG_CLASS_ENV,
	KT_MSG_ABI_POINTER,
	KT_MSG_OPEN,			/* error */
	KT_MSG_READ,
	KT_MSG_ISDIR,
	KT_MSG_WRITE,
	KT_MSG_EXEC,
	KT_MSG_EXEC_SIGNAL,
	KT_MSG_FORK,
	KT_MSG_USAGE_MODE,		/* usage */
	KT_MSG_USAGE_EXEC,
	KT_MSG_USAGE_OPTION,
	KT_MSG_USAGE_LONGOPTION,
	KT_MSG_USAGE_ARGUMENT,
	KT_MSG_USAGE_NOARGUMENT,
	KT_MSG_USAGE_CLASS,
	KT_MSG_USAGE_TABLES,
	KT_MSG_TABLE_OPEN,		/* usage: table files */
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
	KT_MSG_USAGE_ENCODING,		/* usage */
	KT_MSG__COUNT
};

/* Where a message is about: a file name (NULL: none) and a line (0: none). */
struct kt_where {
	const char *file;
	unsigned long line;
};

/* Print message ID about WHERE (may be NULL) with arguments A1 and A2
 * (either may be NULL) substituted for "%1" and "%2". */
void kt_msg(const struct kt_where *where, enum kt_msg_id id,
	    const char *a1, const char *a2);

/* The level of message ID. */
enum kt_msg_level kt_msg_level(enum kt_msg_id id);

/* The worst level reported so far (0 if none), and a reset for tests. */
enum kt_msg_level kt_msg_worst(void);
void kt_msg_reset(void);

/* The program name used as prefix ("ktypes" unless set). */
void kt_msg_set_prog(const char *name);

/* Where messages go (standard error unless set; for tests). */
void kt_msg_set_stream(void *stream);

/* Format message ID into BUF of size SIZE without printing it; returns the
 * length it would have (as snprintf).  Used by kt_msg and by tests. */
size_t kt_msg_format(char *buf, size_t size, const struct kt_where *where,
		     enum kt_msg_id id, const char *a1, const char *a2);

#endif
