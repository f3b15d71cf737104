#!/bin/sh
# Run kprefix on one fixture and compare stdout, stderr and the exit status
# with tests/integration/expected/NAME.{out,rc}. NAME.args, when present,
# holds the arguments (default: check -v IMAGE). @OUT@ in them is a fresh
# directory: the files kprefix writes there (--output) follow its stdout in
# NAME.out, each after a line "==> FILE <==".
set -u
kprefix=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") src=$2 name=$3
exp=$src/tests/integration/expected
cd "$src/fixtures" || exit 99
args="check -v images/$name.elf"
[ -f "$exp/$name.args" ] && args=$(cat "$exp/$name.args")
out=$(mktemp) err=$(mktemp) dir=$(mktemp -d)
args=$(printf '%s' "$args" | sed "s|@OUT@|$dir|g")
# shellcheck disable=SC2086
"$kprefix" $args >"$out" 2>"$err"
rc=$?
for f in "$dir"/*; do
	[ -e "$f" ] || continue
	printf '==> %s <==\n' "$(basename "$f")" >>"$out"
	cat "$f" >>"$out"
done
sed -i "s|$dir|@OUT@|g" "$out" "$err"
status=0
want_rc=$(cat "$exp/$name.rc")
if [ "$rc" != "$want_rc" ]; then
	echo "$name: exit status $rc, expected $want_rc"
	status=1
fi
if ! diff -u "$exp/$name.out" "$out"; then
	echo "$name: stdout differs from expected/$name.out"
	status=1
fi
want_err=/dev/null
[ -f "$exp/$name.err" ] && want_err=$exp/$name.err
if ! diff -u "$want_err" "$err"; then
	echo "$name: stderr differs"
	status=1
fi
rm -rf "$out" "$err" "$dir"
exit $status
