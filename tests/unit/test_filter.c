/* test_filter.c: unit tests of the filter end to end, in memory
 * (src/filter.h): kernel identity, iso rewriting, the mode request and
 * its precedence, diagnostics with their file and line, .lf, the layout
 * minimum in no-fill blocks, line endings, and the block cap. */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "filter.h"
#include "io.h"
#include "msg.h"
#include "table.h"
#include "unit.h"

struct ft {
	struct kt_table *t;
	struct kt_writer w;
	struct kt_filter *f;
	FILE *ms;		/* messages */
	char *msg;
	size_t msglen;
	char *out;		/* output as a C string */
	char *in;		/* a generated input, freed at the end */
};

static int
ft_setup(void **state)
{
	static struct ft ft;

	memset(&ft, 0, sizeof ft);
	ft.t = unit_builtin_table();
	kt_writer_init_mem(&ft.w);
	ft.f = kt_filter_new(ft.t, &ft.w);
	ft.ms = open_memstream(&ft.msg, &ft.msglen);
	assert_non_null(ft.ms);
	kt_msg_set_stream(ft.ms);
	kt_msg_reset();
	*state = &ft;
	return 0;
}

static int
ft_teardown(void **state)
{
	struct ft *ft = *state;

	kt_msg_set_stream(NULL);
	fclose(ft->ms);
	free(ft->msg);
	free(ft->out);
	free(ft->in);
	kt_filter_free(ft->f);
	kt_writer_free(&ft->w);
	kt_table_free(ft->t);
	return 0;
}

/* Filter the N bytes at IN as file NAME. */
static void
run_n(struct ft *ft, const char *name, const char *in, size_t n)
{
	struct kt_reader r;

	kt_reader_init_mem(&r, in, n);
	kt_filter_run(ft->f, &r, name);
	kt_reader_free(&r);
}

static void
run(struct ft *ft, const char *name, const char *in)
{
	run_n(ft, name, in, strlen(in));
}

/* All output so far. */
static const char *
output(struct ft *ft)
{
	free(ft->out);
	ft->out = malloc(ft->w.len + 1);
	assert_non_null(ft->out);
	memcpy(ft->out, ft->w.buf, ft->w.len);
	ft->out[ft->w.len] = '\0';
	return ft->out;
}

/* All messages so far. */
static const char *
messages(struct ft *ft)
{
	fflush(ft->ms);
	return ft->msg != NULL ? ft->msg : "";
}

/* Filter the fixture NAME.man (tests/fixtures/unit) as file "page.7",
 * with no mode given: the output is NAME.out if OUT, else the input, and
 * there is no message. */
static void
check_fixture(struct ft *ft, const char *name, bool out)
{
	char file[256];
	char *in, *want;
	size_t n;

	snprintf(file, sizeof file, "%s.man", name);
	in = unit_fixture(file, &n);
	run_n(ft, "page.7", in, n);
	snprintf(file, sizeof file, "%s.out", name);
	want = out ? unit_fixture(file, NULL) : in;
	assert_string_equal(output(ft), want);
	assert_string_equal(messages(ft), "");
	if (want != in)
		free(want);
	free(in);
}


static void
set_mode(struct ft *ft, enum kt_mode m, enum kt_mode_source src)
{
	struct kt_mode_state ms = *kt_filter_mode(ft->f);

	kt_mode_set(&ms, m, src);
	kt_filter_set_mode(ft->f, &ms);
}

static void
test_filter_kernel_identity(void **state)
{
	static const char in[] =
	    ".TH X 2\n"
	    "__u32 \\fBu64\\fP (u64)1 u64 flags;\n"
	    ".nf\n"
	    "    __u32         map_type;\n"
	    "\t__s8\tx;\r\n"
	    ".fi\n"
	    ".B __u64\n"
	    ".\\\" __u32\n"
	    "\n"
	    "\xff\xfe bytes \\X'__u32'\n"
	    "no final newline __u8";
	struct ft *ft = *state;

	/* the default mode is kernel: the input as written */
	run(ft, "page.7", in);
	assert_string_equal(output(ft), in);
	assert_string_equal(messages(ft), "");
	assert_int_equal(kt_filter_mode(ft->f)->mode, KT_MODE_KERNEL);
}

static void
test_filter_kernel_identity_nul_bytes(void **state)
{
	static const char in[] = "a\0b __u32\n.nf\n\0\n.fi\n";
	struct ft *ft = *state;

	run_n(ft, "page.7", in, sizeof in - 1);
	assert_int_equal(ft->w.len, sizeof in - 1);
	assert_memory_equal(ft->w.buf, in, sizeof in - 1);
}

