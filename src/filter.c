/* filter.c: the filter's driver (see filter.h).  It takes the input files
 * one after another, and the lines of each one at a time by the per-line
 * core (filter_line.c), or in pieces where they are long (filter_long.c); at
 * the end of a file it lays out what is held and writes the keys that
 * wait (struct kt_wait).  The filter's other files, and which calls
 * which, are listed in filter_int.h. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "filter_int.h"
#include "util.h"

struct kt_filter *
kt_filter_new(const struct kt_table *t, struct kt_writer *out)
{
	struct kt_filter *f = kt_xcalloc(1, sizeof *f);

	kt_roff_init(&f->roff);
	kt_mode_init(&f->mode);
	f->table = t;
	f->out = out;
	f->line_length = KT_FILTER_WIDTH;
	return f;
}

void
kt_filter_free(struct kt_filter *f)
{
	if (f == NULL)
		return;
	kt_hold_free(&f->hold);
	kt_wait_free(&f->wait);
	kt_key_state_free(&f->keys);
	kt_cells_free(f);
	free(f->lf_file);
	kt_vis_buf_free(&f->vis);
	kt_edits_free(&f->edits);
	kt_edits_free(&f->kept);
	free(f);
}

void
kt_filter_set_mode(struct kt_filter *f, const struct kt_mode_state *ms)
{
	f->mode = *ms;
}

const struct kt_mode_state *
kt_filter_mode(const struct kt_filter *f)
{
	return &f->mode;
}

void
kt_filter_set_announce(struct kt_filter *f, bool announce)
{
	f->announce = announce;
}

bool
kt_filter_announces(const struct kt_filter *f)
{
	return f->announce;
}

void
kt_filter_set_strict(struct kt_filter *f, bool strict)
{
	f->strict = strict;
}

void
kt_filter_set_both_width(struct kt_filter *f, unsigned width)
{
	f->both_width = width;
	f->both_width_set = true;
}

void
kt_filter_set_line_length(struct kt_filter *f, unsigned columns)
{
	if (columns > 0)
		f->line_length = columns;
}

struct kt_writer *
kt_filter_output(const struct kt_filter *f)
{
	return f->out;
}

void
kt_filter_set_output(struct kt_filter *f, struct kt_writer *out)
{
	f->out = out;
}

void
kt_filter_set_no_escape(struct kt_filter *f, bool no_escape)
{
	f->no_escape = no_escape;
}

bool
kt_filter_marked(const struct kt_filter *f)
{
	return f->marked;
}

/* Start file NAME: its own line numbers, and what holds for one page. */
static void
kt_filter_start(struct kt_filter *f, const char *name)
{
	kt_filter_announce(f, name);
	free(f->lf_file);
	f->lf_file = NULL;
	f->where.file = name;
	f->where.line = 0;
	f->abi_type = NULL;
	f->literal = false;
	f->written = false;
	f->keys.said.told = false;	/* a page says it in full */
	f->keys.said.paired = false;
	f->pieces.kind = KT_PIECE_NONE;
	f->wait.block_key_at = f->wait.table_key_at = 0;
	/* a page's own mode request holds for that page only */
	if (f->mode.source == KT_MODE_FROM_PAGE)
		kt_mode_init(&f->mode);
}

void
kt_filter_run(struct kt_filter *f, struct kt_reader *r, const char *name)
{
	const unsigned char *p;
	size_t n;
	int rc = 0;

	kt_filter_start(f, name);
	/* after a write error nothing more can be written: read no more */
	while (f->out->err == 0 && (rc = kt_reader_lines(r, &p, &n)) > 0) {
		size_t i = 0;

		if (rc == 2 || f->pieces.kind != KT_PIECE_NONE) {
			/* a long line, or the rest of one */
			const unsigned char *nl = memchr(p, '\n', n);
			size_t len = nl != NULL ? (size_t)(nl - p) + 1 : n;
			bool end = nl != NULL || rc == 1;

			i = kt_filter_long(f, p, len, end);
			if (!end) {
				kt_reader_unread(r, n - i);
				continue;
			}
		}
		while (i < n) {
			const unsigned char *nl;
			size_t len;

			nl = memchr(p + i, '\n', n - i);
			len = nl != NULL ? (size_t)(nl - (p + i)) + 1 : n - i;
			if (len > KT_LINE_PIECE)	/* from a memory reader */
				(void)kt_filter_long(f, p + i, len, true);
			else
				kt_filter_line(f, p + i, len, false);
			i += len;
		}
	}
	/* a long line that ends the input without a newline, all of it
	 * written but not yet ended (its keys still wait) */
	if (f->pieces.kind != KT_PIECE_NONE)
		(void)kt_filter_long(f, (const unsigned char *)"", 0, true);
	kt_filter_flush(f);
	f->hold.overflow = false;
	/* a key that waits for its sentence to end: before what was kept */
	if (f->keys.out != NULL)
		kt_filter_key_release(f, true, 0);
	f->keys.wait = false;
	/* the keys of a block or section that the file leaves open (after
	 * the next line that troff reads whole, if the file ends in the
	 * middle of one) */
	f->wait.block_key = f->wait.table_key = f->wait.section_key = true;
	kt_filter_write_waiting(f, 0);
	if (rc < 0) {
		struct kt_where w = { name, 0 };
		kt_msg(&w, KT_MSG_READ, strerror(r->err), NULL);
	}
}

