/* test_encoding.c: unit tests of the encodings layer (src/encoding.h):
 * the detection order of preconv (-e, byte-order mark, coding tag in the
 * first two lines, locale), the coding tag's forms and names, which
 * encodings are safe, the exact conversion to UTF-8 and back (invalid
 * bytes, Shift_JIS's 0x5C, UTF-16 surrogates, EBCDIC), and the whole
 * program on encoded files. */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "charset.h"
#include "cli.h"
#include "encoding.h"
#include "io.h"
#include "msg.h"

#define S(s) (const unsigned char *)(s), sizeof (s) - 1

/* --- Detection -------------------------------------------------------- */

static void
detect(const unsigned char *p, size_t n, const char *option,
       struct kt_enc_info *e)
{
	kt_enc_detect(p, n, option, e);
}

static void
test_encoding_bom(void **state)
{
	const char *name;

	(void)state;
	assert_int_equal(kt_enc_bom(S("\xEF\xBB\xBF.TH"), &name), 3);
	assert_string_equal(name, "UTF-8");
	assert_int_equal(kt_enc_bom(S("\xFF\xFE.\0"), &name), 2);
	assert_string_equal(name, "UTF-16");
	assert_int_equal(kt_enc_bom(S("\xFE\xFF\0."), &name), 2);
	assert_string_equal(name, "UTF-16");
	assert_int_equal(kt_enc_bom(S("\0\0\xFE\xFF"), &name), 4);
	assert_string_equal(name, "UTF-32");
	/* UTF-32LE's mark is tried before UTF-16LE's, as in preconv */
	assert_int_equal(kt_enc_bom(S("\xFF\xFE\0\0"), &name), 4);
	assert_string_equal(name, "UTF-32");
	assert_int_equal(kt_enc_bom(S(".TH X 1\n"), &name), 0);
	assert_null(name);
	assert_int_equal(kt_enc_bom(S("\xEF\xBB"), &name), 0);
	assert_int_equal(kt_enc_bom((const unsigned char *)"", 0, &name), 0);
}

static void
expect_tag_at(const unsigned char *p, size_t n, const char *want,
	      unsigned want_line)
{
	char buf[KT_ENC_NAME_MAX];
	unsigned line = 99;

	if (want == NULL)
		assert_false(kt_enc_tag(p, n, buf, sizeof buf, &line));
	else {
		assert_true(kt_enc_tag(p, n, buf, sizeof buf, &line));
		assert_string_equal(buf, want);
		assert_int_equal(line, want_line);
	}
}

/* A tag on the first line. */
static void
expect_tag(const unsigned char *p, size_t n, const char *want)
{
	expect_tag_at(p, n, want, 1);
}

static void
test_encoding_tag_forms(void **state)
{
	(void)state;
	expect_tag(S(".\\\" -*- coding: latin-2 -*-\n.TH X 1\n"), "latin-2");
	expect_tag(S(".\\\" -*- mode: troff; coding: utf-8 -*-\n"), "utf-8");
	expect_tag(S("'\\\" t -*- coding:euc-jp; mode: nroff -*-\n"), "euc-jp");
	expect_tag(S(".\\# -*- Coding: KOI8-R -*-\n"), "KOI8-R");
	expect_tag(S("\\# -*- coding: big5 -*-\n"), "big5");
	expect_tag(S(". \t\\\" -*- coding: gbk -*-\n"), "gbk");
	/* the second line, after a comment line */
	expect_tag_at(S(".\\\" t\n.\\\" -*- coding: shift_jis -*-\n.TH X 1\n"),
	    "shift_jis", 2);
	/* CRLF lines */
	expect_tag_at(S(".\\\" x\r\n.\\\" -*- coding: cp932 -*-\r\n"), "cp932",
	    2);
	/* NUL bytes are skipped: a tag in UTF-16 without a mark */
	expect_tag(S(".\0\\\0\"\0 \0-\0*\0-\0 \0c\0o\0d\0i\0n\0g\0:\0 \0"
	    "u\0t\0f\0-\0001\0006\0l\0e\0 \0-\0*\0-\0\n\0"), "utf-16le");
}

