/* test_layout.c: unit tests of the layout engine (src/layout.h), on its
 * own.  A block of lines goes through the filter after ".nf" (iso, or
 * both for wider spellings), which holds it and lays it out whole, or
 * past the cap of a held block line by line; the result must be the
 * expected text.  Where the layout matters, the expected text must also
 * differ from a word-for-word replacement, so that a case cannot pass with
 * an engine that does nothing.
 *
 * Columns in the comments count from 0, tab stops every KT_LAYOUT_TAB. */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "io.h"
#include "layout.h"
#include "table.h"
#include "unit.h"

enum how {
	HOW_BLOCK,		/* a no-fill block, held and laid out whole */
	HOW_LINES,		/* each line laid out alone, as the filter does
				 * past the block cap */
	HOW_NAIVE		/* no layout, a word-for-word replacement: the
				 * lines as filled text */
};

struct lt {
	struct kt_table *t;
	char *out;		/* the last result, NUL-terminated */
	size_t outlen;
	char *in;		/* a generated input, freed at the end */
	char *want;		/* its expected output */
	unsigned width;		/* --both-width: 0 (no line is broken), but
				 * for the tests of breaks */
};

static int
lt_setup(void **state)
{
	static struct lt lt;

	memset(&lt, 0, sizeof lt);
	lt.t = unit_builtin_table();
	*state = &lt;
	return 0;
}

static int
lt_teardown(void **state)
{
	struct lt *lt = *state;

	free(lt->out);
	free(lt->in);
	free(lt->want);
	kt_table_free(lt->t);
	return 0;
}

/* Lay out the LEN bytes at IN (lines ending in '\n', the last one maybe
 * not) as one no-fill block with table T in MODE, through the filter;
 * the result in LT->out. */
static const char *
lay_t(struct lt *lt, const struct kt_table *t, enum kt_mode mode,
      const char *in, size_t len, enum how how)
{
	static const char nf[] = ".nf\n";
	/* past the cap of held lines, empty ones */
	size_t pre = how == HOW_NAIVE ? 0 : how == HOW_BLOCK ? sizeof nf - 1 :
	    sizeof nf - 1 + KT_BLOCK_MAX_LINES;
	char *all = malloc(pre + len + 1), *out, *head;
	size_t n, k;

	assert_non_null(all);
	if (pre > 0) {
		memcpy(all, nf, sizeof nf - 1);
		memset(all + sizeof nf - 1, '\n', pre - (sizeof nf - 1));
	}
	memcpy(all + pre, in, len);
	out = unit_filter_width(t, mode, lt->width, all, pre + len, &n);
	if (mode == KT_MODE_ISO)	/* what the lines become */
		n = unit_cut_keys(out, n);
	/* what comes before IN's lines: the prefix as the filter writes it
	 * alone (with the macro package first in some modes) */
	head = unit_filter_width(t, mode, lt->width, all, pre, &k);
	free(all);
	assert_true(n >= k);
	assert_memory_equal(out, head, k);
	free(head);
	free(lt->out);
	lt->out = malloc(n - k + 1);
	assert_non_null(lt->out);
	memcpy(lt->out, out + k, n - k + 1);
	lt->outlen = n - k;
	free(out);
	return lt->out;
}

static const char *
lay(struct lt *lt, enum kt_mode mode, const char *in, enum how how)
{
	return lay_t(lt, lt->t, mode, in, strlen(in), how);
}

/* Show where two texts first differ. */
static void
show_diff(const char *in, const char *want, const char *got)
{
	size_t i = 0, line = 1, bol = 0;

	while (want[i] != '\0' && want[i] == got[i]) {
		if (want[i] == '\n') {
			line++;
			bol = i + 1;
		}
		i++;
	}
	if (strlen(in) + strlen(want) + strlen(got) < 4000)
		print_error("input:\n%s\nexpected:\n%s\ngot:\n%s\n", in, want,
		    got);
	else
		print_error("first difference at line %zu, column %zu:\n"
		    "expected '%.80s'\n     got '%.80s'\n", line, i - bol,
		    want + bol, got + bol);
}

/* Lay out IN in MODE and compare with WANT.  LAYOUT: the engine must
 * make a difference (WANT is not the word-for-word replacement). */
static void
check_mode(struct lt *lt, enum kt_mode mode, const char *in,
	   const char *want, bool layout)
{
	const char *got;

	if (layout) {
		got = lay(lt, mode, in, HOW_NAIVE);
		if (strcmp(got, want) == 0) {
			print_error("the case does not test the engine: a "
			    "word-for-word replacement gives\n%s\n", got);
			fail();
		}
	}
	got = lay(lt, mode, in, HOW_BLOCK);
	if (strcmp(got, want) != 0) {
		show_diff(in, want, got);
		fail();
	}
}

#define CHECK(in, want) check_mode(*state, KT_MODE_ISO, in, want, true)
#define CHECK_PLAIN(in, want) check_mode(*state, KT_MODE_ISO, in, want, false)

/* The struct of the layout issue: the field column moves by one for all
 * three lines, the untouched __be32 line included. */
static void
test_layout_group_with_untouched_line(void **state)
{
	CHECK("struct demo_hdr {\n"
	    "    __u8    kind;\n"
	    "    __u16   len;\n"
	    "    __be32  addr;\n"
	    "};\n",
	    "struct demo_hdr {\n"
	    "    uint8_t  kind;\n"
	    "    uint16_t len;\n"
	    "    __be32   addr;\n"
	    "};\n");
	/* when nothing must move, nothing moves */
	CHECK_PLAIN("    __u8    kind;\n"
	    "    __be32  addr;\n",
	    "    uint8_t kind;\n"
	    "    __be32  addr;\n");
	/* the group is the column, whatever the words: lines without a
	 * type word move with it */
	CHECK("    int     a;\n"
	    "    char    b;\n"
	    "    __u16   c;\n"
	    "    long    d;\n",
	    "    int      a;\n"
	    "    char     b;\n"
	    "    uint16_t c;\n"
	    "    long     d;\n");
}

/* One padded line makes the column deliberate for its neighbour that
 * has a single space. */
static void
test_layout_group_from_one_padded_line(void **state)
{
	CHECK("u8  a;\n"
	    "int b;\n",
	    "uint8_t a;\n"
	    "int     b;\n");
}

/* Mode both spells words much wider: the same group moves further. */
static void
test_layout_group_both_mode(void **state)
{
	check_mode(*state, KT_MODE_BOTH,
	    "    __u8    kind;\n"
	    "    __u16   len;\n"
	    "    __be32  addr;\n",
	    /* __u8/uint8_t takes 4 + 7 + 4 columns, __u16 5 + 8 + 4: the
	     * column goes from 12 to 4 + 17 + 1 */
	    "    \\*[ktypes-before-__u8]__u8\\*[ktypes-both-text-__u8]   kind;\n"
	    "    \\*[ktypes-before-__u16]__u16\\*[ktypes-both-text-__u16] len;\n"
	    "    __be32            addr;\n"
	    /* the kernel spelling left, explained as in iso */
	    ".ktypes-section-key __be32 \"uint32_t in big-endian (network) "
	    "byte order\"\n", true);
}

