/* bake.c: one manual tree baked (see bake.h): its pages read and
 * rendered in the mode, the ones that differ written at once, then the
 * pages and links that go with them, then what is no longer wanted
 * removed, unless anything went wrong. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bake.h"
#include "filter.h"
#include "input.h"
#include "msg.h"
#include "util.h"

/* Render the N bytes at P, page NAME, in the mode of O into W (a memory
 * writer, initialized here); whether the rendering differs: whether
 * ktypes respelled a word or wrote a key (the filter's "marked"), and
 * not whether its output differs from the input, which it does in
 * modes both and annotate for the prelude alone. */
static bool
kt_bake_render(const struct kt_bake_opts *o, const unsigned char *p,
	       size_t n, const char *name, struct kt_writer *w)
{
	struct kt_filter *f;
	struct kt_mode_state ms;
	bool marked;

	kt_writer_init_mem(w);
	f = kt_filter_new(o->table, w);
	kt_mode_init(&ms);
	(void)kt_mode_set(&ms, o->mode, KT_MODE_FROM_OPTION);
	kt_filter_set_mode(f, &ms);
	kt_filter_set_strict(f, o->strict);
	if (o->width_set)
		kt_filter_set_both_width(f, o->width);
	kt_input_run_mem(f, p, n, name, NULL);
	kt_filter_end(f);
	marked = kt_filter_marked(f);
	kt_filter_free(f);
	return marked;
}

/* Read file PATH into W (initialized here), decompressed unless RAW:
 * 0, 1 (too large: skipped, with a warning) or -1 after a message. */
static int
kt_bake_read(const char *path, bool raw, struct kt_writer *w)
{
	struct kt_where where = { path, 0 };
	char mib[16];
	int fd, r;

	kt_writer_init_mem(w);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
		kt_msg(&where, KT_MSG_BAKE_READ, strerror(errno), NULL);
		return -1;
	}
	r = kt_bake_unzip(fd, raw ? KT_BAKE_PLAIN : kt_bake_zip_of(path), path,
	    w);
	close(fd);
	if (r == 1) {
		snprintf(mib, sizeof mib, "%zu", KT_BAKE_PAGE_MAX >> 20);
		kt_msg(&where, KT_MSG_BAKE_SKIPPED, mib, NULL);
	}
	return r;
}

/* Count the result R of putting a file or link in place into C; false
 * for an error. */
static bool
kt_bake_count(int r, struct kt_bake_count *c)
{
	if (r > 0)
		c->written++;
	else if (r == 0)
		c->kept++;
	return r >= 0;
}

/* The progress line: page I of N of tree DIR. */
static void
kt_bake_progress(const struct kt_bake_opts *o, const char *dir, size_t i,
		 size_t n)
{
	if (!o->progress)
		return;
	if (i < n)
		fprintf(stderr, "\rktypes-bake: %s: page %zu of %zu", dir, i + 1, n);
	else
		fprintf(stderr, "\r%*s\r", (int)(strlen(dir) + 48), "");
	fflush(stderr);
}

/* Page I of T, whose content is the N bytes at P: note its .so
 * requests, render it, and write it into OUT if its rendering differs.
 * Returns 0, or -1 after messages. */
static int
kt_bake_content(const struct kt_bake_opts *o, struct kt_bake_tree *t,
		size_t i, const unsigned char *p, size_t n, const char *out,
		struct kt_bake_count *c)
{
	struct kt_bake_entry *e = &t->e[i];
	char *src = kt_bake_path(t->dir, e->rel), *dst;
	struct kt_writer w;
	int r = 0;

	kt_bake_tree_so(t, i, p, n);
	if (kt_bake_render(o, p, n, src, &w)) {
		e->out = KT_BAKE_OUT_RENDER;
		dst = kt_bake_path(out, e->rel);
		r = kt_bake_out_dirs(out, t->dir, e->rel);
		if (r == 0 && !kt_bake_count(kt_bake_out_file(dst, e->mode,
		    kt_bake_zip_of(e->rel), w.buf, w.len, false), c))
			r = -1;
		free(dst);
	}
	kt_writer_free(&w);
	free(src);
	return r;
}

/* Read page I of T and go on as kt_bake_content. */
static int
kt_bake_page(const struct kt_bake_opts *o, struct kt_bake_tree *t,
	     size_t i, const char *out, struct kt_bake_count *c)
{
	char *src = kt_bake_path(t->dir, t->e[i].rel);
	struct kt_writer in;
	int r = kt_bake_read(src, false, &in);

	free(src);
	if (r == 0)
		r = kt_bake_content(o, t, i, in.buf, in.len, out, c);
	kt_writer_free(&in);
	return r < 0 ? -1 : 0;
}

/* At most this many pages go through one gzip. */
#define KT_BAKE_BATCH 256

/* The pages of T from I on that are read by one gzip: the gzip pages
 * that come next, but for links; their number. */