static void
test_filter_iso_rewrite(void **state)
{
	struct ft *ft = *state;
	const char *out;
	static const char want[] =
	    ".TH X 2\n"
	    "A \\fBuint64_t\\fP and \\fBuint64_t\\fP array; one uint64_t element.\n";
	/* a prototype, after the macro package: set as code, its blanks
	 * unbreakable but after its commas */
	static const char proto[] =
	    "\n.ktypes-code-on\n"
	    ".if r .x \\{\\\n"
	    ".lf 2\n"
	    ".\\}\n"
	    ".BI \"uint64_t\\~bpf_foo(uint32_t\\~\" index );\n"
	    ".ktypes-code-off\n"
	    ".if r .x \\{\\\n"
	    ".lf 3\n"
	    ".\\}\n"
	    ".\\\" __u32 stays\n"
	    ".ds s __u32\n"
	    "x.u32 kworker/u16:0 __be32\n";

	set_mode(ft, KT_MODE_ISO, KT_MODE_FROM_OPTION);
	run(ft, "page.7",
	    ".TH X 2\n"
	    "A \\fB__u64\\fP and \\fBu64\\fP array; one u64 element.\n"
	    ".BI \"u64 bpf_foo(u32 \" index );\n"
	    ".\\\" __u32 stays\n"
	    ".ds s __u32\n"
	    "x.u32 kworker/u16:0 __be32\n");
	/* the lines as they were but for their type words; then, at the
	 * end, the key of the kernel-only __be32, which mode iso leaves */
	out = output(ft);
	assert_true(strlen(out) > sizeof want - 1);
	assert_memory_equal(out, want, sizeof want - 1);
	assert_non_null(strstr(out, proto));
	assert_non_null(strstr(out + sizeof want - 2,
	    "\n.ktypes-section-key __be32 "
	    "\"uint32_t in big-endian (network) byte order\"\n"));
	assert_string_equal(messages(ft), "");
}

static void
test_filter_iso_state_across_lines(void **state)
{
	struct ft *ft = *state;

	set_mode(ft, KT_MODE_ISO, KT_MODE_FROM_OPTION);
	run(ft, "page.7",
	    ".ig\n"
	    "__u32\n"
	    "..\n"
	    "__u32\n"
	    ".de XX\n"
	    "__u32\n"
	    "..\n"
	    ".EQ\n"
	    "__u32\n"
	    ".EN\n"
	    ".TS\n"
	    "tab(;);\n"
	    "l l __u32.\n"
	    "__u32;__u64\n"
	    ".TE\n");
	assert_string_equal(output(ft),
	    ".ig\n"
	    "__u32\n"
	    "..\n"
	    "uint32_t\n"
	    ".de XX\n"
	    "__u32\n"
	    "..\n"
	    ".EQ\n"
	    "__u32\n"
	    ".EN\n"
	    ".TS\n"
	    "tab(;);\n"
	    "l l __u32.\n"
	    "uint32_t;uint64_t\n"
	    ".TE\n");
}

static void
test_filter_page_request_switches(void **state)
{
	struct ft *ft = *state;

	run(ft, "page.7",
	    "__u32\n"
	    ".ktypes iso\n"
	    "__u32\n"
	    ".ktypes kernel\n"
	    "__u32\n"
	    "'ktypes iso\n"
	    "__u64\n");
	assert_string_equal(output(ft),
	    "__u32\n"
	    ".ktypes iso\n"
	    "uint32_t\n"
	    ".ktypes kernel\n"
	    "__u32\n"
	    "'ktypes iso\n"
	    "uint64_t\n");
	assert_string_equal(messages(ft), "");
}

static void
test_filter_font_before_mode_request(void **state)
{
	struct ft *ft = *state;

	/* the font set before the page switches to iso still counts */
	run(ft, "page.7", "\\fBbold\n.ktypes iso\nu64\n\\fR\n");
	assert_string_equal(output(ft), "\\fBbold\n.ktypes iso\nuint64_t\n"
	    "\\fR\n");
}

