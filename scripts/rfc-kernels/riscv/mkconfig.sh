#!/bin/sh
# usage: mkconfig.sh OUTDIR CALLOPS(y|n)   (inside the chroot, in the source tree)
# build-riscv-kernels.sh installs it as /build/riscv/mkconfig.sh: the riscv64 kCFI kernels'
# config, and a check that CALL_OPS is on (y) or off (n) in it.
set -e
O=$1 CALLOPS=$2
M="make LLVM=-21 ARCH=riscv O=$O"
mkdir -p $O
$M tinyconfig >/dev/null
S="scripts/config --file $O/.config"
$S -e 64BIT -d 32BIT -e ARCH_RV64I -d ARCH_RV32I -e MMU -e RISCV_ISA_C \
   -e FTRACE -e FUNCTION_TRACER -e DYNAMIC_FTRACE -e CFI -e MODULES \
   -e KALLSYMS -e IKCONFIG -d IKCONFIG_PROC -e PRINTK -e BUG
$M olddefconfig >/dev/null
want="CONFIG_64BIT=y CONFIG_MMU=y CONFIG_RISCV_ISA_C=y CONFIG_FTRACE=y CONFIG_FUNCTION_TRACER=y
      CONFIG_DYNAMIC_FTRACE=y CONFIG_MODULES=y CONFIG_CFI=y CONFIG_IKCONFIG=y"
[ "$CALLOPS" = y ] && want="$want CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y CONFIG_RISCV_CFI_PERMITS_CALL_OPS=y"
for c in $want; do
	grep -qx "$c" $O/.config || { echo "mkconfig: $c missing" >&2; exit 1; }
done
if [ "$CALLOPS" = n ] && grep -q '^CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y' $O/.config; then
	echo "mkconfig: CALL_OPS unexpectedly on" >&2; exit 1
fi
