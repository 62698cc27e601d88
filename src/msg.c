/* msg.c: the table of diagnostics and the one function that prints them.
 * See msg.h for the form of the messages. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "charset.h"
#include "msg.h"
#include "util.h"

static const struct {
	enum kt_msg_level level;
	const char *text;
	enum kt_msg_category cat;	/* a warning's category, or none */
} kt_msgs[KT_MSG__COUNT] = {
	[KT_MSG_MODE_UNKNOWN_PAGE] = { KT_LEVEL_WARNING,
		"unknown mode '%1' in mode request; ignored" },
	[KT_MSG_MODE_UNKNOWN_ENV] = { KT_LEVEL_WARNING,
		"unknown mode '%1' in KTYPES; ignored" },
	[KT_MSG_MODE_MISSING] = { KT_LEVEL_WARNING,
		"mode request without a mode; ignored" },
	[KT_MSG_MODE_EXTRA] = { KT_LEVEL_WARNING,
		"extra argument '%1' to mode request ignored" },
	[KT_MSG_MODE_UNKNOWN_COMMENT] = { KT_LEVEL_WARNING,
		"unknown mode '%1' in comment '.\\\" ktypes: MODE'; ignored" },
	[KT_MSG_MODE_MISSING_COMMENT] = { KT_LEVEL_WARNING,
		"comment '.\\\" ktypes:' without a mode; ignored" },
	[KT_MSG_MODE_EXTRA_COMMENT] = { KT_LEVEL_WARNING,
		"extra argument '%1' to comment '.\\\" ktypes: MODE' ignored" },
	[KT_MSG_BLOCK_CAP] = { KT_LEVEL_WARNING,
		"no-fill block too long to hold (over %1 lines or %2 MiB); the rest of it is laid out line by line" },
	[KT_MSG_LINE_CAP] = { KT_LEVEL_WARNING,
		"line too long to read whole (over %1 KiB); read in pieces" },
	[KT_MSG_LITERAL_ARG] = { KT_LEVEL_WARNING,
		"expected 'on' or 'off' after 'literal', not '%1'; ignored" },
	[KT_MSG_CLASS_ENV] = { KT_LEVEL_WARNING,
		"unknown class '%1' in KTYPES_CLASSES; ignored" },
	[KT_MSG_ABI_POINTER] = { KT_LEVEL_WARNING,
		"'%1' and '%2' point to different types on this system; "
		"--strict keeps the kernel spelling", KT_CAT_ABI },
	[KT_MSG_OPEN] = { KT_LEVEL_ERROR, "cannot open '%1': %2" },
	[KT_MSG_READ] = { KT_LEVEL_ERROR, "read error: %1" },
	[KT_MSG_ISDIR] = { KT_LEVEL_ERROR, "'%1' is a directory" },
	[KT_MSG_SAME_AS_OUTPUT] = { KT_LEVEL_ERROR,
		"'%1' is the output file; not read" },
	[KT_MSG_WRITE] = { KT_LEVEL_ERROR, "write error on standard output: %1" },
	[KT_MSG_EXEC] = { KT_LEVEL_ERROR, "cannot run '%1': %2" },
	[KT_MSG_EXEC_OPERAND] = { KT_LEVEL_WARNING,
		"reading standard input: the file '%1' after --exec goes to '%2' without ktypes (a page goes before --exec)" },
	[KT_MSG_EXEC_SIGNAL] = { KT_LEVEL_ERROR, "'%1' was killed by signal %2" },
	[KT_MSG_FORK] = { KT_LEVEL_ERROR, "cannot start '%1': %2" },
	[KT_MSG_USAGE_MODE] = { KT_LEVEL_USAGE,
		"unknown mode '%1' (known: kernel, iso, both, annotate)" },
	[KT_MSG_USAGE_EXEC] = { KT_LEVEL_USAGE, "option '--exec' needs a command" },
	[KT_MSG_USAGE_OPTION] = { KT_LEVEL_USAGE, "invalid option '%1'" },
	[KT_MSG_USAGE_LONGOPTION] = { KT_LEVEL_USAGE, "unrecognized option '%1'" },
	[KT_MSG_USAGE_ARGUMENT] = { KT_LEVEL_USAGE,
		"option '%1' requires an argument" },
	[KT_MSG_USAGE_WIDTH] = { KT_LEVEL_USAGE,
		"invalid width '%1' (columns, 0 for no limit)" },
	[KT_MSG_USAGE_LINE_LENGTH] = { KT_LEVEL_USAGE,
		"invalid line length '%1' (columns, 1 or more)" },
	[KT_MSG_USAGE_NOARGUMENT] = { KT_LEVEL_USAGE,
		"option '%1' takes no argument" },
	[KT_MSG_USAGE_TABLES] = { KT_LEVEL_USAGE, "more than %1 tables" },
	[KT_MSG_USAGE_CLASS] = { KT_LEVEL_USAGE,
		"unknown class '%1' (see the table; 'all' for every class)" },
	[KT_MSG_USAGE_CLASS_EMPTY] = { KT_LEVEL_USAGE,
		"empty class name in '%1'" },
	[KT_MSG_TABLE_OPEN] = { KT_LEVEL_USAGE, "cannot read table '%1': %2" },
	[KT_MSG_TABLE_NOTFILE] = { KT_LEVEL_USAGE,
		"cannot read table '%1': not a regular file or a pipe" },
	[KT_MSG_TABLE_NOWRITER] = { KT_LEVEL_USAGE,
		"cannot read table '%1': no process is writing to it (waited 2 seconds)" },
	[KT_MSG_TABLE_TOOBIG] = { KT_LEVEL_USAGE,
		"cannot read table '%1': larger than 16 MiB" },
	[KT_MSG_TABLE_CLASS] = { KT_LEVEL_USAGE,
		"expected 'class NAME', 'class NAME on' or 'class NAME off'" },
	[KT_MSG_TABLE_CLASSNAME] = { KT_LEVEL_USAGE,
		"bad class name '%1' (letters, digits, '_' and '-')" },
	[KT_MSG_TABLE_CLASSES] = { KT_LEVEL_USAGE,
		"too many classes (all tables together may have 32)" },
	[KT_MSG_TABLE_ENTRY] = { KT_LEVEL_USAGE,
		"expected 'KERNEL = ISO' or 'KERNEL = ISO [FLAGS]'" },
	[KT_MSG_TABLE_NOCLASS] = { KT_LEVEL_USAGE,
		"entry before the first 'class' line" },
	[KT_MSG_TABLE_KERNEL] = { KT_LEVEL_USAGE,
		"kernel spelling '%1' is not a C identifier of at most 63 characters" },
	[KT_MSG_TABLE_ISO] = { KT_LEVEL_USAGE,
		"bad ISO spelling '%1' (1 to 200 of: letters, digits, single blanks, _()*,:<>&+-)" },
	[KT_MSG_TABLE_FLAG] = { KT_LEVEL_USAGE, "unknown flag '%1' (known: context, distinct)" },
	[KT_MSG_TABLE_DUP] = { KT_LEVEL_USAGE, "'%1' is in the table twice" },
	[KT_MSG_TABLE_BINARY] = { KT_LEVEL_USAGE, "NUL byte in a table file" },
	[KT_MSG_TABLE_BOM] = { KT_LEVEL_USAGE,
		"table file starts with a UTF-8 byte-order mark (EF BB BF); save it without one" },
	[KT_MSG_TABLE_NOTFOUND] = { KT_LEVEL_USAGE,
		"no table '%1' (looked in %2)" },
	[KT_MSG_TABLE_EXPLAIN] = { KT_LEVEL_USAGE,
		"expected 'explain KERNEL = WORDS'" },
	[KT_MSG_TABLE_WORDS] = { KT_LEVEL_USAGE,
		"bad words '%1' (1 to 200 of: letters, digits, single blanks, _()*,:<>&+-)" },
	[KT_MSG_TABLE_EXPLAINED] = { KT_LEVEL_USAGE,
		"'%1' is explained twice" },
	[KT_MSG_NOMEM] = { KT_LEVEL_FATAL, "out of memory" },
	[KT_MSG_ENC_INVALID] = { KT_LEVEL_WARNING,
		"invalid byte sequence for %1; passed through" },
	[KT_MSG_ENC_UNSUPPORTED] = { KT_LEVEL_WARNING,
		"encoding '%1' not supported by iconv; passed through unchanged" },
	[KT_MSG_ENC_NOICONV] = { KT_LEVEL_WARNING,
		"encoding '%1' needs iconv, which this ktypes was built without; passed through unchanged" },
	[KT_MSG_ENC_FAILED] = { KT_LEVEL_WARNING,
		"cannot encode the output back into %1; passed through unchanged" },
	[KT_MSG_ENC_TOOBIG] = { KT_LEVEL_WARNING,
		"file in %1, which is read whole, larger than %2 MiB; passed through unchanged" },
	[KT_MSG_ENC_NOESCAPE] = { KT_LEVEL_WARNING,
		"preconv reads the byte 0x5C in %1 as a yen or won sign, not as roff's escape character: type words keep their kernel spelling in modes both and annotate" },
	[KT_MSG_USAGE_ENCODING] = { KT_LEVEL_USAGE, "unknown encoding '%1'" },
	[KT_MSG_USAGE_WARNING] = { KT_LEVEL_USAGE,
		"unknown warning category '%1' (known: abi, all)" },
	[KT_MSG_BAKE_KEPT] = { KT_LEVEL_WARNING,
		"after the errors above, nothing was removed from the baked tree" },
	[KT_MSG_BAKE_SHADOWED] = { KT_LEVEL_WARNING,
		"man-db 2.11 shows the native pages, not these: the folder name '%1' sorts before '%2'" },
	[KT_MSG_BAKE_SKIPPED] = { KT_LEVEL_WARNING,
		"larger than %1 MiB; not baked" },
	[KT_MSG_BAKE_DIR] = { KT_LEVEL_ERROR, "cannot read folder: %1" },
	[KT_MSG_BAKE_NOTDIR] = { KT_LEVEL_ERROR, "not a folder" },
	[KT_MSG_BAKE_READ] = { KT_LEVEL_ERROR, "cannot read page: %1" },
	[KT_MSG_BAKE_LINK] = { KT_LEVEL_ERROR, "cannot read symbolic link: %1" },
	[KT_MSG_BAKE_MKDIR] = { KT_LEVEL_ERROR, "cannot create folder: %1" },
	[KT_MSG_BAKE_WRITE] = { KT_LEVEL_ERROR, "cannot write: %1" },
	[KT_MSG_BAKE_REMOVE] = { KT_LEVEL_ERROR, "cannot remove: %1" },
	[KT_MSG_BAKE_FAILED] = { KT_LEVEL_ERROR, "'%1' failed with status %2" },
	[KT_MSG_BAKE_SIGNAL] = { KT_LEVEL_ERROR, "'%1' was killed by signal %2" },
	[KT_MSG_BAKE_FOREIGN] = { KT_LEVEL_ERROR,
		"a folder that is not empty and holds no record '.ktypes-bake' of an earlier bake: nothing baked into it" },
	[KT_MSG_BAKE_MODE] = { KT_LEVEL_ERROR,
		"a tree baked in mode '%1', not '%2': nothing baked into it (bake each mode into a folder of its own)" },
	[KT_MSG_BAKE_USAGE_NOMODE] = { KT_LEVEL_USAGE,
		"no mode given (-m iso, both or annotate)" },
	[KT_MSG_BAKE_USAGE_NODIR] = { KT_LEVEL_USAGE, "no manual tree given" },
	[KT_MSG_BAKE_USAGE_OUTPUT] = { KT_LEVEL_USAGE,
		"option '-o' takes one manual tree, not %1" },
	[KT_MSG_BAKE_USAGE_SAME] = { KT_LEVEL_USAGE,
		"the output '%1' is the manual tree itself" },
	[KT_MSG_BAKE_USAGE_KERNEL] = { KT_LEVEL_USAGE,
		"mode 'kernel' has nothing to bake (-m iso, both or annotate)" },
	[KT_MSG_BAKE_USAGE_INSIDE] = { KT_LEVEL_USAGE,
		"the output '%1' is inside the section folder '%2' of the manual tree" },
};