static void
test_encoding_tag_not_found(void **state)
{
	(void)state;
	/* the third line is too late */
	expect_tag(S(".\\\" a\n.\\\" b\n.\\\" -*- coding: latin1 -*-\n"), NULL);
	/* the search stops at the first line that is not a comment */
	expect_tag(S(".TH X 1\n.\\\" -*- coding: latin1 -*-\n"), NULL);
	/* not a comment: text, a "\"" comment after text */
	expect_tag(S("-*- coding: latin1 -*-\n"), NULL);
	expect_tag(S("x \\\" -*- coding: latin1 -*-\n"), NULL);
	/* no closing marker, no coding variable, no value */
	expect_tag(S(".\\\" -*- coding: latin1\n"), NULL);
	expect_tag(S(".\\\" -*- mode: troff -*-\n"), NULL);
	expect_tag(S(".\\\" -*- coding: -*-\n"), NULL);
	expect_tag(S(".\\\" -*- nroff -*-\n"), NULL);
	/* a line must end in a newline to be searched */
	expect_tag(S(".\\\" -*- coding: latin1 -*-"), NULL);
	expect_tag((const unsigned char *)"", 0, NULL);
}

static void
test_encoding_canonical_names(void **state)
{
	static const char *const pairs[][2] = {
		{ "latin-1", "ISO-8859-1" },
		{ "LATIN1", "ISO-8859-1" },
		{ "latin-2-unix", "ISO-8859-2" },
		{ "utf-8-dos", "UTF-8" },
		{ "euc-japan-mac", "EUC-JP" },
		{ "chinese-big5", "Big5" },
		{ "cn-gb-2312", "GB2312" },
		{ "cyrillic-koi8", "KOI8-R" },
		{ "mule-utf-16le-with-signature", "UTF-16" },
		{ "utf-16-le", "UTF-16LE" },
		{ "iso-10646/utf8", "UTF-8" },
		{ "cp1047", "CP1047" },
		/* not in the table: to iconv as given */
		{ "shift_jis", "shift_jis" },
		{ "cp932-unix", "cp932" },
		{ "GBK", "GBK" },
		/* a suffix alone is a name */
		{ "-dos", "-dos" },
	};
	char buf[KT_ENC_NAME_MAX];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
		kt_enc_canonical(pairs[i][0], buf, sizeof buf);
		assert_string_equal(buf, pairs[i][1]);
	}
}

static void
test_encoding_safe_encodings(void **state)
{
	static const char *const safe[] = {
		"UTF-8", "utf8", "US-ASCII", "ANSI_X3.4-1968", "ISO-8859-1",
		"ISO_8859-15", "iso8859-2", "KOI8-R", "KOI8-U", "EUC-JP",
		"EUC-KR", "EUCJP-MS", "GB2312", "CP1252", "windows-1251",
		"latin1"
	};
	static const char *const unsafe[] = {
		"Shift_JIS", "SJIS", "CP932", "Big5", "BIG5-HKSCS", "GBK",
		"GB18030", "UHC", "CP949", "JOHAB", "UTF-16", "UTF-16LE",
		"UTF-32", "UCS-2", "CP1047", "IBM037", "ISO-2022-JP", "UTF-7",
		"LATIN", "ISO8859", "bogus"
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof safe / sizeof safe[0]; i++)
		assert_true(kt_enc_is_safe(safe[i]));
	for (i = 0; i < sizeof unsafe / sizeof unsafe[0]; i++)
		assert_false(kt_enc_is_safe(unsafe[i]));
}

