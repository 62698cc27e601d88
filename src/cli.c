/* cli.c: the command line (see cli.h): options in groff's conventions,
 * the mode's precedence, the operands opened in order and each handed to
 * its pipeline (see input.h), --exec, the exit status. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "encoding.h"
#include "exec.h"
#include "filter.h"
#include "input.h"
#include "io.h"
#include "msg.h"
#include "table.h"
#include "tablefile.h"
#include "util.h"

static const char kt_usage_text[] =
    "usage: ktypes [-m MODE] [-e ENC] [--table=NAME|FILE]... [--classes=LIST]\n"
    "              [--strict] [-w NAME] [-W NAME] [--both-width=N]\n"
    "              [--line-length=N] [FILE...] [--exec CMD [ARG...]]\n"
    "       ktypes -v | --version\n"
    "       ktypes -h | --help\n";

static void
kt_cli_usage(FILE *out)
{
	fputs(kt_usage_text, out);
}

static void
kt_cli_help(void)
{
	kt_cli_usage(stdout);
	fputs("\n"
	    "Rewrite the kernel's type names (__u32, u64, ...) in roff input\n"
	    "as the mode says, and write roff to standard output.\n"
	    "\n"
	    "  -m, --mode=MODE    kernel (the input as written), iso (ISO C\n"
	    "                     spellings: __u32 as uint32_t), both (side\n"
	    "                     by side) or annotate (keys to the ISO ones)\n"
	    "  -e, --encoding=ENC the input's encoding, as preconv's -e\n"
	    "                     (default: byte-order mark, coding tag,\n"
	    "                     locale)\n"
	    "      --table=NAME|FILE\n"
	    "                     the type table (repeatable; default: linux)\n"
	    "      --classes=LIST the classes of types to rewrite, comma-\n"
	    "                     separated, or all (default: the table's)\n"
	    "      --strict       keep the kernel spelling of a pointer to a\n"
	    "                     type that its ISO spelling is not (__u64 *)\n"
	    "  -w NAME, -W NAME   turn the warnings of category NAME on, off:\n"
	    "                     abi (pointers respelled as pointers to a\n"
	    "                     different type; off by default) or all\n"
	    "      --both-width=N the columns that iso and both may widen a\n"
	    "                     line of code to (default: what the line has\n"
	    "                     beside its indent; 0: no limit)\n"
	    "      --line-length=N\n"
	    "                     the page's line length in columns (default:\n"
	    "                     what --exec's formatter is told, or 78)\n"
	    "      --exec CMD ARG...\n"
	    "                     run CMD with ARGs, ktypes' output as its\n"
	    "                     standard input; exit with its status\n"
	    "  -h, --help         show this help and exit\n"
	    "  -v, --version      show the version and exit\n"
	    "\n"
	    "Without -m, the mode is taken from the environment variable\n"
	    "KTYPES, then from the page: a comment '.\\\" ktypes: MODE' or a\n"
	    "request '.ktypes MODE'; the default is kernel.  With no FILE,\n"
	    "or when FILE is -, read standard input.  See ktypes(1).\n", stdout);
}

/* The standard descriptors that the caller closed (kt_cli_std_fds): a bit
 * each, 1 << fd. */
static unsigned kt_cli_closed;

/* Report a bad option ARG (as given on the command line) and the usage. */
static void
kt_cli_bad_option(enum kt_msg_id id, const char *arg)
{
	char name[3] = { '-', (char)optopt, '\0' };

	/* a long option is named as given, without "=VALUE"; a short one
	 * inside a group ("-xm") alone */
	if (strncmp(arg, "--", 2) == 0) {
		size_t n = strcspn(arg, "=");
		char *p = kt_xstrndup(arg, n);
		if (id == KT_MSG_USAGE_OPTION)
			id = arg[n] == '=' ? KT_MSG_USAGE_NOARGUMENT :
			    KT_MSG_USAGE_LONGOPTION;
		kt_msg(NULL, id, p, NULL);
		free(p);
		kt_cli_usage(stderr);
		return;
	}
	if (optopt != 0)
		arg = name;
	kt_msg(NULL, id, arg, NULL);
	kt_cli_usage(stderr);
}

