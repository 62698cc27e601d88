/* bake_out.c: the baked tree of ktypes-bake (see bake.h): each file and
 * link written whole to a temporary name beside it and renamed into
 * place, nothing written where the same content is there already, and
 * what the tree no longer wants removed. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bake.h"
#include "msg.h"
#include "util.h"

/* Temporary files begin with this; an interrupted run's are removed by
 * the next one (they are in no tree). */
#define KT_BAKE_TMP ".ktypes-bake."

int
kt_bake_out_dirs(const char *out, const char *src, const char *rel)
{
	char sub[PATH_MAX], *o, *s;
	struct stat sb;
	const char *p = rel;
	mode_t mode;

	for (;;) {
		p = strchr(p, '/');
		if (p == NULL)
			return 0;
		kt_copyn(sub, sizeof sub, rel, (size_t)(p - rel));
		p++;
		o = kt_bake_path(out, sub);
		s = kt_bake_path(src, sub);
		mode = stat(s, &sb) == 0 ? (sb.st_mode & 07777) | 0700 : 0755;
		if (mkdir(o, mode) < 0 && errno != EEXIST) {
			struct kt_where w = { o, 0 };
			kt_msg(&w, KT_MSG_BAKE_MKDIR, strerror(errno), NULL);
			free(o);
			free(s);
			return -1;
		}
		free(o);
		free(s);
	}
}

/* Whether the regular file at PATH, with permissions MODE, holds the N
 * bytes at P (compressed as Z unless RAW). */
static bool
kt_bake_same(const char *path, mode_t mode, enum kt_bake_zip z,
	     const void *p, size_t n, bool raw)
{
	struct kt_writer w;
	struct stat sb;
	bool same;
	int fd;

	if (lstat(path, &sb) < 0 || !S_ISREG(sb.st_mode) ||
	    (sb.st_mode & 07777) != mode)
		return false;
	if (raw && (size_t)sb.st_size != n)
		return false;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return false;
	kt_writer_init_mem(&w);
	/* quietly: a file that cannot be read is replaced */
	same = kt_bake_unzip(fd, raw ? KT_BAKE_PLAIN : z, NULL, &w) == 0 &&
	    w.len == n && (n == 0 || memcmp(w.buf, p, n) == 0);
	close(fd);
	kt_writer_free(&w);
	return same;
}

/* A temporary name beside PATH, in BUF of PATH_MAX bytes. */
static void
kt_bake_tmpname(const char *path, char *buf)
{
	const char *s = strrchr(path, '/');
	int n = s == NULL ? 0 : (int)(s - path + 1);

	snprintf(buf, PATH_MAX, "%.*s" KT_BAKE_TMP "XXXXXX", n, path);
}

/* Rename TMP to PATH: 1, or -1 after a message (TMP removed). */
static int
kt_bake_commit(const char *tmp, const char *path)
{
	struct kt_where w = { path, 0 };

	if (rename(tmp, path) == 0)
		return 1;
	kt_msg(&w, KT_MSG_BAKE_WRITE, strerror(errno), NULL);
	(void)unlink(tmp);
	return -1;
}

int
kt_bake_out_file(const char *path, mode_t mode, enum kt_bake_zip z,
		 const void *p, size_t n, bool raw)
{
	struct kt_where w = { path, 0 };
	char tmp[PATH_MAX];
	int fd, r;

	if (kt_bake_same(path, mode, z, p, n, raw))
		return 0;
	kt_bake_tmpname(path, tmp);
	if ((fd = mkostemp(tmp, O_CLOEXEC)) < 0) {
		kt_msg(&w, KT_MSG_BAKE_WRITE, strerror(errno), NULL);
		return -1;
	}
	r = fchmod(fd, mode) < 0 ? -1 : 0;
	if (r < 0)
		kt_msg(&w, KT_MSG_BAKE_WRITE, strerror(errno), NULL);
	else
		r = kt_bake_zip(fd, raw ? KT_BAKE_PLAIN : z, p, n, path);
	if (close(fd) < 0 && r == 0) {
		kt_msg(&w, KT_MSG_BAKE_WRITE, strerror(errno), NULL);
		r = -1;
	}
	if (r < 0) {
		(void)unlink(tmp);
		return -1;
	}
	return kt_bake_commit(tmp, path);
}

