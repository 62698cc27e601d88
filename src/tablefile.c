/* tablefile.c: reading table files (see tablefile.h). */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io.h"
#include "msg.h"
#include "roff.h"
#include "tablefile.h"
#include "util.h"

/* Longest kernel spelling and ISO spelling that a table may hold. */
#define KT_TABLE_KERNEL_MAX 63
#define KT_TABLE_ISO_MAX 200
/* Largest table file read (the text of KT_MSG_TABLE_TOOBIG says it). */
#define KT_TABLE_SIZE_MAX (1u << 24)

static bool
kt_tablefile_blank(char c)
{
	return c == ' ' || c == '\t';
}

/* Characters that an ISO spelling may have: they render as themselves
 * in roff wherever ktypes writes them. */
static bool
kt_tablefile_isochar(char c)
{
	return kt_roff_ident((unsigned char)c) || c == ' ' ||
	    (c != '\0' && strchr("()*,:<>&+-", c) != NULL);
}

/* Copy the N bytes at P, checked to be printable ASCII, into BUF (SIZE)
 * as a string.  (Messages quote the bytes themselves: see kt_msg_n.) */
static const char *
kt_tablefile_str(char *buf, size_t size, const char *p, size_t n)
{
	size_t i;

	if (n >= size)
		n = size - 1;
	for (i = 0; i < n; i++)
		buf[i] = (p[i] >= ' ' && p[i] < 127) ? p[i] : '?';
	buf[n] = '\0';
	return buf;
}

/* A class line, "class NAME [on|off]": the N bytes at P, of which the
 * first I are "class" and the blanks after it.  The class becomes *CLS. */
static bool
kt_tablefile_class(struct kt_table *t, const struct kt_where *w,
		   const char *p, size_t i, size_t n, unsigned *cls)
{
	char a[KT_TABLE_ISO_MAX + 2];
	size_t c0 = i, c1, s0;
	bool on = false;

	while (i < n && !kt_tablefile_blank(p[i]))
		i++;
	c1 = i;
	while (i < n && kt_tablefile_blank(p[i]))
		i++;
	s0 = i;
	while (i < n && !kt_tablefile_blank(p[i]))
		i++;
	if (c1 == c0 || i != n || (s0 < n && !((n - s0 == 2 &&
	    memcmp(p + s0, "on", 2) == 0) || (n - s0 == 3 &&
	    memcmp(p + s0, "off", 3) == 0)))) {
		kt_msg(w, KT_MSG_TABLE_CLASS, NULL, NULL);
		return false;
	}
	for (i = c0; i < c1; i++)
		if (!kt_roff_ident((unsigned char)p[i]) && p[i] != '-') {
			kt_msg_n(w, KT_MSG_TABLE_CLASSNAME, p + c0, c1 - c0,
			    NULL);
			return false;
		}
	on = s0 < n && n - s0 == 2;
	kt_tablefile_str(a, sizeof a, p + c0, c1 - c0);
	*cls = kt_table_class(t, a);
	if (*cls == KT_TABLE_NOCLASS) {
		kt_msg(w, KT_MSG_TABLE_CLASSES, NULL, NULL);
		return false;
	}
	kt_table_enable(t, *cls, on);
	return true;
}

/* Is the kernel spelling, bytes K0 to K1 of P, a C identifier of at most
 * KT_TABLE_KERNEL_MAX characters?  False after a message. */
static bool
kt_tablefile_kernel(const struct kt_where *w, const char *p, size_t k0,
		    size_t k1)
{
	size_t i;

	if (k1 - k0 > KT_TABLE_KERNEL_MAX ||
	    (p[k0] >= '0' && p[k0] <= '9')) {
		kt_msg_n(w, KT_MSG_TABLE_KERNEL, p + k0, k1 - k0, NULL);
		return false;
	}
	for (i = k0; i < k1; i++)
		if (!kt_roff_ident((unsigned char)p[i])) {
			kt_msg_n(w, KT_MSG_TABLE_KERNEL, p + k0, k1 - k0, NULL);
			return false;
		}
	return true;
}

/* The flags in brackets that end the value, bytes V0 to *V1 of P, if
 * any: their bits into *FLAGS, and *V1 moved back to the end of the ISO
 * spelling.  False after a message. */