static void
test_filter_page_request_where_seen(void **state)
{
	struct ft *ft = *state;

	/* not on the line of a conditional, nor in a definition or an
	 * ignored block; on a line of its own in a \{ block, and with
	 * another control character */
	run(ft, "page.7",
	    ".if n .ktypes iso\n"
	    "__u32\n"
	    ".de XX\n"
	    ".ktypes iso\n"
	    "..\n"
	    "__u32\n"
	    ".ig\n"
	    ".ktypes iso\n"
	    "..\n"
	    "__u32\n"
	    ".if n \\{\\\n"
	    ".ktypes iso\n"
	    ".\\}\n"
	    "__u32\n"
	    ".cc #\n"
	    "#ktypes kernel\n"
	    "__u32\n");
	assert_string_equal(output(ft),
	    ".if n .ktypes iso\n"
	    "__u32\n"
	    ".de XX\n"
	    ".ktypes iso\n"
	    "..\n"
	    "__u32\n"
	    ".ig\n"
	    ".ktypes iso\n"
	    "..\n"
	    "__u32\n"
	    ".if n \\{\\\n"
	    ".ktypes iso\n"
	    ".\\}\n"
	    "uint32_t\n"
	    ".cc #\n"
	    "#ktypes kernel\n"
	    "__u32\n");
	assert_string_equal(messages(ft), "");
}

static void
test_filter_page_request_in_nofill(void **state)
{
	struct ft *ft = *state;

	run(ft, "page.7",
	    ".nf\n"
	    "__u32   a;\n"
	    ".ktypes iso\n"
	    "__u32   b;\n"
	    ".fi\n");
	assert_string_equal(output(ft),
	    ".nf\n"
	    "__u32   a;\n"
	    ".ktypes iso\n"
	    "uint32_t b;\n"
	    ".fi\n");
}

static void
test_filter_page_request_ignored_after_option(void **state)
{
	struct ft *ft = *state;

	set_mode(ft, KT_MODE_KERNEL, KT_MODE_FROM_OPTION);
	run(ft, "page.7", ".ktypes iso\n__u32\n");
	assert_string_equal(output(ft), ".ktypes iso\n__u32\n");
	assert_int_equal(kt_filter_mode(ft->f)->mode, KT_MODE_KERNEL);
	assert_string_equal(messages(ft), "");
}

static void
test_filter_page_request_ignored_after_option_iso(void **state)
{
	struct ft *ft = *state;

	set_mode(ft, KT_MODE_ISO, KT_MODE_FROM_OPTION);
	run(ft, "page.7", ".ktypes kernel\n__u32\n");
	assert_string_equal(output(ft), ".ktypes kernel\nuint32_t\n");
}

static void
test_filter_page_request_ignored_after_env(void **state)
{
	struct ft *ft = *state;

	set_mode(ft, KT_MODE_KERNEL, KT_MODE_FROM_ENV);
	run(ft, "page.7", ".ktypes iso\n__u32\n");
	assert_string_equal(output(ft), ".ktypes iso\n__u32\n");
	assert_int_equal(kt_filter_mode(ft->f)->source, KT_MODE_FROM_ENV);
}

static void
test_filter_page_request_per_file(void **state)
{
	struct ft *ft = *state;

	/* a page's own request holds for that page only */
	run(ft, "a.7", ".ktypes iso\n__u32\n");
	run(ft, "b.7", "__u32\n");
	assert_string_equal(output(ft), ".ktypes iso\nuint32_t\n__u32\n");
}

static void
test_filter_env_mode_across_files(void **state)
{
	struct ft *ft = *state;

	set_mode(ft, KT_MODE_ISO, KT_MODE_FROM_ENV);
	run(ft, "a.7", "__u32\n");
	run(ft, "b.7", "__u32\n");
	assert_string_equal(output(ft), "uint32_t\nuint32_t\n");
}

static void
test_filter_unknown_mode_warning(void **state)
{
	struct ft *ft = *state;

	run(ft, "page.7", "text\n.ktypes bogus\n__u32\n");
	assert_string_equal(messages(ft), "ktypes:page.7:2: warning: unknown "
	    "mode 'bogus' in mode request; ignored\n");
	/* the mode stays, the line is copied */
	assert_string_equal(output(ft), "text\n.ktypes bogus\n__u32\n");
	assert_int_equal(kt_msg_worst(), KT_LEVEL_WARNING);
}

static void
test_filter_unknown_mode_warning_stdin(void **state)
{
	struct ft *ft = *state;

	set_mode(ft, KT_MODE_ISO, KT_MODE_FROM_PAGE);
	run(ft, "-", ".ktypes ISO\n__u32\n");
	assert_string_equal(messages(ft), "ktypes:<standard input>:1: warning: "
	    "unknown mode 'ISO' in mode request; ignored\n");
}

static void
test_filter_mode_request_missing_and_extra(void **state)
{
	struct ft *ft = *state;

	run(ft, "page.7", ".ktypes\n.ktypes iso extra\n__u32\n");
	assert_string_equal(messages(ft),
	    "ktypes:page.7:1: warning: mode request without a mode; ignored\n"
	    "ktypes:page.7:2: warning: extra argument 'extra' to mode request "
	    "ignored\n");
	/* the mode itself is taken */
	assert_string_equal(output(ft), ".ktypes\n.ktypes iso extra\nuint32_t\n");
}

