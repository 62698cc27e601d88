/* bake.h: ktypes-bake, for its own files only (bake_main.c, bake.c,
 * bake_tree.c, bake_out.c, bake_zip.c); nothing of the library includes
 * it.
 *
 * ktypes-bake turns a manual tree into the tree of an alternate manual
 * "system" of man-db (MANDIR/MODE by default): the pages whose rendering
 * in MODE differs from their source, in that mode, and the pages that
 * lead to one of them by a ".so" request or a symbolic link, as they
 * are.  The parts, top to bottom: bake_main.c (the command line, the
 * summary; the options that ktypes shares are read by cli.c's
 * kt_cli_shared), bake.c (one tree: read, render, choose, write,
 * prune), bake_tree.c (the source tree: its pages, links and .so
 * requests; kt_bake_walk, the one reader of a folder, also for
 * bake_out.c),
 * bake_out.c (the baked tree: a file whole or not at all, what is
 * already there, what is no longer wanted, the record of what the
 * bakes wrote), bake_zip.c (gzip, xz and
 * bzip2 through pipes).
 */
#ifndef KT_BAKE_H
#define KT_BAKE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "io.h"
#include "mode.h"
#include "table.h"

/* --- bake_zip.c ------------------------------------------------------ */

enum kt_bake_zip {
	KT_BAKE_PLAIN,
	KT_BAKE_GZ,
	KT_BAKE_XZ,
	KT_BAKE_BZ2
};

/* The compression of the page named NAME, by its suffix. */
enum kt_bake_zip kt_bake_zip_of(const char *name);

/* A page is read up to this size, decompressed; a larger one is left
 * out of the baked tree with a warning. */
#define KT_BAKE_PAGE_MAX ((size_t)64 << 20)

/* Read all of FD, decompressed as Z says, into the memory writer OUT;
 * NAME names the file in messages (NULL: none are given).  Returns 0;
 * -1 after a message; 1, without one, for a page over KT_BAKE_PAGE_MAX. */
int kt_bake_unzip(int fd, enum kt_bake_zip z, const char *name,
		  struct kt_writer *out);

/* Decompress the N gzip files PATHS with one gzip into OUT, the length
 * of each (as its trailer announces it) into LENS: 0 if gzip succeeded
 * and wrote exactly those lengths (the pages then follow each other in
 * OUT), else -1 (also where they come to more than KT_BAKE_PAGE_MAX), without a message (the caller reads them one by one,
 * and says what is wrong).  One process for many pages, where one each
 * would cost more than the rest of the bake. */
int kt_bake_gunzip_many(const char *const *paths, size_t n, size_t *lens,
			struct kt_writer *out);

/* Write the N bytes at P to FD, compressed as Z says; 0, or -1 after a
 * message naming NAME. */
int kt_bake_zip(int fd, enum kt_bake_zip z, const void *p, size_t n,
		const char *name);

/* --- bake_tree.c ----------------------------------------------------- */

#define KT_BAKE_NONE ((size_t)-1)

/* What an entry of the source tree becomes in the baked tree. */
enum kt_bake_out {
	KT_BAKE_OUT_NONE,	/* nothing */
	KT_BAKE_OUT_RENDER,	/* the page rendered in the mode */
	KT_BAKE_OUT_COPY,	/* the page as it is (a .so page) */
	KT_BAKE_OUT_LINK	/* a symbolic link */
};

struct kt_bake_entry {
	char *rel;		/* the path below the tree: man2/bpf.2.gz,
				 * de/man1/ls.1 */
	char *target;		/* a link: its target as written */
	size_t res;		/* a link: the page it leads to, or NONE */
	size_t *so;		/* the entries that its .so requests name */
	size_t nso;
	mode_t mode;		/* permission bits */
	bool link;
	enum kt_bake_out out;
};

struct kt_bake_tree {
	char *dir;		/* the tree, as given */
	char *real;		/* its real path */
	struct kt_bake_entry *e;	/* sorted by rel */
	size_t n, cap;
};

/* Read the list of pages of the tree DIR: in its folders man*, and
 * man* of its locale folders (de, pt_BR, sr@latin, ...), leaving out
 * folders named as a mode and the folder whose device and inode are
 * SKIP_DEV and SKIP_INO (the output), and resolve its links.  Returns
 * 0, or -1 after messages (what was read is in T). */
int kt_bake_tree_read(struct kt_bake_tree *t, const char *dir,
		      dev_t skip_dev, ino_t skip_ino);
void kt_bake_tree_free(struct kt_bake_tree *t);

/* The entry named REL, or KT_BAKE_NONE. */
size_t kt_bake_tree_find(const struct kt_bake_tree *t, const char *rel);

/* Note the .so requests of entry I, whose content is the N bytes at P:
 * the entries they name (as zsoelim finds them, relative to the folder
 * above the page's man* folder, with or without a compression suffix). */
