## tests/encoding/local.mk: the encodings layer (src/encoding.h): its
## cmocka unit test, and end-to-end scripts that make pages in many
## encodings with iconv(1) from the UTF-8 fixtures of this folder.

if HAVE_CMOCKA
encoding_unit_tests = tests/encoding/test_encoding
check_PROGRAMS += $(encoding_unit_tests)
TESTS += $(encoding_unit_tests)
endif
tests_encoding_test_encoding_SOURCES = tests/encoding/test_encoding.c
tests_encoding_test_encoding_CFLAGS = $(AM_CFLAGS) $(CMOCKA_CFLAGS)
tests_encoding_test_encoding_LDADD = src/libktypes.a $(LIBICONV) \
	$(CMOCKA_LIBS)

encoding_tests = \
	tests/encoding/safe-encodings-are-read-as-bytes.sh \
	tests/encoding/shift-jis-trail-bytes-are-not-roff-syntax.sh \
	tests/encoding/big5-and-gbk-trail-bytes-are-not-roff-syntax.sh \
	tests/encoding/utf-16-and-utf-32-with-a-byte-order-mark.sh \
	tests/encoding/coding-tag-beats-the-locale.sh \
	tests/encoding/the-prelude-leaves-the-coding-tag-on-its-line.sh \
	tests/encoding/invalid-sequences-pass-through-with-one-warning.sh \
	tests/encoding/encoded-pages-render-through-preconv.sh \
	tests/encoding/every-encoding-keeps-every-byte.sh
TESTS += $(encoding_tests)
EXTRA_DIST += $(encoding_tests) \
	tests/encoding/helpers.sh \
	tests/encoding/chinese-big5.iso \
	tests/encoding/chinese-big5.man \
	tests/encoding/chinese-gbk.iso \
	tests/encoding/chinese-gbk.man \
	tests/encoding/french.iso \
	tests/encoding/french.man \
	tests/encoding/japanese.iso \
	tests/encoding/japanese.man \
	tests/encoding/russian.iso \
	tests/encoding/russian.man