static size_t
kt_bake_batch(const struct kt_bake_tree *t, size_t i, size_t *idx)
{
	size_t n = 0;

	for (; i < t->n && n < KT_BAKE_BATCH; i++) {
		if (t->e[i].link)
			continue;
		if (kt_bake_zip_of(t->e[i].rel) != KT_BAKE_GZ)
			break;
		idx[n++] = i;
	}
	return n;
}

/* Pass one over T from entry I: the next gzip pages decompressed by one
 * gzip and handled (kt_bake_content), or, where that does not serve,
 * entry I alone (kt_bake_page).  Returns the entry after the last one
 * handled; *STATUS set to -1 after an error. */
static size_t
kt_bake_next(const struct kt_bake_opts *o, struct kt_bake_tree *t,
	     size_t i, const char *out, struct kt_bake_count *c, int *status)
{
	size_t idx[KT_BAKE_BATCH], lens[KT_BAKE_BATCH], n, k, at = 0;
	char *paths[KT_BAKE_BATCH];
	struct kt_writer w;
	bool ok;

	n = kt_bake_batch(t, i, idx);
	if (n > 1) {
		for (k = 0; k < n; k++)
			paths[k] = kt_bake_path(t->dir, t->e[idx[k]].rel);
		kt_writer_init_mem(&w);
		ok = kt_bake_gunzip_many((const char *const *)paths, n, lens,
		    &w) == 0;
		for (k = 0; ok && k < n; at += lens[k], k++)
			if (kt_bake_content(o, t, idx[k], w.buf + at, lens[k],
			    out, c) < 0)
				*status = -1;
		kt_writer_free(&w);
		for (k = 0; k < n; k++)
			free(paths[k]);
		if (ok)
			return idx[n - 1] + 1;
	}
	if (!t->e[i].link && kt_bake_page(o, t, i, out, c) < 0)
		*status = -1;
	return i + 1;
}

/* Put entry I of T, a page that goes with the rendered ones (a copy) or
 * a link, into OUT. */
static int
kt_bake_extra(struct kt_bake_tree *t, size_t i, const char *out,
	      struct kt_bake_count *c)
{
	struct kt_bake_entry *e = &t->e[i];
	char *dst = kt_bake_path(out, e->rel), *src, *target;
	struct kt_writer in;
	int r = kt_bake_out_dirs(out, t->dir, e->rel);

	if (r == 0 && e->out == KT_BAKE_OUT_LINK) {
		target = kt_bake_tree_link(t, i);
		r = kt_bake_count(kt_bake_out_link(dst, target), c) ? 0 : -1;
		free(target);
	} else if (r == 0) {
		src = kt_bake_path(t->dir, e->rel);
		r = kt_bake_read(src, true, &in);
		if (r == 0 && !kt_bake_count(kt_bake_out_file(dst, e->mode,
		    KT_BAKE_PLAIN, in.buf, in.len, true), c))
			r = -1;
		kt_writer_free(&in);
		free(src);
	}
	free(dst);
	return r < 0 ? -1 : 0;
}

/* The folder OUT, made as DIR is (NULL or not there: 0755) if it is not
 * there, and the folders above it that are not there (as "mkdir -p",
 * 0755); -1 after a message. */
static int
kt_bake_top(const char *dir, const char *out)
{
	struct kt_where w = { out, 0 };
	struct stat sb;
	mode_t mode = dir != NULL && stat(dir, &sb) == 0 ?
	    (sb.st_mode & 07777) | 0700 : 0755;
	char *up;
	const char *slash;

	if (mkdir(out, mode) == 0 || errno == EEXIST)
		return 0;
	slash = strrchr(out, '/');
	if (errno == ENOENT && slash != NULL && slash != out) {
		up = kt_xstrndup(out, (size_t)(slash - out));
		if (kt_bake_top(NULL, up) == 0 && (mkdir(out, mode) == 0 ||
		    errno == EEXIST)) {
			free(up);
			return 0;
		}
		free(up);
	}
	kt_msg(&w, KT_MSG_BAKE_MKDIR, strerror(errno), NULL);
	return -1;
}

/* The real path of OUT, or, where it is not there yet, of the nearest
 * folder above it that is, with the rest of OUT after it; NULL if there
 * is none. */
static char *
kt_bake_real_out(const char *out)
{
	char *r = realpath(out, NULL), *up, *real;
	const char *base;

	if (r != NULL || errno != ENOENT)
		return r;
	base = strrchr(out, '/');
	if (base == out)
		return kt_xstrdup(out);
	up = base == NULL ? kt_xstrdup(".") : kt_xstrndup(out,
	    (size_t)(base - out));
	real = base == NULL ? realpath(up, NULL) : kt_bake_real_out(up);
	free(up);
	if (real == NULL)
		return NULL;
	r = kt_bake_path(real, base == NULL ? out : base + 1);
	free(real);
	return r;
}

