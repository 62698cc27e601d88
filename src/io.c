/* io.c: the line reader and the output buffer (see io.h). */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io.h"
#include "util.h"

/* (tests may build with a smaller size, to read in small chunks) */
#ifndef KT_READ_SIZE
#define KT_READ_SIZE ((size_t)64 * 1024)
#endif
#define KT_WRITE_SIZE ((size_t)64 * 1024)

void
kt_reader_init_fd(struct kt_reader *r, int fd)
{
	memset(r, 0, sizeof *r);
	r->fd = fd;
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
	if (r->fd >= 0)
		free(r->buf);
	r->buf = NULL;
}

ssize_t
kt_reader_read(struct kt_reader *r)
{
	ssize_t n;

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

/* Read more data after what is kept; returns bytes read, 0 at EOF, -1. */
static ssize_t
kt_reader_fill(struct kt_reader *r)
{
	if (r->eof)
		return 0;
	if (r->start > 0) {
		memmove(r->buf, r->buf + r->start, r->end - r->start);
		r->end -= r->start;
		r->start = 0;
	}
	if (r->cap - r->end < KT_READ_SIZE / 2) {
		r->cap *= 2;
		r->buf = kt_xrealloc(r->buf, r->cap);
	}
	return kt_reader_read(r);
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