static void
test_encoding_head_enough(void **state)
{
	(void)state;
	assert_false(kt_enc_head_enough(S(".\\\""), true));
	assert_false(kt_enc_head_enough(S(".\\\" one line\n"), true));
	assert_true(kt_enc_head_enough(S("one\ntwo\n"), true));
	assert_true(kt_enc_head_enough(S("one\r\ntwo\r\n"), true));
	/* a CR at the end: a CRLF may follow */
	assert_false(kt_enc_head_enough(S("one\r\ntwo\r"), true));
	assert_true(kt_enc_head_enough(S("one\r\ntwo\rx"), true));
	/* a mark, or -e: no tag needed */
	assert_true(kt_enc_head_enough(S("\xFF\xFE.\0"), true));
	assert_true(kt_enc_head_enough(S(".TH "), false));
	assert_false(kt_enc_head_enough(S(".TH"), false));
}

/* Set the locale variables: LC_ALL to ALL, the others unset. */
static void
set_locale_env(const char *all)
{
	unsetenv("LC_CTYPE");
	unsetenv("LANG");
	if (all == NULL)
		unsetenv("LC_ALL");
	else
		setenv("LC_ALL", all, 1);
}

static void
test_encoding_default_from_locale(void **state)
{
	char buf[KT_ENC_NAME_MAX];

	(void)state;
	set_locale_env("C");
	kt_charset_locale(buf, sizeof buf);
	assert_string_equal(buf, "latin1");
	set_locale_env("POSIX");
	kt_charset_locale(buf, sizeof buf);
	assert_string_equal(buf, "latin1");
	set_locale_env(NULL);
	kt_charset_locale(buf, sizeof buf);
	assert_string_equal(buf, "latin1");
#if HAVE_NEWLOCALE && HAVE_NL_LANGINFO_L
	/* a locale that is not installed: setlocale fails, C stays */
	set_locale_env("xx_YY.NO-SUCH-CHARSET");
	kt_charset_locale(buf, sizeof buf);
	assert_string_equal(buf, "latin1");
#endif
	/* C.UTF-8 is not C */
	set_locale_env("C.UTF-8");
	kt_charset_locale(buf, sizeof buf);
	assert_string_equal(buf, "UTF-8");
	/* LC_CTYPE when LC_ALL is unset */
	unsetenv("LC_ALL");
	setenv("LC_CTYPE", "C.UTF-8", 1);
	kt_charset_locale(buf, sizeof buf);
	assert_string_equal(buf, "UTF-8");
	set_locale_env("C");
}

