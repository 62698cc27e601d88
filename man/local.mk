## man/local.mk: the manual pages.

dist_man_MANS += man/ktypes.1 man/ktypes-bake.1 man/ktypes-table.5 man/ktypes.7
