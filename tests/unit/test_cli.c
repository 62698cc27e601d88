/* test_cli.c: unit tests of the command line (src/cli.h): options, the
 * operands, --exec and where its command's arguments start, usage errors;
 * and the whole program on small files. */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "exec.h"
#include "msg.h"

#define MAXARGS 16

/* A mutable argv, NULL-terminated, as main receives it. */
struct args {
	int argc;
	char *argv[MAXARGS + 1];
	char store[MAXARGS][256];
};

static void
make_args(struct args *a, const char *const *list)
{
	memset(a, 0, sizeof *a);
	for (a->argc = 0; list[a->argc] != NULL; a->argc++) {
		assert_true(a->argc < MAXARGS);
		snprintf(a->store[a->argc], sizeof a->store[a->argc], "%s",
		    list[a->argc]);
		a->argv[a->argc] = a->store[a->argc];
	}
	a->argv[a->argc] = NULL;
}

/* Captured output of a descriptor. */
struct capture {
	int fd, saved, tmp;
	char text[8192];
};

static void
capture_start(struct capture *c, int fd)
{
	char path[] = "/tmp/kt-test-cli-XXXXXX";

	fflush(fd == 1 ? stdout : stderr);
	c->fd = fd;
	c->tmp = mkstemp(path);
	assert_true(c->tmp >= 0);
	unlink(path);
	c->saved = dup(fd);
	assert_true(c->saved >= 0);
	assert_true(dup2(c->tmp, fd) >= 0);
}

static const char *
capture_end(struct capture *c)
{
	ssize_t n;

	fflush(c->fd == 1 ? stdout : stderr);
	assert_true(dup2(c->saved, c->fd) >= 0);
	close(c->saved);
	assert_int_equal(lseek(c->tmp, 0, SEEK_SET), 0);
	n = read(c->tmp, c->text, sizeof c->text - 1);
	assert_true(n >= 0);
	c->text[n] = '\0';
	close(c->tmp);
	return c->text;
}

/* The first line of a capture (the message before the usage). */
static const char *
first_line(struct capture *c)
{
	c->text[strcspn(c->text, "\n")] = '\0';
	return c->text;
}

/* Parse LIST; return the status, and what went to stderr in ERR. */
static int
parse(struct args *a, const char *const *list, struct kt_cli *c,
      struct capture *err)
{
	int rc;

	make_args(a, list);
	capture_start(err, 2);
	rc = kt_cli_parse(a->argc, a->argv, c);
	capture_end(err);
	return rc;
}

#define ARGS(...) ((const char *const []){ "ktypes", __VA_ARGS__, NULL })

static void
test_cli_mode_short(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	assert_int_equal(parse(&a, ARGS("-m", "iso"), &c, &err), 0);
	assert_true(c.mode_set);
	assert_int_equal(c.mode, KT_MODE_ISO);
	assert_int_equal(c.nfiles, 0);
	assert_null(c.exec_argv);
	assert_false(c.help);
	assert_false(c.version);
	assert_string_equal(err.text, "");
	assert_int_equal(parse(&a, ARGS("-miso"), &c, &err), 0);
	assert_int_equal(c.mode, KT_MODE_ISO);
	assert_int_equal(parse(&a, ARGS("-m", "kernel"), &c, &err), 0);
	assert_true(c.mode_set);
	assert_int_equal(c.mode, KT_MODE_KERNEL);
}

static void
test_cli_mode_long(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	assert_int_equal(parse(&a, ARGS("--mode=iso"), &c, &err), 0);
	assert_true(c.mode_set);
	assert_int_equal(c.mode, KT_MODE_ISO);
	assert_int_equal(parse(&a, ARGS("--mode", "iso"), &c, &err), 0);
	assert_int_equal(c.mode, KT_MODE_ISO);
	assert_int_equal(c.nfiles, 0);
	/* the last one counts */
	assert_int_equal(parse(&a, ARGS("--mode=iso", "-m", "kernel"), &c,
	    &err), 0);
	assert_int_equal(c.mode, KT_MODE_KERNEL);
}

static void
test_cli_no_mode(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	make_args(&a, (const char *const []){ "ktypes", NULL });
	assert_int_equal(kt_cli_parse(a.argc, a.argv, &c), 0);
	assert_false(c.mode_set);
	assert_int_equal(c.nfiles, 0);
	assert_int_equal(parse(&a, ARGS("page.7"), &c, &err), 0);
	assert_false(c.mode_set);
}

