/* bake_tree.c: the source tree of ktypes-bake (see bake.h): its pages
 * and links, where each link and .so request leads, and which pages go
 * with the rendered ones. */
#include <config.h>

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bake.h"
#include "msg.h"
#include "util.h"

char *
kt_bake_path(const char *a, const char *b)
{
	size_t na = strlen(a), nb = strlen(b);
	char *s = kt_xmalloc(na + nb + 2);

	memcpy(s, a, na);
	s[na] = '/';
	memcpy(s + na + 1, b, nb + 1);
	return s;
}

/* Letters from LO to HI at *P, between MIN and MAX of them: past them. */
static const char *
kt_bake_letters(const char *p, char lo, char hi, int min, int max)
{
	int k = 0;

	while (k < max && *p >= lo && *p <= hi) {
		p++;
		k++;
	}
	return k >= min ? p : NULL;
}

bool
kt_bake_tree_locale(const char *name)
{
	const char *p = kt_bake_letters(name, 'a', 'z', 2, 3);
	enum kt_mode m;

	if (p == NULL || kt_mode_parse(name, strlen(name), &m))
		return false;
	if (*p == '_' && (p = kt_bake_letters(p + 1, 'A', 'Z', 2, 2)) == NULL)
		return false;
	if (*p == '.') {
		p++;
		if (*p == '\0')
			return false;
		while (*p != '\0' && *p != '@' && (strchr("-_", *p) != NULL ||
		    (*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'z') ||
		    (*p >= 'A' && *p <= 'Z')))
			p++;
	}
	if (*p == '@' && (p = kt_bake_letters(p + 1, 'a', 'z', 1, 20)) == NULL)
		return false;
	return *p == '\0';
}

/* Add entry REL (allocated) of the tree, whose status is SB. */
static void
kt_bake_add(struct kt_bake_tree *t, char *rel, const struct stat *sb)
{
	struct kt_bake_entry *e;

	t->e = kt_xgrow(t->e, &t->cap, t->n + 1, sizeof *t->e);
	e = &t->e[t->n++];
	memset(e, 0, sizeof *e);
	e->rel = rel;
	e->mode = sb->st_mode & 07777;
	e->link = S_ISLNK(sb->st_mode);
	e->res = KT_BAKE_NONE;
}

int
kt_bake_walk(const char *dir, const char *rel, bool missing_ok,
	     kt_bake_visit *fn, void *arg)
{
	struct kt_where w = { dir, 0 };
	struct kt_bake_dirent e;
	struct dirent *d;
	struct stat sb;
	int status = 0;
	DIR *dp = opendir(dir);

	if (dp == NULL) {
		if (missing_ok && errno == ENOENT)
			return 0;
		kt_msg(&w, errno == ENOTDIR ? KT_MSG_BAKE_NOTDIR :
		    KT_MSG_BAKE_DIR, strerror(errno), NULL);
		return -1;
	}
	while ((errno = 0, d = readdir(dp)) != NULL) {
		if (strcmp(d->d_name, ".") == 0 || strcmp(d->d_name, "..") == 0)
			continue;
		e.name = d->d_name;
		e.path = kt_bake_path(dir, d->d_name);
		e.rel = *rel == '\0' ? kt_xstrdup(d->d_name) :
		    kt_bake_path(rel, d->d_name);
		e.sb = &sb;
		if (lstat(e.path, &sb) == 0 && fn(arg, &e) < 0)
			status = -1;
		free(e.path);
		free(e.rel);
	}
	if (errno != 0) {
		kt_msg(&w, KT_MSG_BAKE_DIR, strerror(errno), NULL);
		status = -1;
	}
	closedir(dp);
	return status;
}

/* A page of a man* folder (kt_bake_walk), but a hidden file: into the
 * tree ARG. */
static int
kt_bake_page_entry(void *arg, const struct kt_bake_dirent *e)
{
	if (e->name[0] != '.' &&
	    (S_ISREG(e->sb->st_mode) || S_ISLNK(e->sb->st_mode)))
		kt_bake_add(arg, kt_xstrdup(e->rel), e->sb);
	return 0;
}

/* A folder that kt_bake_folder reads: the tree, whether the folder is
 * its top, and the folder not to read (the baked tree inside it). */
struct kt_bake_reading {
	struct kt_bake_tree *t;
	bool top;
	dev_t skip_dev;
	ino_t skip_ino;
};

static int kt_bake_folder(struct kt_bake_tree *t, const char *rel,
			  dev_t skip_dev, ino_t skip_ino);

/* An entry of the folder that ARG reads: a man* folder is read, and at
 * the top, a locale's folder. */
static int
kt_bake_folder_entry(void *arg, const struct kt_bake_dirent *e)
{
	const struct kt_bake_reading *r = arg;
	bool section = strncmp(e->name, "man", 3) == 0;
	char *dir;
	int st;

	if (!S_ISDIR(e->sb->st_mode) || (e->sb->st_dev == r->skip_dev &&
	    e->sb->st_ino == r->skip_ino) ||
	    !(section || (r->top && kt_bake_tree_locale(e->name))))
		return 0;
	if (!section)
		return kt_bake_folder(r->t, e->rel, r->skip_dev, r->skip_ino);
	dir = kt_bake_path(r->t->dir, e->rel);
	st = kt_bake_walk(dir, e->rel, false, kt_bake_page_entry, r->t);
	free(dir);
	return st;
}

