#!/bin/sh
# tools/debian13.sh: the Debian 13 lane of tools/run-tests.sh.  Builds
# ktypes and runs "make check" and "make check-corpus" inside a Debian 13
# (trixie) root, so that the tests also see groff 1.23 and man-db 2.13,
# what most readers have.
#
# The root is made with "mmdebstrap --variant=apt trixie" from Debian's
# own packages and kept in $KT_CACHE (default /var/cache/ktypes), outside
# the tree, with the packages of tools/deps.sh installed in it; it is
# reused while younger than $KT_ROOT_DAYS (default 7) days and made again
# otherwise.  Each run copies the tracked files of this tree into the
# root, runs "sh tools/deps.sh install", the build, "make check" and
# "make check-corpus" in a chroot with /dev, /dev/pts and /proc bound,
# prints the versions that were tested, and removes the copy and the
# mounts on any exit.
# Needs root (chroot, mount) and mmdebstrap (in tools/deps.sh).
set -e
cd "$(dirname "$0")/.."
top=$(pwd)
cache=${KT_CACHE:-/var/cache/ktypes}
days=${KT_ROOT_DAYS:-7}
jobs=$(nproc 2>/dev/null || echo 2)
root=$cache/debian13
stamp=$root/.ktypes-root-made
shared=$top/../shared

die() { printf 'debian13: %s\n' "$*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "needs root (chroot and mount)"
command -v mmdebstrap >/dev/null 2>&1 ||
    die "needs mmdebstrap (sh tools/deps.sh install)"
mkdir -p "$cache"

# One run at a time uses the root.
exec 9> "$cache/debian13.lock"
flock 9

mounts=
cleanup() {
	# what still runs in the root (a make stopped half-way) ends first
	for p in /proc/[0-9]*; do
		[ "$(readlink "$p/root" 2>/dev/null)" = "$root" ] &&
		    kill -9 "${p#/proc/}" 2>/dev/null
	done
	for m in $mounts; do
		umount "$m" 2>/dev/null || umount -l "$m" || true
	done
	mounts=
	# --one-file-system: never follow a mount that is still there.
	[ -n "${work-}" ] && rm -rf --one-file-system "$root$work"
	return 0
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A run that was killed outright (SIGKILL, a machine stopped half-way)
# leaves its mounts behind; this run holds the lock, so what is mounted
# under the root now is stale: unmount it, the deepest first.  Nothing
# may still be mounted in a root that is about to be removed.
for m in $(awk -v r="$root/" 'index($2, r) == 1 { print $2 }' /proc/mounts |
    sort -r); do
	umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || true
done
if grep -q " $root/" /proc/mounts; then
	die "something is still mounted under $root"
fi

if [ -f "$stamp" ] && [ -n "$(find "$stamp" -mtime -"$days")" ]; then
	echo "debian13: reusing the root in $root (made $(date -r "$stamp" +%F))"
else
	echo "debian13: making a Debian 13 root in $root"
	rm -rf --one-file-system "$root.new" "$root"
	mmdebstrap --variant=apt trixie "$root.new"
	mv "$root.new" "$root"
	touch "$stamp"
fi

# The tracked files as they are in the work tree (in CI, the commit).
work=/build
rm -rf --one-file-system "$root$work"
mkdir -p "$root$work/ktypes"
if git -C "$top" rev-parse --git-dir >/dev/null 2>&1; then
	git -C "$top" ls-files -z | tar --null -T - -cf - |
	    tar -xf - -C "$root$work/ktypes"
else
	tar -cf - --exclude=./build . | tar -xf - -C "$root$work/ktypes"
fi
# The corpus tests read the man-pages snapshot beside the tree.
if [ -d "$shared/corpus" ]; then
	mkdir -p "$root$work/shared"
	cp -R "$shared/corpus" "$root$work/shared/"
fi

cp -L /etc/resolv.conf "$root/etc/resolv.conf"
mount --bind /dev "$root/dev"
mounts="$root/dev $mounts"
mount --bind /dev/pts "$root/dev/pts"
mounts="$root/dev/pts $mounts"
mount -t proc proc "$root/proc"
mounts="$root/proc $mounts"

# (fd 9, the lock, stays with this script)
env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root TERM=dumb \
    jobs="$jobs" chroot "$root" sh -ec '
cd /build/ktypes
sh tools/deps.sh install > /build/deps.log 2>&1 ||
    { cat /build/deps.log; exit 1; }
printf "debian13: %s; %s; %s\n" "Debian $(cat /etc/debian_version)" \
    "$(groff --version | sed 1q)" "$(man --version)"
autoreconf -fi
./configure -q --enable-werror
make -j"$jobs"
make -j"$jobs" check || { cat test-suite.log; exit 1; }
make -j"$jobs" check-corpus || { cat test-corpus.log; exit 1; }
' 9>&-
echo "debian13: make check and make check-corpus passed"
