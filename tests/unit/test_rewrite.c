/* test_rewrite.c: unit tests of the rewriter (src/rewrite.h).  A
 * catalogue of lines, each filtered in iso mode after the lines that set
 * its context, as the program does (unit_filter); what the line becomes
 * must be the expected line.  It holds every example of the
 * specification.  The edits of kt_rewrite_line are tested on their own
 * too. */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "edit.h"
#include "io.h"
#include "rewrite.h"
#include "roff.h"
#include "table.h"
#include "unit.h"

struct rw_case {
	const char *pre;	/* lines scanned first ('\n'-separated) or NULL */
	const char *line;	/* the line rewritten */
	const char *want;	/* NULL: unchanged */
};

struct rw {
	struct kt_table *t;
	char out[1024];
};

static int
rw_setup(void **state)
{
	static struct rw r;

	r.t = unit_builtin_table();
	*state = &r;
	return 0;
}

static int
rw_teardown(void **state)
{
	struct rw *r = *state;

	kt_table_free(r->t);
	return 0;
}

/* Filter LINE in MODE after the context lines PRE; what LINE became in
 * R->out.  Returns whether it changed. */
static bool
rewrite(struct rw *r, enum kt_mode mode, const char *pre, const char *line)
{
	size_t np = pre != NULL ? strlen(pre) : 0, nl = strlen(line), n;
	char *in = malloc(np + 1 + nl + 1), *out, *last;

	assert_non_null(in);
	if (np > 0) {
		memcpy(in, pre, np);
		in[np++] = '\n';
	}
	memcpy(in + np, line, nl + 1);
	out = unit_filter(r->t, mode, in, np + nl, &n);
	/* the line is the last one of the output; in mode iso, which
	 * writes nothing before it, the one after the context lines (a
	 * key of the words that it leaves may follow it) */
	if (mode == KT_MODE_ISO) {
		size_t k;

		last = out;
		for (k = 0; k < np; k++)
			if (in[k] == '\n')
				last = strchr(last, '\n') + 1;
		n = strcspn(last, "\n");
	} else {
		last = strrchr(out, '\n');
		last = last != NULL ? last + 1 : out;
		n = strlen(last);
	}
	n = n < sizeof r->out - 1 ? n : sizeof r->out - 1;
	memcpy(r->out, last, n);
	r->out[n] = '\0';
	free(out);
	free(in);
	return strcmp(r->out, line) != 0;
}

static void
check(struct rw *r, const struct rw_case *c, size_t n)
{
	size_t i;
	int bad = 0;

	for (i = 0; i < n; i++) {
		const char *want = c[i].want != NULL ? c[i].want : c[i].line;

		rewrite(r, KT_MODE_ISO, c[i].pre, c[i].line);
		if (strcmp(r->out, want) != 0) {
			print_error("%s%s'%s'\n   expected '%s'\n        got '%s'\n",
			    c[i].pre != NULL ? c[i].pre : "",
			    c[i].pre != NULL ? " / " : "", c[i].line, want,
			    r->out);
			bad++;
		}
	}
	assert_int_equal(bad, 0);
}

#define CHECK(cases) check(*state, cases, sizeof (cases) / sizeof (cases)[0])

static void
test_rewrite_fixed_names(void **state)
{
	static const struct rw_case cases[] = {
		{ NULL, "__u8 __u16 __u32 __u64",
		  "uint8_t uint16_t uint32_t uint64_t" },
		{ NULL, "__s8 __s16 __s32 __s64",
		  "int8_t int16_t int32_t int64_t" },
		{ NULL, "a __u32 in prose", "a uint32_t in prose" },
		{ NULL, "__u32", "uint32_t" },
		{ NULL, "x(__u32)", "x(uint32_t)" },
		{ NULL, "__u64: a counter", "uint64_t: a counter" },
		{ NULL, "__u32\r", "uint32_t\r" },
		{ NULL, "kernel __s16-valued", "kernel int16_t-valued" },
	};

	CHECK(cases);
}

