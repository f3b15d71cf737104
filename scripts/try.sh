#!/bin/sh
# Try kprefix on a fresh Debian machine: install only what building it and
# running one check need, build the command alone, and check a shipped
# fixture: the RFC layout (M=3, kCFI) where untraced objects lack the prefix.
# The test toolchain (cmocka, jsonschema, gcovr, QEMU, lintian, debhelper,
# the SARIF Multitool from npm) is scripts/setup-debian.sh's, for
# scripts/test.sh.
set -eu
cd "$(dirname "$0")/.."
sudo=
[ "$(id -u)" = 0 ] || sudo=sudo
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
# python3 generates the rules' help from the man page at build time.
$sudo apt-get install -y -q --no-install-recommends \
	gcc libc6-dev pkg-config meson ninja-build python3 \
	libelf-dev libdw-dev libcapstone-dev libunicorn-dev zlib1g-dev liblzma-dev libzstd-dev \
	libbpf-dev libxxhash-dev
[ -d build-try ] || meson setup build-try -Dtests=false
ninja -C build-try kprefix
set +e
./build-try/kprefix check fixtures/images/rfc-m3-bad.elf
echo "exit status $?"