static void
test_encoding_detection_order(void **state)
{
	static const char tagged_bom[] =
	    "\xEF\xBB\xBF.\\\" -*- coding: latin1 -*-\n.TH X 1\n";
	static const char tagged[] = ".\\\" -*- coding: shift_jis -*-\n";
	struct kt_enc_info e;

	(void)state;
	set_locale_env("C.UTF-8");
	/* 1. -e beats everything; the mark stays text (latin1 reads it) */
	detect(S(tagged_bom), "latin-1", &e);
	assert_int_equal(e.source, KT_ENC_FROM_OPTION);
	assert_string_equal(e.name, "ISO-8859-1");
	assert_int_equal(e.bom, 0);
	assert_true(e.safe);
	/* ... and a mark that the named encoding consumes is kept apart */
	detect(S(tagged_bom), "utf8", &e);
	assert_int_equal(e.source, KT_ENC_FROM_OPTION);
	assert_string_equal(e.name, "UTF-8");
	assert_int_equal(e.bom, 3);
	detect(S("\xFF\xFE.\0"), "utf-16", &e);
	assert_int_equal(e.bom, 2);
	assert_false(e.safe);
	detect(S("\xFF\xFE.\0"), "UTF-16LE", &e);
	assert_int_equal(e.bom, 0);
	/* 2. the mark beats the tag */
	detect(S(tagged_bom), NULL, &e);
	assert_int_equal(e.source, KT_ENC_FROM_BOM);
	assert_string_equal(e.name, "UTF-8");
	assert_int_equal(e.bom, 3);
	assert_true(e.safe);
	detect(S("\xFE\xFF\0.\0\\\0\"\0\n"), NULL, &e);
	assert_int_equal(e.source, KT_ENC_FROM_BOM);
	assert_string_equal(e.name, "UTF-16");
	assert_int_equal(e.bom, 2);
	assert_false(e.safe);
	detect(S("\xFF\xFE\0\0.\0\0\0"), NULL, &e);
	assert_string_equal(e.name, "UTF-32");
	assert_int_equal(e.bom, 4);
	/* 3. the tag beats the locale */
	detect(S(tagged), NULL, &e);
	assert_int_equal(e.source, KT_ENC_FROM_TAG);
	assert_string_equal(e.name, "shift_jis");
	assert_int_equal(e.bom, 0);
	assert_false(e.safe);
	detect(S(".\\\" -*- coding: latin-1-unix -*-\n"), NULL, &e);
	assert_string_equal(e.name, "ISO-8859-1");
	assert_true(e.safe);
	/* 4. the locale, then latin1 */
	detect(S(".TH X 1\n"), NULL, &e);
	assert_int_equal(e.source, KT_ENC_FROM_DEFAULT);
	assert_string_equal(e.name, "UTF-8");
	assert_true(e.safe);
	set_locale_env("C");
	detect(S(".TH X 1\n"), NULL, &e);
	assert_int_equal(e.source, KT_ENC_FROM_DEFAULT);
	assert_string_equal(e.name, "ISO-8859-1");
	/* an empty -e is no -e */
	detect(S(tagged), "", &e);
	assert_int_equal(e.source, KT_ENC_FROM_TAG);
}

static void
test_encoding_known_names(void **state)
{
	(void)state;
	assert_true(kt_enc_known("utf-8"));
	assert_true(kt_enc_known("latin-1"));
#if HAVE_ICONV
	assert_true(kt_enc_known("shift_jis"));
	assert_true(kt_enc_known("UTF-16"));
	assert_true(kt_enc_known("cp1047"));
	assert_false(kt_enc_known("no-such-encoding"));
#endif
}

/* --- Conversion ------------------------------------------------------- */

#if HAVE_ICONV

/* Decode the N bytes at P from ENC, check the text against WANT (NULL:
 * not checked), and that it encodes back to P exactly; returns the
 * offset of the first invalid sequence. */
static size_t
round_trip(const char *enc, const unsigned char *p, size_t n,
	   const char *want)
{
	struct kt_enc_conv *c = kt_enc_open(enc, NULL, 0);
	struct kt_enc_text t;
	struct kt_writer w;
	size_t bad;

	assert_non_null(c);
	kt_enc_decode(c, p, n, &t);
	if (want != NULL) {
		assert_int_equal(t.len, strlen(want));
		assert_memory_equal(t.s, want, t.len);
	}
	kt_writer_init_mem(&w);
	assert_true(kt_enc_encode(c, t.s, t.len, &w));
	assert_int_equal(w.len, n);
	assert_memory_equal(w.buf, p, n);
	bad = t.bad;
	kt_writer_free(&w);
	kt_enc_text_free(&t);
	kt_enc_close(c);
	return bad;
}

static void
test_encoding_shift_jis_trail_bytes(void **state)
{
	(void)state;
	/* 表 is 0x95 0x5C: its second byte is no backslash */
	assert_int_equal(round_trip("SHIFT_JIS",
	    S("\x95\x5C__u32\x95\x5C\n"), "\xE8\xA1\xA8__u32\xE8\xA1\xA8\n"),
	    (size_t)-1);
	/* a 0x5C alone is roff's backslash, not the yen sign of JIS-Roman;
	 * 0x7E is the tilde, not an overline */
	assert_int_equal(round_trip("SHIFT_JIS",
	    S("\x8F\x5C\\fB__u8\\fP ~\n"), "\xE5\x8D\x81\\fB__u8\\fP ~\n"),
	    (size_t)-1);
	assert_int_equal(round_trip("CP932", S("\x83\x5C\\\"x\n"),
	    "\xE3\x82\xBD\\\"x\n"), (size_t)-1);
}

