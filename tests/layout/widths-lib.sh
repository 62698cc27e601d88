# tests/layout/widths-lib.sh: what the layout tests check of a line's
# width, written once for the fixtures and the corpus.  Sourced after
# tests/lib.sh.
#
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

# the width of each line (UTF-8: continuation bytes take no column)
widths_of () {
	LC_ALL=C awk '{ s = $0; sub(/ +$/, "", s)
	    print length(s) - gsub(/[\200-\277]/, "", s) }'
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
