## src/local.mk: the ktypes program and the internal library that both the
## program and the unit tests link.

noinst_LIBRARIES += src/libktypes.a
src_libktypes_a_SOURCES = \
	src/cctx.c src/cctx.h \
	src/charset.c src/charset.h \
	src/cli.c src/cli.h \
	src/edit.c src/edit.h \
	src/encoding.h \
	src/encoding_detect.c \
	src/encoding_iconv.c \
	src/exec.c src/exec.h \
	src/filter.c src/filter.h src/filter_int.h \
	src/filter_edits.c src/filter_hold.c src/filter_insert.c \
	src/filter_keys.c \
	src/filter_line.c src/filter_long.c \
	src/input.c src/input.h \
	src/io.c src/io.h \
	src/layout.c src/layout.h src/layout_int.h \
	src/layout_bound.c src/layout_columns.c src/layout_edits.c \
	src/layout_params.c src/layout_place.c src/layout_runs.c \
	src/layout_tokens.c src/layout_wrap.c \
	src/mode.c src/mode.h \
	src/prelude.h \
	src/msg.c src/msg.h \
	src/rewrite.c src/rewrite.h \
	src/roff.c src/roff.h src/roff_int.h \
	src/roff_cond.c src/roff_esc.c src/roff_indent.c src/roff_req.c \
	src/roff_span.c src/roff_end.c src/roff_tbl.c \
	src/table.c src/table.h \
	src/tablefile.c src/tablefile.h \
	src/tmac.h \
	src/util.c src/util.h

bin_PROGRAMS += src/ktypes
src_ktypes_SOURCES = src/main.c
src_ktypes_LDADD = src/libktypes.a $(LIBICONV)

# ktypes-bake(1): manual trees baked in a mode, for man-db's SYSTEM
# (src/bake.h).
bin_PROGRAMS += src/ktypes-bake
src_ktypes_bake_SOURCES = src/bake.h src/bake.c src/bake_main.c \
	src/bake_out.c src/bake_tree.c src/bake_zip.c
src_ktypes_bake_LDADD = src/libktypes.a $(LIBICONV)

# The built-in copy of the macro package (see src/prelude.h).
nodist_src_libktypes_a_SOURCES = src/tmac.c src/table-linux.c
BUILT_SOURCES = src/tmac.c src/table-linux.c
CLEANFILES += src/tmac.c src/table-linux.c
EXTRA_DIST += src/tmac.sed
src/tmac.c: $(srcdir)/macros/ktypes.tmac $(srcdir)/src/tmac.sed
	$(AM_V_GEN)$(MKDIR_P) src && { \
	  echo '/* Generated from macros/ktypes.tmac by src/tmac.sed: do not edit. */'; \
	  echo '#include "prelude.h"'; \
	  echo 'const char kt_prelude_tmac[] ='; \
	  sed -f $(srcdir)/src/tmac.sed $(srcdir)/macros/ktypes.tmac; \
	  echo ';'; \
	} > $@-t && mv $@-t $@

# The built-in copy of the Linux table (see tablefile.h): tables/linux.ktypes
# as a C string, checked by the table parser when the program starts.
EXTRA_DIST += src/table.sed
src/table-linux.c: $(srcdir)/tables/linux.ktypes $(srcdir)/src/table.sed
	$(AM_V_GEN)$(MKDIR_P) src && { \
	  echo '/* Generated from tables/linux.ktypes by src/table.sed: do not edit. */'; \
	  echo 'extern const char kt_table_linux[];'; \
	  echo 'const char kt_table_linux[] ='; \
	  sed -f $(srcdir)/src/table.sed $(srcdir)/tables/linux.ktypes; \
	  echo ';'; \
	} > $@-t && mv $@-t $@

# The tables, installed where ktypes looks for them.
tabledir = $(pkgdatadir)
dist_table_DATA = tables/linux.ktypes
AM_CPPFLAGS += -DKT_TABLEDIR='"$(tabledir)"'
