#!/bin/sh
# Debug files kprefix finds by .gnu_debuglink, by build-id and under --debug-dir
# (src/debug/debuginfo.c), from the real split-off DWARF in fixtures/cases/debuglink,
# and what may stand in their place on a real system: a FIFO without a writer,
# /dev/zero, a directory, a sparse file of 5 GiB, the debug file of another build.
# Each is named in a note and not used; none is waited on or read to its end.
# Usage: debug_files.sh KPREFIX SOURCE_ROOT
set -u
kprefix=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") src=$2
fix=$src/fixtures
dl=$fix/cases/debuglink
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
# run NAME WANT_RC ARGS...: kprefix check ARGS within 20 s, its output in $out
run() {
	name=$1 want=$2
	shift 2
	out=$(cd "$fix" && timeout 20 "$kprefix" check "$@" 2>&1)
	got=$?
	if [ "$got" != "$want" ]; then echo "FAIL $name: exit status $got, expected $want"; fail=1; else echo "ok $name"; fi
}
# has NAME TEXT: $out holds the line TEXT
has() {
	printf '%s\n' "$out" | grep -qxF -- "$2" || { printf 'FAIL %s: no line "%s" in:\n%s\n' "$1" "$2" "$out"; fail=1; }
}
# hasnt NAME PATTERN
hasnt() {
	if printf '%s\n' "$out" | grep -q -- "$2"; then printf 'FAIL %s: "%s" in:\n%s\n' "$1" "$2" "$out"; fail=1; fi
}
src_line='    in traced.c (src/traced.c:32), built with -fsanitize=kcfi -fpatchable-function-entry=5,3 -falign-functions=8'
asm_line='asm_typed_fn+0x0 (0xffff800080000254): error: hash at -4, callers load it at -16 (assembly, untraced, 0 prefix NOPs) [hash-offset]'

# Found: beside the image, by build-id (bid) or by the debuglink's CRC alone (crc).
for kind in bid crc; do
	run found-$kind 1 -v cases/debuglink/$kind.elf
	has found-$kind "cases/debuglink/$kind.elf: tr_call+0x1c (0xffff8000800000d4): error: type 0x56e5b5a5 (int (int, int)): 1 call site in 1 function loads at -16; 3 functions of this type keep it at -4: ut_mul, ut_static_cb, asm_typed_fn (assembly) [type-offset]"
	has found-$kind "$src_line"
	has found-$kind "cases/debuglink/$kind.elf: $asm_line"
done

# In the debug file's place: one note each, the findings without their source, exit 1 as before.
# note KIND WHAT WHY: $tmp/KIND.debug is WHAT, checked
note() {
	run "$1-$2" 1 "$tmp/$1.elf"
	has "$1-$2" "$tmp/$1.elf: note: $tmp/$1.debug: $3: not used"
	hasnt "$1-$2" '^    in '
	rm -rf "${tmp:?}/$1.debug"
}
for kind in bid crc; do
	cp "$dl/$kind.elf" "$tmp/"
	mkfifo "$tmp/$kind.debug"
	note $kind fifo "not a regular file"
	ln -s /dev/zero "$tmp/$kind.debug"
	note $kind dev-zero "not a regular file"
	mkdir "$tmp/$kind.debug"
	note $kind directory "a directory"
	truncate -s 5G "$tmp/$kind.debug"
	note $kind sparse-5g "larger than 4 GiB"
	: > "$tmp/$kind.debug"
	note $kind empty "empty"
	printf 'not an ELF file\n' > "$tmp/$kind.debug"
	note $kind not-elf "not an ELF file"
done
# The debug file of another build: a build-id that differs, a CRC that differs.
cp "$dl/debug-other/kernel/drivers/attr/attr_mod.ko" "$tmp/bid.debug"
note bid other-build "its build-id is another build's"
cp "$dl/bid.debug" "$tmp/crc.debug"
note crc other-build "its CRC is not the one .gnu_debuglink names"
# A build-id image whose debuglink file has no build-id: its CRC is not the image's debug file's.
cp "$dl/crc.debug" "$tmp/bid.debug"
note bid no-build-id "its CRC is not the one .gnu_debuglink names"

# By build-id under --debug-dir (DIR/.build-id/xx/rest.debug), and a FIFO there.
# bid.elf's build-id (readelf -n fixtures/cases/debuglink/bid.elf)
bid=26e0029d868894ce6ca24a51061903b718f1bb8f
dir=$tmp/dbg/.build-id/$(echo "$bid" | cut -c1-2)
mkdir -p "$dir" "$tmp/alone"
cp "$dl/bid.elf" "$tmp/alone/"
cp "$dl/bid.debug" "$dir/$(echo "$bid" | cut -c3-).debug"
run build-id-dir 1 "$tmp/alone/bid.elf" --debug-dir "$tmp/dbg"
has build-id-dir "$src_line"
rm "$dir/$(echo "$bid" | cut -c3-).debug"
mkfifo "$dir/$(echo "$bid" | cut -c3-).debug"
run build-id-fifo 1 "$tmp/alone/bid.elf" --debug-dir "$tmp/dbg"
has build-id-fifo "$tmp/alone/bid.elf: note: $dir/$(echo "$bid" | cut -c3-).debug: not a regular file: not used"

# A module's copy under --debug-dir: its own build's is used, another build's is named and not.
mod=kernel/drivers/attr/attr_mod.ko
run debug-dir-same 1 images/rfc-m3-good.elf --modules cases/tree-bid --debug-dir cases/debuglink/debug-same
has debug-dir-same '    in main.c (modules/src/main.c:39), built with -fsanitize=kcfi -fpatchable-function-entry=5,3 -falign-functions=8'
hasnt debug-dir-same 'note: .*not used'
run debug-dir-other 1 images/rfc-m3-good.elf --modules cases/tree-bid --debug-dir cases/debuglink/debug-other
has debug-dir-other "$mod: note: cases/debuglink/debug-other/$mod: its build-id is another build's: not used"
hasnt debug-dir-other '^    in '

# In a module tree, a copy that is a FIFO: named, the run goes on and ends.
mkdir -p "$tmp/mdbg/kernel/drivers/attr"
mkfifo "$tmp/mdbg/$mod"
run debug-dir-fifo 1 images/rfc-m3-good.elf --modules cases/tree --debug-dir "$tmp/mdbg"
has debug-dir-fifo "$mod.xz: note: $tmp/mdbg/$mod: not a regular file: not used"
has debug-dir-fifo "modules under cases/tree: 1 files, 1 checked, 0 unreadable, 1 with errors, 0 with warnings; 10 functions, 6 traced, 6 records"
exit $fail