void
kt_filter_end(struct kt_filter *f)
{
	struct kt_roff *st = &f->roff;
	char *close;
	size_t n;

	if ((!kt_keys_owed(&f->keys.block) && !kt_keys_owed(&f->keys.table) &&
	    !kt_keys_owed(&f->keys.section) && !kt_keys_owed(&f->keys.entry)) ||
	    !kt_roff_open(st))
		return;
	if (!f->out->last_nl)
		kt_writer_put(f->out, "\n", 1);
	close = kt_roff_close(st, &n);
	kt_writer_put(f->out, close, n);
	free(close);
	f->wait.block_key = f->wait.table_key = f->wait.section_key = true;
	kt_filter_write_waiting(f, 0);
}

/* Read the N bytes at P (no newline among them), copied by
 * kt_filter_copy, into f->tail: how the line that they go on ends; after
 * a line that ended (f->copy.nl), a new one. */
static void
kt_copy_read(struct kt_filter *f, const unsigned char *p, size_t n)
{
	if (f->copy.nl)
		kt_roff_tail_init(&f->roff, &f->tail);
	f->copy.nl = false;
	kt_roff_tail_read(&f->tail, p, n);
}

/* The same for the N bytes at P that a newline ends (at P + N). */
static void
kt_copy_line(struct kt_filter *f, const unsigned char *p, size_t n)
{
	kt_copy_read(f, p, n);
	f->copy.nl = true;
}

/* Read the N bytes at P, copied by kt_filter_copy: f->tail then says how
 * the last line among them (or the one that they go on) ends. */
static void
kt_copy_tail(struct kt_filter *f, const unsigned char *p, size_t n)
{
	const unsigned char *nl = n > 0 ? memrchr(p, '\n', n) : NULL, *b;

	if (nl == NULL) {
		kt_copy_read(f, p, n);
		return;
	}
	if (nl < p + n - 1) {
		/* a line after the last newline */
		f->copy.nl = true;
		kt_copy_read(f, nl + 1, (size_t)(p + n - (nl + 1)));
		return;
	}
	/* the line that the last newline ends */
	b = nl > p ? memrchr(p, '\n', (size_t)(nl - p)) : NULL;
	if (b != NULL)
		f->copy.nl = true;
	b = b != NULL ? b + 1 : p;
	kt_copy_line(f, b, (size_t)(nl - b));
}

void
kt_filter_copy(struct kt_filter *f, struct kt_reader *r, const char *name)
{
	const unsigned char *p;
	size_t len;
	int rc = 0;

	kt_filter_start(f, name);
	f->copy.line = 0;
	/* a new line (the announcement ended any line before), but an
	 * empty file leaves what the one before said */
	f->copy.nl = true;
	while (f->out->err == 0 && (rc = kt_reader_chunk(r, &p, &len)) > 0) {
		/* the .lf line that the last file's end made wait goes
		 * after the first line that troff reads whole */
		const unsigned char *q = p, *nl;

		while (f->wait.name != NULL &&
		    (nl = memchr(q, '\n', len - (size_t)(q - p))) != NULL) {
			bool escaped;

			kt_copy_line(f, q, (size_t)(nl - q));
			escaped = kt_roff_tail_escaped(&f->tail);
			f->copy.line++;
			kt_writer_put(f->out, q, (size_t)(nl - q) + 1);
			q = nl + 1;
			if (!escaped) {
				kt_roff_copied(&f->roff, false);
				kt_filter_write_waiting(f, f->copy.line + 1);
			}
		}
		kt_writer_put(f->out, q, len - (size_t)(q - p));
		kt_copy_tail(f, q, len - (size_t)(q - p));
	}
	/* does troff read a line after this file as a line of its own? */
	kt_roff_copied(&f->roff, kt_roff_tail_escaped(&f->tail));
	if (rc < 0) {
		struct kt_where w = { name, 0 };
		kt_msg(&w, KT_MSG_READ, strerror(r->err), NULL);
	}
}
