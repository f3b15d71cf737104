#!/bin/sh
# Seeds with DWARF, which no fixture has: kcfi/cross-type built -g (linked,
# and its prefixless object alone), so that the origin of a function a
# finding names is read through libdwfl (src/debug/debuginfo.c). Flags as in
# fixtures/kcfi/build.sh, with .debug_aranges, without which bookworm's libdw
# (0.188) finds no CU by address in what clang emits. dwarf_seeds.sh OUTDIR
set -eu
fix=$(cd "$(dirname "$0")/../fixtures" && pwd)
out=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cflags="--target=aarch64-linux-gnu -ffreestanding -nostdlib -fno-pic -fno-pie -fno-asynchronous-unwind-tables
 -fno-unwind-tables -mgeneral-regs-only -O2 -fno-stack-protector -I $fix/src -g -gdwarf-aranges"
# shellcheck disable=SC2086
{
	clang-19 $cflags -c "$fix/src/head.S" -o "$tmp/head.o"
	clang-19 $cflags -fsanitize=kcfi -fpatchable-function-entry=5,3 -falign-functions=8 \
		-c "$fix/kcfi/src/ct_traced.c" -o "$tmp/traced.o"
	clang-19 $cflags -fsanitize=kcfi -falign-functions=8 -c "$fix/kcfi/src/ct_noprefix.c" -o "$tmp/noprefix.o"
}
llvm-objcopy-19 --remove-section=__patchable_function_entries "$tmp/noprefix.o"
ld.lld-19 -shared -Bsymbolic -z notext --no-apply-dynamic-relocs -T "$fix/kernel.lds" \
	-z max-page-size=4096 -z norelro --build-id=none \
	"$tmp/head.o" "$tmp/traced.o" "$tmp/noprefix.o" -o "$out/dwarf-cross-type.elf"
cp "$tmp/noprefix.o" "$out/dwarf-noprefix.o"
