#!/bin/sh
# tools/quickstart.sh: install what ktypes needs, build it, and render the
# DESCRIPTION of the project's sample page as written and in iso mode.
#
# The rendering is plain text whatever the groff: -P-cbou turns off SGR
# escapes (groff 1.23 writes them by default) and the overstriking that
# grotty uses for bold and underline without them, so that the headings
# are plain words that sed finds.
set -e
cd "$(dirname "$0")/.."
sh tools/deps.sh install
autoreconf -fi
./configure
make -j"$(nproc 2>/dev/null || echo 2)"

GROFF_NO_SGR=1
export GROFF_NO_SGR

# show TITLE: standard input (roff) rendered, its DESCRIPTION only
show () {
	echo
	echo "== $1 =="
	kt_page=$(groff -man -Tutf8 -M macros -P-cbou -rLL=78n)
	kt_desc=$(printf '%s\n' "$kt_page" |
	    sed -n '/^DESCRIPTION/,/^RETURN VALUE/{/^RETURN VALUE/!p;}')
	if [ -z "$kt_desc" ]; then
		echo "quickstart: no DESCRIPTION in the rendered page:" >&2
		printf '%s\n' "$kt_page" | sed 20q >&2
		exit 1
	fi
	printf '%s\n' "$kt_desc"
}

show "examples/demo.2, as written (kernel mode)" < examples/demo.2
./src/ktypes -m iso examples/demo.2 |
    show "the same page through ktypes -m iso"
