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
#include <stddef.h>

#include "mode.h"
#include "msg.h"
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
	unsigned line_length;	/* --line-length N, or 0 */
	bool help, version;
	char **files;		/* operands (NULL-terminated), none: stdin */
	int nfiles;
	char **exec_argv;	/* --exec CMD ARG... (NULL-terminated), or NULL */
};

/* The options that ktypes and ktypes-bake share (--table, --classes,
 * --strict, -w, -W, --both-width): their letters for getopt's string,
 * their entries for getopt_long's table, and the codes of those that
 * have no letter. */
enum { KT_CLI_OPT_TABLE = 256, KT_CLI_OPT_CLASSES, KT_CLI_OPT_STRICT,
	KT_CLI_OPT_WIDTH };
#define KT_CLI_SHARED_SHORT "w:W:"
#define KT_CLI_SHARED_LONG \
	{ "table", required_argument, NULL, KT_CLI_OPT_TABLE }, \
	{ "classes", required_argument, NULL, KT_CLI_OPT_CLASSES }, \
	{ "strict", no_argument, NULL, KT_CLI_OPT_STRICT }, \
	{ "both-width", required_argument, NULL, KT_CLI_OPT_WIDTH }

/* Shared option OPT of getopt_long, with its argument VAL, into C:
 * false if OPT is not one of them; else true, with *BAD KT_MSG__COUNT,
 * or the usage error that refuses it, whose argument is VAL (for
 * KT_MSG_USAGE_TABLES: the limit, written to NUM of SIZE bytes). */
bool kt_cli_shared(struct kt_cli *c, int opt, const char *val,
		   enum kt_msg_id *bad, char *num, size_t size);

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
