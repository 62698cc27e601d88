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
# This fragment does that for every mode, each in a build folder of its
# own, $(KTYPES_BUILDDIR)/MODE (.tmp/ktypes/iso/man/man2/bpf.2.cat, ...),
# with a twin of every target that a maintainer runs on the plain tree:
#
#     build-catman-MODE  build-html-MODE  build-pdf-pages-MODE
#     build-pdf-MODE     build-all-MODE
#     check-MODE         the tree's check (no line of the cat pages
#                        wider than MANWIDTH) on the mode's pages
#     lint-MODE          ktypes' own messages on every page (below);
#                        the tree's lint reads the sources, which are
#                        the same in every mode: "make lint lint-iso"
#     install-html-MODE  uninstall-html-MODE  (in $(htmldir)/MODE)
#     install-pdf-MODE   uninstall-pdf-MODE   (the book, in
#                        $(pdfdir)/MODE)
#     install-man-MODE = install-MODE   (the baked pages, below)
#     uninstall-man-MODE = uninstall-MODE
#
# for MODE iso, both and annotate.  One mode's targets named together
# ("make -R build-catman-iso build-html-iso check-iso") run as one make
# in the mode's folder, so the stages that they share run once.  The
# mode's folder remembers the ktypes command that built it (its flags,
# and the binary's version and checksum, in .ktypes-stamp): when it
# changes, or when a make other than this fragment's wrote tbl's output
# there, the TBL stage and all after it are built again.  A make that
# reads this fragment refuses a plain target whose builddir is a mode's
# folder ("make -R -f GNUmakefile -f man-pages.mk build-html
# builddir=.tmp/ktypes/both"); only one that does not read it can write
# there, and the stamp catches that afterwards.
#
# ktypes' warnings (-w abi: a pointer to a type whose ISO spelling is
# another type) show when make builds a page, as a compiler's do: a
# page that make does not build again shows none.  They name the page's
# source (man/man2/bpf.2), as tbl's and troff's messages there do, not
# the copy of it in the mode's folder that preconv reads.
# "make -R lint-iso" shows them all, for every page, and then fails
# while there are any (it goes on over every page without -k), as the
# tree's lint-man does with mandoc's: a page without any is read again
# only when it, the flags or ktypes change (its .lint-ktypes.touch in
# the mode's folder); a page with some shows them at every run until
# they are mended.
#
# For a distribution's package: install-man-MODE installs the native
# pages (install-man) and bakes them with ktypes-bake(1) into
# $(DESTDIR)$(mandir)/MODE, man-db's manual system MODE, so that
#
#     make -R -f GNUmakefile -f .../man-pages.mk \
#         prefix=/usr DESTDIR=debian/tmp install install-man-iso
#
# gives debian/tmp/usr/share/man/iso/man2/bpf.2 beside
# debian/tmp/usr/share/man/man2/bpf.2; readers then see it with
# "SYSTEM=iso,man man 2 bpf".  (Without DESTDIR, the bake takes every
# page of $(mandir), other packages' too.)  Compressing the pages
# afterwards (dh_compress) compresses the baked ones alike.
# uninstall-man-MODE removes this tree's pages from $(mandir)/MODE (and
# the folders and record that they leave alone there), not the pages
# of other packages' bakes.
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
# Copied in, it takes itself out of the tree's $(MK) (so the plain
# outputs do not depend on it) and out of "make dist".
#
# Variables (on the command line, as man-pages' own):
#
#     KTYPES_PROG        the ktypes command (default: ktypes, from PATH;
#                        not KTYPES, the reader's mode in the environment)
#     KTYPES_BAKE_PROG   the ktypes-bake command (default: ktypes-bake)
#     DEFAULT_KTYPESFLAGS  ktypes' options of the build (-w abi: warn of
#                        a pointer to a type whose ISO spelling is another
#                        type, which the pages' authors can act on)
#     KTYPESFLAGS        more options, added to them (--classes=all,
#                        --strict, -W abi, ...), as the tree's XFLAGS to
#                        its DEFAULT_XFLAGS; they serve ktypes-bake too
#     KTYPES_BUILDDIR    where the variants are built (default:
#                        $(builddir)/ktypes)
#     KTYPES_PAGES       build, check, lint or install-html only these
#                        pages, paths under man/ (KTYPES_PAGES='man2/bpf.2
#                        man2/clone.2'), instead of the whole tree (the
#                        PDF book and its install take the whole tree);
#                        a page on the tree's list of expected failures,
#                        or a link page, is refused with a message that
#                        says so
#
# TROFF's warnings fail the build of a page, as in man-pages' own build;
# ktypes' own warnings are printed and do not (lint-MODE fails on them).
#
# Part of ktypes; GPL-3.0-or-later.

