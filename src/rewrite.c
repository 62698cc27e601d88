/* rewrite.c: type words to edits (see rewrite.h). */
#include <config.h>

#include <stdint.h>
#include <string.h>

#include "cctx.h"
#include "rewrite.h"
#include "tmac.h"

/* Can visible character I continue the word that ends at I - 1? */
static bool
kt_rewrite_continues(const struct kt_vis *v, size_t i)
{
	return (v[i].flags & KT_VF_PLAIN) && kt_roff_ident(v[i].c) &&
	    v[i].src == v[i - 1].src + 1;
}

/* Is the word of visible characters B to E glued to an identifier by a
 * mark that renders nothing (foo_\&__u32, x\:__u64), or by one at the
 * edge of the line (an escaped newline), past which one may go on? */
static bool
kt_rewrite_glued(const struct kt_vis *v, size_t n, size_t b, size_t e)
{
	if (b > 0 && (v[b - 1].flags & KT_VF_GLUE) &&
	    ((v[b - 1].flags & KT_VF_EDGE) ||
	    (b > 1 && kt_roff_ident(v[b - 2].c))))
		return true;
	return e < n && (v[e].flags & KT_VF_GLUE) &&
	    ((v[e].flags & KT_VF_EDGE) ||
	    (e + 1 < n && kt_roff_ident(v[e + 1].c)));
}

/* Fill ED, the edit of the type word TY at visible characters B to E of
 * V (N of them), as MODE writes it: in mode both in the form that its
 * place asks for (CODE: a no-fill line; TABLE: in a table; CM: the
 * line's C comments). */
static void
kt_rewrite_edit(struct kt_edit *ed, const struct kt_type *ty,
		enum kt_mode mode, const struct kt_vis *v, size_t n, size_t b,
		size_t e, bool code, bool table, struct kt_cctx_comments *cm)
{
	bool syntax;

	ed->off = v[b].src;
	ed->len = (uint32_t)(e - b);
	ed->vis = (uint32_t)b;
	ed->vlen = (uint32_t)(e - b);
	ed->type = ty;
	/* a pointer inside a C comment (bpf(2)'s pseudo-code "lock *(u64 *)
	 * r0 += r1") is not C that a compiler sees: nothing to mismatch */
	ed->pointer = (ty->flags & KT_TYPE_DISTINCT) &&
	    kt_cctx_pointer(v, n, e) && !kt_cctx_comments_in(cm, v, n, b, e);
	switch (mode) {
	case KT_MODE_BOTH:
		syntax = kt_cctx_syntax(v, n, b, e, code);
		if (!table && code && kt_cctx_comments_in(cm, v, n, b, e) &&
		    syntax) {
			/* pseudo-code in a comment */
			ed->text = ty->slash;
			ed->tlen = (uint32_t)ty->slen;
			ed->width = (uint32_t)(ty->klen + ty->ilen +
			    KT_TMAC_SLASH_EXTRA);
			break;
		}
		if (!table && ((!code && !syntax) ||
		    kt_cctx_comments_in(cm, v, n, b, e))) {
			/* words: running text, or a comment (no comment
			 * inside a comment) */
			ed->text = ty->note;
			ed->tlen = (uint32_t)ty->nlen;
			ed->width = (uint32_t)(ty->klen + ty->ilen +
			    KT_TMAC_NOTE_EXTRA);
			break;
		}
		if (table && !syntax && kt_cctx_after_word(v, b)) {
			/* words in a table: a cell's or a text block's */
			ed->text = ty->prose;
			ed->tlen = (uint32_t)ty->plen;
			ed->width = (uint32_t)(ty->klen + ty->ilen +
			    KT_TMAC_NOTE_EXTRA);
			break;
		}
		ed->text = table ? ty->cell : ty->both;
		ed->tlen = (uint32_t)(table ? ty->clen : ty->blen);
		ed->width = (uint32_t)(ty->klen + ty->ilen +
		    KT_TMAC_BOTH_EXTRA);
		break;
	case KT_MODE_ANNOTATE:
		/* no hover title in a table (see ktypes.tmac) */
		ed->text = table ? ty->kernel : ty->annotate;
		ed->tlen = (uint32_t)(table ? ty->klen : ty->alen);
		ed->width = (uint32_t)ty->klen;
		break;
	default:
		ed->text = ty->iso_roff;
		ed->tlen = (uint32_t)ty->rlen;
		ed->width = (uint32_t)ty->ilen;
		break;
	}
}

void
kt_rewrite_line(const struct kt_table *t, enum kt_mode mode,
		const struct kt_vis *v, size_t n, bool code, bool table,
		struct kt_edits *out, struct kt_edits *kept)
{
	size_t i = 0;
	/* the end of the last type word found (SIZE_MAX: none) */
	size_t found = SIZE_MAX;
	struct kt_cctx_comments cm;

	if (mode == KT_MODE_KERNEL)
		return;
	kt_cctx_comments_init(&cm, v, n);
	while (i < n) {
		size_t b, e;
		const struct kt_type *ty;
		unsigned char word[64];
		bool keep;

		if (!(v[i].flags & KT_VF_PLAIN) || !kt_roff_ident(v[i].c)) {
			i++;
			continue;
		}
		b = i++;
		while (i < n && kt_rewrite_continues(v, i))
			i++;
		e = i;
		if (kt_table_skip_first(t, v[b].c) || e - b > sizeof word)
			continue;
		/* a word right after the literal mark keeps its spelling */
		if (b > 0 && (v[b - 1].flags & KT_VF_LITERAL))
			continue;
		if (kt_rewrite_glued(v, n, b, e))
			continue;
		for (size_t k = b; k < e; k++)
			word[k - b] = v[k].c;
		ty = kt_table_lookup(t, word, e - b);
		keep = false;
		if (ty == NULL && kept != NULL) {
			/* a kernel-only spelling: every mode leaves it,
			 * and explains it */
			ty = kt_table_lookup_kept(t, word, e - b);
			keep = true;
		}
		if (ty == NULL)
			continue;
		if ((ty->flags & KT_TYPE_CONTEXT) &&
		    !kt_cctx_is_type(v, n, b, e, code) &&
		    (found == SIZE_MAX ||
		    !kt_cctx_coordinated(v, n, b, e, code, found)))
			continue;
		found = e;
		if (keep) {
			struct kt_edit *ed = kt_edits_push(kept);
			memset(ed, 0, sizeof *ed);
			ed->off = v[b].src;
			ed->len = ed->vlen = ed->width = (uint32_t)(e - b);
			ed->vis = (uint32_t)b;
			ed->text = ty->kernel;
			ed->tlen = (uint32_t)ty->klen;
			ed->type = ty;
			continue;
		}
		kt_rewrite_edit(kt_edits_push(out), ty, mode, v, n, b, e, code,
		    table, &cm);
	}
}
