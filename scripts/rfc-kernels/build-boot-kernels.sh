#!/usr/bin/env bash
# Build the small bootable arm64 kernels that tests/boot/boot.py boots and holds against
# kprefix (issue 17), with clang-21 from Debian's linux-source-7.2, in a debootstrap'ed sid
# chroot.  Each kernel: tinyconfig + a PL011 console + initrd + ftrace (function,
# function_graph, direct calls, boot-time self-tests) + kCFI + modules (the ftrace and trace
# samples), see the boot set of chroot/kbuild.sh.  Outputs in $R/out/boot/<name>/: vmlinux, Image,
# .config, modules/*.ko, build.time.
#
#   rfc-m3-good      the RFC (patch 6/8 as in build-rfc-kernels.sh, notrace/__CFI_TYPE keep the
#                    prefix, sorttable before_func = 4M) + rfc-kernel-follows-m.patch (the
#                    kernel's own code follows M: ftrace_call_adjust() skips M prefix NOPs and
#                    checks the ops literal lies inside them; cfi_get_offset() = 4 + 4M; the
#                    BPF JIT emits M NOPs after the hash): M=3 everywhere
#   rfc-m3-noprefix  the same tree and config built with CFI_PREFIX_CFLAGS= (untraced objects
#                    and notrace functions without the prefix: hash at -4)
#   stock-kcfi       unpatched 7.2, kCFI (CALL_OPS off, M=0)
#   rfc-m3-mainline-ftrace  rfc-m3-good without rfc-kernel-follows-m.patch: the compiler flags
#                    of the series (M=3) with 7.2's own ftrace_call_adjust() (2 prefix NOPs,
#                    records 8-aligned), cfi_get_offset() (4) and BPF JIT hash: what the
#                    recipe in build-rfc-kernels.sh builds
#   rfc-m3-bti       rfc-m3-good + CONFIG_ARM64_BTI_KERNEL (bti-clang21.patch lifts 7.2's
#                    "clang < 21" restriction)
#   rfc-m3-lto-bti   rfc-m3-bti + CONFIG_LTO_CLANG_THIN, still M=3
#   rfc-m5-lto-bti   the same + rfc-7of8-lto-bti-m5.patch: M=5 for ThinLTO + BTI (patch 7/8)
#   rfc-m5-lto-bti-follows  the same + rfc-m5-ops-literal-follows-m.patch: the ftrace code
#                    follows M=5 too: the ops literal at ALIGN_DOWN(lr, 8) - ALIGN(4 * (M + 1), 8)
#                    (-24: ftrace_caller's `bic x11, x30, #7; ldur x11, [x11, #-24]`, and
#                    ftrace_rec_set_ops() writes it there), which lies inside the five prefix
#                    NOPs for either alignment of the entry, with or without bti c
#   rfc-m3-rust      rfc-m3-good + CONFIG_RUST and the Rust samples as modules, with
#                    rfc-8of8-rust.patch (our version of patch 8/8, whose text we do not have):
#                    ARM64_CFI_PERMITS_CALL_OPS no longer excludes Rust, and rustc gets
#                    -Zpatchable-function-entry=M+2,M (rustc has no section argument, so Rust
#                    functions take the traced layout: hash at -4-4M like every C function)
#   rfc-m3-rust-noprefix  the same built with RUSTC_PREFIX_FLAGS= : Rust objects without
#                    rustc's prefix flag, hash at -4 (what patch 6/8 alone would give with Rust)
#   rfc-m3-pkvm-hyp  rfc-m3-good + KVM, with pkvm-hyp-c-unprefixed.patch: the nVHE hyp's C is
#                    built without the prefix NOPs (as pi/ is) while its typed assembly keeps
#                    them (__CFI_TYPE), so __pkvm_init's indirect call to __pkvm_init_switch_pgd
#                    checks the hash at -4 where it sits at -16: a defect inside the
#                    __kvm_nvhe_ island, seen only when booted at EL2 in protected mode
#   Rust needs rustc, rust-src, bindgen and libclang-21-dev in the chroot (installed when
#   a Rust kernel is asked for); rustc 1.97.1 (LLVM 22) and bindgen 0.72.1 from sid here.
#
# BTF kernels (issues 30 and 31), outputs in $R/out/btf/<name>/ (vmlinux, Image, .config,
# modules/*.ko, build.time, README; with BOOT=1 also boot/ and boot.log, see below), then
# $R/out/btf/READY-<name>.  Each is rfc-m3-good's tree and config + DWARF 5 + BTF
# (DEBUG_INFO_BTF, BTF of the modules; BPF_SYSCALL, which BTF depends on; pahole from the
# chroot's dwarves).  Their source tree is $BTFT; their O= directories are inside it, so
# that kbuild's srctree is ".." and a copy of a build tree (with its source) builds on
# incrementally: rfc-m3-proto and rfc-m3-tree start from a copy of rfc-m3-btf's.
#   rfc-m3-btf       the good kernel with BTF
#   rfc-m3-proto     rfc-m3-btf + kcfi-proto-sample.patch's module (samples/kcfi/), which
#                    calls int (struct kcfi_proto *, long) through a pointer of type
#                    long (*)(struct kcfi_proto *, int): a kCFI trap when it is loaded
#   rfc-m3-tree      rfc-m3-btf built in a copy of its source tree with btf-tree-old-flags.patch:
#                    drivers/tty/serial/Makefile adds CFLAGS_amba-pl011.o +=
#                    -fpatchable-function-entry=4,2 and drivers/amba/Makefile has
#                    ccflags-remove-y += $(CC_FLAGS_FTRACE) $(CFI_PREFIX_CFLAGS).  Its whole
#                    build tree is kept ($BTFTREE/out-rfc-m3-tree, whose `source` is ".."),
#                    $R/out/btf/rfc-m3-tree/build links to it
#   rfc-m3-rust-btf  rfc-m3-rust (integers normalized) + BTF, in the $RFC tree (pahole gets
#                    --lang_exclude=rust from scripts/Makefile.btf)
#   rfc-m3-clang22-fnv  rfc-m3-btf built with clang-22 (LLVM=-22) and the FNV-1a kCFI hash:
#                    CC_FLAGS_CFI="-fsanitize=kcfi -Xclang -fsanitize-kcfi-hash=FNV-1a" on
#                    make's command line (7.2 has no Kconfig symbol for it; sid's clang 22.1.8
#                    and 23.1.4 drivers list -fsanitize-kcfi-hash= in --help but do not pass
#                    it on to cc1, "argument unused", so it goes to cc1 with -Xclang);
#                    clang-22, lld-22, llvm-22 installed in the chroot when it is asked for
#   BOOT=1 boots each BTF kernel once built with tests/boot/boot.py (KPREFIX: the kprefix
#   it holds the boot against, default the build/ of this checkout), keeps console.log as
#   boot.log and adds the CFI lines to the README (from the kernel's log buffer, by
#   logbuf-after-trap.py, when it trapped before any console was up); the boot's verdict does not stop the
#   script.  BOOT=only boots the named kernels that are built, and builds nothing (so that
#   a boot may run beside the next build).  READY-<name> is touched once a kernel is booted.
#
# usage: build-boot-kernels.sh [NAME...]   (default: all, in the order above)
# env:   R (default /work/rfc-kernels), CHROOT (default $R/chroot, debootstrapped unless it
#        exists, as in the other build scripts; a chroot made elsewhere by its name: the
#        kernels of tests/boot/kernels/ were built in /work/sid-chroot, this script's default
#        before, so CHROOT=/work/sid-chroot goes on with that chroot and its trees),
#        JOBS (default 2), FORCE=1 rebuilds kernels whose outputs exist, MIRROR or SID_APT
#        (see lib.sh).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/rfc-kernels/lib.sh
. "$HERE/lib.sh"                   # R and C (CHROOT), sid_chroot, chroot_helpers
JOBS=${JOBS:-2}
FORCE=${FORCE:-0}
OUT=$R/out/boot
RFC=/build/linux-source-7.2        # the patched tree, inside the chroot
STOCK=/build/linux-stock-7.2       # an unpatched tree
RFCM=/build/linux-rfc-mainline-ftrace-7.2   # the series' flags, 7.2's own ftrace/cfi code
PKVM=/build/linux-pkvm-7.2         # rfc-m3-good's patches + the hyp island's defect
BTFT=/build/linux-btf-7.2          # rfc-m3-good's patches + kcfi-proto-sample; the BTF kernels
BTFTREE=/build/linux-btf-tree-7.2  # a copy of $BTFT + btf-tree-old-flags.patch: rfc-m3-tree's
ALL="rfc-m3-good rfc-m3-noprefix stock-kcfi rfc-m3-mainline-ftrace rfc-m3-bti rfc-m3-lto-bti rfc-m5-lto-bti
     rfc-m5-lto-bti-follows rfc-m3-rust rfc-m3-rust-noprefix rfc-m3-pkvm-hyp
     rfc-m3-btf rfc-m3-tree rfc-m3-proto rfc-m3-rust-btf rfc-m3-clang22-fnv"