static bool
kt_tablefile_flags(const struct kt_where *w, const char *p, size_t v0,
		   size_t *v1, unsigned *flags)
{
	size_t f1, f0, i;

	if (!(*v1 > v0 && p[*v1 - 1] == ']'))
		return true;
	f1 = *v1 - 1;
	f0 = f1;
	while (f0 > v0 && p[f0 - 1] != '[')
		f0--;
	if (f0 == v0) {
		kt_msg(w, KT_MSG_TABLE_ENTRY, NULL, NULL);
		return false;
	}
	/* flags, blank-separated: context, distinct */
	while (f0 < f1 && kt_tablefile_blank(p[f0]))
		f0++;
	if (f0 == f1) {
		kt_msg(w, KT_MSG_TABLE_FLAG, "", NULL);
		return false;
	}
	for (i = f0; i < f1;) {
		size_t w0 = i, w1;
		while (i < f1 && !kt_tablefile_blank(p[i]))
			i++;
		w1 = i;
		while (i < f1 && kt_tablefile_blank(p[i]))
			i++;
		if (w1 - w0 == 7 && memcmp(p + w0, "context", 7) == 0)
			*flags |= KT_TYPE_CONTEXT;
		else if (w1 - w0 == 8 && memcmp(p + w0, "distinct", 8) == 0)
			*flags |= KT_TYPE_DISTINCT | KT_TYPE_DISTINCT_SOMEWHERE;
		else {
			kt_msg_n(w, KT_MSG_TABLE_FLAG, p + w0, w1 - w0, NULL);
			return false;
		}
	}
	*v1 = f0 - 1;
	while (*v1 > v0 && kt_tablefile_blank(p[*v1 - 1]))
		(*v1)--;
	return true;
}

/* Is the ISO spelling (or the words of an explain line), bytes V0 to V1
 * of P, 1 to KT_TABLE_ISO_MAX characters that kt_tablefile_isochar
 * allows, with no two blanks in a row?  False after message ID. */
static bool
kt_tablefile_iso(const struct kt_where *w, const char *p, size_t v0,
		 size_t v1, enum kt_msg_id id)
{
	size_t i;

	if (v1 == v0 || v1 - v0 > KT_TABLE_ISO_MAX) {
		kt_msg_n(w, id, p + v0, v1 - v0, NULL);
		return false;
	}
	for (i = v0; i < v1; i++)
		if (!kt_tablefile_isochar(p[i]) || (p[i] == ' ' &&
		    i + 1 < v1 && p[i + 1] == ' ')) {
			kt_msg_n(w, id, p + v0, v1 - v0, NULL);
			return false;
		}
	return true;
}

/* An entry line, "KERNEL = ISO [flags]": the N bytes at P, the kernel
 * spelling bytes K0 to K1, then blanks up to byte I, an '='.  Added to T
 * in class CLS. */
static bool
kt_tablefile_entry(struct kt_table *t, const struct kt_where *w,
		   const char *p, size_t k0, size_t k1, size_t i, size_t n,
		   unsigned cls)
{
	char a[KT_TABLE_ISO_MAX + 2], b[KT_TABLE_ISO_MAX + 2];
	size_t v0, v1;
	unsigned flags = 0;

	if (i == n || p[i] != '=' || k1 == k0) {
		kt_msg(w, KT_MSG_TABLE_ENTRY, NULL, NULL);
		return false;
	}
	if (cls == KT_TABLE_NOCLASS) {
		kt_msg(w, KT_MSG_TABLE_NOCLASS, NULL, NULL);
		return false;
	}
	if (!kt_tablefile_kernel(w, p, k0, k1))
		return false;
	i++;			/* the '=' */
	while (i < n && kt_tablefile_blank(p[i]))
		i++;
	v0 = i;
	v1 = n;
	if (!kt_tablefile_flags(w, p, v0, &v1, &flags) ||
	    !kt_tablefile_iso(w, p, v0, v1, KT_MSG_TABLE_ISO))
		return false;
	kt_tablefile_str(a, sizeof a, p + k0, k1 - k0);
	kt_tablefile_str(b, sizeof b, p + v0, v1 - v0);
	if (!kt_table_add(t, a, b, cls, flags)) {
		/* an explain line may come first */
		const struct kt_type *e = kt_table_lookup_kept(t,
		    (const unsigned char *)a, k1 - k0);

		if (e == NULL || e->iso != NULL) {
			kt_msg(w, KT_MSG_TABLE_DUP, a, NULL);
			return false;
		}
		kt_table_set(t, a, b, cls, flags);
	}
	return true;
}

/* An explain line, "explain KERNEL = WORDS": the N bytes at P, of which
 * the first I are "explain" and the blanks after it.  The words of
 * KERNEL, whatever its class (and of no class if the table has no entry
 * for it: a type with no ISO spelling). */
