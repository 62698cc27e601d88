/* bake_zip.c: compressed pages (see bake.h), through the system's gzip,
 * xz and bzip2, each run in a child process with a pipe on one side and
 * the file on the other. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bake.h"
#include "msg.h"
#include "util.h"

enum kt_bake_zip
kt_bake_zip_of(const char *name)
{
	size_t n = strlen(name);

	if (n > 3 && strcmp(name + n - 3, ".gz") == 0)
		return KT_BAKE_GZ;
	if (n > 3 && strcmp(name + n - 3, ".xz") == 0)
		return KT_BAKE_XZ;
	if (n > 4 && strcmp(name + n - 4, ".bz2") == 0)
		return KT_BAKE_BZ2;
	return KT_BAKE_PLAIN;
}

/* The command that decompresses (UNZIP) or compresses Z: gzip -9n as
 * Debian's dh_compress, the others at their defaults. */
static const char *const *
kt_bake_zip_argv(enum kt_bake_zip z, bool unzip)
{
	static const char *const gz[] = { "gzip", "-9nc", NULL };
	static const char *const xz[] = { "xz", "-c", NULL };
	static const char *const bz2[] = { "bzip2", "-c", NULL };
	static const char *const ungz[] = { "gzip", "-dc", NULL };
	static const char *const unxz[] = { "xz", "-dc", NULL };
	static const char *const unbz2[] = { "bzip2", "-dc", NULL };

	switch (z) {
	case KT_BAKE_GZ:
		return unzip ? ungz : gz;
	case KT_BAKE_XZ:
		return unzip ? unxz : xz;
	case KT_BAKE_BZ2:
		return unzip ? unbz2 : bz2;
	default:
		return NULL;
	}
}

/* Run ARGV with IN as its standard input and OUT as its standard output;
 * the child's pid, or -1 after a message about NAME. */
static pid_t
kt_bake_spawn(const char *const *argv, int in, int out, const char *name)
{
	struct kt_where w = { name, 0 };
	pid_t pid = fork();

	if (pid < 0) {
		if (name != NULL)
			kt_msg(&w, KT_MSG_FORK, argv[0], strerror(errno));
		return -1;
	}
	if (pid == 0) {
		signal(SIGPIPE, SIG_DFL);
		if (dup2(in, STDIN_FILENO) < 0 || dup2(out, STDOUT_FILENO) < 0)
			_exit(126);
		execvp(argv[0], (char *const *)argv);
		_exit(errno == ENOENT ? 127 : 126);
	}
	return pid;
}

/* Wait for PID, which ran ARGV on file NAME; 0 if it exited with 0,
 * else -1 after a message. */
static int
kt_bake_reap(pid_t pid, const char *const *argv, const char *name)
{
	struct kt_where w = { name, 0 };
	char cmd[64], num[16];
	int st;

	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
		return 0;
	if (name == NULL)
		return -1;
	snprintf(cmd, sizeof cmd, "%s %s", argv[0], argv[1]);
	if (WIFSIGNALED(st)) {
		snprintf(num, sizeof num, "%d", WTERMSIG(st));
		kt_msg(&w, KT_MSG_BAKE_SIGNAL, cmd, num);
	} else {
		snprintf(num, sizeof num, "%d", WEXITSTATUS(st));
		kt_msg(&w, KT_MSG_BAKE_FAILED, cmd, num);
	}
	return -1;
}

/* Read FD to its end into OUT, up to MAX bytes: 0, 1 past that, or -1
 * with errno set. */
static int
kt_bake_slurp(int fd, struct kt_writer *out, size_t max)
{
	unsigned char buf[65536];
	ssize_t k;

	for (;;) {
		k = read(fd, buf, sizeof buf);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			return -1;
		if (k == 0)
			return 0;
		if (out->len + (size_t)k > max)
			return 1;
		kt_writer_put(out, buf, (size_t)k);
	}
}

int
kt_bake_unzip(int fd, enum kt_bake_zip z, const char *name,
	      struct kt_writer *out)
{
	const char *const *argv = kt_bake_zip_argv(z, true);
	struct kt_where w = { name, 0 };
	int p[2], r, e;
	pid_t pid;