log() { echo "== $(date +%H:%M:%S) $*"; }
mkdir -p "$OUT"

# ---------------------------------------------------------------- chroot and sources
# shellcheck disable=SC2086
sid_chroot "$C" $SID_KERNEL_PKGS
chroot "$C" dpkg-query -W clang-21 lld-21 llvm-21 linux-source-7.2 dwarves > "$OUT/package-versions.txt"
mkdir -p "$C/build/patches"
cp "$HERE"/patches/*.patch "$C/build/patches/"
chroot_helpers "$C" /build "$HERE"/chroot/kbuild.sh

untar() { # DIR
	[ -d "$C$1" ] && return 0
	log "untar $1"
	mkdir -p "$C$1.tmp"
	tar -C "$C$1.tmp" -xf "$C/usr/src/linux-source-7.2.tar.xz"
	mv "$C$1.tmp/linux-source-7.2" "$C$1"
	rmdir "$C$1.tmp"
}
# apply PATCH to TREE unless it is applied; unapply with "unapply"
patch_state() { # TREE PATCH apply|unapply
	local t=$1 p=/build/patches/$2.patch
	if chroot "$C" sh -c "cd $t && patch -p1 -R --dry-run -s -f < $p" >/dev/null 2>&1; then
		[ "$3" = apply ] || { log "unapply $2"; chroot "$C" sh -c "cd $t && patch -p1 -R -s < $p"; }
	else
		[ "$3" = unapply ] || { log "apply $2"; chroot "$C" sh -c "cd $t && patch -p1 -s < $p"; }
	fi
}

RUST="-e RUST -e SAMPLES_RUST -m SAMPLE_RUST_MINIMAL -m SAMPLE_RUST_PRINT"
BTI="-e ARM64_PTR_AUTH -e ARM64_PTR_AUTH_KERNEL -e ARM64_BTI -e ARM64_BTI_KERNEL"
LTO="-d LTO_NONE -e LTO_CLANG_THIN"

build() { # NAME TREE "CONFIG ARGS" [make args...]
	local name=$1 tree=$2 cfg=$3; shift 3
	local o=/build/out-$name dst=$OUT/$name
	if [ "$FORCE" != 1 ] && [ -f "$dst/vmlinux" ] && [ -f "$dst/Image" ]; then
		log "$name: exists"; return 0
	fi
	log "$name: config"
	# shellcheck disable=SC2086
	chroot "$C" sh -c "cd $tree && /build/kbuild.sh config boot $o $cfg"
	log "$name: build"
	chroot "$C" sh -c "cd $tree && JOBS=$JOBS /build/kbuild.sh build $o $*" || {
		tail -30 "$C$o/build.log"; return 1; }
	rm -rf "$dst"; mkdir -p "$dst/modules"
	cp "$C$o/vmlinux" "$C$o/.config" "$C$o/build.time" "$dst/"
	cp "$C$o/arch/arm64/boot/Image" "$dst/Image"
	find "$C$o" -name '*.ko' -exec cp {} "$dst/modules/" \;
	log "$name: $(cat "$dst/build.time"), $(ls "$dst/modules" | wc -l) modules"
}

want() { local n; for n in $SEL; do [ "$n" = "$1" ] && return 0; done; return 1; }
SEL=${*:-$ALL}

# The patched tree is set up only when one of its kernels is asked for, so that another run
# of this script may build rfc-m3-mainline-ftrace or stock-kcfi while it is in use.
if want rfc-m3-good || want rfc-m3-noprefix || want rfc-m3-bti || want rfc-m3-lto-bti ||
		want rfc-m5-lto-bti || want rfc-m5-lto-bti-follows || want rfc-m3-rust ||
		want rfc-m3-rust-noprefix; then
	untar "$RFC"
	# patches on top first: their hunks overlap 6/8's, so 6/8 is only recognised without them
	patch_state "$RFC" rfc-8of8-rust unapply
	patch_state "$RFC" rfc-m5-ops-literal-follows-m unapply
	patch_state "$RFC" rfc-7of8-lto-bti-m5 unapply
	for p in rfc-6of8 rfc-prereq-notrace-cfitype rfc-sorttable rfc-kernel-follows-m bti-clang21; do
		patch_state "$RFC" $p apply
	done
fi
want rfc-m3-good && build rfc-m3-good "$RFC" ""
want rfc-m3-noprefix && build rfc-m3-noprefix "$RFC" "" CFI_PREFIX_CFLAGS=
if want stock-kcfi; then
	untar "$STOCK"
	build stock-kcfi "$STOCK" ""
fi
if want rfc-m3-mainline-ftrace; then
	untar "$RFCM"
	for p in rfc-6of8 rfc-prereq-notrace-cfitype rfc-sorttable; do
		patch_state "$RFCM" $p apply
	done
	build rfc-m3-mainline-ftrace "$RFCM" ""
fi
want rfc-m3-bti && build rfc-m3-bti "$RFC" "$BTI"
want rfc-m3-lto-bti && build rfc-m3-lto-bti "$RFC" "$BTI $LTO"
if want rfc-m5-lto-bti; then
	patch_state "$RFC" rfc-7of8-lto-bti-m5 apply
	build rfc-m5-lto-bti "$RFC" "$BTI $LTO"
	patch_state "$RFC" rfc-7of8-lto-bti-m5 unapply
fi
if want rfc-m5-lto-bti-follows; then
	patch_state "$RFC" rfc-7of8-lto-bti-m5 apply
	patch_state "$RFC" rfc-m5-ops-literal-follows-m apply
	build rfc-m5-lto-bti-follows "$RFC" "$BTI $LTO"
	patch_state "$RFC" rfc-m5-ops-literal-follows-m unapply
	patch_state "$RFC" rfc-7of8-lto-bti-m5 unapply
fi
if want rfc-m3-rust || want rfc-m3-rust-noprefix; then
	if ! chroot "$C" dpkg-query -W rustc rust-src bindgen libclang-21-dev >/dev/null 2>&1; then
		chroot "$C" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
			rustc rust-src bindgen libclang-21-dev
	fi
	chroot "$C" dpkg-query -W rustc rust-src bindgen >> "$OUT/package-versions.txt"
	patch_state "$RFC" rfc-8of8-rust apply
	want rfc-m3-rust && build rfc-m3-rust "$RFC" "$RUST"
	want rfc-m3-rust-noprefix && build rfc-m3-rust-noprefix "$RFC" "$RUST" RUSTC_PREFIX_FLAGS=
	patch_state "$RFC" rfc-8of8-rust unapply
fi
if want rfc-m3-pkvm-hyp; then
	untar "$PKVM"
	# the top patches off first, so that 6/8 is recognised (their hunks overlap)
	patch_state "$PKVM" pkvm-hyp-c-unprefixed unapply
	patch_state "$PKVM" rfc-kernel-follows-m unapply
	for p in rfc-6of8 rfc-prereq-notrace-cfitype rfc-sorttable rfc-kernel-follows-m \
			pkvm-hyp-c-unprefixed; do
		patch_state "$PKVM" $p apply
	done
	build rfc-m3-pkvm-hyp "$PKVM" "-e VIRTUALIZATION -e KVM"
fi

# ---------------------------------------------------------------- BTF kernels
BOUT=$R/out/btf
BOOT=${BOOT:-0}
# the build directory is made by meson, not kept in the repo: name it from the top
TOP=$(cd "$HERE/../.." && pwd)
KPREFIX=${KPREFIX:-$TOP/build/kprefix}
BTF="-d DEBUG_INFO_NONE -e DEBUG_INFO_DWARF5 -e BPF_SYSCALL -e DEBUG_INFO_BTF -e DEBUG_INFO_BTF_MODULES"
FNV="CC_FLAGS_CFI=-fsanitize=kcfi -Xclang -fsanitize-kcfi-hash=FNV-1a"

# every -e/-m of a config argument list is in OUTDIR/.config, or say which is not
config_has() { # OUTDIR "CONFIG ARGS"
	local o=$1 bad=0 a v; set -- $2
	while [ $# -ge 2 ]; do
		a=$1 v=$2; shift 2
		case $a in
		-e) grep -qx "CONFIG_$v=y" "$C$o/.config" || { echo "not set: CONFIG_$v=y"; bad=1; } ;;
		-m) grep -qx "CONFIG_$v=m" "$C$o/.config" || { echo "not set: CONFIG_$v=m"; bad=1; } ;;
		esac
	done
	return $bad
}

# build NAME in TREE (O=TREE/out-NAME): configured unless FROM, an O= directory it starts
# as a copy of, has the same config; the outputs and a README go to $BOUT/NAME
btf_build() { # NAME TREE "CONFIG ARGS" FROM|- "README TEXT" [make args...]
	local name=$1 tree=$2 cfg=$3 from=$4 text=$5; shift 5
	local o=$tree/out-$name dst=$BOUT/$name llvm=${LLVM:--21} copied=
	[ "$from" = - ] || copied=", started as a copy of $from"
	if [ "$FORCE" != 1 ] && [ -f "$dst/vmlinux" ] && [ -f "$dst/Image" ]; then
		log "$name: exists"; return 0
	fi
	rm -f "$BOUT/READY-$name"
	if [ "$from" != - ]; then
		log "$name: from a copy of $from"
		rm -rf "$C$o"; cp -a "$C$from" "$C$o"
		rm -f "$C$o/build.log" "$C$o/build.time"
	fi
	if [ "$from" = - ] || [ -n "$cfg" ]; then
		log "$name: config"
		# shellcheck disable=SC2086
		chroot "$C" sh -c "cd $tree && LLVM=$llvm /build/kbuild.sh config boot $o $BTF $cfg"
	fi
	config_has "$o" "$BTF $cfg" || return 1
	log "$name: build"
	chroot "$C" env JOBS="$JOBS" LLVM="$llvm" sh -c 'cd "$0" && /build/kbuild.sh build "$@"' \
		"$tree" "$o" "$@" || { tail -30 "$C$o/build.log"; return 1; }
	rm -rf "$dst"; mkdir -p "$dst/modules"
	cp "$C$o/vmlinux" "$C$o/.config" "$C$o/build.time" "$dst/"
	cp "$C$o/arch/arm64/boot/Image" "$dst/Image"
	find "$C$o" -name '*.ko' -exec cp {} "$dst/modules/" \;
	{
		echo "$name: $text"
		echo
		echo "Built by scripts/rfc-kernels/build-boot-kernels.sh $name in the chroot $C:"
		echo "  source tree  $tree (host: $C$tree), patches in order: ${PATCHES[$tree]}"
		echo "  O=           $o (srctree \"..\")$copied"
		echo "  config       chroot/kbuild.sh config boot (tinyconfig + console, ftrace, kCFI, samples)"
		echo "               + $BTF${cfg:+ $cfg}"
		echo "  make         LLVM=$llvm ARCH=arm64 -j$JOBS${*:+ $*} all"
		echo "  result       $(cat "$dst/build.time"), $(find "$dst/modules" -name '*.ko' | wc -l) modules"
		echo "  tools        $(chroot "$C" "clang$llvm" --version | head -1); pahole $(chroot "$C" pahole --version)"
		echo "  BTF          vmlinux: $(readelf -SW "$dst/vmlinux" | grep -c ' \.BTF ') .BTF section;" \
			"modules: $(for k in "$dst"/modules/*.ko; do readelf -SW "$k" | grep -q ' \.BTF ' && echo; done | wc -l) with .BTF"
		[ -z "${NOTE:-}" ] || printf '\n%s\n' "$NOTE"
		echo
	} > "$dst/README"
	[ -z "${LINK:-}" ] || ln -sfn "$LINK" "$dst/build"
	log "$name: $(cat "$dst/build.time"), $(find "$dst/modules" -name '*.ko' | wc -l) modules"
	if [ "$BOOT" = 1 ]; then
		btf_boot "$name"
		touch "$BOUT/READY-$name"
	fi
}

# boot NAME with tests/boot/boot.py; its console log is NAME/boot.log, the CFI lines in README
btf_boot() { # NAME
	local dst=$BOUT/$1 rc=0
	log "$1: boot"
	python3 "$HERE/../../tests/boot/boot.py" --name "$1" --vmlinux "$dst/vmlinux" \
		--image "$dst/Image" --modules "$dst/modules" --kprefix "$KPREFIX" \
		--out "$dst/boot" --timeout 1200 > "$dst/boot.verdict" 2>&1 || rc=$?
	cp "$dst/boot/console.log" "$dst/boot.log" 2>/dev/null || true
	# a kCFI trap before any console is up (rfc-m3-tree's, in register_earlycon): the
	# kernel's report is only in its log buffer, so boot again and read that
	if ! grep -qa 'CFI failure' "$dst/boot.log" 2>/dev/null &&
	   grep -q 'ESR 0x3c/0xf2008' "$dst/boot/qemu-int.log" 2>/dev/null; then
		python3 "$HERE/logbuf-after-trap.py" "$dst/vmlinux" "$dst/Image" \
			"$dst/boot/initramfs.cpio" "$dst/logbuf" > /dev/null || true
	fi
	sed -i '/^Boot: /,$d' "$dst/README"
	{
		echo "Boot: tests/boot/boot.py (QEMU TCG, every function traced, modules loaded), exit $rc:"
		sed 's/^/  /' "$dst/boot.verdict"
		echo "CFI failures on the console (boot.log):"
		grep -a 'CFI failure' "$dst/boot.log" | sed 's/^/  /' || echo "  none"
		if [ -f "$dst/logbuf/log_buf.txt" ]; then
			echo "CFI failures in the kernel's log buffer (logbuf/log_buf.txt, read by" \
				"logbuf-after-trap.py: no console was up):"
			grep -a 'CFI' "$dst/logbuf/log_buf.txt" | sed 's/^/  /'
		fi
	} >> "$dst/README"
	log "$1: boot exit $rc: $(tail -1 "$dst/boot.verdict")"
}

BTFALL="rfc-m3-btf rfc-m3-tree rfc-m3-proto rfc-m3-rust-btf rfc-m3-clang22-fnv"
if [ "$BOOT" = only ]; then
	# no tree is touched: a build may be running in it
	for n in $SEL; do
		case " $BTFALL " in *" $n "*) ;; *) continue ;; esac
		if [ -f "$BOUT/$n/vmlinux" ]; then
			btf_boot "$n"
			touch "$BOUT/READY-$n"
		else
			log "$n: not built"
		fi
	done
	log "done"
	exit 0
fi
declare -A PATCHES
BASEP="rfc-6of8 rfc-prereq-notrace-cfitype rfc-sorttable rfc-kernel-follows-m bti-clang21"
if want rfc-m3-btf || want rfc-m3-tree || want rfc-m3-proto || want rfc-m3-clang22-fnv; then
	mkdir -p "$BOUT"
	untar "$BTFT"
	for p in $BASEP kcfi-proto-sample; do
		patch_state "$BTFT" $p apply
	done
	PATCHES[$BTFT]="$BASEP kcfi-proto-sample"
	want rfc-m3-btf && btf_build rfc-m3-btf "$BTFT" "" - \
		"rfc-m3-good (RFC M=3, kCFI, CALL_OPS) + DWARF 5 + BTF: a good kernel"
	if want rfc-m3-proto; then
		btf_build rfc-m3-proto "$BTFT" "-m SAMPLE_KCFI_PROTO" "$BTFT/out-rfc-m3-btf" \
			"rfc-m3-btf + samples/kcfi/kcfi-proto.ko: kcfi_proto_init() calls int kcfi_proto_target(struct kcfi_proto *, long) through long (*)(struct kcfi_proto *, int)"
	fi
	if want rfc-m3-tree; then
		if [ ! -d "$C$BTFTREE" ]; then
			log "copy $BTFT to $BTFTREE"
			rm -rf "$C$BTFTREE.tmp"
			mkdir -p "$C$BTFTREE.tmp"
			(cd "$C$BTFT" && tar --exclude='./out-*' -cf - .) | tar -C "$C$BTFTREE.tmp" -xpf -
			mv "$C$BTFTREE.tmp" "$C$BTFTREE"
		fi
		patch_state "$BTFTREE" btf-tree-old-flags apply
		PATCHES[$BTFTREE]="$BASEP kcfi-proto-sample btf-tree-old-flags"
		# the copy of rfc-m3-btf's build tree goes inside the copied source: srctree ".." again
		NOTE="Build tree: build -> $C$BTFTREE/out-rfc-m3-tree, the whole O= directory (.cmd
files, objects, vmlinux.a, modules.order). Its \`source\` link is \"..\": the source tree is
$C$BTFTREE ($BTFTREE in the chroot), with btf-tree-old-flags.patch applied; the paths
in the .cmd files are relative to the O= directory (resolve them physically)." \
		LINK="$C$BTFTREE/out-rfc-m3-tree" \
		btf_build rfc-m3-tree "$BTFTREE" "" "$BTFT/out-rfc-m3-btf" \
			"rfc-m3-btf with drivers/tty/serial/Makefile: CFLAGS_amba-pl011.o += -fpatchable-function-entry=4,2 and drivers/amba/Makefile: ccflags-remove-y += \$(CC_FLAGS_FTRACE) \$(CFI_PREFIX_CFLAGS)"
	fi
	if want rfc-m3-clang22-fnv; then
		if ! chroot "$C" dpkg-query -W clang-22 lld-22 llvm-22 >/dev/null 2>&1; then
			chroot "$C" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
				clang-22 lld-22 llvm-22
		fi
		chroot "$C" dpkg-query -W clang-22 lld-22 llvm-22 >> "$BOUT/package-versions.txt"
		LLVM=-22 btf_build rfc-m3-clang22-fnv "$BTFT" "" - \
			"rfc-m3-btf built with clang-22 and the FNV-1a kCFI hash" "$FNV"
	fi
fi
if want rfc-m3-rust-btf; then
	mkdir -p "$BOUT"
	untar "$RFC"
	patch_state "$RFC" rfc-m5-ops-literal-follows-m unapply
	patch_state "$RFC" rfc-7of8-lto-bti-m5 unapply
	patch_state "$RFC" rfc-8of8-rust unapply
	for p in $BASEP rfc-8of8-rust; do
		patch_state "$RFC" $p apply
	done
	PATCHES[$RFC]="$BASEP rfc-8of8-rust"
	if ! chroot "$C" dpkg-query -W rustc rust-src bindgen libclang-21-dev >/dev/null 2>&1; then
		chroot "$C" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
			rustc rust-src bindgen libclang-21-dev
	fi
	btf_build rfc-m3-rust-btf "$RFC" "$RUST" - \
		"rfc-m3-rust (CONFIG_RUST, integers normalized, rfc-8of8-rust) + DWARF 5 + BTF"
	patch_state "$RFC" rfc-8of8-rust unapply
fi
log "done"
