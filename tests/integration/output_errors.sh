#!/bin/sh
# A report that cannot be written is not a report: to a full device or a
# closed stdout, kprefix says so on stderr and sets bit 2 of the exit status
# (3 with findings: the status is a set of bits). Every format that states
# the exit status (JSON, SARIF, Markdown) states the process's, whichever
# output failed.
# Usage: output_errors.sh KPREFIX SOURCE_ROOT
set -u
kprefix=$1 fix=$2/fixtures
fail=0
check() { # NAME WANT_RC GOT_RC STDERR_FILE
	if [ "$3" != "$2" ] || ! grep -q "cannot write the report" "$4"; then
		echo "FAIL $1: exit status $3 (expected $2), stderr: $(cat "$4")"; fail=1
	else
		echo "ok $1"
	fi
}
err=$(mktemp)
trap 'rm -f "$err"' EXIT
"$kprefix" check -v "$fix/images/rfc-m3-bad.elf" > /dev/full 2> "$err"
check full-text 3 $? "$err"
"$kprefix" check --format=json "$fix/images/kcfi-m0.elf" > /dev/full 2> "$err"
check full-json 2 $? "$err"
"$kprefix" list-checks > /dev/full 2> "$err"
check full-list-checks 2 $? "$err"
"$kprefix" check -v "$fix/images/kcfi-m0.elf" >&- 2> "$err"
check closed-stdout 2 $? "$err"
# One output fails, the others say so: exit status 3 everywhere, SARIF's
# executionSuccessful false, a notification and a Markdown line naming it.
dir=$(mktemp -d)
trap 'rm -f "$err"; rm -rf "$dir"' EXIT
stated() { # NAME WANT_RC GOT_RC FORMATS-THAT-WERE-WRITTEN...
	name=$1 want=$2 got=$3; shift 3
	said="exit $got"
	for f in "$@"; do
		case $f in
		json) said="$said json $(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["exit_status"])' "$dir/r.json")" ;;
		sarif) said="$said sarif $(python3 -c 'import json, sys; i = json.load(open(sys.argv[1]))["runs"][0]["invocations"][0]; print(i["exitCode"], i["executionSuccessful"], sum("could not be written" in n["message"]["text"] for n in i["toolExecutionNotifications"]))' "$dir/r.sarif")" ;;
		markdown) said="$said markdown $(sed -n 's/^Exit status \([0-9]\).*/\1/p' "$dir/r.md") $(grep -c 'could not be written' "$dir/r.md")" ;;
		esac
	done
	expected="exit $want"
	for f in "$@"; do
		case $f in
		json) expected="$expected json $want" ;;
		sarif) expected="$expected sarif $want False 1" ;;
		markdown) expected="$expected markdown $want 1" ;;
		esac
	done
	if [ "$said" != "$expected" ]; then echo "FAIL $name: $said (expected $expected)"; fail=1; else echo "ok $name: $said"; fi
}
bad=$fix/images/rfc-m3-bad.elf
"$kprefix" check --output json:/dev/full --output markdown:"$dir/r.md" --output sarif:"$dir/r.sarif" "$bad" > /dev/null 2> "$err"
stated full-json-output 3 $? sarif markdown
"$kprefix" check --output sarif:/dev/full --output markdown:"$dir/r.md" --output json:"$dir/r.json" "$bad" > /dev/null 2> "$err"
stated full-sarif-output 3 $? markdown json
"$kprefix" check --output markdown:/dev/full --output sarif:"$dir/r.sarif" --output json:"$dir/r.json" "$bad" > /dev/null 2> "$err"
stated full-markdown-output 3 $? sarif json
"$kprefix" check --format=text --output markdown:"$dir/r.md" --output sarif:"$dir/r.sarif" --output json:"$dir/r.json" "$bad" > /dev/full 2> "$err"
stated full-stdout 3 $? sarif markdown json
# A clean image: 2 alone.
"$kprefix" check --output json:/dev/full --output sarif:"$dir/r.sarif" "$fix/images/kcfi-m0.elf" > /dev/null 2> "$err"
stated full-json-clean 2 $? sarif
exit $fail
