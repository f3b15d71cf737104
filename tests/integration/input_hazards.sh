#!/bin/sh
# Inputs that are no regular file, and outputs over inputs (issue 18.4, 18.6, 18.7):
# a FIFO without a writer or /dev/zero given to --baseline, --suppressions, --config,
# either side of diff, or show --config is refused at once with one line and exit 2
# (never a hang, never read without end); an output that is an input, by any spelling
# (a link, ./a, /dev/stdout), is refused before anything is written or truncated.
# Usage: input_hazards.sh KPREFIX SOURCE_ROOT
set -u
kprefix=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") fix=$(cd "$2/fixtures" && pwd)
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkfifo "$tmp/fifo"
img=$tmp/img.elf
cp "$fix/images/rfc-m3-bad.elf" "$img"
sum=$(cksum <"$img")

# expect NAME WANT_RC WANT_STDERR_LINE -- ARGS...: the exit status, stderr exactly one
# line, within 10 s, and nothing on stdout.
expect() {
	name=$1 want_rc=$2 want_err=$3; shift 4
	timeout 10 "$kprefix" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
	if [ "$rc" != "$want_rc" ] || [ "$(cat "$tmp/err")" != "$want_err" ] || [ -s "$tmp/out" ]; then
		echo "FAIL $name: exit status $rc (expected $want_rc), stdout $(wc -c <"$tmp/out") bytes, stderr:"
		cat "$tmp/err"
		echo "expected stderr: $want_err"
		fail=1
	else
		echo "ok $name"
	fi
}

F=$tmp/fifo
expect baseline-fifo 2 "kprefix: $F: cannot be a baseline: a FIFO, not a regular file" -- check --baseline "$F" "$img"
expect suppressions-fifo 2 "kprefix: $F: cannot be read as --suppressions: a FIFO, not a regular file" -- check --suppressions "$F" "$img"
expect config-fifo 2 "kprefix: $F: a FIFO, not a regular file" -- check --config "$F" "$img"
expect show-config-fifo 2 "kprefix: $F: a FIFO, not a regular file" -- show --config "$F" "$img" tr_add
expect diff-old-fifo 2 "kprefix: $F: not a regular file (give - to read standard input)" -- diff "$F" "$img"
expect diff-new-fifo 2 "kprefix: $F: not a regular file (give - to read standard input)" -- diff "$img" "$F"
expect baseline-zero 2 "kprefix: /dev/zero: cannot be a baseline: a device, not a regular file" -- check --baseline /dev/zero "$img"
expect suppressions-zero 2 "kprefix: /dev/zero: cannot be read as --suppressions: a device, not a regular file" -- check --suppressions /dev/zero "$img"
expect config-zero 2 "kprefix: /dev/zero: a device, not a regular file" -- check --config /dev/zero "$img"
expect config-dir 2 "kprefix: $tmp: is a directory" -- check --config "$tmp" "$img"
# A sparse file of 65 MiB is no config and no suppression file: refused by its size, unread.
truncate -s 65M "$tmp/sparse"
expect config-huge 2 "kprefix: $tmp/sparse: 68157440 bytes, larger than 64 MiB" -- check --config "$tmp/sparse" "$img"
expect suppressions-huge 2 "kprefix: $tmp/sparse: cannot be read as --suppressions: 68157440 bytes, larger than 64 MiB" -- check --suppressions "$tmp/sparse" "$img"

# Outputs over inputs, by identity; the image is untouched afterwards.
cd "$tmp" || exit 99
ln -s img.elf link.elf
ln -s created dangling
cp "$fix/gate/rfc-m3-bad.json" base.json
cp "$fix/gate/rfc-m3-bad.supp" known.supp
expect output-over-image 2 "kprefix: --output: 'img.elf' is the input 'img.elf': the json report would overwrite it" -- check --output json:img.elf img.elf
expect output-over-image-link 2 "kprefix: --output: 'link.elf' is the input 'img.elf': the sarif report would overwrite it" -- check --output sarif:link.elf img.elf
expect output-over-baseline 2 "kprefix: --output: './base.json' is the input 'base.json': the json report would overwrite it" -- check --baseline base.json --output json:./base.json img.elf
expect output-over-suppressions 2 "kprefix: --output: '$tmp/known.supp' is the input 'known.supp': the text report would overwrite it" -- check --suppressions known.supp --output text:$tmp/known.supp img.elf
expect output-same-file 2 "kprefix: --output: 'a' and './a' are one file: it cannot hold both json and sarif" -- check --output json:a --output sarif:./a img.elf
expect output-same-link 2 "kprefix: --output: 'dangling' and 'created' are one file: it cannot hold both json and sarif" -- check --output json:dangling --output sarif:created img.elf
expect output-stdout-twice 2 "kprefix: --output: '/dev/stdout' and 'standard output' are one file: it cannot hold both sarif and json" -- check --format json --output sarif:/dev/stdout img.elf
mkdir -p tree/kernel
cp "$fix/modules/tree-m3/kernel/drivers/staging/m3_noprefix.ko" tree/kernel/
expect output-over-module 2 "kprefix: --output: 'tree/kernel/m3_noprefix.ko' has a module's name in the tree 'tree': the json report would be read as one, or overwrite it" -- check img.elf --modules tree --output json:tree/kernel/m3_noprefix.ko
for f in a created; do
	[ -e "$f" ] && { echo "FAIL: $f was created"; fail=1; }
done
[ "$(cksum <img.elf)" = "$sum" ] || { echo "FAIL: the image was changed"; fail=1; }
cmp -s base.json "$fix/gate/rfc-m3-bad.json" || { echo "FAIL: the baseline was changed"; fail=1; }
cmp -s known.supp "$fix/gate/rfc-m3-bad.supp" || { echo "FAIL: the suppressions were changed"; fail=1; }
[ "$(wc -c <tree/kernel/m3_noprefix.ko)" -gt 0 ] || { echo "FAIL: the module was truncated"; fail=1; }
exit $fail
