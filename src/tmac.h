/* tmac.h: every name and width that the program shares with its macro
 * package, macros/ktypes.tmac (ktypes(7)), in one place: the requests
 * that ktypes reads in a page and writes into its output, the strings
 * that its edits call, and what they take on the page.  For the scanner
 * (the mode request, the literal mark), the type table (the string calls
 * of each type) and the filter (what it inserts).  A name changed here is
 * changed in ktypes.tmac too, and ktypes(7) says so.
 */
#ifndef KT_TMAC_H
#define KT_TMAC_H

/* The length of a string literal, for writing it without counting. */
#define KT_TMAC_LEN(s)	(sizeof(s) - 1)

/* The page's mode request (".ktypes iso", ".ktypes literal"). */
#define KT_TMAC_REQUEST		"ktypes"
/* The per-word literal mark, a string (\*[ktypes-lit]__u64). */
#define KT_TMAC_LITERAL_MARK	"ktypes-lit"

/* What the filter writes: a type of the table for the prelude
 * (".ktypes-define KERNEL ISO"), the key of a code block, of a table, of
 * a section's running text and of an item of a list (".ktypes-key KERNEL
 * ISO ..."), and the
 * mark of a type that is not always the same C type as its ISO spelling,
 * after its pair in a key. */
#define KT_TMAC_DEFINE		".ktypes-define "
#define KT_TMAC_KEY		"ktypes-key"
#define KT_TMAC_TABLE_KEY	"ktypes-table-key"
#define KT_TMAC_SECTION_KEY	"ktypes-section-key"
#define KT_TMAC_ITEM_KEY	"ktypes-item-key"
/* ... each of them on an mdoc(7) page, whose macros are not man's */
#define KT_TMAC_MDOC_KEY	"ktypes-mdoc-key"
/* Around a line of filled text that mode both writes in the form of
 * code (a prototype set as the tag of a .TP): set as code is, not
 * adjusted and not hyphenated, then as before. */
/* Before a line of a no-fill block that ktypes set on N more lines
 * ("ktypes-room N"): the page grows by them (continuous rendering). */
#define KT_TMAC_ROOM		"ktypes-room"
/* Around the lines of a block that grows so: in HTML, set in a
 * constant-width font, which grohtml writes as <pre>, keeping their
 * leading blanks. */
#define KT_TMAC_PRE_ON		"ktypes-pre-on"
#define KT_TMAC_PRE_OFF		"ktypes-pre-off"
#define KT_TMAC_CODE_ON		"ktypes-code-on"
#define KT_TMAC_CODE_OFF	"ktypes-code-off"
#define KT_TMAC_KEY_DISTINCT	"\\*[ktypes-key-distinct]"
/* ... and, after the pairs of the first key of a section with such a
 * mark, what it means, as the key's last argument, quoted ("In size: same
 * size and sign, another C type on some systems: print it through a
 * cast, do not mix pointers"), the first time on a page; later, briefly
 * ("In size: ... (see above)"). */
#define KT_TMAC_KEY_NOTE	"\\*[ktypes-key-distinct-note]"
#define KT_TMAC_KEY_NOTE_BRIEF	"\\*[ktypes-key-distinct-brief]"
/* Mode both: what a pair of such a type shown beside its kernel
 * spelling means, once a page, in the key after the first block, table,
 * item or section that has one ("Beside a kernel type, the ISO spelling
 * names a type of the same size and signedness, not always the same C
 * type ..."), or after the note of "in size" if that key has it ("The
 * same holds ..."), in the same quoted argument; briefly where a key
 * before said it of "in size" ("... (see above)"). */
#define KT_TMAC_PAIRS_NOTE	"\\*[ktypes-both-distinct-note]"
#define KT_TMAC_PAIRS_NOTE_ALSO	"\\*[ktypes-both-distinct-also]"
#define KT_TMAC_PAIRS_NOTE_BRIEF "\\*[ktypes-both-distinct-brief]"

/* A type word is written as its kernel spelling, with strings of the
 * macro package around it that render as nothing where they are not
 * defined: so a word shows, at least in its kernel spelling, wherever
 * troff (or mandoc) skipped the prelude that defines them.  Before it
 * (not in a table's cell), the start of its hover title in HTML; after
 * it, by prefix (the kernel spelling follows the prefix): the rest of
 * mode both in text and code (the end of the title, and the ISO spelling
 * in its style), in a table's cell, and of mode annotate (the end of the
 * title). */
#define KT_TMAC_BEFORE		"ktypes-before-"
#define KT_TMAC_BOTH_TEXT	"ktypes-both-text-"
#define KT_TMAC_BOTH_CELL	"ktypes-both-cell-"
/* Mode both in words: in running text and in the words of a C comment,
 * where the form of code would open a comment inside it, "three
 * additional u64 (uint64_t) arguments", "align to u64 (uint64_t)". */
#define KT_TMAC_BOTH_NOTE	"ktypes-both-note-"
/* The same with a plain blank before the parenthesis, which may break
 * and stretches as the page's blanks do: in filled text, where it stands
 * in a text line or a quoted argument (kt_filter_words). */
#define KT_TMAC_BOTH_WORDS	"ktypes-both-words-"
/* Mode both in C syntax inside a C comment (pseudo-code), where the form
 * of words would read as a call: "*(u32/uint32_t *) (fp - 4)". */
#define KT_TMAC_BOTH_SLASH	"ktypes-both-slash-"
/* Mode both in words in a table: running text in a cell or a text block
 * ("length in __u32 (uint32_t) units"), with a plain blank that may
 * break in a text block, and, as in the form of a cell, no hover title
 * (grohtml draws a table with device controls as a picture). */
#define KT_TMAC_BOTH_PROSE	"ktypes-both-prose-"
#define KT_TMAC_ANNOTATE	"ktypes-annotate-"
/* Mode both in a table's cell that holds a type name alone, stacked
 * over its ISO spelling in parentheses (kt_filter_stack): around the ISO
 * spelling, the ends of its link to its page where links are made, else
 * nothing. */
#define KT_TMAC_LINK_ON		"ktypes-link-on-"
#define KT_TMAC_LINK_OFF	"ktypes-link-off-"

/* Mode both takes as many character cells as the kernel and the ISO
 * spellings and this many more: ktypes-both-open and ktypes-both-close
 * ("/" "*" and "*" "/", 2 cells each).  The layout engine counts with
 * it. */
#define KT_TMAC_BOTH_EXTRA	4
/* The form inside a comment takes this many more: a blank, "(" and
 * ")". */
#define KT_TMAC_NOTE_EXTRA	3
/* The form of C syntax in a comment takes this many more: "/". */
#define KT_TMAC_SLASH_EXTRA	1

#endif /* KT_TMAC_H */
