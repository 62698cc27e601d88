# tests/bake/helpers.sh: shared set-up of the tests of ktypes-bake(1).
# Sourced after tests/lib.sh.
#
#   bake ARG...          the ktypes-bake under test ($KTYPES_BAKE_BIN)
#   bake_tree DIR [Z]    a small manual tree in DIR (its last component
#                        should be "man", as in /usr/share/man: see
#                        below), its pages compressed with Z (gz, xz,
#                        bz2; none by default):
#                          man2/bpf.2       kernel types: baked
#                          man2/open.2      none: not baked
#                          man2/clone3.2    .so man2/bpf.2: baked, as is
#                          man2/close.2     .so man2/open.2: not baked
#                          man2/bpf_prog.2  a link to bpf.2: baked
#                          man2/creat.2     a link to open.2: not baked
#                          de/man2/bpf.2    a locale's page with types
#                        (with the suffix .Z on every name when Z is
#                        given, as installed pages are; the .so
#                        requests name the pages without it, as
#                        Debian's do)
#   bake_tree_baked      what a bake of an uncompressed bake_tree
#                        holds, as tree_list lists it
#   tree_list DIR        the files and links under DIR, one a line:
#                        "f PATH MODE" or "l PATH -> TARGET", sorted;
#                        but for the record .ktypes-bake at its top
#   tree_stamps DIR      the same with each entry's inode and change
#                        time, for "nothing was written"
#   unz FILE             FILE decompressed as its suffix says
#
# man-db orders the pages of the same name and section from two
# hierarchies of a manpath element by the last component of their paths
# ("man" for /usr/share/man, "iso" for /usr/share/man/iso): the baked
# system comes first only where that component sorts after the mode's
# name, as "man" does (see ktypes-bake(1)).  The tests' trees are named
# .../man for that reason.

: "${KTYPES_BAKE_BIN:=$top_builddir/src/ktypes-bake}"
[ -x "$KTYPES_BAKE_BIN" ] || {
	printf 'ERROR: %s: no ktypes-bake binary at %s (build first)\n' \
	    "$kt_test" "$KTYPES_BAKE_BIN" >&2
	exit 99
}

bake () {
	"$KTYPES_BAKE_BIN" "$@"
}

bake_page () {
	printf '%s\n' ".TH $1 2 2026-12-05 \"ktypes tests\"" .SH NAME \
	    "$2 \\- $3" .SH DESCRIPTION
	shift 3
	printf '%s\n' "$@"
}

bake_tree () {
	bt_d=$1 bt_z=${2:-}
	mkdir -p "$bt_d/man2" "$bt_d/de/man2" || exit 99
	bake_page BPF bpf "a page with kernel types" .EX \
	    'struct bpf_attr {' \
	    '    __u32  map_type;    /* one of enum bpf_map_type */' \
	    '    __u64  flags;       /* BPF_F_* */' \
	    '};' .EE > "$bt_d/man2/bpf.2" || exit 99
	bake_page OPEN open "a page without them" \
	    'Opens the file, and returns an int.' > "$bt_d/man2/open.2"
	bake_page BPF bpf "eine Seite mit Kerneltypen" .EX \
	    'struct bpf_attr {' \
	    '    __u32  map_type;    /* Art der Abbildung */' \
	    '};' .EE > "$bt_d/de/man2/bpf.2"
	printf '.so man2/bpf.2\n' > "$bt_d/man2/clone3.2"
	printf '.so man2/open.2\n' > "$bt_d/man2/close.2"
	for bt_f in "$bt_d/man2/bpf.2" "$bt_d/man2/open.2" \
	    "$bt_d/man2/clone3.2" "$bt_d/man2/close.2" "$bt_d/de/man2/bpf.2"; do
		case $bt_z in
		gz) gzip -9n "$bt_f" ;;
		xz) xz "$bt_f" ;;
		bz2) bzip2 "$bt_f" ;;
		esac || exit 99
	done
	bt_s=${bt_z:+.$bt_z}
	ln -s "bpf.2$bt_s" "$bt_d/man2/bpf_prog.2$bt_s" &&
	ln -s "open.2$bt_s" "$bt_d/man2/creat.2$bt_s" || exit 99
}

bake_tree_baked () {
	printf '%s\n' 'f de/man2/bpf.2 644' 'f man2/bpf.2 644' \
	    'f man2/clone3.2 644' 'l man2/bpf_prog.2 -> bpf.2'
}

tree_list () {
	(cd "$1" && find . -path ./.ktypes-bake -prune -o \
	    \( -type f -printf 'f %P %m\n' \) -o \
	    \( -type l -printf 'l %P -> %l\n' \)) | LC_ALL=C sort
}

tree_stamps () {
	(cd "$1" && find . \( -type f -o -type l \) -printf '%i %C@ %P\n') |
	    LC_ALL=C sort -k 3
}

unz () {
	case $1 in
	*.gz) gzip -dc "$1" ;;
	*.xz) xz -dc "$1" ;;
	*.bz2) bzip2 -dc "$1" ;;
	*) cat "$1" ;;
	esac
}
