#!/bin/sh
# usage: dobuild.sh OUTDIR [extra make args]   (inside the chroot)
# build-rfc-kernels.sh installs it as /build/dobuild.sh: vmlinux of the arm64 tree
# /build/linux-source-7.2 into OUTDIR; writes OUTDIR/build.log and OUTDIR/build.time.
O=$1; shift
cd /build/linux-source-7.2 || exit 1
start=$(date +%s)
make LLVM=-21 ARCH=arm64 O=$O -j2 "$@" vmlinux > $O/build.log 2>&1
rc=$?
echo "rc=$rc seconds=$(( $(date +%s) - start ))" > $O/build.time
cat $O/build.time
exit $rc
