/* fuzz_encoding.c: libFuzzer harness of the encodings layer (encoding.h).
 *
 * The first byte chooses the encoding: 0 lets the input say (a byte-order
 * mark, a coding tag, else the locale: kt_enc_detect without -e), others
 * name one as -e would (Shift_JIS, Big5, GBK, UTF-16, ISO-2022-JP,
 * EBCDIC, ...; see kt_fuzz_encodings).  The rest is the input file.
 *
 * Checked, on every input:
 *   - detection: kt_enc_head_enough, kt_enc_bom, kt_enc_tag (also into
 *     tiny buffers), kt_enc_detect and kt_enc_canonical/kt_enc_is_safe on
 *     a name taken from the input: no crash, names NUL-terminated inside
 *     their buffers, the mark inside the input;
 *   - for an encoding that a byte scanner cannot read: the decoded text
 *     is valid UTF-8, its first placeholder offset inside it, and
 *     encoding it back gives the input exactly (encoding.h: "Encoding T
 *     back gives P exactly");
 *   - kernel mode through the encoding path, as input.c does it: decode,
 *     filter (kernel mode, as -m sets it), encode: the input, byte for
 *     byte;
 *   - iso mode through the same path: no crash (an output that cannot be
 *     encoded back is passed through by input.c, not checked here).
 * Names from the input are never given to iconv (iconv_open would search
 * the gconv modules on disk for each).
 */
#include "fuzz_common.h"

#include "encoding.h"
#include "filter.h"

static const char *const kt_fuzz_encodings[] = {
	NULL,			/* detect */
	"UTF-16", "UTF-16LE", "UTF-16BE", "UTF-32", "UTF-32LE", "UTF-32BE",
	"UTF-8", "latin1", "Shift_JIS", "CP932", "EUC-JP", "Big5",
	"BIG5-HKSCS", "GBK", "GB18030", "EUC-KR", "JOHAB", "ISO-2022-JP",
	"ISO-2022-KR", "UTF-7", "CP1047", "IBM037", "KOI8-R", "CP1252",
	"TIS-620", "HZ", "utf-16le-dos", "cp936", "sjis-unix",
};
#define KT_FUZZ_NENC (sizeof kt_fuzz_encodings / sizeof kt_fuzz_encodings[0])

/* Open converters are kept: one per (name, byte order of the mark). */
static struct kt_enc_conv *
kt_fuzz_conv(const char *name, const unsigned char *bom, size_t bomlen)
{
	static struct {
		char name[KT_ENC_NAME_MAX];
		bool le;
		struct kt_enc_conv *c;
		bool failed;
	} cache[2 * 64];
	static size_t n;
	bool le = bomlen >= 2 && bom[0] == 0xFF && bom[1] == 0xFE;
	size_t i;

	for (i = 0; i < n; i++)
		if (cache[i].le == le && strcmp(cache[i].name, name) == 0)
			return cache[i].failed ? NULL : cache[i].c;
	if (n == sizeof cache / sizeof cache[0])
		abort();
	snprintf(cache[n].name, sizeof cache[n].name, "%s", name);
	cache[n].le = le;
	cache[n].c = kt_enc_open(name, bom, bomlen);
	cache[n].failed = cache[n].c == NULL;
	return cache[n++].c;
}

/* Is P (N bytes) valid UTF-8 (code points up to U+10FFFF, no surrogates,
 * shortest forms)? */
