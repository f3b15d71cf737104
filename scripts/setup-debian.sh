#!/bin/sh
# Install what kprefix builds and tests with, from Debian's own packages (with
# what builds and checks its Debian package: dpkg-dev, debhelper, fakeroot,
# bash-completion, lintian), and the SARIF validator the tests use from the
# npm registry.
set -eu
sudo=
[ "$(id -u)" = 0 ] || sudo=sudo
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends \
	gcc libc6-dev pkg-config meson ninja-build \
	libelf-dev libdw-dev libcapstone-dev libunicorn-dev libcmocka-dev zlib1g-dev liblzma-dev libzstd-dev \
	libbpf-dev libxxhash-dev \
	python3 python3-jsonschema gcovr xz-utils zstd gzip \
	dpkg-dev debhelper fakeroot bash-completion lintian \
	qemu-system-arm qemu-system-misc

# SARIF output is validated by Microsoft's SARIF Multitool (`validate`: the
# SARIF 2.1.0 JSON schema and the SARIF rules), a self-contained x86-64 .NET
# program that npm ships, and against the sarif-2.1.0.json schema it carries.
# tests/schema/validate_sarif.py finds it under `npm root -g`.
SARIF_MULTITOOL=@microsoft/sarif-multitool-linux@5.7.0
if [ "$(uname -m)" = x86_64 ]; then
	command -v npm >/dev/null || $sudo apt-get install -y -q --no-install-recommends npm
	root=$(npm root -g)
	if [ "$(cat "$root/@microsoft/sarif-multitool-linux/package.json" 2>/dev/null |
		sed -n 's/.*"version": *"\([^"]*\)".*/\1/p')" != "${SARIF_MULTITOOL##*@}" ]; then
		$sudo npm install -g --no-audit --no-fund "$SARIF_MULTITOOL"
	fi
	$sudo chmod +x "$root/@microsoft/sarif-multitool-linux/Sarif.Multitool"
fi
