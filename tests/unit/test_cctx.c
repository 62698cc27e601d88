/* test_cctx.c: unit tests of the C-context rules (src/cctx.h), one word
 * at a time; test_cctx_iso.c has the same rules as whole lines of iso
 * output.  Each line is scanned with kt_roff_line, as the filter does, and
 * the rules are asked about one of its words. */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "cctx.h"
#include "roff.h"

struct cctx_case {
	const char *pre;	/* lines scanned first, '\n'-separated, or NULL */
	const char *line;
	const char *word;	/* the word asked about */
	int nth;		/* which occurrence of it (0: the first) */
	bool type;		/* expected answer */
};

/* Find occurrence NTH of WORD as a whole word among the visible
 * characters V (N of them): a run of plain identifier characters at
 * consecutive source bytes.  Sets *B and *E; false if there is none. */
static bool
find_word(const struct kt_vis *v, size_t n, const char *word, int nth,
	  size_t *b, size_t *e)
{
	size_t i = 0, len = strlen(word);

	while (i < n) {
		size_t s, k;

		if (!(v[i].flags & KT_VF_PLAIN) || !kt_roff_ident(v[i].c)) {
			i++;
			continue;
		}
		s = i++;
		while (i < n && (v[i].flags & KT_VF_PLAIN) &&
		    kt_roff_ident(v[i].c) && v[i].src == v[i - 1].src + 1)
			i++;
		if (i - s != len)
			continue;
		for (k = 0; k < len && v[s + k].c == (unsigned char)word[k]; k++)
			;
		if (k == len && nth-- == 0) {
			*b = s;
			*e = i;
			return true;
		}
	}
	return false;
}

static void
feed(struct kt_roff *st, const char *line, struct kt_line_info *info,
     struct kt_vis_buf *vis)
{
	kt_roff_line(st, (const unsigned char *)line, strlen(line), info, vis);
}

/* Run the rules for case C; -1 if the word is not on the line. */
static int
run_case(const struct cctx_case *c)
{
	struct kt_roff st;
	struct kt_line_info info;
	struct kt_vis_buf vis = { 0 };
	size_t b, e;
	int r = -1;

	kt_roff_init(&st);
	if (c->pre != NULL) {
		const char *p = c->pre;
		char buf[256];

		while (*p != '\0') {
			size_t n = strcspn(p, "\n");
			memcpy(buf, p, n);
			buf[n] = '\0';
			feed(&st, buf, &info, &vis);
			p += n;
			if (*p == '\n')
				p++;
		}
	}
	feed(&st, c->line, &info, &vis);
	if (find_word(vis.v, vis.n, c->word, c->nth, &b, &e))
		r = kt_cctx_is_type(vis.v, vis.n, b, e, info.nofill);
	kt_vis_buf_free(&vis);
	return r;
}

static void
check_cases(const struct cctx_case *c, size_t n)
{
	size_t i;
	int bad = 0;

	for (i = 0; i < n; i++) {
		int r = run_case(&c[i]);

		if (r < 0) {
			print_error("%s%s'%s': word '%s' not found\n",
			    c[i].pre != NULL ? c[i].pre : "",
			    c[i].pre != NULL ? " / " : "", c[i].line,
			    c[i].word);
			bad++;
		} else if ((r != 0) != c[i].type) {
			print_error("%s%s'%s': '%s' (#%d) is %sa type, expected "
			    "%sa type\n", c[i].pre != NULL ? c[i].pre : "",
			    c[i].pre != NULL ? " / " : "", c[i].line,
			    c[i].word, c[i].nth, r ? "" : "not ",
			    c[i].type ? "" : "not ");
			bad++;
		}
	}
	assert_int_equal(bad, 0);
}

#define N(a) (sizeof (a) / sizeof (a)[0])

static void
test_cctx_casts(void **state)
{
	static const struct cctx_case cases[] = {
		{ NULL, "(u64)1", "u64", 0, true },
		{ NULL, "*(u32 *) p", "u32", 0, true },
		{ NULL, "*(u32 *)p = 0;", "u32", 0, true },
		{ NULL, "x = (s16)y;", "s16", 0, true },
		{ NULL, "(u8 **)pp", "u8", 0, true },
		{ NULL, "sizeof(u64)", "u64", 0, true },
		{ NULL, "sizeof (u32)", "u32", 0, true },
		{ NULL, "f(u32, u64)", "u32", 0, true },
		{ NULL, "f(u32, u64)", "u64", 0, true },
		{ NULL, "(u64 *)", "u64", 0, true },
		{ NULL, "the value (u64)x is", "u64", 0, true },
	};

	(void)state;
	check_cases(cases, N(cases));
}

