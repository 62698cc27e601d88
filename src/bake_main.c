/* bake_main.c: the command line of ktypes-bake (see bake.h):
 *
 *   ktypes-bake -m MODE [-o DIR] [-q] [--table=NAME|FILE]...
 *               [--classes=LIST] [--strict] [-w NAME] [-W NAME]
 *               [--both-width=N] MANDIR...
 *   ktypes-bake -v | --version
 *   ktypes-bake -h | --help
 *
 * A summary line for each tree on standard output, a progress line on
 * standard error when it is a terminal; the exit status is the worst
 * message's, as ktypes': 0, 1 for an error, 2 for a usage error, 3 for
 * a fatal one. */
#include <config.h>

#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bake.h"
#include "cli.h"
#include "msg.h"
#include "table.h"
#include "util.h"

static const char kt_bake_usage_text[] =
    "usage: ktypes-bake -m MODE [-o DIR] [-q] [--table=NAME|FILE]...\n"
    "                   [--classes=LIST] [--strict] [-w NAME] [-W NAME]\n"
    "                   [--both-width=N] MANDIR...\n"
    "       ktypes-bake -v | --version\n"
    "       ktypes-bake -h | --help\n";

static void
kt_bake_help(void)
{
	fputs(kt_bake_usage_text, stdout);
	fputs("\n"
	    "Write the pages of each manual tree MANDIR whose rendering in\n"
	    "MODE differs from their source, in that mode, with the pages\n"
	    "and links that lead to them, into MANDIR/MODE, where man-db\n"
	    "finds them as the manual system MODE: SYSTEM=MODE,man man PAGE.\n"
	    "\n"
	    "  -m, --mode=MODE    iso, both or annotate\n"
	    "  -o, --output=DIR   the baked tree (one MANDIR only; default\n"
	    "                     MANDIR/MODE)\n"
	    "  -q, --quiet        no summary, no progress line\n"
	    "      --table=NAME|FILE, --classes=LIST, --strict, -w NAME,\n"
	    "      -W NAME, --both-width=N\n"
	    "                     as ktypes(1)\n"
	    "  -h, --help         show this help and exit\n"
	    "  -v, --version      show the version and exit\n"
	    "\n"
	    "See ktypes-bake(1).\n", stdout);
}

static void
kt_bake_usage(enum kt_msg_id id, const char *arg)
{
	kt_msg(NULL, id, arg, NULL);
	fputs(kt_bake_usage_text, stderr);
}

static void
kt_bake_nomem(void)
{
	kt_msg(NULL, KT_MSG_NOMEM, NULL, NULL);
}

struct kt_bake_cli {
	struct kt_cli c;	/* the tables and classes, as ktypes' */
	struct kt_bake_opts o;
	bool mode_set, quiet, help, version;
	const char *out;
};

/* Option OPT with its argument optarg into B (the options that ktypes
 * shares into B->c); 0, or 2 after a usage message. */
static int
kt_bake_option(struct kt_bake_cli *b, int opt, const char *arg)
{
	enum kt_msg_id bad;
	char num[16];

	if (kt_cli_shared(&b->c, opt, optarg, &bad, num, sizeof num)) {
		if (bad == KT_MSG__COUNT)
			return 0;
		kt_bake_usage(bad, bad == KT_MSG_USAGE_TABLES ? num : optarg);
		return 2;
	}
	switch (opt) {
	case 'm':
		if (!kt_mode_parse(optarg, strlen(optarg), &b->o.mode)) {
			kt_bake_usage(KT_MSG_USAGE_MODE, optarg);
			return 2;
		}
		if (b->o.mode == KT_MODE_KERNEL) {
			kt_bake_usage(KT_MSG_BAKE_USAGE_KERNEL, NULL);
			return 2;
		}
		b->mode_set = true;
		return 0;
	case 'o':
		b->out = optarg;
		return 0;
	case 'q':
		b->quiet = true;
		return 0;
	case 'h':
		b->help = true;
		return 0;
	case 'v':
		b->version = true;
		return 0;
	case ':':
		kt_bake_usage(KT_MSG_USAGE_ARGUMENT, arg);
		return 2;
	default:
		kt_bake_usage(KT_MSG_USAGE_OPTION, arg);
		return 2;
	}
}