static bool
kt_tablefile_explain(struct kt_table *t, const struct kt_where *w,
		     const char *p, size_t i, size_t n)
{
	char a[KT_TABLE_ISO_MAX + 2], b[KT_TABLE_ISO_MAX + 2];
	size_t k0 = i, k1;

	while (i < n && !kt_tablefile_blank(p[i]) && p[i] != '=')
		i++;
	k1 = i;
	while (i < n && kt_tablefile_blank(p[i]))
		i++;
	if (k1 == k0 || i == n || p[i] != '=') {
		kt_msg(w, KT_MSG_TABLE_EXPLAIN, NULL, NULL);
		return false;
	}
	if (!kt_tablefile_kernel(w, p, k0, k1))
		return false;
	i++;
	while (i < n && kt_tablefile_blank(p[i]))
		i++;
	if (!kt_tablefile_iso(w, p, i, n, KT_MSG_TABLE_WORDS))
		return false;
	kt_tablefile_str(a, sizeof a, p + k0, k1 - k0);
	kt_tablefile_str(b, sizeof b, p + i, n - i);
	if (!kt_table_explain(t, a, b)) {
		kt_msg(w, KT_MSG_TABLE_EXPLAINED, a, NULL);
		return false;
	}
	return true;
}

/* Parse one line (P, N bytes, without newline) into T: a blank line, a
 * comment, a class line, an explain line or an entry of the class
 * *CLS. */
static bool
kt_tablefile_line(struct kt_table *t, const struct kt_where *w, const char *p,
		  size_t n, unsigned *cls)
{
	size_t i = 0, k0, k1;

	while (n > 0 && (kt_tablefile_blank(p[n - 1]) || p[n - 1] == '\r'))
		n--;
	while (i < n && kt_tablefile_blank(p[i]))
		i++;
	if (i == n || p[i] == '#')
		return true;
	/* the first word */
	k0 = i;
	while (i < n && !kt_tablefile_blank(p[i]) && p[i] != '=')
		i++;
	k1 = i;
	while (i < n && kt_tablefile_blank(p[i]))
		i++;
	if (k1 - k0 == 5 && memcmp(p + k0, "class", 5) == 0 &&
	    (i == n || p[i] != '='))
		return kt_tablefile_class(t, w, p, i, n, cls);
	if (k1 - k0 == 7 && memcmp(p + k0, "explain", 7) == 0 &&
	    (i == n || p[i] != '='))
		return kt_tablefile_explain(t, w, p, i, n);
	return kt_tablefile_entry(t, w, p, k0, k1, i, n, *cls);
}

bool
kt_tablefile_parse(struct kt_table *t, const char *name, const char *text,
		   size_t len)
{
	struct kt_table *tmp = kt_table_new();
	struct kt_where w = { name, 0 };
	unsigned cls = KT_TABLE_NOCLASS;
	size_t i = 0;

	/* an editor's byte-order mark would read as part of the first
	 * word: said as such */
	if (len >= 3 && memcmp(text, "\357\273\277", 3) == 0) {
		w.line = 1;
		kt_msg(&w, KT_MSG_TABLE_BOM, NULL, NULL);
		kt_table_free(tmp);
		return false;
	}
	while (i < len) {
		const char *nl = memchr(text + i, '\n', len - i);
		size_t n = nl != NULL ? (size_t)(nl - (text + i)) : len - i;

		w.line++;
		if (memchr(text + i, '\0', n) != NULL) {
			kt_msg(&w, KT_MSG_TABLE_BINARY, NULL, NULL);
			kt_table_free(tmp);
			return false;
		}
		if (!kt_tablefile_line(tmp, &w, text + i, n, &cls)) {
			kt_table_free(tmp);
			return false;
		}
		i += n + 1;
	}
	if (!kt_table_merge(t, tmp)) {
		w.line = 0;
		kt_msg(&w, KT_MSG_TABLE_CLASSES, NULL, NULL);
		kt_table_free(tmp);
		return false;
	}
	kt_table_free(tmp);
	return true;
}

/* How long a FIFO may go without a process that opens it for writing
 * (the text of KT_MSG_TABLE_NOWRITER says it). */
#define KT_TABLE_FIFO_WAIT_MS 2000
#define KT_TABLE_FIFO_STEP_MS 20

/* The table FIFO FD (opened without blocking) has, or gets within
 * KT_TABLE_FIFO_WAIT_MS, a writer or data: true, with its first byte in
 * *C if *HAVE (there may be no byte yet, or none at all if the writer
 * wrote nothing); false, after a message, if not. */