static void
test_cctx_cast_with_qualifier(void **state)
{
	static const struct cctx_case cases[] = {
		{ NULL, "(const u8 *)buf", "u8", 0, true },
		{ NULL, "x = (volatile u32)y;", "u32", 0, true },
		{ NULL, "sizeof(const u64)", "u64", 0, true },
	};

	(void)state;
	check_cases(cases, N(cases));
}

static void
test_cctx_declarations(void **state)
{
	static const struct cctx_case cases[] = {
		{ NULL, "u64 flags;", "u64", 0, true },
		{ NULL, "u32 seq, idx;", "u32", 0, true },
		{ NULL, "{ u32 pid; }", "u32", 0, true },
		{ NULL, "struct s { u32 pid; };", "u32", 0, true },
		{ NULL, "u64 a; u32 b;", "u32", 0, true },
		{ NULL, "u8 buf[16];", "u8", 0, true },
		{ NULL, "u32 x:3;", "u32", 0, true },
		{ NULL, "u64 x = 0;", "u64", 0, true },
		{ NULL, "u32 *p;", "u32", 0, true },
		{ NULL, "u32 **pp;", "u32", 0, true },
		{ NULL, "const u32 x;", "u32", 0, true },
		{ NULL, "static u64 y = 0;", "u64", 0, true },
		{ NULL, "volatile s32 *p;", "s32", 0, true },
		{ NULL, "u32 __user *uptr;", "u32", 0, true },
		{ NULL, "u64 (*fn)(void);", "u64", 0, true },
		{ NULL, "\\fBu64\\fP \\fIflags\\fP;", "u64", 0, true },
	};

	(void)state;
	check_cases(cases, N(cases));
}

static void
test_cctx_parameters_and_prototypes(void **state)
{
	static const struct cctx_case cases[] = {
		{ NULL, "(u64 index, void *ctx)", "u64", 0, true },
		{ NULL, "int f(u32 a, u64 b);", "u32", 0, true },
		{ NULL, "int f(u32 a, u64 b);", "u64", 0, true },
		{ NULL, ", u32\\fP \\fIoffset\\fP\\fB)", "u32", 0, true },
		{ NULL, ".BI \"int f(u32 \" a \", u64 \" b );", "u64", 0, true },
		{ NULL, "u64 bpf_foo(void)", "u64", 0, true },
		{ NULL, "u64 bpf_foo(void);", "u64", 0, true },
		{ NULL, "static u32 get(void *p)", "u32", 0, true },
		{ NULL, ".BI \"u64 bpf_foo(void)\"", "u64", 0, true },
		{ NULL, ".BI \"int f(u64 \" x \", u32\\fP \\fIoffset\\fP\\fB);\"",
		  "u64", 0, true },
		{ NULL, ".BI \"int f(u64 \" x \", u32\\fP \\fIoffset\\fP\\fB);\"",
		  "u32", 0, true },
	};

	(void)state;
	check_cases(cases, N(cases));
}

