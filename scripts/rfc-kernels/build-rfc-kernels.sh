#!/usr/bin/env bash
# Reproduce the "CALL_OPS + kCFI" RFC (patch 6/8) arm64 kernels with clang-21, from scratch.
#
# Host: Debian bookworm x86_64, root. Nothing sid/arm64 is installed on the host; all tools
# live in a debootstrap'ed sid chroot under $R/chroot.  Outputs in $R/out:
#   vmlinux-rfc-good          RFC flags (M=3 everywhere), mainline scripts/sorttable
#   vmlinux-rfc-noprefix      same tree, built with CFI_PREFIX_CFLAGS= (untraced objects: no prefix)
#   vmlinux-rfc-good-sorted   the good build relinked with scripts/sorttable before_func = 4*M = 12
#   config-rfc-*              their .config;  *.json  the counts from analyse/analyze.py
#                             (and analyse/typecheck.py's per-type agreement, printed)
#
# usage: build-rfc-kernels.sh
# env:   R (default /work/rfc-kernels), CHROOT (default $R/chroot, debootstrapped unless it
#        exists; a chroot made elsewhere by its name: CHROOT=/work/sid-chroot, say),
#        MIRROR or SID_APT (see lib.sh)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/rfc-kernels/lib.sh
. "$HERE/lib.sh"                     # R and C (CHROOT), sid_chroot, chroot_helpers
SRC=/build/linux-source-7.2          # path inside the chroot
mkdir -p "$R/out"
cd "$R"

# ---------------------------------------------------------------- 1. chroot
# shellcheck disable=SC2086
sid_chroot "$C" $SID_KERNEL_PKGS
chroot "$C" dpkg-query -W clang-21 lld-21 llvm-21 linux-source-7.2 | tee "$R/out/package-versions.txt"

# ---------------------------------------------------------------- 2. unpack + patch
rm -rf "$C/build"
mkdir -p "$C/build"
tar -C "$C/build" -xf "$C/usr/src/linux-source-7.2.tar.xz"

cp "$HERE/patches/rfc-6of8.patch" "$R/rfc-6of8.patch"
cp "$HERE/patches/rfc-prereq-notrace-cfitype.patch" "$R/rfc-prereq-3of8-5of8-like.patch"
cp "$HERE/patches/rfc-sorttable.patch" "$R/rfc-sorttable.patch"
cp "$R/rfc-6of8.patch" "$R/rfc-prereq-3of8-5of8-like.patch" "$R/rfc-sorttable.patch" "$C/build/"
chroot "$C" sh -c "cd $SRC && patch -p1 < /build/rfc-6of8.patch && patch -p1 < /build/rfc-prereq-3of8-5of8-like.patch"

# ---------------------------------------------------------------- 3. helpers (run in chroot)
# chroot/kbuild.sh as /build/kbuild.sh: `config rfc OUTDIR` (the config) and `build OUTDIR
# [make args]`, here of vmlinux with clang-21, make -j2, not niced
chroot_helpers "$C" /build "$HERE"/chroot/kbuild.sh
KB="env ARCH=arm64 LLVM=-21 JOBS=2 TARGET=vmlinux NICE=0 /build/kbuild.sh"

# ---------------------------------------------------------------- 4. good kernel
chroot "$C" sh -c "cd $SRC && $KB config rfc /build/out-good"
chroot "$C" sh -c "cd $SRC && $KB build /build/out-good"
cp "$C/build/out-good/vmlinux" "$R/out/vmlinux-rfc-good"
cp "$C/build/out-good/.config" "$R/out/config-rfc-good"

# ---------------------------------------------------------------- 5. defective kernel
# Same tree and config; CFI_PREFIX_CFLAGS emptied on the make command line, so untraced
# objects get no -fpatchable-function-entry=3,3,... and notrace falls back to (0,0).
chroot "$C" sh -c "cd $SRC && $KB config rfc /build/out-noprefix"
chroot "$C" sh -c "cd $SRC && $KB build /build/out-noprefix CFI_PREFIX_CFLAGS="
cp "$C/build/out-noprefix/vmlinux" "$R/out/vmlinux-rfc-noprefix"
cp "$C/build/out-noprefix/.config" "$R/out/config-rfc-noprefix"

# ---------------------------------------------------------------- 6. good kernel, fixed sorttable
# scripts/sorttable is rebuilt (its HOSTCFLAGS changed) and vmlinux.unstripped depends on it,
# so this only relinks the good build.
chroot "$C" sh -c "cd $SRC && patch -p1 < /build/rfc-sorttable.patch"
chroot "$C" sh -c "cd $SRC && $KB build /build/out-good"
cp "$C/build/out-good/vmlinux" "$R/out/vmlinux-rfc-good-sorted"
cp "$C/build/out-good/.config" "$R/out/config-rfc-good-sorted"

# ---------------------------------------------------------------- 7. counts
for k in good noprefix good-sorted; do
	python3 "$HERE/analyse/analyze.py" "$R/out/vmlinux-rfc-$k" | tee "$R/out/vmlinux-rfc-$k.json"
	python3 "$HERE/analyse/typecheck.py" "$R/out/vmlinux-rfc-$k"
done
umount "$C/proc" || true
