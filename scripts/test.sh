#!/bin/sh
# Set up a fresh Debian machine and run every test four times: a plain build
# with warnings as errors, the same without the emulator (-Dunicorn=disabled,
# which a distribution may choose), one with AddressSanitizer and UBSan, and one
# that measures line coverage of src/; then build the Debian package, check it with
# lintian, install it and run the installed kprefix (scripts/package-test.sh).
set -eu
cd "$(dirname "$0")/.."
[ "${KPREFIX_NO_SETUP:-}" ] || sh scripts/setup-debian.sh
# The set-up installed the JSON and SARIF validators: a test that misses one fails, never skips.
export KPREFIX_REQUIRE_VALIDATORS=1
# ... and QEMU, which boots the real kernels of tests/boot/ (in the plain build only: the
# sanitizer and coverage builds run the same kprefix on the same files in the other tests).
export KPREFIX_REQUIRE_QEMU=1

rm -rf build-ci build-ci-nou build-ci-asan build-ci-deb
meson setup build-ci -Dwerror=true
# The unit tests are skipped without cmocka: here, where it is installed, they must be there.
tests=$(meson test -C build-ci --list)
echo "$tests" | grep -q '^kprefix:unit / ' || { echo "test.sh: no unit tests (cmocka?)" >&2; exit 1; }
meson test -C build-ci --print-errorlogs

# Without the emulator the documented formulas stand in: the same suite, each case that
# records the emulator's output compared with tests/integration/cases/no-unicorn/ or skipped
# there with its reason (3.5 to 5 min on 2 busy cores).
meson setup build-ci-nou -Dwerror=true -Dunicorn=disabled
ninja -C build-ci-nou
./build-ci-nou/kprefix --version | grep -q "built without unicorn" ||
	{ echo "test.sh: build-ci-nou has the emulator" >&2; exit 1; }
KPREFIX_SKIP_BOOT=1 meson test -C build-ci-nou --print-errorlogs

meson setup build-ci-asan -Dwerror=true -Db_sanitize=address,undefined \
	-Dc_args=-fno-sanitize-recover=all -Dbuildtype=debug
KPREFIX_SKIP_BOOT=1 ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	meson test -C build-ci-asan --print-errorlogs

# Line coverage of src/ by the whole suite: printed, and the run fails below 90%.
rm -rf build-ci-cov
meson setup build-ci-cov -Db_coverage=true
KPREFIX_SKIP_BOOT=1 meson test -C build-ci-cov --print-errorlogs
gcovr -r . --filter 'src/' --object-directory build-ci-cov --txt --fail-under-line 90 build-ci-cov

# The Debian package: built (nocheck: the suite ran above), lintian, installed, run.
sh scripts/package-test.sh build-ci-deb
echo "kprefix: all tests passed (plain, without the emulator, ASan+UBSan, coverage >= 90%, the Debian package)"