static void
test_filter_mode_request_comment(void **state)
{
	struct ft *ft = *state;

	run(ft, "page.7", ".ktypes iso \\\" ISO C names\n__u32\n");
	assert_string_equal(messages(ft), "");
	assert_string_equal(output(ft), ".ktypes iso \\\" ISO C names\n"
	    "uint32_t\n");
}

/* The comment form ".\\" ktypes: MODE" is the mode request: it switches
 * part-way, from the next line. */
static void
test_filter_page_comment_switches(void **state)
{
	check_fixture(*state, "comment-switches", true);
}

/* Comments in any other form are comments. */
static void
test_filter_page_comment_other_forms(void **state)
{
	check_fixture(*state, "comment-other-forms", false);
}

/* The comment runs where the request would, and nowhere else: not in a
 * body that troff skips or whose condition is not known, nor in a
 * definition or an ignored block; in a body that troff reads. */
static void
test_filter_page_comment_where_seen(void **state)
{
	check_fixture(*state, "comment-where-seen", true);
}

/* Its place in the precedence is the request's; its messages are the
 * request's, naming the comment. */
static void
test_filter_page_comment_precedence_and_messages(void **state)
{
	struct ft *ft = *state;

	set_mode(ft, KT_MODE_KERNEL, KT_MODE_FROM_ENV);
	run(ft, "a.7", ".\\\" ktypes: iso\n__u32\n");
	set_mode(ft, KT_MODE_ISO, KT_MODE_FROM_OPTION);
	run(ft, "b.7", ".\\\" ktypes: kernel\n__u32\n");
	assert_string_equal(output(ft), ".\\\" ktypes: iso\n__u32\n"
	    ".\\\" ktypes: kernel\nuint32_t\n");
	assert_string_equal(messages(ft), "");
	{
		struct kt_mode_state ms;

		kt_mode_init(&ms);
		kt_filter_set_mode(ft->f, &ms);
	}
	run(ft, "c.7", "text\n.\\\" ktypes: ISO\n.\\\" ktypes:\n"
	    ".\\\" ktypes: iso extra\n__u32\n");
	assert_string_equal(messages(ft),
	    "ktypes:c.7:2: warning: unknown mode 'ISO' in comment "
	    "'.\\\" ktypes: MODE'; ignored\n"
	    "ktypes:c.7:3: warning: comment '.\\\" ktypes:' without a mode; "
	    "ignored\n"
	    "ktypes:c.7:4: warning: extra argument 'extra' to comment "
	    "'.\\\" ktypes: MODE' ignored\n");
}

static void
test_filter_incoming_lf(void **state)
{
	struct ft *ft = *state;

	run(ft, "page.7",
	    "a\n"
	    ".lf 10 other.c\n"
	    ".ktypes bogus\n"
	    ".lf 20\n"
	    "b\n"
	    ".ktypes\n");
	assert_string_equal(messages(ft),
	    "ktypes:other.c:10: warning: unknown mode 'bogus' in mode request; "
	    "ignored\n"
	    "ktypes:other.c:21: warning: mode request without a mode; "
	    "ignored\n");
	/* .lf is copied */
	assert_string_equal(output(ft), "a\n.lf 10 other.c\n.ktypes bogus\n"
	    ".lf 20\nb\n.ktypes\n");
}

static void
test_filter_lf_resets_per_file(void **state)
{
	struct ft *ft = *state;

	run(ft, "a.7", ".lf 10 other.c\n");
	run(ft, "b.7", ".ktypes bogus\n");
	assert_string_equal(messages(ft), "ktypes:b.7:1: warning: unknown mode "
	    "'bogus' in mode request; ignored\n");
}

static void
test_filter_announce(void **state)
{
	struct ft *ft = *state;

	kt_filter_set_announce(ft->f, true);
	run(ft, "a.7", "x\n__u32");
	run(ft, "b c.7", "y\n");
	run(ft, "-", "z\n");
	/* nothing but one word on the .lf line: no newline, blank, quote,
	 * backslash or byte that is not printable ASCII */
	run(ft, "n\n.tm X\t\"q\"\\*[s]\033\177\303\251", "w\n");
	assert_string_equal(output(ft),
	    ".lf 1 a.7\n"
	    "x\n"
	    "__u32\n"
	    ".lf 1 b?c.7\n"
	    "y\n"
	    ".lf 1 -\n"
	    "z\n"
	    ".lf 1 n?.tm?X??q??*[s]????\n"
	    "w\n");
}

