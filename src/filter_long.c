/* filter_long.c: long lines, read in pieces (see filter_int.h).
 *
 * A line longer than KT_LINE_PIECE is read in pieces, so that memory
 * stays the same whatever the length of a line.  A text line is cut
 * where the scanner is between two things it reads, after a blank where
 * it can (kt_roff_cut), and each piece is rewritten with what the scanner
 * knows at its start (the font); a type word's C context is what its
 * piece shows of it.  A piece with no such place is cut at its end and
 * not rewritten, and the next one starts inside a word.  Any other line
 * (a request, a macro call, a comment, a line of .ig, .de, .ds, eqn, pic
 * or a table's format) is read by its first piece, as if that were the
 * whole line, and the rest is copied as it is; only the escapes that end
 * it are looked at (for a string definition that continues).  A long
 * line in a held no-fill block ends the hold, as the block's cap does.
 */
#include <config.h>

#include <stdio.h>

#include "filter.h"
#include "filter_int.h"

/* The long line has ended with the N bytes at P (its newline, if any,
 * included), which f->tail has not read: tell the scanner, which saw only
 * its first piece, how the line ends (kt_roff_tail_read has read all of
 * it). */
static void
kt_filter_long_end(struct kt_filter *f, const unsigned char *p, size_t n)
{
	if (n == 0 || p[n - 1] != '\n')
		return;	/* the input's last line: nothing to escape */
	kt_roff_tail_read(&f->tail, p, n - 1);
	kt_roff_long_end(&f->roff, &f->tail);
}

/* Where to end the next piece of a text line, among the N (at least
 * KT_LINE_PIECE) bytes at P; sets *PLAIN if there is no place to cut and
 * the piece ends at KT_LINE_PIECE (in a word if the bytes there are an
 * identifier's), and *COMMENT if a comment starts at the place returned
 * and takes the rest of the line. */
static size_t
kt_filter_cut(struct kt_filter *f, const unsigned char *p, size_t n,
	      bool *plain, bool *comment)
{
	size_t k = n < KT_LINE_PIECE ? n : KT_LINE_PIECE;
	size_t cut = kt_roff_cut(&f->roff, p, k, comment);

	*plain = false;
	if (*comment)
		return cut;
	if (cut == 0) {
		*plain = true;
		cut = k;
	}
	return cut;
}

/* The first piece of a long line: the N bytes at P, which end it if END.
 * Returns the bytes taken. */
static size_t
kt_filter_long_head(struct kt_filter *f, const unsigned char *p, size_t n,
		    bool end)
{
	bool text = kt_roff_text_start(&f->roff, p[0]);
	bool plain = false, comment = false;
	size_t cut = n, i;
	char kib[32];

	if (kt_filter_word_mode(f) != KT_MODE_KERNEL) {
		struct kt_where w = f->where;
		w.line++;
		snprintf(kib, sizeof kib, "%zu", (size_t)KT_LINE_PIECE >> 10);
		kt_msg(&w, KT_MSG_LINE_CAP, kib, NULL);
	}
	if (text) {
		cut = kt_filter_cut(f, p, n, &plain, &comment);
		if (comment && cut == 0)
			text = false;	/* all of it is a comment */
	}
	kt_roff_tail_init(&f->roff, &f->tail);
	f->pieces.glued = false;
	if (text) {
		f->pieces.kind = comment ? KT_PIECE_RAW : KT_PIECE_TEXT;
		kt_filter_line(f, p, cut, plain);
		kt_roff_tail_read(&f->tail, p, cut);
		f->pieces.continues = false;
		f->pieces.glued = plain && kt_roff_ident(p[cut - 1]) &&
		    cut < n && kt_roff_ident(p[cut]);
		i = cut;
	} else {
		/* the line as its first piece says, the rest as it is; the
		 * piece ends outside a word (else a type word at its end
		 * might be the start of a longer word: s64 of s6432) unless
		 * it is all one word */
		size_t k = n < KT_LINE_PIECE ? n : KT_LINE_PIECE, j;

		if (k < n || !end) {
			for (j = k; j > 0 && kt_roff_ident(p[j - 1]) &&
			    (j == n || kt_roff_ident(p[j])); j--)
				;
			if (j > 0)
				k = j;
			/* a CR that may end the line goes with the
			 * newline */
			if (k > 1 && p[k - 1] == '\r')
				k--;
		}
		f->pieces.kind = KT_PIECE_RAW;
		kt_filter_line(f, p, k, false);
		kt_roff_tail_read(&f->tail, p, k);
		i = k;
	}
	return i;
}

/* The rest of a line whose first piece said what it is, the N bytes at
 * P, copied as they are; END: they end the line.  Returns the bytes
 * taken. */
static size_t
kt_filter_long_raw(struct kt_filter *f, const unsigned char *p, size_t n,
		   bool end)
{
	if (end) {
		kt_writer_put(f->out, p, n);
		if (!f->pieces.continues) {
			kt_filter_long_end(f, p, n);
			return n;
		}
		kt_roff_tail_read(&f->tail, p,
		    n > 0 && p[n - 1] == '\n' ? n - 1 : n);
		kt_roff_string_continues(&f->roff,
		    kt_roff_tail_escaped(&f->tail));
		return n;
	}
	kt_writer_put(f->out, p, n);
	kt_roff_tail_read(&f->tail, p, n);
	return n;
}

/* The next part of a long line: the N bytes at P, which end it if END
 * (with its newline, if any).  Returns the bytes taken: all of them if
 * END; else all but at most a piece (the piece after a cut must be
 * seen with the byte after it, to know whether a word goes on there),
 * or all but a CR at the end. */
size_t
kt_filter_long(struct kt_filter *f, const unsigned char *p, size_t n,
	       bool end)
{
	size_t i = 0;

	if (f->pieces.kind == KT_PIECE_NONE)
		i = kt_filter_long_head(f, p, n, end);
	while (i < n) {
		size_t rest = n - i, cut;
		bool plain, comment;

		if (f->pieces.kind == KT_PIECE_RAW) {
			i += kt_filter_long_raw(f, p + i, rest, end);
			break;
		}
		/* a text line */
		if (end && rest <= KT_LINE_PIECE) {
			kt_filter_text_piece(f, p + i, rest, true, false);
			kt_filter_long_end(f, p + i, rest);
			i = n;
			break;
		}
		if (!end && rest <= KT_LINE_PIECE)
			break;
		cut = kt_filter_cut(f, p + i, rest, &plain, &comment);
		if (comment) {
			/* up to a comment, and the comment as it is */
			if (cut > 0)
				kt_filter_text_piece(f, p + i, cut, false, false);
			kt_roff_tail_read(&f->tail, p + i, cut);
			f->pieces.kind = KT_PIECE_RAW;
			f->pieces.continues = false;
			f->pieces.glued = false;
			i += cut;
			continue;
		}
		kt_filter_text_piece(f, p + i, cut, false, plain);
		kt_roff_tail_read(&f->tail, p + i, cut);
		f->pieces.glued = plain && kt_roff_ident(p[i + cut - 1]) &&
		    i + cut < n && kt_roff_ident(p[i + cut]);
		i += cut;
	}
	if (end) {
		f->pieces.kind = KT_PIECE_NONE;
		if (f->wait.block_key_at != 0)
			kt_filter_block_ended(f);
		if (f->wait.table_key_at != 0)
			kt_filter_table_key(f, f->wait.table_key_at);
		f->wait.block_key_at = f->wait.table_key_at = 0;
		/* and what waits, as after any line (kt_filter_line) */
		kt_filter_line_whole(f, n > 0 && p[n - 1] == '\n');
	}
	return i;
}
