/* exec.h: running the command of --exec, for the command line.
 *
 * "ktypes --exec CMD ARG..." runs CMD with ktypes' output as its standard
 * input, the way env(1) and nice(1) run a command, so that ktypes fits in
 * a single command slot (man-db's DEFINE nroff, make's TBL=...).
 */
#ifndef KT_EXEC_H
#define KT_EXEC_H

#include <sys/types.h>

struct kt_exec {
	pid_t pid;
	int fd;			/* write end of the pipe to CMD */
	const char *cmd;
	int status;		/* after a failed start: 126 or 127 */
};

/* Start ARGV[0] with ARGV; returns 0, or -1 after a message with
 * x->status set to the exit status that ktypes should give. */
int kt_exec_start(struct kt_exec *x, char *const argv[]);

/* Close the pipe and wait for the command; returns the exit status for
 * ktypes: the command's status, 128 + N if killed by signal N, 127 if it
 * could not be run, 126 if it was not executable. */
int kt_exec_wait(struct kt_exec *x);

/* The line length, in columns, that the command of ARGV formats for on a
 * terminal, as man-db and the man-pages build tell nroff or groff
 * (-rLL=146n, or -r LL=146n) and mandoc (-O width=146): the last that
 * ARGV names; 0 when it names none, when its device is no terminal
 * (-Tpdf, groff without -T), or when the length is not a number with a
 * unit that a terminal's columns measure (n, m, i, c, p, P, u). */
unsigned kt_exec_line_length(char *const argv[]);

#endif
