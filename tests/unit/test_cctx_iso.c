/* test_cctx_iso.c: the C-context rules (src/cctx.h) as iso output shows
 * them, a catalogue of whole lines; test_cctx.c asks the rules about one
 * word at a time.  One row per rule: a roff line (a text line or a control
 * line), whether it is in a no-fill region, and the exact line that iso
 * mode must make of it.  Each line goes through the filter (after ".nf"
 * for no-fill rows), which scans, rewrites and, in no-fill, lays it out
 * as a block of its own.
 *
 * The rows are what Linux man pages contain (many are copied from
 * man-pages 6.14: perf_event_open(2), bpf-helpers(7), clone(2),
 * endian(3), open_how(2type), proc_timer_stats(5)) and the C around them.
 * Where C syntax alone decides, the expected line is what a C programmer
 * would say. */
#include <config.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mode.h"
#include "table.h"
#include "unit.h"

struct row {
	const char *line;	/* the roff line */
	bool nofill;		/* after .nf */
	const char *want;	/* the iso line; NULL: unchanged */
};

#define FILL false
#define NOFILL true
#define SAME NULL

static struct kt_table *table;

static int
cc_setup(void **state)
{
	(void)state;
	table = unit_builtin_table();
	return 0;
}

static int
cc_teardown(void **state)
{
	(void)state;
	kt_table_free(table);
	return 0;
}

/* The iso output of LINE (LEN bytes), malloc'ed: what the filter makes
 * of it, after ".nf" if NOFILL. */
static char *
iso_n(const char *line, size_t len, bool nofill)
{
	static const char nf[] = ".nf\n";
	size_t pre = nofill ? sizeof nf - 1 : 0, n;
	char *in = malloc(pre + len + 1), *out;

	assert_non_null(in);
	memcpy(in, nf, pre);
	memcpy(in + pre, line, len);
	out = unit_filter(table, KT_MODE_ISO, in, pre + len, &n);
	/* what the lines become (a key after a line without a newline
	 * starts a line of its own) */
	n = unit_cut_keys(out, n);
	if (len > 0 && line[len - 1] != '\n' && n > 0 && out[n - 1] == '\n')
		out[--n] = '\0';
	free(in);
	/* the blanks that the filter makes unbreakable in a prototype of
	 * filled text ("\~": it breaks only after a comma, a part of its
	 * own, tests/modes/prototypes-in-filled-text-break-only-after-a-
	 * comma.sh) are compared as the blanks they were: here the words
	 * are tested */
	n = unit_unbreak(out, n);
	/* the .nf line is copied as it is */
	assert_true(n >= pre && memcmp(out, nf, pre) == 0);
	memmove(out, out + pre, n - pre + 1);
	return out;
}

static void
check_rows(const struct row *r, size_t n)
{
	size_t i;
	int bad = 0;

	for (i = 0; i < n; i++) {
		const char *want = r[i].want != NULL ? r[i].want : r[i].line;
		char *got = iso_n(r[i].line, strlen(r[i].line), r[i].nofill);

		if (strcmp(got, want) != 0) {
			print_error("%s'%s'\n   expected '%s'\n        got '%s'\n",
			    r[i].nofill ? "(no-fill) " : "", r[i].line, want,
			    got);
			bad++;
		}
		free(got);
	}
	if (bad > 0)
		print_error("%d of %zu rows wrong\n", bad, n);
	assert_int_equal(bad, 0);
}

#define CHECK(rows) check_rows(rows, sizeof (rows) / sizeof (rows)[0])

