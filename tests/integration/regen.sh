#!/bin/sh
# Rewrite tests/integration/expected/ from the current build, for review with
# `git diff` before committing: every change in an expectation is a change in
# kprefix's verdict and must be explained. Usage: regen.sh BUILD_DIR [NAME...]
set -eu
build=$(cd "$1" && pwd); shift
top=$(cd "$(dirname "$0")/../.." && pwd)
exp=$top/tests/integration/expected
# Default: every case tests/meson.build lists between "fixture_cases = [" and "]".
names=${*:-$(sed -n '/^fixture_cases = \[/,/^\]/p' "$top/tests/meson.build" | grep -v '^ *#' |
	grep -o "'[^']*'" | tr -d "'")}
cases=$(sed -n '/^fixture_cases = \[/,/^\]/p' "$top/tests/meson.build" | grep -v '^ *#' |
	grep -o "'[^']*'" | tr -d "'")
# Only cases: an expectation no test reads is a stray that rots.
for name in $names; do
	echo "$cases" | grep -qx -- "$name" || { echo "regen.sh: '$name' is not a case in tests/meson.build" >&2; exit 2; }
done
cd "$top/fixtures"
for name in $names; do
	args="check -v images/$name.elf"
	[ -f "$exp/$name.args" ] && args=$(cat "$exp/$name.args")
	dir=$(mktemp -d)
	args=$(printf '%s' "$args" | sed "s|@OUT@|$dir|g")
	set +e
	# shellcheck disable=SC2086
	"$build/kprefix" $args >"$exp/$name.out" 2>"$exp/$name.err"
	echo $? >"$exp/$name.rc"
	set -e
	# The files --output wrote, as run_fixture.sh appends them.
	for f in "$dir"/*; do
		[ -e "$f" ] || continue
		printf '==> %s <==\n' "$(basename "$f")" >>"$exp/$name.out"
		cat "$f" >>"$exp/$name.out"
	done
	sed -i "s|$dir|@OUT@|g" "$exp/$name.out" "$exp/$name.err"
	rm -rf "$dir"
	[ -s "$exp/$name.err" ] || rm -f "$exp/$name.err"
done
