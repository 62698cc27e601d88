# integration/man-pages.mk: ktypes variants of the builds of the Linux
# man-pages project (6.x: a GNUmakefile and its share/mk fragments, run
# with "make -R").
#
# The man-pages build runs each page through
#
#     sed | $(PRECONV) | $(TBL) | $(EQN) | $(TROFF) | $(GROTTY)
#
# (share/mk/build/pre/, share/mk/build/catman/; the HTML and PDF builds
# share the first stages), one file per stage under $(builddir), .tmp by
# default.  ktypes takes the TBL slot and runs tbl itself, so that the
# type words are rewritten before tbl measures the table cells:
#
#     make -R build-catman TBL='ktypes -m iso --exec tbl'
#
# That one variable is all it takes, for build-html and build-pdf as
# well.  make does not rebuild a file because a variable changed, so a
# variant needs a build folder of its own (builddir=.tmp/iso), or "make
# -B".  This fragment does that for every mode:
#
#     build-catman-MODE   build-html-MODE   build-pdf-MODE
#     build-pdf-pages-MODE                  build-all-MODE
#
# for MODE iso, both and annotate, each in $(KTYPES_BUILDDIR)/MODE
# (.tmp/ktypes/iso/man/man2/bpf.2.cat, ...).
#
# Use it in one of two ways, from the top of a man-pages tree:
#
#     make -R -f GNUmakefile -f /usr/local/share/ktypes/man-pages.mk \
#         build-catman-iso
#
# or copy it into the tree as share/mk/build/ktypes.mk, where the
# GNUmakefile includes it with its own fragments, and run
#
#     make -R build-catman-iso
#
# Variables (on the command line, as man-pages' own):
#
#     KTYPES_PROG       the ktypes command (default: ktypes, from PATH;
#                       not KTYPES, the reader's mode in the environment)
#     KTYPESFLAGS       more options for it (--classes=all, --strict, ...;
#                       default: -w abi)
#     KTYPES_BUILDDIR   where the variants are built (default:
#                       $(builddir)/ktypes)
#     KTYPES_PAGES      build only these pages, paths under man/
#                       (KTYPES_PAGES='man2/bpf.2 man2/clone.2'),
#                       instead of the whole tree
#
# TROFF's warnings fail the build of a page, as in man-pages' own build;
# ktypes' own warnings are printed and do not.  The build turns on the
# warnings about a pointer to a type that is not its ISO spelling (-w abi,
# off where a reader reads a page): the pages' authors can act on them.
#
# Part of ktypes; GPL-3.0-or-later.

ifndef MAKEFILE_KTYPES_MAN_PAGES_INCLUDED
MAKEFILE_KTYPES_MAN_PAGES_INCLUDED := 1


ifndef KTYPES_PROG
KTYPES_PROG     := ktypes
endif
ifndef KTYPESFLAGS
KTYPESFLAGS     := -w abi
endif
ifndef KTYPES_BUILDDIR
KTYPES_BUILDDIR  = $(builddir)/ktypes
endif
ifndef KTYPES_PAGES
KTYPES_PAGES    :=
endif

KTYPES_MODES    := iso both annotate

# The tbl that ktypes runs: the tree's own TBL (tbl unless set).
ktypes_next_tbl  = $(if $(filter undefined,$(origin TBL)),tbl,$(TBL))

# $(call ktypes_variant,NAME,MODE,GOALS,SUFFIXES): the target
# build-NAME-MODE, one make of GOALS (or, with KTYPES_PAGES, of the
# pages' files with these SUFFIXES) in the build folder of MODE, with
# ktypes in the TBL slot.  One make, so that the stages shared by the
# catman, HTML and PDF builds are made once, not at the same time.
define ktypes_variant
.PHONY: build-$(1)-$(2)
build-$(1)-$(2):
	+$$(MAKE) --no-print-directory -R builddir='$$(KTYPES_BUILDDIR)/$(2)' \
	    TBL='$$(KTYPES_PROG) -m $(2) $$(KTYPESFLAGS) --exec $$(ktypes_next_tbl)' \
	    $$(if $$(strip $$(KTYPES_PAGES)),$$(foreach s,$(4),$$(patsubst %,$$(KTYPES_BUILDDIR)/$(2)/man/%.$$(s),$$(KTYPES_PAGES))),$(3))

endef

# The PDF book (one PDF of every page, build-pdf-book) goes through TBL
# too; with KTYPES_PAGES, build-pdf-MODE builds only the pages.
$(foreach m,$(KTYPES_MODES),$(eval $(call ktypes_variant,catman,$(m),build-catman,cat)))
$(foreach m,$(KTYPES_MODES),$(eval $(call ktypes_variant,html,$(m),build-html,html)))
$(foreach m,$(KTYPES_MODES),$(eval $(call ktypes_variant,pdf-pages,$(m),build-pdf-pages,pdf)))
$(foreach m,$(KTYPES_MODES),$(eval $(call ktypes_variant,pdf,$(m),build-pdf,pdf)))
$(foreach m,$(KTYPES_MODES),$(eval $(call ktypes_variant,all,$(m),build-catman build-html build-pdf,cat html pdf)))

endif  # include guard
