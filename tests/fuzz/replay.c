/* replay.c: the main() that turns a libFuzzer harness of tests/fuzz/ into
 * an ordinary program, so that "make check" replays every input that fuzzing
 * ever found (tests/fuzz/regressions/) with no clang and no libFuzzer.
 *
 *   replay_HARNESS FILE...
 *
 * Each FILE is read whole and given to the harness's LLVMFuzzerTestOneInput
 * once, as "fuzz_HARNESS -runs=1 FILE" would.  The harness checks its own
 * invariants and aborts on a violation; the name of the input is printed on
 * standard error before it runs, so that the failing input is the last one
 * named.  Exit status 0 when every input ran, 2 when one could not be read.
 * Linked by tests/fuzz/local.mk against the library built with the
 * harnesses' small caps (tests/fuzz/libktypes-fuzz.a).
 */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* FILE's bytes in a buffer of its own (a harness may read up to size and
 * no further: AddressSanitizer sees an overrun), or NULL. */
static uint8_t *
kt_replay_read(const char *name, size_t *size)
{
	FILE *f = fopen(name, "rb");
	uint8_t *buf = NULL, *grown;
	size_t len = 0, cap = 0, n;

	if (f == NULL)
		return NULL;
	for (;;) {
		if (len == cap) {
			cap = cap ? cap * 2 : 4096;
			grown = realloc(buf, cap);
			if (grown == NULL) {
				free(buf);
				fclose(f);
				errno = ENOMEM;
				return NULL;
			}
			buf = grown;
		}
		n = fread(buf + len, 1, cap - len, f);
		len += n;
		if (n == 0)
			break;
	}
	if (ferror(f)) {
		free(buf);
		fclose(f);
		return NULL;
	}
	fclose(f);
	/* an exact copy, so that a read past the input is caught */
	grown = malloc(len ? len : 1);
	if (grown == NULL) {
		free(buf);
		errno = ENOMEM;
		return NULL;
	}
	memcpy(grown, buf, len);
	free(buf);
	*size = len;
	return grown;
}

int
main(int argc, char **argv)
{
	int i;

	if (argc < 2) {
		fprintf(stderr, "usage: %s FILE...\n", argv[0]);
		return 2;
	}
	for (i = 1; i < argc; i++) {
		size_t size = 0;
		uint8_t *data = kt_replay_read(argv[i], &size);

		if (data == NULL) {
			fprintf(stderr, "%s: %s: %s\n", argv[0], argv[i],
			    strerror(errno));
			return 2;
		}
		fprintf(stderr, "%s: %s\n", argv[0], argv[i]);
		LLVMFuzzerTestOneInput(data, size);
		free(data);
	}
	return 0;
}
