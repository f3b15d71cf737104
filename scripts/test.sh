#!/bin/sh
# Set up a fresh Debian machine and run every test twice: a plain build with
# warnings as errors, and one with AddressSanitizer and UBSan.
set -eu
cd "$(dirname "$0")/.."
[ "${KPREFIX_NO_SETUP:-}" ] || sh scripts/setup-debian.sh

rm -rf build-ci build-ci-asan
meson setup build-ci -Dwerror=true
meson test -C build-ci --print-errorlogs

meson setup build-ci-asan -Dwerror=true -Db_sanitize=address,undefined \
	-Dc_args=-fno-sanitize-recover=all -Dbuildtype=debug
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	meson test -C build-ci-asan --print-errorlogs
echo "kprefix: all tests passed (plain and ASan+UBSan)"