static void
test_cli_mode_unknown(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	assert_int_equal(parse(&a, ARGS("-m", "bogus"), &c, &err), 2);
	assert_non_null(strstr(err.text, "ktypes: error: unknown mode 'bogus' "
	    "(known: kernel, iso"));
	assert_non_null(strstr(err.text, "usage: ktypes"));
	assert_int_equal(parse(&a, ARGS("--mode=ISO"), &c, &err), 2);
	assert_non_null(strstr(err.text, "unknown mode 'ISO'"));
	assert_int_equal(parse(&a, ARGS("-m", ""), &c, &err), 2);
}

/* --line-length=N: the page's line length, 1 column or more. */
static void
test_cli_line_length(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	assert_int_equal(parse(&a, ARGS("page.7"), &c, &err), 0);
	assert_int_equal(c.line_length, 0);
	assert_int_equal(parse(&a, ARGS("--line-length=118", "page.7"), &c,
	    &err), 0);
	assert_int_equal(c.line_length, 118);
	assert_int_equal(parse(&a, ARGS("--line-length", "60"), &c, &err), 0);
	assert_int_equal(c.line_length, 60);
	assert_int_equal(parse(&a, ARGS("--line-length=0"), &c, &err), 2);
	assert_non_null(strstr(err.text,
	    "ktypes: error: invalid line length '0' (columns, 1 or more)"));
	assert_int_equal(parse(&a, ARGS("--line-length=78n"), &c, &err), 2);
	assert_int_equal(parse(&a, ARGS("-L", "78"), &c, &err), 2);
}

/* The line length that --exec's command is told, in columns: what
 * man-db gives nroff for the reader's terminal, and mandoc's width. */
static void
test_exec_line_length_is_the_formatters(void **state)
{
	(void)state;
#define LL(...) kt_exec_line_length((char *const[]){ __VA_ARGS__, NULL })
	assert_int_equal(LL("nroff", "-mandoc", "-rLL=146n", "-rLT=146n",
	    "-Tutf8"), 146);
	assert_int_equal(LL("/usr/bin/nroff", "-t", "-rLL=78n"), 78);
	assert_int_equal(LL("groff", "-man", "-Tutf8", "-r", "LL=100m"),
	    100);
	assert_int_equal(LL("groff", "-Tascii", "-rLL=7i"), 70);
	assert_int_equal(LL("groff", "-Tutf8", "-rLL=1680"), 70);
	assert_int_equal(LL("nroff", "-rLL=60n", "-rLL=72n"), 72);
	assert_int_equal(LL("mandoc", "-O", "width=120"), 120);
	assert_int_equal(LL("mandoc", "-Tutf8", "-Oindent=3,width=90"), 90);
	/* none told, or not for a terminal, or not a length it knows */
	assert_int_equal(LL("nroff", "-man"), 0);
	assert_int_equal(LL("groff", "-man", "-rLL=6.5i"), 0);
	assert_int_equal(LL("groff", "-Tpdf", "-rLL=6.5i"), 0);
	assert_int_equal(LL("nroff", "-Tutf8", "-rLL=78n-2n"), 0);
	assert_int_equal(LL("nroff", "-rLL=\n[.l]"), 0);
	assert_int_equal(LL("nroff", "-rLT=100n"), 0);
	assert_int_equal(LL("mandoc", "-rLL=100n"), 0);
	assert_int_equal(LL("nroff", "-r"), 0);
#undef LL
}

static void
test_cli_both_width(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	assert_int_equal(parse(&a, ARGS("page.7"), &c, &err), 0);
	assert_false(c.width_set);
	assert_int_equal(parse(&a, ARGS("--both-width=72", "page.7"), &c,
	    &err), 0);
	assert_true(c.width_set);
	assert_int_equal(c.width, 72);
	assert_int_equal(parse(&a, ARGS("--both-width", "0"), &c, &err), 0);
	assert_true(c.width_set);
	assert_int_equal(c.width, 0);
	assert_int_equal(parse(&a, ARGS("--both-width=-1"), &c, &err), 2);
	assert_non_null(strstr(err.text,
	    "ktypes: error: invalid width '-1' (columns, 0 for no limit)"));
	assert_non_null(strstr(err.text, "usage: ktypes"));
	assert_int_equal(parse(&a, ARGS("--both-width=64x"), &c, &err), 2);
	assert_int_equal(parse(&a, ARGS("--both-width="), &c, &err), 2);
	assert_int_equal(parse(&a, ARGS("--both-width=99999999999"), &c,
	    &err), 2);
}