/* A column runs on past lines that start right of it, as the
 * continuation lines of a comment do (struct clone_args, struct statx):
 * the comments above and below them are one column, and move together.
 * A comment on a line of its own under a field too long for the column
 * (statx's stx_attributes_mask) moves with the column. */
static void
test_layout_column_past_continuations(void **state)
{
	CHECK("    u64 flags;        /* Flags bit mask */\n"
	    "    u64 pidfd;        /* Where to store\n"
	    "                         a PID file descriptor */\n"
	    "    u64 child_tid;    /* Where to store child TID,\n"
	    "                         in child's memory */\n"
	    "    u64 set_tid_size; /* Number of elements */\n",
	    "    uint64_t flags;        /* Flags bit mask */\n"
	    "    uint64_t pidfd;        /* Where to store\n"
	    "                              a PID file descriptor */\n"
	    "    uint64_t child_tid;    /* Where to store child TID,\n"
	    "                              in child's memory */\n"
	    "    uint64_t set_tid_size; /* Number of elements */\n");
	CHECK("    __u32 mask;      /* Mask of bits\n"
	    "                        filled */\n"
	    "    __u32 blksize;   /* Block size */\n"
	    "    __u64 attributes_mask;\n"
	    "                     /* Mask */\n",
	    "    uint32_t mask;    /* Mask of bits\n"
	    "                         filled */\n"
	    "    uint32_t blksize; /* Block size */\n"
	    "    uint64_t attributes_mask;\n"
	    "                      /* Mask */\n");
}

/* A column of comments runs on past blank lines, comments on lines of
 * their own, and lines that reach across it or have another token at
 * its column (statx.2: every comment of the struct at one column, before
 * and after). */
static void
test_layout_comment_column_through_the_block(void **state)
{
	CHECK("struct statx {\n"
	    "    __u32 stx_mask;        /* Mask of bits */\n"
	    "    __u64 stx_attributes;  /* Extra file attributes */\n"
	    "    __u64 stx_attributes_mask;\n"
	    "                           /* Mask to show what's supported\n"
	    "                              in stx_attributes */\n"
	    "\n"
	    "    /* The following fields are file timestamps */\n"
	    "    struct statx_timestamp stx_atime;  /* Last access */\n"
	    "\n"
	    "    /* If this file represents a device, then the next two\n"
	    "       fields contain the ID of the device */\n"
	    "    __u32 stx_rdev_major;  /* Major ID */\n"
	    "\n"
	    "    __u32 stx_dev_major;   /* Major ID */\n"
	    "\n"
	    "    __u64 stx_mnt_id;      /* Mount ID */\n"
	    "};\n",
	    "struct statx {\n"
	    "    uint32_t stx_mask;       /* Mask of bits */\n"
	    "    uint64_t stx_attributes; /* Extra file attributes */\n"
	    "    uint64_t stx_attributes_mask;\n"
	    "                             /* Mask to show what's supported\n"
	    "                                in stx_attributes */\n"
	    "\n"
	    "    /* The following fields are file timestamps */\n"
	    "    struct statx_timestamp stx_atime;  /* Last access */\n"
	    "\n"
	    "    /* If this file represents a device, then the next two\n"
	    "       fields contain the ID of the device */\n"
	    "    uint32_t stx_rdev_major; /* Major ID */\n"
	    "\n"
	    "    uint32_t stx_dev_major;  /* Major ID */\n"
	    "\n"
	    "    uint64_t stx_mnt_id;     /* Mount ID */\n"
	    "};\n");
	/* two comments that only start their lines are indented alike:
	 * the second moves with the comment after code below it, the
	 * first stays */
	CHECK("        /* one */\n"
	    "    f();\n"
	    "        /* two */\n"
	    "__u16   /* y */\n",
	    "        /* one */\n"
	    "    f();\n"
	    "         /* two */\n"
	    "uint16_t /* y */\n");
}

/* The colons of bit fields stay one column past a comment on a line of
 * its own under one of them, which starts left of the colon and reaches
 * across it (perf_event_open.2), and keep the author's spacing (":  1,"
 * stays), but a line that does not continue the
 * one above (it starts no further right) stops the column: the
 * "#include" line of open_how.2type keeps its single space. */
static void
test_layout_column_past_a_continuing_comment(void **state)
{
	CHECK("    __u64 disabled       : 1,   /* off by default */\n"
	    "          exclude_callchain_kernel : 1,\n"
	    "                                /* exclude kernel callchains */\n"
	    "          exclude_callchain_user   : 1,\n"
	    "                                /* exclude user callchains */\n"
	    "          mmap2          :  1,  /* include mmap data */\n",
	    "    uint64_t disabled       : 1,  /* off by default */\n"
	    "             exclude_callchain_kernel : 1,\n"
	    "                                  /* exclude kernel callchains */\n"
	    "             exclude_callchain_user   : 1,\n"
	    "                                  /* exclude user callchains */\n"
	    "             mmap2          :  1, /* include mmap data */\n");
	CHECK("#include <linux/openat2.h>\n"
	    "struct open_how {\n"
	    "    u64  flags;    /* O_* flags */\n"
	    "};\n",
	    "#include <linux/openat2.h>\n"
	    "struct open_how {\n"
	    "    uint64_t flags; /* O_* flags */\n"
	    "};\n");
}

/* A word of the text of a comment that code below or above meets at its
 * column meets it by chance: no column.  In bpf.2 the comments of the
 * lines after "lock *(u64 *) r0 += r1" left their column for the "r0"
 * there; in statx.2 a space went into "File offset". */
static void
test_layout_comment_words_are_no_column(void **state)
{
	CHECK_PLAIN("    XADD(0, 0),\n"
	    "           /* lock *(u64 *) r0 += r1 */\n"
	    "    MOV(0, 0),              /* r0 = 0 */\n"
	    "    EXIT(),                 /* return r0 */\n",
	    "    XADD(0, 0),\n"
	    "           /* lock *(uint64_t *) r0 += r1 */\n"
	    "    MOV(0, 0),              /* r0 = 0 */\n"
	    "    EXIT(),                 /* return r0 */\n");
	CHECK_PLAIN("    /* File offset alignment */\n"
	    "    __u32   stx_dio_read_offset_align;\n",
	    "    /* File offset alignment */\n"
	    "    uint32_t stx_dio_read_offset_align;\n");
	/* text inside a comment is never respaced, even where its padding
	 * meets a column of code */
	CHECK_PLAIN("    /* x:  below */\n"
	    "    __u8   flags;\n",
	    "    /* x:  below */\n"
	    "    uint8_t flags;\n");
}

