/* cli.h: the command line of ktypes, for main.c and the unit tests.
 *
 *   ktypes [-m MODE | --mode=MODE] [-e ENC | --encoding=ENC] [FILE...]
 *   ktypes [options] [FILE...] --exec CMD [ARG...]
 *   ktypes -v | --version
 *   ktypes -h | --help
 */
#ifndef KT_CLI_H
#define KT_CLI_H

#include <stdbool.h>

#include "mode.h"

struct kt_cli {
	bool mode_set;		/* -m was given */
	enum kt_mode mode;
	const char *encoding;	/* -e ENC (see encoding.h), or NULL */
	bool help, version;
	char **files;		/* operands (NULL-terminated), none: stdin */
	int nfiles;
	char **exec_argv;	/* --exec CMD ARG... (NULL-terminated), or NULL */
};

/* Parse ARGV (ARGC entries) into C.  Returns 0, or 2 after printing a
 * usage message for a usage error.  ARGV is reordered as getopt does and
 * must outlive C. */
int kt_cli_parse(int argc, char **argv, struct kt_cli *c);

/* The whole program: parse, filter, run --exec; returns the exit status. */
int kt_cli_main(int argc, char **argv);

#endif
