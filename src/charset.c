/* charset.c: the character set of the locale (see charset.h). */
#include <config.h>

#include <langinfo.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "charset.h"
#include "util.h"

void
kt_charset_locale(char *buf, size_t size)
{
	static const char *const vars[] = { "LC_ALL", "LC_CTYPE", "LANG" };
	const char *name = NULL;
	size_t i;

	for (i = 0; i < sizeof vars / sizeof vars[0]; i++) {
		name = getenv(vars[i]);
		if (name != NULL && *name != '\0')
			break;
		name = NULL;
	}
	if (name == NULL || strcmp(name, "C") == 0 ||
	    strcmp(name, "POSIX") == 0) {
		kt_copyn(buf, size, "latin1", 6);
		return;
	}
#if HAVE_NEWLOCALE && HAVE_NL_LANGINFO_L
	{
		locale_t loc = newlocale(LC_CTYPE_MASK, name, (locale_t)0);
		const char *cs;

		if (loc == (locale_t)0) {
			/* setlocale() would fail: preconv stays in C */
			kt_copyn(buf, size, "latin1", 6);
			return;
		}
		cs = nl_langinfo_l(CODESET, loc);
		if (cs == NULL || *cs == '\0')
			cs = "latin1";
		kt_copyn(buf, size, cs, strlen(cs));
		freelocale(loc);
	}
#else
	{
		/* "ja_JP.SJIS@mod": the part after the dot */
		const char *dot = strchr(name, '.');
		size_t n;

		if (dot == NULL) {
			kt_copyn(buf, size, "latin1", 6);
			return;
		}
		dot++;
		n = strcspn(dot, "@");
		kt_copyn(buf, size, dot, n);
	}
#endif
}
