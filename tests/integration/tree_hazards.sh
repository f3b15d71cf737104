#!/bin/sh
# Module trees as they are found on real systems: a tree reached through a
# symbolic link, modules that are links, a dangling link, a FIFO named like a
# module, trailing slashes. Each must be checked or named, never skipped in
# silence and never waited on. Usage: tree_hazards.sh KPREFIX SOURCE_ROOT
set -u
kprefix=$1 src=$2
fix=$src/fixtures
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
expect() { # expect NAME WANT_RC GOT_RC
	if [ "$2" != "$3" ]; then echo "FAIL $1: exit status $3, expected $2"; fail=1; else echo "ok $1"; fi
}

mkdir -p "$tmp/tree/kernel"
cp "$fix/modules/tree-m2/kernel/drivers/i2c/m2_one.ko" "$tmp/tree/kernel/"
ln -s "$tmp/tree" "$tmp/link-to-tree"
ln -s "$fix/modules/tree-m2/kernel/drivers/char/m2_mix.ko.xz" "$tmp/tree/kernel/linked.ko.xz"

# The tree through a link: both modules checked, the linked one too.
out=$(timeout 20 "$kprefix" check -v "$fix/images/callops-m2-clang.elf" --modules "$tmp/link-to-tree" 2>&1)
expect link-to-tree 0 $?
echo "$out" | grep -q "^modules under .*: 2 files, 2 checked, 0 unreadable" || { echo "FAIL link-to-tree: $out" | tail -3; fail=1; }

# Trailing slashes: the same display names.
out=$(timeout 20 "$kprefix" check -v "$fix/images/callops-m2-clang.elf" --modules "$tmp/tree///" 2>&1)
expect trailing-slashes 0 $?
echo "$out" | grep -q "^layout of kernel/m2_one.ko:" || { echo "FAIL trailing-slashes: display names"; fail=1; }

# A FIFO named like a module and a dangling link: one line each, exit 2, the rest checked.
mkfifo "$tmp/tree/kernel/fifo.ko"
ln -s "$tmp/nowhere.ko" "$tmp/tree/kernel/dangling.ko"
out=$(timeout 20 "$kprefix" check "$fix/images/callops-m2-clang.elf" --modules "$tmp/tree" 2>&1)
expect fifo-and-dangling 2 $?
echo "$out" | grep -q "fifo.ko: not a regular file" || { echo "FAIL fifo: $out"; fail=1; }
echo "$out" | grep -q "dangling.ko: " || { echo "FAIL dangling: $out"; fail=1; }
echo "$out" | grep -q "4 files, 2 checked, 2 unreadable" || { echo "FAIL totals: $out"; fail=1; }

# Symbolic links to directories: followed while they stay inside the tree
# (a weak-updates/ link into extra/, a link to the tree's top: each directory
# entered once), never out of it (a link out is named, exit 2: issue 32),
# and not the top's build and source, the kernel's build tree (/lib/modules/RELEASE).
mkdir -p "$tmp/lm/kernel" "$tmp/lm/extra/drivers" "$tmp/elsewhere/drivers" "$tmp/kbuild"
cp "$fix/modules/tree-m2/kernel/drivers/i2c/m2_one.ko" "$tmp/lm/kernel/"
cp "$fix/modules/tree-m2/kernel/drivers/char/m2_mix.ko.xz" "$tmp/lm/extra/drivers/"
cp "$fix/modules/tree-m2/kernel/drivers/char/m2_mix.ko.xz" "$tmp/elsewhere/drivers/"
cp "$fix/modules/tree-m2/kernel/drivers/i2c/m2_one.ko" "$tmp/kbuild/built.ko"
ln -s ../extra/drivers "$tmp/lm/kernel/weak-updates"
ln -s .. "$tmp/lm/kernel/up"
ln -s "$tmp/kbuild" "$tmp/lm/build"
ln -s "$tmp/kbuild" "$tmp/lm/source"
ln -s "$tmp/kbuild" "$tmp/lm/kernel/source"
ln -s "$tmp/elsewhere" "$tmp/lm/kernel/out"
out=$(timeout 20 "$kprefix" check -v "$fix/images/callops-m2-clang.elf" --modules "$tmp/lm" 2>&1)
expect linked-directories 2 $?
echo "$out" | grep -q "^modules under .*: 4 files, 2 checked, 2 unreadable" || { echo "FAIL linked-directories: $out" | tail -3; fail=1; }
for m in extra/drivers/m2_mix.ko.xz kernel/m2_one.ko; do
	echo "$out" | grep -q "^layout of $m:" || { echo "FAIL linked-directories: $m not checked"; fail=1; }
done
for l in kernel/out kernel/source; do
	echo "$out" | grep -q "^kprefix: $tmp/lm/$l: a symbolic link out of the module tree, to .*: not followed" ||
		{ echo "FAIL linked-directories: $l not named"; echo "$out" | grep "$l"; fail=1; }
done
if echo "$out" | grep -q "weak-updates\|kernel/up/\|^layout of build/\|^layout of source/\|built.ko"; then
	echo "FAIL linked-directories: a directory entered twice, out of the tree, or the top's build or source"
	fail=1
fi

# /proc and /sys are never walked: /proc/self/root is the whole filesystem.
out=$(timeout 20 "$kprefix" check "$fix/images/callops-m2-clang.elf" --modules /proc/self 2>&1)
expect proc-self 2 $?
echo "$out" | grep -q "^kprefix: /proc/self: cannot check the module tree: a /proc or /sys directory" ||
	{ echo "FAIL proc-self: $out"; fail=1; }

# An ET_DYN file named .ko is no module: refused in one line, exit 2.
mkdir -p "$tmp/dyn/kernel"
cp "$fix/images/callops-m2-clang.elf" "$tmp/dyn/kernel/shared.ko"
cp "$fix/modules/tree-m2/kernel/drivers/i2c/m2_one.ko" "$tmp/dyn/kernel/"
out=$(timeout 20 "$kprefix" check "$fix/images/callops-m2-clang.elf" --modules "$tmp/dyn" 2>&1)
expect et-dyn-module 2 $?
echo "$out" | grep -q "kernel/shared.ko: not a module: ELF type ET_DYN, and the kernel loads only ET_REL (relocatable) modules" ||
	{ echo "FAIL et-dyn-module: $out"; fail=1; }

# A FIFO given as FILE is refused at once, not waited on.
timeout 20 "$kprefix" check "$tmp/tree/kernel/fifo.ko" >/dev/null 2>&1
expect fifo-as-file 2 $?
exit $fail