/* Parse ARGV into B; 0, or 2 after a usage message.  The trees are
 * ARGV[optind] on. */
static int
kt_bake_parse(int argc, char **argv, struct kt_bake_cli *b)
{
	static const struct option longopts[] = {
		{ "mode", required_argument, NULL, 'm' },
		{ "output", required_argument, NULL, 'o' },
		{ "quiet", no_argument, NULL, 'q' },
		KT_CLI_SHARED_LONG,
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'v' },
		{ NULL, 0, NULL, 0 }
	};
	int opt, r;

	opterr = 0;
	while ((opt = getopt_long(argc, argv,
	    ":m:o:qhv" KT_CLI_SHARED_SHORT, longopts, NULL)) != -1) {
		char name[3] = { '-', (char)optopt, '\0' };
		const char *arg = optopt != 0 ? name : argv[optind - 1];

		if ((r = kt_bake_option(b, opt, arg)) != 0)
			return r;
	}
	if (b->help || b->version)
		return 0;
	if (!b->mode_set) {
		kt_bake_usage(KT_MSG_BAKE_USAGE_NOMODE, NULL);
		return 2;
	}
	if (optind >= argc) {
		kt_bake_usage(KT_MSG_BAKE_USAGE_NODIR, NULL);
		return 2;
	}
	if (b->out != NULL && argc - optind > 1) {
		char n[16];
		snprintf(n, sizeof n, "%d", argc - optind);
		kt_bake_usage(KT_MSG_BAKE_USAGE_OUTPUT, n);
		return 2;
	}
	return 0;
}

static int
kt_bake_status(void)
{
	switch (kt_msg_worst()) {
	case KT_LEVEL_ERROR:
		return 1;
	case KT_LEVEL_USAGE:
		return 2;
	case KT_LEVEL_FATAL:
		return 3;
	default:
		return 0;
	}
}

int
main(int argc, char **argv)
{
	struct kt_bake_cli b;
	struct kt_table *t;
	int status, i;

	kt_msg_set_prog("ktypes-bake");
	kt_util_set_nomem(kt_bake_nomem);
	signal(SIGPIPE, SIG_IGN);	/* a compressor that dies: its status */
	memset(&b, 0, sizeof b);
	if ((status = kt_bake_parse(argc, argv, &b)) != 0)
		return status;
	if (b.help || b.version) {
		if (b.help)
			kt_bake_help();
		else
			printf("ktypes-bake (%s) version %s\n", PACKAGE_NAME,
			    PACKAGE_VERSION);
		return fflush(stdout) != 0 || ferror(stdout) ? 1 : 0;
	}
	t = kt_table_new();
	if ((status = kt_cli_tables(&b.c, t)) != 0) {
		kt_table_free(t);
		return status;
	}
	b.o.table = t;
	b.o.strict = b.c.strict;
	b.o.width = b.c.width;
	b.o.width_set = b.c.width_set;
	b.o.progress = !b.quiet && isatty(STDERR_FILENO);
	for (i = optind; i < argc; i++) {
		struct kt_bake_count c = { 0, 0, 0, 0 };

		/* its errors are said, and make the status; no summary
		 * for a tree that could not be read at all */
		int r = kt_bake_run(&b.o, argv[i], b.out, &c);

		if (!b.quiet && (r == 0 || c.read > 0))
			printf("ktypes-bake: %s: %zu pages read, %zu written, "
			    "%zu kept, %zu removed\n", argv[i], c.read,
			    c.written, c.kept, c.removed);
	}
	kt_table_free(t);
	status = kt_bake_status();
	if ((fflush(stdout) != 0 || ferror(stdout)) && status == 0)
		status = 1;
	return status;
}
