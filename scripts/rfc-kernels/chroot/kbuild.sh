#!/bin/sh
# The config and the build of every kernel the build-*-kernels.sh scripts make, run inside the
# chroot in the kernel tree (the current directory); they install it with chroot_helpers
# (lib.sh) as DIR/kbuild.sh and name what differs between their kernels by its parameters.
#
# usage: kbuild.sh config SET OUTDIR [scripts/config args...]
#        kbuild.sh build OUTDIR [make args...]
# env:   ARCH (default arm64; riscv), LLVM (default -21: make LLVM=$LLVM), and for build
#        JOBS (default 2), TARGET (default all; vmlinux), NICE (default 10; 0: as make's own)
#
# config: make tinyconfig into OUTDIR, then scripts/config with the SET's options and the
# arguments, then make olddefconfig, then the SET's check of what came out:
#   rfc    the arm64 RFC kernels (build-rfc-kernels.sh): ftrace + kCFI + modules; checks that
#          CALL_OPS with M=3 came out of it
#   riscv  the riscv64 kCFI kernels (build-riscv-kernels.sh; ARCH=riscv): RV64 + RVC + ftrace +
#          kCFI + modules; CALLOPS=y|n: checks that CALL_OPS is on (y) or off (n)
#   boot   the bootable arm64 and riscv64 kernels (build-boot-kernels.sh, and
#          build-riscv-kernels.sh with BOOT=1): tinyconfig + what a QEMU -M virt boot with a
#          busybox initramfs needs (PL011 console; riscv64: RV64GC with the FPU busybox needs and
#          the ISA read from "riscv,isa" (QEMU 7.2 gives no riscv,isa-extensions), an 8250
#          console on the PLIC, initrd, ELF and #! binaries, proc/sys/devtmpfs) + ftrace
#          (function, function_graph, direct calls, boot-time self-tests) + kCFI + modules (the
#          ftrace and trace samples); no check (the caller checks its arguments came out)
# build: make LLVM=$LLVM ARCH=$ARCH O=OUTDIR -j$JOBS [make args] $TARGET at nice $NICE, into
# OUTDIR/build.log; OUTDIR/build.time (rc=, seconds=) is written and printed; make's status.
set -e
ARCH=${ARCH:-arm64}
M="make LLVM=${LLVM:--21} ARCH=$ARCH"
die() { echo "kbuild.sh: $*" >&2; exit 1; }

# has OUTDIR CONFIG_X=v...: each line is in OUTDIR/.config
has() {
	o=$1; shift
	for c in "$@"; do
		grep -qx "$c" "$o/.config" || die "$c missing"
	done
}