static void
test_cli_bad_options(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	assert_int_equal(parse(&a, ARGS("-x"), &c, &err), 2);
	assert_non_null(strstr(err.text, "usage: ktypes"));
	assert_non_null(strstr(first_line(&err), "-x"));
	assert_memory_equal(err.text, "ktypes: ", 8);
	assert_int_equal(parse(&a, ARGS("--bogus"), &c, &err), 2);
	assert_non_null(strstr(err.text, "usage: ktypes"));
	assert_non_null(strstr(first_line(&err), "--bogus"));
	/* an unknown option in a group is named alone */
	assert_int_equal(parse(&a, ARGS("-vx"), &c, &err), 2);
	assert_non_null(strstr(first_line(&err), "'-x'"));
	/* -m without its argument */
	assert_int_equal(parse(&a, ARGS("-m"), &c, &err), 2);
	assert_non_null(strstr(err.text, "usage: ktypes"));
	assert_int_equal(parse(&a, ARGS("--mode"), &c, &err), 2);
	assert_non_null(strstr(err.text, "usage: ktypes"));
	assert_int_equal(parse(&a, ARGS("--help=x"), &c, &err), 2);
}

/* -w NAME and -W NAME turn a warning category on and off, in order, as
 * troff's do; an unknown name is a usage error that names it; "-w" is an
 * option's argument before --exec, not its end. */
static void
test_cli_warning_categories(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	kt_msg_reset();
	assert_int_equal(parse(&a, ARGS("-w", "abi", "page.7"), &c, &err), 0);
	assert_true(kt_msg_enabled(KT_MSG_ABI_POINTER));
	assert_int_equal(c.nfiles, 1);
	assert_int_equal(parse(&a, ARGS("-wabi", "-W", "abi"), &c, &err), 0);
	assert_false(kt_msg_enabled(KT_MSG_ABI_POINTER));
	assert_int_equal(parse(&a, ARGS("-W", "all", "-w", "all"), &c, &err),
	    0);
	assert_true(kt_msg_enabled(KT_MSG_ABI_POINTER));
	assert_int_equal(parse(&a, ARGS("-W", "all"), &c, &err), 0);
	assert_int_equal(parse(&a, ARGS("-w", "bogus"), &c, &err), 2);
	assert_non_null(strstr(err.text, "usage: ktypes"));
	assert_non_null(strstr(first_line(&err), "unknown warning category "
	    "'bogus' (known: abi, all)"));
	assert_false(kt_msg_enabled(KT_MSG_ABI_POINTER));
	assert_int_equal(parse(&a, ARGS("-w"), &c, &err), 2);
	assert_int_equal(parse(&a, ARGS("-w", "--exec", "x", "--exec", "cat"),
	    &c, &err), 2);
	kt_msg_reset();
}

/* A message about a long option names it as it was given, not as the
 * short option that the user never typed. */
static void
test_cli_long_option_extra_argument_named(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	assert_int_equal(parse(&a, ARGS("--help=x"), &c, &err), 2);
	if (strstr(first_line(&err), "--help") == NULL)
		print_error("message: '%s'\n", err.text);
	assert_non_null(strstr(err.text, "--help"));
}

static void
test_cli_long_option_missing_argument_named(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	assert_int_equal(parse(&a, ARGS("--mode"), &c, &err), 2);
	if (strstr(first_line(&err), "--mode") == NULL)
		print_error("message: '%s'\n", err.text);
	assert_non_null(strstr(err.text, "--mode"));
}

static void
test_cli_files(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	assert_int_equal(parse(&a, ARGS("a.7", "b.7", "-", "c.7"), &c, &err),
	    0);
	assert_int_equal(c.nfiles, 4);
	assert_string_equal(c.files[0], "a.7");
	assert_string_equal(c.files[1], "b.7");
	assert_string_equal(c.files[2], "-");
	assert_string_equal(c.files[3], "c.7");
	assert_null(c.files[4]);
	/* options may come between operands */
	assert_int_equal(parse(&a, ARGS("a.7", "-m", "iso", "b.7"), &c, &err),
	    0);
	assert_int_equal(c.mode, KT_MODE_ISO);
	assert_int_equal(c.nfiles, 2);
	assert_string_equal(c.files[0], "a.7");
	assert_string_equal(c.files[1], "b.7");
	/* "--" ends the options */
	assert_int_equal(parse(&a, ARGS("--", "-m", "iso"), &c, &err), 0);
	assert_false(c.mode_set);
	assert_int_equal(c.nfiles, 2);
	assert_string_equal(c.files[0], "-m");
	assert_string_equal(c.files[1], "iso");
}

