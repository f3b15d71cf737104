#!/bin/sh
# A report that cannot be written is not a report: to a full device or a
# closed stdout, kprefix says so on stderr and exits 2, whatever it found.
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
check full-text 2 $? "$err"
"$kprefix" check --format=json "$fix/images/kcfi-m0.elf" > /dev/full 2> "$err"
check full-json 2 $? "$err"
"$kprefix" list-checks > /dev/full 2> "$err"
check full-list-checks 2 $? "$err"
"$kprefix" check -v "$fix/images/kcfi-m0.elf" >&- 2> "$err"
check closed-stdout 2 $? "$err"
exit $fail