void kt_bake_tree_so(struct kt_bake_tree *t, size_t i, const void *p,
		     size_t n);

/* With the rendered pages marked, mark what must go with them: the
 * pages that reach a marked one by .so (copied), the pages that a
 * rendered one includes by .so, and the links that lead to a marked
 * page. */
void kt_bake_tree_close(struct kt_bake_tree *t);

/* The target that the link of entry I has in the baked tree: its own if
 * it leads, inside the tree, to a page of it; else a relative one to the
 * page it leads to.  Allocated. */
char *kt_bake_tree_link(const struct kt_bake_tree *t, size_t i);

/* Whether NAME, a folder at the top of a tree, is a locale's (de, pt_BR,
 * sr@latin, de_DE.UTF-8) and not a mode's. */
bool kt_bake_tree_locale(const char *name);

/* "A/B", allocated. */
char *kt_bake_path(const char *a, const char *b);

/* An entry of a folder that kt_bake_walk reads. */
struct kt_bake_dirent {
	const char *name;	/* its name */
	char *path;		/* the folder's path and the name */
	char *rel;		/* the same below the tree */
	const struct stat *sb;	/* its lstat */
};

/* What kt_bake_walk calls for each entry, with its ARG: 0, or -1 after
 * a message (the walk goes on). */
typedef int kt_bake_visit(void *arg, const struct kt_bake_dirent *e);

/* Call FN for each entry of folder DIR (REL below the tree; "" its
 * top) but "." and "..", and those that lstat cannot read.  Returns 0,
 * or -1 if a call did or after a message: DIR cannot be opened (but
 * where it is not there and MISSING_OK, 0), or read. */
int kt_bake_walk(const char *dir, const char *rel, bool missing_ok,
		 kt_bake_visit *fn, void *arg);

/* --- bake_out.c ------------------------------------------------------ */

struct kt_bake_count {
	size_t read, written, kept, removed;
};

/* Make the folders of REL's path below OUT, as those of SRC. */
int kt_bake_out_dirs(const char *out, const char *src, const char *rel);

/* Put at PATH the N bytes at P, compressed as Z, with permissions MODE;
 * unless what is there already holds them (the decompressed content
 * compared).  RAW: P is the file itself, not compressed again.  Written
 * whole to a temporary file beside it, then renamed.  Returns 1
 * (written), 0 (kept) or -1 after a message. */
int kt_bake_out_file(const char *path, mode_t mode, enum kt_bake_zip z,
		     const void *p, size_t n, bool raw);

/* The same for a symbolic link to TARGET. */
int kt_bake_out_link(const char *path, const char *target);

/* The record that a bake keeps at the top of the baked tree, of the
 * files and links that it wrote there: its first line
 * KT_BAKE_RECORD_HEAD and the mode, then one path below the tree a
 * line (a path with a newline in it is not recorded: never removed).
 * Only what it lists is ever removed, and a bake goes only into a
 * folder that holds one, is empty or is not there. */
#define KT_BAKE_RECORD ".ktypes-bake"
#define KT_BAKE_RECORD_HEAD "ktypes-bake record 1 mode "

struct kt_bake_record {
	char **rel;		/* sorted */
	size_t n, cap;
	bool found;		/* OUT held one */
};

/* Read OUT's record into R: 0 (R empty where OUT holds none and is
 * empty or not there), or -1 after a message (OUT holds other things
 * and no record, or cannot be read, or its record is of a mode other
 * than MODE: a tree holds one mode, the one that man-db's system of
 * its name shows). */
int kt_bake_record_read(struct kt_bake_record *r, const char *out,
			const char *mode);
bool kt_bake_record_has(const struct kt_bake_record *r, const char *rel);
void kt_bake_record_free(struct kt_bake_record *r);

/* Write OUT's record, mode MODE: what T puts there, and the paths of OLD
 * (NULL: none) that T does not, which are still there after an error.
 * Returns 0, or -1 after a message. */
int kt_bake_record_write(const struct kt_bake_tree *t,
			 const struct kt_bake_record *old, const char *mode,
			 const char *out);

/* Remove from the baked tree OUT what T does not put there and REC
 * lists, and the folders left empty; counts in C.  Returns 0, or -1
 * after messages. */
int kt_bake_out_prune(const struct kt_bake_tree *t,
		      const struct kt_bake_record *rec, const char *out,
		      struct kt_bake_count *c);

/* --- bake.c ---------------------------------------------------------- */

struct kt_bake_opts {
	enum kt_mode mode;
	const struct kt_table *table;
	bool strict;
	bool width_set;
	unsigned width;
	bool progress;		/* a progress line on standard error */
};

/* Bake the tree DIR into OUT (NULL: DIR/MODE); counts in C.  Returns
 * 0, or -1 after messages. */
int kt_bake_run(const struct kt_bake_opts *o, const char *dir,
		const char *out, struct kt_bake_count *c);

#endif