/* Whether OUT is a section folder (man*, or a locale's man*) of the
 * tree DIR or inside one, which it would then be baked into; after a
 * usage message. */
static bool
kt_bake_inside(const char *dir, const char *out)
{
	char *d = realpath(dir, NULL), *to = kt_bake_real_out(out);
	char *rel, *sec = NULL, *s1, *s2;
	size_t n = d != NULL ? strlen(d) : 0;
	bool loc, inside;

	if (d != NULL && to != NULL && strncmp(to, d, n) == 0 &&
	    to[n] == '/') {
		rel = to + n + 1;
		s1 = strchr(rel, '/');
		if (strncmp(rel, "man", 3) == 0)
			sec = s1 == NULL ? kt_xstrdup(rel) :
			    kt_xstrndup(rel, (size_t)(s1 - rel));
		else if (s1 != NULL && strncmp(s1 + 1, "man", 3) == 0) {
			*s1 = '\0';
			loc = kt_bake_tree_locale(rel);
			*s1 = '/';
			s2 = strchr(s1 + 1, '/');
			if (loc)
				sec = s2 == NULL ? kt_xstrdup(rel) :
				    kt_xstrndup(rel, (size_t)(s2 - rel));
		}
	}
	inside = sec != NULL;
	if (inside)
		kt_msg(NULL, KT_MSG_BAKE_USAGE_INSIDE, out, sec);
	free(sec);
	free(d);
	free(to);
	return inside;
}

/* Warn where man-db 2.11 would show the native pages rather than the
 * baked ones of OUT, as system OUT's name of the manual path element
 * above it: where that element's name sorts before OUT's, byte by
 * byte (see ktypes-bake(1), NOTES). */
static void
kt_bake_shadowed(const char *out)
{
	char *to = kt_bake_real_out(out), *base, *up;
	struct kt_where w = { out, 0 };

	if (to == NULL || (base = strrchr(to, '/')) == NULL || base == to) {
		free(to);
		return;
	}
	*base++ = '\0';
	up = strrchr(to, '/') + 1;
	if (strcmp(up, base) < 0)
		kt_msg(&w, KT_MSG_BAKE_SHADOWED, up, base);
	free(to);
}

int
kt_bake_run(const struct kt_bake_opts *o, const char *dir, const char *out,
	    struct kt_bake_count *c)
{
	char *to = out != NULL ? kt_xstrdup(out) :
	    kt_bake_path(dir, kt_mode_name(o->mode));
	const char *mode = kt_mode_name(o->mode);
	struct kt_bake_record rec;
	struct kt_bake_tree t;
	struct stat ob, db;
	dev_t sd = 0;
	ino_t si = 0;
	int status = 0;
	size_t i;

	if (stat(to, &ob) == 0) {
		if (stat(dir, &db) == 0 && db.st_dev == ob.st_dev &&
		    db.st_ino == ob.st_ino) {
			kt_msg(NULL, KT_MSG_BAKE_USAGE_SAME, to, NULL);
			free(to);
			return -1;
		}
		sd = ob.st_dev;
		si = ob.st_ino;
	}
	if (kt_bake_inside(dir, to) ||
	    kt_bake_record_read(&rec, to, mode) < 0) {
		free(to);
		return -1;
	}
	kt_bake_shadowed(to);
	if (kt_bake_tree_read(&t, dir, sd, si) < 0)
		status = -1;
	if (t.real == NULL || kt_bake_top(dir, to) < 0 || (!rec.found &&
	    kt_bake_record_write(&t, NULL, mode, to) < 0)) {
		kt_bake_record_free(&rec);
		kt_bake_tree_free(&t);
		free(to);
		return -1;
	}
	c->read += t.n;
	for (i = 0; i < t.n; ) {
		kt_bake_progress(o, dir, i, t.n);
		i = kt_bake_next(o, &t, i, to, c, &status);
	}
	kt_bake_progress(o, dir, t.n, t.n);
	kt_bake_tree_close(&t);
	for (i = 0; i < t.n; i++)
		if ((t.e[i].out == KT_BAKE_OUT_COPY ||
		    t.e[i].out == KT_BAKE_OUT_LINK) &&
		    kt_bake_extra(&t, i, to, c) < 0)
			status = -1;
	if (status == 0)
		status = kt_bake_out_prune(&t, &rec, to, c);
	else {
		struct kt_where w = { to, 0 };
		kt_msg(&w, KT_MSG_BAKE_KEPT, NULL, NULL);
	}
	/* after an error, what was not removed stays in the record */
	if (kt_bake_record_write(&t, status == 0 ? NULL : &rec, mode, to) < 0)
		status = -1;
	kt_bake_record_free(&rec);
	kt_bake_tree_free(&t);
	free(to);
	return status;
}
