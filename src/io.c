/* io.c: the line reader and the output buffer (see io.h). */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io.h"
#include "readahead.h"
#include "util.h"

/* (tests may build with a smaller size, to read in small chunks) */
#ifndef KT_READ_SIZE
#define KT_READ_SIZE ((size_t)64 * 1024)
#endif
#define KT_WRITE_SIZE ((size_t)64 * 1024)
/* A pipe is read ahead (readahead.h) once this much has come through it:
 * a page of the usual size never starts a thread. */
#ifndef KT_AHEAD_AFTER
#define KT_AHEAD_AFTER ((size_t)256 * 1024)
#endif

void
kt_reader_init_fd(struct kt_reader *r, int fd)
{
	struct stat sb;

	memset(r, 0, sizeof *r);
	r->fd = fd;
	/* (a regular file comes from the page cache, with no writer at the
	 * other end to wait for: nothing to gain) */
	r->ahead_ok = fstat(fd, &sb) == 0 && (S_ISFIFO(sb.st_mode) ||
	    S_ISSOCK(sb.st_mode));
	r->cap = KT_READ_SIZE;
	r->buf = kt_xmalloc(r->cap);
#ifdef HAVE_POSIX_FADVISE
	(void)posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
#endif
}

void
kt_reader_init_mem(struct kt_reader *r, const void *p, size_t n)
{
	memset(r, 0, sizeof *r);
	r->fd = -1;
	r->buf = (unsigned char *)(uintptr_t)p;
	r->cap = r->end = n;
	r->eof = true;
}

void
kt_reader_free(struct kt_reader *r)
{
	if (r->ahead != NULL)
		kt_readahead_stop(r->ahead);	/* (and its slots) */
	r->ahead = NULL;
	if (r->held)
		free(r->own);
	else if (r->fd >= 0)
		free(r->buf);
	r->buf = NULL;
	r->own = NULL;
}

/* Reading ahead: what the reader keeps, at the start of its own buffer,
 * with room for N more bytes after it, and the slot that it held (if
 * any) given back. */
static void
kt_reader_to_own(struct kt_reader *r, size_t n)
{
	size_t keep = r->end - r->start;

	if (r->held) {
		size_t cap = r->own_cap;

		while (cap < keep + n)
			cap *= 2;
		if (cap > r->own_cap) {
			free(r->own);
			r->own = kt_xmalloc(cap);
		}
		memcpy(r->own, r->buf + r->start, keep);
		kt_readahead_release(r->ahead);
		r->held = false;
		r->buf = r->own;
		r->cap = cap;
		r->own = NULL;
	} else {
		if (r->start > 0)
			memmove(r->buf, r->buf + r->start, keep);
		if (r->cap < keep + n)
			r->buf = kt_xgrow(r->buf, &r->cap, keep + n, 1);
	}
	r->start = 0;
	r->end = keep;
}

/* Reading ahead: the next slot of the thread (kt_readahead_take), with
 * eof and err set as by kt_reader_read at the end or on an error. */
static int
kt_reader_take(struct kt_reader *r, unsigned char **data, size_t *len)
{
	int err = 0, rc = kt_readahead_take(r->ahead, data, len, &err);

	if (rc <= 0) {
		r->eof = true;
		if (rc < 0)
			r->err = err;
	}
	return rc;
}

/* Reading ahead: the N bytes of the slot at DATA appended to what the
 * reader keeps, in its own buffer, and the slot given back. */
static void
kt_reader_append(struct kt_reader *r, const unsigned char *data, size_t n)
{
	kt_reader_to_own(r, n);
	memcpy(r->buf + r->end, data, n);
	r->end += n;
	kt_readahead_release(r->ahead);
}

/* Reading ahead: the next slot, with what the reader keeps of its
 * buffer in front of it; returns the bytes read, 0 at end of input, -1
 * on an error (as kt_reader_read). */
static ssize_t
kt_reader_ahead(struct kt_reader *r)
{
	size_t keep = r->end - r->start;
	unsigned char *data;
	size_t len;
	int rc = kt_reader_take(r, &data, &len);

	if (rc <= 0)
		return rc;
	if (keep > KT_AHEAD_ROOM) {
		/* more kept than the room (KT_LINE_PIECE built larger) */
		kt_reader_append(r, data, len);
		return (ssize_t)len;
	}
	/* the start of a line, in the room in front of the slot */
	memcpy(data - keep, r->buf + r->start, keep);
	if (r->held)
		kt_readahead_release(r->ahead);
	else {
		r->own = r->buf;	/* kept for later */
		r->own_cap = r->cap;
	}
	r->buf = data - keep;
	r->cap = keep + len;
	r->start = 0;
	r->end = r->cap;
	r->held = true;
	return (ssize_t)len;
}

ssize_t
kt_reader_read(struct kt_reader *r)
{
	ssize_t n;

	if (r->ahead != NULL) {
		/* into the reader's own buffer, which grows (what was handed
		 * out is gone) */
		unsigned char *data;
		size_t len;
		int rc;

		kt_reader_to_own(r, 0);
		rc = kt_reader_take(r, &data, &len);
		if (rc <= 0)
			return rc;
		kt_reader_append(r, data, len);
		return (ssize_t)len;
	}
	do
		n = read(r->fd, r->buf + r->end, r->cap - r->end);
	while (n < 0 && errno == EINTR);
	if (n < 0) {
		r->err = errno;
		r->eof = true;
		return -1;
	}
	if (n == 0)
		r->eof = true;
	r->end += (size_t)n;
	return n;
}