static void
test_rewrite_escapes_are_boundaries(void **state)
{
	static const struct rw_case cases[] = {
		{ NULL, "\\fB__u64\\fP", "\\fBuint64_t\\fP" },
		{ NULL, "\\(aq__u8\\(aq", "\\(aquint8_t\\(aq" },
		{ NULL, "\\f[CB]__u16\\f[]", "\\f[CB]uint16_t\\f[]" },
		{ NULL, "\\fI__s32\\fR,", "\\fIint32_t\\fR," },
		{ NULL, "\\[lq]__u64\\[rq]", "\\[lq]uint64_t\\[rq]" },
		{ NULL, "\\-__u32", "\\-uint32_t" },
		{ NULL, "\\w'__u32'", "\\w'uint32_t'" },
		/* a word split by an escape is not the word */
		{ NULL, "__u\\fB32", NULL },
		{ NULL, "__u3\\&2", NULL },
		/* which is how a page keeps a kernel spelling */
		{ NULL, "_\\&_u32 and u\\&32", NULL },
		{ NULL, ".B _\\&_u64", NULL },
	};

	CHECK(cases);
}

static void
test_rewrite_short_names_in_c(void **state)
{
	static const struct rw_case cases[] = {
		{ NULL, "(u64)1", "(uint64_t)1" },
		{ NULL, "*(u32 *) p", "*(uint32_t *) p" },
		{ NULL, "sizeof(u64)", "sizeof(uint64_t)" },
		{ NULL, "f(u32, u64)", "f(uint32_t, uint64_t)" },
		{ NULL, "u64 flags;", "uint64_t flags;" },
		{ NULL, "u32 seq, idx;", "uint32_t seq, idx;" },
		{ NULL, "{ u32 pid; }", "{ uint32_t pid; }" },
		{ NULL, "(u64 index, void *ctx)", "(uint64_t index, void *ctx)" },
		{ NULL, ", u32\\fP \\fIoffset\\fP\\fB)",
		  ", uint32_t\\fP \\fIoffset\\fP\\fB)" },
		{ NULL, "u64 bpf_foo(void)", "uint64_t\\~bpf_foo(void)" },
		{ NULL, "\\fBu64\\fP array", "\\fBuint64_t\\fP array" },
		{ NULL, ".I u64", ".I uint64_t" },
		{ NULL, "\\f[CR]u32\\f[]", "\\f[CR]uint32_t\\f[]" },
		{ NULL, "const u32 *p;", "const uint32_t *p;" },
		{ NULL, "u64 bpf_foo(void);", "uint64_t\\~bpf_foo(void);" },
		{ NULL, "u64 (*fn)(void);", "uint64_t (*fn)(void);" },
		{ NULL, ".BI \"int f(u64 \" x \", u32\\fP \\fIoffset\\fP\\fB);\"",
		  /* a prototype: unbreakable but after its commas */
		  ".BI \"int\\~f(uint64_t\\~\" x \", uint32_t\\fP\\~\\fIoffset\\fP\\fB);\"" },
		{ NULL, "s8 a; s16 b; s32 c; s64 d; u8 e; u16 f;",
		  "int8_t a; int16_t b; int32_t c; int64_t d; uint8_t e; "
		  "uint16_t f;" },
		{ ".nf", "u64 x", "uint64_t x" },
		{ ".EX", "static u32 count", "static uint32_t count" },
	};

	CHECK(cases);
}

static void
test_rewrite_not_types(void **state)
{
	static const struct rw_case cases[] = {
		{ NULL, "uint64_t u64;", NULL },
		{ NULL, "x.u32", NULL },
		{ NULL, "kworker/u16:0", NULL },
		{ NULL, "bpf_get_prandom_u32", NULL },
		{ NULL, "bpf_get_prandom_u32()", NULL },
		{ NULL, "u800", NULL },
		{ NULL, "__u32x", NULL },
		{ NULL, "x__u32", NULL },
		{ NULL, "__u320", NULL },
		{ NULL, "__kernel_clock_gettime", NULL },
		{ NULL, "__be32", NULL },
		{ NULL, "__aligned_u64", NULL },
		{ NULL, "__kernel_size_t", NULL },
		{ NULL, "u64 element", NULL },
		{ NULL, "u64 x", NULL },
		{ ".nf", "uint64_t u64;", NULL },
		{ ".nf", "x.u32 = 1;", NULL },
		{ ".nf", "kworker/u16:0", NULL },
		{ ".nf", "__aligned_u64 x;", NULL },
		{ ".nf", "__kernel_clock_gettime(void);", NULL },
	};

	CHECK(cases);
}

