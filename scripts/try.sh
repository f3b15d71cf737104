#!/bin/sh
# Set up a fresh Debian machine, build kprefix, and check a shipped fixture:
# the RFC layout (M=3, kCFI) where untraced objects lack the prefix.
set -eu
cd "$(dirname "$0")/.."
sh scripts/setup-debian.sh
[ -d build ] || meson setup build
ninja -C build kprefix
set +e
./build/kprefix check fixtures/images/rfc-m3-bad.elf
echo "exit status $?"
