#!/bin/sh
# usage: dobuild.sh OUTDIR TREE JOBS [extra make args]   (inside the chroot)
# build-riscv-kernels.sh installs it as /build/riscv/dobuild.sh: vmlinux only, of the riscv
# tree TREE (its /build/linux-riscv), with make -jJOBS at nice 10, into OUTDIR; writes
# OUTDIR/build.log and OUTDIR/build.time.
O=$1 TREE=$2 JOBS=$3; shift 3
cd "$TREE" || exit 1
start=$(date +%s)
nice -n 10 make LLVM=-21 ARCH=riscv O=$O -j"$JOBS" "$@" vmlinux > $O/build.log 2>&1
rc=$?
echo "rc=$rc seconds=$(( $(date +%s) - start ))" > $O/build.time
cat $O/build.time
exit $rc
