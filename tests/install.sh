# tests/install.sh: "make install" of the build tree into a prefix, by a
# user other than root, for the tests that check an install as a reader
# makes it.  Sourced after tests/lib.sh.
#
#   install_user_setup      choose the user: the caller if not root; as
#                           root, nobody (through setpriv or runuser);
#                           skips the test if there is none.  $tmp is
#                           opened for reading so that the user reaches
#                           its folders
#   as_user CMD [ARG...]    run CMD as that user, in this environment
#   user_dir DIR            make DIR, a folder that the user can write
#   build_make ARG...       make in the build tree, a sub-make of its own
#                           (not a part of the make that runs the test),
#                           as that user
#
# The build tree is complete (make check built it), so "make install"
# reads it and writes only where it installs.

install_user_setup () {
	[ -f "$top_builddir/Makefile" ] ||
	    skip "no Makefile in $top_builddir (not a configured build tree)"
	: "${MAKE:=make}"
	kt_as=
	kt_owner=
	if [ "$(id -u)" -eq 0 ]; then
		kt_uid=$(id -u nobody 2> /dev/null) &&
		    kt_gid=$(id -g nobody 2> /dev/null) ||
		    skip "running as root, and there is no user nobody"
		if command -v setpriv > /dev/null 2>&1; then
			kt_as="setpriv --reuid=$kt_uid --regid=$kt_gid --clear-groups"
		elif command -v runuser > /dev/null 2>&1; then
			kt_as="runuser -u nobody -m --"
		else
			skip "running as root, without setpriv or runuser"
		fi
		kt_owner=$kt_uid:$kt_gid
		chmod 755 "$tmp" || exit 99
	fi
}

as_user () {
	$kt_as "$@"
}

user_dir () {
	mkdir -p "$1" || exit 99
	if [ -n "$kt_owner" ]; then
		chown "$kt_owner" "$1" || exit 99
	fi
}

build_make () {
	(unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES
	 exec $kt_as "$MAKE" -C "$top_builddir" "$@")
}