static void
test_encoding_big5_and_gbk(void **state)
{
	(void)state;
	/* 許 is 0xB3 0x5C in Big5, 乗 0x81 0x5C in GBK */
	assert_int_equal(round_trip("BIG5", S("\xB3\x5C__s64\xB3\x5C\n"),
	    "\xE8\xA8\xB1__s64\xE8\xA8\xB1\n"), (size_t)-1);
	assert_int_equal(round_trip("GBK", S("\x81\x5C__u16\x81\x5C\n"),
	    "\xE4\xB9\x97__u16\xE4\xB9\x97\n"), (size_t)-1);
}

static void
test_encoding_utf16_and_utf32(void **state)
{
	struct kt_enc_conv *c;
	struct kt_enc_text t;

	(void)state;
	assert_int_equal(round_trip("UTF-16LE", S("_\0_\0u\0003\0002\0\n\0"),
	    "__u32\n"), (size_t)-1);
	/* a surrogate pair: U+1F600 */
	assert_int_equal(round_trip("UTF-16BE",
	    S("\xD8\x3D\xDE\x00\0\n"), "\xF0\x9F\x98\x80\n"), (size_t)-1);
	assert_int_equal(round_trip("UTF-32LE", S("x\0\0\0\n\0\0\0"),
	    "x\n"), (size_t)-1);
	/* the mark gives the byte order of "UTF-16" */
	c = kt_enc_open("UTF-16", (const unsigned char *)"\xFF\xFE", 2);
	assert_non_null(c);
	kt_enc_decode(c, S("x\0\n\0"), &t);
	assert_int_equal(t.len, 2);
	assert_memory_equal(t.s, "x\n", 2);
	kt_enc_text_free(&t);
	kt_enc_close(c);
	c = kt_enc_open("UTF-16", (const unsigned char *)"\xFE\xFF", 2);
	kt_enc_decode(c, S("\0x\0\n"), &t);
	assert_memory_equal(t.s, "x\n", 2);
	kt_enc_text_free(&t);
	kt_enc_close(c);
}

static void
test_encoding_ebcdic(void **state)
{
	(void)state;
	/* cp1047: "\fB__u32" and a newline are E0 86 C2 6D 6D A4 F3 F2 25 */
	assert_int_equal(round_trip("CP1047",
	    S("\xE0\x86\xC2\x6D\x6D\xA4\xF3\xF2\x25"), "\\fB__u32\n"),
	    (size_t)-1);
}

static void
test_encoding_invalid_bytes_are_kept(void **state)
{
	(void)state;
	/* Shift_JIS: 0xA0 and 0xFF are no characters; a lead byte before a
	 * newline, one at the end */
	assert_int_equal(round_trip("SHIFT_JIS", S("ab\n\xA0\xFF__u32\n"),
	    NULL), 3);
	assert_int_equal(round_trip("SHIFT_JIS", S("x\x95\nz\x95"), NULL), 1);
	/* UTF-16: a lone low surrogate, an odd byte at the end */
	assert_int_equal(round_trip("UTF-16LE",
	    S("a\0\x00\xDC" "b\0\n\0c"), NULL), 1);
	/* the text around them converts as usual */
	{
		struct kt_enc_conv *c = kt_enc_open("SHIFT_JIS", NULL, 0);
		struct kt_enc_text t;

		kt_enc_decode(c, S("\xFF\x95\x5C__u32\n"), &t);
		assert_int_equal(t.bad, 0);
		assert_int_equal(t.len, 4 + 3 + 6);
		assert_memory_equal(t.s + 4, "\xE8\xA1\xA8__u32\n", 9);
		kt_enc_text_free(&t);
		kt_enc_close(c);
	}
}