/* The announcement that waits for a line that troff reads whole goes
 * after it when that line is held in a no-fill block too, not before the
 * lines held (where troff read it as more of the continued line). */
static void
test_filter_announce_waits_in_a_held_block(void **state)
{
	struct ft *ft = *state;

	kt_filter_set_announce(ft->f, true);
	set_mode(ft, KT_MODE_ISO, KT_MODE_FROM_OPTION);
	run(ft, "a.7", ".nf\n__u32 a;\nx \\");
	run(ft, "b.7", "y\n__u64 bb;\n.fi\n");
	assert_string_equal(output(ft),
	    ".lf 1 a.7\n"
	    ".nf\n"
	    "uint32_t a;\n"
	    "x \\\n"
	    "y\n"
	    ".lf 2 b.7\n"
	    "uint64_t bb;\n"
	    ".fi\n");
}

/* A waiting announcement of a file whose last line (without a newline) is
 * the line troff reads whole numbers nothing: it is not written, and the
 * line gets no newline. */
static void
test_filter_announce_of_no_line(void **state)
{
	struct ft *ft = *state;

	kt_filter_set_announce(ft->f, true);
	run(ft, "a.7", "x \\#");
	run(ft, "b.7", "y");
	assert_string_equal(output(ft), ".lf 1 a.7\nx \\#\ny");
	run(ft, "c.7", "z\n");
	assert_string_equal(output(ft), ".lf 1 a.7\nx \\#\ny\n.lf 1 c.7\nz\n");
}

/* ... and after a line longer than a piece, read in pieces, which troff
 * reads whole too (found by make fuzz: the announcement never came). */
static void
test_filter_announce_waits_for_a_long_line(void **state)
{
	struct ft *ft = *state;
	size_t n = KT_LINE_PIECE + 100, i;
	char *in = malloc(n + 8), *exp = malloc(n + 64);

	assert_non_null(in);
	assert_non_null(exp);
	for (i = 0; i < n; i++)
		in[i] = i % 8 == 7 ? ' ' : 'y';
	strcpy(in + n, "\nz\n");
	kt_filter_set_announce(ft->f, true);
	run(ft, "a.7", "x \\");
	run(ft, "b.7", in);
	strcpy(exp, ".lf 1 a.7\nx \\\n");
	i = strlen(exp);
	memcpy(exp + i, in, n);
	strcpy(exp + i + n, "\n.lf 2 b.7\nz\n");
	assert_string_equal(output(ft), exp);
	free(in);
	free(exp);
}

static void
test_filter_no_announce(void **state)
{
	struct ft *ft = *state;

	assert_false(kt_filter_announces(ft->f));
	run(ft, "a.7", "x\n__u32");
	run(ft, "b.7", "y\n");
	assert_string_equal(output(ft), "x\n__u32y\n");
}

static void
test_filter_copy(void **state)
{
	static const char in[] = "__u32\n.ktypes iso\n__u32";
	struct ft *ft = *state;
	struct kt_reader r;

	kt_filter_set_announce(ft->f, true);
	set_mode(ft, KT_MODE_KERNEL, KT_MODE_FROM_OPTION);
	kt_reader_init_mem(&r, in, sizeof in - 1);
	kt_filter_copy(ft->f, &r, "a.7");
	kt_reader_free(&r);
	kt_reader_init_mem(&r, "x\n", 2);
	kt_filter_copy(ft->f, &r, "b.7");
	kt_reader_free(&r);
	assert_string_equal(output(ft), ".lf 1 a.7\n__u32\n.ktypes iso\n__u32\n"
	    ".lf 1 b.7\nx\n");
}

static void
test_filter_nofill_padding(void **state)
{
	struct ft *ft = *state;

	set_mode(ft, KT_MODE_ISO, KT_MODE_FROM_OPTION);
	run(ft, "page.7",
	    ".nf\n"
	    "    __u32         map_type;\n"
	    ".fi\n"
	    ".nf\n"
	    "__u64  a;\n"
	    ".fi\n"
	    ".nf\n"
	    "__u64 b;\n"
	    ".fi\n"
	    ".EX\n"
	    "__u8    c;\n"
	    ".EE\n"
	    "__u32         filled;\n");
	assert_string_equal(output(ft),
	    ".nf\n"
	    "    uint32_t      map_type;\n"
	    ".fi\n"
	    ".nf\n"
	    "uint64_t a;\n"
	    ".fi\n"
	    ".nf\n"
	    "uint64_t b;\n"
	    ".fi\n"
	    ".EX\n"
	    "uint8_t c;\n"
	    ".EE\n"
	    "uint32_t         filled;\n");
}