/* "--exec CMD ARG..." ends ktypes' own arguments: find it before getopt
 * sees CMD's options, and note CMD in C.  Returns the index of "--exec"
 * (ARGC if there is none), or -1 if no command follows it. */
static int
kt_cli_exec_cut(int argc, char **argv, struct kt_cli *c)
{
	int i;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--") == 0)
			break;
		if (strcmp(argv[i], "--exec") == 0) {
			if (i + 1 >= argc)
				return -1;
			c->exec_argv = &argv[i + 1];
			return i;
		}
		if ((strcmp(argv[i], "-m") == 0 || strcmp(argv[i], "--mode") == 0
		    || strcmp(argv[i], "-e") == 0 ||
		    strcmp(argv[i], "--encoding") == 0 ||
		    strcmp(argv[i], "-w") == 0 || strcmp(argv[i], "-W") == 0) &&
		    i + 1 < argc)
			i++;	/* skip the option's argument */
	}
	return argc;
}

/* S as a number of columns (0 up to 100000), or -1 if it is none. */
static long
kt_cli_number(const char *s)
{
	unsigned long n;
	char *e;

	errno = 0;
	n = strtoul(s, &e, 10);
	if (*s < '0' || *s > '9' || *e != '\0' || errno != 0 || n > 100000)
		return -1;
	return (long)n;
}

/* S as a line length: 1 column or more, or 0 if it is none. */
static unsigned
kt_cli_columns(const char *s)
{
	long n = kt_cli_number(s);

	return n > 0 ? (unsigned)n : 0;
}

bool
kt_cli_shared(struct kt_cli *c, int opt, const char *val,
	      enum kt_msg_id *bad, char *num, size_t size)
{
	long w;

	*bad = KT_MSG__COUNT;
	switch (opt) {
	case KT_CLI_OPT_TABLE:
		if (c->ntables == KT_CLI_TABLES_MAX) {
			snprintf(num, size, "%d", KT_CLI_TABLES_MAX);
			*bad = KT_MSG_USAGE_TABLES;
		} else
			c->tables[c->ntables++] = val;
		return true;
	case KT_CLI_OPT_CLASSES:
		/* an empty list switches every class off; an empty name in
		 * a list ("fixed,,endian", ",,") names no class */
		if (*val != '\0' && (val[0] == ',' || strstr(val, ",,") != NULL ||
		    val[strlen(val) - 1] == ','))
			*bad = KT_MSG_USAGE_CLASS_EMPTY;
		else
			c->classes = val;
		return true;
	case KT_CLI_OPT_STRICT:
		c->strict = true;
		return true;
	case 'w':
	case 'W':
		/* as troff: in order, the last one wins */
		if (!kt_msg_category_set(val, opt == 'w'))
			*bad = KT_MSG_USAGE_WARNING;
		return true;
	case KT_CLI_OPT_WIDTH:
		if ((w = kt_cli_number(val)) < 0)
			*bad = KT_MSG_USAGE_WIDTH;
		else {
			c->width = (unsigned)w;
			c->width_set = true;
		}
		return true;
	default:
		return false;
	}
}

/* The option OPT of getopt_long, with its argument optarg, into C.
 * Returns KT_MSG__COUNT (none), or the usage error that refuses it (whose
 * argument is optarg, or for KT_MSG_USAGE_TABLES the limit, written to
 * ARG of ARGLEN bytes). */
static enum kt_msg_id
kt_cli_option(struct kt_cli *c, int opt, char *arg, size_t arglen)
{
	enum kt_msg_id bad;

	if (kt_cli_shared(c, opt, optarg, &bad, arg, arglen))
		return bad;
	switch (opt) {
	case 'm':
		if (!kt_mode_parse(optarg, strlen(optarg), &c->mode))
			return KT_MSG_USAGE_MODE;
		c->mode_set = true;
		break;
	case 'e':
		if (*optarg == '\0' || !kt_enc_known(optarg))
			return KT_MSG_USAGE_ENCODING;
		c->encoding = optarg;
		break;
	case 'L':
		c->line_length = kt_cli_columns(optarg);
		if (c->line_length == 0)
			return KT_MSG_USAGE_LINE_LENGTH;
		break;
	case 'h':
		c->help = true;
		break;
	case 'v':
		c->version = true;
		break;
	}
	return KT_MSG__COUNT;
}