	if (argv == NULL) {
		r = kt_bake_slurp(fd, out, KT_BAKE_PAGE_MAX);
		if (r < 0 && name != NULL)
			kt_msg(&w, KT_MSG_BAKE_READ, strerror(errno), NULL);
		return r;
	}
	if (pipe2(p, O_CLOEXEC) < 0) {
		if (name != NULL)
			kt_msg(&w, KT_MSG_FORK, argv[0], strerror(errno));
		return -1;
	}
	pid = kt_bake_spawn(argv, fd, p[1], name);
	close(p[1]);
	if (pid < 0) {
		close(p[0]);
		return -1;
	}
	r = kt_bake_slurp(p[0], out, KT_BAKE_PAGE_MAX);
	e = errno;
	close(p[0]);	/* past the limit: the child gets SIGPIPE */
	if (kt_bake_reap(pid, argv, name) < 0 && r == 0)
		return -1;
	if (r < 0 && name != NULL)
		kt_msg(&w, KT_MSG_BAKE_READ, strerror(e), NULL);
	return r;
}

/* Write the N bytes at P to FD: 0, or -1 with errno set. */
static int
kt_bake_write_all(int fd, const unsigned char *p, size_t n)
{
	while (n > 0) {
		ssize_t k = write(fd, p, n);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			return -1;
		p += k;
		n -= (size_t)k;
	}
	return 0;
}

int
kt_bake_zip(int fd, enum kt_bake_zip z, const void *p, size_t n,
	    const char *name)
{
	const char *const *argv = kt_bake_zip_argv(z, false);
	struct kt_where w = { name, 0 };
	int pp[2], r, e;
	pid_t pid;

	if (argv == NULL) {
		if (kt_bake_write_all(fd, p, n) == 0)
			return 0;
		kt_msg(&w, KT_MSG_BAKE_WRITE, strerror(errno), NULL);
		return -1;
	}
	if (pipe2(pp, O_CLOEXEC) < 0) {
		kt_msg(&w, KT_MSG_FORK, argv[0], strerror(errno));
		return -1;
	}
	pid = kt_bake_spawn(argv, pp[0], fd, name);
	close(pp[0]);
	if (pid < 0) {
		close(pp[1]);
		return -1;
	}
	r = kt_bake_write_all(pp[1], p, n);
	e = errno;
	close(pp[1]);
	if (kt_bake_reap(pid, argv, name) < 0)
		return -1;
	if (r < 0) {
		kt_msg(&w, KT_MSG_BAKE_WRITE, strerror(e), NULL);
		return -1;
	}
	return 0;
}

/* The length that the gzip file PATH announces in its trailer (the
 * length of its content, modulo 2^32), or (size_t)-1. */
static size_t
kt_bake_gz_length(const char *path)
{
	unsigned char b[4];
	struct stat sb;
	size_t len = (size_t)-1;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return len;
	if (fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode) && sb.st_size >= 18 &&
	    pread(fd, b, 4, sb.st_size - 4) == 4)
		len = (size_t)b[0] | (size_t)b[1] << 8 | (size_t)b[2] << 16 |
		    (size_t)b[3] << 24;
	close(fd);
	return len;
}

int
kt_bake_gunzip_many(const char *const *paths, size_t n, size_t *lens,
		    struct kt_writer *out)
{
	const char **argv = kt_xmalloc((n + 4) * sizeof *argv);
	size_t i, total = 0;
	int p[2], null, r = -1;
	pid_t pid;

	for (i = 0; i < n; i++) {
		if ((lens[i] = kt_bake_gz_length(paths[i])) > KT_BAKE_PAGE_MAX)
			goto done;
		total += lens[i];
	}
	if (total == 0 || total > KT_BAKE_PAGE_MAX)
		goto done;
	argv[0] = "gzip";
	argv[1] = "-dc";
	argv[2] = "--";
	for (i = 0; i < n; i++)
		argv[3 + i] = paths[i];
	argv[3 + n] = NULL;
	if ((null = open("/dev/null", O_RDONLY | O_CLOEXEC)) < 0)
		goto done;
	if (pipe2(p, O_CLOEXEC) < 0) {
		close(null);
		goto done;
	}
	pid = kt_bake_spawn(argv, null, p[1], NULL);
	close(p[1]);
	close(null);
	if (pid >= 0) {
		r = kt_bake_slurp(p[0], out, total);
		close(p[0]);
		if (kt_bake_reap(pid, argv, NULL) < 0 || out->len != total)
			r = -1;
	} else
		close(p[0]);
done:
	free(argv);
	return r == 0 ? 0 : -1;
}
