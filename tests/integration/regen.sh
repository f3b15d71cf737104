#!/bin/sh
# Rewrite the expectations in tests/integration/cases/*.t from the current
# build, keeping each case's prose and command, for review with `git diff`
# before committing: every change in an expectation is a change in kprefix's
# verdict and must be explained. Usage: regen.sh BUILD_DIR [NAME...]
# A new case: write cases/NAME.t with its prose, the command and "[exit 0]",
# list NAME in tests/meson.build's fixture_cases, then run regen.sh on it.
# A BUILD_DIR built without the emulator (-Dunicorn=disabled) rewrites only
# cases/no-unicorn/NAME.t, never cases/NAME.t (run_case.py says how).
set -eu
build=$(cd "$1" && pwd); shift
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
cases=$(python3 "$here/list_cases.py" "$top")
# Default: every case tests/meson.build lists in fixture_cases.
names=${*:-$cases}
# Only cases: an expectation no test reads is a stray that rots.
for name in $names; do
	echo "$cases" | grep -qx -- "$name" || { echo "regen.sh: '$name' is not a case in tests/meson.build" >&2; exit 2; }
	[ -f "$here/cases/$name.t" ] || { echo "regen.sh: no tests/integration/cases/$name.t" >&2; exit 2; }
done
for name in $names; do
	python3 "$here/run_case.py" --update "$build/kprefix" "$top" "$name"
done