/* A column of padded names runs on past a blank line (sock_diag(7):
 * the members of one structure in groups); a request or comment line
 * sets no line of output at all.  Past a line that starts left of the
 * column's lines (the end of a structure), it does not. */
static void
test_layout_group_adjacency(void **state)
{
	CHECK("    __u16   a;\n"
	    "\n"
	    "    int     b;\n",
	    "    uint16_t a;\n"
	    "\n"
	    "    int      b;\n");
	CHECK("    __u16   a;\n"
	    "};\n"
	    "\n"
	    "    int     b;\n",
	    "    uint16_t a;\n"
	    "};\n"
	    "\n"
	    "    int     b;\n");
	CHECK("    __u16   a;\n"
	    ".\\\" a comment\n"
	    ".ft B\n"
	    "    int     b;\n",
	    "    uint16_t a;\n"
	    ".\\\" a comment\n"
	    ".ft B\n"
	    "    int      b;\n");
	/* groups chain through lines: the first line moves the last */
	CHECK("  __u16   a;\n"
	    "  int     b;\n"
	    "  int     c;\n"
	    "  int     d;\n",
	    "  uint16_t a;\n"
	    "  int      b;\n"
	    "  int      c;\n"
	    "  int      d;\n");
}

/* The padding absorbs the growth: the comment column and its
 * continuation line stay. */
static void
test_layout_padding_absorbs(void **state)
{
	CHECK("struct demo_args {\n"
	    "    u64 flags;       /* DEMO_F_* flags,\n"
	    "                        see below */\n"
	    "    u64 stack;       /* lowest byte */\n"
	    "};\n",
	    "struct demo_args {\n"
	    "    uint64_t flags;  /* DEMO_F_* flags,\n"
	    "                        see below */\n"
	    "    uint64_t stack;  /* lowest byte */\n"
	    "};\n");
	/* padding used up to the last blank, which stays */
	CHECK("u64 x;      /* c */\n"
	    "int y;      /* d */\n",
	    "uint64_t x; /* c */\n"
	    "int y;      /* d */\n");
	/* real perf_event_open(2) lines with a brace column: the names
	 * (after one blank) and the braces move by five, the comments take
	 * two blanks of their padding and move by three; the text of the
	 * comments keeps its spacing */
	CHECK("    { u64 id;       }   /* if PERF_SAMPLE_ID set */\n"
	    "    { u32 pid, tid; }   /* if PERF_SAMPLE_TID set */\n"
	    "    { u64 stream_id;}   /* if PERF_SAMPLE_STREAM_ID set  */\n",
	    "    { uint64_t id;       } /* if PERF_SAMPLE_ID set */\n"
	    "    { uint32_t pid, tid; } /* if PERF_SAMPLE_TID set */\n"
	    "    { uint64_t stream_id;} /* if PERF_SAMPLE_STREAM_ID set  */\n");
}

/* A group that must move moves as a whole, by the same amount on every
 * line, continuation lines included. */
static void
test_layout_forced_move(void **state)
{
	CHECK("u8  a;   /* x */\n"
	    "u16 b;   /* y */\n",
	    /* the names move from 4 to 9; the comments from 9 to 12 */
	    "uint8_t  a; /* x */\n"
	    "uint16_t b; /* y */\n");
	/* a comment that moves takes its continuation line with it: the
	 * text after the comment opener and the line under it are one
	 * column */
	CHECK("u32 flags; /* first line\n"
	    "              continued */\n"
	    "int other;\n",
	    "uint32_t flags; /* first line\n"
	    "                   continued */\n"
	    "int other;\n");
	/* wrapped parameters under the first one */
	CHECK("int f(int   a,\n"
	    "      __u16 b);\n",
	    "int f(int      a,\n"
	    "      uint16_t b);\n");
}

/* A column that padding makes deliberate is one column on every line
 * of it, also where two neighbours both have a single blank before it
 * (their type words are the longest). */
static void
test_layout_column_through_single_blanks(void **state)
{
	CHECK("u8  a;   /* x */\n"
	    "u16 b;   /* y */\n"
	    "int c;   /* z */\n",
	    "uint8_t  a; /* x */\n"
	    "uint16_t b; /* y */\n"
	    "int      c; /* z */\n");
	CHECK("struct demo {\n"
	    "    u8  kind;\n"
	    "    u16 len;\n"
	    "    int off;\n"
	    "};\n",
	    "struct demo {\n"
	    "    uint8_t  kind;\n"
	    "    uint16_t len;\n"
	    "    int      off;\n"
	    "};\n");
}

/* Columns after a moved column follow it only as far as they must: a
 * column of code keeps the narrowest gap it has as written (the author's
 * spacing of a bit field), a column of comments takes up its padding. */
static void
test_layout_chain_of_columns(void **state)
{
	CHECK("__u64 enabled    : 1,   /* on */\n"
	    "      inherit    : 1,   /* copy */\n"
	    "      exclusive  : 1;   /* alone */\n",
	    /* the comments after the widths keep the author's blanks */
	    "uint64_t enabled    : 1,   /* on */\n"
	    "         inherit    : 1,   /* copy */\n"
	    "         exclusive  : 1;   /* alone */\n");
	/* here the last line had one blank before its colon: the colon
	 * column moves by three, and all the columns after it */
	CHECK("__u16 a   : 1,  /* x */\n"
	    "      bb  : 2,  /* y */\n"
	    "      ccc : 3;  /* z */\n",
	    /* ... and the comments too */
	    "uint16_t a   : 1,  /* x */\n"
	    "         bb  : 2,  /* y */\n"
	    "         ccc : 3;  /* z */\n");
}

/* No blank is added where the source had none. */
static void
test_layout_no_space_where_none(void **state)
{
	CHECK("a = (u64)1;   /* one */\n"
	    "b = 2;        /* two */\n",
	    "a = (uint64_t)1; /* one */\n"
	    "b = 2;           /* two */\n");
	CHECK_PLAIN("x = (u64)(u32)y;\n",
	    "x = (uint64_t)(uint32_t)y;\n");
	/* a word glued to the next column keeps it glued */
	CHECK_PLAIN("    u64*p;\n"
	    "    int*q;\n",
	    "    uint64_t*p;\n"
	    "    int*q;\n");
}

/* Words that meet at one column after single spaces are not aligned by
 * hand: each line keeps its own gaps (see the top of layout.c). */
static void
test_layout_single_space_is_no_group(void **state)
{
	CHECK_PLAIN("u32 x = 1;\n"
	    "int y = 22;\n",
	    "uint32_t x = 1;\n"
	    "int y = 22;\n");
	CHECK_PLAIN("    __u8 a; int b;\n"
	    "    long c; int d;\n",
	    "    uint8_t a; int b;\n"
	    "    long c; int d;\n");
	/* but the first words of lines are a column */
	CHECK_PLAIN("    x = (u8)y;\n"
	    "    return x;\n",
	    "    x = (uint8_t)y;\n"
	    "    return x;\n");
}

