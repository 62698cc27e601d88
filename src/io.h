/* io.h: input by lines and buffered output, for the filter, an input's
 * pipeline (input.c), the encodings layer, the table-file reader and
 * their tests.
 *
 * The reader hands out runs of whole lines (with their newline, if any),
 * or a line too long for that in pieces, from a file descriptor or a
 * memory buffer, and shows the start of the input before that to whoever
 * must look at it first (input.c); the writer collects output in a
 * buffer and writes it to a file descriptor, or keeps it in memory.
 * Neither changes a byte.
 */
#ifndef KT_IO_H
#define KT_IO_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

struct kt_reader {
	int fd;			/* -1: reading from memory */
	unsigned char *buf;	/* owned unless reading from memory */
	size_t cap;		/* size of buf */
	size_t start;		/* first byte not yet handed out */
	size_t end;		/* end of valid data */
	bool eof;		/* the descriptor has no more data */
	int err;		/* errno of a failed read, or 0 */
};

/* Read from FD. */
void kt_reader_init_fd(struct kt_reader *r, int fd);
/* Read from the N bytes at P, which must outlive the reader. */
void kt_reader_init_mem(struct kt_reader *r, const void *p, size_t n);
void kt_reader_free(struct kt_reader *r);

/* A line longer than this is handed out by kt_reader_lines in pieces
 * (and filtered in pieces: see filter.c). */
#ifndef KT_LINE_PIECE
#define KT_LINE_PIECE ((size_t)128 * 1024)
#endif

/* The next run of whole lines, as many as the buffer holds (at least
 * one; at the end of input, the last line, which may have no '\n'):
 * 1 with *P and *LEN set; or 2 with the first bytes, more than
 * KT_LINE_PIECE, of a line that has no end in sight (the byte after a
 * piece is there to be looked at; the caller takes what it can
 * and gives the rest back with kt_reader_unread); 0 at end of input, -1
 * on a read error.  The bytes stay valid until the next call. */
int kt_reader_lines(struct kt_reader *r, const unsigned char **p,
		    size_t *len);

/* Give back the last N bytes that kt_reader_lines handed out: the next
 * call starts with them. */
void kt_reader_unread(struct kt_reader *r, size_t n);

/* Read once from the descriptor into the free space after r->end (which
 * must not be empty); returns the bytes read, 0 at end of input (eof
 * set), -1 on an error (err and eof set).  For callers that manage the
 * buffer themselves (the encodings layer's look-ahead), which may grow
 * r->buf before the reader has handed out anything. */
ssize_t kt_reader_read(struct kt_reader *r);

/* For a look at the start of the input before anything is handed out
 * (the encodings layer's): the bytes read and not handed out yet. */
void kt_reader_peek(const struct kt_reader *r, const unsigned char **p,
		    size_t *n);

/* Read once more into the buffer, without growing it; false if that
 * cannot be done (end of input, or the buffer is full). */
bool kt_reader_more(struct kt_reader *r);

/* Read the rest of the input into the buffer, growing it, but stop once
 * it keeps more than MAX bytes: false then (else true, at the end). */
bool kt_reader_slurp(struct kt_reader *r, size_t max);

/* Skip the next N bytes, which kt_reader_peek showed (a byte-order
 * mark that is written apart). */
void kt_reader_skip(struct kt_reader *r, size_t n);

/* The next chunk of any size (for copying input unchanged). */
int kt_reader_chunk(struct kt_reader *r, const unsigned char **p, size_t *len);

struct kt_writer {
	int fd;			/* -1: collect in memory */
	unsigned char *buf;
	size_t len, cap;
	int err;		/* errno of a failed write, or 0 */
	bool last_nl;		/* the last byte written was a newline */
	bool any;		/* anything has been written */
};

void kt_writer_init_fd(struct kt_writer *w, int fd);
void kt_writer_init_mem(struct kt_writer *w);
void kt_writer_free(struct kt_writer *w);

/* Append N bytes at P.  After a write error, output is discarded. */
void kt_writer_put(struct kt_writer *w, const void *p, size_t n);
/* Write out what is buffered; returns 0, or -1 with w->err set. */
int kt_writer_flush(struct kt_writer *w);

#endif
