#!/bin/sh
# Config of the bootable arm64 and riscv64 kernels (inside the chroot, in the kernel tree).
# usage: [ARCH=riscv] [LLVM=-22] mkconfig-boot.sh OUTDIR [scripts/config args...]
# tinyconfig + what a QEMU -M virt boot with a busybox initramfs needs (PL011 console; riscv64:
# RV64GC with the FPU busybox needs and the ISA read from "riscv,isa" (QEMU 7.2 gives no
# riscv,isa-extensions), an 8250 console on the PLIC,
# initrd, ELF and #! binaries, proc/sys/devtmpfs) + ftrace (function, function_graph,
# direct calls, boot-time self-tests) + kCFI + modules (the ftrace and trace samples).
set -e
O=$1; shift
ARCH=${ARCH:-arm64}
M="make LLVM=${LLVM:--21} ARCH=$ARCH O=$O"
$M tinyconfig >/dev/null
S="scripts/config --file $O/.config"
if [ "$ARCH" = riscv ]; then
	$S -e 64BIT -d 32BIT -e ARCH_RV64I -d ARCH_RV32I -e MMU -e RISCV_ISA_C -e FPU \
	   -e RISCV_ISA_FALLBACK -e SERIAL_8250 -e SERIAL_8250_CONSOLE -e SERIAL_OF_PLATFORM \
	   -e SIFIVE_PLIC -e RISCV_TIMER
fi
$S -e PRINTK -e BUG -e TTY -e SERIAL_AMBA_PL011 -e SERIAL_AMBA_PL011_CONSOLE -e ARM_AMBA \
   -e BLK_DEV_INITRD -e RD_GZIP -e BINFMT_ELF -e BINFMT_SCRIPT -e PROC_FS -e SYSFS -e DEVTMPFS \
   -e DEVTMPFS_MOUNT -e KALLSYMS -e KALLSYMS_ALL -e IKCONFIG -d IKCONFIG_PROC -e RELOCATABLE \
   -d RANDOMIZE_BASE -e MULTIUSER -e FUTEX -e EPOLL -e SIGNALFD -e TIMERFD -e EVENTFD -e SHMEM \
   -e TMPFS -e POSIX_TIMERS -e PSI -e PERF_EVENTS \
   -e TRACING_SUPPORT -e FTRACE -e FUNCTION_TRACER -e FUNCTION_GRAPH_TRACER -e DYNAMIC_FTRACE \
   -e FTRACE_SYSCALLS -e STACK_TRACER -e FUNCTION_PROFILER -e FTRACE_STARTUP_TEST \
   -e CFI -e CFI_CLANG -d CFI_PERMISSIVE \
   -e MODULES -e MODULE_UNLOAD \
   -e SAMPLES -m SAMPLE_FTRACE_DIRECT -m SAMPLE_FTRACE_DIRECT_MULTI -m SAMPLE_FTRACE_OPS \
   -m SAMPLE_TRACE_EVENTS -m SAMPLE_TRACE_CUSTOM_EVENTS -m SAMPLE_TRACE_PRINTK -m SAMPLE_TRACE_ARRAY \
   "$@"
$M olddefconfig >/dev/null