/* Under tab stops of the page's own (.ta), a line with a tab keeps its
 * tabs, which groff sets at those stops: counted at man's stops (every
 * KT_LAYOUT_TAB), the tabs of the block were written as spaces at the
 * wrong columns, away from the line aligned with spaces.  .DT and .TH
 * put back man's stops. */
static void
test_filter_page_tab_stops(void **state)
{
	struct ft *ft = *state;

	set_mode(ft, KT_MODE_ISO, KT_MODE_FROM_OPTION);
	run(ft, "page.5",
	    ".nf\n"
	    ".ta 4n 20n\n"
	    "\t__u8\tkind;\n"
	    "\tint\tflags;\n"
	    "                    /* spaces */\n"
	    ".fi\n"
	    ".DT\n"
	    ".nf\n"
	    "\t__u8\tkind;\n"
	    "\tint\tflags;\n"
	    ".fi\n");
	assert_string_equal(output(ft),
	    ".nf\n"
	    ".ta 4n 20n\n"
	    "\tuint8_t\tkind;\n"
	    "\tint\tflags;\n"
	    "                    /* spaces */\n"
	    ".fi\n"
	    ".DT\n"
	    ".nf\n"
	    "     uint8_t kind;\n"
	    "     int     flags;\n"
	    ".fi\n");
}

/* A page of commands (section 1, 6 or 8 in .TH or .Dt) has short names
 * as types only in code: bold and italic mark what is typed there, as
 * the u32 filter of tc-u32(8). */
static void
test_filter_command_page(void **state)
{
	static const char *const pages[] = {
		".TH TC-U32 8 2024 iproute2\n",
		".ta 8n\n.TH TC-U32 8 2024 iproute2\n",
		".TH \"TC U32\" \"8\"\n",
		".Dd 2024\n.Dt TC-U32 8\n",
	};
	static const char body[] =
	    ".SH NAME\nu32 \\- a filter\n.B u32\n.IR u32 \", \" u16\n"
	    ".nf\nu32 x; __u8 y;\n.fi\n";
	static const char want[] =
	    ".SH NAME\nu32 \\- a filter\n.B u32\n.IR u32 \", \" u16\n"
	    ".nf\nuint32_t x; uint8_t y;\n.fi\n";
	struct ft *ft = *state;
	size_t i;

	set_mode(ft, KT_MODE_ISO, KT_MODE_FROM_OPTION);
	for (i = 0; i < sizeof pages / sizeof pages[0]; i++) {
		char in[256], exp[256];

		snprintf(in, sizeof in, "%s%s", pages[i], body);
		snprintf(exp, sizeof exp, "%s%s", pages[i], want);
		ft->w.len = 0;
		run(ft, "tc-u32.8", in);
		if (strcmp(output(ft), exp) != 0)
			print_error("page %zu:\n%s", i, in);
		assert_string_equal(output(ft), exp);
	}
	/* a page of section 7 keeps the brief's rule */
	ft->w.len = 0;
	run(ft, "bpf-helpers.7", ".TH BPF-HELPERS 7\n.B u32\n");
	assert_string_equal(output(ft), ".TH BPF-HELPERS 7\n.B uint32_t\n");
}

static void
test_filter_line_endings(void **state)
{
	struct ft *ft = *state;

	set_mode(ft, KT_MODE_ISO, KT_MODE_FROM_OPTION);
	run(ft, "page.7",
	    "__u32\r\n"
	    ".B __u64\r\n"
	    ".nf\r\n"
	    "__u32   x;\r\n"
	    ".fi\r\n"
	    "end __u64");
	assert_string_equal(output(ft),
	    "uint32_t\r\n"
	    ".B uint64_t\r\n"
	    ".nf\r\n"
	    "uint32_t x;\r\n"
	    ".fi\r\n"
	    "end uint64_t");
}

static void
test_filter_unterminated_nofill_block(void **state)
{
	struct ft *ft = *state;

	/* a block still open at the end of input is written out */
	set_mode(ft, KT_MODE_ISO, KT_MODE_FROM_OPTION);
	run(ft, "page.7", ".nf\n__u32   x;\n__u8 y");
	assert_string_equal(output(ft), ".nf\nuint32_t x;\nuint8_t y");
}

static void
test_filter_read_error(void **state)
{
	struct ft *ft = *state;
	struct kt_reader r;
	int fd = open(".", O_RDONLY);

	assert_true(fd >= 0);
	kt_reader_init_fd(&r, fd);
	kt_filter_run(ft->f, &r, "dir");
	kt_reader_free(&r);
	close(fd);
	assert_string_equal(messages(ft), "ktypes:dir: error: read error: "
	    "Is a directory\n");
	assert_int_equal(kt_msg_worst(), KT_LEVEL_ERROR);
}

