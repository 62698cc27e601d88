/* roff_tbl.c: tbl's state, for the scanner (see roff_int.h).
 *
 * Between .TS and .TE a table is tbl's input: an options line (which may
 * set the cell separator with tab(x)), format lines up to one that ends in
 * a period, then data, whose cells the separator divides; .T& goes back
 * to format lines.  A control line where tbl expects its format is tbl's
 * output, which the scanner reads as such up to the .TE.
 */
#include <config.h>

#include <string.h>

#include "roff_int.h"

void
kt_tbl_start(struct kt_roff *st)
{
	st->tbl_nofill = st->nofill;
	st->tbl = 1;
	st->tbl_first = true;
	st->tbl_tab = '\t';
	st->tbl_typecols = 0;
	st->tbl_block = false;
}

void
kt_tbl_end(struct kt_roff *st, struct kt_line_info *info)
{
	/* tbl's output sets no-fill and, at its end, puts back the fill
	 * mode of the .TS in a way only troff can follow */
	if (st->tbl != 0 || st->tbl_out) {
		info->table_end = true;
		st->nofill = st->tbl_nofill;
	}
	st->tbl = 0;
	st->tbl_out = false;
}

void
kt_tbl_continue(struct kt_roff *st)
{
	if (st->tbl == 2) {
		st->tbl = 1;
		st->tbl_first = false;
	}
}

/* Is this tbl format line the last one (ends in a period)? */
static bool
kt_tbl_format_ends(const unsigned char *s, size_t n)
{
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	return n > 0 && s[n - 1] == '.';
}

/* Parse tbl's options line for tab(x). */
static void
kt_tbl_options(struct kt_roff *st, const unsigned char *s, size_t n)
{
	size_t i;

	for (i = 0; i + 4 < n; i++)
		if ((s[i] | 0x20) == 't' && (s[i + 1] | 0x20) == 'a' &&
		    (s[i + 2] | 0x20) == 'b' && (i == 0 ||
		    !kt_roff_ident(s[i - 1]))) {
			size_t j = i + 3;
			while (j < n && (s[j] == ' ' || s[j] == '\t'))
				j++;
			if (j + 1 < n && s[j] == '(' && s[j + 1] != ')')
				st->tbl_tab = s[j + 1];
		}
}

void
kt_tbl_format_line(struct kt_roff *st, const unsigned char *s, size_t n)
{
	if (st->tbl_first) {
		size_t k;
		st->tbl_first = false;
		for (k = n; k > 0 && (s[k - 1] == ' ' || s[k - 1] == '\t'); k--)
			;
		if (k > 0 && s[k - 1] == ';') {
			kt_tbl_options(st, s, n);
			return;
		}
	}
	if (kt_tbl_format_ends(s, n))
		st->tbl = 2;
}

/* Is the cell of N bytes at S, but for font changes, "\&", "\%" and
 * blanks, the word "Type" or "Types" in any case: the heading of a column
 * of type names? */
static bool
kt_tbl_type_heading(const struct kt_roff *st, const unsigned char *s,
		    size_t n)
{
	static const char word[] = "types";
	size_t i = 0, k = 0;

	while (i < n) {
		if (s[i] == ' ') {
			i++;
		} else if (st->esc_on && s[i] == st->esc && i + 1 < n &&
		    (s[i + 1] == '&' || s[i + 1] == '%')) {
			i += 2;
		} else if (st->esc_on && s[i] == st->esc && i + 2 < n &&
		    s[i + 1] == 'f') {
			i += 2;
			if (s[i] == '(')
				i += 3;
			else if (s[i] == '[') {
				/* tbl's \f[\n[3fnt]] holds a bracket */
				int depth = 0;

				do {
					depth += s[i] == '[';
					depth -= s[i] == ']';
					i++;
				} while (i < n && depth > 0);
			} else
				i++;
		} else if (k < sizeof word - 1 && (s[i] | 0x20) == word[k]) {
			i++;
			k++;
		} else
			return false;
	}
	return k == 4 || k == 5;
}

void
kt_tbl_data(struct kt_roff *st, const unsigned char *s, size_t n)
{
	unsigned col;
	size_t i, c = 0, start = 0;

	if (st->tbl_block) {
		st->tbl_linecol = st->tbl_blockcol;
		st->tbl_linetext = !(n >= 2 && s[0] == 'T' && s[1] == '}');
		if (st->tbl_linetext)
			return;
		st->tbl_block = false;
	} else {
		st->tbl_linecol = 0;
		st->tbl_linetext = false;
	}
	col = st->tbl_linecol;
	for (i = 0; i <= n; i++) {
		if (i < n && s[i] != st->tbl_tab)
			continue;
		if (col < 32 && kt_tbl_type_heading(st, s + c, i - c))
			st->tbl_typecols |= (uint32_t)1 << col;
		start = c;
		c = i + 1;
		if (i < n && col < 255)
			col++;
	}
	/* a text block starts at the end of the line */
	if (n - start == 2 && s[start] == 'T' && s[start + 1] == '{') {
		st->tbl_block = true;
		st->tbl_blockcol = (uint8_t)col;
	}
}

void
kt_tbl_mark(const struct kt_roff *st, struct kt_vis_buf *vis,
	    const unsigned char *s)
{
	unsigned col = st->tbl_linecol;
	size_t i;

	if (st->tbl_typecols == 0)
		return;
	for (i = 0; i < vis->n; i++) {
		struct kt_vis *v = &vis->v[i];

		if (!st->tbl_linetext && v->c == 0 &&
		    (v->flags & (KT_VF_BREAK | KT_VF_ESC)) == KT_VF_BREAK &&
		    s[v->src] == st->tbl_tab) {
			col++;
			continue;
		}
		if (col < 32 && (st->tbl_typecols & ((uint32_t)1 << col)))
			v->flags |= KT_VF_TYPECELL;
	}
}