static const char *const kt_level_names[] = {
	[KT_LEVEL_WARNING] = "warning",
	[KT_LEVEL_ERROR] = "error",
	[KT_LEVEL_USAGE] = "error",
	[KT_LEVEL_FATAL] = "fatal error",
};

/* The categories of warnings and their names; on by default: none. */
#define KT_CAT_DEFAULT	0u
static const struct {
	const char *name;
	unsigned cats;
} kt_cats[] = {
	{ "abi", KT_CAT_ABI },
	{ "all", KT_CAT_ALL },
};
static unsigned kt_cats_on = KT_CAT_DEFAULT;

static enum kt_msg_level kt_worst;
static const char *kt_prog = "ktypes";
static FILE *kt_stream;

void
kt_msg_set_prog(const char *name)
{
	kt_prog = name;
}

void
kt_msg_set_stream(void *stream)
{
	kt_stream = stream;
}

enum kt_msg_level
kt_msg_level(enum kt_msg_id id)
{
	return kt_msgs[id].level;
}

enum kt_msg_level
kt_msg_worst(void)
{
	return kt_worst;
}

void
kt_msg_reset(void)
{
	kt_worst = 0;
	kt_cats_on = KT_CAT_DEFAULT;
}

bool
kt_msg_category_set(const char *name, bool on)
{
	size_t i;

	for (i = 0; i < sizeof kt_cats / sizeof kt_cats[0]; i++) {
		if (strcmp(name, kt_cats[i].name) != 0)
			continue;
		if (on)
			kt_cats_on |= kt_cats[i].cats;
		else
			kt_cats_on &= ~kt_cats[i].cats;
		return true;
	}
	return false;
}