void
kt_reader_peek(const struct kt_reader *r, const unsigned char **p, size_t *n)
{
	*p = r->buf + r->start;
	*n = r->end - r->start;
}

bool
kt_reader_more(struct kt_reader *r)
{
	if (r->eof || r->end >= r->cap)
		return false;
	(void)kt_reader_read(r);
	return true;
}

bool
kt_reader_slurp(struct kt_reader *r, size_t max)
{
	while (!r->eof) {
		if (r->end - r->start > max)
			return false;
		if (r->cap - r->end < r->cap / 4)
			r->buf = kt_xgrow(r->buf, &r->cap, r->cap * 2, 1);
		(void)kt_reader_read(r);
	}
	return true;
}

void
kt_reader_skip(struct kt_reader *r, size_t n)
{
	r->start += n;
}

void
kt_reader_no_ahead(struct kt_reader *r)
{
	r->ahead_ok = false;
}

/* Read more data after what is kept; returns bytes read, 0 at EOF, -1. */
static ssize_t
kt_reader_fill(struct kt_reader *r)
{
	ssize_t n;

	if (r->eof)
		return 0;
	if (r->ahead != NULL)
		return kt_reader_ahead(r);
	if (r->start > 0) {
		memmove(r->buf, r->buf + r->start, r->end - r->start);
		r->end -= r->start;
		r->start = 0;
	}
	if (r->cap - r->end < KT_READ_SIZE / 2) {
		r->cap *= 2;
		r->buf = kt_xrealloc(r->buf, r->cap);
	}
	n = kt_reader_read(r);
	if (n > 0 && r->ahead_ok && (r->got += (size_t)n) >= KT_AHEAD_AFTER) {
		/* a pipe that brings more than a page: read ahead from
		 * now on, if a thread can be had */
		r->ahead_ok = false;
		r->ahead = kt_readahead_start(r->fd);
	}
	return n;
}

int
kt_reader_lines(struct kt_reader *r, const unsigned char **p, size_t *len)
{
	size_t scanned = 0;

	for (;;) {
		const unsigned char *b = r->buf + r->start;
		size_t avail = r->end - r->start;
		const unsigned char *nl = memrchr(b + scanned, '\n',
		    avail - scanned);
		if (nl != NULL) {
			*p = b;
			*len = (size_t)(nl - b) + 1;
			r->start += *len;
			return 1;
		}
		scanned = avail;
		if (r->eof || r->fd < 0) {
			if (r->err != 0 && avail == 0)
				return -1;
			if (avail == 0)
				return 0;
			*p = b;
			*len = avail;
			r->start = r->end;
			return 1;
		}
		if (avail > KT_LINE_PIECE) {
			/* a piece of a long line */
			*p = b;
			*len = avail;
			r->start = r->end;
			return 2;
		}
		if (kt_reader_fill(r) < 0 && r->end == r->start)
			return -1;
	}
}

void
kt_reader_unread(struct kt_reader *r, size_t n)
{
	r->start -= n;
}

int
kt_reader_chunk(struct kt_reader *r, const unsigned char **p, size_t *len)
{
	if (r->start == r->end) {
		if (r->fd < 0)
			return 0;
		r->start = r->end = 0;
		if (kt_reader_fill(r) < 0)
			return -1;
		if (r->end == 0)
			return 0;
	}
	*p = r->buf + r->start;
	*len = r->end - r->start;
	r->start = r->end;
	return 1;
}

void
kt_writer_init_fd(struct kt_writer *w, int fd)
{
	memset(w, 0, sizeof *w);
	w->fd = fd;
	w->cap = KT_WRITE_SIZE;
	w->buf = kt_xmalloc(w->cap);
	w->last_nl = true;
}

void
kt_writer_init_mem(struct kt_writer *w)
{
	memset(w, 0, sizeof *w);
	w->fd = -1;
	w->cap = 256;
	w->buf = kt_xmalloc(w->cap);
	w->last_nl = true;
}

void
kt_writer_free(struct kt_writer *w)
{
	free(w->buf);
	w->buf = NULL;
}

/* Write N bytes at P to the descriptor; returns 0 or -1 with w->err. */
static int
kt_writer_write(struct kt_writer *w, const unsigned char *p, size_t n)
{
	while (n > 0) {
		ssize_t k = write(w->fd, p, n);
		if (k < 0) {
			if (errno == EINTR)
				continue;
			w->err = errno;
			return -1;
		}
		p += k;
		n -= (size_t)k;
	}
	return 0;
}

int
kt_writer_flush(struct kt_writer *w)
{
	if (w->err != 0)
		return -1;
	if (w->fd < 0 || w->len == 0)
		return 0;
	if (kt_writer_write(w, w->buf, w->len) < 0)
		return -1;
	w->len = 0;
	return 0;
}

void
kt_writer_put(struct kt_writer *w, const void *p, size_t n)
{
	if (n == 0 || w->err != 0)
		return;
	w->any = true;
	w->last_nl = ((const unsigned char *)p)[n - 1] == '\n';
	if (w->fd < 0) {
		if (w->cap - w->len < n) {
			while (w->cap - w->len < n)
				w->cap *= 2;
			w->buf = kt_xrealloc(w->buf, w->cap);
		}
		memcpy(w->buf + w->len, p, n);
		w->len += n;
		return;
	}
	if (w->cap - w->len < n) {
		if (kt_writer_flush(w) < 0)
			return;
		if (n >= w->cap) {
			(void)kt_writer_write(w, p, n);
			return;
		}
	}
	memcpy(w->buf + w->len, p, n);
	w->len += n;
}