/* Read the man* folders of folder REL of the tree ("" for its top), and
 * at the top, the locale folders; not the folder SKIP_DEV, SKIP_INO. */
static int
kt_bake_folder(struct kt_bake_tree *t, const char *rel, dev_t skip_dev,
	       ino_t skip_ino)
{
	struct kt_bake_reading r = { t, *rel == '\0', skip_dev, skip_ino };
	char *dir = *rel == '\0' ? kt_xstrdup(t->dir) : kt_bake_path(t->dir, rel);
	int st = kt_bake_walk(dir, rel, false, kt_bake_folder_entry, &r);

	free(dir);
	return st;
}

static int
kt_bake_cmp(const void *a, const void *b)
{
	return strcmp(((const struct kt_bake_entry *)a)->rel,
	    ((const struct kt_bake_entry *)b)->rel);
}

size_t
kt_bake_tree_find(const struct kt_bake_tree *t, const char *rel)
{
	struct kt_bake_entry key, *e;

	key.rel = (char *)(uintptr_t)rel;
	e = bsearch(&key, t->e, t->n, sizeof *t->e, kt_bake_cmp);
	return e == NULL ? KT_BAKE_NONE : (size_t)(e - t->e);
}

/* Resolve the link of entry I: its target, and the page of the tree it
 * leads to in the end (through any other links). */
static int
kt_bake_resolve(struct kt_bake_tree *t, size_t i)
{
	struct kt_bake_entry *e = &t->e[i];
	char *path = kt_bake_path(t->dir, e->rel), buf[PATH_MAX], *real;
	struct kt_where w = { path, 0 };
	size_t n = strlen(t->real), k;
	ssize_t len = readlink(path, buf, sizeof buf - 1);

	if (len < 0) {
		kt_msg(&w, KT_MSG_BAKE_LINK, strerror(errno), NULL);
		free(path);
		return -1;
	}
	buf[len] = '\0';
	e->target = kt_xstrdup(buf);
	real = realpath(path, NULL);	/* NULL: a dangling link */
	if (real != NULL && strncmp(real, t->real, n) == 0 && real[n] == '/' &&
	    (k = kt_bake_tree_find(t, real + n + 1)) != KT_BAKE_NONE &&
	    !t->e[k].link)
		e->res = k;
	free(real);
	free(path);
	return 0;
}

int
kt_bake_tree_read(struct kt_bake_tree *t, const char *dir, dev_t skip_dev,
		  ino_t skip_ino)
{
	struct kt_where w = { dir, 0 };
	int status;
	size_t i;

	memset(t, 0, sizeof *t);
	t->dir = kt_xstrdup(dir);
	t->real = realpath(dir, NULL);
	if (t->real == NULL) {
		kt_msg(&w, KT_MSG_BAKE_DIR, strerror(errno), NULL);
		return -1;
	}
	status = kt_bake_folder(t, "", skip_dev, skip_ino);
	if (t->n > 1)	/* (no entries: t->e is NULL, which qsort may not
			 * be given) */
		qsort(t->e, t->n, sizeof *t->e, kt_bake_cmp);
	for (i = 0; i < t->n; i++)
		if (t->e[i].link && kt_bake_resolve(t, i) < 0)
			status = -1;
	return status;
}

void
kt_bake_tree_free(struct kt_bake_tree *t)
{
	size_t i;

	for (i = 0; i < t->n; i++) {
		free(t->e[i].rel);
		free(t->e[i].target);
		free(t->e[i].so);
	}
	free(t->e);
	free(t->dir);
	free(t->real);
	memset(t, 0, sizeof *t);
}

/* Normalize the path DIR/NAME in place into OUT (PATH_MAX bytes): "."
 * and ".." resolved; false if it leaves the top or is too long. */
static bool
kt_bake_norm(const char *dir, const char *name, char *out)
{
	char tmp[PATH_MAX], *p, *save = NULL;
	size_t len = 0;

	if ((size_t)snprintf(tmp, sizeof tmp, "%s%s%s", dir, *dir ? "/" : "",
	    name) >= sizeof tmp)
		return false;
	out[0] = '\0';
	for (p = strtok_r(tmp, "/", &save); p != NULL;
	    p = strtok_r(NULL, "/", &save)) {
		if (strcmp(p, ".") == 0)
			continue;
		if (strcmp(p, "..") == 0) {
			char *s;
			if (len == 0)
				return false;
			s = strrchr(out, '/');
			len = s == NULL ? 0 : (size_t)(s - out);
			out[len] = '\0';
			continue;
		}
		len += (size_t)snprintf(out + len, PATH_MAX - len, "%s%s",
		    len > 0 ? "/" : "", p);
	}
	return len > 0;
}

