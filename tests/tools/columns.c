/* columns.c: a test tool.  Prints the width of each line of standard
 * input in columns on a terminal, as the layout engine counts a
 * character (src/util.h: kt_utf8_char, kt_wide_char; East Asian wide
 * characters take two columns, any other character or a byte that
 * starts none one), the blanks at its end left out (they show nothing).
 * With -l, the line follows its width after a tab.  The tests count
 * the rendered width of a line with it (tests/layout/widths-lib.sh), so
 * that they count as the engine does.
 *
 *   columns [-l] < TEXT
 */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* The columns of the N bytes at S. */
static size_t
columns(const unsigned char *s, size_t n)
{
	size_t i, k, w = 0;
	long cp;

	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	for (i = 0; i < n; i += k) {
		cp = kt_utf8_char(s + i, n - i, &k);
		if (cp < 0)
			k = 1;
		w += cp >= 0 && kt_wide_char((uint32_t)cp) ? 2 : 1;
	}
	return w;
}

int
main(int argc, char **argv)
{
	char *buf = NULL;
	size_t cap = 0;
	ssize_t len;
	int lines = argc == 2 && strcmp(argv[1], "-l") == 0;

	if (argc > 2 || (argc == 2 && !lines)) {
		fputs("usage: columns [-l] < TEXT\n", stderr);
		return 2;
	}
	while ((len = getline(&buf, &cap, stdin)) >= 0) {
		if (len > 0 && buf[len - 1] == '\n')
			buf[--len] = '\0';
		printf("%zu", columns((const unsigned char *)buf, (size_t)len));
		if (lines)
			printf("\t%s", buf);
		putchar('\n');
	}
	free(buf);
	return ferror(stdin) || fflush(stdout) != 0 ? 2 : 0;
}
