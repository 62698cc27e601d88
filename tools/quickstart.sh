#!/bin/sh
# tools/quickstart.sh: install what ktypes needs, build it, and render the
# project's sample page in iso mode to the terminal.
set -e
cd "$(dirname "$0")/.."
sh tools/deps.sh install
autoreconf -fi
./configure
make -j"$(nproc 2>/dev/null || echo 2)"
echo
echo "== examples/demo.2, as written (kernel mode) =="
groff -man -Tutf8 -M macros -P-c -rLL=78n examples/demo.2 | sed -n '/^DESCRIPTION/,/^SEE ALSO/p'
echo "== the same page through ktypes -m iso =="
./src/ktypes -m iso examples/demo.2 | groff -man -Tutf8 -M macros -P-c -rLL=78n | sed -n '/^DESCRIPTION/,/^SEE ALSO/p'