/* The column number of the N bytes at S after a register name's prefix
 * ("3w" or "3cl"), up to the byte that ends it (END); -1 if none. */
static int
kt_tbl_out_col(const unsigned char *s, size_t n, size_t *i, unsigned char end)
{
	int col = 0;
	size_t k = *i;

	if (k >= n || s[k] < '0' || s[k] > '9')
		return -1;
	while (k < n && s[k] >= '0' && s[k] <= '9' && col < 1000)
		col = col * 10 + (s[k++] - '0');
	if (k >= n || s[k] != end)
		return -1;
	*i = k + 1;
	return col;
}

/* Mark what VIS lists of the bytes [B, E) of the line with
 * KT_VF_TYPECELL if column COL is headed "Type". */
static void
kt_tbl_out_mark(const struct kt_roff *st, struct kt_vis_buf *vis, int col,
		size_t b, size_t e)
{
	size_t i;

	if (vis == NULL || col < 0 || col >= 32 ||
	    !(st->tbl_typecols & ((uint32_t)1 << col)))
		return;
	for (i = 0; i < vis->n; i++)
		if (vis->v[i].src >= b && vis->v[i].src < e)
			vis->v[i].flags |= KT_VF_TYPECELL;
}

/* A cell of a line of tbl's output: its column and bytes. */
struct kt_tbl_cell {
	int col;
	size_t b, e;
};

/* The cells of the line of N bytes at S of tbl's output, into CELL (at
 * most MAX; a row's cells in order, the first one's column -1 if text
 * comes before "\h'|\n[3cl0]u'"): returns how many, and in *KIND what
 * the line is (KT_TBL_OUT_*). */
static size_t
kt_tbl_out_cells(const struct kt_roff *st, const unsigned char *s, size_t n,
		 struct kt_tbl_cell *cell, size_t max, enum kt_tbl_out *kind)
{
	static const char nr[] = ".nr 3w", w[] = "\\w\\[tbl]",
	    cl[] = "\\h'|\\n[3cl", tb[] = "\\[tbl]";
	size_t i, b, e, k = 0;
	int col;

	*kind = KT_TBL_OUT_NONE;
	if (!st->esc_on || st->esc != '\\' || st->cc != '.' || max == 0)
		return 0;
	if (n > sizeof nr - 1 && memcmp(s, nr, sizeof nr - 1) == 0) {
		i = sizeof nr - 1;
		if ((col = kt_tbl_out_col(s, n, &i, ' ')) < 0)
			return 0;
		for (b = i; b + sizeof w - 1 <= n &&
		    memcmp(s + b, w, sizeof w - 1) != 0; b++)
			;
		b += sizeof w - 1;
		for (e = b; e + sizeof tb - 1 <= n &&
		    memcmp(s + e, tb, sizeof tb - 1) != 0; e++)
			;
		if (e + sizeof tb - 1 > n)
			return 0;
		*kind = KT_TBL_OUT_MEASURE;
		cell[0].col = col;
		cell[0].b = b;
		cell[0].e = e;
		return 1;
	}
	/* a row: each cell after its "\h'|\n[3clC]u'" */
	col = -1;
	for (i = b = 0; i + sizeof cl - 1 <= n; i++) {
		size_t j = i + sizeof cl - 1;
		int c;

		if (memcmp(s + i, cl, sizeof cl - 1) != 0 ||
		    (c = kt_tbl_out_col(s, n, &j, ']')) < 0 ||
		    j + 1 >= n || s[j] != 'u' || s[j + 1] != '\'')
			continue;
		if (k < max && (col >= 0 || i > b))
			cell[k++] = (struct kt_tbl_cell){ col, b, i };
		col = c;
		b = i = j + 2;
		i--;
	}
	if (col < 0)
		return 0;
	if (k < max)
		cell[k++] = (struct kt_tbl_cell){ col, b, n };
	*kind = KT_TBL_OUT_ROW;
	return k;
}

void
kt_tbl_out_line(struct kt_roff *st, const unsigned char *s, size_t n,
		struct kt_vis_buf *vis)
{
	struct kt_tbl_cell cell[64];
	enum kt_tbl_out kind;
	size_t k, i;

	k = kt_tbl_out_cells(st, s, n, cell, sizeof cell / sizeof *cell,
	    &kind);
	if (kind == KT_TBL_OUT_MEASURE && cell[0].col < 32 &&
	    kt_tbl_type_heading(st, s + cell[0].b, cell[0].e - cell[0].b)) {
		st->tbl_typecols |= (uint32_t)1 << cell[0].col;
		return;
	}
	for (i = 0; i < k; i++)
		kt_tbl_out_mark(st, vis, cell[i].col, cell[i].b, cell[i].e);
}

enum kt_tbl_out
kt_roff_tbl_out_cell(const struct kt_roff *st, const unsigned char *s,
		     size_t n, size_t at, int *col, size_t *b, size_t *e)
{
	struct kt_tbl_cell cell[64];
	enum kt_tbl_out kind;
	size_t k, i;

	if (!st->tbl_out)
		return KT_TBL_OUT_NONE;
	k = kt_tbl_out_cells(st, s, n, cell, sizeof cell / sizeof *cell,
	    &kind);
	for (i = 0; i < k; i++)
		if (cell[i].col >= 0 && at >= cell[i].b && at < cell[i].e) {
			*col = cell[i].col;
			*b = cell[i].b;
			*e = cell[i].e;
			return kind;
		}
	return KT_TBL_OUT_NONE;
}
