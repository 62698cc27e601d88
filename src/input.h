/* input.h: one input file's pipeline, for the command line (cli.c) and
 * ktypes-bake (bake_page.c): find the file's encoding (encoding.h); if a
 * byte scanner can read it, filter the file as it is, else decode it all to UTF-8, filter that and encode
 * the output back, the byte-order mark kept apart and written first.
 * Problems with the encoding are warnings; the file is then passed
 * through unchanged. */
#ifndef KT_INPUT_H
#define KT_INPUT_H

#include <stdbool.h>

#include "filter.h"

/* Filter the input read from FD, named NAME in messages, through F, in
 * the encoding ENCODING (-e; NULL: the input's own); COPY: copy it
 * unchanged (the mode is fixed to kernel).  FD stays open. */
void kt_input_run(struct kt_filter *f, int fd, const char *name, bool copy,
		  const char *encoding);

/* The same for the N bytes at P, a whole file held in memory (a page
 * that ktypes-bake decompressed), never copied unchanged. */
void kt_input_run_mem(struct kt_filter *f, const void *p, size_t n,
		      const char *name, const char *encoding);

#endif