static void
test_encoding_random_bytes_round_trip(void **state)
{
	static const char *const encs[] = {
		"SHIFT_JIS", "CP932", "BIG5", "GBK", "GB18030", "UHC",
		"UTF-16LE", "UTF-16BE", "UTF-32BE", "CP1047", "ISO-2022-JP",
		"UTF-7"
	};
	unsigned char buf[2048];
	unsigned long x = 12345;
	size_t i, j, k;

	(void)state;
	for (i = 0; i < sizeof encs / sizeof encs[0]; i++)
		for (k = 0; k < 4; k++) {
			for (j = 0; j < sizeof buf; j++) {
				x = x * 1103515245ul + 12345ul;
				buf[j] = (unsigned char)(x >> 16);
			}
			(void)round_trip(encs[i], buf, sizeof buf, NULL);
		}
}

/* Valid text is decoded and encoded back with one call of iconv each
 * way (kt_enc_decode_all), and must read as a character at a time would:
 * with shift sequences (ISO-2022-JP), at length (UTF-32, 96 kB); a
 * character that the text could not tell from a raw byte (U+10FF00 in
 * UTF-16) sends the input the way of a character at a time, where its
 * bytes are kept as raw bytes. */
static void
test_encoding_whole_texts_at_once(void **state)
{
	unsigned char *big;
	char *want;
	size_t i;

	(void)state;
	/* 日本語 __u32 テキスト */
	assert_int_equal(round_trip("ISO-2022-JP",
	    S("\x1b$BF|K\\8l\x1b(B __u32 \x1b$B%F%-%9%H\x1b(B\nx\n"),
	    "\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E __u32 "
	    "\xE3\x83\x86\xE3\x82\xAD\xE3\x82\xB9\xE3\x83\x88\nx\n"),
	    (size_t)-1);
	big = malloc(4 * 24000);
	want = malloc(24000 + 1);
	assert_non_null(big);
	assert_non_null(want);
	for (i = 0; i < 24000; i++) {
		want[i] = i % 60 == 59 ? '\n' : (char)('a' + i % 26);
		big[4 * i] = big[4 * i + 1] = big[4 * i + 2] = 0;
		big[4 * i + 3] = (unsigned char)want[i];
	}
	want[24000] = '\0';
	assert_int_equal(round_trip("UTF-32BE", big, 4 * 24000, want),
	    (size_t)-1);
	free(big);
	free(want);
	/* U+10FF00: four raw bytes, then the rest */
	{
		struct kt_enc_conv *c = kt_enc_open("UTF-16BE", NULL, 0);
		struct kt_enc_text t;

		assert_non_null(c);
		kt_enc_decode(c, S("\xDB\xFF\xDF\x00\0x\0\n"), &t);
		assert_int_equal(t.len, 4 * 4 + 2);
		assert_memory_equal(t.s, "\xF4\x8F\xBF\x9B", 4);
		assert_memory_equal(t.s + 16, "x\n", 2);
		kt_enc_text_free(&t);
		kt_enc_close(c);
		assert_int_equal(round_trip("UTF-16BE",
		    S("\xDB\xFF\xDF\x00\0x\0\n"), NULL), (size_t)-1);
	}
}

static void
test_encoding_changed_text_is_encoded(void **state)
{
	struct kt_enc_conv *c = kt_enc_open("SHIFT_JIS", NULL, 0);
	struct kt_writer w;

	(void)state;
	assert_non_null(c);
	kt_writer_init_mem(&w);
	assert_true(kt_enc_encode(c, S("\xE8\xA1\xA8uint32_t\\fB\n"), &w));
	assert_int_equal(w.len, 14);
	assert_memory_equal(w.buf, "\x95\x5Cuint32_t\\fB\n", 14);
	kt_writer_free(&w);
	/* a character that Shift_JIS has not */
	kt_writer_init_mem(&w);
	assert_false(kt_enc_encode(c, S("\xF0\x9F\x98\x80"), &w));
	kt_writer_free(&w);
	kt_enc_close(c);
	/* an unknown encoding cannot be opened */
	assert_null(kt_enc_open("no-such-encoding", NULL, 0));
}

