/* filter_keys.c: mode annotate's keys' state (struct kt_key_state, see
 * filter_int.h): the lists of types of the current no-fill block, table
 * and section, each noted once, in order of first use, the lines kept
 * while a key waits, and what was keyed before the bodies of an .ie and
 * its .el that a device may not read.  The lowest of the
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

/* Make list D a copy of list S. */
static void
kt_keys_copy(struct kt_keys *d, const struct kt_keys *s)
{
	size_t i;

	d->n = 0;
	for (i = 0; i < s->n; i++)
		kt_keys_add(d, s->t[i]);
}

/* An .ie whose condition depends on the device: what the section has
 * keyed before its body. */
void
kt_keys_ie(struct kt_key_state *ks)
{
	kt_keys_copy(&ks->ie, &ks->keyed);
	ks->ie_said = ks->said;
	ks->ie_set = true;
	ks->el_open = false;
}

/* Its .el: a device that reads this body has not read the .ie body's
 * keys, so the body keys from what was keyed before the .ie; what the
 * .ie body keyed waits until the .el body ends (kt_keys_el_end). */
void
kt_keys_el(struct kt_key_state *ks, unsigned depth)
{
	if (!ks->ie_set)
		return;
	ks->ie_set = false;
	kt_keys_copy(&ks->then, &ks->keyed);
	ks->then_said = ks->said;
	kt_keys_copy(&ks->keyed, &ks->ie);
	ks->said = ks->ie_said;
	ks->el_open = true;
	ks->el_depth = depth;
}

/* Does a line after which DEPTH levels of \{ are open end the body of
 * the .el (kt_keys_el)? */
static bool
kt_keys_el_ends(const struct kt_key_state *ks, unsigned depth)
{
	return ks->el_open && depth <= ks->el_depth;
}

/* After a line, DEPTH levels of \{ open: if the .el body has ended, the
 * section has keyed what either body keyed (a type keyed in one body
 * only is not keyed again on the devices that read it). */
void
kt_keys_el_end(struct kt_key_state *ks, unsigned depth)
{
	size_t i;

	if (!kt_keys_el_ends(ks, depth))
		return;
	ks->el_open = false;
	for (i = 0; i < ks->then.n; i++)
		kt_keys_add(&ks->keyed, ks->then.t[i]);
	ks->said.noted |= ks->then_said.noted;
	ks->said.told |= ks->then_said.told;
	ks->said.paired |= ks->then_said.paired;
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
	kt_keys_free(&ks->ie);
	kt_keys_free(&ks->then);
	if (ks->out != NULL)
		kt_writer_free(&ks->lines);
	memset(ks, 0, sizeof *ks);
}
