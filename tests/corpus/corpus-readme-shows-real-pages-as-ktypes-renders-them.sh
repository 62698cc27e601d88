#!/bin/sh
# The README's "A real page: statx(2) at 80 columns" and "A real page:
# bpf(2) at 80 columns" show, for each mode, lines of the page as the
# README's own command renders the man-pages snapshot's page (ktypes -m
# MODE | preconv | tbl | nroff -man -rLL=78n -Tutf8): each run of lines
# between two "..." of the README's block is found, in order and one
# under the other, in the rendering, with the same blanks inside the
# lines (the indent of a run is counted from its least indented line).
# So the README cannot show a layout that the program no longer makes.
# Skipped without the corpus.
. "${top_srcdir=$(cd "$(dirname "$0")/../.." && pwd)}/tests/lib.sh"
need_groff
need_corpus
readme=$top_srcdir/README.md
esc=$(printf '\033')

# sections NAME SECTION: the code blocks of the README's section on the
# page NAME(SECTION), one file per mode: the lines indented 4 or more
# after a line "`MODE`:", and the blank lines between them
sections () {
	rm -f "$tmp"/readme.*
	awk -v dir="$tmp" -v head="### A real page: $1($2)" '
		index($0, head) == 1 { on = 1; next }
		on && /^#/ { exit }
		on && /^`[a-z]+`:$/ {
			mode = substr($0, 2, length($0) - 3); blanks = 0; lines = 0
			next
		}
		on && mode != "" && /^    / {
			for (; blanks > 0; blanks--)
				if (lines > 0)
					print "" > (dir "/readme." mode)
			lines++
			print substr($0, 5) > (dir "/readme." mode)
			next
		}
		on && mode != "" && /^$/ { blanks++; next }
		on { mode = ""; blanks = 0 }
	' "$readme"
}

# runs FILE: FILE split at its "..." lines into run.1, run.2, ..., each
# without the indent its least indented line has
runs () {
	rm -f "$tmp"/run.*
	awk -v dir="$tmp" '
		function flush(   i, m, s) {
			if (n == 0) return
			m = -1
			for (i = 1; i <= n; i++) {
				s = line[i]; sub(/[^ ].*/, "", s)
				if (line[i] ~ /[^ ]/ && (m < 0 || length(s) < m))
					m = length(s)
			}
			k++
			for (i = 1; i <= n; i++)
				print substr(line[i], m + 1) > (dir "/run." k)
			n = 0
		}
		/^ *\.\.\. *$/ { flush(); next }
		{ line[++n] = $0 }
		END { flush() }
	' "$1"
}

# found RUN RENDERING: the lines of RUN stand one under the other in
# RENDERING, after line $from, with the same relative indent; prints the
# line after the last one matched
found () {
	awk -v from="$3" '
		NR == FNR { want[++n] = $0; next }
		FNR > from { got[++m] = $0; num[m] = FNR }
		END {
			for (s = 1; s + n - 1 <= m; s++) {
				ind = -1; ok = 1
				for (i = 1; i <= n && ok; i++) {
					g = got[s + i - 1]
					if (want[i] == "") { ok = g ~ /^ *$/; continue }
					p = index(g, want[i])
					if (p == 0 || substr(g, p) != want[i] ||
					    substr(g, 1, p - 1) ~ /[^ ]/) { ok = 0; continue }
					if (ind < 0)
						ind = p - 1
					else if (p - 1 != ind)
						ok = 0
				}
				if (ok) { print num[s + n - 1]; exit 0 }
			}
			print -1
		}' "$1" "$2"
}

# check NAME SECTION: the README's blocks of NAME(SECTION) in the
# rendering of each mode
check () {
	page=$corpus/man$2/$1.$2
	[ -f "$page" ] || { fail "no man$2/$1.$2 in the snapshot"; return; }
	sections "$1" "$2"
	n=0
	for mode in kernel iso both annotate; do
		[ -s "$tmp/readme.$mode" ] || {
			fail "README.md: no block for mode $mode under \"A real page: $1($2)\""
			continue
		}
		n=$((n + 1))
		# (without the colours and links of groff 1.23's grotty,
		# which man-db's pages on Debian leave out: grotty -c)
		ktypes -m $mode "$page" | preconv | tbl |
		    nroff -man -rLL=78n -Tutf8 2> /dev/null |
		    sed -e "s/$esc\\[[0-9;]*m//g" \
		        -e "s/$esc\\]8;;[^$esc]*$esc\\\\//g" | col -bx \
		    > "$tmp/render.$mode"
		runs "$tmp/readme.$mode"
		at=0 k=1
		while [ -f "$tmp/run.$k" ]; do
			at=$(found "$tmp/run.$k" "$tmp/render.$mode" "$at")
			if [ "$at" -lt 0 ]; then
				fail "README.md, $1($2) in mode $mode: these lines are not in the rendering"
				sed 's/^/  | /' "$tmp/run.$k" >&2
				echo "  the rendering's first lines of its kind:" >&2
				first=$(head -n 1 "$tmp/run.$k" | sed 's/^ *//')
				grep -n -F -A 30 -e "$first" "$tmp/render.$mode" |
				    head -n 31 | sed 's/^/  > /' >&2
				break
			fi
			k=$((k + 1))
		done
	done
	[ $n -eq 4 ] || fail "README.md shows $1($2) in $n modes, not 4"
}

check statx 2
check bpf 2
finish