/* The first column of a line stays unless it belongs to a group that
 * moves. */
static void
test_layout_indentation_kept(void **state)
{
	CHECK_PLAIN("    u64 a;\n"
	    "  u32 b;\n"
	    "        u8 c;\n"
	    "\tu16 d;\n",
	    "    uint64_t a;\n"
	    "  uint32_t b;\n"
	    "        uint8_t c;\n"
	    "\tuint16_t d;\n");
	/* a line indented to a column that does not move stays; one
	 * indented to a column that moves moves */
	CHECK("f(__u32 x,  y,\n"
	    "            z);\n"
	    "\n"
	    "  __u8 w;\n"
	    "            u;\n",
	    "f(uint32_t x,  y,\n"
	    "               z);\n"
	    "\n"
	    "  uint8_t w;\n"
	    "            u;\n");
	/* a first word under a word after one blank is no continuation:
	 * the upper line keeps its indentation */
	CHECK_PLAIN("     value;\n"
	    "__u8 value;\n",
	    "     value;\n"
	    "uint8_t value;\n");
}

/* Tabs: a tab gap that still reaches its column stays a tab; when one
 * must change, every tab gap of the block becomes spaces.  Tab stops are
 * every KT_LAYOUT_TAB columns. */
static void
test_layout_tabs(void **state)
{
	assert_int_equal(KT_LAYOUT_TAB, 5);
	/* uint16_t ends at 13, the tab still reaches 15 */
	CHECK_PLAIN("\t__u16\tlen;\t/* a */\n"
	    "\t__s16\toff;\t/* b */\n"
	    "\tint\tx;\n",
	    "\tuint16_t\tlen;\t/* a */\n"
	    "\tint16_t\toff;\t/* b */\n"
	    "\tint\tx;\n");
	/* uint8_t ends at 12: the tab would reach 15, the column is 10 and
	 * moves to 13, and with it the column after the blank line; all
	 * tabs of the block become spaces */
	CHECK("\t__u8\tid;\n"
	    "\tint\tn;\n"
	    "\n"
	    "\tx\ty;\n",
	    "     uint8_t id;\n"
	    "     int     n;\n"
	    "\n"
	    "     x       y;\n");
	CHECK("\t__u8\tid;\n"
	    "\tint\tn;\n"
	    "};\n"
	    "\tx\ty;\n",
	    "     uint8_t id;\n"
	    "     int     n;\n"
	    "};\n"
	    "     x    y;\n");
	/* the columns are counted with stops every 5: "__u8<tab>" reaches
	 * 5, where the "x" of the next line is (with stops every 8 they
	 * would not be aligned and the second line would stay) */
	CHECK("__u8\tx;\n"
	    "int  x;\n",
	    "uint8_t x;\n"
	    "int     x;\n");
	/* a grown word that stays short of the same tab stop keeps it:
	 * "__u8" ends at 6 and "uint8_t" at 9, both before 10 */
	CHECK_PLAIN("  __u8\tx;\t/* x */\n",
	    "  uint8_t\tx;\t/* x */\n");
	/* one tab that no longer reaches its column is enough: the comment
	 * moves from 10 to 12, in spaces */
	CHECK("u64 v;\t/* v */\n",
	    "uint64_t v; /* v */\n");
	/* a block without a changed width is left alone, tabs and all */
	CHECK_PLAIN("\tint\tx;\n\t\tlong y;\n",
	    "\tint\tx;\n\t\tlong y;\n");
}

/* Code shown through font macros: blanks inside the quoted arguments are
 * columns like any others; the blanks that separate arguments in the
 * source render as nothing (.BR) or one space (.B) and never change. */
static void
test_layout_font_macro_lines(void **state)
{
	/* open_how(2type) */
	CHECK(".B struct open_how {\n"
	    ".BR \"    u64  flags;\" \"    /* \" O_ \"* flags */\"\n"
	    ".BR \"    u64  mode;\" \"     /* Mode for \" O_ { CREAT , "
	    "TMPFILE \"} */\"\n"
	    ".BR \"    u64  resolve;\" \"  /* \" RESOLVE_ \"* flags */\"\n"
	    ".B };\n",
	    ".B struct open_how {\n"
	    ".BR \"    uint64_t flags;\" \"   /* \" O_ \"* flags */\"\n"
	    ".BR \"    uint64_t mode;\" \"    /* Mode for \" O_ { CREAT , "
	    "TMPFILE \"} */\"\n"
	    ".BR \"    uint64_t resolve;\" \" /* \" RESOLVE_ \"* flags */\"\n"
	    ".B };\n");
	/* a group moves a quoted blank; the separator stays as written */
	CHECK("    u64  a;\n"
	    ".B \"    int \"   b;\n",
	    "    uint64_t a;\n"
	    ".B \"    int     \"   b;\n");
	/* a word whose only blank is a separator: the separator stays as
	 * written, and unbreakable blanks at the start of the next argument
	 * widen the gap (from 9 to 13) */
	CHECK("    u64  a;\n"
	    ".B \"     int\"   b;\n",
	    "    uint64_t a;\n"
	    ".B \"     int\"   \\ \\ \\ \\ b;\n");
	/* unquoted arguments: the separators stay, in a group too */
	CHECK_PLAIN(".B u64  x;\n"
	    ".BI u32   \" y\" ;\n",
	    ".B uint64_t  x;\n"
	    ".BI uint32_t   \" y\" ;\n");
}

/* A separator widened before an argument that starts with a type word:
 * the blanks go before the word, and the edits of the line stay in order
 * (an insertion at the offset where the word's edit starts). */
static void
test_layout_separator_before_type_word(void **state)
{
	struct lt *lt = *state;
	static const char in[] = "    u64  a;\n"
	    ".B \"       x\" __u8;\n";
	const char *got;

	/* (edits out of order would garble the line) */
	got = lay(lt, KT_MODE_ISO, in, HOW_BLOCK);
	assert_string_equal(got, "    uint64_t a;\n"
	    ".B \"       x\" \\ \\ \\ \\ uint8_t;\n");
}

/* The width of IN's widest line (its characters are ASCII). */
static unsigned
widest_line(const char *in)
{
	unsigned w = 0, n = 0;

	for (; *in != '\0'; in++) {
		n = *in == '\n' ? 0 : n + 1;
		if (n > w)
			w = n;
	}
	return w;
}

/* Lay out IN in MODE with a room of its widest line as written
 * (--both-width) and compare with WANT. */
