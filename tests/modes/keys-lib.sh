# tests/modes/keys-lib.sh: what the corpus tests of the keys check of a
# rendered page, written once for the keys of mode annotate and those of
# mode iso (the same machinery writes both).  Each reads pages rendered
# as the man-pages build renders them (groff -t -man -Tutf8 -rLL=78n, no
# SGR) and prints one line for each fault.  Sourced after tests/lib.sh.
#
#   keys_outside BEFORE AFTER   the lines of BEFORE (the page without
#                               keys, blank lines left out) that AFTER
#                               (with keys, the same) changed or left
#                               out, and the lines it added that are no
#                               key's ("Types:" and the lines right
#                               after it that continue the key)
#   keys_cut TEXT               TEXT (col -b) without its keys and the
#                               gap of one blank line above each: what
#                               the page would be without them, blank
#                               lines and all
#   keys_twice TEXT             the types keyed twice in a section (a
#                               heading starts in column 1) of TEXT
#                               (col -b), a list's items too
#   keys_inside RAW             the keys that the text after them goes
#                               on from as a sentence: a word in lower
#                               case set in roman (the overstrikes of
#                               RAW, grotty's output, tell a name set in
#                               bold or italic), or a comma, semicolon,
#                               colon or parenthesis
#   keys_unexplained TEXT NAMES the words of NAMES (blank-separated)
#                               that a section of TEXT shows outside its
#                               keys and that no key of it explains
#
# and keys_fault FILE MESSAGE, which reports the faults that one of them
# wrote into FILE: fails with MESSAGE and the first five, and sets
# keys_n to their number (0 where FILE is empty).
#
# And drop_keys, a filter of ktypes' output before it is rendered: the
# output without its keys (.ktypes-key, -table-key, -section-key,
# -item-key) and the .lf block after each, for the tests that compare a
# rendering line by line with one without keys (aligncheck).

keys_outside () {
	diff "$1" "$2" | awk '
	    !/^>/ { k = 0 }
	    /^[0-9]/ { next }
	    /^---$/ { next }
	    /^</ { print "changed: " substr($0, 3); next }
	    /^> [[:space:]]*Types: / { k = 1; next }
	    /^>/ && k { next }
	    /^>/ { print "added, not a key: " substr($0, 3) }'
}

keys_cut () {
	awk '/^[[:space:]]*Types: / { k = 1; gap = 0; next }
	    k && /^[[:space:]]*$/ { k = 0 }
	    k { next }
	    { if (gap) print ""; gap = 0 }
	    /^[[:space:]]*$/ { gap = 1; next }
	    { print }
	    END { if (gap) print "" }' "$1"
}

# the types of the keys of TEXT, "SECTION TYPE" a line, in order
keys_types () {
	awk '
	    function flush(   n, w, i, q, t) {
		n = split(key, w, /, */)
		for (i = 1; i <= n; i++) {
			if (split(w[i], q, " = ") < 2)
				continue
			t = q[1]
			sub(/^[[:space:]]*(Types: )?/, "", t)
			print sect, t
		}
		key = ""; inkey = 0
	    }
	    /^[A-Z]/ { if (inkey) flush(); sect++; next }
	    /^[[:space:]]*Types: / { if (inkey) flush(); inkey = 1; key = $0; next }
	    inkey && /^[[:space:]]*$/ { flush(); next }
	    inkey { key = key " " $0 }
	    END { if (inkey) flush() }' "$1"
}

keys_twice () {
	keys_types "$1" | awk '++c[$0] == 2 {
	    print "keyed twice in section " $1 ": " $2 }'
}

keys_inside () {
	awk '
	    { plain = $0; gsub(/.\b/, "", plain) }
	    plain ~ /^[[:space:]]*Types: / { k = 1; next }
	    k == 1 && plain ~ /^[[:space:]]*$/ { k = 2; next }
	    k == 2 && plain !~ /^[[:space:]]*$/ {
		s = $0; sub(/^[[:space:]]*/, "", s)
		sub(/^[[:space:]]*/, "", plain)
		word = plain; sub(/[[:space:]].*/, "", word)
		if (plain ~ /^[,;:)]/ || (plain ~ /^[a-z]/ &&
		    substr(s, 2, 1) != "\b" && word !~ /_/))
			print "inside a sentence: " plain
		k = 0
	    }' "$1" | col -b
}

keys_unexplained () {
	keys_types "$1" > "$tmp/keys-lib.keyed"
	awk -v names="$2" -v keyed="$tmp/keys-lib.keyed" '
	    BEGIN {
		n = split(names, w, " ")
		for (i = 1; i <= n; i++)
			want[w[i]] = 1
		while ((getline l < keyed) > 0)
			done[l] = 1
	    }
	    /^[A-Z]/ { sect++; next }
	    /^[[:space:]]*Types: / { inkey = 1; next }
	    inkey && /^[[:space:]]*$/ { inkey = 0; next }
	    inkey { next }
	    {
		s = $0
		while (match(s, /[A-Za-z_][A-Za-z0-9_]*/)) {
			t = substr(s, RSTART, RLENGTH)
			s = substr(s, RSTART + RLENGTH)
			if ((t in want) && !((sect " " t) in done) &&
			    !((sect, t) in said)) {
				said[sect, t] = 1
				print "not explained in section " sect ": " t
			}
		}
	    }' "$1"
}

keys_fault () {
	keys_n=0
	[ -s "$1" ] || return 0
	keys_n=$(wc -l < "$1")
	fail "$2"
	head -5 "$1" | sed 's/^/  /' >&2
}

drop_keys () {
	awk '/^\.ktypes-(table-|section-|item-)?key / { k = 1; next }
	    k == 1 && $0 == ".if r .x \\{\\" { k = 2; next }
	    k == 2 { if ($0 == ".\\}") k = 0; next }
	    { k = 0; print }'
}
