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
# usage: build-rfc-kernels.sh            (R defaults to /work/rfc-kernels, CHROOT to $R/chroot;
#                                         MIRROR or SID_APT: see lib.sh)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
R=${R:-/work/rfc-kernels}
C=${CHROOT:-$R/chroot}
SRC=/build/linux-source-7.2          # path inside the chroot
mkdir -p "$R/out"
cd "$R"

# ---------------------------------------------------------------- 1. chroot
# shellcheck source=scripts/rfc-kernels/lib.sh
. "$HERE/lib.sh"
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
cat > "$C/build/mkconfig.sh" <<'EOF'
#!/bin/sh
# usage: mkconfig.sh OUTDIR
set -e
O=$1
M="make LLVM=-21 ARCH=arm64 O=$O"
$M tinyconfig >/dev/null
S="scripts/config --file $O/.config"
$S -e FTRACE -e FUNCTION_TRACER -e DYNAMIC_FTRACE -e CFI -e CFI_CLANG -e MODULES -e RELOCATABLE \
   -e KALLSYMS -e IKCONFIG -d IKCONFIG_PROC -e PRINTK -e BUG -e TRACING_SUPPORT
$M olddefconfig >/dev/null
for c in CONFIG_CFI=y CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y CONFIG_ARM64_FUNCTION_PREFIX_NOPS=3 \
	 CONFIG_IKCONFIG=y CONFIG_FUNCTION_TRACER=y CONFIG_MODULES=y CONFIG_RELOCATABLE=y; do
	grep -qx "$c" $O/.config || { echo "mkconfig: $c missing" >&2; exit 1; }
done
EOF
cat > "$C/build/dobuild.sh" <<'EOF'
#!/bin/sh
# usage: dobuild.sh OUTDIR [extra make args]
O=$1; shift
cd /build/linux-source-7.2 || exit 1
start=$(date +%s)
make LLVM=-21 ARCH=arm64 O=$O -j2 "$@" vmlinux > $O/build.log 2>&1
rc=$?
echo "rc=$rc seconds=$(( $(date +%s) - start ))" > $O/build.time
cat $O/build.time
exit $rc
EOF
chmod +x "$C/build/mkconfig.sh" "$C/build/dobuild.sh"

# ---------------------------------------------------------------- 4. good kernel
chroot "$C" sh -c "cd $SRC && /build/mkconfig.sh /build/out-good"
chroot "$C" /build/dobuild.sh /build/out-good
cp "$C/build/out-good/vmlinux" "$R/out/vmlinux-rfc-good"
cp "$C/build/out-good/.config" "$R/out/config-rfc-good"

# ---------------------------------------------------------------- 5. defective kernel
# Same tree and config; CFI_PREFIX_CFLAGS emptied on the make command line, so untraced
# objects get no -fpatchable-function-entry=3,3,... and notrace falls back to (0,0).
chroot "$C" sh -c "cd $SRC && /build/mkconfig.sh /build/out-noprefix"
chroot "$C" /build/dobuild.sh /build/out-noprefix 'CFI_PREFIX_CFLAGS='
cp "$C/build/out-noprefix/vmlinux" "$R/out/vmlinux-rfc-noprefix"
cp "$C/build/out-noprefix/.config" "$R/out/config-rfc-noprefix"

# ---------------------------------------------------------------- 6. good kernel, fixed sorttable
# scripts/sorttable is rebuilt (its HOSTCFLAGS changed) and vmlinux.unstripped depends on it,
# so this only relinks the good build.
chroot "$C" sh -c "cd $SRC && patch -p1 < /build/rfc-sorttable.patch"
chroot "$C" /build/dobuild.sh /build/out-good
cp "$C/build/out-good/vmlinux" "$R/out/vmlinux-rfc-good-sorted"
cp "$C/build/out-good/.config" "$R/out/config-rfc-good-sorted"

# ---------------------------------------------------------------- 7. counts
for k in good noprefix good-sorted; do
	python3 "$HERE/analyse/analyze.py" "$R/out/vmlinux-rfc-$k" | tee "$R/out/vmlinux-rfc-$k.json"
	python3 "$HERE/analyse/typecheck.py" "$R/out/vmlinux-rfc-$k"
done
umount "$C/proc" || true