static void
check_broken(struct lt *lt, enum kt_mode mode, const char *in,
	     const char *want)
{
	lt->width = widest_line(in);
	check_mode(lt, mode, in, want, true);
	lt->width = 0;
}

#define RELF(n) ".if r .x \\{\\\n.lf " #n "\n.\\}\n"
/* the same before a line that is set on M more lines, the page growing
 * by them (in continuous rendering) */
#define ROOM(m, n) ".if r .x \\{\\\n.do if d ktypes-room .do ktypes-room " \
	#m "\n.lf " #n "\n.\\}\n"
/* before the first line and after the last of a block that grows so,
 * numbering the next line too (the lines set apart for HTML) */
#define PRE_ON(n) ".if r .x \\{\\\n.do if d ktypes-pre-on .do ktypes-pre-on\n" \
	".lf " #n "\n.\\}\n"
#define PRE_OFF(n) ".if r .x \\{\\\n.do if d ktypes-pre-off .do ktypes-pre-off\n" \
	".lf " #n "\n.\\}\n"

/* A trailing comment that a grown word pushes past the block's widest
 * line breaks at a word, the rest under its text (attrs), where a line
 * of its own would take as many lines but go left of its run's column,
 * as the author broke mask's; so the run keeps one column; no word is
 * left alone on the comment's last line ("attribute" goes with
 * "indicators"); the next line keeps its number for troff's messages
 * (.lf). */
static void
test_layout_comment_breaks_at_a_word(void **state)
{
	check_broken(*state, KT_MODE_ISO,
	    "    __u64 attrs; /* Extra file attribute indicators */\n"
	    "    __u32 mask;  /* Mask of bits indicating\n"
	    "                    filled fields */\n",
	    PRE_ON(1)
	    ROOM(1, 1)
	    "    uint64_t attrs; /* Extra file\n"
	    "                       attribute indicators */\n"
	    RELF(2)
	    "    uint32_t mask;  /* Mask of bits indicating\n"
	    "                       filled fields */\n"
	    PRE_OFF(4));
}

/* A parameter list breaks after a comma, the rest under the first
 * parameter; a line that continues it by hand stays under it too. */
static void
test_layout_parameters_break_after_a_comma(void **state)
{
	check_broken(*state, KT_MODE_ISO,
	    "long bpf_probe_read(void *dst, u32 size, const void *unsafe_ptr,\n"
	    "                    u64 flags, u32 more);\n",
	    PRE_ON(1)
	    ROOM(1, 1)
	    "long bpf_probe_read(void *dst, uint32_t size,\n"
	    "                    const void *unsafe_ptr,\n"
	    RELF(2)
	    "                    uint64_t flags, uint32_t more);\n"
	    PRE_OFF(3));
}

/* A list in braces breaks after a comma too, the rest under its first
 * item (perf_event_open(2)'s namespaces record). */
static void
test_layout_braces_break_after_a_comma(void **state)
{
	check_broken(*state, KT_MODE_ISO,
	    "    struct { u64 dev, inode } [nr_namespaces];\n",
	    PRE_ON(1)
	    ROOM(1, 1)
	    "    struct { uint64_t dev,\n"
	    "             inode } [nr_namespaces];\n"
	    PRE_OFF(2));
}

/* A comment of which not even the first word fits after the code goes
 * on a line of its own, at the column of its run, which the comment of
 * the line below keeps (not under the name that the declaration
 * declares, beside a column of comments further right). */
static void
test_layout_comment_goes_to_its_runs_column(void **state)
{
	check_broken(*state, KT_MODE_ISO,
	    "    u64 time_enabled;  /* if PERF_FORMAT_TOTAL_TIME_ENABLED */\n"
	    "    u64 time;          /* x */\n",
	    PRE_ON(1)
	    ROOM(1, 1)
	    "    uint64_t time_enabled;\n"
	    "                       /* if PERF_FORMAT_TOTAL_TIME_ENABLED */\n"
	    RELF(2)
	    "    uint64_t time;     /* x */\n"
	    PRE_OFF(3));
}

/* The continuation line of a comment that moves with its column, where
 * it would break in its own text, goes with the comment on a line of its
 * own under the name, as written, when that takes no more lines (three
 * either way); the next line keeps its number (.lf). */
static void
test_layout_comment_continuation_goes_under_the_name(void **state)
{
	check_broken(*state, KT_MODE_ISO,
	    "    __u8 id;  /* Where to store the TID,\n"
	    "                 in the child's memory, as told */\n",
	    PRE_ON(1)
	    ROOM(1, 1)
	    "    uint8_t id;\n"
	    "            /* Where to store the TID,\n"
	    RELF(2)
	    "               in the child's memory, as told */\n"
	    PRE_OFF(3));
}

/* A comment on a line of its own that its column takes too far right
 * to fit goes back to its column as written, whole, rather than break
 * at a word (UFFDIO_CONTINUE(2const) in mode both); the comment of the
 * line below keeps the gap its author left, as nothing is added. */
static void
test_layout_comment_alone_goes_back_rather_than_break(void **state)
{
	check_broken(*state, KT_MODE_BOTH,
	    "    struct uffdio_range  range;\n"
	    "                     /* Range to install PTEs for and continue */\n"
	    "    __u32   mode;    /* Flags */\n",
	    "    struct uffdio_range  range;\n"
	    "                     /* Range to install PTEs for and continue */\n"
	    "    \\*[ktypes-before-__u32]__u32\\*[ktypes-both-text-__u32] mode;"
	    "    /* Flags */\n");
}

/* A call of a font macro breaks inside a quoted argument: the argument
 * and the call end there, and a new call sets the rest in the font it
 * had (after an empty argument where its place is odd). */
static void
test_layout_font_macro_breaks_into_two_calls(void **state)
{
	struct lt *lt = *state;

	/* the room of a line's own width as written */
	lt->width = 1;
	check_mode(lt, KT_MODE_ISO,
	    ".BR \"    __u64 api;\" \" /* Requested API version (input) */\"\n",
	    PRE_ON(1)
	    ROOM(1, 1)
	    ".BR \"    uint64_t api;\" \"\"\n"
	    ".BR \"\" \"             /* Requested API version (input) */\"\n"
	    PRE_OFF(2), true);
	check_mode(lt, KT_MODE_ISO,
	    ".BI \"int ioctl(int \" fd \", SECCOMP_IOCTL_NOTIF_ID_VALID, "
	    "__u64 *\" id );\n",
	    PRE_ON(1)
	    ROOM(1, 1)
	    ".BI \"int ioctl(int \" fd \", SECCOMP_IOCTL_NOTIF_ID_VALID,\"\n"
	    ".BI \"          uint64_t *\" id );\n"
	    PRE_OFF(2), true);
	lt->width = 0;
}

/* Two structures one after the other keep their columns of comments
 * apart, though one would move to one column from the other
 * (ioctl_fsmap(2): struct fsmap and struct fsmap_head). */