static void
test_cctx_type_font_mentions(void **state)
{
	static const struct cctx_case cases[] = {
		{ NULL, "\\fBu64\\fP array", "u64", 0, true },
		{ NULL, "an \\fBu64\\fP array", "u64", 0, true },
		{ NULL, "the \\fIu32\\fP type", "u32", 0, true },
		{ NULL, "\\fBu64\\fP", "u64", 0, true },
		{ NULL, "see \\fBu64\\fP.", "u64", 0, true },
		{ NULL, "\\fBu64\\fP, \\fBs8\\fP", "s8", 0, true },
		{ NULL, "\\f(BIu16\\fP values", "u16", 0, true },
		{ NULL, "\\f[CR]u32\\f[]", "u32", 0, true },
		{ NULL, "the \\f(CWu64\\fR type", "u64", 0, true },
		{ NULL, ".I u64", "u64", 0, true },
		{ NULL, ".B u32", "u32", 0, true },
		{ NULL, ".BR u64 (7)", "u64", 0, true },
		{ NULL, ".IR u8 ,", "u8", 0, true },
		{ "\\fB", "u64", "u64", 0, true },
		/* with qualifiers before it and pointers after it */
		{ NULL, ".I \"u64 *\"", "u64", 0, true },
		{ NULL, ".Ft \"const u64 *\"", "u64", 0, true },
		{ NULL, "a \\fIconst u32 * const\\fP p", "u32", 0, true },
		/* but not with other words */
		{ NULL, ".I \"the u64 field\"", "u64", 0, false },
		{ NULL, ".I \"struct foo *u64\"", "u64", 0, false },
		{ NULL, ".B \"u64 x\"", "u64", 0, false },
		/* unquoted arguments of .B and .I are one run, as quoted */
		{ NULL, ".B struct u64", "u64", 0, false },
		{ NULL, ".I the u64 field", "u64", 0, false },
		{ NULL, ".Vt struct u64", "u64", 0, false },
		{ NULL, ".I const u32 *", "u32", 0, true },
		/* mdoc .Va names a variable */
		{ NULL, ".Va u64", "u64", 0, false },
		{ NULL, ".Va u32 count;", "u32", 0, true },
	};

	(void)state;
	check_cases(cases, N(cases));
}

/* A mention in words is one whatever its font, in running text and in
 * the comments of code: the same kind of mention is spelled one way. */
static void
test_cctx_prose_mentions(void **state)
{
	static const struct cctx_case cases[] = {
		{ NULL, "corresponds to one u64 element", "u64", 0, true },
		{ NULL, "but takes an array of u64", "u64", 0, true },
		{ NULL, "an array of u64, which", "u64", 0, true },
		{ NULL, "an array of u64.", "u64", 0, true },
		{ NULL, "three additional u64 arguments", "u64", 0, true },
		{ NULL, "\\fBthe u64\\fP", "u64", 0, true },
		{ NULL, ".B \"one u64 element\"", "u64", 0, true },
		{ ".nf", "    __u16 r;    /* align to u64 */", "u64", 0, true },
		{ ".EX", " * of u32 values", "u32", 0, true },
		/* names, members, code */
		{ NULL, "the u64 member of the union", "u64", 0, false },
		{ NULL, "the u64 field", "u64", 0, false },
		{ NULL, "a struct u64", "u64", 0, false },
		{ NULL, "of u64.x", "u64", 0, false },
		{ NULL, "of u64:0", "u64", 0, false },
		{ NULL, "of u64= 1", "u64", 0, false },
		{ NULL, "a struct foo u32, and", "u32", 0, false },
		{ ".nf", "one u64 element", "u64", 0, false },
		{ ".nf", "x = y; /* u64 */", "u64", 0, false },
	};

	(void)state;
	check_cases(cases, N(cases));
}

static void
test_cctx_code_line_end(void **state)
{
	static const struct cctx_case cases[] = {
		/* in code, a declaration may go on past the line */
		{ ".nf", "u64 x", "u64", 0, true },
		{ ".EX", "    u32 counter", "u32", 0, true },
		{ ".nf", "static u64 y", "u64", 0, true },
		/* in running text, it is a word */
		{ NULL, "u64 x", "u64", 0, false },
		{ ".nf\n.fi", "u64 x", "u64", 0, false },
	};

	(void)state;
	check_cases(cases, N(cases));
}

