/* exec.c: running the command of --exec (see exec.h). */
#include <config.h>

#include <errno.h>
#include <stdbool.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "exec.h"
#include "msg.h"

int
kt_exec_start(struct kt_exec *x, char *const argv[])
{
	int p[2], e[2];
	ssize_t k;
	int err = 0;

	x->cmd = argv[0];
	x->status = 126;
	x->pid = -1;
	x->fd = -1;
	/* a caller that ignores SIGCHLD would have the command reaped
	 * before we wait for its status */
	signal(SIGCHLD, SIG_DFL);
	if (pipe(p) < 0) {
		kt_msg(NULL, KT_MSG_FORK, argv[0], strerror(errno));
		return -1;
	}
	/* a second pipe, closed on exec, tells whether execvp worked */
	if (pipe(e) < 0) {
		kt_msg(NULL, KT_MSG_FORK, argv[0], strerror(errno));
		close(p[0]);
		close(p[1]);
		return -1;
	}
	(void)fcntl(e[1], F_SETFD, FD_CLOEXEC);
	fflush(NULL);
	x->pid = fork();
	if (x->pid < 0) {
		kt_msg(NULL, KT_MSG_FORK, argv[0], strerror(errno));
		close(p[0]);
		close(p[1]);
		close(e[0]);
		close(e[1]);
		return -1;
	}
	if (x->pid == 0) {
		close(p[1]);
		close(e[0]);
		if (p[0] != STDIN_FILENO) {
			dup2(p[0], STDIN_FILENO);
			close(p[0]);
		}
		signal(SIGPIPE, SIG_DFL);
		execvp(argv[0], argv);
		err = errno;
		(void)!write(e[1], &err, sizeof err);
		_exit(err == ENOENT ? 127 : 126);
	}
	close(p[0]);
	close(e[1]);
	do
		k = read(e[0], &err, sizeof err);
	while (k < 0 && errno == EINTR);
	close(e[0]);
	if (k == (ssize_t)sizeof err) {
		int status;
		kt_msg(NULL, KT_MSG_EXEC, argv[0], strerror(err));
		close(p[1]);
		while (waitpid(x->pid, &status, 0) < 0 && errno == EINTR)
			;
		x->pid = -1;
		x->status = err == ENOENT ? 127 : 126;
		return -1;
	}
	x->fd = p[1];
	/* a command that stops reading early is not an error of ours */
	signal(SIGPIPE, SIG_IGN);
	return 0;
}

int
kt_exec_wait(struct kt_exec *x)
{
	int status;
	pid_t r;

	if (x->fd >= 0) {
		close(x->fd);
		x->fd = -1;
	}
	if (x->pid <= 0)
		return 127;
	do
		r = waitpid(x->pid, &status, 0);
	while (r < 0 && errno == EINTR);
	if (r < 0)
		return 127;
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	if (WIFSIGNALED(status)) {
		char num[16];
		snprintf(num, sizeof num, "%d", WTERMSIG(status));
		if (WTERMSIG(status) != SIGPIPE)
			kt_msg(NULL, KT_MSG_EXEC_SIGNAL, x->cmd, num);
		return 128 + WTERMSIG(status);
	}
	return 127;
}

/* S, a number with a unit (the register's value of -rLL=S, u without
 * one), in columns of a terminal, where a column is 1n (24u, a tenth of
 * an inch); 0 if it is not one. */
static unsigned
kt_exec_columns(const char *s, char unit)
{
	char *end;
	double v, u;

	if (*s < '0' || *s > '9')
		return 0;
	v = strtod(s, &end);
	if (*end != '\0' && end[1] == '\0')
		unit = *end;
	else if (*end != '\0')
		return 0;
	switch (unit) {
	case 'n': case 'm': u = 1; break;
	case 'u': u = 1.0 / 24; break;
	case 'i': u = 10; break;
	case 'c': u = 10 / 2.54; break;
	case 'p': u = 10.0 / 72; break;
	case 'P': u = 10.0 / 6; break;
	default: return 0;
	}
	v *= u;
	return v >= 1 && v <= 65535 ? (unsigned)v : 0;
}

/* The terminal devices of groff and mandoc. */
static bool
kt_exec_terminal(const char *dev)
{
	static const char *const tty[] = {
		"ascii", "latin1", "utf8", "cp1047", "locale", NULL
	};
	size_t i;

	for (i = 0; tty[i] != NULL; i++)
		if (strcmp(dev, tty[i]) == 0)
			return true;
	return false;
}

/* mandoc's -O list (width=N among others, by commas): N, or W where it
 * names none. */
static unsigned
kt_exec_mandoc_width(const char *list, unsigned w)
{
	unsigned found = 0;
	const char *p;

	for (p = list; p != NULL; p = strchr(p, ','), p = p ? p + 1 : NULL)
		if (strncmp(p, "width=", 6) == 0) {
			char num[16];
			size_t n = strcspn(p + 6, ",");
			if (n > 0 && n < sizeof num) {
				memcpy(num, p + 6, n);
				num[n] = '\0';
				found = kt_exec_columns(num, 'n');
			}
		}
	return found > 0 ? found : w;
}

unsigned
kt_exec_line_length(char *const argv[])
{
	const char *base = strrchr(argv[0], '/');
	bool mandoc, tty;
	unsigned ll = 0;
	size_t i;

	base = base != NULL ? base + 1 : argv[0];
	mandoc = strcmp(base, "mandoc") == 0;
	/* nroff and mandoc set a terminal without -T; groff, ps */
	tty = mandoc || strcmp(base, "nroff") == 0;
	for (i = 1; argv[i] != NULL; i++) {
		const char *a = argv[i], *v;
		/* the options that take a value, in the word or the next */
		if (a[0] != '-' || a[1] == '\0' || strchr("TrO", a[1]) == NULL)
			continue;
		v = a[2] == '\0' && argv[i + 1] != NULL ? argv[i + 1] : a + 2;
		if (a[1] == 'T')
			tty = kt_exec_terminal(v);
		else if (a[1] == 'r' && !mandoc && strncmp(v, "LL=", 3) == 0)
			ll = kt_exec_columns(v + 3, 'u');
		else if (a[1] == 'O' && mandoc)
			ll = kt_exec_mandoc_width(v, ll);
		if (v != a + 2)
			i++;
	}
	return tty ? ll : 0;
}
