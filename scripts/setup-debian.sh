#!/bin/sh
# Install what kprefix builds and tests with, from Debian's own packages.
set -eu
sudo=
[ "$(id -u)" = 0 ] || sudo=sudo
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends \
	gcc libc6-dev pkg-config meson ninja-build \
	libelf-dev libdw-dev libcapstone-dev libcmocka-dev zlib1g-dev liblzma-dev libzstd-dev \
	python3 gcovr xz-utils zstd gzip