int
kt_bake_out_link(const char *path, const char *target)
{
	struct kt_where w = { path, 0 };
	char tmp[PATH_MAX], buf[PATH_MAX];
	ssize_t len = readlink(path, buf, sizeof buf - 1);
	int fd, tries;

	if (len >= 0 && (size_t)len == strlen(target) &&
	    memcmp(buf, target, (size_t)len) == 0)
		return 0;
	for (tries = 0; tries < 100; tries++) {
		/* a name that is free (mkstemp's), then the link in its
		 * place; someone else may take it in between */
		kt_bake_tmpname(path, tmp);
		if ((fd = mkostemp(tmp, O_CLOEXEC)) < 0)
			break;
		close(fd);
		(void)unlink(tmp);
		if (symlink(target, tmp) == 0)
			return kt_bake_commit(tmp, path);
		if (errno != EEXIST)
			break;
	}
	kt_msg(&w, KT_MSG_BAKE_WRITE, strerror(errno), NULL);
	return -1;
}

/* What a prune of the baked tree OUT removes: what T does not put
 * there and an earlier bake wrote (REC), counted in C; whether the
 * folder read is OUT's top. */
struct kt_bake_pruning {
	const struct kt_bake_tree *t;
	const struct kt_bake_record *rec;
	const char *out;
	struct kt_bake_count *c;
	bool top;
};

/* An entry of a man* folder of the baked tree (kt_bake_walk): removed if
 * the prune ARG says so, as the temporary files of an interrupted bake
 * are. */
static int
kt_bake_prune_entry(void *arg, const struct kt_bake_dirent *e)
{
	const struct kt_bake_pruning *p = arg;
	bool tmp = strncmp(e->name, KT_BAKE_TMP, strlen(KT_BAKE_TMP)) == 0;
	size_t k;

	if (!(tmp || kt_bake_record_has(p->rec, e->rel)) ||
	    !(S_ISREG(e->sb->st_mode) || S_ISLNK(e->sb->st_mode)))
		return 0;
	k = kt_bake_tree_find(p->t, e->rel);
	if (k != KT_BAKE_NONE && p->t->e[k].out != KT_BAKE_OUT_NONE)
		return 0;
	if (unlink(e->path) == 0) {
		p->c->removed += !tmp;
		return 0;
	}
	{
		struct kt_where w = { e->path, 0 };
		kt_msg(&w, KT_MSG_BAKE_REMOVE, strerror(errno), NULL);
	}
	return -1;
}

static int kt_bake_prune_folder(const struct kt_bake_pruning *p,
				const char *rel);

/* An entry of a folder of the baked tree: a man* folder is pruned and
 * removed if left empty, and at the top, a locale's folder. */
static int
kt_bake_prune_folder_entry(void *arg, const struct kt_bake_dirent *e)
{
	struct kt_bake_pruning *p = arg;
	bool section = strncmp(e->name, "man", 3) == 0;
	int st;

	if (!S_ISDIR(e->sb->st_mode) ||
	    !(section || (p->top && kt_bake_tree_locale(e->name))))
		return 0;
	if (!section)
		return kt_bake_prune_folder(p, e->rel);
	st = kt_bake_walk(e->path, e->rel, false, kt_bake_prune_entry, p);
	(void)rmdir(e->path);	/* if it is left empty */
	return st;
}

/* The man* folders of folder REL of the baked tree ("" for the top), and
 * at the top, its locale folders (removed if left empty). */
static int
kt_bake_prune_folder(const struct kt_bake_pruning *p, const char *rel)
{
	struct kt_bake_pruning sub = *p;
	char *dir = *rel == '\0' ? kt_xstrdup(p->out) : kt_bake_path(p->out, rel);
	int st;

	sub.top = *rel == '\0';
	/* at the top: nothing baked yet, if it is not there */
	st = kt_bake_walk(dir, rel, sub.top, kt_bake_prune_folder_entry, &sub);
	if (!sub.top)
		(void)rmdir(dir);	/* a locale folder left empty */
	free(dir);
	return st;
}

int
kt_bake_out_prune(const struct kt_bake_tree *t,
		  const struct kt_bake_record *rec, const char *out,
		  struct kt_bake_count *c)
{
	struct kt_bake_pruning p = { t, rec, out, c, true };

	return kt_bake_prune_folder(&p, "");
}

/* --- the record of what the bakes wrote ------------------------------ */

static int
kt_bake_record_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* An entry (kt_bake_walk): the folder holds something (ARG). */
static int
kt_bake_any_entry(void *arg, const struct kt_bake_dirent *e)
{
	(void)e;
	*(bool *)arg = true;
	return 0;
}

/* Whether the folder OUT holds nothing (or is not there); -1 after a
 * message. */
static int
kt_bake_empty(const char *out)
{
	bool any = false;

	if (kt_bake_walk(out, "", true, kt_bake_any_entry, &any) < 0)
		return -1;
	return any ? 0 : 1;
}

