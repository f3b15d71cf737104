#!/bin/sh
# Names and option values that try to drive a terminal or a CI log (issue 25,
# injection), checked byte for byte. The inputs are real fixtures under hostile
# names: m2_dkms_m3.ko copied to file names that are GitHub workflow commands
# or hold C1 controls, and odd-names.elf with three symbols renamed by
# llvm-objcopy --redefine-sym (the renames are the only change). Every output
# must show C0 and C1 controls and invalid bytes as \xNN (JSON: \u00XX and
# "\\xNN"), the '[' of "##[" as \x5b (JSON: \u005b), a name's leading "::" as
# \x3a: (after white space the runner trims), and GitHub's report must hold no
# command but its own. Usage: injection.sh KPREFIX SOURCE_ROOT
set -u
kprefix=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") fix=$(cd "$2/fixtures" && pwd)
# Without llvm-objcopy (a package build) the symbol cases are skipped, the rest run.
objcopy=$(command -v llvm-objcopy-19 || command -v llvm-objcopy || true)
fail=0
tmp=$(mktemp -d) && [ -d "$tmp" ] || exit 99
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 99
SP=$(printf '\343\200\200')                    # U+3000 IDEOGRAPHIC SPACE: the runner trims it
C1=$(printf 'c1\302\2332J\302\2350;t\302\234') # U+009B CSI "2J", U+009D OSC "0;t", U+009C ST

# expect NAME WANT_RC -- ARGS...: standard output and error together exactly
# the text on standard input (@SP@ read as U+3000), and the exit status.
expect() {
	name=$1 want_rc=$2; shift 3
	sed "s/@SP@/$SP/g" >want
	"$kprefix" "$@" >got 2>&1 </dev/null
	compare "$name" "$want_rc" $?
}
compare() { # NAME WANT_RC GOT_RC: want and got
	if [ "$3" != "$2" ] || ! cmp -s want got; then
		echo "FAIL $1: exit status $3 (expected $2); diff expected got:"
		diff want got | cat -v
		fail=1
	else
		echo "ok $1"
	fi
}

# ---- module file names ----
mkdir -p tree/kernel
m=$fix/modules/tree-m2/updates/dkms/m2_dkms_m3.ko
cp "$fix/images/callops-m2-clang.elf" vmlinux
cp "$m" "tree/::error title=x::y.ko"
cp "$m" "tree/$SP::warning::ws.ko"
cp "$m" "tree/kernel/$C1.ko"
cp "$m" "tree/kernel/cmd##[error]z.ko"
# Not a module (hand-made text): its name reaches standard error and the notifications.
printf 'not a module\n' >"tree/kernel/$(printf 'bad\377##[error]\302\233.ko')"

