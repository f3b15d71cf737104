#!/usr/bin/env bash
# Build riscv64 kCFI kernels with and without ftrace CALL_OPS with clang-21, from scratch, for
# kprefix (layout.md section 12).  Companion of build-rfc-kernels.sh (arm64); same chroot.
#
# Host: Debian bookworm x86_64, root.  All tools live in a debootstrap'ed sid chroot, $R/chroot
# (clang is a cross compiler already: nothing riscv-specific is installed).  Source: a fresh
# untar of linux-source-7.2 into /build/linux-riscv inside the chroot (apart from the arm64 tree),
# tinyconfig + 64BIT MMU RISCV_ISA_C FTRACE FUNCTION_TRACER DYNAMIC_FTRACE MODULES CFI,
# `make LLVM=-21 ARCH=riscv O=/build/out-<name> vmlinux`.  Outputs in $R/out/riscv/<name>/:
# vmlinux, .config, build.time and, when a kprefix binary is given, check-v.txt / check.json.
#
#   riscv-kcfi-m0                stock 7.2: kCFI on, so no CALL_OPS; but 7.2 still compiles
#                                traced objects with -fpatchable-function-entry=8,4 (8 prefix
#                                bytes, hash at -12) and untraced ones without (hash at -4)
#   riscv-kcfi-m0-fixed          + riscv-ftrace-prefix-only-with-callops.patch: without CALL_OPS
#                                the entry NOPs only (=4), as before 7.x's CALL_OPS
#                                (the same idea as "[PATCH] riscv: ftrace: only use pre-function
#                                NOPs with call ops", Rui Qi, 2026-07-06): M=0, hash at -4
#   riscv-kcfi-callops           + riscv-kcfi-callops.patch: CALL_OPS allowed under CFI; traced
#                                objects =8,4, every other object and notrace function
#                                =4,4,.discard.patchable_function_entries (CFI_PREFIX_CFLAGS, as
#                                in the arm64 RFC recipe); typed asm functions get 4 c.nop too
#   riscv-kcfi-callops-noprefix  the same tree built with CFI_PREFIX_CFLAGS= (no prefix for
#                                untraced objects, notrace back to (0,0)): hash at -4 there
# scripts/sorttable needs no change: riscv's before_func is 8 = the 8 prefix bytes.
#
# Idempotent: a kernel whose vmlinux and .config are already in $R/out/riscv/<name> is not
# rebuilt (FORCE=1 rebuilds all); the tree is moved between its three states (stock, fixed,
# callops) with patch / patch -R, and untarred afresh when missing or unrecognised (FRESH=1
# always untars).  Unlike build-rfc-kernels.sh this never removes $C/build as a whole.
#
# usage: build-riscv-kernels.sh [NAME...]   (default: all four)
#        env: R (default /work/rfc-kernels), CHROOT (default $R/chroot, debootstrapped unless
#        it exists; a chroot made elsewhere by its name: CHROOT=/work/sid-chroot, say),
#        JOBS (make -j, default 2),
#        KPREFIX (a kprefix binary: run `check -v` and `check --format=json` on each vmlinux),
#        BOOT=1 (bootable kernels instead, see bootable() below: $R/out/boot/<name>-boot),
#        MIRROR or SID_APT (see lib.sh)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/rfc-kernels/lib.sh
. "$HERE/lib.sh"                   # R and C (CHROOT), sid_chroot, chroot_helpers
SRC=/build/linux-riscv             # paths inside the chroot
H=/build/riscv                     # helpers and patches
BOOT=${BOOT:-0}
OUT=$R/out/riscv
[ "$BOOT" = 1 ] && OUT=$R/out/boot
JOBS=${JOBS:-2}
FORCE=${FORCE:-0}
FRESH=${FRESH:-0}
KPREFIX=${KPREFIX:-}
KERNELS="riscv-kcfi-m0 riscv-kcfi-m0-fixed riscv-kcfi-callops riscv-kcfi-callops-noprefix"
mkdir -p "$OUT"
cd "$R"
log() { echo "== $*"; }

# ---------------------------------------------------------------- 1. chroot
# shellcheck disable=SC2086
sid_chroot "$C" $SID_KERNEL_PKGS
# shellcheck disable=SC2329  # invoked by the trap
cleanup() { if [ "$MOUNTED_PROC" = 1 ]; then umount "$C/proc" || true; fi; }
trap cleanup EXIT
chroot "$C" dpkg-query -W clang-21 lld-21 llvm-21 linux-source-7.2 | tee "$OUT/package-versions.txt"

