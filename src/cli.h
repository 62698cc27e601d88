/* cli.h: the command line of ktypes, for main.c and the unit tests.
 *
 *   ktypes [-m MODE | --mode=MODE] [-e ENC | --encoding=ENC]
 *          [--table=NAME|FILE]... [--classes=LIST] [--strict]
 *          [-w NAME] [-W NAME] [FILE...]
 *   ktypes [options] [FILE...] --exec CMD [ARG...]
 *   ktypes -v | --version
 *   ktypes -h | --help
 */
#ifndef KT_CLI_H
#define KT_CLI_H

#include <stdbool.h>

#include "mode.h"
#include "table.h"

struct kt_cli {
	bool mode_set;		/* -m was given */
	enum kt_mode mode;
	const char *encoding;	/* -e ENC (see encoding.h), or NULL */
#define KT_CLI_TABLES_MAX 32
	const char *tables[KT_CLI_TABLES_MAX];	/* --table NAME|FILE, in order */
	int ntables;
	const char *classes;	/* --classes LIST, or NULL */
	bool strict;		/* --strict */
	bool width_set;		/* --both-width was given */
	unsigned width;		/* --both-width N */
	bool help, version;
	char **files;		/* operands (NULL-terminated), none: stdin */
	int nfiles;
	char **exec_argv;	/* --exec CMD ARG... (NULL-terminated), or NULL */
};

/* Parse ARGV (ARGC entries) into C.  Returns 0, or 2 after printing a
 * usage message for a usage error.  ARGV is reordered as getopt does and
 * must outlive C. */
int kt_cli_parse(int argc, char **argv, struct kt_cli *c);

/* Load the tables that C names (or the default, "linux") into T and set
 * the classes from --classes or KTYPES_CLASSES; returns 0, or 2 after a
 * message. */
int kt_cli_tables(const struct kt_cli *c, struct kt_table *t);

/* Switch on exactly the classes of the comma-separated LIST ("all": every
 * class) in T; false, with nothing changed, if LIST names an unknown
 * class (its name is then in *BAD, at most SIZE bytes). */
bool kt_cli_classes(struct kt_table *t, const char *list, char *bad,
		    size_t size);

/* The whole program: parse, filter, run --exec; returns the exit status. */
int kt_cli_main(int argc, char **argv);

#endif