static void
test_cctx_not_types(void **state)
{
	static const struct cctx_case cases[] = {
		{ NULL, "uint64_t u64;", "u64", 0, false },
		{ ".nf", "uint64_t u64;", "u64", 0, false },
		{ NULL, "struct foo u32;", "u32", 0, false },
		{ NULL, "x.u32", "u32", 0, false },
		{ NULL, "x.u32 = 1;", "u32", 0, false },
		{ NULL, "p->u64 = 1;", "u64", 0, false },
		/* the arguments of a call that passes a string */
		{ ".nf", "printf(\"%llu\", u64);", "u64", 0, false },
		{ ".nf", "printf(\"%d\", (u32) x, u64);", "u64", 0, false },
		{ ".nf", "printf(\"%d\", (u32) x, u64);", "u32", 0, true },
		{ ".nf", "f(g(\"a\"), u32);", "u32", 0, true },
		{ NULL, "kworker/u16:0", "u16", 0, false },
		{ ".nf", "kworker/u16:0", "u16", 0, false },
		{ ".nf", "one u64 element", "u64", 0, false },
		{ NULL, "u32 is a type", "u32", 0, false },
		{ NULL, "the u32 register", "u32", 0, false },
		{ NULL, "(u64 is big)", "u64", 0, false },
		{ NULL, "\\fBu64 array\\fP of", "u64", 0, false },
		{ NULL, ".SM u64 values", "u64", 0, false },
		{ NULL, "union { u32 }", "u32", 0, false },
		/* prose in roman */
		{ NULL, "\\fRu64\\fP array", "u64", 0, false },
		{ NULL, "\\f1u64\\fP", "u64", 0, false },
	};

	(void)state;
	check_cases(cases, N(cases));
}

static void
test_cctx_command_pages(void **state)
{
	static const struct cctx_case cases[] = {
		/* tc-u32(8): bold names a filter, italic a keyword */
		{ ".TH TC-U32 8", ".B u32", "u32", 0, false },
		{ ".TH TC-U32 8", ".IR u32 \", \" u16", "u16", 0, false },
		{ ".TH \"Generic packet editor\" \"8\" x", ".RB ( u32 ),", "u32",
		    0, false },
		{ ".TH X 1p", "\\fBu64\\fP", "u64", 0, false },
		{ ".Dd today\n.Dt X 6", ".Vt u64", "u64", 0, false },
		/* C syntax in code still counts there */
		{ ".TH X 8\n.nf", "u32 x;", "u32", 0, true },
		{ ".TH X 8\n.nf", "\\fBu64\\fP", "u64", 0, false },
		/* the other sections are the brief's */
		{ ".TH BPF-HELPERS 7", ".B u32", "u32", 0, true },
		{ ".TH X 2", ".RB ( u32 ),", "u32", 0, true },
		{ ".TH X 8\n.TH Y 3", ".B u32", "u32", 0, true },
		/* an unnamed bit-field has a width; "s8 : import" (jshell(1)'s
		 * output) is none */
		{ ".nf", "u32 :4;", "u32", 0, true },
		{ ".nf", "u8 : 2, x : 1;", "u8", 0, true },
		{ ".nf", "s8 : import java.util.*;", "s8", 0, false },
	};

	(void)state;
	check_cases(cases, N(cases));
}

static void
test_cctx_breaks(void **state)
{
	static const struct cctx_case cases[] = {
		/* a motion is like a line start */
		{ NULL, "x\\h'1n'u64 y;", "u64", 0, true },
		/* a break ends what follows: "u64|x;" is no declaration */
		{ NULL, "u64\\h'1n'x;", "u64", 0, false },
		/* a tbl cell boundary is a break */
		{ ".TS\ntab(@);\nl l.", "a u32@b;", "u32", 0, false },
		{ ".TS\ntab(@);\nl l.", "x@u32 seq;", "u32", 0, true },
		{ ".TS\ntab(@);\nl l.", "u32@seq;", "u32", 0, false },
		/* text measured by \w stands alone */
		{ NULL, ".nr w \\w'u32 x;'", "u32", 0, true },
	};

	(void)state;
	check_cases(cases, N(cases));
}

static void
test_cctx_finder_sanity(void **state)
{
	/* the helpers find what the cases ask about */
	static const struct cctx_case c = { NULL, "a u64 b u64;", "u64", 1,
	    false };
	struct kt_roff st;
	struct kt_line_info info;
	struct kt_vis_buf vis = { 0 };
	size_t b = 0, e = 0;

	(void)state;
	kt_roff_init(&st);
	feed(&st, c.line, &info, &vis);
	assert_true(find_word(vis.v, vis.n, "u64", 1, &b, &e));
	assert_int_equal(vis.v[b].src, 8);
	assert_int_equal(e - b, 3);
	assert_false(find_word(vis.v, vis.n, "u64", 2, &b, &e));
	assert_false(find_word(vis.v, vis.n, "u6", 0, &b, &e));
	kt_vis_buf_free(&vis);
	assert_int_equal(run_case(&c), 0);
}