static bool
kt_fuzz_utf8(const unsigned char *p, size_t n)
{
	size_t i = 0;

	while (i < n) {
		unsigned long c = p[i];
		size_t k, j;

		if (c < 0x80) {
			i++;
			continue;
		}
		if (c >= 0xC2 && c <= 0xDF)
			k = 2, c &= 0x1F;
		else if (c >= 0xE0 && c <= 0xEF)
			k = 3, c &= 0x0F;
		else if (c >= 0xF0 && c <= 0xF4)
			k = 4, c &= 0x07;
		else
			return false;
		if (i + k > n)
			return false;
		for (j = 1; j < k; j++) {
			if ((p[i + j] & 0xC0) != 0x80)
				return false;
			c = c << 6 | (p[i + j] & 0x3F);
		}
		if ((k == 3 && c < 0x800) || (k == 4 && c < 0x10000) ||
		    c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
			return false;
		i += k;
	}
	return true;
}

/* Filter the N bytes at P in MODE (as -m sets it) into W. */
static void
kt_fuzz_filter(enum kt_mode mode, const unsigned char *p, size_t n,
	       struct kt_writer *w)
{
	struct kt_filter *f = kt_filter_new(kt_fuzz_table(1), w);
	struct kt_mode_state ms;
	struct kt_reader r;

	kt_mode_init(&ms);
	(void)kt_mode_set(&ms, mode, KT_MODE_FROM_OPTION);
	kt_filter_set_mode(f, &ms);
	kt_reader_init_mem(&r, p, n);
	kt_filter_run(f, &r, "-");
	kt_reader_free(&r);
	kt_filter_free(f);
}

static void
kt_fuzz_nul_inside(const char *buf, size_t size, const char *what)
{
	if (memchr(buf, '\0', size) == NULL)
		KT_FUZZ_FAIL("%s: not NUL-terminated in its buffer", what);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *option;
	const unsigned char *p;
	const char *bname = NULL;
	struct kt_enc_info e;
	struct kt_enc_conv *c;
	struct kt_enc_text t;
	struct kt_writer w, fw, ew;
	char buf[KT_ENC_NAME_MAX], tiny[5], name[128];
	size_t n, bom, k, head;
	unsigned line;

	kt_fuzz_init();
	kt_msg_reset();
	if (size < 1)
		return 0;
	option = kt_fuzz_encodings[data[0] % KT_FUZZ_NENC];
	p = data + 1;
	n = size - 1;

	/* detection */
	(void)kt_enc_head_enough(p, n, true);
	(void)kt_enc_head_enough(p, n, false);
	bom = kt_enc_bom(p, n, &bname);
	if (bom > n || (bom > 0 && bname == NULL))
		KT_FUZZ_FAIL("byte-order mark of %zu bytes in %zu", bom, n);
	if (kt_enc_tag(p, n, buf, sizeof buf, &line)) {
		kt_fuzz_nul_inside(buf, sizeof buf, "coding tag");
		if (line != 1 && line != 2)
			KT_FUZZ_FAIL("a coding tag on line %u", line);
	}
	for (k = 1; k <= sizeof tiny; k++) {
		memset(tiny, 'x', sizeof tiny);
		if (kt_enc_tag(p, n, tiny, k, &line))
			kt_fuzz_nul_inside(tiny, k, "coding tag, small buffer");
	}
	head = n < KT_ENC_HEAD_MAX ? n : KT_ENC_HEAD_MAX;
	kt_enc_detect(p, head, option, &e);
	kt_fuzz_nul_inside(e.name, sizeof e.name, "detected name");
	if (e.bom > head)
		KT_FUZZ_FAIL("mark of %zu bytes kept apart in %zu", e.bom, head);
	if (option == NULL && bom > 0 && (e.source != KT_ENC_FROM_BOM ||
	    e.bom != bom))
		KT_FUZZ_FAIL("a byte-order mark is not the strongest");
	/* a name from the input, canonicalised and judged */
	k = n < sizeof name - 1 ? n : sizeof name - 1;
	memcpy(name, p, k);
	name[k] = '\0';
	kt_enc_canonical(name, buf, sizeof buf);
	kt_fuzz_nul_inside(buf, sizeof buf, "canonical name");
	(void)kt_enc_is_safe(buf);
	kt_enc_canonical(name, tiny, sizeof tiny);
	kt_fuzz_nul_inside(tiny, sizeof tiny, "canonical name, small buffer");

	if (e.safe)
		return 0;
	c = kt_fuzz_conv(e.name, p, e.bom);
	if (c == NULL)
		return 0;

	/* the round trip */
	kt_enc_decode(c, p + e.bom, n - e.bom, &t);
	if (!kt_fuzz_utf8(t.s, t.len))
		KT_FUZZ_FAIL("%s: the decoded text is not UTF-8", e.name);
	if (t.bad != (size_t)-1 && t.bad >= t.len)
		KT_FUZZ_FAIL("%s: first placeholder at %zu of %zu", e.name,
		    t.bad, t.len);
	kt_writer_init_mem(&w);
	if (!kt_enc_encode(c, t.s, t.len, &w))
		KT_FUZZ_FAIL("%s: the decoded text cannot be encoded back",
		    e.name);
	if (w.len != n - e.bom || memcmp(w.buf, p + e.bom, w.len) != 0)
		KT_FUZZ_FAIL("%s: decoding and encoding back changes the "
		    "input (%zu bytes, then %zu)", e.name, n - e.bom, w.len);
	kt_writer_free(&w);

	/* kernel mode through the encoding path */
	kt_writer_init_mem(&fw);
	kt_fuzz_filter(KT_MODE_KERNEL, t.s, t.len, &fw);
	if (fw.len != t.len || memcmp(fw.buf, t.s, t.len) != 0)
		KT_FUZZ_FAIL("%s: kernel mode changes the decoded text", e.name);
	kt_writer_init_mem(&ew);
	if (!kt_enc_encode(c, fw.buf, fw.len, &ew) || ew.len != n - e.bom ||
	    memcmp(ew.buf, p + e.bom, ew.len) != 0)
		KT_FUZZ_FAIL("%s: kernel mode through the encoding path is not "
		    "the identity", e.name);
	kt_writer_free(&ew);
	kt_writer_free(&fw);

	/* iso mode: no crash, whatever comes back */
	kt_writer_init_mem(&fw);
	kt_fuzz_filter(KT_MODE_ISO, t.s, t.len, &fw);
	kt_writer_init_mem(&ew);
	(void)kt_enc_encode(c, fw.buf, fw.len, &ew);
	kt_writer_free(&ew);
	kt_writer_free(&fw);
	kt_enc_text_free(&t);
	return 0;
}
