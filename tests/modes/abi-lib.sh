# tests/modes/abi-lib.sh: which kernel types this build takes to be
# distinct C types from their ISO spelling (configure's ABI probe of the
# target's headers, config.h: KT_ABI_DISTINCT and KT_ABI_PROBED; without
# the probe, the [distinct] marks of tables/linux.ktypes), for the tests
# of tests/modes that expect the marks of the keys of mode annotate and
# the warnings about pointers of modes iso and both.  The expectations of
# the tests are written as they are on LP64 systems with the GNU C
# library (__u64, __s64, u64, s64, the 64-bit aligned and endian types);
# these helpers fit them to the build, so that the tests stay exact on
# any target.  Sourced after tests/lib.sh.
#
#   abi_distinct NAME    NAME is distinct in this build (a short name such
#                        as u64 by its user-space form, __u64)
#   abi_marks FORM       standard input to standard output, the mark of
#                        every "NAME ISO" pair of a key set as this build
#                        sets it (the keys mark what the table marks
#                        [distinct], and what the probe finds here):
#                        FORM roff, the .ktypes-key lines ("__u64
#                        uint64_t\*[ktypes-key-distinct]"), FORM text,
#                        rendered keys ("__u64 = uint64_t in size"); for
#                        ISO spellings of one word (the note of the
#                        first marked key of a section,
#                        "\*[ktypes-key-distinct-note]" and its text, is
#                        left as it is)
#   abi_note             the text of that note, rendered on one line
#   abi_brief            the text of its brief form (the later sections
#                        of a page), rendered on one line
#   abi_warnings         standard input to standard output, only the
#                        warnings ("'__u64 *' and 'uint64_t *' point to
#                        ...") about types that are distinct in this build

kt_abi_h=$top_builddir/config.h
[ -f "$kt_abi_h" ] || {
	printf 'ERROR: %s: no %s (configure first)\n' "$kt_test" "$kt_abi_h" >&2
	exit 99
}
kt_abi_list=$(sed -n 's/^#define KT_ABI_DISTINCT "\(.*\)"$/\1/p' "$kt_abi_h")
kt_abi_probed=$(sed -n 's/^#define KT_ABI_PROBED \([0-9]*\)$/\1/p' "$kt_abi_h")
kt_abi_table=$top_srcdir/tables/linux.ktypes
# the names that the probe covers (configure.ac, src/table.c)
kt_abi_covered=' __u8 __u16 __u32 __u64 __s8 __s16 __s32 __s64
    __aligned_u64 __aligned_s64 __aligned_be64 __aligned_le64
    __be16 __be32 __be64 __le16 __le32 __le64 '

abi_distinct () {
	case $1 in
	__*) kt_abi_n=$1 ;;
	*) kt_abi_n=__$1 ;;
	esac
	if [ "$kt_abi_probed" = 1 ]; then
		case $kt_abi_covered in
		*[!A-Za-z0-9_]${kt_abi_n}[!A-Za-z0-9_]*)
			case $kt_abi_list in
			*" $kt_abi_n "*) return 0 ;;
			esac
			return 1
			;;
		esac
	fi
	grep -q "^$1[[:blank:]][^#]*\[[^]]*distinct" "$kt_abi_table"
}

kt_abi_names=
kt_key_names=
for kt_abi_k in $(sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)[[:blank:]]*=.*/\1/p' "$kt_abi_table"); do
	abi_distinct "$kt_abi_k" && kt_abi_names="$kt_abi_names $kt_abi_k"
	if abi_distinct "$kt_abi_k" ||
	    grep -q "^$kt_abi_k[[:blank:]][^#]*\[[^]]*distinct" "$kt_abi_table"; then
		kt_key_names="$kt_key_names $kt_abi_k"
	fi
done

abi_marks () {
	awk -v form="$1" -v names="$kt_key_names" '
	BEGIN { n = split(names, a, " "); for (i = 1; i <= n; i++) d[a[i]] = 1 }
	form == "roff" && !/^\.ktypes-(section-|table-)?key / { print; next }
	{
		s = $0; out = ""; marked = 0
		if (form == "roff") {
			out = substr(s, 1, index(s, " ") - 1)
			s = substr(s, index(s, " "))
		}
		for (;;) {
			if (form == "roff")
				m = match(s, /[A-Za-z0-9_]+ [A-Za-z0-9_]+(\\\*\[ktypes-key-distinct\])?/)
			else
				m = match(s, /[A-Za-z0-9_]+ = [A-Za-z0-9_]+( in size)?/)
			if (!m)
				break
			pair = substr(s, RSTART, RLENGTH)
			out = out substr(s, 1, RSTART - 1)
			s = substr(s, RSTART + RLENGTH)
			if (form == "roff") {
				sub(/\\\*\[ktypes-key-distinct\]$/, "", pair)
				mark = "\\*[ktypes-key-distinct]"
			} else {
				sub(/ in size$/, "", pair)
				mark = " in size"
			}
			split(pair, w, " ")
			out = out pair ((w[1] in d) ? mark : "")
			if (w[1] in d)
				marked = 1
		}
		print out s
	}'
}

abi_note () {
	printf '%s\n' "In size: the same size and signedness, not always the same C type (on x86-64 the kernel type is long long or unsigned long long where int64_t and uint64_t are long and unsigned long): print such a value through a cast (long long with %lld, unsigned long long with %llu), and never mix pointers to the two types."
}

abi_brief () {
	printf '%s\n' "In size: the same size, not always the same C type (see above)."
}

abi_warnings () {
	awk -v names="$kt_abi_names" -v q="'" '
	BEGIN { n = split(names, a, " "); for (i = 1; i <= n; i++) d[a[i]] = 1 }
	{
		t = $0
		p = ": warning: " q
		i = index(t, p)
		t = substr(t, i + length(p))
		t = substr(t, 1, index(t, " *" q) - 1)
		if (i && (t in d))
			print
	}'
}