/* A no-fill block of COUNT lines "__u32   x;". */
static char *
big_block(size_t count, size_t *len)
{
	static const char line[] = "__u32   x;\n";
	size_t n = 4 + count * (sizeof line - 1), i, o = 0;
	char *s = malloc(n + 64);

	assert_non_null(s);
	memcpy(s, ".nf\n", 4);
	o = 4;
	for (i = 0; i < count; i++) {
		memcpy(s + o, line, sizeof line - 1);
		o += sizeof line - 1;
	}
	memcpy(s + o, ".fi\n.nf\n__u32   y;\n.fi\n", 23);
	o += 23;
	*len = o;
	return s;
}

static void
test_filter_block_cap(void **state)
{
	struct ft *ft = *state;
	size_t count = KT_BLOCK_MAX_LINES + 2, len, i, realigned = 0, not = 0;
	char *in = ft->in = big_block(count, &len), want[256];
	const char *out, *p;

	set_mode(ft, KT_MODE_ISO, KT_MODE_FROM_OPTION);
	run_n(ft, "big.7", in, len);
	snprintf(want, sizeof want, "ktypes:big.7:%d: warning: no-fill block "
	    "too long to hold (over %d lines or %zu MiB); the rest of it is "
	    "laid out line by line\n", KT_BLOCK_MAX_LINES + 2, KT_BLOCK_MAX_LINES,
	    KT_BLOCK_MAX_BYTES >> 20);
	assert_string_equal(messages(ft), want);

	/* every type word is respelled; the lines held were laid out as a
	 * block, the rest line by line: here both take up the padding */
	out = output(ft);
	assert_memory_equal(out, ".nf\n", 4);
	p = out + 4;
	for (i = 0; i < count; i++) {
		if (strncmp(p, "uint32_t x;\n", 12) == 0) {
			realigned++;
			p += 12;
		} else if (strncmp(p, "uint32_t   x;\n", 14) == 0) {
			not++;
			p += 14;
		} else {
			print_error("line %zu: '%.20s'\n", i + 2, p);
			fail();
		}
	}
	if (realigned != count || not != 0)
		print_error("%zu lines realigned, %zu not; expected %zu and 0\n",
		    realigned, not, count);
	assert_int_equal(realigned, count);
	assert_int_equal(not, 0);
	/* the next block is laid out again */
	assert_string_equal(p, ".fi\n.nf\nuint32_t y;\n.fi\n");
}

/* A block of just KT_BLOCK_MAX_LINES lines fits: the .fi that ends it
 * is no line of it, and no warning says that it is too long. */
static void
test_filter_block_cap_exact(void **state)
{
	struct ft *ft = *state;
	size_t len, i;
	char *in = ft->in = big_block(KT_BLOCK_MAX_LINES, &len);
	const char *p;

	set_mode(ft, KT_MODE_ISO, KT_MODE_FROM_OPTION);
	run_n(ft, "big.7", in, len);
	assert_string_equal(messages(ft), "");
	p = output(ft);
	assert_memory_equal(p, ".nf\n", 4);
	p += 4;
	for (i = 0; i < KT_BLOCK_MAX_LINES; i++, p += 12)
		assert_memory_equal(p, "uint32_t x;\n", 12);
	assert_string_equal(p, ".fi\n.nf\nuint32_t y;\n.fi\n");
}

static void
test_filter_block_cap_not_in_kernel_mode(void **state)
{
	struct ft *ft = *state;
	size_t len;
	char *in = ft->in = big_block(KT_BLOCK_MAX_LINES + 2, &len);

	run_n(ft, "big.7", in, len);
	assert_string_equal(messages(ft), "");
	assert_int_equal(ft->w.len, len);
	assert_memory_equal(ft->w.buf, in, len);
}

/* A request line longer than a piece (read in pieces) that ends a block
 * or a table: its key comes after all of the line, not after the first
 * piece (which split the line in two with a key between); a block's key
 * before the new sentence that follows the block. */