static void
test_rewrite_comments_never(void **state)
{
	static const struct rw_case cases[] = {
		{ NULL, ".\\\" __u32", NULL },
		{ NULL, ". \\\" __u32", NULL },
		{ NULL, ".\\# __u32", NULL },
		{ NULL, "a __u32 \\\" __u32", "a uint32_t \\\" __u32" },
		{ NULL, "a __u32 \\# __u32", "a uint32_t \\# __u32" },
		{ NULL, ".B __u32 \\\" __u32", ".B uint32_t \\\" __u32" },
		{ ".nf", "u32 x; \\\" u32 y;", "uint32_t x; \\\" u32 y;" },
	};

	CHECK(cases);
}

static void
test_rewrite_blocks_never(void **state)
{
	static const struct rw_case cases[] = {
		{ ".ig", "__u32", NULL },
		{ ".ig", ".B __u32", NULL },
		{ ".ig\n..", "__u32", "uint32_t" },
		{ ".de XX", "__u32 \\fB__u64\\fP", NULL },
		{ ".de XX", ".B __u32", NULL },
		{ ".am XX", "__u32", NULL },
		{ ".de XX\n..", "__u32", "uint32_t" },
		{ NULL, ".ds x __u32", NULL },
		{ NULL, ".ds x \\fB__u32\\fP", NULL },
		{ NULL, ".as x __u32", NULL },
		{ ".ds x a\\", "__u32", NULL },
		{ ".EQ", "x = __u32", NULL },
		{ ".EQ\n.EN", "__u32", "uint32_t" },
		{ ".PS", "box \"__u32\"", NULL },
		{ ".PS\n.PE", "__u32", "uint32_t" },
	};

	CHECK(cases);
}

static void
test_rewrite_escape_names_never(void **state)
{
	static const struct rw_case cases[] = {
		{ NULL, "\\*[u32]", NULL },
		{ NULL, "\\*[__u32]", NULL },
		{ NULL, "\\*(u8", NULL },
		{ NULL, "\\*[str __u32 u64]", NULL },
		{ NULL, "\\n[u64]", NULL },
		{ NULL, "\\n[__u64]", NULL },
		{ NULL, "\\n+[__u64]", NULL },
		{ NULL, "\\f[__u32]x", NULL },
		{ NULL, "\\[__u32]", NULL },
		{ NULL, "\\[u32]", NULL },
		{ NULL, "\\X'__u32'", NULL },
		{ NULL, "\\X'ps: exec u64 flags;'", NULL },
		{ NULL, "\\h'__u32'", NULL },
		{ NULL, "\\$[__u32]", NULL },
		{ NULL, "\\*[u32] __u32 \\n[u64]", "\\*[u32] uint32_t \\n[u64]" },
	};

	CHECK(cases);
}

static void
test_rewrite_tbl(void **state)
{
	static const struct rw_case cases[] = {
		/* options and format lines are never rewritten */
		{ ".TS", "tab(;) __u32;", NULL },
		{ ".TS\ntab(;);", "l l __u32.", NULL },
		{ ".TS\ntab(;);", "lfB l", NULL },
		/* data lines are text */
		{ ".TS\ntab(;);\nl l.", "__u32;__u64", "uint32_t;uint64_t" },
		{ ".TS\nl l.", "__u8\t__s8", "uint8_t\tint8_t" },
		/* the separator ends a word */
		{ ".TS\ntab(@);\nl l.", "__u32@x", "uint32_t@x" },
		/* tbl's output: \w in requests and cells as text */
		{ NULL, ".nr 3w0 \\n[3w0]>?\\w\\[tbl]__u32\\[tbl]",
		  ".nr 3w0 \\n[3w0]>?\\w\\[tbl]uint32_t\\[tbl]" },
		{ ".TS\n.nr 3c \\n(.C", "\\&\\h'|\\n[3cl0]u'__u32\\h'|\\n[3cl1]u'b",
		  "\\&\\h'|\\n[3cl0]u'uint32_t\\h'|\\n[3cl1]u'b" },
	};

	CHECK(cases);
}