bool
kt_msg_enabled(enum kt_msg_id id)
{
	return kt_msgs[id].cat == KT_CAT_NONE ||
	    (kt_cats_on & kt_msgs[id].cat) != 0;
}

/* Append N bytes of S to BUF (size SIZE) at *LEN, counting all of them. */
static void
kt_msg_put(char *buf, size_t size, size_t *len, const char *s, size_t n)
{
	if (*len < size) {
		size_t room = size - *len;
		memcpy(buf + *len, s, n < room ? n : room);
	}
	*len += n;
}

/* The length of the UTF-8 sequence of a printable character at the N
 * bytes at P (P[0] >= 0x80), or 0: a C1 control (U+0080 to U+009F), a
 * character that changes the order or the lines of the text around it
 * (U+061C, U+200E, U+200F, U+2028 to U+202E, U+2066 to U+2069), an
 * invisible format character that would hide in the quote (U+00AD,
 * U+180E, U+200B to U+200D, U+2060 to U+2064, U+206A to U+206F, U+FEFF,
 * U+FFF9 to U+FFFB, the tags U+E0000 to U+E007F), a surrogate, a code
 * point past U+10FFFF, an overlong or cut-off sequence or a byte that no
 * sequence starts with. */
static size_t
kt_msg_utf8(const unsigned char *p, size_t n)
{
	size_t k;
	long c = kt_utf8_char(p, n, &k);

	if (c < 0xA0 || c == 0x61C || (c >= 0x200B && c <= 0x200F) ||
	    (c >= 0x2028 && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069))
		return 0;
	if (c == 0xAD || c == 0x180E || (c >= 0x2060 && c <= 0x2064) ||
	    (c >= 0x206A && c <= 0x206F) || c == 0xFEFF ||
	    (c >= 0xFFF9 && c <= 0xFFFB) || (c >= 0xE0000 && c <= 0xE007F))
		return 0;
	return k;
}