#ifndef KT_TABLEDIR
#define KT_TABLEDIR "/usr/local/share/ktypes"
#endif

bool
kt_cli_classes(struct kt_table *t, const char *list, char *bad, size_t size)
{
	bool on[64] = { false };
	unsigned n = kt_table_class_count(t), i;
	const char *p = list;

	while (*p != '\0') {
		size_t len = strcspn(p, ",");
		bool found = false;

		if (len == 3 && memcmp(p, "all", 3) == 0) {
			for (i = 0; i < n && i < 64; i++)
				on[i] = true;
			found = true;
		}
		for (i = 0; i < n && i < 64 && !found; i++) {
			const char *name = kt_table_class_name(t, i);
			if (strlen(name) == len && memcmp(name, p, len) == 0)
				on[i] = found = true;
		}
		if (!found && len > 0) {
			snprintf(bad, size, "%.*s", (int)len, p);
			return false;
		}
		p += len;
		if (*p == ',')
			p++;
	}
	for (i = 0; i < n && i < 64; i++)
		kt_table_enable(t, i, on[i]);
	return true;
}

int
kt_cli_tables(const struct kt_cli *c, struct kt_table *t)
{
	static const char *const deflt[] = { "linux" };
	const char *const *names = c->ntables > 0 ? c->tables : deflt;
	int n = c->ntables > 0 ? c->ntables : 1, i;
	char path[4096], bad[128];
	const char *env;

	for (i = 0; i < n; i++) {
		if (strchr(names[i], '/') != NULL) {
			if (!kt_tablefile_load(t, names[i]))
				return 2;
		} else if (kt_tablefile_find(names[i], KT_TABLEDIR, path,
		    sizeof path)) {
			if (!kt_tablefile_load(t, path))
				return 2;
		} else if (strcmp(names[i], "linux") == 0)
			kt_tablefile_builtin(t);
		else {
			char where[4200], dir[4096];
			if (kt_tablefile_userdir(dir, sizeof dir))
				snprintf(where, sizeof where, "%s and %s", dir,
				    KT_TABLEDIR);
			else
				snprintf(where, sizeof where, "%s", KT_TABLEDIR);
			kt_msg(NULL, KT_MSG_TABLE_NOTFOUND, names[i], where);
			return 2;
		}
	}
#if KT_ABI_PROBED
	kt_table_apply_abi(t, KT_ABI_DISTINCT);
#endif
	if (c->classes != NULL) {
		if (!kt_cli_classes(t, c->classes, bad, sizeof bad)) {
			/* about the tables, not the command line: no usage */
			kt_msg(NULL, KT_MSG_USAGE_CLASS, bad, NULL);
			return 2;
		}
	} else if ((env = getenv("KTYPES_CLASSES")) != NULL && *env != '\0' &&
	    !kt_cli_classes(t, env, bad, sizeof bad))
		kt_msg(NULL, KT_MSG_CLASS_ENV, bad, NULL);
	return 0;
}

int
kt_cli_parse(int argc, char **argv, struct kt_cli *c)
{
	static const struct option longopts[] = {
		{ "mode", required_argument, NULL, 'm' },
		{ "encoding", required_argument, NULL, 'e' },
		{ "line-length", required_argument, NULL, 'L' },
		KT_CLI_SHARED_LONG,
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'v' },
		{ NULL, 0, NULL, 0 }
	};
	int opt, end;

	memset(c, 0, sizeof *c);
	if ((end = kt_cli_exec_cut(argc, argv, c)) < 0) {
		kt_msg(NULL, KT_MSG_USAGE_EXEC, NULL, NULL);
		kt_cli_usage(stderr);
		return 2;
	}
	optind = 0;	/* reset getopt, also for the unit tests */
	opterr = 0;
	while ((opt = getopt_long(end, argv, ":m:e:hv" KT_CLI_SHARED_SHORT,
	    longopts, NULL)) != -1) {
		char arg[32];
		enum kt_msg_id bad;

		switch (opt) {
		case ':':
			kt_cli_bad_option(KT_MSG_USAGE_ARGUMENT, argv[optind - 1]);
			return 2;
		case '?':
			kt_cli_bad_option(optopt != 0 ? KT_MSG_USAGE_OPTION :
			    KT_MSG_USAGE_LONGOPTION, argv[optind - 1]);
			return 2;
		}
		if ((bad = kt_cli_option(c, opt, arg, sizeof arg)) != KT_MSG__COUNT) {
			kt_msg(NULL, bad, bad == KT_MSG_USAGE_TABLES ? arg :
			    optarg, NULL);
			kt_cli_usage(stderr);
			return 2;
		}
	}
	c->files = &argv[optind];
	c->nfiles = end - optind;
	if (end < argc)
		argv[end] = NULL;	/* terminate the operands */
	return 0;
}

