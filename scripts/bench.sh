#!/bin/sh
# Speed of kprefix as a ratio against reference commands run in the same
# script on the same files: `readelf -sW` (reads the whole symbol table) for a
# vmlinux, `xz -dc` of every module for a module tree.
# Usage: scripts/bench.sh BUILD_DIR VMLINUX [MODULE_DIR]
# Needs hyperfine (Debian package hyperfine) and binutils-aarch64-linux-gnu
# (or binutils-multiarch) for readelf of an arm64 file.
set -eu
build=$1 vmlinux=$2 modules=${3:-}
readelf=$(command -v aarch64-linux-gnu-readelf || command -v readelf)
out=$(mktemp -d)
hyperfine -N --warmup 2 --runs 10 --export-json "$out/vmlinux.json" \
	"$build/kprefix check $vmlinux" "$readelf -sW $vmlinux"
python3 - "$out/vmlinux.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
print(f"kprefix check / readelf -sW: {r[0]['mean'] / r[1]['mean']:.2f} "
      f"({r[0]['mean']:.3f} s / {r[1]['mean']:.3f} s)")
PY
if [ -n "$modules" ]; then
	hyperfine --warmup 1 --runs 5 --export-json "$out/modules.json" \
		"$build/kprefix check $vmlinux --modules $modules" \
		"find $modules -name '*.ko.xz' -print0 | xargs -0 xz -dc >/dev/null"
	python3 - "$out/modules.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
print(f"kprefix check --modules / xz -dc of the tree: {r[0]['mean'] / r[1]['mean']:.2f} "
      f"({r[0]['mean']:.3f} s / {r[1]['mean']:.3f} s)")
PY
fi
rm -rf "$out"
