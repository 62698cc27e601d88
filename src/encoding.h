/* encoding.h: the encodings layer, for an input's pipeline (input.c), the
 * command line's -e (cli.c) and their tests: which encoding an input is
 * in, and its conversion to UTF-8 and back.
 *
 * The encoding is found the way groff's preconv(1) finds it (do_file() in
 * src/preproc/preconv/preconv.cpp of groff 1.22.4), strongest first: the
 * -e option; a byte-order mark (UTF-32, UTF-8, UTF-16); an Emacs coding
 * tag, "-*- coding: NAME -*-", in a roff comment on the first or second
 * line; the locale's character set, or latin1 in the C and POSIX
 * locales.  Names go through preconv's table of Emacs and MIME names
 * (with the -dos, -unix and -mac suffixes stripped); others are given to
 * iconv as they are.  preconv's use of uchardet is not followed.
 *
 * An encoding is "safe" when a byte scanner can read it as it is: ASCII
 * bytes are ASCII characters and never part of another character (UTF-8,
 * ISO 8859, KOI8, EUC, ...).  The others (Shift_JIS, Big5, GBK, UTF-16,
 * EBCDIC, ...) are decoded to UTF-8 for the filter and encoded back.  The
 * conversion keeps every byte: a byte sequence that is invalid, or whose
 * character would not be encoded back to the same bytes, becomes one
 * raw-byte character a byte (from the end of plane 16, which kt_enc_encode
 * turns back into the very bytes), and the characters around it convert
 * as usual.  Conversion needs iconv; without it, kt_enc_open fails.
 */
#ifndef KT_ENCODING_H
#define KT_ENCODING_H

#include <stdbool.h>
#include <stddef.h>

#include "io.h"

/* Longest encoding name kept, with its NUL (preconv's MAX_VAR_LEN). */
#define KT_ENC_NAME_MAX 100

/* The detection looks at most at this many bytes from the start. */
#define KT_ENC_HEAD_MAX ((size_t)64 * 1024)

enum kt_enc_source {
	KT_ENC_FROM_OPTION,	/* -e */
	KT_ENC_FROM_BOM,	/* a byte-order mark */
	KT_ENC_FROM_TAG,	/* a coding tag in the first two lines */
	KT_ENC_FROM_DEFAULT	/* the locale, or latin1 */
};

struct kt_enc_info {
	char name[KT_ENC_NAME_MAX];	/* the encoding, as iconv knows it */
	enum kt_enc_source source;
	size_t bom;		/* bytes of byte-order mark to keep apart */
	bool safe;		/* a byte scanner can read it as it is */
};

/* Has HEAD (its first N bytes) enough for the detection: two lines after
 * a byte-order mark, or KT_ENC_HEAD_MAX bytes?  Without TAG (-e given),
 * four bytes are enough. */
bool kt_enc_head_enough(const unsigned char *head, size_t n, bool tag);

/* The byte-order mark at the start of the N bytes at P: its length, 0 if
 * none; *NAME is set to "UTF-32", "UTF-8" or "UTF-16". */
size_t kt_enc_bom(const unsigned char *p, size_t n, const char **name);

/* The value of the coding tag in the first two lines of the N bytes at
 * P, as preconv reads it (NUL bytes skipped), into BUF of SIZE bytes,
 * and in *LINE the line that holds it (1 or 2); false if there is
 * none. */
bool kt_enc_tag(const unsigned char *p, size_t n, char *buf, size_t size,
		unsigned *line);

/* NAME as iconv knows it, after preconv's table (into BUF of SIZE). */
void kt_enc_canonical(const char *name, char *buf, size_t size);

/* Can a byte scanner read encoding NAME (canonical) as it is? */
bool kt_enc_is_safe(const char *name);

/* Is NAME (as given to -e) an encoding that ktypes can handle? */
bool kt_enc_known(const char *name);

/* Find the encoding of the input whose first N bytes are HEAD; OPTION is
 * the -e argument or NULL. */
void kt_enc_detect(const unsigned char *head, size_t n, const char *option,
		   struct kt_enc_info *e);

/* Converters between an unsafe encoding and UTF-8. */
struct kt_enc_conv;

/* Open converters for encoding NAME (canonical), whose byte-order mark, if
 * kept apart, is the BOMLEN bytes at BOM (it tells UTF-16 and UTF-32 their
 * byte order).  NULL, with errno set, if iconv does not know NAME or
 * ktypes was built without iconv. */
struct kt_enc_conv *kt_enc_open(const char *name, const unsigned char *bom,
				size_t bomlen);
void kt_enc_close(struct kt_enc_conv *c);

/* Does the encoding of C read the byte 0x5C alone as roff's backslash,
 * as preconv, which decodes with iconv too, will read it?  Not in
 * JIS-Roman and KS-Roman (glibc's Shift_JIS: a yen sign), where no byte
 * reads as a backslash, so that an escape that ktypes writes cannot
 * reach troff through preconv. */
bool kt_enc_reads_backslash(const struct kt_enc_conv *c);

/* Text decoded from the input. */
struct kt_enc_text {
	unsigned char *s;	/* UTF-8, allocated */
	size_t len;
	size_t bad;		/* offset in s of the first raw-byte character
				 * of an invalid sequence, or (size_t)-1 */
};

void kt_enc_text_free(struct kt_enc_text *t);

/* Decode the N bytes at P into T.  Encoding T back gives P exactly. */
void kt_enc_decode(struct kt_enc_conv *c, const unsigned char *p, size_t n,
		   struct kt_enc_text *t);

/* Encode the N bytes of UTF-8 at P back into the encoding and append
 * them to W; false if some character cannot be encoded (W then holds a
 * part of the output).  Call after kt_enc_decode, of the same input. */
bool kt_enc_encode(struct kt_enc_conv *c, const unsigned char *p, size_t n,
		   struct kt_writer *w);

#endif