config() {
	[ $# -ge 2 ] || die "usage: kbuild.sh config SET OUTDIR [scripts/config args...]"
	set_=$1 O=$2; shift 2
	case $set_ in
	rfc) [ "$ARCH" = arm64 ] || die "the rfc set is arm64's, not ARCH=$ARCH" ;;
	riscv) [ "$ARCH" = riscv ] || die "the riscv set needs ARCH=riscv"
	       case ${CALLOPS:-} in y|n) ;; *) die "the riscv set needs CALLOPS=y or n" ;; esac ;;
	boot) ;;
	*) die "no config set $set_ (rfc, riscv, boot)" ;;
	esac
	mkdir -p "$O"
	$M O="$O" tinyconfig >/dev/null
	S="scripts/config --file $O/.config"
	case $set_ in
	rfc)
		$S -e FTRACE -e FUNCTION_TRACER -e DYNAMIC_FTRACE -e CFI -e CFI_CLANG -e MODULES \
		   -e RELOCATABLE -e KALLSYMS -e IKCONFIG -d IKCONFIG_PROC -e PRINTK -e BUG \
		   -e TRACING_SUPPORT "$@" ;;
	riscv)
		$S -e 64BIT -d 32BIT -e ARCH_RV64I -d ARCH_RV32I -e MMU -e RISCV_ISA_C \
		   -e FTRACE -e FUNCTION_TRACER -e DYNAMIC_FTRACE -e CFI -e MODULES \
		   -e KALLSYMS -e IKCONFIG -d IKCONFIG_PROC -e PRINTK -e BUG "$@" ;;
	boot)
		if [ "$ARCH" = riscv ]; then
			$S -e 64BIT -d 32BIT -e ARCH_RV64I -d ARCH_RV32I -e MMU -e RISCV_ISA_C -e FPU \
			   -e RISCV_ISA_FALLBACK -e SERIAL_8250 -e SERIAL_8250_CONSOLE -e SERIAL_OF_PLATFORM \
			   -e SIFIVE_PLIC -e RISCV_TIMER
		fi
		$S -e PRINTK -e BUG -e TTY -e SERIAL_AMBA_PL011 -e SERIAL_AMBA_PL011_CONSOLE -e ARM_AMBA \
		   -e BLK_DEV_INITRD -e RD_GZIP -e BINFMT_ELF -e BINFMT_SCRIPT -e PROC_FS -e SYSFS \
		   -e DEVTMPFS -e DEVTMPFS_MOUNT -e KALLSYMS -e KALLSYMS_ALL -e IKCONFIG -d IKCONFIG_PROC \
		   -e RELOCATABLE -d RANDOMIZE_BASE -e MULTIUSER -e FUTEX -e EPOLL -e SIGNALFD -e TIMERFD \
		   -e EVENTFD -e SHMEM -e TMPFS -e POSIX_TIMERS -e PSI -e PERF_EVENTS \
		   -e TRACING_SUPPORT -e FTRACE -e FUNCTION_TRACER -e FUNCTION_GRAPH_TRACER -e DYNAMIC_FTRACE \
		   -e FTRACE_SYSCALLS -e STACK_TRACER -e FUNCTION_PROFILER -e FTRACE_STARTUP_TEST \
		   -e CFI -e CFI_CLANG -d CFI_PERMISSIVE \
		   -e MODULES -e MODULE_UNLOAD \
		   -e SAMPLES -m SAMPLE_FTRACE_DIRECT -m SAMPLE_FTRACE_DIRECT_MULTI -m SAMPLE_FTRACE_OPS \
		   -m SAMPLE_TRACE_EVENTS -m SAMPLE_TRACE_CUSTOM_EVENTS -m SAMPLE_TRACE_PRINTK \
		   -m SAMPLE_TRACE_ARRAY "$@" ;;
	esac
	$M O="$O" olddefconfig >/dev/null
	case $set_ in
	rfc)
		has "$O" CONFIG_CFI=y CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y \
		    CONFIG_ARM64_FUNCTION_PREFIX_NOPS=3 CONFIG_IKCONFIG=y CONFIG_FUNCTION_TRACER=y \
		    CONFIG_MODULES=y CONFIG_RELOCATABLE=y ;;
	riscv)
		has "$O" CONFIG_64BIT=y CONFIG_MMU=y CONFIG_RISCV_ISA_C=y CONFIG_FTRACE=y \
		    CONFIG_FUNCTION_TRACER=y CONFIG_DYNAMIC_FTRACE=y CONFIG_MODULES=y CONFIG_CFI=y \
		    CONFIG_IKCONFIG=y
		if [ "$CALLOPS" = y ]; then
			has "$O" CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y CONFIG_RISCV_CFI_PERMITS_CALL_OPS=y
		elif grep -q '^CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y' "$O/.config"; then
			die "CALL_OPS unexpectedly on"
		fi ;;
	esac
}

build() {
	[ $# -ge 1 ] || die "usage: kbuild.sh build OUTDIR [make args...]"
	O=$1; shift
	start=$(date +%s)
	rc=0
	nice -n "${NICE:-10}" $M O="$O" -j"${JOBS:-2}" "$@" "${TARGET:-all}" > "$O/build.log" 2>&1 || rc=$?
	echo "rc=$rc seconds=$(( $(date +%s) - start ))" > "$O/build.time"
	cat "$O/build.time"
	exit $rc
}

case ${1:-} in
config) shift; config "$@" ;;
build) shift; build "$@" ;;
*) die "usage: kbuild.sh config SET OUTDIR [scripts/config args...] | build OUTDIR [make args...]" ;;
esac