static void
test_layout_structures_keep_their_columns(void **state)
{
	CHECK_PLAIN("struct fsmap {\n"
	    "    __u32 fmr_device;      /* Device ID */\n"
	    "    __u64 fmr_reserved[3]; /* Must be zero */\n"
	    "};\n"
	    "\\&\n"
	    "struct fsmap_head {\n"
	    "    __u32 fmh_iflags;       /* Control flags */\n"
	    "    __u64 fmh_reserved[6];  /* Must be zero */\n"
	    "    struct fsmap fmh_keys[2];  /* Low and high keys */\n"
	    "};\n",
	    "struct fsmap {\n"
	    "    uint32_t fmr_device;      /* Device ID */\n"
	    "    uint64_t fmr_reserved[3]; /* Must be zero */\n"
	    "};\n"
	    "\\&\n"
	    "struct fsmap_head {\n"
	    "    uint32_t fmh_iflags;       /* Control flags */\n"
	    "    uint64_t fmh_reserved[6];  /* Must be zero */\n"
	    "    struct fsmap fmh_keys[2];  /* Low and high keys */\n"
	    "};\n");
}

/* A comment is never one column with a word of code: the comment of a
 * "struct {" line that stands at the column of the names below stays
 * where it is (perf_event_open(2)). */
static void
test_layout_comment_is_no_column_of_code(void **state)
{
	CHECK_PLAIN("    union {\n"
	    "        struct {   /* if PERF_RECORD_MISC_MMAP_BUILD_ID */\n"
	    "            u8     build_id_size;\n"
	    "            u16    __reserved_2;\n"
	    "        };\n"
	    "    };\n",
	    "    union {\n"
	    "        struct {   /* if PERF_RECORD_MISC_MMAP_BUILD_ID */\n"
	    "            uint8_t  build_id_size;\n"
	    "            uint16_t __reserved_2;\n"
	    "        };\n"
	    "    };\n");
}

/* Mode both shows both spellings in a block whose lines it breaks; only
 * a block with no break (an expression) keeps the kernel spelling and
 * gets the key after it. */
static void
test_layout_both_breaks_rather_than_keys(void **state)
{
	struct lt *lt = *state;
	const char *got;

	lt->width = widest_line(
	    "    __u64 attrs; /* Extra file attribute indicators */\n");
	got = lay(lt, KT_MODE_BOTH,
	    "    __u64 attrs; /* Extra file attribute indicators */\n"
	    "    __u32 mask;  /* Mask */\n", HOW_BLOCK);
	assert_null(strstr(got, ".ktypes-key"));
	assert_non_null(strstr(got, "\\*[ktypes-both-text-__u64]"));
	assert_non_null(strstr(got, "/* Extra file attribute\n"));
	/* no break fits the line's own width as written */
	lt->width = 1;
	got = lay(lt, KT_MODE_BOTH, "    x = (u64)a + (u64)b;\n", HOW_BLOCK);
	/* the kernel spelling, in the form of mode annotate (a hover title
	 * in HTML), the blanks as written */
	assert_non_null(strstr(got, "    x = (\\*[ktypes-before-u64]u64"
	    "\\*[ktypes-annotate-u64])a + (\\*[ktypes-before-u64]u64"
	    "\\*[ktypes-annotate-u64])b;\n"));
	/* its key (at the end of the input, the section's) */
	assert_non_null(strstr(got, "key u64 uint64_t"));
	lt->width = 0;
}

/* Lines whose columns are unknown (a string, a motion) are no part of
 * groups; a grown word there takes up the blanks after it, keeping one. */
static void
test_layout_uncertain_lines(void **state)
{
	CHECK("    __u8    kind;  \\*[str]\n"
	    "    __u16   len;\n",
	    "    uint8_t kind;  \\*[str]\n"
	    "    uint16_t len;\n");
	CHECK("    __u16   a;\\h'2n'x\n"
	    "    __u16   b;\n",
	    "    uint16_t a;\\h'2n'x\n"
	    "    uint16_t b;\n");
	/* such a line ends the group above it */
	CHECK("    __u16   a;\n"
	    "    int     \\*[s] b;\n"
	    "    int     c;\n",
	    "    uint16_t a;\n"
	    "    int     \\*[s] b;\n"
	    "    int     c;\n");
	/* growth wider than the padding: one blank stays */
	CHECK_PLAIN("__u16  x; \\*[s]\n",
	    "uint16_t x; \\*[s]\n");
	/* no padding: nothing to take up */
	CHECK_PLAIN("__u16 x; \\*[s]\n",
	    "uint16_t x; \\*[s]\n");
}

/* kt_layout_line alone, as the filter calls it past the block cap. */
static void
test_layout_line_alone(void **state)
{
	struct lt *lt = *state;
	const char *got;

	got = lay(lt, KT_MODE_ISO, "    __u8    kind;  /* k */\n", HOW_LINES);
	assert_string_equal(got, "    uint8_t kind;  /* k */\n");
	/* two grown words: the edits must come out sorted (edit.h) and
	 * the line right */
	got = lay(lt, KT_MODE_ISO, "__u8   a;  __u16   b;  /* c */\n",
	    HOW_LINES);
	assert_string_equal(got, "uint8_t a;  uint16_t b;  /* c */\n");
}

/* A line that grows is never wrapped or joined. */
static void
test_layout_longer_lines_not_wrapped(void **state)
{
	struct lt *lt = *state;
	char in[1024], want[2048];
	size_t i, a = 0, b = 0;
	const char *got;

	for (i = 0; i < 40; i++) {
		a += (size_t)sprintf(in + a, "__u8 a%zu; ", i);
		b += (size_t)sprintf(want + b, "uint8_t a%zu; ", i);
	}
	a += (size_t)sprintf(in + a, "\n__u16   x;\n");
	b += (size_t)sprintf(want + b, "\nuint16_t x;\n");
	got = lay(lt, KT_MODE_ISO, in, HOW_BLOCK);
	assert_string_equal(got, want);
	assert_true(strlen(got) > strlen(in));
	assert_non_null(strchr(got, '\n'));
	assert_ptr_equal(strchr(got, '\n'), strrchr(got, '\n') - 12);
}

/* A word that gets narrower (a table of the user's) leaves the columns
 * after it where they were. */
static void
test_layout_narrower_word(void **state)
{
	struct lt *lt = *state;
	struct kt_table *t = kt_table_new();
	unsigned c = kt_table_class(t, "short");
	static const char in[] = "demo_long_t x;   /* c */\n"
	    "int         y;   /* d */\n";
	const char *got;

	kt_table_enable(t, c, true);
	assert_true(kt_table_add(t, "demo_long_t", "dl", c, 0));
	got = lay_t(lt, t, KT_MODE_ISO, in, strlen(in), HOW_BLOCK);
	assert_string_equal(got, "dl          x;   /* c */\n"
	    "int         y;   /* d */\n");
	got = lay_t(lt, t, KT_MODE_ISO, in, strlen(in), HOW_NAIVE);
	assert_string_equal(got, "dl x;   /* c */\n"
	    "int         y;   /* d */\n");
	kt_table_free(t);
}