/* The folder of REL above its man* folder ("" at the top), in ROOT. */
static void
kt_bake_root(const char *rel, char *root, size_t size)
{
	const char *s = strrchr(rel, '/'), *m;
	size_t n = s == NULL ? 0 : (size_t)(s - rel);

	kt_copyn(root, size, rel, n);
	m = strrchr(root, '/');
	if (m == NULL)
		root[0] = '\0';
	else
		*(char *)m = '\0';
}

/* The entry that ".so NAME" in entry I names, or NONE. */
static size_t
kt_bake_so_find(const struct kt_bake_tree *t, size_t i, const char *name)
{
	static const char *const sfx[] = { "", ".gz", ".xz", ".bz2" };
	char root[PATH_MAX], norm[PATH_MAX], cand[PATH_MAX + 8];
	size_t k, j;

	kt_bake_root(t->e[i].rel, root, sizeof root);
	if (name[0] == '/' || !kt_bake_norm(root, name, norm))
		return KT_BAKE_NONE;
	for (j = 0; j < sizeof sfx / sizeof sfx[0]; j++) {
		snprintf(cand, sizeof cand, "%s%s", norm, sfx[j]);
		if ((k = kt_bake_tree_find(t, cand)) != KT_BAKE_NONE && k != i)
			return k;
	}
	return KT_BAKE_NONE;
}

void
kt_bake_tree_so(struct kt_bake_tree *t, size_t i, const void *p, size_t n)
{
	const char *s = p, *end = s + n, *nl, *a;
	struct kt_bake_entry *e = &t->e[i];
	char name[PATH_MAX];
	size_t k, len;

	for (; s < end; s = nl + 1) {
		nl = memchr(s, '\n', (size_t)(end - s));
		if (nl == NULL)
			nl = end;
		if (*s != '.' && *s != '\'')
			continue;
		for (a = s + 1; a < nl && (*a == ' ' || *a == '\t'); a++)
			;
		if (nl - a < 3 || memcmp(a, "so", 2) != 0 ||
		    (a[2] != ' ' && a[2] != '\t'))
			continue;
		for (a += 2; a < nl && (*a == ' ' || *a == '\t'); a++)
			;
		for (len = 0; a + len < nl && a[len] != ' ' &&
		    a[len] != '\t' && a[len] != '\r'; len++)
			;
		if (len == 0 || len >= sizeof name)
			continue;
		memcpy(name, a, len);
		name[len] = '\0';
		if ((k = kt_bake_so_find(t, i, name)) == KT_BAKE_NONE)
			continue;
		e->so = kt_xrealloc(e->so, (e->nso + 1) * sizeof *e->so);
		e->so[e->nso++] = k;
	}
}

/* The page that entry K is, or leads to (NONE: none of the tree). */
static size_t
kt_bake_page(const struct kt_bake_tree *t, size_t k)
{
	return t->e[k].link ? t->e[k].res : k;
}

void
kt_bake_tree_close(struct kt_bake_tree *t)
{
	bool more = true;
	size_t i, j, p;

	while (more) {
		more = false;
		for (i = 0; i < t->n; i++) {
			struct kt_bake_entry *e = &t->e[i];
			for (j = 0; j < e->nso && !e->link; j++) {
				p = kt_bake_page(t, e->so[j]);
				if (p == KT_BAKE_NONE)
					continue;
				if (e->out == KT_BAKE_OUT_NONE &&
				    t->e[p].out != KT_BAKE_OUT_NONE) {
					e->out = KT_BAKE_OUT_COPY;
					more = true;
				} else if (e->out != KT_BAKE_OUT_NONE &&
				    t->e[p].out == KT_BAKE_OUT_NONE) {
					/* what a baked page includes */
					t->e[p].out = KT_BAKE_OUT_COPY;
					more = true;
				}
			}
		}
	}
	for (i = 0; i < t->n; i++)
		if (t->e[i].link && t->e[i].res != KT_BAKE_NONE &&
		    t->e[t->e[i].res].out != KT_BAKE_OUT_NONE)
			t->e[i].out = KT_BAKE_OUT_LINK;
}

char *
kt_bake_tree_link(const struct kt_bake_tree *t, size_t i)
{
	const struct kt_bake_entry *e = &t->e[i];
	char dir[PATH_MAX], norm[PATH_MAX], *s;
	size_t k, depth = 0, n;
	const char *c;

	kt_copyn(dir, sizeof dir, e->rel, strlen(e->rel));
	if ((s = strrchr(dir, '/')) != NULL)
		*s = '\0';
	if (e->target[0] != '/' && kt_bake_norm(dir, e->target, norm) &&
	    (k = kt_bake_tree_find(t, norm)) != KT_BAKE_NONE &&
	    kt_bake_page(t, k) == e->res)
		return kt_xstrdup(e->target);
	for (c = e->rel; *c != '\0'; c++)
		depth += *c == '/';
	n = strlen(t->e[e->res].rel);
	s = kt_xmalloc(depth * 3 + n + 1);
	for (k = 0; k < depth; k++)
		memcpy(s + 3 * k, "../", 3);
	memcpy(s + 3 * depth, t->e[e->res].rel, n + 1);
	return s;
}