ifndef MAKEFILE_KTYPES_MAN_PAGES_INCLUDED
MAKEFILE_KTYPES_MAN_PAGES_INCLUDED := 1


ifndef KTYPES_PROG
KTYPES_PROG         := ktypes
endif
ifndef KTYPES_BAKE_PROG
KTYPES_BAKE_PROG    := ktypes-bake
endif
ifndef DEFAULT_KTYPESFLAGS
DEFAULT_KTYPESFLAGS := -w abi
endif
ifndef KTYPESFLAGS
KTYPESFLAGS         :=
endif
ifndef KTYPES_BUILDDIR
KTYPES_BUILDDIR      = $(builddir)/ktypes
endif
ifndef KTYPES_PAGES
KTYPES_PAGES        :=
endif
ifndef KTYPES_MODE_MAKE
KTYPES_MODE_MAKE    :=
endif

KTYPES_MODES        := iso both annotate
ktypes_flags         = $(DEFAULT_KTYPESFLAGS) $(KTYPESFLAGS)

# A variable of the tree, or nothing where this version of it has none
# (the tree runs make with --warn-undefined-variables).
ktypes_var           = $(if $(filter undefined,$(origin $(1))),,$($(1)))

# The tbl that ktypes runs: the tree's own TBL (tbl unless set).
ktypes_next_tbl      = $(if $(filter undefined,$(origin TBL)),tbl,$(TBL))


# --- Copied in as share/mk/build/ktypes.mk -----------------------------

ktypes_self         := $(lastword $(MAKEFILE_LIST))
ifneq ($(filter %/share/mk/build/ktypes.mk,$(ktypes_self)),)
# not a prerequisite of the tree's outputs, and not in its tarball
MK                  := $(filter-out $(ktypes_self),$(call ktypes_var,MK))
include $(MAKEFILEDIR)/configure/version.mk
DISTFILESCMD        := $(DISTFILESCMD) | grep -v '/share/mk/build/ktypes\.mk$$'
endif
# the tree's variables that this file names outside recipes
include $(MAKEFILEDIR)/configure/directory_variables/build.mk
include $(MAKEFILEDIR)/configure/directory_variables/src.mk


# --- A plain target on a mode's folder ----------------------------------