static void
test_cli_help_version(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	assert_int_equal(parse(&a, ARGS("-h"), &c, &err), 0);
	assert_true(c.help);
	assert_false(c.version);
	assert_int_equal(parse(&a, ARGS("--help"), &c, &err), 0);
	assert_true(c.help);
	assert_int_equal(parse(&a, ARGS("-v"), &c, &err), 0);
	assert_true(c.version);
	assert_false(c.help);
	assert_int_equal(parse(&a, ARGS("--version"), &c, &err), 0);
	assert_true(c.version);
	assert_string_equal(err.text, "");
}

static void
test_cli_exec(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	/* the command's options are its own */
	assert_int_equal(parse(&a, ARGS("--exec", "nroff", "-mandoc"), &c,
	    &err), 0);
	assert_string_equal(err.text, "");
	assert_non_null(c.exec_argv);
	assert_string_equal(c.exec_argv[0], "nroff");
	assert_string_equal(c.exec_argv[1], "-mandoc");
	assert_null(c.exec_argv[2]);
	assert_false(c.mode_set);
	assert_int_equal(c.nfiles, 0);
}

static void
test_cli_exec_after_options_and_files(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	assert_int_equal(parse(&a, ARGS("-m", "iso", "a.7", "b.7", "--exec",
	    "nroff", "-mandoc", "-Tutf8", "-m", "bogus", "-h", "x.7"), &c,
	    &err), 0);
	assert_true(c.mode_set);
	assert_int_equal(c.mode, KT_MODE_ISO);
	assert_false(c.help);
	assert_int_equal(c.nfiles, 2);
	assert_string_equal(c.files[0], "a.7");
	assert_string_equal(c.files[1], "b.7");
	assert_null(c.files[2]);
	assert_string_equal(c.exec_argv[0], "nroff");
	assert_string_equal(c.exec_argv[1], "-mandoc");
	assert_string_equal(c.exec_argv[2], "-Tutf8");
	assert_string_equal(c.exec_argv[3], "-m");
	assert_string_equal(c.exec_argv[4], "bogus");
	assert_string_equal(c.exec_argv[5], "-h");
	assert_string_equal(c.exec_argv[6], "x.7");
	assert_null(c.exec_argv[7]);
	/* "--exec" as the argument of -m is a mode name */
	assert_int_equal(parse(&a, ARGS("-m", "--exec", "cat"), &c, &err), 2);
	/* an --exec after "--" is a file name */
	assert_int_equal(parse(&a, ARGS("--", "--exec"), &c, &err), 0);
	assert_null(c.exec_argv);
	assert_int_equal(c.nfiles, 1);
	assert_string_equal(c.files[0], "--exec");
}

static void
test_cli_exec_without_command(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	assert_int_equal(parse(&a, ARGS("--exec"), &c, &err), 2);
	assert_non_null(strstr(err.text, "ktypes: error: option '--exec' "
	    "needs a command\n"));
	assert_non_null(strstr(err.text, "usage: ktypes"));
	assert_int_equal(parse(&a, ARGS("-m", "iso", "a.7", "--exec"), &c,
	    &err), 2);
}

static void
test_cli_parse_twice(void **state)
{
	struct args a;
	struct kt_cli c;
	struct capture err;

	(void)state;
	/* getopt is reset on each call */
	assert_int_equal(parse(&a, ARGS("-m", "iso", "a.7"), &c, &err), 0);
	assert_int_equal(parse(&a, ARGS("-m", "iso", "b.7"), &c, &err), 0);
	assert_int_equal(c.nfiles, 1);
	assert_string_equal(c.files[0], "b.7");
	assert_int_equal(parse(&a, ARGS("-x"), &c, &err), 2);
	assert_int_equal(parse(&a, ARGS("c.7"), &c, &err), 0);
	assert_int_equal(c.nfiles, 1);
	assert_string_equal(c.files[0], "c.7");
}

/* ---- the whole program ---- */

