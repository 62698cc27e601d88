/* prelude.h: the macro package as the filter writes it in front of a
 * page, for the filter only.
 *
 * Modes both and annotate write type words as string calls of
 * macros/ktypes.tmac ("\*[ktypes-both-text-__u32]").  So that a page
 * renders in any pipeline, installed package or not, the filter first
 * writes a prelude: it loads the installed ktypes.tmac if groff finds one
 * (quietly: with warnings off), and otherwise defines the package from a
 * copy of macros/ktypes.tmac built into the program (src/tmac.c is made
 * from it at build time: one source of truth); then it calls the
 * package's .ktypes-define for each type of the table, which defines the
 * strings that the type words become.
 */
#ifndef KT_PRELUDE_H
#define KT_PRELUDE_H

/* macros/ktypes.tmac without its comments (generated: src/tmac.c). */
extern const char kt_prelude_tmac[];

/* The lines written before it and after it.  groff loads the installed
 * package quietly and, if it did, ignores the copy (.ig up to the line
 * that ends it); the groff requests are under "r .x", groff's version
 * register, which mandoc(1) does not have: it reads no .do and defines
 * the copy's section for mandoc (see macros/ktypes.tmac).  The copy's
 * definitions end with ".ktypes-prelude-def-end" (src/tmac.sed), an
 * empty string defined here, not with "..": whatever state the page
 * left troff in, the prelude cannot end a block of the page's. */
#define KT_PRELUDE_FIRST ".if r .x \\{\\\n"
#define KT_PRELUDE_SECOND ".do nr ktypes-warn \\n[.warn]\n"
#define KT_PRELUDE_HEAD \
	KT_PRELUDE_FIRST \
	KT_PRELUDE_SECOND \
	".do warn 0\n" \
	".do mso ktypes.tmac\n" \
	".do warn \\n[ktypes-warn]\n" \
	".do rr ktypes-warn\n" \
	".do ds ktypes-prelude-end\n" \
	".do ds ktypes-prelude-def-end\n" \
	".\\}\n" \
	".if !r .x \\{\\\n" \
	".ds ktypes-prelude-end\n" \
	".ds ktypes-prelude-def-end\n" \
	".\\}\n" \
	".if r .x .do if r ktypes-loaded .do ig ktypes-prelude-end\n"
#define KT_PRELUDE_TAIL \
	".ktypes-prelude-end\n"

#endif
