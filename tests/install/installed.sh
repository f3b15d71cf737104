#!/bin/sh
# kprefix as installed: `meson install --destdir` or the Debian package.
# Usage: installed.sh ROOT PREFIX SOURCE_ROOT, ROOT the tree installed into
# (/ for the package), PREFIX the installation prefix (/usr, /usr/local).
# Checks that the binary, the man page, the JSON schemas and the bash
# completion are where they belong, then runs the installed binary on
# fixtures (their integration cases, tests/integration/cases/, exact) and the installed
# completion with exact expected words.
set -u
root=${1%/} prefix=$2 src=$(cd "$3" && pwd)
bin=$root$prefix/bin/kprefix
share=$root$prefix/share
status=0
fail() {
	echo "installed.sh: $*"
	status=1
}

[ -x "$bin" ] || { echo "installed.sh: no executable $bin"; exit 1; }
man=$share/man/man1/kprefix.1
if [ -f "$man.gz" ]; then
	gzip -dc "$man.gz" | cmp -s - "$src/man/kprefix.1" || fail "$man.gz is not man/kprefix.1"
elif [ -f "$man" ]; then
	cmp -s "$man" "$src/man/kprefix.1" || fail "$man is not man/kprefix.1"
else
	fail "no man page $man[.gz]"
fi
# Every schema of the source tree: a document kprefix writes has its schema installed.
for f in "$src"/schema/*.schema.json; do
	s=$(basename "$f" .schema.json)
	cmp -s "$share/kprefix/schema/$s.schema.json" "$src/schema/$s.schema.json" ||
		fail "$share/kprefix/schema/$s.schema.json missing or not schema/$s.schema.json"
done
completion=$share/bash-completion/completions/kprefix
# Generated at build time from the sources (completion/gen_completion.py): the same again.
generated=$(mktemp) || exit 99
python3 "$src/completion/gen_completion.py" "$src" "$src/completion/kprefix.in" "$generated" &&
	cmp -s "$completion" "$generated" || fail "$completion missing or not what completion/gen_completion.py generates"
rm -f "$generated"

# The installed binary on fixtures, against the integration expectations.
for name in rfc-m3-bad show-riscv list-checks-json help-command color-check version; do
	python3 "$src/tests/integration/run_case.py" "$bin" "$src" "$name" || fail "installed binary: case $name"
done

# The installed completion: COMP_LINE up to the cursor, the words it must offer.
complete_words() {
	(cd "$src/fixtures" && bash -c '
		. "$1" || exit 1
		COMP_LINE=$2 COMP_POINT=${#2}
		read -r -a COMP_WORDS <<<"$2"
		COMP_WORDS[0]=$3
		COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
		_kprefix kprefix
		echo "${COMPREPLY[*]}"' _ "$completion" "$1" "$bin")
}
expect() {
	got=$(complete_words "$1")
	[ "$got" = "$2" ] || fail "completion of '$1': '$got', expected '$2'"
}
# COMP_WORDS and COMP_CWORD alone, as bash splits at '=': the check ids.
got=$(cd "$src/fixtures" && bash -c '. "$1"; COMP_WORDS=("$2" check "--enable" "=" "hash-m"); COMP_CWORD=4
	_kprefix; echo "${COMPREPLY[*]}"' _ "$completion" "$bin")
[ "$got" = "hash-mismatch hash-missing" ] || fail "completion from COMP_WORDS: '$got'"
expect "kprefix " "check show list-checks attach explain diff help"
expect "kprefix l" "list-checks"
expect "kprefix --" "--help --version --color --color="
expect "kprefix help s" "show"
expect "kprefix show --" "--format= --config= --prefix-nops= --cfi --no-cfi --bti --no-bti --function-alignment= --islands= --debug-dir= --help --pretty --color --color="
expect "kprefix check --format=" "text json sarif github gitlab markdown kcidb"
expect "kprefix diff --format " "text json sarif"
expect "kprefix check --color=a" "auto always"
expect "kprefix check --enable=" "$("$bin" list-checks | awk '{ printf "%s%s", sep, $1; sep = " " }')"
expect "kprefix check --enable=hash-" "hash-offset hash-mismatch hash-missing hash-scheme"
expect "kprefix check --disable=island,record" "island,records-zeroed island,record-target island,record-orphan"
expect "kprefix check --output=s" "sarif:"
expect "kprefix check --output=" "text: json: sarif: github: gitlab: markdown: kcidb:"
expect "kprefix check --kcidb-o" "--kcidb-origin="
expect "kprefix check --source-root=modules/tree-m" "modules/tree-m2 modules/tree-m3"
expect "kprefix check --output=json:images/rfc-m3-good" "images/rfc-m3-good-relr.elf images/rfc-m3-good.elf"
expect "kprefix check --modules modules/tree-m" "modules/tree-m2 modules/tree-m3"
expect "kprefix check riscv64/images/kcfi-n" "riscv64/images/kcfi-norvc.elf"
expect "kprefix list-checks --" "--format= --help --json --color --color="
# Installed in /: bash-completion itself loads it on demand, by the command's name.
if [ -z "$root" ] && [ -f /usr/share/bash-completion/bash_completion ]; then
	got=$(bash -c '. /usr/share/bash-completion/bash_completion; __load_completion kprefix; complete -p kprefix' 2>&1)
	[ "$got" = "complete -F _kprefix kprefix" ] || fail "bash-completion does not load it: '$got'"
fi
[ $status = 0 ] && echo "installed.sh: $bin, its man page, schemas and completion as expected"
exit $status
