#!/bin/sh
# Three releases gated by the report the one before archived, as README's
# debian/rules recipe does: release 1 writes the first baseline; release 2
# (the same source built otherwise: every address moved) is checked against
# it and archives its own report; release 3 against that one. Accepted
# findings stay accepted all the way (exit 0, every finding known, none lost),
# and a release that fixes them says they are gone.
# Usage: baseline_chain.sh KPREFIX SOURCE_ROOT
set -u
kprefix=$1 fix=$2/fixtures
rvc=$fix/riscv64/images/kcfi-callops-rvc-bad.elf norvc=$fix/riscv64/images/kcfi-callops-norvc-bad.elf
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail=0
expect() { # NAME WANT GOT
	if [ "$2" != "$3" ]; then echo "FAIL $1: $3, expected $2"; fail=1; else echo "ok $1: $3"; fi
}
field() { # FILE PYTHON-EXPRESSION-OF-d
	python3 -c "import json, sys; d = json.load(open(sys.argv[1])); print($2)" "$1"
}

"$kprefix" check --format=json "$rvc" > "$dir/r1.json"
expect "release 1 exit" 1 $?
n=$(field "$dir/r1.json" 'len(d["files"][0]["findings"])')
expect "release 1 findings" 12 "$n"

"$kprefix" check -q --baseline "$dir/r1.json" --output json:"$dir/r2.json" --output sarif:"$dir/r2.sarif" "$norvc" > "$dir/r2.txt"
expect "release 2 exit (every finding known)" 0 $?
expect "release 2 findings kept" "$n" "$(field "$dir/r2.json" 'len(d["files"][0]["findings"])')"
expect "release 2 known" "$n" "$(field "$dir/r2.json" 'sum(f["baseline"] == "known" for f in d["files"][0]["findings"])')"
expect "release 2 baseline account" "0 $n 0" "$(field "$dir/r2.json" '"%d %d %d" % (d["baseline"]["new"], d["baseline"]["known"], d["baseline"]["absent"])')"
# SARIF folds by cause: the unchanged results hold every finding between them.
expect "release 2 SARIF: every result unchanged" "0" "$(field "$dir/r2.sarif" 'sum(r.get("baselineState") != "unchanged" for r in d["runs"][0]["results"])')"
expect "release 2 SARIF fingerprints (results and run)" "$n" "$(field "$dir/r2.sarif" 'len(set(sum((r["properties"]["fingerprints"] for r in d["runs"][0]["results"]), []) + d["runs"][0].get("properties", {}).get("fingerprints", [])))')"
expect "release 2 text (nothing new)" "" "$(cat "$dir/r2.txt")"

"$kprefix" check --baseline "$dir/r2.json" --output json:"$dir/r3.json" --summary "$rvc" > "$dir/r3.txt"
expect "release 3 exit" 0 $?
expect "release 3 known" "$n" "$(field "$dir/r3.json" 'sum(f["baseline"] == "known" for f in d["files"][0]["findings"])')"
expect "release 3 summary" "kprefix: 1 file, 1 checked, 0 unreadable; 12 functions, 6 traced; 12 errors, 0 warnings, 0 notes; baseline: 0 new, 12 known, 0 gone" "$(tail -n 1 "$dir/r3.txt")"

# The SARIF log of release 2 is a baseline as good as its JSON report.
"$kprefix" check -q --baseline "$dir/r2.sarif" "$rvc" > /dev/null
expect "release 3 against SARIF exit" 0 $?

# A release that fixes some: the untraced functions got the prefix (7 findings
# gone), the ops slots over the hash remain (5 known), nothing is new.
fixed=$fix/riscv64/images/kcfi-callops-rvc-prefixed.elf
"$kprefix" check --baseline "$dir/r3.json" --output json:"$dir/r4.json" --output sarif:"$dir/r4.sarif" -q "$fixed" > /dev/null
expect "release 4 exit" 0 $?
expect "release 4 baseline account" "0 5 7" "$(field "$dir/r4.json" '"%d %d %d" % (d["baseline"]["new"], d["baseline"]["known"], d["baseline"]["absent"])')"
expect "release 4 absent findings" "7" "$(field "$dir/r4.json" 'len(d["baseline"]["absent_findings"])')"
expect "release 4 SARIF absent" 7 "$(field "$dir/r4.sarif" 'sum(r.get("baselineState") == "absent" for r in d["runs"][0]["results"])')"
exit $fail