/* The mode from the environment, if KTYPES names one. */
static void
kt_cli_env_mode(struct kt_mode_state *ms)
{
	const char *v = getenv("KTYPES");
	enum kt_mode mode;

	if (v == NULL || *v == '\0')
		return;
	if (kt_mode_parse(v, strlen(v), &mode))
		(void)kt_mode_set(ms, mode, KT_MODE_FROM_ENV);
	else
		kt_msg(NULL, KT_MSG_MODE_UNKNOWN_ENV, v, NULL);
}

/* Is SB, an input, the regular file that OUT, the output, is?  Read, it
 * would grow as it is read, and never end (cat(1) refuses it too). */
static bool
kt_cli_is_output(const struct stat *sb, const struct stat *out)
{
	return out != NULL && S_ISREG(sb->st_mode) &&
	    sb->st_dev == out->st_dev && sb->st_ino == out->st_ino;
}

/* With no operand, ktypes reads standard input; a file named after
 * "--exec CMD" goes to CMD as it is, not through ktypes, which is what
 * "ktypes -m iso --exec nroff -man page.2" does by mistake: the page
 * renders as written, with nothing said.  Say so for the first argument
 * of CMD that is not an option and names a regular file. */
static void
kt_cli_exec_operand(char *const *argv)
{
	struct stat sb;
	int i;

	for (i = 1; argv[i] != NULL; i++)
		if (argv[i][0] != '-' && stat(argv[i], &sb) == 0 &&
		    S_ISREG(sb.st_mode)) {
			kt_msg(NULL, KT_MSG_EXEC_OPERAND, argv[i], argv[0]);
			return;
		}
}

/* Open operand NAME ("-": standard input) and filter it (see input.h);
 * OUT is the output's status, or NULL where the output is not a regular
 * file. */
static void
kt_cli_file(struct kt_filter *f, const char *name, bool copy,
	    const char *encoding, const struct stat *out)
{
	const char *shown;
	struct stat sb;
	int fd;

	if (strcmp(name, "-") == 0) {
		if (kt_cli_closed & 1u << STDIN_FILENO) {
			struct kt_where w = { name, 0 };
			kt_msg(&w, KT_MSG_READ, strerror(EBADF), NULL);
			return;
		}
		fd = STDIN_FILENO;
	} else {
		do
			fd = open(name, O_RDONLY);
		while (fd < 0 && errno == EINTR);
		if (fd < 0) {
			kt_msg(NULL, KT_MSG_OPEN, name, strerror(errno));
			return;
		}
	}
	shown = fd == STDIN_FILENO ? "<standard input>" : name;
	if (fstat(fd, &sb) == 0 && (S_ISDIR(sb.st_mode) ||
	    kt_cli_is_output(&sb, out))) {
		kt_msg(NULL, S_ISDIR(sb.st_mode) ? KT_MSG_ISDIR :
		    KT_MSG_SAME_AS_OUTPUT, shown, NULL);
		if (fd != STDIN_FILENO)
			close(fd);
		return;
	}
	kt_input_run(f, fd, name, copy, encoding);
	if (fd != STDIN_FILENO)
		close(fd);
}

static int
kt_cli_status(void)
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

/* Check that standard output took what was printed to it. */
static int
kt_cli_close_stdout(void)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		kt_msg(NULL, KT_MSG_WRITE, strerror(errno), NULL);
		return 1;
	}
	return 0;
}

/* Standard input, output and error that the caller closed are opened on
 * /dev/null, so that no file that ktypes opens takes their place (an
 * operand read as standard input, messages written into the output);
 * the ones closed are noted (a bit each in kt_cli_closed), so that the
 * standard input that ktypes would read, or the output it would write,
 * fails with EBADF as it would have without /dev/null, as cat(1) does. */