#endif /* HAVE_ICONV */

/* --- The whole program ------------------------------------------------ */

/* Run ktypes with ARGS on the N bytes at IN (a file); its output goes to
 * OUT (*OUTLEN bytes), its messages to ERR. */
static int
run(const char *const *args, const unsigned char *in, size_t n,
    unsigned char *out, size_t *outlen, char *err, size_t errsize)
{
	char path[] = "/tmp/kt-test-enc-XXXXXX";
	char *argv[16];
	FILE *o = tmpfile(), *e = tmpfile();
	int fd = mkstemp(path), saved, argc = 0, status;
	size_t k;

	assert_true(fd >= 0 && o != NULL && e != NULL);
	assert_int_equal(write(fd, in, n), (ssize_t)n);
	close(fd);
	argv[argc++] = (char *)"ktypes";
	for (; *args != NULL; args++)
		argv[argc++] = (char *)*args;
	argv[argc++] = path;
	argv[argc] = NULL;
	fflush(stdout);
	saved = dup(STDOUT_FILENO);
	dup2(fileno(o), STDOUT_FILENO);
	kt_msg_set_stream(e);
	kt_msg_reset();
	status = kt_cli_main(argc, argv);
	fflush(stdout);
	dup2(saved, STDOUT_FILENO);
	close(saved);
	kt_msg_set_stream(NULL);
	unlink(path);
	rewind(o);
	*outlen = fread(out, 1, 4096, o);
	rewind(e);
	k = fread(err, 1, errsize - 1, e);
	err[k] = '\0';
	/* the file name varies: keep what follows it */
	if (strncmp(err, "ktypes:", 7) == 0 && strstr(err, path) != NULL) {
		char *p = strstr(err, path) + strlen(path);
		memmove(err + 7, p, strlen(p) + 1);
	}
	fclose(o);
	fclose(e);
	return status;
}

static void
test_encoding_program(void **state)
{
	static const char sjis[] = ".\\\" -*- coding: shift_jis -*-\n"
	    "\x95\x5C__u32\x95\x5C \x8F\x5C\\fB__u8\\fP\n";
	static const char sjis_iso[] = ".\\\" -*- coding: shift_jis -*-\n"
	    "\x95\x5Cuint32_t\x95\x5C \x8F\x5C\\fBuint8_t\\fP\n";
	static const char utf16[] = "\xFF\xFE_\0_\0s\0" "8\0\n\0";
	static const char utf16_iso[] = "\xFF\xFEi\0n\0t\0" "8\0_\0t\0\n\0";
	static const char bad[] = ".\\\" -*- coding: shift_jis -*-\nok\n"
	    "\xFF__u32\n\xFF\n";
	static const char bad_iso[] = ".\\\" -*- coding: shift_jis -*-\nok\n"
	    "\xFFuint32_t\n\xFF\n";
	static const char *const none[] = { NULL };
	static const char *const iso[] = { "-m", "iso", NULL };
	static const char *const latin1[] = { "-m", "iso", "-e", "latin1",
	    NULL };
	unsigned char out[4096];
	char err[1024];
	size_t n;

	(void)state;
	set_locale_env("C");
	/* the default mode: decoded, filtered and encoded back unchanged */
	assert_int_equal(run(none, S(sjis), out, &n, err, sizeof err), 0);
	assert_int_equal(n, sizeof sjis - 1);
	assert_memory_equal(out, sjis, n);
#if HAVE_ICONV
	assert_string_equal(err, "");
	assert_int_equal(run(iso, S(sjis), out, &n, err, sizeof err), 0);
	assert_int_equal(n, sizeof sjis_iso - 1);
	assert_memory_equal(out, sjis_iso, n);
	/* read as latin1, the trail bytes hide the types */
	assert_int_equal(run(latin1, S(sjis), out, &n, err, sizeof err), 0);
	assert_int_equal(n, sizeof sjis - 1);
	assert_memory_equal(out, sjis, n);
	assert_int_equal(run(iso, S(utf16), out, &n, err, sizeof err), 0);
	assert_int_equal(n, sizeof utf16_iso - 1);
	assert_memory_equal(out, utf16_iso, n);
	/* invalid bytes: one warning, with the line of the first */
	assert_int_equal(run(iso, S(bad), out, &n, err, sizeof err), 0);
	assert_int_equal(n, sizeof bad_iso - 1);
	assert_memory_equal(out, bad_iso, n);
	assert_string_equal(err, "ktypes::3: warning: invalid byte sequence "
	    "for shift_jis; passed through\n");
#else
	assert_string_equal(err, "ktypes:: warning: encoding 'shift_jis' "
	    "needs iconv, which this ktypes was built without; passed "
	    "through unchanged\n");
	(void)sjis_iso;
	(void)utf16;
	(void)utf16_iso;
	(void)bad;
	(void)bad_iso;
	(void)iso;
	(void)latin1;
#endif
}

