/* filter_keys.c: mode annotate's keys' state (struct kt_key_state, see
 * filter_int.h): the lists of types of the current no-fill block, table
 * and section, each noted once, in order of first use, and the lines kept
 * while a key waits.  The lowest of the
 * filter's files: it calls none of them (filter_insert.c writes the keys,
 * filter_hold.c and filter_line.c note types). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "filter_int.h"
#include "util.h"

/* Note type T in key list K, once. */
void
kt_keys_add(struct kt_keys *k, const struct kt_type *t)
{
	size_t i;

	for (i = 0; i < k->n; i++)
		if (k->t[i] == t)
			return;
	k->t = kt_xgrow(k->t, &k->cap, k->n + 1, sizeof *k->t);
	k->t[k->n++] = t;
}

void
kt_keys_move(struct kt_keys *to, struct kt_keys *from)
{
	size_t i;

	for (i = 0; i < from->n; i++)
		kt_keys_add(to, from->t[i]);
	to->pairs |= from->pairs;
	from->n = 0;
	from->pairs = false;
}

void
kt_keys_free(struct kt_keys *k)
{
	free(k->t);
	k->t = NULL;
	k->n = k->cap = 0;
	k->pairs = false;
}

void
kt_key_state_free(struct kt_key_state *ks)
{
	kt_keys_free(&ks->block);
	kt_keys_free(&ks->table);
	kt_keys_free(&ks->section);
	kt_keys_free(&ks->keyed);
	kt_keys_free(&ks->entry);
	if (ks->out != NULL)
		kt_writer_free(&ks->lines);
	memset(ks, 0, sizeof *ks);
}