/* A line of 1 MB full of type words. */
static void
test_layout_very_long_line(void **state)
{
	struct lt *lt = *state;
	static const char unit_in[] = "__u8  a; ";	/* 9 bytes */
	static const char unit_out[] = "uint8_t a; ";	/* 11 bytes */
	const size_t units = (1u << 20) / (sizeof unit_in - 1) + 1;
	size_t i, a = 0, b = 0, cuts;
	const char *got;

	free(lt->in);
	free(lt->want);
	lt->in = malloc(units * (sizeof unit_in - 1) + 64);
	lt->want = malloc(units * (sizeof unit_out - 1) + 64);
	assert_non_null(lt->in);
	assert_non_null(lt->want);
	for (i = 0; i < units; i++) {
		memcpy(lt->in + a, unit_in, sizeof unit_in - 1);
		memcpy(lt->want + b, unit_out, sizeof unit_out - 1);
		a += sizeof unit_in - 1;
		b += sizeof unit_out - 1;
	}
	/* the next line's word at the column of the last "a;" */
	a += (size_t)sprintf(lt->in + a, "\nx\n");
	b += (size_t)sprintf(lt->want + b, "\nx\n");
	lt->in[a] = '\0';
	lt->want[b] = '\0';
	assert_true(a > (1u << 20));
	got = lay_t(lt, lt->t, KT_MODE_ISO, lt->in, a, HOW_BLOCK);
	/* the line is read in pieces (io.h) and laid out piece by piece: a
	 * word that ends a piece may keep a blank more after it */
	for (i = b = cuts = 0; lt->want[i] != '\0'; )
		if (got[b] == lt->want[i]) {
			i++;
			b++;
		} else if (b > 0 && got[b] == ' ' && got[b - 1] == ' ') {
			b++;
			cuts++;
		} else
			break;
	if (lt->want[i] != '\0' || got[b] != '\0' ||
	    cuts > a / KT_LINE_PIECE) {
		print_error("%zu blanks kept at the ends of pieces\n", cuts);
		show_diff(lt->in, lt->want, got);
		fail();
	}
}

/* A block of LINES lines: groups of four, then one group of all lines
 * that the last line moves. */
static void
big_block(struct lt *lt, size_t lines)
{
	size_t i, a = 0, b = 0;
	const char *got;

	free(lt->in);
	free(lt->want);
	lt->in = malloc(lines * 32 + 64);
	lt->want = malloc(lines * 32 + 64);
	assert_non_null(lt->in);
	assert_non_null(lt->want);
	for (i = 0; i < lines; i++) {
		switch (i % 4) {
		case 0:
			a += (size_t)sprintf(lt->in + a,
			    "    __u8    a%06zu;  /* x */\n", i);
			b += (size_t)sprintf(lt->want + b,
			    "    uint8_t  a%06zu; /* x */\n", i);
			break;
		case 1:
			a += (size_t)sprintf(lt->in + a,
			    "    __u16   b%06zu;  /* y */\n", i);
			b += (size_t)sprintf(lt->want + b,
			    "    uint16_t b%06zu; /* y */\n", i);
			break;
		case 2:
			a += (size_t)sprintf(lt->in + a,
			    "    int     c%06zu;  /* z */\n", i);
			b += (size_t)sprintf(lt->want + b,
			    "    int      c%06zu; /* z */\n", i);
			break;
		default:
			lt->in[a++] = '\n';
			lt->want[b++] = '\n';
			break;
		}
	}
	lt->in[a] = '\0';
	lt->want[b] = '\0';
	got = lay_t(lt, lt->t, KT_MODE_ISO, lt->in, a, HOW_BLOCK);
	if (strcmp(got, lt->want) != 0) {
		show_diff("(big block)", lt->want, got);
		fail();
	}

	/* one group of every line, which only the last line moves */
	a = b = 0;
	for (i = 0; i + 1 < lines; i++) {
		a += (size_t)sprintf(lt->in + a, "    int     v%06zu;\n", i);
		b += (size_t)sprintf(lt->want + b, "    int      v%06zu;\n",
		    i);
	}
	a += (size_t)sprintf(lt->in + a, "    __u16   last;\n");
	b += (size_t)sprintf(lt->want + b, "    uint16_t last;\n");
	got = lay_t(lt, lt->t, KT_MODE_ISO, lt->in, a, HOW_BLOCK);
	if (strcmp(got, lt->want) != 0) {
		show_diff("(big group)", lt->want, got);
		fail();
	}
}

/* Half the lines that the filter holds in a block, and all of them. */
static void
test_layout_big_block(void **state)
{
	big_block(*state, KT_BLOCK_MAX_LINES / 2);
	big_block(*state, KT_BLOCK_MAX_LINES);
}

/* A word after a single blank belongs to the word before it: it is no
 * member of a column that happens to reach it, and its gap stays one
 * blank (io_submit(2), perf_event_open(2), perf-dlfilter(1), a loop
 * after a declaration, landlock(7)). */