static void
test_rewrite_requests_never(void **state)
{
	static const struct rw_case cases[] = {
		{ NULL, ".tm __u32", NULL },
		{ NULL, ".nr __u32 1", NULL },
		{ NULL, ".if n __u32", NULL },
		{ NULL, ".if n .B __u32", NULL },
		{ NULL, ".ie n __u32", NULL },
		{ NULL, ".el __u32", NULL },
		{ NULL, ".el \\{__u32", NULL },
		{ NULL, ".if n \\{\\", NULL },
		/* the lines of a multi-line block after the first are lines */
		{ ".if n \\{\\", "__u32", "uint32_t" },
		{ ".if n \\{\\", ".B __u32", ".B uint32_t" },
		{ NULL, ".TH __u32 2", NULL },
		{ NULL, ".xx __u32", NULL },
		{ NULL, "'tm __u32", NULL },
		/* but text in \w is rewritten everywhere */
		{ NULL, ".if \\w'__u32'>0 .tm __u64",
		  ".if \\w'uint32_t'>0 .tm __u64" },
	};

	CHECK(cases);
}

static void
test_rewrite_text_macros(void **state)
{
	static const struct rw_case cases[] = {
		{ NULL, ".B __u32", ".B uint32_t" },
		{ NULL, ".I __u32", ".I uint32_t" },
		{ NULL, ".SM __u32", ".SM uint32_t" },
		{ NULL, ".SB __u32", ".SB uint32_t" },
		{ NULL, ".BI __u32 x", ".BI uint32_t x" },
		{ NULL, ".BR __u32 (7)", ".BR uint32_t (7)" },
		{ NULL, ".IB x __u32", ".IB x uint32_t" },
		{ NULL, ".IR __u32 x", ".IR uint32_t x" },
		{ NULL, ".RB [ __u32 ]", ".RB [ uint32_t ]" },
		{ NULL, ".RI x __u32", ".RI x uint32_t" },
		{ NULL, ".SH __u32", ".SH uint32_t" },
		{ NULL, ".SS \"The __u64 type\"", ".SS \"The uint64_t type\"" },
		{ NULL, ".IP __u32 4", ".IP uint32_t 4" },
		{ NULL, ".IP \"__u32 x\" 4", ".IP \"uint32_t x\" 4" },
		{ NULL, ".IP x __u32", NULL },
		{ NULL, ".Ft __u32", ".Ft uint32_t" },
		{ NULL, ".Vt __u32", ".Vt uint32_t" },
		{ NULL, ".Fa \"__u32 x\"", ".Fa \"uint32_t x\"" },
		{ NULL, ".Fn f \"__u32 x\"", ".Fn f \"uint32_t x\"" },
		{ NULL, ".Fo __u32", ".Fo uint32_t" },
		{ NULL, ".Va __u32", ".Va uint32_t" },
		{ NULL, ".Cd __u32", ".Cd uint32_t" },
		{ NULL, ".Dl __u32 x;", ".Dl uint32_t x;" },
		{ NULL, ".Li __u32", ".Li uint32_t" },
		{ NULL, ".B \"__u32 \"\"x\"\"\"", ".B \"uint32_t \"\"x\"\"\"" },
		{ NULL, "'B __u32", "'B uint32_t" },
		{ NULL, ".B __u32\r", ".B uint32_t\r" },
		/* short names as arguments */
		{ NULL, ".BI \"u64 bpf_foo(void)\"", ".BI \"uint64_t\\~bpf_foo(void)\"" },
		{ NULL, ".BI \"int f(u32 \" a );",
		  ".BI \"int\\~f(uint32_t\\~\" a );" },
	};

	CHECK(cases);
}

static void
test_rewrite_control_characters(void **state)
{
	static const struct rw_case cases[] = {
		{ ".cc #", "#B __u32", "#B uint32_t" },
		{ ".cc #", ".tm __u32", ".tm uint32_t" },
		{ ".ec !", "!fB__u32!fP \\*[u32]", "!fBuint32_t!fP \\*[u32]" },
		{ ".ec !", "a !\" __u32", NULL },
		/* after .eo, "\\fB__u32" is the word "fB__u32" */
		{ ".eo", "\\fB__u32", NULL },
		{ ".eo", "\\fB __u32", "\\fB uint32_t" },
	};

	CHECK(cases);
}

