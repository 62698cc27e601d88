/* roff_tbl.c: tbl's state, for the scanner (see roff_int.h).
 *
 * Between .TS and .TE a table is tbl's input: an options line (which may
 * set the cell separator with tab(x)), format lines up to one that ends in
 * a period, then data, whose cells the separator divides; .T& goes back
 * to format lines.  A control line where tbl expects its format is tbl's
 * output, which the scanner reads as such up to the .TE.
 */
#include <config.h>

#include "roff_int.h"

void
kt_tbl_start(struct kt_roff *st)
{
	st->tbl_nofill = st->nofill;
	st->tbl = 1;
	st->tbl_first = true;
	st->tbl_tab = '\t';
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