static void
test_cctx_iso_several_declarators(void **state)
{
	static const struct row rows[] = {
		{ "u32 a, b, *c;", FILL, "uint32_t a, b, *c;" },
		{ "u32 a, b, *c;", NOFILL, "uint32_t a, b, *c;" },
		{ "u64 count, enabled, running;", NOFILL,
		  "uint64_t count, enabled, running;" },
		{ "u32 seq, time_mult, time_shift, idx, width;", NOFILL,
		  "uint32_t seq, time_mult, time_shift, idx, width;" },
		{ "    u32    pid, tid;", NOFILL, "    uint32_t pid, tid;" },
		{ "u8 a = 1, b = 2;", FILL, "uint8_t a = 1, b = 2;" },
		{ "u64 x = 0, *p = &x;", NOFILL, "uint64_t x = 0, *p = &x;" },
		{ "int x; u64 y; s8 z;", NOFILL,
		  "int x; uint64_t y; int8_t z;" },
		{ "for (u32 i = 0; i < n; i++)", NOFILL,
		  "for (uint32_t i = 0; i < n; i++)" },
		/* a declaration that goes on on the next line, in code */
		{ "    u64 a, b,", NOFILL, "    uint64_t a, b," },
		{ "    u32 counter", NOFILL, "    uint32_t counter" },
		{ "static u64 total", NOFILL, "static uint64_t total" },
		/* in running text, two words */
		{ "u64 x", FILL, SAME },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_bit_fields(void **state)
{
	static const struct row rows[] = {
		{ "u8 x:4;", FILL, "uint8_t x:4;" },
		{ "u8 x : 4;", NOFILL, "uint8_t x : 4;" },
		{ "u32 flags:1, mode:3;", NOFILL, "uint32_t flags:1, mode:3;" },
		{ "    u64 enabled : 1,", NOFILL, "    uint64_t enabled : 1," },
		{ "s16 delta:12;", FILL, "int16_t delta:12;" },
		/* an unnamed bit-field, padding in a structure */
		{ "    u32 :4;", NOFILL, "    uint32_t :4;" },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_arrays(void **state)
{
	static const struct row rows[] = {
		{ "u8 data[];", FILL, "uint8_t data[];" },
		{ "u32 v[4];", FILL, "uint32_t v[4];" },
		{ "    u8 tag[BPF_TAG_SIZE];", NOFILL,
		  "    uint8_t tag[BPF_TAG_SIZE];" },
		{ "    u64    regs[weight(mask)];", NOFILL,
		  "    uint64_t regs[weight(mask)];" },
		{ "    u8     bytes[];", NOFILL, "    uint8_t bytes[];" },
		{ "            u8     build_id[20];", NOFILL,
		  "            uint8_t build_id[20];" },
		{ "u8 buf[2][16];", NOFILL, "uint8_t buf[2][16];" },
		{ "u8 data[0];", NOFILL, "uint8_t data[0];" },
		{ "u32 *a[4];", NOFILL, "uint32_t *a[4];" },
		{ "u32 (*arr)[4];", NOFILL, "uint32_t (*arr)[4];" },
		{ "static const u32 tab[] = { 1, 2 };", NOFILL,
		  "static const uint32_t tab[] = { 1, 2 };" },
		{ "u64 x[] = { (u64)1, (u64)2 };", NOFILL,
		  "uint64_t x[] = { (uint64_t)1, (uint64_t)2 };" },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_qualifiers(void **state)
{
	static const struct row rows[] = {
		{ "const u8 *p;", FILL, "const uint8_t *p;" },
		{ "volatile u32 r;", FILL, "volatile uint32_t r;" },
		{ "const volatile u64 *reg;", NOFILL,
		  "const volatile uint64_t *reg;" },
		{ "u8 const *p;", NOFILL, "uint8_t const *p;" },
		{ "u32 volatile *v;", NOFILL, "uint32_t volatile *v;" },
		{ "u64 *const p;", NOFILL, "uint64_t *const p;" },
		{ "static u64 y = 0;", NOFILL, "static uint64_t y = 0;" },
		{ "extern u32 count;", NOFILL, "extern uint32_t count;" },
		{ "register u64 r;", NOFILL, "register uint64_t r;" },
		{ "static inline u32 hash(u32 x)", NOFILL,
		  "static inline uint32_t hash(uint32_t x)" },
		{ "u32 __user *uptr;", NOFILL, "uint32_t __user *uptr;" },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_pointers(void **state)
{
	static const struct row rows[] = {
		{ "u64 *p;", FILL, "uint64_t *p;" },
		{ "u64 **pp;", FILL, "uint64_t **pp;" },
		{ "u64 * p;", NOFILL, "uint64_t * p;" },
		{ "u64* p;", NOFILL, "uint64_t* p;" },
		{ "u64*p;", NOFILL, "uint64_t*p;" },
		{ "void *f(u8 *buf);", NOFILL, "void *f(uint8_t *buf);" },
		{ "struct foo *f(u32 id);", NOFILL,
		  "struct foo *f(uint32_t id);" },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_casts(void **state)
{
	static const struct row rows[] = {
		{ "(u64)x", FILL, "(uint64_t)x" },
		{ "(u64) x", FILL, "(uint64_t) x" },
		{ "( u64 )x", FILL, "( uint64_t )x" },
		{ "*(u32 *)p", FILL, "*(uint32_t *)p" },
		{ "(const u8 *)buf", FILL, "(const uint8_t *)buf" },
		{ "x = (u16)y;", NOFILL, "x = (uint16_t)y;" },
		{ "((u64)1 << 32)", NOFILL, "((uint64_t)1 << 32)" },
		{ "rem = cyc & (((u64)1 << time_shift) \\- 1);", NOFILL,
		  "rem = cyc & (((uint64_t)1 << time_shift) \\- 1);" },
		{ "*(u32 *) value = 1;", NOFILL, "*(uint32_t *) value = 1;" },
		{ "(u32)~0", NOFILL, "(uint32_t)~0" },
		{ "(s64)\\-1", NOFILL, "(int64_t)\\-1" },
		{ "(u8)(x >> 8)", NOFILL, "(uint8_t)(x >> 8)" },
		{ "(u64 *) &x", NOFILL, "(uint64_t *) &x" },
		{ "(u32 **)pp", NOFILL, "(uint32_t **)pp" },
		{ "(void *)(u64)x", NOFILL, "(void *)(uint64_t)x" },
		{ "(u64)(u32)x", NOFILL, "(uint64_t)(uint32_t)x" },
		{ "f((u32)x, (u64)y)", NOFILL,
		  "f((uint32_t)x, (uint64_t)y)" },
		{ "return (u64)a << 32 | b;", NOFILL,
		  "return (uint64_t)a << 32 | b;" },
		{ "c ? (u32)a : (u64)b", NOFILL,
		  "c ? (uint32_t)a : (uint64_t)b" },
		{ "f(&(u32){ 0 });", NOFILL, "f(&(uint32_t){ 0 });" },
		{ "u64 x = (u64)y * 2;", NOFILL,
		  "uint64_t x = (uint64_t)y * 2;" },
		/* sparse's annotation of a cast between byte orders */
		{ "x = (__force u32)y;", NOFILL, "x = (__force uint32_t)y;" },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_sizeof(void **state)
{
	static const struct row rows[] = {
		{ "sizeof(u64)", FILL, "sizeof(uint64_t)" },
		{ "sizeof (u32)", FILL, "sizeof (uint32_t)" },
		{ "sizeof(u64 *)", NOFILL, "sizeof(uint64_t *)" },
		{ "sizeof(u32) * 4", NOFILL, "sizeof(uint32_t) * 4" },
		{ "n = sizeof(struct s) + sizeof(u16);", NOFILL,
		  "n = sizeof(struct s) + sizeof(uint16_t);" },
		{ "BUILD_BUG_ON(sizeof(u64) != 8);", NOFILL,
		  "BUILD_BUG_ON(sizeof(uint64_t) != 8);" },
		{ "    .key_size = sizeof(u32),", NOFILL,
		  "    .key_size = sizeof(uint32_t)," },
		{ "_Alignof(u64)", NOFILL, "_Alignof(uint64_t)" },
		{ "case sizeof(u32):", NOFILL, "case sizeof(uint32_t):" },
		/* an array type */
		{ "sizeof(u8[16])", NOFILL, "sizeof(uint8_t[16])" },
		/* without parentheses, sizeof takes an expression: a variable */
		{ "sizeof u32", NOFILL, SAME },
	};

	(void)state;
	CHECK(rows);
}

/* Rows of the fixture NAME (tests/fixtures/unit/NAME.rows, which says
 * its form), checked as check_rows does. */
static void
check_fixture_rows(const char *name)
{
	char file[256], *text, *p, *nl;
	struct row *rows = NULL;
	size_t n = 0, cap = 0;

	snprintf(file, sizeof file, "%s.rows", name);
	text = unit_fixture(file, NULL);
	for (p = text; *p != '\0'; p = nl + 1) {
		nl = strchr(p, '\n');
		assert_non_null(nl);
		*nl = '\0';
		if (*p == '#' || *p == '\0')
			continue;
		if (strncmp(p, "iso    ", 7) == 0) {
			assert_true(n > 0 && rows[n - 1].want == NULL);
			rows[n - 1].want = strcmp(p + 7, "=") == 0 ?
			    rows[n - 1].line : p + 7;
			continue;
		}
		assert_true(strncmp(p, "fill   ", 7) == 0 ||
		    strncmp(p, "nofill ", 7) == 0);
		assert_true(n == 0 || rows[n - 1].want != NULL);
		if (n == cap) {
			cap = cap * 2 + 16;
			rows = realloc(rows, cap * sizeof *rows);
			assert_non_null(rows);
		}
		rows[n].line = p + 7;
		rows[n].nofill = *p == 'n';
		rows[n++].want = NULL;
	}
	assert_true(n > 0 && rows[n - 1].want != NULL);
	check_rows(rows, n);
	free(rows);
	free(text);
}

static void
test_cctx_iso_prototypes_in_synopsis(void **state)
{
	(void)state;
	check_fixture_rows("prototypes-in-synopsis");
}

static void
test_cctx_iso_typedefs(void **state)
{
	static const struct row rows[] = {
		{ "typedef u32 id_t;", FILL, "typedef uint32_t id_t;" },
		{ "typedef u32 id_t;", NOFILL, "typedef uint32_t id_t;" },
		{ "typedef u8 mac_t[6];", NOFILL, "typedef uint8_t mac_t[6];" },
		{ "typedef u64 (*cb_t)(u32);", NOFILL,
		  "typedef uint64_t (*cb_t)(uint32_t);" },
		{ "typedef struct { u32 a; } t;", NOFILL,
		  "typedef struct { uint32_t a; } t;" },
		/* the name being defined is no use of it */
		{ "typedef __u64 u64;", NOFILL, "typedef uint64_t u64;" },
		{ "typedef unsigned long long u64;", NOFILL, SAME },
		{ "#define u64 unsigned long long", NOFILL, SAME },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_one_line_structs(void **state)
{
	static const struct row rows[] = {
		{ "struct s { u32 a; u64 b; };", FILL,
		  "struct s { uint32_t a; uint64_t b; };" },
		{ "struct s { u32 a; u64 b; };", NOFILL,
		  "struct s { uint32_t a; uint64_t b; };" },
		{ "    struct { u64 dev, inode } [nr_namespaces];", NOFILL,
		  "    struct { uint64_t dev, inode } [nr_namespaces];" },
		{ "union { u8 b[4]; u32 w; } x;", NOFILL,
		  "union { uint8_t b[4]; uint32_t w; } x;" },
		{ "struct s { u32 a; } __attribute__((packed));", NOFILL,
		  "struct s { uint32_t a; } __attribute__((packed));" },
		{ "struct { u32 len; char buf[]; } *p;", NOFILL,
		  "struct { uint32_t len; char buf[]; } *p;" },
		/* perf_event_open(2): the code keeps the author's spacing
		 * (the blanks before "}" line it up with the other lines of
		 * the page's struct), the comment's blanks take the growth */
		{ "    { u64 id;       }   /* if PERF_SAMPLE_ID set */", NOFILL,
		  "    { uint64_t id;       } /* if PERF_SAMPLE_ID set */" },
		{ "    { u32 pid, tid; }   /* if PERF_SAMPLE_TID set */", NOFILL,
		  "    { uint32_t pid, tid; } /* if PERF_SAMPLE_TID set */" },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_function_pointers(void **state)
{
	static const struct row rows[] = {
		{ "u64 (*fn)(u32);", FILL, "uint64_t (*fn)(uint32_t);" },
		{ "u64 (*fn)(u32);", NOFILL, "uint64_t (*fn)(uint32_t);" },
		{ "long (*callback_fn)(u64 index, void *ctx);", NOFILL,
		  "long (*callback_fn)(uint64_t index, void *ctx);" },
		{ "void (*f)(u8 *, u16);", NOFILL,
		  "void (*f)(uint8_t *, uint16_t);" },
		{ "int (*cmp)(const u32 *a, const u32 *b);", NOFILL,
		  "int (*cmp)(const uint32_t *a, const uint32_t *b);" },
		{ "u32 (*const ops[4])(void);", NOFILL,
		  "uint32_t (*const ops[4])(void);" },
		{ "u8 (*p)[4];", NOFILL, "uint8_t (*p)[4];" },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_macro_wrapped(void **state)
{
	static const struct row rows[] = {
		{ "PADDED(u32, pad);", FILL, "PADDED(uint32_t, pad);" },
		{ "    PADDED(u32, pad);", NOFILL, "    PADDED(uint32_t, pad);" },
		{ "__DECLARE_FLEX_ARRAY(u8, data);", NOFILL,
		  "__DECLARE_FLEX_ARRAY(uint8_t, data);" },
		{ "DECLARE_FLEX_ARRAY(u64, vals);", NOFILL,
		  "DECLARE_FLEX_ARRAY(uint64_t, vals);" },
		{ "x = min_t(u32, a, b);", NOFILL, "x = min_t(uint32_t, a, b);" },
		{ "READ_ONCE(*(u32 *)p)", NOFILL, "READ_ONCE(*(uint32_t *)p)" },
		{ "__attribute__((aligned(sizeof(u64))))", NOFILL,
		  "__attribute__((aligned(sizeof(uint64_t))))" },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_attributes_after_declarator(void **state)
{
	static const struct row rows[] = {
		{ "u64 val __attribute__((aligned(8)));", NOFILL,
		  "uint64_t val __attribute__((aligned(8)));" },
		{ "u64 __attribute__((aligned(8))) val;", NOFILL,
		  "uint64_t __attribute__((aligned(8))) val;" },
		{ "static __always_inline u32 hash(u32 x)", NOFILL,
		  "static __always_inline uint32_t hash(uint32_t x)" },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_comments_in_code(void **state)
{
	static const struct row rows[] = {
		{ "u64 x; /* u64 in a comment stays */", NOFILL,
		  "uint64_t x; /* u64 in a comment stays */" },
		{ "u64 x; /* u64 in a comment stays */", FILL,
		  "uint64_t x; /* u64 in a comment stays */" },
		{ "u32 len; // u32 counts bytes", NOFILL,
		  "uint32_t len; // u32 counts bytes" },
		{ "/* u64 */", NOFILL, SAME },
		/* a mention in words in a comment, as in running text */
		{ "    __u32 __reserved_3;         /* align to u64 */", NOFILL,
		  "    uint32_t __reserved_3;      /* align to uint64_t */" },
		{ "    u32 flags;  /* PTRACE_PEEKSIGINFO_SHARED or 0 */", NOFILL,
		  "    uint32_t flags; /* PTRACE_PEEKSIGINFO_SHARED or 0 */" },
		{ "    u64 pidfd;        /* Where to store PID file descriptor",
		  NOFILL,
		  "    uint64_t pidfd;   /* Where to store PID file descriptor" },
		{ "    u64 set_tid;      /* Pointer to a \\f[I]pid_t\\f[] array",
		  NOFILL,
		  "    uint64_t set_tid; /* Pointer to a \\f[I]pid_t\\f[] array" },
		/* a continuation line of a comment is prose */
		{ "                         u64 values follow */", NOFILL,
		  SAME },
		/* pseudo-C of BPF instructions in a comment: casts */
		{ "                                /* *(u32 *) (fp \\- 4) = r0 */",
		  NOFILL,
		  "                                /* *(uint32_t *) (fp \\- 4) = "
		  "r0 */" },
		{ "                                /* lock *(u64 *) r0 += r1 */",
		  NOFILL,
		  "                                /* lock *(uint64_t *) r0 += "
		  "r1 */" },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_tabs(void **state)
{
	static const struct row rows[] = {
		/* the tab after the type no longer reaches the name's column
		 * (10, now 14): the line takes spaces */
		{ "\tu32\tflags;", NOFILL, "     uint32_t flags;" },
		/* uint16_t ends at 13, the tab still reaches 15 */
		{ "\t__u16\tlen;", NOFILL, "\tuint16_t\tlen;" },
		{ "static\tu64\tcount;", NOFILL, "static    uint64_t count;" },
		{ "u32\tx;", FILL, "uint32_t\tx;" },
		{ "\tr0 = *(u32 *)(r1 + 8);", NOFILL,
		  "\tr0 = *(uint32_t *)(r1 + 8);" },
		{ "\tfoo(u64\tx);", NOFILL, "     foo(uint64_t x);" },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_members_and_variables(void **state)
{
	static const struct row rows[] = {
		{ "uint64_t u64;", FILL, SAME },
		{ "        uint32_t u32;", NOFILL, SAME },
		{ ".B \"    uint64_t  u64;\"", NOFILL, SAME },
		{ "unsigned int u32;", NOFILL, SAME },
		{ "struct foo u32;", NOFILL, SAME },
		{ "__u32 u32;", NOFILL, "uint32_t u32;" },
		{ "u64 u64;", NOFILL, "uint64_t u64;" },
		{ "union { u8 u8; u16 u16; u32 u32; };", NOFILL,
		  "union { uint8_t u8; uint16_t u16; uint32_t u32; };" },
		{ "x.u32", FILL, SAME },
		{ "x.u32 = 0x44332211", NOFILL, SAME },
		{ "htobe32(x.u32) = 0x11223344", NOFILL, SAME },
		{ "    printf(\"x.u32 = %#x\\[rs]n\", x.u32);", NOFILL, SAME },
		{ "p->s64", FILL, SAME },
		{ "p->s64 = 0;", NOFILL, SAME },
		{ "p->u64++;", NOFILL, SAME },
		{ "q = &p->u32;", NOFILL, SAME },
		{ "{ .u32 = 1 }", NOFILL, SAME },
		{ "s64 = a + b;", NOFILL, SAME },
		{ "u32 = 0;", NOFILL, SAME },
		{ "if (u32 > 5)", NOFILL, SAME },
		{ "return u64;", NOFILL, SAME },
		{ "x = u64 + 1;", NOFILL, SAME },
		{ "f(u32 + 1);", NOFILL, SAME },
		{ "a[u32] = 0;", NOFILL, SAME },
		{ "u8++;", NOFILL, SAME },
		{ "*u32 = 5;", NOFILL, SAME },
		{ "x = y ? u32 : u64;", NOFILL, SAME },
		{ "case u8:", NOFILL, SAME },
		{ "enum { u8 = 1 };", NOFILL, SAME },
		{ "x = (unsigned)u32;", NOFILL, SAME },
		/* a member named by offsetof */
		{ "offsetof(struct s, u32)", NOFILL, SAME },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_registers_and_instructions(void **state)
{
	static const struct row rows[] = {
		/* BPF pseudo-C: casts */
		{ "r0 = *(u32 *)(r1 + 8)", NOFILL, "r0 = *(uint32_t *)(r1 + 8)" },
		{ "*(u64 *)(r10 \\- 8) = r1;", NOFILL,
		  "*(uint64_t *)(r10 \\- 8) = r1;" },
		{ "lock *(u32 *)(r1 + 0) += r2", NOFILL,
		  "lock *(uint32_t *)(r1 + 0) += r2" },
		{ "  4: (61) r0 = *(u32 *)(r1 +0)", NOFILL,
		  "  4: (61) r0 = *(uint32_t *)(r1 +0)" },
		/* assembly: operands */
		{ "mov w0, u32", NOFILL, SAME },
		{ "    ldr x0, [x1, u64]", NOFILL, SAME },
		{ "    add r0, r1, u8", NOFILL, SAME },
		/* prose about registers */
		{ "u32 r0", FILL, SAME },
		{ "the u32 r0 register", FILL, SAME },
		{ "u32 is a type", FILL, SAME },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_shell_and_proc_output(void **state)
{
	static const struct row rows[] = {
		{ "kworker/u16:0", FILL, SAME },
		{ "kworker/u16:0", NOFILL, SAME },
		{ "    1,  4911 kworker/u16:0    mod_delayed_work_on "
		  "(delayed_work_timer_fn)", NOFILL, SAME },
		{ "$ ps \\-e | grep kworker/u8", NOFILL, SAME },
		{ "u8 u16 u32", NOFILL, SAME },
		{ "u8  u16  u32  u64", NOFILL, SAME },
		{ "flags   u32", NOFILL, SAME },
		/* tracefs event format */
		{ "\tfield:u32 pid;\toffset:8;\tsize:4;\tsigned:0;", NOFILL,
		  SAME },
		/* bpftool btf dump */
		{ "[1] INT 'u32' size=4 bits_offset=0 nr_bits=32 encoding=(none)",
		  NOFILL, SAME },
		{ "[2] TYPEDEF 'u64' type_id=3", NOFILL, SAME },
		/* tc(8) */
		{ "tc filter add dev eth0 parent 1: prio 1 u32 match ip dst "
		  "1.2.3.4", NOFILL, SAME },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_paths_and_versions(void **state)
{
	static const struct row rows[] = {
		{ "/sys/kernel/debug/u32", FILL, SAME },
		{ "/sys/fs/bpf/u32/", NOFILL, SAME },
		{ "lib/u64/x", NOFILL, SAME },
		{ "u32/flags", NOFILL, SAME },
		{ "\\&./u32", FILL, SAME },
		{ "net/sched/cls_u32.c", FILL, SAME },
		{ "u8\\-1.2", FILL, SAME },
		{ "u8-1.2", NOFILL, SAME },
		{ "u32.1", FILL, SAME },
		{ "u8 1.2", NOFILL, SAME },
		{ "see tc\\-u32(8)", FILL, SAME },
		{ ".BR tc\\-u32 (8)", FILL, SAME },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_roman_prose(void **state)
{
	static const struct row rows[] = {
		/* a mention in words after a word of the sentence, in any
		 * font, as "three additional \\fBu64\\fP arguments" */
		{ "Each format specifier corresponds to one u64 element", FILL,
		  "Each format specifier corresponds to one uint64_t element" },
		{ "one u64 element", NOFILL, SAME },
		{ "Behaves like \\fBbpf_trace_printk\\fP() helper, but takes an "
		  "array of u64", FILL, "Behaves like \\fBbpf_trace_printk\\fP() "
		  "helper, but takes an array of uint64_t" },
		{ "Use u64 for counters.", FILL, "Use uint64_t for counters." },
		/* but not at the start of a line, nor a list (none of it) */
		{ "u64 values are stored", FILL, SAME },
		{ "u32, u64, and s64 are kernel types.", FILL, SAME },
		{ "The u32 field", FILL, SAME },
		/* a list in parentheses that is prose, not declarators */
		{ "(u8, u16, or u32)", FILL, SAME },
		{ "one of (u8, u16 or u32) bits", FILL, SAME },
		{ "(u64, as for the others)", FILL, SAME },
		/* a name after "and" or "or" whose partner before it is a
		 * type is the same kind of mention (third review, F4) */
		{ "It takes u32 and u64 arguments.", FILL,
		  "It takes uint32_t and uint64_t arguments." },
		{ "Either u32 or u64 values are accepted.", FILL,
		  "Either uint32_t or uint64_t values are accepted." },
		{ "The result is s64 or u64.", FILL,
		  "The result is int64_t or uint64_t." },
		{ "The u32 and u64 types are used.", FILL,
		  "The uint32_t and uint64_t types are used." },
		{ "a \\fBu32\\fP or u64 value", FILL,
		  "a \\fBuint32_t\\fP or uint64_t value" },
		{ "a __u32 or u64 value", FILL, "a uint32_t or uint64_t value" },
		{ "x = 1; /* a u32 or u64 count */", NOFILL,
		  "x = 1; /* a uint32_t or uint64_t count */" },
		/* but not across a comma, nor after a word that is no type,
		 * nor a conjunct that names a register, nor in code */
		{ "as u32, or u64", FILL, "as uint32_t, or u64" },
		{ "foo and u64 values", FILL, SAME },
		{ "either u32 or u64 register", FILL,
		  "either uint32_t or u64 register" },
		{ "u32 x = a or u64;", NOFILL, "uint32_t x = a or u64;" },
		/* and lists of abstract declarators, in text and code */
		{ "(u8, u16, u32)", FILL, "(uint8_t, uint16_t, uint32_t)" },
		{ "(u8 *, const u16, unsigned int)", FILL,
		  "(uint8_t *, const uint16_t, unsigned int)" },
		{ "f(struct foo *, u32)", FILL, "f(struct foo *, uint32_t)" },
		{ "int f(u32, u64 x);", NOFILL, "int f(uint32_t, uint64_t x);" },
	};

	(void)state;
	CHECK(rows);
}

static void
test_cctx_iso_inside_longer_identifiers(void **state)
{
	static const struct row rows[] = {
		{ "bpf_get_prandom_u32()", FILL, SAME },
		{ "x = bpf_get_prandom_u32();", NOFILL, SAME },
		{ "u32_max u64val my_u64 xu8 U32 UINT32_MAX PRIu64", NOFILL,
		  SAME },
		{ "hash_u32(x) s64_to_u64(y) u64_stats_sync", NOFILL, SAME },
		{ "__u64x x__u32 __u320 __u32_le __kernel_u64", NOFILL, SAME },
		{ "atomic64_t be32_to_cpu", FILL, SAME },
		{ "1u64 0xu8", NOFILL, SAME },
		/* and the long names where they stand alone */
		{ "__u32 x; __s64 y;", FILL, "uint32_t x; int64_t y;" },
		{ "a __u16 in prose", FILL, "a uint16_t in prose" },
	};

	(void)state;
	CHECK(rows);
}

/* A long line of declarators: the rules look around each word, and must
 * not look at the whole line for every word. */
static void
test_cctx_iso_long_line(void **state)
{
	static const char unit_in[] = "f(u64 a, u32 b); ";
	static const char unit_out[] = "f(uint64_t a, uint32_t b); ";
	const size_t units = (128u << 10) / (sizeof unit_in - 1);
	char *in = malloc(units * (sizeof unit_in - 1) + 1);
	char *want = malloc(units * (sizeof unit_out - 1) + 1);
	char *got;
	size_t i;

	(void)state;
	assert_non_null(in);
	assert_non_null(want);
	for (i = 0; i < units; i++) {
		memcpy(in + i * (sizeof unit_in - 1), unit_in,
		    sizeof unit_in - 1);
		memcpy(want + i * (sizeof unit_out - 1), unit_out,
		    sizeof unit_out - 1);
	}
	in[units * (sizeof unit_in - 1)] = '\0';
	want[units * (sizeof unit_out - 1)] = '\0';
	got = iso_n(in, strlen(in), false);
	assert_true(strcmp(got, want) == 0);
	free(got);
	free(in);
	free(want);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cctx_iso_several_declarators),
		cmocka_unit_test(test_cctx_iso_bit_fields),
		cmocka_unit_test(test_cctx_iso_arrays),
		cmocka_unit_test(test_cctx_iso_qualifiers),
		cmocka_unit_test(test_cctx_iso_pointers),
		cmocka_unit_test(test_cctx_iso_casts),
		cmocka_unit_test(test_cctx_iso_sizeof),
		cmocka_unit_test(test_cctx_iso_prototypes_in_synopsis),
		cmocka_unit_test(test_cctx_iso_typedefs),
		cmocka_unit_test(test_cctx_iso_one_line_structs),
		cmocka_unit_test(test_cctx_iso_function_pointers),
		cmocka_unit_test(test_cctx_iso_macro_wrapped),
		cmocka_unit_test(test_cctx_iso_attributes_after_declarator),
		cmocka_unit_test(test_cctx_iso_comments_in_code),
		cmocka_unit_test(test_cctx_iso_tabs),
		cmocka_unit_test(test_cctx_iso_members_and_variables),
		cmocka_unit_test(test_cctx_iso_registers_and_instructions),
		cmocka_unit_test(test_cctx_iso_shell_and_proc_output),
		cmocka_unit_test(test_cctx_iso_paths_and_versions),
		cmocka_unit_test(test_cctx_iso_roman_prose),
		cmocka_unit_test(test_cctx_iso_inside_longer_identifiers),
		cmocka_unit_test(test_cctx_iso_long_line),
	};

	return cmocka_run_group_tests(tests, cc_setup, cc_teardown);
}