# ---------------------------------------------------------------- 2. patches and helpers
mkdir -p "$C$H"
# Without CALL_OPS (kCFI on), 7.2 still asks for the 8-byte ops literal before traced functions,
# which ftrace_call_adjust() then does not skip, and kCFI callers in traced and untraced objects
# load the hash at -12 and -4.  Ask for it only with CALL_OPS.
cp "$HERE"/patches/riscv-ftrace-prefix-only-with-callops.patch "$C$H/"
# On top of the previous one.  Mirrors the arm64 RFC recipe (CFI_PREFIX_CFLAGS, notrace keeping
# the prefix, typed asm functions with the prefix NOPs); the prefix stays 8 bytes (4 c.nop).
cp "$HERE"/patches/riscv-kcfi-callops.patch "$C$H/"

# chroot/kbuild.sh as $H/kbuild.sh: `config riscv OUTDIR` (the config; CALLOPS=y|n) and
# `build OUTDIR [make args]`, here of vmlinux with clang-21, make -j$JOBS at nice 10
chroot_helpers "$C" "$H" "$HERE"/chroot/kbuild.sh

# ---------------------------------------------------------------- 3. the tree and its state
FIX=$H/riscv-ftrace-prefix-only-with-callops.patch
OPS=$H/riscv-kcfi-callops.patch
in_tree() { chroot "$C" sh -c "cd $SRC && $*" >/dev/null 2>&1; }
tree_state() {
	if [ ! -f "$C$SRC/Makefile" ]; then echo missing
	elif in_tree "patch -p1 -R -s -f -F0 --dry-run < $OPS"; then echo callops
	elif in_tree "patch -p1 -R -s -f -F0 --dry-run < $FIX" &&
	     in_tree "patch -p1 -s -f -F0 --dry-run < $OPS"; then echo fixed
	elif in_tree "patch -p1 -s -f -F0 --dry-run < $FIX"; then echo stock
	else echo unknown; fi
}
untar() {
	log "fresh untar of linux-source-7.2 into $SRC"
	rm -rf "$C$SRC" "$C$SRC.untar"
	mkdir -p "$C$SRC.untar"
	tar -C "$C$SRC.untar" -xf "$C/usr/src/linux-source-7.2.tar.xz"
	mv "$C$SRC.untar/linux-source-7.2" "$C$SRC"
	rmdir "$C$SRC.untar"
}
UNTARRED=0
goto_state() {   # stock | fixed | callops
	local s
	if [ "$FRESH" = 1 ] && [ "$UNTARRED" = 0 ]; then untar; UNTARRED=1; fi
	s=$(tree_state)
	case $s in missing|unknown) untar; UNTARRED=1; s=stock ;; esac
	log "tree: $s -> $1"
	case $s:$1 in
	stock:stock|fixed:fixed|callops:callops) ;;
	stock:fixed)     in_tree "patch -p1 -F0 < $FIX" ;;
	stock:callops)   in_tree "patch -p1 -F0 < $FIX && patch -p1 -F0 < $OPS" ;;
	fixed:stock)     in_tree "patch -p1 -R -F0 < $FIX" ;;
	fixed:callops)   in_tree "patch -p1 -F0 < $OPS" ;;
	callops:fixed)   in_tree "patch -p1 -R -F0 < $OPS" ;;
	callops:stock)   in_tree "patch -p1 -R -F0 < $OPS && patch -p1 -R -F0 < $FIX" ;;
	esac
	[ "$(tree_state)" = "$1" ] || { echo "tree is not $1 after patching" >&2; exit 1; }
}