struct run {
	int status;
	struct capture out, err;
};

static void
run_main(struct run *r, const char *const *list)
{
	struct args a;

	make_args(&a, list);
	kt_msg_reset();
	capture_start(&r->out, 1);
	capture_start(&r->err, 2);
	r->status = kt_cli_main(a.argc, a.argv);
	capture_end(&r->err);
	capture_end(&r->out);
}

static char tmpdir[64];
static char file_a[128], file_b[128], file_sp[128];

static void
write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static int
files_setup(void **state)
{
	(void)state;
	snprintf(tmpdir, sizeof tmpdir, "/tmp/kt-test-cli-XXXXXX");
	if (mkdtemp(tmpdir) == NULL)
		return -1;
	snprintf(file_a, sizeof file_a, "%s/a.7", tmpdir);
	snprintf(file_b, sizeof file_b, "%s/b.7", tmpdir);
	snprintf(file_sp, sizeof file_sp, "%s/c d.7", tmpdir);
	write_file(file_a, "__u32 x\n");
	write_file(file_b, ".ktypes iso\n__u64");
	write_file(file_sp, "__u8\n");
	unsetenv("KTYPES");
	return 0;
}

static int
files_teardown(void **state)
{
	(void)state;
	unlink(file_a);
	unlink(file_b);
	unlink(file_sp);
	rmdir(tmpdir);
	return 0;
}

static void
test_cli_main_one_file(void **state)
{
	struct run r;

	(void)state;
	run_main(&r, ARGS("-m", "iso", file_a));
	assert_int_equal(r.status, 0);
	assert_string_equal(r.out.text, "uint32_t x\n");
	assert_string_equal(r.err.text, "");
	/* kernel: byte for byte */
	run_main(&r, ARGS(file_b));
	assert_int_equal(r.status, 0);
	assert_string_equal(r.out.text, ".ktypes iso\nuint64_t");
	run_main(&r, ARGS("-m", "kernel", file_b));
	assert_string_equal(r.out.text, ".ktypes iso\n__u64");
}

static void
test_cli_main_files_announced(void **state)
{
	struct run r;
	char want[1024], sp[128], *p;

	(void)state;
	run_main(&r, ARGS("-m", "iso", file_b, file_a, file_sp));
	assert_int_equal(r.status, 0);
	/* the blank of "c d.7" is announced as '?' */
	snprintf(sp, sizeof sp, "%s", file_sp);
	while ((p = strchr(sp, ' ')) != NULL)
		*p = '?';
	snprintf(want, sizeof want, ".lf 1 %s\n.ktypes iso\nuint64_t\n"
	    ".lf 1 %s\nuint32_t x\n.lf 1 %s\nuint8_t\n", file_b, file_a, sp);
	assert_string_equal(r.out.text, want);
}

static void
test_cli_main_env(void **state)
{
	struct run r;

	(void)state;
	setenv("KTYPES", "iso", 1);
	run_main(&r, ARGS(file_a));
	assert_string_equal(r.out.text, "uint32_t x\n");
	/* the option is stronger */
	run_main(&r, ARGS("-m", "kernel", file_a));
	assert_string_equal(r.out.text, "__u32 x\n");
	/* the environment is stronger than the page */
	setenv("KTYPES", "kernel", 1);
	run_main(&r, ARGS(file_b));
	assert_string_equal(r.out.text, ".ktypes iso\n__u64");
	/* empty is unset */
	setenv("KTYPES", "", 1);
	run_main(&r, ARGS(file_b));
	assert_string_equal(r.out.text, ".ktypes iso\nuint64_t");
	assert_string_equal(r.err.text, "");
	/* unknown: one warning, then ignored */
	setenv("KTYPES", "bogus", 1);
	run_main(&r, ARGS(file_a));
	assert_int_equal(r.status, 0);
	assert_string_equal(r.out.text, "__u32 x\n");
	assert_string_equal(r.err.text, "ktypes: warning: unknown mode "
	    "'bogus' in KTYPES; ignored\n");
	/* once, however many files */
	run_main(&r, ARGS(file_a, file_b, file_sp));
	assert_int_equal(r.status, 0);
	assert_string_equal(r.err.text, "ktypes: warning: unknown mode "
	    "'bogus' in KTYPES; ignored\n");
	/* and the page's request is obeyed */
	assert_non_null(strstr(r.out.text, "uint64_t"));
	unsetenv("KTYPES");
}