static void
test_rewrite_edits(void **state)
{
	struct rw *r = *state;
	struct kt_roff st;
	struct kt_line_info info;
	struct kt_vis_buf vis = { 0 };
	struct kt_edits edits = { 0 };
	const char *l = "a \\fB__u32\\fP u64 flags;";

	/* one edit per word, at its source bytes, in order */
	kt_roff_init(&st);
	kt_roff_line(&st, (const unsigned char *)l, strlen(l), &info, &vis);
	kt_rewrite_line(r->t, KT_MODE_ISO, vis.v, vis.n, false, false, &edits,
	    NULL);
	assert_int_equal(edits.n, 1);
	assert_int_equal(edits.e[0].off, 5);
	assert_int_equal(edits.e[0].len, 5);
	assert_int_equal(edits.e[0].tlen, 8);
	assert_memory_equal(edits.e[0].text, "uint32_t", 8);
	assert_int_equal(vis.v[edits.e[0].vis].src, 5);
	assert_int_equal(edits.e[0].vlen, 5);

	l = "u64 flags; u32 x;";
	kt_roff_line(&st, (const unsigned char *)l, strlen(l), &info, &vis);
	edits.n = 0;
	kt_rewrite_line(r->t, KT_MODE_ISO, vis.v, vis.n, false, false, &edits,
	    NULL);
	assert_int_equal(edits.n, 2);
	assert_int_equal(edits.e[0].off, 0);
	assert_int_equal(edits.e[0].len, 3);
	assert_int_equal(edits.e[1].off, 11);
	assert_memory_equal(edits.e[1].text, "uint32_t", 8);

	/* edits are appended to what is there */
	kt_rewrite_line(r->t, KT_MODE_ISO, vis.v, vis.n, false, false, &edits,
	    NULL);
	assert_int_equal(edits.n, 4);
	kt_edits_free(&edits);
	kt_vis_buf_free(&vis);
}

static void
test_rewrite_kernel_mode_no_edits(void **state)
{
	struct rw *r = *state;

	assert_false(rewrite(r, KT_MODE_KERNEL, NULL,
	    "__u32 \\fBu64\\fP (u64)1"));
	assert_string_equal(r->out, "__u32 \\fBu64\\fP (u64)1");
	assert_true(rewrite(r, KT_MODE_ISO, NULL, "__u32 (u64)1"));
	assert_string_equal(r->out, "uint32_t (uint64_t)1");
}

static void
test_rewrite_class_off_no_edits(void **state)
{
	struct rw *r = *state;
	unsigned fixed = kt_table_class(r->t, "fixed");

	kt_table_enable(r->t, fixed, false);
	assert_false(rewrite(r, KT_MODE_ISO, NULL, "__u32 (u64)1"));
	assert_string_equal(r->out, "__u32 (u64)1");
	kt_table_enable(r->t, fixed, true);
}

static void
test_rewrite_long_words(void **state)
{
	struct rw *r = *state;
	char line[300], want[303];

	/* a long identifier is no type, whatever it starts with */
	memset(line, 'x', sizeof line - 1);
	memcpy(line, "__u32", 5);
	line[sizeof line - 1] = '\0';
	assert_false(rewrite(r, KT_MODE_ISO, NULL, line));
	assert_string_equal(r->out, line);
	/* and it does not hide a type after it, the one word changed */
	memcpy(line + 200, " __u32 ", 7);
	memcpy(want, line, 201);
	memcpy(want + 201, "uint32_t", 8);
	memcpy(want + 209, line + 206, sizeof line - 206);
	assert_true(rewrite(r, KT_MODE_ISO, NULL, line));
	assert_string_equal(r->out, want);
}

#define T(f) cmocka_unit_test_setup_teardown(f, rw_setup, rw_teardown)

int
main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_rewrite_fixed_names),
		T(test_rewrite_escapes_are_boundaries),
		T(test_rewrite_short_names_in_c),
		T(test_rewrite_not_types),
		T(test_rewrite_comments_never),
		T(test_rewrite_blocks_never),
		T(test_rewrite_escape_names_never),
		T(test_rewrite_tbl),
		T(test_rewrite_requests_never),
		T(test_rewrite_text_macros),
		T(test_rewrite_control_characters),
		T(test_rewrite_edits),
		T(test_rewrite_kernel_mode_no_edits),
		T(test_rewrite_class_off_no_edits),
		T(test_rewrite_long_words),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
