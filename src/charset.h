/* charset.h: the character set of the locale, for the messages (msg.c:
 * may they print UTF-8?) and the encodings layer (the default encoding).
 * It reads the environment only and calls nothing of ktypes but util.h's
 * bounded copy. */
#ifndef KT_CHARSET_H
#define KT_CHARSET_H

#include <stddef.h>

/* The character set of the locale (LC_ALL, LC_CTYPE, LANG) into BUF of
 * SIZE bytes, or "latin1" when that is C, POSIX, unset or not installed
 * (as preconv(1) decides). */
void kt_charset_locale(char *buf, size_t size);

#endif