# ---------------------------------------------------------------- 4. builds
build() {   # NAME STATE CALLOPS [make args]
	local n=$1 st=$2 co=$3
	shift 3
	want "$n" || return 0
	if [ "$FORCE" != 1 ] && { { [ "$BOOT" = 1 ] && [ -s "$OUT/$n-boot/Image" ]; } ||
	                          { [ "$BOOT" != 1 ] && [ -s "$OUT/$n/vmlinux" ]; }; }; then
		log "$n: already built in $OUT, not rebuilt"
		return
	fi
	goto_state "$st"
	if [ "$BOOT" = 1 ]; then
		bootable "$n" "$co" "$@"
		return
	fi
	log "$n: configure and build (make -j$JOBS $*)"
	chroot "$C" env ARCH=riscv LLVM=-21 CALLOPS="$co" sh -c "cd $SRC && $H/kbuild.sh config riscv /build/out-$n"
	chroot "$C" env ARCH=riscv LLVM=-21 JOBS="$JOBS" TARGET=vmlinux NICE=10 \
		sh -c 'cd "$0" && exec "$@"' "$SRC" "$H/kbuild.sh" build "/build/out-$n" "$@"
	mkdir -p "$OUT/$n"
	cp "$C/build/out-$n/vmlinux" "$C/build/out-$n/.config" "$C/build/out-$n/build.time" "$OUT/$n/"
}
# BOOT=1: the same trees with build-boot-kernels.sh's boot config (chroot/kbuild.sh's boot set,
# adds an 8250 console, FPU and the PLIC for ARCH=riscv), Image and modules, into
# $R/out/boot/<name>-boot for tests/boot/boot.py.
bootable() {   # NAME CALLOPS [make args]
	local n=$1-boot co=$2 o=/build/out-$1-boot
	shift 2
	local extra=""
	[ "$co" = y ] && extra="-e DYNAMIC_FTRACE_WITH_CALL_OPS"
	chroot_helpers "$C" /build "$HERE"/chroot/kbuild.sh
	log "$n: boot config and build (make -j$JOBS $*)"
	# shellcheck disable=SC2086
	chroot "$C" sh -c "cd $SRC && ARCH=riscv /build/kbuild.sh config boot $o $extra"
	if [ "$co" = y ]; then
		grep -qx CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y "$C$o/.config" ||
			{ echo "$n: CALL_OPS not on" >&2; exit 1; }
	elif grep -qx CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y "$C$o/.config"; then
		echo "$n: CALL_OPS unexpectedly on" >&2; exit 1
	fi
	chroot "$C" sh -c "cd $SRC && ARCH=riscv JOBS=$JOBS /build/kbuild.sh build $o $*" || {
		tail -30 "$C$o/build.log"; exit 1; }
	rm -rf "${OUT:?}/$n"; mkdir -p "$OUT/$n/modules"
	cp "$C$o/vmlinux" "$C$o/.config" "$C$o/build.time" "$C$o/arch/riscv/boot/Image" "$OUT/$n/"
	find "$C$o" -name '*.ko' -exec cp {} "$OUT/$n/modules/" \;
	log "$n: $(cat "$OUT/$n/build.time"), $(ls "$OUT/$n/modules" | wc -l) modules"
}
want() { local k; for k in $SEL; do [ "$k" = "$1" ] && return 0; done; return 1; }
SEL=${*:-$KERNELS}
log "tree $SRC: $(tree_state)"
build riscv-kcfi-m0               stock   n
build riscv-kcfi-m0-fixed         fixed   n
build riscv-kcfi-callops          callops y
# the same tree and config: CFI_PREFIX_CFLAGS emptied on the make command line, so untraced
# objects get no prefix and notrace falls back to patchable_function_entry(0, 0)
build riscv-kcfi-callops-noprefix callops y 'CFI_PREFIX_CFLAGS='

# ---------------------------------------------------------------- 5. checks
for n in riscv-kcfi-callops riscv-kcfi-callops-noprefix; do
	[ "$BOOT" = 1 ] && n=$n-boot
	[ -s "$OUT/$n/vmlinux" ] || continue
	python3 "$HERE/analyse/rvslots.py" "$OUT/$n/vmlinux" > "$OUT/$n/ops-slots.json"
done
if [ -n "$KPREFIX" ] && [ "$BOOT" != 1 ]; then
	{ "$KPREFIX" --version; for n in $KERNELS; do
		rc=0; "$KPREFIX" check -v "$OUT/$n/vmlinux" > "$OUT/$n/check-v.txt" 2>&1 || rc=$?
		jrc=0; "$KPREFIX" check --format=json "$OUT/$n/vmlinux" > "$OUT/$n/check.json" 2>/dev/null || jrc=$?
		echo "$n: check -v exit $rc, --format=json exit $jrc; findings by check id:"
		grep -o '\[[a-z-]*\]$' "$OUT/$n/check-v.txt" | sort | uniq -c || true
		sed -n '/^layout of/,$p' "$OUT/$n/check-v.txt"
	done; } | tee "$OUT/kprefix-summary.txt"
fi
log "done: $OUT"
