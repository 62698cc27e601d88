/* test_roff.c: unit tests of the roff scanner (src/roff.h): line kinds,
 * the state that spans lines (blocks, no-fill, tbl, escape and control
 * characters, fonts), escapes and what they leave visible, events, the
 * splitting of macro arguments, and where a long text line may be cut. */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "roff.h"

/* ---- helpers ---- */

struct scan {
	struct kt_roff st;
	struct kt_line_info info;
	struct kt_vis_buf vis;
	char buf[4096];
};

static int
scan_setup(void **state)
{
	static struct scan sc;

	memset(&sc, 0, sizeof sc);
	kt_roff_init(&sc.st);
	*state = &sc;
	return 0;
}

static int
scan_teardown(void **state)
{
	struct scan *sc = *state;

	kt_vis_buf_free(&sc->vis);
	return 0;
}

/* Scan LINE (a C string, without its newline); return the line kind. */
static enum kt_line_kind
feed(struct scan *sc, const char *line)
{
	kt_roff_line(&sc->st, (const unsigned char *)line, strlen(line),
	    &sc->info, &sc->vis);
	return sc->info.kind;
}

/* The plain characters of the last line scanned: the source bytes of
 * ordinary text, with '|' for each context break; nothing else. */
static const char *
plain(struct scan *sc)
{
	size_t i, o = 0;

	for (i = 0; i < sc->vis.n && o + 1 < sizeof sc->buf; i++) {
		const struct kt_vis *v = &sc->vis.v[i];

		if (v->flags & KT_VF_BREAK)
			sc->buf[o++] = '|';
		else if (v->flags & KT_VF_PLAIN)
			sc->buf[o++] = (char)v->c;
	}
	sc->buf[o] = '\0';
	return sc->buf;
}

/* Everything visible on the last line: plain text, '|' for a break, '^'
 * for a zero-width boundary, the character that an escape renders, or
 * '?' for an escape that renders something else. */
static const char *
render(struct scan *sc)
{
	size_t i, o = 0;

	for (i = 0; i < sc->vis.n && o + 1 < sizeof sc->buf; i++) {
		const struct kt_vis *v = &sc->vis.v[i];

		if (v->flags & KT_VF_BREAK)
			sc->buf[o++] = '|';
		else if (v->flags & KT_VF_ZERO)
			sc->buf[o++] = '^';
		else if (v->c < 0x20 || v->c >= 0x7f)
			sc->buf[o++] = '?';
		else
			sc->buf[o++] = (char)v->c;
	}
	sc->buf[o] = '\0';
	return sc->buf;
}

/* The plain visible character for source byte SRC (the test fails if
 * there is none). */
static const struct kt_vis *
vat(const struct scan *sc, uint32_t src)
{
	size_t i;

	for (i = 0; i < sc->vis.n; i++)
		if (sc->vis.v[i].src == src && (sc->vis.v[i].flags & KT_VF_PLAIN))
			return &sc->vis.v[i];
	print_error("no plain character at source byte %u\n", (unsigned)src);
	fail();
	return NULL;
}

/* ---- line kinds ---- */

static void
test_roff_text_line(void **state)
{
	struct scan *sc = *state;
	const char *l = "a \\fB__u32\\fP b";
	size_t i;

	assert_int_equal(feed(sc, l), KT_LINE_TEXT);
	assert_int_equal(sc->info.event, KT_EVENT_NONE);
	assert_false(sc->info.nofill);
	assert_string_equal(plain(sc), "a __u32 b");
	/* every plain character points at its own source byte */
	for (i = 0; i < sc->vis.n; i++) {
		const struct kt_vis *v = &sc->vis.v[i];
		assert_true(v->src < strlen(l));
		if (v->flags & KT_VF_PLAIN)
			assert_int_equal(v->c, (unsigned char)l[v->src]);
	}
	assert_int_equal(vat(sc, 5)->c, '_');
}

static void
test_roff_text_line_without_vis(void **state)
{
	struct scan *sc = *state;
	const char *l = "plain text";

	kt_roff_line(&sc->st, (const unsigned char *)l, strlen(l), &sc->info,
	    NULL);
	assert_int_equal(sc->info.kind, KT_LINE_TEXT);
}

static void
test_roff_macro_line(void **state)
{
	struct scan *sc = *state;

	assert_int_equal(feed(sc, ".B __u32 x"), KT_LINE_MACRO);
	assert_true(sc->info.quoted_args);
	assert_int_equal(sc->info.args, 2);
	assert_string_equal(plain(sc), "__u32x");
	/* the arguments are joined by a space, as .B sets them */
	assert_string_equal(render(sc), "__u32 x");

	assert_int_equal(feed(sc, ".SH NAME"), KT_LINE_MACRO);
	assert_string_equal(plain(sc), "NAME");
	/* mdoc's function type is seen with a name after it, as a
	 * declaration ("__u32 f("), so that mode both writes its code form */
	assert_int_equal(feed(sc, ".Ft __u32"), KT_LINE_MACRO);
	assert_string_equal(plain(sc), "__u32f");
	assert_string_equal(render(sc), "__u32 f(");
	assert_int_equal(feed(sc, "'I x"), KT_LINE_MACRO);
	assert_string_equal(plain(sc), "x");
	/* the name of the macro is not text */
	assert_int_equal(feed(sc, ".BR u64 (7)"), KT_LINE_MACRO);
	assert_string_equal(plain(sc), "u64(7)");
}

static void
test_roff_macro_fonts(void **state)
{
	struct scan *sc = *state;

	/* .BR: bold, then roman */
	feed(sc, ".BR u64 (7)");
	assert_true(vat(sc, 4)->flags & KT_VF_TYPEFONT);
	assert_int_equal(vat(sc, 8)->c, '(');
	assert_false(vat(sc, 8)->flags & KT_VF_TYPEFONT);
	/* .RB: roman, then bold */
	feed(sc, ".RB [ u32 ]");
	assert_false(vat(sc, 4)->flags & KT_VF_TYPEFONT);
	assert_true(vat(sc, 6)->flags & KT_VF_TYPEFONT);
	assert_int_not_equal(vat(sc, 4)->seg, vat(sc, 6)->seg);
	/* .I is italic; .SM is roman */
	feed(sc, ".I u64");
	assert_true(vat(sc, 3)->flags & KT_VF_TYPEFONT);
	feed(sc, ".SM u64");
	assert_false(vat(sc, 4)->flags & KT_VF_TYPEFONT);
	/* a macro's fonts do not last beyond its line */
	feed(sc, "u64");
	assert_false(vat(sc, 0)->flags & KT_VF_TYPEFONT);
}

static void
test_roff_macro_quoted_args(void **state)
{
	struct scan *sc = *state;

	feed(sc, ".B \"u32 x\" y");
	assert_string_equal(plain(sc), "u32 xy");
	assert_true(vat(sc, 4)->flags & KT_VF_QUOTED);
	assert_false(vat(sc, 11)->flags & KT_VF_QUOTED);
	/* a doubled quote in a quoted argument is one quote character */
	feed(sc, ".B \"a \"\"b\"\" c\"");
	assert_string_equal(render(sc), "a \"b\" c");
	/* .IP: only the first argument is text */
	feed(sc, ".IP \"u32 x\" 4");
	assert_string_equal(plain(sc), "u32 x");
	feed(sc, ".IP x __u32");
	assert_string_equal(plain(sc), "x");
}

static void
test_roff_request_line(void **state)
{
	static const char *const reqs[] = {
		".tm __u32", ".sp 1", ".if n __u32", ".ie n __u32",
		".el __u32", "'br __u32", ".nr x __u32", ".  tm __u32",
		".if n .B __u32", ".ft B __u32",
	};
	struct scan *sc = *state;
	size_t i;

	for (i = 0; i < sizeof reqs / sizeof reqs[0]; i++) {
		assert_int_equal(feed(sc, reqs[i]), KT_LINE_REQUEST);
		assert_string_equal(plain(sc), "");
		kt_roff_init(&sc->st);
	}
	feed(sc, ".tm __u32");
	assert_int_equal(sc->info.args, 3);
	feed(sc, ".  tm x");
	assert_int_equal(sc->info.args, 5);
}

