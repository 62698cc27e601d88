/* util.h: checked allocation, a bounded copy, and the columns of a
 * Unicode character (UTF-8 read, wide or not), for every part of the
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

/* Does Unicode character CP take two columns on a terminal (East Asian
 * wide and fullwidth characters: CJK, Hangul, kana, fullwidth forms), as
 * groff -Tutf8 and the terminal set it? */
int kt_wide_char(uint32_t cp);

/* The Unicode character that the LEN bytes of UTF-8 at S start with, and
 * its length in *N; -1 (and *N 0) if they start none (a byte that is no
 * lead, a sequence cut short, an overlong or surrogate form). */
long kt_utf8_char(const unsigned char *s, size_t len, size_t *n);

/* Call REPORT when memory runs out, before the exit (NULL: the default
 * message). */
void kt_util_set_nomem(void (*report)(void));

#endif
