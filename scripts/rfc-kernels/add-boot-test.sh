#!/usr/bin/env bash
# Pack kernels built by build-boot-kernels.sh into the boot suite's layout:
# $R/out/boot/NAME/{vmlinux,modules/*.ko} -> tests/boot/kernels/NAME/{vmlinux.xz,modules/*.ko.xz}
# (xz -9 -T1, as the README of tests/boot/kernels says). expect.json, what the test asserts,
# is written by hand.
#
# usage: add-boot-test.sh NAME...   (env: R, default /work/rfc-kernels, as lib.sh says)
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/rfc-kernels/lib.sh
. "$HERE/lib.sh"                   # R
ROOT=$(cd "$HERE/../.." && pwd)
for name in "$@"; do
	src=$R/out/boot/$name
	dst=$ROOT/tests/boot/kernels/$name
	[ -f "$src/vmlinux" ] || { echo "add-boot-test.sh: $src/vmlinux: not built" >&2; exit 2; }
	mkdir -p "$dst/modules"
	rm -f "$dst"/modules/*.ko.xz
	xz -9 -T1 -c "$src/vmlinux" > "$dst/vmlinux.xz"
	for ko in "$src"/modules/*.ko; do
		[ -f "$ko" ] || continue
		xz -9 -T1 -c "$ko" > "$dst/modules/$(basename "$ko").xz"
	done
	echo "$name: $(du -sh "$dst" | cut -f1), $(ls "$dst/modules" | wc -l) modules"
done
