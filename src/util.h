/* util.h: checked allocation, and a bounded copy, for every part of the
 * program.  It calls nothing of ktypes.  The allocators never return NULL: on exhaustion
 * they call the hook that the program set (cli.c reports through msg.h),
 * or print "ktypes: out of memory" without one, and exit 3. */
#ifndef KT_UTIL_H
#define KT_UTIL_H

#include <stddef.h>
#include <stdint.h>

void *kt_xmalloc(size_t n);
void *kt_xcalloc(size_t n, size_t size);
void *kt_xrealloc(void *p, size_t n);
/* Grow array P of *CAP elements of SIZE bytes to hold at least NEED. */
void *kt_xgrow(void *p, size_t *cap, size_t need, size_t size);
char *kt_xstrdup(const char *s);
char *kt_xstrndup(const char *s, size_t n);
/* Copy at most SIZE - 1 bytes of S (N of them) into BUF, with a NUL. */
void kt_copyn(char *buf, size_t size, const char *s, size_t n);

/* Call REPORT when memory runs out, before the exit (NULL: the default
 * message). */
void kt_util_set_nomem(void (*report)(void));

#endif