static void
test_filter_long_line_keys_after_it(void **state)
{
	struct ft *ft = *state;
	static const char *const heads[] = {
		".EX\n__u32 x;\n.EE\t",
		".TS\nl.\n__u32\n.TE\t",
	};
	static const char *const keys[] = {
		".ktypes-key __u32 uint32_t\n.if r .x \\{\\\n.lf 3\n.\\}\nNext\n",
		".ktypes-table-key __u32 uint32_t\n.if r .x \\{\\\n.lf 4\n.\\}\nNext\n",
	};
	size_t k;

	for (k = 0; k < 2; k++) {
		size_t hl = strlen(heads[k]), pad = KT_LINE_PIECE + 10;
		size_t n = hl + pad + 6;
		char *in = malloc(n + 1), *want;
		const char *out, *at;

		assert_non_null(in);
		memcpy(in, heads[k], hl);
		memset(in + hl, 'a', pad);
		memcpy(in + hl + pad, "\nNext\n", 7);
		n = strlen(in);
		kt_filter_free(ft->f);
		kt_writer_free(&ft->w);
		kt_writer_init_mem(&ft->w);
		ft->f = kt_filter_new(ft->t, &ft->w);
		set_mode(ft, KT_MODE_ANNOTATE, KT_MODE_FROM_OPTION);
		run_n(ft, "long.7", in, n);
		out = output(ft);
		/* the long line whole, then the key, then the next line */
		at = strstr(out, k == 0 ? "\n.EE\t" : "\n.TE\t");
		assert_non_null(at);
		at++;
		want = malloc(n + 100);
		assert_non_null(want);
		memcpy(want, in + hl - 4, 4 + pad + 1);
		strcpy(want + 4 + pad + 1, keys[k]);
		if (strcmp(at, want) != 0)
			print_error("heads[%zu]: after the long line: '%.60s'\n",
			    k, at + 4 + pad);
		assert_string_equal(at, want);
		free(want);
		free(in);
	}
}

/* A macro line longer than a piece is read by its first piece, the rest
 * copied: the piece does not end inside a word, where __s6432 would have
 * looked like the type word __s64. */
static void
test_filter_long_line_first_piece_ends_outside_a_word(void **state)
{
	struct ft *ft = *state;
	size_t n = KT_LINE_PIECE + 64, w = KT_LINE_PIECE - 5, i;
	char *in = ft->in = malloc(n + 1);

	assert_non_null(in);
	memcpy(in, ".B ", 3);
	for (i = 3; i < w; i++)
		in[i] = i % 2 ? 'y' : ' ';
	in[w - 1] = ' ';
	/* "__s64" ends the piece, "32" goes on after it */
	memcpy(in + w, "__s6432 and more words\n", 24);
	in[w + 24] = '\0';
	n = strlen(in);
	set_mode(ft, KT_MODE_ISO, KT_MODE_FROM_OPTION);
	run_n(ft, "long.2", in, n);
	assert_int_equal(ft->w.len, n);
	assert_memory_equal(ft->w.buf, in, n);
}

#define T(f) cmocka_unit_test_setup_teardown(f, ft_setup, ft_teardown)

int
main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_filter_kernel_identity),
		T(test_filter_kernel_identity_nul_bytes),
		T(test_filter_iso_rewrite),
		T(test_filter_iso_state_across_lines),
		T(test_filter_page_request_switches),
		T(test_filter_font_before_mode_request),
		T(test_filter_page_request_where_seen),
		T(test_filter_page_request_in_nofill),
		T(test_filter_page_request_ignored_after_option),
		T(test_filter_page_request_ignored_after_option_iso),
		T(test_filter_page_request_ignored_after_env),
		T(test_filter_page_request_per_file),
		T(test_filter_env_mode_across_files),
		T(test_filter_unknown_mode_warning),
		T(test_filter_unknown_mode_warning_stdin),
		T(test_filter_mode_request_missing_and_extra),
		T(test_filter_mode_request_comment),
		T(test_filter_page_comment_switches),
		T(test_filter_page_comment_other_forms),
		T(test_filter_page_comment_where_seen),
		T(test_filter_page_comment_precedence_and_messages),
		T(test_filter_incoming_lf),
		T(test_filter_lf_resets_per_file),
		T(test_filter_announce),
		T(test_filter_announce_waits_in_a_held_block),
		T(test_filter_announce_of_no_line),
		T(test_filter_announce_waits_for_a_long_line),
		T(test_filter_no_announce),
		T(test_filter_copy),
		T(test_filter_nofill_padding),
		T(test_filter_page_tab_stops),
		T(test_filter_command_page),
		T(test_filter_line_endings),
		T(test_filter_unterminated_nofill_block),
		T(test_filter_read_error),
		T(test_filter_block_cap),
		T(test_filter_block_cap_exact),
		T(test_filter_block_cap_not_in_kernel_mode),
		T(test_filter_long_line_keys_after_it),
		T(test_filter_long_line_first_piece_ends_outside_a_word),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