static void
test_encoding_option(void **state)
{
	struct kt_cli c;
	char a0[] = "ktypes", a1[] = "-e", a2[] = "euc-jp", a3[] = "f";
	char b1[] = "--encoding=utf-16le", b2[] = "--exec", b3[] = "cat";
	char c1[] = "-e", c2[] = "no-such-encoding";
	char *argv1[] = { a0, a1, a2, a3, NULL };
	char *argv2[] = { a0, b1, b2, b3, NULL };
	char *argv3[] = { a0, c1, c2, NULL };
	FILE *e = tmpfile();

	(void)state;
	assert_int_equal(kt_cli_parse(4, argv1, &c), 0);
	assert_string_equal(c.encoding, "euc-jp");
	assert_int_equal(c.nfiles, 1);
	assert_int_equal(kt_cli_parse(4, argv2, &c), 0);
	assert_string_equal(c.encoding, "utf-16le");
	assert_non_null(c.exec_argv);
	kt_msg_set_stream(e);
#if HAVE_ICONV
	fflush(stderr);
	{
		int saved = dup(STDERR_FILENO);
		dup2(fileno(e), STDERR_FILENO);
		assert_int_equal(kt_cli_parse(3, argv3, &c), 2);
		fflush(stderr);
		dup2(saved, STDERR_FILENO);
		close(saved);
	}
#else
	(void)argv3;
#endif
	kt_msg_set_stream(NULL);
	fclose(e);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_encoding_bom),
		cmocka_unit_test(test_encoding_tag_forms),
		cmocka_unit_test(test_encoding_tag_not_found),
		cmocka_unit_test(test_encoding_canonical_names),
		cmocka_unit_test(test_encoding_safe_encodings),
		cmocka_unit_test(test_encoding_head_enough),
		cmocka_unit_test(test_encoding_default_from_locale),
		cmocka_unit_test(test_encoding_detection_order),
		cmocka_unit_test(test_encoding_known_names),
#if HAVE_ICONV
		cmocka_unit_test(test_encoding_shift_jis_trail_bytes),
		cmocka_unit_test(test_encoding_big5_and_gbk),
		cmocka_unit_test(test_encoding_utf16_and_utf32),
		cmocka_unit_test(test_encoding_ebcdic),
		cmocka_unit_test(test_encoding_invalid_bytes_are_kept),
		cmocka_unit_test(test_encoding_random_bytes_round_trip),
		cmocka_unit_test(test_encoding_whole_texts_at_once),
		cmocka_unit_test(test_encoding_changed_text_is_encoded),
#endif
		cmocka_unit_test(test_encoding_program),
		cmocka_unit_test(test_encoding_option),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