static void
test_cli_main_bad_files(void **state)
{
	struct run r;
	char want[512];

	(void)state;
	run_main(&r, ARGS("-m", "iso", "/nonexistent/x.7", file_a));
	assert_int_equal(r.status, 1);
	assert_string_equal(r.err.text, "ktypes: error: cannot open "
	    "'/nonexistent/x.7': No such file or directory\n");
	/* the other files are still processed */
	assert_non_null(strstr(r.out.text, "uint32_t x\n"));
	run_main(&r, ARGS(tmpdir));
	assert_int_equal(r.status, 1);
	/* "ktypes: error: ..." or "ktypes:DIR: error: ..." */
	snprintf(want, sizeof want, " error: '%s' is a directory\n", tmpdir);
	assert_non_null(strstr(r.err.text, want));
	assert_memory_equal(r.err.text, "ktypes:", 7);
	assert_int_equal(strchr(r.err.text, '\n') - r.err.text + 1,
	    strlen(r.err.text));
}

static void
test_cli_main_usage_and_info(void **state)
{
	struct run r;

	(void)state;
	run_main(&r, ARGS("-m", "bogus", file_a));
	assert_int_equal(r.status, 2);
	assert_string_equal(r.out.text, "");
	run_main(&r, ARGS("--exec"));
	assert_int_equal(r.status, 2);
	run_main(&r, ARGS("-v"));
	assert_int_equal(r.status, 0);
	assert_string_equal(r.out.text, "ktypes (ktypes) version 0.1.0\n");
	run_main(&r, ARGS("--help"));
	assert_int_equal(r.status, 0);
	assert_memory_equal(r.out.text, "usage: ktypes", 13);
	assert_string_equal(r.err.text, "");
}

static void
test_cli_main_exec(void **state)
{
	struct run r;

	(void)state;
	run_main(&r, ARGS("-m", "iso", file_a, "--exec", "cat"));
	assert_int_equal(r.status, 0);
	assert_string_equal(r.out.text, "uint32_t x\n");
	/* the command's arguments are its own */
	run_main(&r, ARGS(file_a, "--exec", "sed", "-e", "s/x/y/"));
	assert_int_equal(r.status, 0);
	assert_string_equal(r.out.text, "__u32 y\n");
	/* its exit status */
	run_main(&r, ARGS(file_a, "--exec", "sh", "-c", "cat >/dev/null; "
	    "exit 3"));
	assert_int_equal(r.status, 3);
	run_main(&r, ARGS(file_a, "--exec", "/nonexistent/command"));
	assert_int_equal(r.status, 127);
	/* 128 + N when killed by signal N */
	run_main(&r, ARGS(file_a, "--exec", "sh", "-c", "kill -9 $$"));
	assert_int_equal(r.status, 128 + 9);
	assert_non_null(strstr(r.err.text, "ktypes: error: 'sh' was killed by "
	    "signal 9\n"));
	/* ours, if it succeeded and we did not */
	run_main(&r, ARGS("/nonexistent/x.7", "--exec", "cat"));
	assert_int_equal(r.status, 1);
}

#define F(f) cmocka_unit_test_setup_teardown(f, files_setup, files_teardown)

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cli_mode_short),
		cmocka_unit_test(test_cli_mode_long),
		cmocka_unit_test(test_cli_no_mode),
		cmocka_unit_test(test_cli_mode_unknown),
		cmocka_unit_test(test_cli_both_width),
		cmocka_unit_test(test_cli_line_length),
		cmocka_unit_test(test_exec_line_length_is_the_formatters),
		cmocka_unit_test(test_cli_bad_options),
		cmocka_unit_test(test_cli_warning_categories),
		cmocka_unit_test(test_cli_long_option_extra_argument_named),
		cmocka_unit_test(test_cli_long_option_missing_argument_named),
		cmocka_unit_test(test_cli_files),
		cmocka_unit_test(test_cli_help_version),
		cmocka_unit_test(test_cli_exec),
		cmocka_unit_test(test_cli_exec_after_options_and_files),
		cmocka_unit_test(test_cli_exec_without_command),
		cmocka_unit_test(test_cli_parse_twice),
		F(test_cli_main_one_file),
		F(test_cli_main_files_announced),
		F(test_cli_main_env),
		F(test_cli_main_bad_files),
		F(test_cli_main_usage_and_info),
		F(test_cli_main_exec),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
