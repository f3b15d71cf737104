#!/bin/sh
# `meson install --destdir` of this build into a fresh directory, then
# tests/install/installed.sh on what it put there.
# Usage: destdir.sh MESON BUILD_DIR PREFIX SOURCE_ROOT
set -u
meson=$1 build=$2 prefix=$3 src=$4
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT
"$meson" install -C "$build" --no-rebuild --quiet --destdir "$tmp" || { echo "destdir.sh: meson install failed"; exit 1; }
sh "$src/tests/install/installed.sh" "$tmp" "$prefix" "$src"