/* The mode of the record of N bytes at P (its first line), the part
 * after KT_BAKE_RECORD_HEAD, into BUF of SIZE bytes. */
static void
kt_bake_record_mode(const char *p, size_t n, char *buf, size_t size)
{
	const size_t h = strlen(KT_BAKE_RECORD_HEAD);
	const char *nl = memchr(p, '\n', n);

	kt_copyn(buf, size, p + h, (size_t)((nl != NULL ? nl : p + n) - p) - h);
}

int
kt_bake_record_read(struct kt_bake_record *r, const char *out,
		    const char *mode)
{
	char *path = kt_bake_path(out, KT_BAKE_RECORD), *p, *nl, *end;
	struct kt_where w = { out, 0 };
	struct kt_writer in;
	char was[32];
	int fd, e;

	memset(r, 0, sizeof *r);
	kt_writer_init_mem(&in);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	free(path);
	if (fd < 0 || kt_bake_unzip(fd, KT_BAKE_PLAIN, NULL, &in) != 0 ||
	    in.len < strlen(KT_BAKE_RECORD_HEAD) || memcmp(in.buf,
	    KT_BAKE_RECORD_HEAD, strlen(KT_BAKE_RECORD_HEAD)) != 0) {
		if (fd >= 0)
			close(fd);
		kt_writer_free(&in);
		if ((e = kt_bake_empty(out)) == 0)
			kt_msg(&w, KT_MSG_BAKE_FOREIGN, NULL, NULL);
		return e == 1 ? 0 : -1;
	}
	close(fd);
	kt_bake_record_mode((const char *)in.buf, in.len, was, sizeof was);
	if (strcmp(was, mode) != 0) {
		kt_msg(&w, KT_MSG_BAKE_MODE, was, mode);
		kt_writer_free(&in);
		return -1;
	}
	r->found = true;
	p = (char *)in.buf;
	end = p + in.len;
	for (p = memchr(p, '\n', in.len); p != NULL && ++p < end; p = nl) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			break;		/* a last line cut short: not taken */
		r->rel = kt_xgrow(r->rel, &r->cap, r->n + 1, sizeof *r->rel);
		r->rel[r->n] = kt_xmalloc((size_t)(nl - p) + 1);
		kt_copyn(r->rel[r->n++], (size_t)(nl - p) + 1, p,
		    (size_t)(nl - p));
	}
	if (r->n > 1)	/* (an empty record: r->rel is NULL) */
		qsort(r->rel, r->n, sizeof *r->rel, kt_bake_record_cmp);
	kt_writer_free(&in);
	return 0;
}

bool
kt_bake_record_has(const struct kt_bake_record *r, const char *rel)
{
	return r->n > 0 && bsearch(&rel, r->rel, r->n, sizeof *r->rel,
	    kt_bake_record_cmp) != NULL;
}

void
kt_bake_record_free(struct kt_bake_record *r)
{
	for (size_t i = 0; i < r->n; i++)
		free(r->rel[i]);
	free(r->rel);
	memset(r, 0, sizeof *r);
}

int
kt_bake_record_write(const struct kt_bake_tree *t,
		     const struct kt_bake_record *old, const char *mode,
		     const char *out)
{
	char *path = kt_bake_path(out, KT_BAKE_RECORD);
	struct kt_writer w;
	size_t i;
	int r;

	kt_writer_init_mem(&w);
	kt_writer_put(&w, KT_BAKE_RECORD_HEAD, strlen(KT_BAKE_RECORD_HEAD));
	kt_writer_put(&w, mode, strlen(mode));
	kt_writer_put(&w, "\n", 1);
	for (i = 0; old != NULL && i < old->n; i++)
		if (kt_bake_tree_find(t, old->rel[i]) == KT_BAKE_NONE ||
		    t->e[kt_bake_tree_find(t, old->rel[i])].out ==
		    KT_BAKE_OUT_NONE) {
			kt_writer_put(&w, old->rel[i], strlen(old->rel[i]));
			kt_writer_put(&w, "\n", 1);
		}
	for (i = 0; i < t->n; i++)
		if (t->e[i].out != KT_BAKE_OUT_NONE &&
		    strchr(t->e[i].rel, '\n') == NULL) {
			kt_writer_put(&w, t->e[i].rel, strlen(t->e[i].rel));
			kt_writer_put(&w, "\n", 1);
		}
	r = kt_bake_out_file(path, 0644, KT_BAKE_PLAIN, w.buf, w.len, true);
	kt_writer_free(&w);
	free(path);
	return r < 0 ? -1 : 0;
}
