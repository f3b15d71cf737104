#!/bin/sh
# Build the Debian package from this tree: dpkg-buildpackage -us -uc -b in a
# copy of it (the build writes its products beside the source directory),
# then the .deb and the build's .changes/.buildinfo into OUTDIR (default
# ./build-deb). DEB_BUILD_OPTIONS passes through (nocheck skips the suite).
# Needs dpkg-dev, debhelper, fakeroot and the Build-Depends of debian/control
# (scripts/setup-debian.sh installs them all). Usage: build-deb.sh [OUTDIR]
set -eu
cd "$(dirname "$0")/.."
top=$(pwd)
out=${1:-build-deb}
mkdir -p "$out"
out=$(cd "$out" && pwd)
version=$(dpkg-parsechangelog -S Version)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The tree as it is (uncommitted changes included), without build directories.
mkdir "$tmp/kprefix-$version"
tar -C "$top" --exclude=./.git --exclude='./build*' --exclude='./obj-*' \
	--exclude=./debian/kprefix --exclude=./debian/.debhelper --exclude=./debian/tmp \
	--exclude='./debian/*.substvars' --exclude='./debian/*.log' --exclude=./debian/files \
	--exclude=./debian/debhelper-build-stamp -cf - . | tar -C "$tmp/kprefix-$version" -xf -
(cd "$tmp/kprefix-$version" && dpkg-buildpackage -us -uc -b)
cp "$tmp"/*.deb "$tmp"/*.changes "$tmp"/*.buildinfo "$out"/
ls "$out"/kprefix_"$version"_*.deb
