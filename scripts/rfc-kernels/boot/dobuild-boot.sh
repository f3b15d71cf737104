#!/bin/sh
# usage: [LLVM=-22] dobuild-boot.sh OUTDIR [extra make args]   (inside the chroot, in the kernel tree)
# Builds Image and modules; writes OUTDIR/build.log and OUTDIR/build.time.
O=$1; shift
ARCH=${ARCH:-arm64}
start=$(date +%s)
nice -n 10 make LLVM=${LLVM:--21} ARCH=$ARCH O=$O -j${JOBS:-2} "$@" all > $O/build.log 2>&1
rc=$?
echo "rc=$rc seconds=$(( $(date +%s) - start ))" > $O/build.time
cat $O/build.time
exit $rc