expect tree-text 3 -- check vmlinux --modules tree <<'EOF'
kprefix: tree/kernel/bad\xff##\x5berror]\xc2\x9b.ko: not an ELF file
4 modules (\x3a:error title=x::y.ko, kernel/c1\xc2\x9b2J\xc2\x9d0;t\xc2\x9c.ko, kernel/cmd##\x5berror]z.ko, @SP@\x3a:warning::ws.ko): error: module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no [module-layout]
modules under tree: 5 files, 4 checked, 1 unreadable, 4 with errors, 0 with warnings; 24 functions, 24 traced, 24 records
kprefix: 6 files, 5 checked, 1 unreadable; 36 functions, 30 traced; 4 errors, 0 warnings, 0 notes
EOF

# -v: each module's finding on a line that starts with its name.
sed "s/@SP@/$SP/g" >want <<'EOF'
\x3a:error title=x::y.ko: error: module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no [module-layout]
kernel/c1\xc2\x9b2J\xc2\x9d0;t\xc2\x9c.ko: error: module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no [module-layout]
kernel/cmd##\x5berror]z.ko: error: module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no [module-layout]
@SP@\x3a:warning::ws.ko: error: module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no [module-layout]
EOF
"$kprefix" check -v vmlinux --modules tree >out 2>&1
rc=$?
grep 'module-layout]$' out >got
compare tree-text-verbose 3 $rc

# GitHub: group lines start with the module names; the runner would trim the
# spaces (U+3000 too) and take "::error title=x::y.ko" as a command.
expect tree-github 3 -- check --format=github vmlinux --modules tree <<'EOF'
kprefix: tree/kernel/bad\xff##\x5berror]\xc2\x9b.ko: not an ELF file
::error file=tree/kernel/bad\xff##\x5berror]\xc2\x9b.ko::not an ELF file
::error file=tree/%3A%3Aerror title=x%3A%3Ay.ko,title=module-layout::4 images: 4 findings (::error title=x::y.ko, kernel/c1\xc2\x9b2J\xc2\x9d0;t\xc2\x9c.ko, kernel/cmd##\x5berror]z.ko, @SP@::warning::ws.ko): module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no
::group::error [module-layout] 4 images: 4 findings (::error title=x::y.ko, kernel/c1\xc2\x9b2J\xc2\x9d0;t\xc2\x9c.ko, kernel/cmd##\x5berror]z.ko, @SP@::warning::ws.ko)
  module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no
  \x3a:error title=x::y.ko
  kernel/c1\xc2\x9b2J\xc2\x9d0;t\xc2\x9c.ko
  kernel/cmd##\x5berror]z.ko
  @SP@\x3a:warning::ws.ko
::endgroup::
kprefix: 4 errors, 0 warnings, 0 notes in 6 files, folded into 1 cause
EOF

expect tree-markdown 3 -- check --format=markdown vmlinux --modules tree <<'EOF'
kprefix: tree/kernel/bad\xff##\x5berror]\xc2\x9b.ko: not an ELF file
### kprefix: 4 errors, 0 warnings, 0 notes in 6 files, folded into 1 cause

Exit status 3 (findings, and an input could not be read, or a report written).

| Severity | Check | Where | Functions | Finding |
| --- | --- | --- | --- | --- |
| error | `module-layout` | 4 images | 4: ::error title=x::y.ko, kernel/c1\xc2\x9b2J\xc2\x9d0;t\xc2\x9c.ko, kernel/cmd##\[error\]z.ko, @SP@::warning::ws.ko | module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no |

- error: tree/kernel/bad\xff##\[error\]\xc2\x9b.ko: not an ELF file
EOF

# JSON: the same strings, C1 and "##[" as \u escapes.
"$kprefix" check --format=json vmlinux --modules tree 2>/dev/null | grep -o '"name":"[^"]*"' >got
sed "s/@SP@/$SP/g" >want <<'EOF'
"name":"kprefix"
"name":"vmlinux"
"name":"::error title=x::y.ko"
"name":"kernel/c1\u009b2J\u009d0;t\u009c.ko"
"name":"kernel/cmd##\u005berror]z.ko"
"name":"@SP@::warning::ws.ko"
EOF
compare tree-json 0 0

# diff of two trees: the modules only in the new one, and their findings, by name.
mkdir -p old/kernel
cp "$m" old/kernel/plain.ko
sed "s/@SP@/$SP/g" >want <<'EOF'
kprefix: tree/kernel/bad\xff##\x5berror]\xc2\x9b.ko: not an ELF file
  added (4): \x3a:error title=x::y.ko, kernel/c1\xc2\x9b2J\xc2\x9d0;t\xc2\x9c.ko, kernel/cmd##\x5berror]z.ko, @SP@\x3a:warning::ws.ko
  \x3a:error title=x::y.ko: error: module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no [module-layout]
  kernel/c1\xc2\x9b2J\xc2\x9d0;t\xc2\x9c.ko: error: module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no [module-layout]
  kernel/cmd##\x5berror]z.ko: error: module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no [module-layout]
  @SP@\x3a:warning::ws.ko: error: module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no [module-layout]
EOF
"$kprefix" diff --old-modules old --new-modules tree vmlinux vmlinux >out 2>&1
rc=$?
grep -e '^kprefix: ' -e 'added (' -e 'module-layout]$' out >got
compare tree-diff 3 $rc

# ---- bidi controls and invisible characters: a name that reads as another ----
# U+202E RLO ("rlo\u202eoko.ko" shows as "rlook.oko"), U+2066/U+2069 isolates,
# U+061C ALM, U+200E LRM, U+200B zero width space: each byte \xNN (JSON: \uXXXX).
mkdir bidi
cp "$m" "bidi/$(printf 'rlo\342\200\256oko.ko')"
cp "$m" "bidi/$(printf 'iso\342\201\246x\342\201\251\330\234.ko')"
printf 'not a module\n' >"bidi/$(printf 'lrm\342\200\216zw\342\200\213.ko')"
expect bidi-text 3 -- check vmlinux --modules bidi <<'EOF'
kprefix: bidi/lrm\xe2\x80\x8ezw\xe2\x80\x8b.ko: not an ELF file
2 modules (iso\xe2\x81\xa6x\xe2\x81\xa9\xd8\x9c.ko, rlo\xe2\x80\xaeoko.ko): error: module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no [module-layout]
modules under bidi: 3 files, 2 checked, 1 unreadable, 2 with errors, 0 with warnings; 12 functions, 12 traced, 12 records
kprefix: 4 files, 3 checked, 1 unreadable; 24 functions, 18 traced; 2 errors, 0 warnings, 0 notes
EOF
expect bidi-github 3 -- check --format=github vmlinux --modules bidi <<'EOF'
kprefix: bidi/lrm\xe2\x80\x8ezw\xe2\x80\x8b.ko: not an ELF file
::error file=bidi/lrm\xe2\x80\x8ezw\xe2\x80\x8b.ko::not an ELF file
::error file=bidi/iso\xe2\x81\xa6x\xe2\x81\xa9\xd8\x9c.ko,title=module-layout::2 images: 2 findings (iso\xe2\x81\xa6x\xe2\x81\xa9\xd8\x9c.ko, rlo\xe2\x80\xaeoko.ko): module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no
::group::error [module-layout] 2 images: 2 findings (iso\xe2\x81\xa6x\xe2\x81\xa9\xd8\x9c.ko, rlo\xe2\x80\xaeoko.ko)
  module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no
  iso\xe2\x81\xa6x\xe2\x81\xa9\xd8\x9c.ko
  rlo\xe2\x80\xaeoko.ko
::endgroup::
kprefix: 2 errors, 0 warnings, 0 notes in 4 files, folded into 1 cause
EOF
"$kprefix" check --format=markdown vmlinux --modules bidi 2>/dev/null | grep -e '^| error' -e '^- error' >got
cat >want <<'EOF'
| error | `module-layout` | 2 images | 2: iso\xe2\x81\xa6x\xe2\x81\xa9\xd8\x9c.ko, rlo\xe2\x80\xaeoko.ko | module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); vmlinux is M=2, kCFI off, bti c no |
- error: bidi/lrm\xe2\x80\x8ezw\xe2\x80\x8b.ko: not an ELF file
EOF
compare bidi-markdown 0 0
"$kprefix" check --format=json vmlinux --modules bidi 2>/dev/null | grep -o '"name":"[^"]*"' | sed -n '3,$p' >got
cat >want <<'EOF'
"name":"iso\u2066x\u2069\u061c.ko"
"name":"rlo\u202eoko.ko"
EOF
compare bidi-json 0 0

# ---- symbol names: three renamed in a real image ----
symbols() {
cp "$fix/cases/odd-names.elf" orig.elf
cp orig.elf odd.elf
"$objcopy" --redefine-sym "$(printf 'caf\303\251_fn')=${C1}_fn" \
	--redefine-sym "$(printf 'esc\033[31m_fn')=cmd##[error]z_fn" \
	--redefine-sym "$(printf 'bad\377_fn')=::notice::s_fn" odd.elf || exit 99

expect symbols-text 1 -- check odd.elf <<'EOF'
odd.elf: 4 functions (c1\xc2\x9b2J\xc2\x9d0;t\xc2\x9c_fn, cmd##\x5berror]z_fn, \x3a:notice::s_fn, nl\x0afn): error: 1 prefix NOP (record at -0x4), layout has 2 [prefix-nops]
  help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain prefix-nops' says why and how
layout of odd.elf:
  prefix NOPs  2    (image: 6 of 10 owned records at func-8)
  kCFI         off  (image: no kCFI check sequence in executable sections)
  bti c        no   (image: 0 of 8 compiled functions a pointer may reach start with bti c (0 of 11 in all))
  alignment    4    (image: 10 of 10 prefix starts are 4-byte aligned)
  ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
  patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
  attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
functions      total    hashed  prefixed
traced            10         0         6
untraced           1         0         0
records: 10 (RELA addends): 10 owned, 0 dropped (0 zero, 0 outside text)
odd.elf: 1 cause:
  1. 4 functions: 1 prefix NOP (record at -0x4), layout has 2 [prefix-nops]
     fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain prefix-nops' says why and how
EOF
expect symbols-github 1 -- check --format=github odd.elf <<'EOF'
::error file=odd.elf,title=prefix-nops::odd.elf: 4 functions (::notice::s_fn, c1\xc2\x9b2J\xc2\x9d0;t\xc2\x9c_fn, cmd##\x5berror]z_fn, nl\x0afn): 1 prefix NOP (record at -0x4), layout has 2
::group::error [prefix-nops] odd.elf: 4 functions (::notice::s_fn, c1\xc2\x9b2J\xc2\x9d0;t\xc2\x9c_fn, cmd##\x5berror]z_fn, nl\x0afn)
  1 prefix NOP (record at -0x4), layout has 2
  odd.elf: ::notice::s_fn+0x0 (0xffff800080000178)
  odd.elf: c1\xc2\x9b2J\xc2\x9d0;t\xc2\x9c_fn+0x0 (0xffff800080000148)
  odd.elf: cmd##\x5berror]z_fn+0x0 (0xffff800080000160)
  odd.elf: nl\x0afn+0x0 (0xffff800080000190)
::endgroup::
kprefix: 4 errors, 0 warnings, 0 notes in 1 file, folded into 1 cause
EOF
"$kprefix" check --format=json odd.elf 2>&1 | grep -o '"function":"[^"]*"' >got
cat >want <<'EOF'
"function":"c1\u009b2J\u009d0;t\u009c_fn"
"function":"cmd##\u005berror]z_fn"
"function":"::notice::s_fn"
"function":"nl\nfn"
EOF
compare symbols-json 0 0
cat >want <<'EOF'
findings: 3 new, 3 fixed, 1 unchanged
new:
  odd.elf: c1\xc2\x9b2J\xc2\x9d0;t\xc2\x9c_fn+0x0: error: 1 prefix NOP (record at -0x4), layout has 2 [prefix-nops]
  odd.elf: cmd##\x5berror]z_fn+0x0: error: 1 prefix NOP (record at -0x4), layout has 2 [prefix-nops]
  odd.elf: \x3a:notice::s_fn+0x0: error: 1 prefix NOP (record at -0x4), layout has 2 [prefix-nops]
fixed:
  orig.elf: café_fn+0x0: error: 1 prefix NOP (record at -0x4), layout has 2 [prefix-nops]
  orig.elf: esc\x1b[31m_fn+0x0: error: 1 prefix NOP (record at -0x4), layout has 2 [prefix-nops]
  orig.elf: bad\xff_fn+0x0: error: 1 prefix NOP (record at -0x4), layout has 2 [prefix-nops]
EOF
"$kprefix" diff orig.elf odd.elf >out 2>&1
rc=$?
sed -n '/^findings:/,$p' out >got
compare symbols-diff 1 $rc
# show starts its lines with the function's name.
"$kprefix" show odd.elf "${C1}_fn" "cmd##[error]z_fn" "::notice::s_fn" >out 2>&1
rc=$?
grep ' in odd.elf: ' out >got
cat >want <<'EOF'
c1\xc2\x9b2J\xc2\x9d0;t\xc2\x9c_fn (0xffff800080000148, 12 bytes) in odd.elf: traced, 1 prefix NOP (+1 padding), layout has 2, no kCFI hash
cmd##\x5berror]z_fn (0xffff800080000160, 12 bytes) in odd.elf: traced, 1 prefix NOP (+2 padding), layout has 2, no kCFI hash
\x3a:notice::s_fn (0xffff800080000178, 12 bytes) in odd.elf: traced, 1 prefix NOP (+2 padding), layout has 2, no kCFI hash
EOF
compare symbols-show 0 $rc
}
if [ -n "$objcopy" ]; then
	symbols
else
	echo "skip symbols-*: no llvm-objcopy"
fi

# ---- option values echoed in errors: each one line, exit 2 ----
V=$(printf 'v\302\2332J\033[0m##[error]z')
W='v\xc2\x9b2J\x1b[0m##\x5berror]z'
expect option-enable 2 -- check "--enable=$V" vmlinux <<EOF
kprefix: check: --enable: '$W' is not a check id (see 'kprefix list-checks')
EOF
expect option-disable 2 -- check "--disable=$V" vmlinux <<EOF
kprefix: check: --disable: '$W' is not a check id (see 'kprefix list-checks')
EOF
expect option-format 2 -- check "--format=$V" vmlinux <<EOF
kprefix: check: --format is text, json, sarif, github, gitlab, markdown or kcidb, not '$W'
EOF
expect option-diff-format 2 -- diff "--format=$V" vmlinux vmlinux <<EOF
kprefix: diff: --format is text, json or sarif, not '$W'
EOF
expect option-show-format 2 -- show "--format=$V" vmlinux f <<EOF
kprefix: show: --format is text or json, not '$W'
EOF
expect option-output 2 -- check "--output=$V" vmlinux <<EOF
kprefix: --output needs FORMAT:PATH (text, json, sarif, github, gitlab, markdown or kcidb; - for standard output), not '$W'
EOF
expect option-prefix-nops 2 -- check "--prefix-nops=$V" vmlinux <<EOF
kprefix: check: --prefix-nops needs a number from 0 to 16, not '$W'
EOF
expect option-jobs 2 -- check "-j$V" vmlinux <<EOF
kprefix: check: -j needs a number of threads from 1 to 1024, not '$W'
EOF
expect option-function-alignment 2 -- check "--function-alignment=$V" vmlinux <<EOF
kprefix: check: --function-alignment needs a power of two from 4 to 4096, not '$W'
EOF
expect option-unknown 2 -- check "--$V" vmlinux <<EOF
kprefix: check: unknown option '--$W'
Run 'kprefix check --help' for the options.
EOF
expect option-source-root 2 -- check "--source-root=$V" vmlinux <<EOF
kprefix: --source-root: '$W' is no directory
EOF
expect option-baseline 2 -- check "--baseline=$V" vmlinux <<EOF
kprefix: $W: cannot be a baseline: No such file or directory
EOF
expect list-checks-argument 2 -- list-checks "$V" <<EOF
kprefix: list-checks: unknown argument '$W'
EOF
expect command 2 -- "$V" <<EOF
kprefix: '$W' is not a command; see 'kprefix --help'
EOF
expect color 2 -- "--color=$V" check vmlinux <<EOF
kprefix: --color: '$W' is not auto, always or never
EOF
expect show-function 1 -- show vmlinux "$V" <<EOF
kprefix: vmlinux: no function '$W'
EOF
# An island prefix (--islands) is shown as names are: odd-names.elf's
# "esc\033[31m_fn" in the island "esc\033[" (a prefix with U+202E matches none).
cp "$fix/cases/odd-names.elf" odd-island.elf
"$kprefix" show --islands="$(printf 'esc\033[,\342\200\256x,caf')" odd-island.elf \
	"$(printf 'esc\033[31m_fn')" "$(printf 'caf\303\251_fn')" >out 2>&1
rc=$?
grep ' in odd-island.elf: ' out >got
cat >want <<'EOF'
esc\x1b[31m_fn (0xffff800080000160, 12 bytes) in odd-island.elf: traced, 1 prefix NOP (+2 padding), layout has 2, no kCFI hash, island esc\x1b[
café_fn (0xffff800080000148, 12 bytes) in odd-island.elf: traced, 1 prefix NOP (+1 padding), layout has 2, no kCFI hash, island caf
EOF
compare show-island 0 $rc
exit $fail
