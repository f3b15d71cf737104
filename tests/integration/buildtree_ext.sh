#!/bin/sh
# An external module's build tree (fixtures/buildtree/ext, as make -C build M=ext
# makes it): `kprefix check ext` finds the kernel it was built against from the
# absolute -I$(objtree)/include/generated/uapi of its objects' commands, checks
# ext.ko against that vmlinux and .config, and names the object, its flags and
# its Kbuild line. The committed commands hold the paths of the machine that
# made them: the tree is copied and those paths moved, as a developer's tree is
# where it was built. Usage: buildtree_ext.sh KPREFIX SOURCE_ROOT
set -u
kprefix=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL $*"; fail=1; }

cp -a "$src/fixtures/buildtree/build" "$src/fixtures/buildtree/ext" "$src/fixtures/buildtree/ext2" \
	"$src/fixtures/buildtree/src" "$tmp/"
tree=$(cd "$tmp" && pwd -P)
# The directory build.sh ran in: what the commands name before -I.../build/include/generated/uapi.
made=$(sed -n 's|.* -I\([^ ]*\)/build/include/generated/uapi .*|\1|p' "$tmp/ext/.ext_main.o.cmd")
[ -n "$made" ] || { echo "FAIL no -I.../build/include/generated/uapi in ext/.ext_main.o.cmd"; exit 1; }
for f in "$tmp"/ext/.*.o.cmd "$tmp"/ext2/.*.o.cmd; do
	sed "s|$made/|$tree/|g" "$f" > "$f.new" && mv "$f.new" "$f"
done

cd "$tmp" || exit 2
got=$("$kprefix" check -q ext 2>&1)
rc=$?
[ $rc = 1 ] || bad "check ext: exit status $rc, expected 1"
want="ext/ext.ko: ext_old_cb+0x0 (0x100bc): error: hash at -12, callers load it at -16 (traced, 2 prefix NOPs) [hash-offset]
    in ext_old.o, built with -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8 -fpatchable-function-entry=4,2
    Kbuild:5: CFLAGS_ext_old.o += -fpatchable-function-entry=4,2
  = it explains:
  ext/ext.ko: ext_init+0x60 (0x10090): error: type 0x56e5b5a5: 1 call site in 1 function loads at -16; 2 functions of this type keep it at -12: ext_old_cb, ext_old_cb2 [type-offset]
    in ext_main.o, built with -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8
ext/ext.ko: ext_old_cb2+0x0 (0x100dc): error: hash at -12, callers load it at -16 (traced, 2 prefix NOPs) [hash-offset]
    in ext_old.o, built with -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8 -fpatchable-function-entry=4,2
    Kbuild:5: CFLAGS_ext_old.o += -fpatchable-function-entry=4,2
  help: build ext_old.o with the kernel's flags: Kbuild:5 \`CFLAGS_ext_old.o += -fpatchable-function-entry=4,2\` makes it differ: -fpatchable-function-entry=4,2 (the others: -fpatchable-function-entry=5,3); 'kprefix explain hash-offset' says why and how
ext/ext.ko: 1 cause:
  1. 2 functions (ext_old_cb, ext_old_cb2) in ext_old.o: hash at -12, callers load it at -16 (traced, 2 prefix NOPs) [hash-offset]
     fix: build ext_old.o with the kernel's flags: Kbuild:5 \`CFLAGS_ext_old.o += -fpatchable-function-entry=4,2\` makes it differ: -fpatchable-function-entry=4,2 (the others: -fpatchable-function-entry=5,3); 'kprefix explain hash-offset' says why and how"
[ "$got" = "$want" ] || { bad "check ext: printed"; echo "$got"; }

# Against the kernel: its vmlinux's ftrace code and .config, named in the layout.
got=$("$kprefix" check -v ext 2>&1 | grep -c "^  ops slot     $tree/build/vmlinux's: ")
[ "$got" = 1 ] || bad "check -v ext: the ops slot is not the kernel's ($tree/build/vmlinux)"
got=$("$kprefix" check --format=json ext | python3 -c 'import json,sys; d=json.load(sys.stdin); print(len(d["files"]), d["files"][0]["vmlinux"], [(m["file"] + ":" + str(m["line"])) for x in d["files"][0]["findings"] if x["check"] == "hash-offset" for m in [x["source"]["build"]["makefile"]]][0])')
[ "$got" = "1 $tree/build/vmlinux Kbuild:5" ] || bad "check --format=json ext: files, vmlinux, makefile: $got"

# ext2: every object without the prefix (its Kbuild's ccflags-remove-y): the module as a whole
# is built for M=0, and its module-layout finding, which names no function, gets the Kbuild line.
got=$("$kprefix" check -q ext2 2>&1 | grep -A3 "\[module-layout\]$" | head -4)
want="ext2/ext2.ko: error: module built for M=0, kCFI on, bti c no (no records; 1 of 1 kCFI call sites load the hash at -4, the object's own M); $tree/build/vmlinux is M=3, kCFI on, bti c no [module-layout]
    in ext2_main.o, built with -fsanitize=kcfi -falign-functions=8
    Kbuild:5: ccflags-remove-y += \$(CC_FLAGS_FTRACE) \$(CFI_PREFIX_CFLAGS)
  help: build ext2_main.o with the kernel's flags: Kbuild:5 \`ccflags-remove-y += \$(CC_FLAGS_FTRACE) \$(CFI_PREFIX_CFLAGS)\` makes it differ: lacks -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY (the others have it); 'kprefix explain module-layout' says why and how"
[ "$got" = "$want" ] || { bad "check ext2: printed"; echo "$got"; }

# ext2 has no ftrace record: ftrace_init() never patches it, so the config's other M is a
# warning, not the error that a kernel whose records it would misplace gets.
got=$("$kprefix" check -q ext2 2>&1 | grep -c ": warning: CONFIG_ARM64_FUNCTION_PREFIX_NOPS=3 in .*, but the image has 0 prefix NOPs .*\[config-mismatch\]$")
[ "$got" = 1 ] || bad "check ext2: the config's M is not a warning ($got)"
got=$("$kprefix" check -q ext2 2>&1 | grep -c "error: .*\[config-mismatch\]")
[ "$got" = 0 ] || bad "check ext2: config-mismatch is an error on a module without records"

# The kernel gone (a tree copied without it): ext.ko on its own, the same causes.
rm -rf "$tmp/build"
got=$("$kprefix" check -q ext 2>&1)
rc=$?
[ $rc = 1 ] || bad "check ext without its kernel: exit status $rc, expected 1"
echo "$got" | grep -q "^    Kbuild:5: CFLAGS_ext_old.o += -fpatchable-function-entry=4,2$" ||
	bad "check ext without its kernel: no Kbuild line"
[ $fail = 0 ] && echo "buildtree-ext: external modules' trees (one object at =4,2; all without the prefix), with and without their kernel: ok"
exit $fail