# It would leave plain output there that the mode's build would take as
# its own: refused, in a make that reads this file (copied in, or with
# -f), where builddir is a mode's folder (the mode's make passes
# KTYPES_MODE_MAKE).  A make that does not read this file cannot be
# refused; the mode's next build finds the output that it wrote (the
# stamp, below) and builds it again.
ifeq ($(KTYPES_MODE_MAKE),)
ifneq ($(filter $(addprefix %/ktypes/,$(KTYPES_MODES)),$(builddir))$(wildcard $(builddir)/.ktypes-stamp),)
$(error builddir=$(builddir) is the folder of a ktypes mode; run the target with the mode's name instead (build-html-$(notdir $(builddir)), ...))
endif
endif


# --- KTYPES_PAGES ------------------------------------------------------

# The tree's lists of pages expected to fail, by suffix of the output.
ktypes_xfail_cat     = _XFAIL_CATMAN_MAN_set
ktypes_xfail_html    = _XFAIL_HTMLMAN_MAN_set
ktypes_xfail_pdf     = _XFAIL_PDFMAN_MAN_set
ktypes_xfail_check-catman.touch = _XFAIL_CHECK_catman

# $(call ktypes_page_check,PAGE,SUFFIXES): nothing, or an error that
# says why the tree does not build PAGE (expanded when a recipe runs,
# after the whole tree has been read).
define ktypes_page_check
$(if $(wildcard $(call ktypes_var,MANDIR)/$(1)),,$(error KTYPES_PAGES: no page man/$(1) in this tree))$(if $(filter $(addprefix %/,$(1)),$(call ktypes_var,SO_MAN)),$(error KTYPES_PAGES: man/$(1) is a link page (.so), which the tree does not format; name the page that it links to: $(shell sed -n 's/^\.so //p' $(call ktypes_var,MANDIR)/$(1))))$(if $(filter yes,$(call ktypes_var,SKIP_XFAIL)),$(foreach s,$(2),$(if $(filter %/$(1).$(s) %/$(1).$(s).set,$(call ktypes_var,$(ktypes_xfail_$(s)))),$(error KTYPES_PAGES: man/$(1) is on the tree's list of pages expected to fail for .$(s) output ($(ktypes_xfail_$(s)) in share/mk), which the tree skips; run with SKIP_XFAIL=no to build it anyway))))
endef


# --- One make for one mode ---------------------------------------------

# Each per-mode target: its name without the mode, the goals of the
# tree that it runs (without KTYPES_PAGES), and with KTYPES_PAGES: the
# suffixes of the pages' files, in the folder ktypes_p_NAME (default:
# the mode's man/ folder), or nothing where it takes the whole tree.
ktypes_t_build-catman     := build-catman
ktypes_s_build-catman     := cat
ktypes_t_build-html       := build-html
ktypes_s_build-html       := html
ktypes_t_build-pdf-pages  := build-pdf-pages
ktypes_s_build-pdf-pages  := pdf
ktypes_t_build-pdf        := build-pdf
ktypes_s_build-pdf        := pdf
ktypes_t_build-all        := build-catman build-html build-pdf
ktypes_s_build-all        := cat html pdf
ktypes_t_check            := check
ktypes_s_check            := check-catman.touch
ktypes_t_install-html     := install-html
ktypes_s_install-html     := html
ktypes_p_install-html      = $(call ktypes_var,DESTDIR)$(call ktypes_var,htmldir)/$(1)
ktypes_t_install-pdf      := install-pdf
ktypes_s_install-pdf      :=
ktypes_t_uninstall-html   := uninstall-html
ktypes_s_uninstall-html   :=
ktypes_t_uninstall-pdf    := uninstall-pdf
ktypes_s_uninstall-pdf    :=
KTYPES_TARGETS            := build-catman build-html build-pdf-pages \
                             build-pdf build-all check install-html \
                             install-pdf uninstall-html uninstall-pdf

# $(call ktypes_pages_in,MODE,NAME): the folder of the pages' files of
# target NAME-MODE.
ktypes_pages_in = $(if $(filter undefined,$(origin ktypes_p_$(2))),$(KTYPES_BUILDDIR)/$(1)/man,$(call ktypes_p_$(2),$(1)))

# $(call ktypes_goals,MODE,NAME): the tree's goals of target NAME-MODE.
ktypes_goals = $(if $(and $(strip $(KTYPES_PAGES)),$(ktypes_s_$(2))),$(foreach p,$(KTYPES_PAGES),$(call ktypes_page_check,$(p),$(ktypes_s_$(2)))$(foreach s,$(ktypes_s_$(2)),$(call ktypes_pages_in,$(1),$(2))/$(p).$(s))),$(ktypes_t_$(2)))

# $(call ktypes_asked,MODE): the per-mode targets of MODE named on the
# command line, without the mode.
ktypes_asked = $(patsubst %-$(1),%,$(filter $(addsuffix -$(1),$(KTYPES_TARGETS)),$(MAKECMDGOALS)))

# The command that the mode's folder was built with: the flags, ktypes'
# version and the checksum of its binary.
ktypes_sig = { echo '$(call ktypes_tbl,$(1))'; \
	$(KTYPES_PROG) --version; \
	p=$$(command -v $(firstword $(KTYPES_PROG))) && cksum < "$$p"; }

# $(call ktypes_tbl,MODE): the mode's TBL: ktypes, which runs the
# tree's tbl on its output.
ktypes_tbl = $(KTYPES_PROG) -m $(1) $(ktypes_flags) --exec $(ktypes_next_tbl)

# $(call ktypes_tbl_slot,MODE): what the TBL slot of MODE's make runs
# (the tree's recipe is "$(TBL) <in >out"): ktypes_tbl, after a sed that
# makes the .lf lines of preconv's output name the page's source
# (man/man2/bpf.2, as make names it to lint-MODE) instead of the tree's
# copy of it in the mode's folder (.tmp/ktypes/iso/man/man2/bpf.2, the
# file that preconv read; the same lines, but for the date in .TH), so
# that the messages of ktypes, tbl and troff name the file that a
# maintainer mends, as a compiler's do.
ktypes_src_of = $(subst .,\.,$(patsubst ./%,%,$(1)))
ktypes_tbl_slot = sh -c "sed 's|^\.lf \([0-9]*\) $(call ktypes_src_of,$(KTYPES_BUILDDIR)/$(1)/man)/|.lf \1 $(patsubst ./%,%,$(MANDIR))/|' | $(call ktypes_tbl,$(1))"

# $(call ktypes_make,MODE,NAMES): the recipe of one make of the targets
# NAMES of MODE in the mode's folder.  tbl's output (.eqn) is removed
# first where the stamp says another command built it, or where a make
# other than this one wrote some after it; the stamp is written after
# the make, also after one that failed (as on a page of the tree that
# fails in every mode): what tbl's output there is, it built.
define ktypes_make
	$(info	$(INFO_)KTYPES		$(KTYPES_BUILDDIR)/$(1): $(2))
	+d='$(KTYPES_BUILDDIR)/$(1)'; \
	mkdir -p "$$d"; \
	sig=$$($(call ktypes_sig,$(1))); \
	if [ ! -f "$$d/.ktypes-stamp" ] || \
	   [ "$$(cat "$$d/.ktypes-stamp")" != "$$sig" ] || \
	   [ -n "$$(find "$$d" -name '*.eqn' -newer "$$d/.ktypes-stamp" | head -n 1)" ]; then \
		find "$$d" -name '*.eqn' -exec rm -f {} +; \
	fi; \
	st=0; \
	$(MAKE) --no-print-directory -R builddir="$$d" KTYPES_MODE_MAKE=$(1) \
	    TBL='$(subst ','\'',$(call ktypes_tbl_slot,$(1)))' \
	    $(if $(filter install-html uninstall-html,$(2)),htmldir='$(call ktypes_var,htmldir)/$(1)') \
	    $(if $(filter install-pdf uninstall-pdf,$(2)),pdfdir='$(call ktypes_var,pdfdir)/$(1)') \
	    $(foreach n,$(2),$(call ktypes_goals,$(1),$(n))) || st=$$?; \
	printf '%s\n' "$$sig" > "$$d/.ktypes-stamp"; \
	exit $$st
endef

# $(call ktypes_target,MODE,NAME): target NAME-MODE.  Named on the
# command line, it waits for the one make of all of MODE's targets named
# there (ktypes-make-MODE); needed by another target, it runs its own.
define ktypes_target
.PHONY: $(2)-$(1)
$(2)-$(1): $$(if $$(filter $(2),$$(call ktypes_asked,$(1))),ktypes-make-$(1))
	$$(if $$(filter $(2),$$(call ktypes_asked,$(1))),,$$(call ktypes_make,$(1),$(2)))
endef

# $(call ktypes_mode,MODE): the make of MODE's targets named on the
# command line, and the installation of the baked pages.
define ktypes_mode
.PHONY: ktypes-make-$(1)
ktypes-make-$(1):
	$$(call ktypes_make,$(1),$$(call ktypes_asked,$(1)))

.PHONY: install-man-$(1) install-$(1)
install-man-$(1): install-man
	$$(info	$$(INFO_)KTYPES-BAKE	$$(DESTDIR)$$(mandir)/$(1))
	$$(KTYPES_BAKE_PROG) -q -m $(1) $$(ktypes_flags) \
	    -o '$$(DESTDIR)$$(mandir)/$(1)' '$$(DESTDIR)$$(mandir)'
install-$(1): install-man-$(1);

.PHONY: uninstall-man-$(1) uninstall-$(1)
uninstall-man-$(1):
	$$(info	$$(INFO_)RM		$$(DESTDIR)$$(mandir)/$(1))
	$$(call ktypes_uninstall,$$(DESTDIR)$$(mandir)/$(1))
uninstall-$(1): uninstall-man-$(1);

.PHONY: lint-$(1)
lint-$(1): $$$$(call ktypes_lint_touch,$(1))
	$$(call ktypes_lint_end,$(1))

$(KTYPES_BUILDDIR)/$(1)/man/%.lint-ktypes.touch: $$$$(MANDIR)/% \
    $(KTYPES_BUILDDIR)/$(1)/.ktypes-lint-sig
	$$(info	$$(INFO_)KTYPES		$$@)
	$$(call ktypes_lint,$(1))

$(KTYPES_BUILDDIR)/$(1)/.ktypes-lint-sig: FORCE
	mkdir -p $$(@D); \
	sig=$$$$($$(call ktypes_sig,$(1))); \
	[ -f $$@ ] && [ "$$$$(cat $$@)" = "$$$$sig" ] || \
	    printf '%s\n' "$$$$sig" > $$@
endef

# $(call ktypes_uninstall,DIR): the recipe that removes this tree's pages
# from the baked tree DIR, and the folders that they leave empty; the
# pages that other packages' bakes put there stay.
define ktypes_uninstall
	rm -f $(wildcard $(patsubst $(MANDIR)/%,$(1)/%,$(MANPAGES)))
	for d in '$(1)'/man* '$(1)'; do \
		[ ! -d "$$d" ] || rmdir "$$d" 2> /dev/null || :; \
	done; \
	if [ -d '$(1)' ] && [ -z "$$(ls -A '$(1)' | grep -vx .ktypes-bake)" ]; then \
		rm -f '$(1)/.ktypes-bake' && rmdir '$(1)'; \
	fi
endef


# --- lint-MODE: ktypes' messages on every page -------------------------

# ktypes' warnings are shown when a page is built in a mode, as a
# compiler's are under make: a page that make does not build again
# shows none.  lint-MODE shows them all, for every page (or those of
# KTYPES_PAGES), and at the end fails while there are any (not at the
# first page with some: make need not be given -k), as the tree's lint-man
# does with mandoc's: a page with none is not read again (its
# .lint-ktypes.touch) until the page, the flags or ktypes change, and a
# page with some shows them again at every run until they are mended.
ktypes_lint_pages = $(if $(strip $(KTYPES_PAGES)),$(foreach p,$(KTYPES_PAGES),$(call ktypes_page_check,$(p),)$(MANDIR)/$(p)),$(call ktypes_var,NONSO_MAN) $(call ktypes_var,NONSO_MDOC))
ktypes_lint_touch = $(patsubst $(MANDIR)/%,$(KTYPES_BUILDDIR)/$(1)/man/%.lint-ktypes.touch,$(ktypes_lint_pages))

# $(call ktypes_lint,MODE): the recipe that lints the page $< in MODE.
# A page with messages shows them and keeps them in its .log, and has no
# .lint-ktypes.touch (it is read again at the next run); the recipe
# succeeds, so that make goes on to the other pages without -k.
define ktypes_lint
	mkdir -p $(@D)
	rm -f $@
	$(KTYPES_PROG) -m $(1) $(ktypes_flags) $< 2> $@.log > /dev/null
	if [ -s $@.log ]; then cat $@.log >&2; else rm -f $@.log; touch $@; fi
endef

# $(call ktypes_lint_end,MODE): lint-MODE's recipe, once every page is
# read: fails if any page of the run has messages (its .log is left).
define ktypes_lint_end
	@n=$(words $(wildcard $(addsuffix .log,$(call ktypes_lint_touch,$(1))))); \
	[ $$n -eq 0 ] || { \
	    echo "lint-$(1): ktypes' messages on $$n page(s), above" >&2; \
	    exit 1; }
endef

$(foreach m,$(KTYPES_MODES),$(eval $(call ktypes_mode,$(m))))
$(foreach m,$(KTYPES_MODES),$(foreach n,$(KTYPES_TARGETS),$(eval $(call ktypes_target,$(m),$(n)))))


endif  # include guard