/* Append the N bytes at P to BUF at *LEN as kt_msg_quote writes them. */
static void
kt_msg_put_quoted(char *buf, size_t size, size_t *len, const void *p,
		  size_t n, bool utf8)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *s = p;
	size_t i = 0, k;

	while (i < n) {
		if (s[i] >= 0x20 && s[i] < 0x7F) {
			for (k = i + 1; k < n && s[k] >= 0x20 && s[k] < 0x7F; k++)
				;
			kt_msg_put(buf, size, len, (const char *)s + i, k - i);
			i = k;
		} else if (utf8 && s[i] >= 0x80 &&
		    (k = kt_msg_utf8(s + i, n - i)) > 0) {
			kt_msg_put(buf, size, len, (const char *)s + i, k);
			i += k;
		} else {
			char e[4] = { '\\', 'x', hex[s[i] >> 4], hex[s[i] & 15] };
			kt_msg_put(buf, size, len, e, 4);
			i++;
		}
	}
}

size_t
kt_msg_quote(char *buf, size_t size, const void *p, size_t n, bool utf8)
{
	size_t len = 0;

	kt_msg_put_quoted(buf, size, &len, p, n, utf8);
	if (size > 0)
		buf[len < size ? len : size - 1] = '\0';
	return len;
}

/* -1: not known yet; else whether the locale's character set is UTF-8. */
static int kt_utf8 = -1;

void
kt_msg_set_utf8(int utf8)
{
	kt_utf8 = utf8;
}

/* Whether the locale's character set (LC_ALL, LC_CTYPE, LANG) is UTF-8,
 * asked once. */
static bool
kt_msg_locale_utf8(void)
{
	if (kt_utf8 < 0) {
		char cs[64];
		size_t i, k = 0;

		kt_charset_locale(cs, sizeof cs);
		for (i = 0; cs[i] != '\0'; i++)
			if (cs[i] != '-' && cs[i] != '_')
				cs[k++] = (char)tolower((unsigned char)cs[i]);
		cs[k] = '\0';
		kt_utf8 = strcmp(cs, "utf8") == 0;
	}
	return kt_utf8 != 0;
}

