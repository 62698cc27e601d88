#!/bin/sh
# tools/deps.sh: the one list of what ktypes needs to build and test on
# Debian.  README's quick start and .ci/run both use it.
#   sh tools/deps.sh          print the package list
#   sh tools/deps.sh install  install it with apt-get (as root)
set -e

# build: a C11 compiler, autotools, pkg-config
# tests: cmocka (unit tests), groff (rendering, tbl, preconv),
#        man-db (integration), xz-utils (the corpus snapshot),
#        valgrind (memcheck runs), poppler-utils (pdftotext, pdftoppm:
#        the PDF text checks and the README picture),
#        time (GNU time: peak memory in make bench and the memory tests),
#        clang and libclang-rt-14-dev (libFuzzer: make fuzz),
#        psutils, ghostscript and netpbm (groff -Thtml renders every page
#        through PostScript for its images: without them it complains on
#        standard error, which the HTML tests check is silent),
#        mandoc (the formatter of Alpine, Void, the BSDs and macOS:
#        tests/mandoc checks that every mode renders there)
KT_PACKAGES="build-essential autoconf automake pkg-config libcmocka-dev
groff man-db xz-utils gzip valgrind poppler-utils time
clang libclang-rt-14-dev psutils ghostscript netpbm mandoc"

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