static void
test_layout_one_blank_joins_a_phrase(void **state)
{
	CHECK("struct demo {\n"
	    "    __u64   data;\n"
	    "    __u32   key;\n"
	    "};\n",
	    "struct demo {\n"
	    "    uint64_t data;\n"
	    "    uint32_t key;\n"
	    "};\n");
	CHECK_PLAIN("    u32 i;\n"
	    "    for (i = 0; i < n; i++) {\n"
	    "        x(i);\n"
	    "    }\n",
	    "    uint32_t i;\n"
	    "    for (i = 0; i < n; i++) {\n"
	    "        x(i);\n"
	    "    }\n");
	CHECK("    struct demo_header header;\n"
	    "    u32    pid, tid;\n"
	    "    u64    addr;\n",
	    "    struct demo_header header;\n"
	    "    uint32_t pid, tid;\n"
	    "    uint64_t addr;\n");
	/* the names are one column (one of them after padding); the
	 * const declaration is none of it, and the column runs on past it */
	CHECK("    __u32 size;\n"
	    "    __u8  mode;\n"
	    "    const char *name;\n"
	    "    __s32 vcpu;\n",
	    "    uint32_t size;\n"
	    "    uint8_t  mode;\n"
	    "    const char *name;\n"
	    "    int32_t  vcpu;\n");
	/* the = of the declaration is no member of the << column */
	CHECK_PLAIN("__u64 rights[] = {\n"
	    "    (DEMO_A_1  << 1) - 1,  /* v1        */\n"
	    "    (DEMO_A_TW << 1) - 1,  /* v2: \"two\" */\n"
	    "};\n",
	    "uint64_t rights[] = {\n"
	    "    (DEMO_A_1  << 1) - 1,  /* v1        */\n"
	    "    (DEMO_A_TW << 1) - 1,  /* v2: \"two\" */\n"
	    "};\n");
	/* but a name after one blank is a member of a column of names */
	CHECK("    int a;\n"
	    "    u32 b;\n"
	    "    u8  c;\n",
	    "    int      a;\n"
	    "    uint32_t b;\n"
	    "    uint8_t  c;\n");
	/* and so are the names of single-spaced declarations whose type
	 * words are all respelled (statx(2), fanotify(7)): the source
	 * shows them in a column */
	CHECK_PLAIN("    __s64 tv_sec;    /* Seconds */\n"
	    "    __u32 tv_nsec;   /* Nanoseconds */\n",
	    "    int64_t  tv_sec;  /* Seconds */\n"
	    "    uint32_t tv_nsec; /* Nanoseconds */\n");
	CHECK("    __s32 fd;\n"
	    "    __u32 response;\n",
	    "    int32_t  fd;\n"
	    "    uint32_t response;\n");
	/* not where one type word stays (a coincidence of three-letter
	 * words in a function's body), nor a value after "=" */
	CHECK_PLAIN("    int fd;\n"
	    "    u32 key;\n",
	    "    int fd;\n"
	    "    uint32_t key;\n");
	CHECK_PLAIN("    s32 x = 1;\n"
	    "    u32 y = 22;\n",
	    "    int32_t x = 1;\n"
	    "    uint32_t y = 22;\n");
}

/* Text inside a comment is never respaced; a comment after a single
 * blank is still a member of the column of comments it starts at
 * (userfaultfd(2)); a comment column that moves to one column from
 * another one becomes one with it (statx(2)). */
static void
test_layout_comments_keep_their_text(void **state)
{
	CHECK_PLAIN("    __u32 flags; /* Refer  to DEMO_F_* */\n"
	    "    __u8  kind;  /* one of  the kinds */\n",
	    "    uint32_t flags; /* Refer  to DEMO_F_* */\n"
	    "    uint8_t  kind;  /* one of  the kinds */\n");
	CHECK_PLAIN("        __u64 flags;    /* Flags */\n"
	    "        __u64 address;  /* Address */\n"
	    "        union {\n"
	    "            __u32 ptid; /* Thread ID */\n"
	    "        } feat;\n",
	    "        uint64_t flags;    /* Flags */\n"
	    "        uint64_t address;  /* Address */\n"
	    "        union {\n"
	    "            uint32_t ptid; /* Thread ID */\n"
	    "        } feat;\n");
	CHECK("    __u32 mask;          /* Mask */\n"
	    "    __u64 blocks_1234;   /* Blocks */\n"
	    "    __u64 attributes_mask;\n"
	    "                         /* Attributes */\n"
	    "\\&\n"
	    "    struct demo_ts atime;  /* Last access */\n",
	    "    uint32_t mask;         /* Mask */\n"
	    "    uint64_t blocks_1234;  /* Blocks */\n"
	    "    uint64_t attributes_mask;\n"
	    "                           /* Attributes */\n"
	    "\\&\n"
	    "    struct demo_ts atime;  /* Last access */\n");
}

/* A column the author kept runs on past blank lines, \& lines and lines
 * with no member there (sock_diag(7), perf_event_open(2)). */
static void
test_layout_column_past_blank_lines(void **state)
{
	CHECK("    __u8    family;\n"
	    "    __u8    state;\n"
	    "\\&\n"
	    "    struct demo_id id;\n"
	    "\\&\n"
	    "    __u32   expires;\n",
	    "    uint8_t  family;\n"
	    "    uint8_t  state;\n"
	    "\\&\n"
	    "    struct demo_id id;\n"
	    "\\&\n"
	    "    uint32_t expires;\n");
	CHECK("    __u64 one       :  1,  /* first */\n"
	    "          two       :  1,  /* second\n"
	    "                              line */\n"
	    "\\&\n"
	    "          rest      : 62;\n",
	    "    uint64_t one       :  1,  /* first */\n"
	    "             two       :  1,  /* second\n"
	    "                                 line */\n"
	    "\\&\n"
	    "             rest      : 62;\n");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_layout_group_with_untouched_line),
		cmocka_unit_test(test_layout_group_from_one_padded_line),
		cmocka_unit_test(test_layout_group_both_mode),
		cmocka_unit_test(test_layout_group_adjacency),
		cmocka_unit_test(test_layout_column_past_continuations),
		cmocka_unit_test(test_layout_comment_column_through_the_block),
		cmocka_unit_test(test_layout_column_past_a_continuing_comment),
		cmocka_unit_test(test_layout_comment_words_are_no_column),
		cmocka_unit_test(test_layout_padding_absorbs),
		cmocka_unit_test(test_layout_forced_move),
		cmocka_unit_test(test_layout_column_through_single_blanks),
		cmocka_unit_test(test_layout_chain_of_columns),
		cmocka_unit_test(test_layout_no_space_where_none),
		cmocka_unit_test(test_layout_single_space_is_no_group),
		cmocka_unit_test(test_layout_indentation_kept),
		cmocka_unit_test(test_layout_tabs),
		cmocka_unit_test(test_layout_font_macro_lines),
		cmocka_unit_test(test_layout_separator_before_type_word),
		cmocka_unit_test(test_layout_comment_breaks_at_a_word),
		cmocka_unit_test(test_layout_parameters_break_after_a_comma),
		cmocka_unit_test(test_layout_comment_goes_to_its_runs_column),
		cmocka_unit_test(test_layout_braces_break_after_a_comma),
		cmocka_unit_test(test_layout_comment_continuation_goes_under_the_name),
		cmocka_unit_test(test_layout_comment_alone_goes_back_rather_than_break),
		cmocka_unit_test(test_layout_font_macro_breaks_into_two_calls),
		cmocka_unit_test(test_layout_both_breaks_rather_than_keys),
		cmocka_unit_test(test_layout_structures_keep_their_columns),
		cmocka_unit_test(test_layout_comment_is_no_column_of_code),
		cmocka_unit_test(test_layout_uncertain_lines),
		cmocka_unit_test(test_layout_line_alone),
		cmocka_unit_test(test_layout_longer_lines_not_wrapped),
		cmocka_unit_test(test_layout_narrower_word),
		cmocka_unit_test(test_layout_very_long_line),
		cmocka_unit_test(test_layout_big_block),
		cmocka_unit_test(test_layout_one_blank_joins_a_phrase),
		cmocka_unit_test(test_layout_comments_keep_their_text),
		cmocka_unit_test(test_layout_column_past_blank_lines),
	};

	return cmocka_run_group_tests(tests, lt_setup, lt_teardown);
}
