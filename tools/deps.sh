#!/bin/sh
# tools/deps.sh: the one list of what ktypes needs to build and test on
# Debian 12 and 13 (the same names on both: no compiler version here).
# README's quick start, .ci/run and the Debian 13 lane use it.
#   sh tools/deps.sh          print the package list
#   sh tools/deps.sh install  install it with apt-get (as root)
set -e

# build: a C11 compiler, autotools, pkg-config
# tests: cmocka (unit tests), groff (rendering, tbl, preconv),
#        man-db (integration), xz-utils (the corpus snapshot),
#        valgrind (memcheck runs), poppler-utils (pdftotext, pdftoppm:
#        the PDF text checks and the README picture),
#        time (GNU time: peak memory in make bench and the memory tests),
#        clang and libclang-rt-dev (libFuzzer: make fuzz; the release's
#        default clang),
#        psutils, ghostscript, netpbm and libpaper-utils (groff -Thtml
#        renders every page through PostScript for its images, and
#        groff 1.23's psselect runs paper: without them it complains on
#        standard error, which the HTML tests check is silent),
#        mmdebstrap (tools/debian13.sh makes the Debian 13 root with it),
#        mandoc (the formatter of Alpine, Void, the BSDs and macOS:
#        tests/mandoc checks that every mode renders there; its man, mman,
#        reads the baked trees of tests/bake), bzip2 (the .bz2 trees of
#        tests/bake)
KT_PACKAGES="build-essential autoconf automake pkg-config libcmocka-dev
groff man-db xz-utils gzip valgrind poppler-utils time
clang libclang-rt-dev psutils ghostscript netpbm libpaper-utils mmdebstrap
mandoc bzip2"

case ${1-} in
install)
	export DEBIAN_FRONTEND=noninteractive
	apt-get update
	# shellcheck disable=SC2086
	apt-get install -y --no-install-recommends $KT_PACKAGES
	;;
"")
	echo $KT_PACKAGES
	;;
*)
	echo "usage: sh tools/deps.sh [install]" >&2
	exit 2
	;;
esac
