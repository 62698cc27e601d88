## src/local.mk: the ktypes program and the internal library that both the
## program and the unit tests link.

noinst_LIBRARIES += src/libktypes.a
src_libktypes_a_SOURCES = \
	src/cctx.c src/cctx.h \
	src/cli.c src/cli.h \
	src/edit.c src/edit.h \
	src/encoding.c src/encoding.h \
	src/exec.c src/exec.h \
	src/filter.c src/filter.h \
	src/io.c src/io.h \
	src/layout.c src/layout.h \
	src/mode.c src/mode.h \
	src/prelude.h \
	src/msg.c src/msg.h \
	src/rewrite.c src/rewrite.h \
	src/roff.c src/roff.h \
	src/table.c src/table.h \
	src/util.c src/util.h

bin_PROGRAMS += src/ktypes
src_ktypes_SOURCES = src/main.c
src_ktypes_LDADD = src/libktypes.a $(LIBICONV)

# The built-in copy of the macro package (see src/prelude.h).
nodist_src_libktypes_a_SOURCES = src/tmac.c
BUILT_SOURCES = src/tmac.c
CLEANFILES += src/tmac.c
EXTRA_DIST += src/tmac.sed
src/tmac.c: $(srcdir)/macros/ktypes.tmac $(srcdir)/src/tmac.sed
	$(AM_V_GEN)$(MKDIR_P) src && { \
	  echo '/* Generated from macros/ktypes.tmac by src/tmac.sed: do not edit. */'; \
	  echo '#include "prelude.h"'; \
	  echo 'const char kt_prelude_tmac[] ='; \
	  sed -f $(srcdir)/src/tmac.sed $(srcdir)/macros/ktypes.tmac; \
	  echo ';'; \
	} > $@-t && mv $@-t $@
