#!/bin/sh
# usage: mkconfig.sh OUTDIR   (inside the chroot, in the kernel tree)
# build-rfc-kernels.sh installs it as /build/mkconfig.sh: the arm64 RFC kernels' config,
# tinyconfig + ftrace + kCFI + modules, and a check that CALL_OPS with M=3 came out of it.
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
