#!/bin/sh
# libunicorn is loaded with dlopen() when an image's code is first run
# (src/emu/emu.c). One that cannot be loaded (here a file of junk under its
# soname, first on LD_LIBRARY_PATH) gives what a build without it gives: the
# documented formulas, and notes that say why, never a crash.
# Usage: emu_unloadable.sh KPREFIX SOURCE_ROOT
set -u
kprefix=$1 src=$2
case $("$kprefix" --version) in
*"built without unicorn"*) echo "built without unicorn: skipped"; exit 77 ;;
esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "not a shared object" > "$tmp/libunicorn.so.2"
fail=0

out=$(LD_LIBRARY_PATH=$tmp "$kprefix" --version 2>&1)
rc=$?
echo "$out" | grep -q "^emulator: none (cannot load libunicorn.so.2: .*): the documented formulas stand in" &&
	[ $rc = 0 ] || { echo "FAIL version (exit $rc): $out"; fail=1; }

# The image whose ftrace code kprefix runs: the formulas stand in, and say why.
out=$(LD_LIBRARY_PATH=$tmp "$kprefix" check -v "$src/fixtures/images/ftrace-m3-follows.elf" 2>&1)
rc=$?
[ $rc -lt 2 ] || { echo "FAIL check: exit status $rc"; fail=1; }
echo "$out" | grep -q "note: ftrace_caller was not run: .*: cannot load libunicorn.so.2: " ||
	{ echo "FAIL check: no note naming the library: $out"; fail=1; }
echo "$out" | grep -q "^  ops slot     formula .*: cannot load libunicorn.so.2: " ||
	{ echo "FAIL check: -v does not say the formula stood in: $out"; fail=1; }
[ $fail = 0 ] && echo "ok"
exit $fail