static void
test_roff_comment_line(void **state)
{
	/* (.\# last: it takes its newline, so the next line is more of
	 * it) */
	static const char *const lines[] = {
		".\\\" __u32", ". \\\" __u32", "'\\\" __u32",
		".\\\"", ".\t\\\" x", ".\\# __u32",
	};
	struct scan *sc = *state;
	size_t i;

	for (i = 0; i < sizeof lines / sizeof lines[0]; i++) {
		assert_int_equal(feed(sc, lines[i]), KT_LINE_COMMENT);
		assert_int_equal(sc->vis.n, 0);
	}
}

static void
test_roff_empty_and_dot_lines(void **state)
{
	struct scan *sc = *state;

	assert_int_equal(feed(sc, ""), KT_LINE_TEXT);
	assert_int_equal(sc->vis.n, 0);
	assert_int_equal(feed(sc, "."), KT_LINE_REQUEST);
	assert_int_equal(sc->vis.n, 0);
	assert_int_equal(feed(sc, "'"), KT_LINE_REQUEST);
	assert_int_equal(feed(sc, " .B x"), KT_LINE_TEXT);
	assert_string_equal(plain(sc), " .B x");
}

static void
test_roff_ig_block(void **state)
{
	struct scan *sc = *state;

	assert_int_equal(feed(sc, ".ig"), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u32 \\fBx\\fP"), KT_LINE_RAW);
	assert_int_equal(sc->vis.n, 0);
	assert_int_equal(feed(sc, ".B __u32"), KT_LINE_RAW);
	assert_int_equal(feed(sc, ".."), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u32"), KT_LINE_TEXT);
	assert_string_equal(plain(sc), "__u32");

	/* .ig with an end name ends there, not at ".." */
	assert_int_equal(feed(sc, ".ig EN"), KT_LINE_RAW);
	assert_int_equal(feed(sc, ".."), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u32"), KT_LINE_RAW);
	assert_int_equal(feed(sc, ".ENX"), KT_LINE_RAW);
	assert_int_equal(feed(sc, ".EN"), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u32"), KT_LINE_TEXT);
}

static void
test_roff_de_block(void **state)
{
	static const char *const starts[] = {
		".de XX", ".de1 XX", ".dei XX", ".am XX", ".am1 XX",
		".ami XX",
	};
	struct scan *sc = *state;
	size_t i;

	for (i = 0; i < sizeof starts / sizeof starts[0]; i++) {
		assert_int_equal(feed(sc, starts[i]), KT_LINE_RAW);
		assert_int_equal(feed(sc, "__u32 \\$1"), KT_LINE_RAW);
		assert_int_equal(sc->vis.n, 0);
		assert_int_equal(feed(sc, ".B __u32"), KT_LINE_RAW);
		assert_int_equal(feed(sc, ".."), KT_LINE_RAW);
		assert_int_equal(feed(sc, ".B __u32"), KT_LINE_MACRO);
	}
	/* .de NAME END ends at .END */
	assert_int_equal(feed(sc, ".de XX YY"), KT_LINE_RAW);
	assert_int_equal(feed(sc, ".."), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u32"), KT_LINE_RAW);
	assert_int_equal(feed(sc, ".YY"), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u32"), KT_LINE_TEXT);
}

/* man(7)'s lists of tagged paragraphs: the tag after .TP and .TQ (and
 * of .IP), the lines that start an item, and the levels of .RS, with a
 * page's macros that open and close them (rst2man's .INDENT) */
static void
test_roff_list_items(void **state)
{
	struct scan *sc = *state;

	feed(sc, ".de INDENT");
	feed(sc, ". RS \\$1");
	feed(sc, "..");
	feed(sc, ".de UNINDENT");
	feed(sc, ". RE");
	feed(sc, ".in \\n[x]u");
	feed(sc, "..");
	feed(sc, ".INDENT 0.0");
	assert_int_equal(kt_roff_list_nest(&sc->st), 1);
	feed(sc, ".TP");
	assert_true(sc->info.item);
	assert_int_equal(sc->info.nest, 1);
	feed(sc, ".ft B");
	assert_false(sc->info.tag);
	feed(sc, ".B long f(u32 x)");
	assert_true(sc->info.tag);
	feed(sc, "text");
	assert_false(sc->info.tag);
	feed(sc, ".TQ");
	assert_false(sc->info.item);
	feed(sc, "another tag");
	assert_true(sc->info.tag);
	feed(sc, ".INDENT 7.0");
	assert_int_equal(kt_roff_list_nest(&sc->st), 2);
	feed(sc, ".IP \"\"");
	assert_false(sc->info.item || sc->info.tag);
	feed(sc, ".IP tag");
	assert_true(sc->info.item && sc->info.tag);
	feed(sc, ".UNINDENT");
	feed(sc, ".RE");
	feed(sc, ".RE");
	assert_int_equal(kt_roff_list_nest(&sc->st), 0);
	feed(sc, ".RS");
	feed(sc, ".SH NEXT");
	assert_int_equal(kt_roff_list_nest(&sc->st), 0);
}

static void
test_roff_ds_raw(void **state)
{
	struct scan *sc = *state;

	assert_int_equal(feed(sc, ".ds x __u32"), KT_LINE_RAW);
	assert_int_equal(sc->vis.n, 0);
	assert_int_equal(feed(sc, ".as x \\fB__u32\\fP"), KT_LINE_RAW);
	assert_int_equal(feed(sc, ".ds1 x __u32"), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u32"), KT_LINE_TEXT);
	/* a value continued on the next line */
	assert_int_equal(feed(sc, ".ds x a\\"), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u32\\"), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u32"), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u32"), KT_LINE_TEXT);
	/* an escaped backslash at the end does not continue */
	assert_int_equal(feed(sc, ".ds x a\\\\"), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u32"), KT_LINE_TEXT);
}

static void
test_roff_eqn_block(void **state)
{
	struct scan *sc = *state;

	feed(sc, ".EQ");
	assert_int_equal(feed(sc, "x = __u32 sup 2"), KT_LINE_RAW);
	assert_int_equal(sc->vis.n, 0);
	assert_int_equal(feed(sc, ".B __u32"), KT_LINE_RAW);
	assert_int_equal(feed(sc, ".EN"), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u32"), KT_LINE_TEXT);
	/* ".ENx" does not end it */
	feed(sc, ".EQ");
	assert_int_equal(feed(sc, ".ENx"), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u32"), KT_LINE_RAW);
	assert_int_equal(feed(sc, ".EN"), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u32"), KT_LINE_TEXT);
}

static void
test_roff_pic_block(void **state)
{
	struct scan *sc = *state;

	feed(sc, ".PS");
	assert_int_equal(feed(sc, "box \"__u32\""), KT_LINE_RAW);
	assert_int_equal(sc->vis.n, 0);
	assert_int_equal(feed(sc, ".PE"), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u32"), KT_LINE_TEXT);
}

static void
test_roff_nofill_state(void **state)
{
	struct scan *sc = *state;

	feed(sc, "x");
	assert_false(sc->info.nofill);
	feed(sc, ".nf");
	feed(sc, "x");
	assert_true(sc->info.nofill);
	assert_true(sc->st.nofill);
	feed(sc, ".B x");
	assert_true(sc->info.nofill);
	feed(sc, ".fi");
	feed(sc, "x");
	assert_false(sc->info.nofill);

	feed(sc, ".EX");
	feed(sc, "y");
	assert_true(sc->info.nofill);
	feed(sc, ".EE");
	feed(sc, "y");
	assert_false(sc->info.nofill);

	feed(sc, ".Bd -literal -offset indent");
	feed(sc, "z");
	assert_true(sc->info.nofill);
	feed(sc, ".Ed");
	feed(sc, "z");
	assert_false(sc->info.nofill);

	feed(sc, ".Bd -unfilled");
	feed(sc, "z");
	assert_true(sc->info.nofill);
	feed(sc, ".Ed");

	/* a display that fills is not no-fill */
	feed(sc, ".Bd -ragged");
	feed(sc, "z");
	assert_false(sc->info.nofill);
	feed(sc, ".Ed");
}

/* ---- tbl ---- */

static void
test_roff_tbl_regions(void **state)
{
	struct scan *sc = *state;
	int i;

	assert_int_equal(feed(sc, ".TS"), KT_LINE_REQUEST);
	assert_int_equal(feed(sc, "tab(;) box;"), KT_LINE_RAW);
	assert_int_equal(sc->vis.n, 0);
	assert_int_equal(feed(sc, "lfB l"), KT_LINE_RAW);
	assert_int_equal(feed(sc, "l l __u32."), KT_LINE_RAW);
	assert_int_equal(sc->vis.n, 0);
	assert_int_equal(feed(sc, "__u32;u64 x"), KT_LINE_TEXT);
	assert_string_equal(plain(sc), "__u32|u64 x");
	/* the separator is the break, at its own source byte */
	for (i = 0; i < (int)sc->vis.n; i++)
		if (sc->vis.v[i].flags & KT_VF_BREAK)
			break;
	assert_true(i < (int)sc->vis.n);
	assert_int_equal(sc->vis.v[i].src, 5);
	/* a tab is no separator in this table */
	assert_int_equal(feed(sc, "a\tb"), KT_LINE_TEXT);
	assert_string_equal(plain(sc), "a\tb");
	assert_int_equal(feed(sc, ".TE"), KT_LINE_REQUEST);
	assert_int_equal(feed(sc, "a;b"), KT_LINE_TEXT);
	assert_string_equal(plain(sc), "a;b");
}

static void
test_roff_tbl_other_separators(void **state)
{
	struct scan *sc = *state;

	feed(sc, ".TS");
	assert_int_equal(feed(sc, "allbox tab(@);"), KT_LINE_RAW);
	feed(sc, "l l.");
	assert_int_equal(feed(sc, "__u8@__u16"), KT_LINE_TEXT);
	assert_string_equal(plain(sc), "__u8|__u16");
	feed(sc, ".TE");

	/* without options, the separator is a tab */
	feed(sc, ".TS");
	assert_int_equal(feed(sc, "l l."), KT_LINE_RAW);
	assert_int_equal(feed(sc, "__u8\t__u16"), KT_LINE_TEXT);
	assert_string_equal(plain(sc), "__u8|__u16");
	feed(sc, ".TE");
	/* a new table starts with a tab again */
	feed(sc, ".TS");
	feed(sc, "tab(:);");
	feed(sc, "l l.");
	feed(sc, ".TE");
	feed(sc, ".TS");
	feed(sc, "l l.");
	assert_int_equal(feed(sc, "a:b\tc"), KT_LINE_TEXT);
	assert_string_equal(plain(sc), "a:b|c");
	feed(sc, ".TE");
}

static void
test_roff_tbl_options_any_case(void **state)
{
	struct scan *sc = *state;

	/* GNU tbl ignores the case of its options */
	feed(sc, ".TS");
	assert_int_equal(feed(sc, "TAB(;) BOX;"), KT_LINE_RAW);
	feed(sc, "l l.");
	assert_int_equal(feed(sc, "__u32;x"), KT_LINE_TEXT);
	assert_string_equal(plain(sc), "__u32|x");
	feed(sc, ".TE");
	feed(sc, ".TS");
	feed(sc, "center Tab (@);");
	feed(sc, "l l.");
	feed(sc, "a@b");
	assert_string_equal(plain(sc), "a|b");
	feed(sc, ".TE");
}

static void
test_roff_tbl_continued_format(void **state)
{
	struct scan *sc = *state;

	feed(sc, ".TS");
	feed(sc, "tab(;);");
	assert_int_equal(feed(sc, "l l."), KT_LINE_RAW);
	assert_int_equal(feed(sc, "a;b"), KT_LINE_TEXT);
	assert_int_equal(feed(sc, ".T&"), KT_LINE_REQUEST);
	assert_int_equal(feed(sc, "c c"), KT_LINE_RAW);
	assert_int_equal(feed(sc, "c c."), KT_LINE_RAW);
	/* the separator holds after .T& */
	assert_int_equal(feed(sc, "__u32;x"), KT_LINE_TEXT);
	assert_string_equal(plain(sc), "__u32|x");
	feed(sc, ".TE");
}

static void
test_roff_tbl_output_not_format(void **state)
{
	struct scan *sc = *state;

	/* What tbl writes after .TS: requests, then the cells as text.  None
	 * of its lines is a format line, though some end in a period. */
	assert_int_equal(feed(sc, ".TS"), KT_LINE_REQUEST);
	assert_int_equal(feed(sc, ".nr 3c \\n(.C"), KT_LINE_REQUEST);
	assert_int_equal(feed(sc, "Some text ends in a period."), KT_LINE_TEXT);
	assert_string_equal(plain(sc), "Some text ends in a period.");
	assert_int_equal(feed(sc, "\\&\\h'|\\n[3cl0]u'__u32\\h'|\\n[3cl1]u'x"),
	    KT_LINE_TEXT);
	assert_string_equal(plain(sc), "|__u32|x");
	assert_int_equal(feed(sc, ".nr 3w0 \\n[3w0]>?\\w\\[tbl]__u32\\[tbl]"),
	    KT_LINE_REQUEST);
	assert_string_equal(plain(sc), "|__u32|");
	feed(sc, ".TE");
}

static void
test_roff_tbl_comment_before_options(void **state)
{
	struct scan *sc = *state;

	/* a comment is not tbl's output: the options still follow */
	feed(sc, ".TS");
	assert_int_equal(feed(sc, ".\\\" a table"), KT_LINE_COMMENT);
	assert_int_equal(feed(sc, "tab(;);"), KT_LINE_RAW);
	assert_int_equal(feed(sc, "l l."), KT_LINE_RAW);
	assert_int_equal(feed(sc, "a;b"), KT_LINE_TEXT);
	assert_string_equal(plain(sc), "a|b");
	feed(sc, ".TE");
}

/* ---- escapes ---- */

struct esc_case {
	const char *line;
	const char *plain;	/* expected plain text */
	const char *render;	/* expected rendering, or NULL */
};

static void
check_esc_cases(struct scan *sc, const struct esc_case *c, size_t n)
{
	size_t i;
	int bad = 0;

	for (i = 0; i < n; i++) {
		kt_roff_init(&sc->st);
		if (feed(sc, c[i].line) != KT_LINE_TEXT) {
			print_error("'%s': not a text line\n", c[i].line);
			bad++;
			continue;
		}
		if (strcmp(plain(sc), c[i].plain) != 0) {
			print_error("'%s': plain text '%s', expected '%s'\n",
			    c[i].line, sc->buf, c[i].plain);
			bad++;
		}
		if (c[i].render != NULL &&
		    strcmp(render(sc), c[i].render) != 0) {
			print_error("'%s': renders as '%s', expected '%s'\n",
			    c[i].line, sc->buf, c[i].render);
			bad++;
		}
	}
	assert_int_equal(bad, 0);
}

static void
test_roff_escape_fonts(void **state)
{
	static const struct esc_case cases[] = {
		{ "a\\fBb", "ab", "a^b" },
		{ "a\\fIb", "ab", "a^b" },
		{ "a\\fPb", "ab", "a^b" },
		{ "a\\f1b", "ab", "a^b" },
		{ "a\\f(CWb", "ab", "a^b" },
		{ "a\\f(BIb", "ab", "a^b" },
		{ "a\\f[CR]b", "ab", "a^b" },
		{ "a\\f[__u32]b", "ab", "a^b" },
		{ "a\\f[]b", "ab", "a^b" },
	};

	check_esc_cases(*state, cases, sizeof cases / sizeof cases[0]);
}

static void
test_roff_font_flags(void **state)
{
	struct scan *sc = *state;

	feed(sc, "a\\fBb\\fPc\\fId\\fRe\\f3f\\f1g\\f2h");
	assert_false(vat(sc, 0)->flags & KT_VF_TYPEFONT);
	assert_true(vat(sc, 4)->flags & KT_VF_TYPEFONT);
	assert_false(vat(sc, 8)->flags & KT_VF_TYPEFONT);
	assert_true(vat(sc, 12)->flags & KT_VF_TYPEFONT);
	assert_false(vat(sc, 16)->flags & KT_VF_TYPEFONT);
	assert_true(vat(sc, 20)->flags & KT_VF_TYPEFONT);
	assert_false(vat(sc, 24)->flags & KT_VF_TYPEFONT);
	assert_true(vat(sc, 28)->flags & KT_VF_TYPEFONT);
	/* a font change starts a new run */
	assert_int_not_equal(vat(sc, 0)->seg, vat(sc, 4)->seg);
	assert_int_not_equal(vat(sc, 4)->seg, vat(sc, 8)->seg);

	/* constant-width fonts are the fonts of code */
	feed(sc, "\\f(CWa\\fRb\\f[CR]c\\fRd\\f[CB]e");
	assert_true(vat(sc, 5)->flags & KT_VF_TYPEFONT);
	assert_false(vat(sc, 9)->flags & KT_VF_TYPEFONT);
	assert_true(vat(sc, 16)->flags & KT_VF_TYPEFONT);
	assert_false(vat(sc, 20)->flags & KT_VF_TYPEFONT);
	assert_true(vat(sc, 27)->flags & KT_VF_TYPEFONT);

	/* \\f[] and \\fP return to the previous font */
	feed(sc, "\\fRa\\fBb\\f[]c\\fBd\\fIe\\fPf");
	assert_false(vat(sc, 3)->flags & KT_VF_TYPEFONT);
	assert_true(vat(sc, 7)->flags & KT_VF_TYPEFONT);
	assert_false(vat(sc, 12)->flags & KT_VF_TYPEFONT);
	assert_true(vat(sc, 16)->flags & KT_VF_TYPEFONT);
	assert_true(vat(sc, 20)->flags & KT_VF_TYPEFONT);
	/* \\fP after \\fB\\fI: bold again */
	assert_true(vat(sc, 24)->flags & KT_VF_TYPEFONT);
}

static void
test_roff_font_across_lines(void **state)
{
	struct scan *sc = *state;

	feed(sc, "\\fBa");
	feed(sc, "b");
	assert_true(sc->vis.v[0].flags & KT_VF_TYPEFONT);
	feed(sc, "\\fRc");
	feed(sc, "d");
	assert_false(sc->vis.v[0].flags & KT_VF_TYPEFONT);
	/* .ft sets the font for the lines that follow */
	feed(sc, ".ft B");
	feed(sc, "e");
	assert_true(sc->vis.v[0].flags & KT_VF_TYPEFONT);
	feed(sc, ".ft");
	feed(sc, "f");
	assert_false(sc->vis.v[0].flags & KT_VF_TYPEFONT);
	feed(sc, ".ft I");
	feed(sc, ".ft R");
	feed(sc, "g");
	assert_false(sc->vis.v[0].flags & KT_VF_TYPEFONT);
	feed(sc, ".ft P");
	feed(sc, "h");
	assert_true(sc->vis.v[0].flags & KT_VF_TYPEFONT);
}

static void
test_roff_font_state_kept_without_vis(void **state)
{
	struct scan *sc = *state;
	const char *l = "\\fBbold from here on";

	/* The font is state that spans lines, whether or not the caller
	 * asks for the visible characters of a line. */
	kt_roff_line(&sc->st, (const unsigned char *)l, strlen(l), &sc->info,
	    NULL);
	feed(sc, "u64");
	assert_int_equal(sc->vis.n, 3);
	assert_true(sc->vis.v[0].flags & KT_VF_TYPEFONT);
}

static void
test_roff_escape_strings(void **state)
{
	static const struct esc_case cases[] = {
		{ "a\\*xb", "ab", "a?b" },
		{ "a\\*(xxb", "ab", "a?b" },
		{ "a\\*[u32]b", "ab", "a?b" },
		{ "a\\*[name args]b", "ab", "a?b" },
		{ "a\\*[name \"quoted arg\" u64]b", "ab", "a?b" },
		{ "a\\*[u32 \\*[u64]]b", "ab", "a?b" },
		/* \E is the escape character outside copy mode */
		{ "a\\E*[u32]b", "ab", "a?b" },
		{ "a\\EE*(u6b", "ab", "a?b" },
	};

	check_esc_cases(*state, cases, sizeof cases / sizeof cases[0]);
}

static void
test_roff_escape_glyphs(void **state)
{
	static const struct esc_case cases[] = {
		{ "a\\(aqb", "ab", "a'b" },
		{ "a\\(dqb", "ab", "a\"b" },
		{ "a\\(rsb", "ab", "a\\b" },
		{ "a\\(mib", "ab", "a-b" },
		{ "a\\(xxb", "ab", "a?b" },
		{ "a\\(u3b", "ab", "a?b" },
		{ "a\\[aq]b", "ab", "a'b" },
		{ "a\\[name]b", "ab", "a?b" },
		{ "a\\[u32]b", "ab", "a?b" },
		{ "a\\[u0041]b", "ab", "a?b" },
	};
	struct scan *sc = *state;

	check_esc_cases(sc, cases, sizeof cases / sizeof cases[0]);
	/* a glyph is produced by an escape, never plain */
	feed(sc, "\\(aq");
	assert_int_equal(sc->vis.n, 1);
	assert_true(sc->vis.v[0].flags & KT_VF_ESC);
	assert_false(sc->vis.v[0].flags & KT_VF_PLAIN);
}

static void
test_roff_escape_registers(void **state)
{
	static const struct esc_case cases[] = {
		{ "a\\nxb", "ab", "a?b" },
		{ "a\\n+xb", "ab", "a?b" },
		{ "a\\n-xb", "ab", "a?b" },
		{ "a\\n(xxb", "ab", "a?b" },
		{ "a\\n+(xxb", "ab", "a?b" },
		{ "a\\n[u64]b", "ab", "a?b" },
		{ "a\\n+[u64]b", "ab", "a?b" },
		{ "a\\$1b", "ab", "a?b" },
		{ "a\\$(12b", "ab", "a?b" },
		{ "a\\$[12]b", "ab", "a?b" },
		{ "a\\$*b", "ab", "a?b" },
		{ "a\\g[u32]b", "ab", "a?b" },
		{ "a\\V[u32]b", "ab", "a?b" },
	};

	check_esc_cases(*state, cases, sizeof cases / sizeof cases[0]);
}

static void
test_roff_escape_device_control(void **state)
{
	struct scan *sc = *state;
	const char *l = "a\\X'ps: exec __u32 u64'b";
	size_t i;

	assert_int_equal(feed(sc, l), KT_LINE_TEXT);
	assert_string_equal(plain(sc), "ab");
	/* nothing of the device control is listed */
	for (i = 0; i < sc->vis.n; i++) {
		const struct kt_vis *v = &sc->vis.v[i];

		if (v->src == 0 || v->src == strlen(l) - 1)
			continue;
		assert_false(v->flags & KT_VF_PLAIN);
		assert_false(kt_roff_ident(v->c));
	}
	/* any delimiter, an escape included */
	feed(sc, "a\\X\"__u32\"b");
	assert_string_equal(plain(sc), "ab");
	feed(sc, "a\\X\\(aq__u32\\(aqb");
	assert_string_equal(plain(sc), "ab");
}

static void
test_roff_escape_width(void **state)
{
	static const struct esc_case cases[] = {
		{ "a\\w'__u32'b", "a|__u32|b", NULL },
		{ "a\\w\"__u32\"b", "a|__u32|b", NULL },
		{ "a\\w\\[tbl]__u32\\[tbl]b", "a|__u32|b", NULL },
		{ "a\\w'\\fB__u32\\fP'b", "a|__u32|b", NULL },
		{ "\\w'x'", "|x|", NULL },
	};
	struct scan *sc = *state;
	size_t i;

	check_esc_cases(sc, cases, sizeof cases / sizeof cases[0]);
	/* the text in \w is plain text at its own bytes */
	feed(sc, "a\\w'__u32'b");
	i = (size_t)(vat(sc, 4) - sc->vis.v);
	assert_int_equal(sc->vis.v[i].c, '_');
	assert_int_equal(sc->vis.v[i + 4].c, '2');
	assert_int_equal(sc->vis.v[i + 4].src, 8);
	assert_true(sc->vis.v[i - 1].flags & KT_VF_BREAK);
	assert_true(sc->vis.v[i + 5].flags & KT_VF_BREAK);
	/* fonts set inside \w do not last after it */
	feed(sc, "\\w'\\fBx'y");
	assert_true(vat(sc, 6)->flags & KT_VF_TYPEFONT);
	assert_false(vat(sc, 8)->flags & KT_VF_TYPEFONT);
	/* in the arguments of any request */
	assert_int_equal(feed(sc, ".nr 3w0 \\n[3w0]>?\\w\\[tbl]__u32\\[tbl]"),
	    KT_LINE_REQUEST);
	assert_string_equal(plain(sc), "|__u32|");
	assert_int_equal(feed(sc, ".if \\w'__u64'>0 .tm __u32"),
	    KT_LINE_REQUEST);
	assert_string_equal(plain(sc), "|__u64|");
}

static void
test_roff_escape_motions(void **state)
{
	static const struct esc_case cases[] = {
		{ "a\\h'3n'b", "a|b", NULL },
		{ "a\\h'|\\n[3cl0]u'b", "a|b", NULL },
		{ "a\\h\"-1m\"b", "a|b", NULL },
		{ "a\\v'1'b", "ab", NULL },
		{ "a\\l'3n'b", "ab", NULL },
		{ "a\\L'1v'b", "ab", NULL },
		{ "a\\D'l 1 1'b", "ab", NULL },
		{ "a\\kxb", "ab", NULL },
		{ "a\\x'1p'b", "ab", NULL },
		{ "a\\o'u32'b", "ab", NULL },
		{ "a\\b'u32'b", "ab", NULL },
		{ "a\\A'u32'b", "ab", NULL },
		{ "a\\B'u32'b", "ab", NULL },
		{ "a\\C'u32'b", "ab", NULL },
		{ "a\\N'65'b", "ab", NULL },
		{ "a\\H'12'b", "ab", NULL },
		{ "a\\S'10'b", "ab", NULL },
		{ "a\\R'u32 1'b", "ab", NULL },
		{ "a\\F[u32]b", "ab", NULL },
		{ "a\\m[u32]b", "ab", NULL },
		{ "a\\M[u32]b", "ab", NULL },
		{ "a\\Y[u32]b", "ab", NULL },
		{ "a\\O[u32]b", "ab", NULL },
	};

	check_esc_cases(*state, cases, sizeof cases / sizeof cases[0]);
}

static void
test_roff_escape_sizes(void **state)
{
	static const struct esc_case cases[] = {
		{ "a\\s+2b", "ab", "a^b" },
		{ "a\\s-2b", "ab", "a^b" },
		{ "a\\s0b", "ab", "a^b" },
		{ "a\\s12b", "ab", "a^b" },
		{ "a\\s(12b", "ab", "a^b" },
		{ "a\\s+(12b", "ab", "a^b" },
		{ "a\\s[10]b", "ab", "a^b" },
		{ "a\\s-[10]b", "ab", "a^b" },
		{ "a\\s'3'b", "ab", "a^b" },
		{ "a\\s+'3'b", "ab", "a^b" },
		{ "a\\s'+10'b", "ab", "a^b" },
	};

	check_esc_cases(*state, cases, sizeof cases / sizeof cases[0]);
}

static void
test_roff_escape_simple(void **state)
{
	static const struct esc_case cases[] = {
		{ "a\\&b", "ab", "a^b" },
		{ "a\\%b", "ab", "a^b" },
		{ "a\\cb", "ab", "a^b" },
		{ "a\\|b", "ab", "a^b" },
		{ "a\\^b", "ab", "a^b" },
		{ "a\\)b", "ab", "a^b" },
		{ "a\\/b", "ab", "a^b" },
		{ "a\\,b", "ab", "a^b" },
		{ "a\\:b", "ab", "a^b" },
		{ "a\\eb", "ab", "a\\b" },
		{ "a\\\\b", "ab", "a\\b" },
		{ "a\\-b", "ab", "a-b" },
		{ "a\\ b", "ab", "a b" },
		{ "a\\~b", "ab", "a b" },
		{ "a\\0b", "ab", "a b" },
		{ "a\\.b", "ab", "a.b" },
		{ "a\\_b", "ab", "a_b" },
		{ "a\\(aqb", "ab", "a'b" },
	};
	struct scan *sc = *state;

	check_esc_cases(sc, cases, sizeof cases / sizeof cases[0]);
	/* what an escape renders is never plain */
	feed(sc, "\\-");
	assert_int_equal(sc->vis.n, 1);
	assert_true(sc->vis.v[0].flags & KT_VF_ESC);
	assert_false(sc->vis.v[0].flags & KT_VF_PLAIN);
}

static void
test_roff_escape_names_never_plain(void **state)
{
	/* Escapes whose names or arguments look like words: none of those
	 * bytes may appear as plain text. */
	static const char *const escs[] = {
		"\\fB", "\\f(CW", "\\f[CR]", "\\f[u32]", "\\*x", "\\*(u3",
		"\\*[u32]", "\\*[u32 u64 \"s8 x\"]", "\\(u3", "\\[u32]",
		"\\[__u32]", "\\nx", "\\n+x", "\\n(u3", "\\n[u64]",
		"\\n-[u64]", "\\$1", "\\$[u32]", "\\X'u32'", "\\X'__u32'",
		"\\h'u32'", "\\v'u32'", "\\s+2", "\\s-(12", "\\s[10]",
		"\\s'3'", "\\k(u3", "\\g[u32]", "\\V[u32]", "\\F[u32]",
		"\\m[u32]", "\\M[u32]", "\\Y[u32]", "\\O[u32]", "\\D'l u32'",
		"\\l'u32'", "\\L'u32'", "\\C'u32'", "\\N'32'", "\\A'u32'",
		"\\B'u32'", "\\H'u32'", "\\S'u32'", "\\R'u32 1'", "\\x'u32'",
		"\\b'u32'", "\\o'u32'",
	};
	struct scan *sc = *state;
	char line[128];
	size_t i;
	int bad = 0;

	for (i = 0; i < sizeof escs / sizeof escs[0]; i++) {
		snprintf(line, sizeof line, "a%sb", escs[i]);
		kt_roff_init(&sc->st);
		feed(sc, line);
		if (strcmp(plain(sc), "ab") != 0 && strcmp(sc->buf, "a|b") != 0) {
			print_error("'%s': plain text '%s'\n", line, sc->buf);
			bad++;
		}
	}
	assert_int_equal(bad, 0);
}

static void
test_roff_escape_comment(void **state)
{
	struct scan *sc = *state;

	assert_int_equal(feed(sc, "a __u32 \\\" __u32"), KT_LINE_TEXT);
	assert_string_equal(plain(sc), "a __u32 ");
	feed(sc, "a \\# __u32");
	assert_string_equal(plain(sc), "a ");
	/* (\# takes its newline: the next line is more of the line, and
	 * an empty one ends it) */
	assert_int_equal(feed(sc, ".B x"), KT_LINE_TEXT);
	feed(sc, "");
	assert_int_equal(feed(sc, ".B x \\\" __u32"), KT_LINE_MACRO);
	assert_string_equal(plain(sc), "x");
	feed(sc, ".B \"x\" \\\" __u32");
	assert_string_equal(plain(sc), "x");
	feed(sc, ".B x\\\"__u32");
	assert_string_equal(plain(sc), "x");
	/* a comment inside \w ends the line too */
	feed(sc, "a\\w'x\\\"y'z");
	assert_int_equal(strchr(plain(sc), 'z') == NULL, 1);
	assert_int_equal(strchr(sc->buf, 'y') == NULL, 1);
}

static void
test_roff_escape_at_end_of_line(void **state)
{
	/* Escapes cut short by the end of the line. */
	static const char *const lines[] = {
		"a\\", "a\\f", "a\\f(", "a\\f(C", "a\\f[", "a\\f[CR", "a\\*",
		"a\\*[", "a\\*[x\\w", "a\\*[x\\w'", "a\\n", "a\\n+", "a\\(",
		"a\\(a", "a\\[", "a\\[ab", "a\\s", "a\\s+", "a\\s(", "a\\s(1",
		"a\\s'", "a\\s'1", "a\\s[", "a\\w", "a\\w'", "a\\w'abc",
		"a\\X", "a\\X'", "a\\X'abc", "a\\h", "a\\h'", "a\\h'1",
		"a\\w\\", "a\\w\\(", "a\\X\\(", "a\\$", "a\\$(", "a\\$[",
		"a\\w'\\X'", "a\\w'\\h'", "a\\*[a \\w'x]",
	};
	struct scan *sc = *state;
	size_t i, k;

	for (i = 0; i < sizeof lines / sizeof lines[0]; i++) {
		size_t len = strlen(lines[i]);

		kt_roff_init(&sc->st);
		assert_int_equal(feed(sc, lines[i]), KT_LINE_TEXT);
		assert_true(sc->vis.n >= 1);
		assert_int_equal(sc->vis.v[0].c, 'a');
		assert_true(sc->vis.v[0].flags & KT_VF_PLAIN);
		for (k = 0; k < sc->vis.n; k++)
			assert_true(sc->vis.v[k].src < len);
	}
}

static void
test_roff_crlf(void **state)
{
	struct scan *sc = *state;

	assert_int_equal(feed(sc, "__u32 x\r"), KT_LINE_TEXT);
	assert_string_equal(plain(sc), "__u32 x");
	assert_int_equal(feed(sc, ".B __u32\r"), KT_LINE_MACRO);
	assert_string_equal(plain(sc), "__u32");
	assert_int_equal(feed(sc, ".\\\" x\r"), KT_LINE_COMMENT);
	feed(sc, ".nf\r");
	feed(sc, "x\r");
	assert_true(sc->info.nofill);
	feed(sc, ".fi\r");
	feed(sc, "x\r");
	assert_false(sc->info.nofill);
}

/* ---- escape and control characters ---- */

static void
test_roff_eo_ec(void **state)
{
	struct scan *sc = *state;

	feed(sc, ".eo");
	assert_int_equal(feed(sc, "a\\fBb"), KT_LINE_TEXT);
	assert_string_equal(plain(sc), "a\\fBb");
	/* no escapes: \" is no comment */
	assert_int_equal(feed(sc, ".B x \\\" y"), KT_LINE_MACRO);
	feed(sc, ".ec");
	feed(sc, "a\\fBb");
	assert_string_equal(plain(sc), "ab");

	feed(sc, ".ec !");
	feed(sc, "a!fBb\\fBc");
	assert_string_equal(plain(sc), "ab\\fBc");
	feed(sc, "!w'__u32'");
	assert_string_equal(plain(sc), "|__u32|");
	assert_int_equal(feed(sc, ".!\" comment"), KT_LINE_COMMENT);
	feed(sc, ".ec");
	feed(sc, "a!fBb\\fBc");
	assert_string_equal(plain(sc), "a!fBbc");
}

static void
test_roff_cc_c2(void **state)
{
	struct scan *sc = *state;

	feed(sc, ".cc #");
	assert_int_equal(feed(sc, "#B __u32"), KT_LINE_MACRO);
	assert_string_equal(plain(sc), "__u32");
	assert_int_equal(feed(sc, ".B __u32"), KT_LINE_TEXT);
	assert_string_equal(plain(sc), ".B __u32");
	assert_int_equal(feed(sc, "#nf"), KT_LINE_REQUEST);
	feed(sc, "x");
	assert_true(sc->info.nofill);
	feed(sc, "#fi");
	feed(sc, "#cc");
	assert_int_equal(feed(sc, ".B x"), KT_LINE_MACRO);
	assert_int_equal(feed(sc, "#B x"), KT_LINE_TEXT);

	feed(sc, ".c2 !");
	assert_int_equal(feed(sc, "!B y"), KT_LINE_MACRO);
	assert_int_equal(feed(sc, "'B y"), KT_LINE_TEXT);
	feed(sc, ".c2");
	assert_int_equal(feed(sc, "'B y"), KT_LINE_MACRO);
}

/* ---- events ---- */

static void
test_roff_events(void **state)
{
	struct scan *sc = *state;
	const char *l;
	size_t args[4][2];

	l = ".ktypes iso";
	assert_int_equal(feed(sc, l), KT_LINE_REQUEST);
	assert_int_equal(sc->info.event, KT_EVENT_MODE);
	assert_int_equal(kt_roff_args(&sc->st, (const unsigned char *)l,
	    strlen(l), sc->info.args, args, 4), 1);
	assert_int_equal(args[0][1], 3);
	assert_memory_equal(l + args[0][0], "iso", 3);

	assert_int_equal(feed(sc, "'ktypes kernel"), KT_LINE_REQUEST);
	assert_int_equal(sc->info.event, KT_EVENT_MODE);
	feed(sc, ".  ktypes iso");
	assert_int_equal(sc->info.event, KT_EVENT_MODE);
	feed(sc, ".ktypes");
	assert_int_equal(sc->info.event, KT_EVENT_MODE);
	feed(sc, ".ktypesx iso");
	assert_int_equal(sc->info.event, KT_EVENT_NONE);
	feed(sc, ".ktype iso");
	assert_int_equal(sc->info.event, KT_EVENT_NONE);
	feed(sc, "ktypes iso");
	assert_int_equal(sc->info.event, KT_EVENT_NONE);

	/* the comment form: a comment line, and the mode request, its
	 * arguments after the colon */
	l = ".\\\" ktypes: iso";
	assert_int_equal(feed(sc, l), KT_LINE_COMMENT);
	assert_int_equal(sc->info.event, KT_EVENT_MODE);
	assert_int_equal(kt_roff_args(&sc->st, (const unsigned char *)l,
	    strlen(l), sc->info.args, args, 4), 1);
	assert_memory_equal(l + args[0][0], "iso", 3);
	l = "' \t\\#ktypes:both";
	assert_int_equal(feed(sc, l), KT_LINE_COMMENT);
	assert_int_equal(sc->info.event, KT_EVENT_MODE);
	assert_int_equal(kt_roff_args(&sc->st, (const unsigned char *)l,
	    strlen(l), sc->info.args, args, 4), 1);
	assert_memory_equal(l + args[0][0], "both", 4);
	feed(sc, "");	/* (\\# took the newline: the line goes on) */
	l = ".if 1 .\\\" ktypes: annotate";
	assert_int_equal(feed(sc, l), KT_LINE_REQUEST);
	assert_int_equal(sc->info.event, KT_EVENT_MODE);
	assert_int_equal(kt_roff_args(&sc->st, (const unsigned char *)l,
	    strlen(l), sc->info.args, args, 4), 1);
	assert_memory_equal(l + args[0][0], "annotate", 8);
	feed(sc, ".if n .\\\" ktypes: iso");
	assert_int_equal(sc->info.event, KT_EVENT_NONE);
	feed(sc, ".\\\" ktypes : iso");
	assert_int_equal(sc->info.event, KT_EVENT_NONE);
	feed(sc, ".\\\" ktypesx: iso");
	assert_int_equal(sc->info.event, KT_EVENT_NONE);
	feed(sc, "\\\" ktypes: iso");
	assert_int_equal(sc->info.event, KT_EVENT_NONE);
	feed(sc, ".B x \\\" ktypes: iso");
	assert_int_equal(sc->info.event, KT_EVENT_NONE);
	feed(sc, ".eo");
	assert_int_equal(feed(sc, ".\\\" ktypes: iso"), KT_LINE_REQUEST);
	assert_int_equal(sc->info.event, KT_EVENT_NONE);
	feed(sc, ".ec");

	l = ".lf 12 foo.c";
	assert_int_equal(feed(sc, l), KT_LINE_REQUEST);
	assert_int_equal(sc->info.event, KT_EVENT_LF);
	assert_int_equal(kt_roff_args(&sc->st, (const unsigned char *)l,
	    strlen(l), sc->info.args, args, 4), 2);
	assert_memory_equal(l + args[1][0], "foo.c", 5);
	feed(sc, ".lfx 12");
	assert_int_equal(sc->info.event, KT_EVENT_NONE);
	feed(sc, "x");
	assert_int_equal(sc->info.event, KT_EVENT_NONE);

	/* no events from inside a block */
	feed(sc, ".ig");
	feed(sc, ".ktypes iso");
	assert_int_equal(sc->info.event, KT_EVENT_NONE);
	feed(sc, "..");
}

/* ---- arguments ---- */

struct args_case {
	const char *line;
	size_t count;
	const char *args[4];
};

static void
test_roff_args_split(void **state)
{
	static const struct args_case cases[] = {
		{ ".B a b  c", 3, { "a", "b", "c" } },
		{ ".B\ta\tb", 2, { "a", "b" } },
		{ ".B \"a b\" c", 2, { "a b", "c" } },
		{ ".B \"a \"\"b\"\" c\" d", 2, { "a \"\"b\"\" c", "d" } },
		{ ".B \"\" x", 2, { "", "x" } },
		{ ".B \"a b", 1, { "a b" } },
		{ ".B a \\\" b c", 1, { "a" } },
		{ ".B a\\\"b c", 1, { "a" } },
		{ ".B a \\# b", 1, { "a" } },
		{ ".B a\\ b c", 2, { "a\\ b", "c" } },
		{ ".B \"a\\\"b\" c", 2, { "a\\\"b", "c" } },
		{ ".B a b\r", 2, { "a", "b" } },
		{ ".B", 0, { NULL } },
		{ ".B   ", 0, { NULL } },
		{ ".B \\\" only", 0, { NULL } },
	};
	struct scan *sc = *state;
	size_t i, k, args[4][2];

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const char *l = cases[i].line;
		size_t n;

		kt_roff_init(&sc->st);
		n = kt_roff_args(&sc->st, (const unsigned char *)l, strlen(l),
		    2, args, 4);
		if (n != cases[i].count)
			print_error("'%s': %zu arguments\n", l, n);
		assert_int_equal(n, cases[i].count);
		for (k = 0; k < n; k++) {
			if (args[k][1] != strlen(cases[i].args[k]) ||
			    memcmp(l + args[k][0], cases[i].args[k],
			    args[k][1]) != 0)
				print_error("'%s': argument %zu is '%.*s'\n", l,
				    k, (int)args[k][1], l + args[k][0]);
			assert_int_equal(args[k][1], strlen(cases[i].args[k]));
			assert_memory_equal(l + args[k][0], cases[i].args[k],
			    args[k][1]);
		}
	}
}

static void
test_roff_args_count_beyond_max(void **state)
{
	struct scan *sc = *state;
	const char *l = ".B a b c d e";
	size_t args[2][2] = { { 99, 99 }, { 99, 99 } };
	size_t none[1][2];

	assert_int_equal(kt_roff_args(&sc->st, (const unsigned char *)l,
	    strlen(l), 2, args, 2), 5);
	assert_int_equal(args[0][0], 3);
	assert_int_equal(args[1][0], 5);
	assert_int_equal(kt_roff_args(&sc->st, (const unsigned char *)l,
	    strlen(l), 2, none, 0), 5);
}

static void
test_roff_args_escape_off(void **state)
{
	struct scan *sc = *state;
	const char *l = ".B a \\\" b";
	size_t args[4][2];

	/* after .eo a backslash is an ordinary character */
	feed(sc, ".eo");
	assert_int_equal(kt_roff_args(&sc->st, (const unsigned char *)l,
	    strlen(l), 2, args, 4), 3);
	assert_memory_equal(l + args[1][0], "\\\"", 2);
}

static void
test_roff_ident(void **state)
{
	(void)state;
	assert_true(kt_roff_ident('a'));
	assert_true(kt_roff_ident('Z'));
	assert_true(kt_roff_ident('0'));
	assert_true(kt_roff_ident('_'));
	assert_false(kt_roff_ident('-'));
	assert_false(kt_roff_ident('.'));
	assert_false(kt_roff_ident(' '));
	assert_false(kt_roff_ident(0xc3));
}

/* ---- the indent ---- */

/* The indent follows the man package's requests as groff sets it: a
 * margin of 7, a .TP or .IP paragraph's width, .RS by the paragraph's
 * width or its argument, .RE back to the margin before it (without the
 * paragraph's indent), .in, and a heading that starts again; an
 * argument that is no plain width makes it unknown. */
struct indent_step {
	const char *line;
	int indent;		/* after the line; -1: not known */
};

/* Feed the N lines of STEPS to a new scanner, the indent after each as
 * the step says. */
static void
indent_steps(struct scan *sc, const struct indent_step *steps, size_t n)
{
	size_t i;

	kt_roff_init(&sc->st);
	for (i = 0; i < n; i++) {
		(void)feed(sc, steps[i].line);
		if (kt_roff_indent(&sc->st) != steps[i].indent) {
			print_error("after \"%s\": %d, not %d\n", steps[i].line,
			    kt_roff_indent(&sc->st), steps[i].indent);
			fail();
		}
	}
}

static void
test_roff_indent(void **state)
{
	static const struct indent_step steps[] = {
		{ ".TH T 2 2026", 7 }, { ".SH NAME", 7 }, { ".TP", 14 },
		{ ".B tag", 14 }, { ".RS", 14 }, { ".in +4n", 18 },
		{ ".in", 14 }, { ".RE", 7 }, { ".IP", 14 },
		{ ".RS 3", 10 }, { ".RS", 17 }, { ".RE", 10 }, { ".RE", 7 },
		{ ".PP", 7 }, { ".in +4n", 11 }, { ".TP 10", 17 },
		{ ".RS", 17 }, { ".RE", 7 }, { ".IP \\(bu 3", 10 },
		{ ".SS Sub", 7 }, { ".RS -4", 3 }, { ".RE", 7 },
		{ ".RS \\n[x]u", -1 }, { ".SH X", 7 },
		/* .RE restores the width of paragraphs before .RS */
		{ ".RS 4", 11 }, { ".TP 4", 15 }, { ".RS", 15 }, { ".RE", 11 },
		{ ".IP", 15 }, { ".RE", 7 },
		/* an mdoc page: not known */
		{ ".Sh NAME", -1 },
	};

	indent_steps(*state, steps, sizeof steps / sizeof steps[0]);
}

/* A request in the body of a condition on the device sets the indent as
 * nroff runs it for a terminal, whose columns the indent is counted in:
 * the n branch, not the t branch, in one line or within \{ and \} (a
 * level that does not run there hides what is inside it, a level that
 * does runs it); where the scanner cannot tell whether the body runs,
 * the indent is unknown. */
static void
test_roff_indent_follows_the_terminal_branch(void **state)
{
	static const struct indent_step steps[] = {
		{ ".TH T 1 2026", 7 },
		{ ".if n .RS 4", 11 }, { ".if t .RS 8", 11 },
		{ ".if !t .in +2", 13 }, { ".if !n .in +9", 13 },
		{ ".if n .RE", 7 },
		{ ".ie n .IP \\(bu 4", 11 }, { ".el .IP \\(bu 2", 11 },
		{ ".ie t .IP \\(bu 2", 11 }, { ".el .IP \\(bu 5", 12 },
		{ ".PP", 7 },
		/* DocBook's lists: the t branch's .IP 2.3 would make the
		 * indent unknown */
		{ ".RS 4", 11 }, { ".ie n \\{\\", 11 },
		{ "\\h'-04'\\(bu\\h'+03'\\c", 11 }, { ".\\}", 11 },
		{ ".el \\{\\", 11 }, { ".sp -1", 11 },
		{ ".IP \\(bu 2.3", 11 }, { ".if 1 \\{ .in +3", 11 },
		{ ".\\}\\}", 11 }, { "Text.", 11 }, { ".RE", 7 },
		{ ".if n \\{\\", 7 }, { ".if \\n[x] .ds s x", 7 },
		{ ".if 0 \\{\\", 7 }, { ".in +1", 7 }, { ".\\}", 7 },
		{ ".RS 4", 11 },
		{ ".\\}", 11 }, { ".RE", 7 },
		/* a body that may run */
		{ ".if \\n(.g .in +4", -1 }, { ".SH X", 7 },
		{ ".if \\n(.g \\{\\", 7 }, { ".TP 4", -1 }, { ".\\}", -1 },
		{ ".SH Y", 7 }, { ".TP 4", 11 },
	};

	indent_steps(*state, steps, sizeof steps / sizeof steps[0]);
}


/* ---- long text lines cut in pieces ---- */

static size_t
cut(struct scan *sc, const char *s, bool *comment)
{
	return kt_roff_cut(&sc->st, (const unsigned char *)s, strlen(s),
	    comment);
}

/* How a line ends (kt_roff_end): an escaped newline, \# (which takes the
 * newline), \" (which takes the escape at the end), \c, the identifier
 * before the escape that decides, a CR before the newline; and the same
 * answer however the line is cut into pieces (kt_roff_tail_read). */
static void
test_roff_end_whole_and_in_pieces(void **state)
{
	static const struct {
		const char *line;
		bool escaped, ident, interrupted;
	} cases[] = {
		{ "plain", false, false, false },
		{ "x\\", true, true, false },
		{ "x \\", true, false, false },
		{ "x\\\\", false, false, false },
		{ "x\\\\\\", true, false, false },
		{ "a\\#c", true, true, false },
		{ "a \\#c\\", true, false, false },
		{ "a\\\"c\\", false, false, false },
		{ "a\\\"c\\#", false, false, false },
		{ "__u32\\c", false, false, true },
		{ "__u32\\cyy", false, false, true },
		{ "x \\c", false, false, true },
		{ "x\\\\c", false, false, false },
		{ "x\\\r", true, true, false },
		{ "x\\\r\r", false, false, false },
		{ "\\", true, false, false },
		{ "", false, false, false },
	};
	struct kt_roff st;
	size_t i, cut;

	(void)state;
	kt_roff_init(&st);
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const unsigned char *s = (const unsigned char *)cases[i].line;
		size_t n = strlen(cases[i].line);
		struct kt_roff_tail t;

		kt_roff_end(&st, s, n, &t);
		if (kt_roff_tail_escaped(&t) != cases[i].escaped ||
		    kt_roff_tail_ident(&t) != cases[i].ident ||
		    t.interrupted != cases[i].interrupted)
			print_error("case %zu: %s\n", i, cases[i].line);
		assert_int_equal(kt_roff_tail_escaped(&t), cases[i].escaped);
		assert_int_equal(kt_roff_tail_ident(&t), cases[i].ident);
		assert_int_equal(t.interrupted, cases[i].interrupted);
		assert_int_equal(kt_roff_continues(&st, s, n),
		    cases[i].escaped);
		for (cut = 0; cut <= n; cut++) {
			struct kt_roff_tail u;

			kt_roff_tail_init(&st, &u);
			kt_roff_tail_read(&u, s, cut);
			kt_roff_tail_read(&u, s + cut, n - cut);
			assert_int_equal(kt_roff_tail_escaped(&u),
			    kt_roff_tail_escaped(&t));
			assert_int_equal(kt_roff_tail_ident(&u),
			    kt_roff_tail_ident(&t));
			assert_int_equal(u.interrupted, t.interrupted);
			assert_int_equal(u.cident, t.cident);
		}
	}
	/* with another escape character, and none */
	st.esc = '!';
	assert_true(kt_roff_continues(&st, (const unsigned char *)"a!", 2));
	assert_false(kt_roff_continues(&st, (const unsigned char *)"a\\", 2));
	st.esc_on = false;
	assert_false(kt_roff_continues(&st, (const unsigned char *)"a!", 2));
}

static void
test_roff_cut(void **state)
{
	struct scan *sc = *state;
	bool comment;

	/* after the last blank in the last half */
	assert_int_equal(cut(sc, "abc def ghi jkl", &comment), 12);
	assert_false(comment);
	/* else at the start or end of an escape */
	assert_int_equal(cut(sc, "abcdefgh\\fBijk", &comment), 11);
	assert_int_equal(cut(sc, "abcdefghijk\\(em", &comment), 11);
	/* nowhere in the first half */
	assert_int_equal(cut(sc, "abcd efghijklmnopq", &comment), 0);
	/* a comment runs to the end of the line */
	assert_int_equal(cut(sc, "abc def \\\" ghi jkl", &comment), 8);
	assert_true(comment);
	/* the state is not changed */
	assert_int_equal(cut(sc, "abc \\fBdef ghi", &comment), 11);
	assert_false(sc->st.font_type);
}

#define T(f) cmocka_unit_test_setup_teardown(f, scan_setup, scan_teardown)

int
main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_roff_text_line),
		T(test_roff_text_line_without_vis),
		T(test_roff_macro_line),
		T(test_roff_macro_fonts),
		T(test_roff_macro_quoted_args),
		T(test_roff_request_line),
		T(test_roff_comment_line),
		T(test_roff_empty_and_dot_lines),
		T(test_roff_ig_block),
		T(test_roff_de_block),
		T(test_roff_list_items),
		T(test_roff_ds_raw),
		T(test_roff_eqn_block),
		T(test_roff_pic_block),
		T(test_roff_nofill_state),
		T(test_roff_tbl_regions),
		T(test_roff_tbl_other_separators),
		T(test_roff_tbl_options_any_case),
		T(test_roff_tbl_continued_format),
		T(test_roff_tbl_output_not_format),
		T(test_roff_tbl_comment_before_options),
		T(test_roff_escape_fonts),
		T(test_roff_font_flags),
		T(test_roff_font_across_lines),
		T(test_roff_font_state_kept_without_vis),
		T(test_roff_escape_strings),
		T(test_roff_escape_glyphs),
		T(test_roff_escape_registers),
		T(test_roff_escape_device_control),
		T(test_roff_escape_width),
		T(test_roff_escape_motions),
		T(test_roff_escape_sizes),
		T(test_roff_escape_simple),
		T(test_roff_escape_names_never_plain),
		T(test_roff_escape_comment),
		T(test_roff_escape_at_end_of_line),
		T(test_roff_crlf),
		T(test_roff_eo_ec),
		T(test_roff_cc_c2),
		T(test_roff_events),
		T(test_roff_args_split),
		T(test_roff_args_count_beyond_max),
		T(test_roff_args_escape_off),
		T(test_roff_ident),
		T(test_roff_end_whole_and_in_pieces),
		T(test_roff_indent),
		T(test_roff_indent_follows_the_terminal_branch),
		T(test_roff_cut),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
