/* tablefile.h: the table file format (ktypes-table(5)), for the command
 * line, the built-in table and tests.
 *
 *   # a comment
 *   class NAME [on|off]
 *   KERNEL = ISO SPELLING [context]
 *
 * A class line starts a class (off unless "on"); each entry line maps a
 * kernel spelling, a C identifier, to the ISO spelling that a reader sees
 * (printable ASCII that is safe in roff: letters, digits, blanks and
 * _ ( ) * , : < > & + -).  The flag [context] marks a name that is a
 * type only in C context (see cctx.h).  A table is read whole or not at
 * all: the first error is reported as "ktypes:FILE:LINE: error: ..." and
 * nothing of the file is used.
 */
#ifndef KT_TABLEFILE_H
#define KT_TABLEFILE_H

#include <stdbool.h>
#include <stddef.h>

#include "table.h"

/* Add the table in the LEN bytes at TEXT, read from NAME, to T; false
 * after an error message (T is then unchanged). */
bool kt_tablefile_parse(struct kt_table *t, const char *name,
			const char *text, size_t len);

/* Load the built-in Linux table: the data of tables/linux.ktypes, built
 * into the program (classes fixed, aligned, endian). */
void kt_tablefile_builtin(struct kt_table *t);

/* Read the table file PATH into T; false after an error message. */
bool kt_tablefile_load(struct kt_table *t, const char *path);

/* Where ktypes looks for a table named NAME (not a path): the user's
 * folder, then the system's.  Writes the first path that exists into BUF
 * (SIZE bytes); false if there is none.  SYSDIR is the system folder. */
bool kt_tablefile_find(const char *name, const char *sysdir, char *buf,
		       size_t size);

/* The user's folder of tables: $XDG_DATA_HOME/ktypes, or
 * $HOME/.local/share/ktypes; false if neither variable is set. */
bool kt_tablefile_userdir(char *buf, size_t size);

#endif