/* Limit on the length of one substituted argument, so that a huge value
 * (an environment variable, say) gives a readable message. */
#define KT_MSG_ARG_MAX 200

/* kt_msg_format, with the arguments as N1 and N2 bytes at A1 and A2
 * ((size_t)-1: up to a NUL). */
static size_t
kt_msg_format_n(char *buf, size_t size, const struct kt_where *where,
		enum kt_msg_id id, const char *a1, size_t n1, const char *a2,
		size_t n2)
{
	bool utf8 = kt_msg_locale_utf8();
	size_t len = 0;
	char num[32];
	const char *p;

	kt_msg_put(buf, size, &len, kt_prog, strlen(kt_prog));
	kt_msg_put(buf, size, &len, ":", 1);
	if (where != NULL && where->file != NULL) {
		const char *f = strcmp(where->file, "-") == 0 ?
		    "<standard input>" : where->file;
		kt_msg_put_quoted(buf, size, &len, f, strlen(f), utf8);
		kt_msg_put(buf, size, &len, ":", 1);
		if (where->line > 0) {
			int n = snprintf(num, sizeof num, "%lld:",
			    kt_msg_line(where->line));
			kt_msg_put(buf, size, &len, num, (size_t)n);
		}
	}
	kt_msg_put(buf, size, &len, " ", 1);
	p = kt_level_names[kt_msgs[id].level];
	kt_msg_put(buf, size, &len, p, strlen(p));
	kt_msg_put(buf, size, &len, ": ", 2);
	for (p = kt_msgs[id].text; *p != '\0'; p++) {
		if (p[0] == '%' && (p[1] == '1' || p[1] == '2')) {
			const char *a = p[1] == '1' ? a1 : a2;
			size_t n = p[1] == '1' ? n1 : n2;

			if (a == NULL)
				n = 0;
			else if (n == (size_t)-1)
				n = strlen(a);
			if (n > KT_MSG_ARG_MAX) {
				kt_msg_put_quoted(buf, size, &len, a,
				    KT_MSG_ARG_MAX, utf8);
				kt_msg_put(buf, size, &len, "...", 3);
			} else
				kt_msg_put_quoted(buf, size, &len, a, n, utf8);
			p++;
		} else
			kt_msg_put(buf, size, &len, p, 1);
	}
	kt_msg_put(buf, size, &len, "\n", 1);
	if (size > 0)
		buf[len < size ? len : size - 1] = '\0';
	return len;
}

size_t
kt_msg_format(char *buf, size_t size, const struct kt_where *where,
	      enum kt_msg_id id, const char *a1, const char *a2)
{
	return kt_msg_format_n(buf, size, where, id, a1, (size_t)-1, a2,
	    (size_t)-1);
}

/* Print the message of kt_msg_format_n's arguments. */
static void
kt_msg_print(const struct kt_where *where, enum kt_msg_id id,
	     const char *a1, size_t n1, const char *a2, size_t n2)
{
	char buf[1024];
	size_t len;
	FILE *out = kt_stream != NULL ? kt_stream : stderr;

	if (!kt_msg_enabled(id))
		return;
	len = kt_msg_format_n(buf, sizeof buf, where, id, a1, n1, a2, n2);
	if (len >= sizeof buf) {
		/* cut, not inside a character (a byte of 0x80 or more is
		 * one of a whole UTF-8 sequence: the others are escaped) */
		size_t c = sizeof buf - 2, s = c;

		while (s > 0 && ((unsigned char)buf[s - 1] & 0xC0) == 0x80)
			s--;
		if (s > 0 && (unsigned char)buf[s - 1] >= 0xC0) {
			unsigned char b = (unsigned char)buf[s - 1];
			size_t k = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
			if (c - (s - 1) < k)
				c = s - 1;
		}
		buf[c] = '\n';
		len = c + 1;
	}
	fwrite(buf, 1, len, out);
	fflush(out);
	if (kt_msgs[id].level > kt_worst)
		kt_worst = kt_msgs[id].level;
}

void
kt_msg_n(const struct kt_where *where, enum kt_msg_id id, const void *a1,
	 size_t n1, const char *a2)
{
	kt_msg_print(where, id, a1, n1, a2, (size_t)-1);
}

void
kt_msg(const struct kt_where *where, enum kt_msg_id id, const char *a1,
       const char *a2)
{
	kt_msg_print(where, id, a1, (size_t)-1, a2, (size_t)-1);
}
