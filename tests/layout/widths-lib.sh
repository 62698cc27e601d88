# tests/layout/widths-lib.sh: what the tests check of a line's width,
# written once for the fixtures and the corpus.  Sourced after
# tests/lib.sh.
#
#   widths_of                 the width of each line of standard input
#                             in columns on a terminal, the blanks at
#                             its end left out, counted as the layout
#                             engine counts a character (a CJK one two
#                             columns): tests/tools/columns
#   with_widths               each line after its width and a tab
#   grown_lines KERNEL MODE   the lines of MODE (a page rendered in a
#                             mode, col -bx) over 80 columns that are
#                             wider than the line of KERNEL (the same
#                             page in kernel mode) they come from, one
#                             fault a line: a line may grow into the
#                             room, or keep its own width where it was
#                             wider, never more
#
# A line of MODE comes from the line of KERNEL whose words hold its
# words (a piece of a broken line), or from two lines in a row (a
# comment filled again): the narrower of the two.  Words are compared
# with each type word in one spelling and the second spelling of mode
# both left out (uint32_t, u32, __u32: U32; __u32/*uint32_t*/: U32).

widths_words () {
	sed -e 's#/\*u\{0,1\}int\(8\|16\|32\|64\)_t\*/##g' \
	    -e 's# *(u\{0,1\}int\(8\|16\|32\|64\)_t)##g' \
	    -e 's#/u\{0,1\}int\(8\|16\|32\|64\)_t\>##g' \
	    -e 's/\<uint\(8\|16\|32\|64\)_t\>/U\1/g' \
	    -e 's/\<int\(8\|16\|32\|64\)_t\>/S\1/g' \
	    -e 's/\<\(__\)\{0,1\}u\(8\|16\|32\|64\)\>/U\2/g' \
	    -e 's/\<\(__\)\{0,1\}s\(8\|16\|32\|64\)\>/S\2/g' \
	    -e 's/[ 	][ 	]*/ /g' -e 's/^ //' -e 's/ $//'
}

widths_tool=$top_builddir/tests/tools/columns
[ -x "$widths_tool" ] ||
	skip "no columns at $widths_tool (make check builds it)"

widths_of () {
	"$widths_tool"
}

with_widths () {
	"$widths_tool" -l
}

grown_lines () {
	widths_words < "$1" > "$1.words"
	widths_of < "$1" > "$1.widths"
	widths_words < "$2" > "$2.words"
	widths_of < "$2" > "$2.widths"
	LC_ALL=C awk -v kw="$1.widths" -v mw="$2.widths" -v mt="$2" '
	    FILENAME == ARGV[1] { k[++nk] = $0; getline w < kw; kwid[nk] = w
	        next }
	    { getline w < mw; getline t < mt
	      if (w <= 80) next
	      src = 0
	      for (j = 1; j <= nk; j++) {
	          if (index(k[j], $0) > 0) { if (kwid[j] > src) src = kwid[j] }
	          else if (j < nk && index(k[j] " " k[j + 1], $0) > 0) {
	              m = kwid[j] < kwid[j + 1] ? kwid[j] : kwid[j + 1]
	              if (m > src) src = m
	          }
	      }
	      if (w > src) printf "line %d: %d columns, %d in kernel mode: %s\n",
	          FNR, w, src, t }' "$1.words" "$2.words"
}