static bool
kt_tablefile_fifo(int fd, const char *path, unsigned char *c, bool *have)
{
	struct pollfd pfd = { fd, POLLIN, 0 };
	bool hup = false;
	int waited = 0;

	*have = false;
	for (;;) {
		ssize_t n = read(fd, c, 1);

		if (n == 1) {
			*have = true;
			return true;
		}
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
			return true;	/* a writer, no data yet: wait for it */
		if (n < 0) {
			kt_msg(NULL, KT_MSG_TABLE_OPEN, path, strerror(errno));
			return false;
		}
		/* no writer and nothing to read: either one came and went
		 * without writing (an empty table) or none has come yet */
		if (hup)
			return true;
		if (waited >= KT_TABLE_FIFO_WAIT_MS) {
			kt_msg(NULL, KT_MSG_TABLE_NOWRITER, path, NULL);
			return false;
		}
		pfd.revents = 0;
		if (poll(&pfd, 1, KT_TABLE_FIFO_STEP_MS) > 0 &&
		    (pfd.revents & POLLHUP))
			hup = true;
		waited += KT_TABLE_FIFO_STEP_MS;
	}
}

/* The built-in copy of tables/linux.ktypes (generated: src/table-linux.c). */
extern const char kt_table_linux[];

void
kt_tablefile_builtin(struct kt_table *t)
{
	/* the data of tables/linux.ktypes, checked when it was built */
	if (!kt_tablefile_parse(t, "<built-in linux table>", kt_table_linux,
	    strlen(kt_table_linux)))
		abort();
}

bool
kt_tablefile_load(struct kt_table *t, const char *path)
{
	struct kt_reader r;
	struct kt_writer w;
	const unsigned char *p;
	unsigned char first;
	size_t n;
	struct stat sb;
	int fd, rc, fl;
	bool ok, have = false;

	/* Without blocking: open(2) of a FIFO waits for a writer, forever if
	 * none comes; then a regular file or a pipe only (a process
	 * substitution, --table=<(...), or a FIFO that a process writes). */
	do
		fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
	while (fd < 0 && errno == EINTR);
	if (fd < 0) {
		kt_msg(NULL, KT_MSG_TABLE_OPEN, path, strerror(errno));
		return false;
	}
	if (fstat(fd, &sb) != 0) {
		kt_msg(NULL, KT_MSG_TABLE_OPEN, path, strerror(errno));
		close(fd);
		return false;
	}
	if (!S_ISREG(sb.st_mode) && !S_ISFIFO(sb.st_mode)) {
		kt_msg(NULL, KT_MSG_TABLE_NOTFILE, path, NULL);
		close(fd);
		return false;
	}
	if (S_ISFIFO(sb.st_mode) && !kt_tablefile_fifo(fd, path, &first,
	    &have)) {
		close(fd);
		return false;
	}
	/* from here on, reads wait for the data */
	fl = fcntl(fd, F_GETFL);
	if (fl < 0 || fcntl(fd, F_SETFL, fl & ~O_NONBLOCK) < 0) {
		kt_msg(NULL, KT_MSG_TABLE_OPEN, path, strerror(errno));
		close(fd);
		return false;
	}
	kt_reader_init_fd(&r, fd);
	kt_writer_init_mem(&w);
	if (have)
		kt_writer_put(&w, &first, 1);
	while ((rc = kt_reader_chunk(&r, &p, &n)) > 0 && w.len < KT_TABLE_SIZE_MAX)
		kt_writer_put(&w, p, n);
	if (rc < 0) {
		kt_msg(NULL, KT_MSG_TABLE_OPEN, path, strerror(r.err));
		ok = false;
	} else if (rc > 0) {
		kt_msg(NULL, KT_MSG_TABLE_TOOBIG, path, NULL);
		ok = false;
	} else
		ok = kt_tablefile_parse(t, path, (const char *)w.buf, w.len);
	kt_writer_free(&w);
	kt_reader_free(&r);
	close(fd);
	return ok;
}

bool
kt_tablefile_userdir(char *buf, size_t size)
{
	const char *x = getenv("XDG_DATA_HOME"), *h = getenv("HOME");
	int k;

	if (x != NULL && x[0] == '/')
		k = snprintf(buf, size, "%s/ktypes", x);
	else if (h != NULL && h[0] == '/')
		k = snprintf(buf, size, "%s/.local/share/ktypes", h);
	else
		return false;
	return k > 0 && (size_t)k < size;
}

bool
kt_tablefile_find(const char *name, const char *sysdir, char *buf,
		  size_t size)
{
	char dir[4096];
	int k;

	if (kt_tablefile_userdir(dir, sizeof dir)) {
		k = snprintf(buf, size, "%s/%s.ktypes", dir, name);
		if (k > 0 && (size_t)k < size && access(buf, R_OK) == 0)
			return true;
	}
	if (sysdir != NULL) {
		k = snprintf(buf, size, "%s/%s.ktypes", sysdir, name);
		if (k > 0 && (size_t)k < size && access(buf, R_OK) == 0)
			return true;
	}
	return false;
}