/* The visible characters of LINE in no-fill text, into VIS, and in *B,
 * *E the first WORD among them (which must be there). */
static void
nofill_word(const char *line, const char *word, struct kt_vis_buf *vis,
	    size_t *b, size_t *e)
{
	struct kt_roff st;
	struct kt_line_info info;

	kt_roff_init(&st);
	feed(&st, ".nf", &info, vis);
	feed(&st, line, &info, vis);
	*b = *e = 0;
	if (!find_word(vis->v, vis->n, word, 0, b, e))
		print_error("'%s': word '%s' not found\n", line, word);
	assert_true(*e > *b);
}

/* kt_cctx_pointer after the first WORD of LINE (in no-fill text). */
static bool
pointer_after(const char *line, const char *word)
{
	struct kt_vis_buf vis = { 0 };
	size_t b, e;
	bool r;

	nofill_word(line, word, &vis, &b, &e);
	r = kt_cctx_pointer(vis.v, vis.n, e);
	kt_vis_buf_free(&vis);
	return r;
}

static void
test_cctx_pointers(void **state)
{
	(void)state;
	assert_true(pointer_after("__u64 *p;", "__u64"));
	assert_true(pointer_after("(u64 *)x", "u64"));
	assert_true(pointer_after("const __u64 * const q;", "__u64"));
	/* a later declarator of the same declaration */
	assert_true(pointer_after("__u64 a, *b;", "__u64"));
	assert_true(pointer_after("__u64 a[2], b = f(x, y), **c;", "__u64"));
	assert_false(pointer_after("__u64 a, b;", "__u64"));
	assert_false(pointer_after("__u64 a = f(x, *y);", "__u64"));
	assert_false(pointer_after("__u64 a; *b = 1, *c = 2;", "__u64"));
	assert_false(pointer_after("(__u64) a, *b", "__u64"));
	assert_false(pointer_after("f(__u64 a, __u32 *b)", "__u64"));
	assert_false(pointer_after("__u64 a; /* x, *y */", "__u64"));
}

/* kt_cctx_in_comment for the first WORD of LINE (in no-fill text). */
static bool
comment_at(const char *line, const char *word)
{
	struct kt_vis_buf vis = { 0 };
	size_t b, e;
	bool r;

	nofill_word(line, word, &vis, &b, &e);
	r = kt_cctx_in_comment(vis.v, vis.n, b, e);
	kt_vis_buf_free(&vis);
	return r;
}

static void
test_cctx_in_comment(void **state)
{
	(void)state;
	/* after an open comment, and at a comment's last line */
	assert_true(comment_at("st(); /* *(u32 *) (fp - 4) = r0 */", "u32"));
	assert_true(comment_at("/* lock *(u64 *) r0 += r1 */", "u64"));
	assert_true(comment_at("                   cast to __u64 */", "__u64"));
	/* a line in the middle of a block comment */
	assert_true(comment_at(" * as __u32, in network order", "__u32"));
	/* fonts do not hide the delimiters */
	assert_true(comment_at("x; /\\fI* \\fP__u32 \\fI*/\\fP", "__u32"));
	/* code, before or after a comment */
	assert_false(comment_at("__u64  addr;   /* Pointer to buffer */", "__u64"));
	assert_false(comment_at("/* flags */ __u64 flags;", "__u64"));
	assert_false(comment_at("__u32 a; /* x */ __u32 b; /* y */", "__u32"));
	assert_false(comment_at("*(u32 *) value = 1;", "u32"));
	assert_false(comment_at("x = a / *(u32 *) p;", "u32"));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cctx_casts),
		cmocka_unit_test(test_cctx_cast_with_qualifier),
		cmocka_unit_test(test_cctx_declarations),
		cmocka_unit_test(test_cctx_parameters_and_prototypes),
		cmocka_unit_test(test_cctx_type_font_mentions),
		cmocka_unit_test(test_cctx_prose_mentions),
		cmocka_unit_test(test_cctx_code_line_end),
		cmocka_unit_test(test_cctx_not_types),
		cmocka_unit_test(test_cctx_breaks),
		cmocka_unit_test(test_cctx_command_pages),
		cmocka_unit_test(test_cctx_finder_sanity),
		cmocka_unit_test(test_cctx_pointers),
		cmocka_unit_test(test_cctx_in_comment),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
