/* exec.c: running the command of --exec (see exec.h). */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
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
