## macros/local.mk: the macro package, installed where groff finds it.

dist_tmac_DATA += macros/ktypes.tmac