static void
kt_cli_std_fds(void)
{
	int fd, null;

	kt_cli_closed = 0;
	for (fd = 0; fd <= 2; fd++) {
		if (fcntl(fd, F_GETFD) >= 0 || errno != EBADF)
			continue;
		kt_cli_closed |= 1u << fd;
		null = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
		if (null != fd && (null < 0 || dup2(null, fd) < 0))
			_exit(3);	/* nowhere to say so */
		if (null != fd)
			close(null);
	}
}

/* Memory ran out (util.h): one fatal message. */
static void
kt_cli_nomem(void)
{
	kt_msg(NULL, KT_MSG_NOMEM, NULL, NULL);
}

int
kt_cli_main(int argc, char **argv)
{
	static char stdin_name[] = "-";
	static char *stdin_files[] = { stdin_name, NULL };
	struct kt_cli c;
	struct kt_exec x;
	struct kt_writer w;
	struct kt_table *t;
	struct kt_filter *f;
	struct kt_mode_state ms;
	struct stat osb, *out;
	int status, i;
	bool copy;

	kt_cli_std_fds();
	kt_util_set_nomem(kt_cli_nomem);
	status = kt_cli_parse(argc, argv, &c);
	if (status != 0)
		return status;
	if (c.help) {
		kt_cli_help();
		return kt_cli_close_stdout();
	}
	if (c.version) {
		printf("ktypes (%s) version %s\n", PACKAGE_NAME, PACKAGE_VERSION);
		return kt_cli_close_stdout();
	}
	if (c.nfiles == 0) {
		if (c.exec_argv != NULL)
			kt_cli_exec_operand(c.exec_argv);
		c.files = stdin_files;
		c.nfiles = 1;
	}

	t = kt_table_new();
	status = kt_cli_tables(&c, t);
	if (status != 0) {
		kt_table_free(t);
		return status;
	}
	if (c.exec_argv != NULL && kt_exec_start(&x, c.exec_argv) < 0) {
		kt_table_free(t);
		return x.status;
	}
	kt_writer_init_fd(&w, c.exec_argv != NULL ? x.fd : STDOUT_FILENO);
	if (c.exec_argv == NULL && kt_cli_closed & 1u << STDOUT_FILENO)
		w.err = EBADF;	/* no output to write to: said once below */
	f = kt_filter_new(t, &w);
	kt_mode_init(&ms);
	kt_cli_env_mode(&ms);
	if (c.mode_set)
		(void)kt_mode_set(&ms, c.mode, KT_MODE_FROM_OPTION);
	kt_filter_set_mode(f, &ms);
	kt_filter_set_announce(f, c.nfiles > 1);
	kt_filter_set_strict(f, c.strict);
	if (c.width_set)
		kt_filter_set_both_width(f, c.width);
	else if (c.line_length > 0)
		kt_filter_set_line_length(f, c.line_length);
	else if (c.exec_argv != NULL)
		kt_filter_set_line_length(f, kt_exec_line_length(c.exec_argv));
	/* With the mode fixed to kernel, the page cannot change it: copy. */
	copy = ms.mode == KT_MODE_KERNEL && ms.source >= KT_MODE_FROM_ENV;

	out = c.exec_argv == NULL && fstat(STDOUT_FILENO, &osb) == 0 &&
	    S_ISREG(osb.st_mode) ? &osb : NULL;
	for (i = 0; i < c.nfiles && w.err == 0; i++)
		kt_cli_file(f, c.files[i], copy, c.encoding, out);
	kt_filter_end(f);
	(void)kt_writer_flush(&w);
	if (w.err != 0 && w.err != EPIPE)
		kt_msg(NULL, KT_MSG_WRITE, strerror(w.err), NULL);
	status = kt_cli_status();
	kt_filter_free(f);
	kt_table_free(t);
	kt_writer_free(&w);
	if (c.exec_argv != NULL) {
		int xs = kt_exec_wait(&x);
		/* the command's status, else ours: a command that stopped
		 * reading early (EPIPE) is not an error of ours */
		return xs != 0 ? xs : status;
	}
	if (w.err == EPIPE && status == 0)
		status = 1;
	return status;
}
