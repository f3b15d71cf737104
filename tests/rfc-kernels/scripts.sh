#!/bin/sh
# The rfc-kernels build scripts without building a kernel (they need root, a sid chroot and
# hours): each parses (sh -n or bash -n by its #!), shellcheck finds nothing at warning level
# or above (when installed), every file they take from beside them ("$HERE"/..., and the
# patches build-boot-kernels.sh applies by name) exists, and no analyser, patch or chroot
# helper is written from a heredoc (they are files: analyse/*.py, patches/*.patch, and the
# helper run inside the chroot, chroot/kbuild.sh, checked here like the rest), the host
# scripts take their host paths by lib.sh's one rule, and kbuild.sh runs, dry, the commands
# kbuild.expected lists.
# usage: scripts.sh SOURCE_ROOT
set -u
cd "$1" || exit 2
D=scripts/rfc-kernels
fail=0
bad() { echo "FAIL $*"; fail=1; }
# heredoc_writes FILE: print (grep -n) its lines with a heredoc (<<, <<-; not <<<) whose
# output goes to a .sh, .py or .patch file, by > or >> (before or after the <<) or tee
heredoc_writes() {
	grep -nE '(^|[^<])<<-?[[:space:]]*["'"'"'\\]?[A-Za-z_]' "$1" |
		grep -E '(>>?|tee([[:space:]]+-[a-z]+)*)[[:space:]]*[^[:space:]<>|;&]*\.(sh|py|patch)["'"'"']?([[:space:];|&)]|$)'
}
# the check itself, on lines it must and must not flag
t=$(mktemp) || exit 2
trap 'rm -f "$t"' EXIT
cat > "$t" <<'LINES'
cat > "$C/build/mkconfig.sh" <<'EOF'
cat > "$C$H/dobuild.sh" <<EOF2
cat <<EOF >"$C/build/x.sh"
tee -a "$C/x.py" <<-EOF >/dev/null
cat >> x.patch << "EOF"
cat > "$OUT/summary.txt" <<EOF
chroot "$C" sh -c "cd $t && patch -p1 -s < $p"
cp "$HERE"/chroot/kbuild.sh "$C/build/"
grep -q x <<< "$y" > "$z.sh"
grep -q x <<<"yes" > z.sh
LINES
got=$(heredoc_writes "$t" | cut -d: -f1 | tr '\n' ' ')
[ "$got" = "1 2 3 4 5 " ] || bad "heredoc check flags lines '$got' of its test, not '1 2 3 4 5 '"
for f in "$D"/*.sh "$D"/*/*.sh; do
	case $(head -1 "$f") in
	*bash*) sh="bash" ;;
	'#!/bin/sh'*) sh="sh" ;;
	*) sh="bash" ;;   # lib.sh: sourced by the bash scripts
	esac
	$sh -n "$f" || bad "$f: $sh -n"
	# HERE is the build scripts' directory, scripts/rfc-kernels (lib.sh is sourced by them)
	for p in $(grep -ohE '"?\$HERE"?/[A-Za-z0-9_./*-]+' "$f" | sed 's/"//g; s|^\$HERE/||'); do
		# shellcheck disable=SC2086  # a glob such as patches/*.patch must match
		set -- "$D"/$p
		[ -e "$1" ] || bad "$f: \$HERE/$p does not exist"
	done
	if heredoc_writes "$f"; then
		bad "$f: writes a script or patch from a heredoc (make it a file beside it)"
	fi
done
# host paths: one rule, lib.sh's (R, CHROOT defaulting to $R/chroot), in every host script
for f in "$D"/*.sh; do
	[ "$f" = "$D/lib.sh" ] && continue
	grep -q '^\. "\$HERE/lib.sh"' "$f" || bad "$f: does not source lib.sh"
	if grep -nE '^[[:space:]]*(R|C)=|CHROOT:-' "$f"; then
		bad "$f: sets its own R or chroot default (lib.sh has the rule)"
	fi
done
if grep -nE '^[^#]*/work/sid-chroot' "$D"/*.sh "$D"/*/*.sh; then
	bad "a host chroot path in code: CHROOT=... is the parameter"
fi
for p in $(sed -n 's/.*patch_state "\$[A-Z]*" \([a-z0-9-]*\) .*/\1/p' "$D"/build-boot-kernels.sh | sort -u); do
	[ -f "$D/patches/$p.patch" ] || bad "build-boot-kernels.sh applies $p: no patches/$p.patch"
done
# chroot/kbuild.sh, dry: under a make and a scripts/config that only log how they are called
# (and an olddefconfig that writes what the checks look for) and a nice that logs its -n, each way the build scripts call
# it runs the commands tests/rfc-kernels/kbuild.expected lists: those of the three copies it
# replaced (rfc/, riscv/, boot/), so that a kernel rebuilt with it gets the same config.
dry=$(mktemp -d) || exit 2
trap 'rm -f "$t"; rm -rf "$dry"' EXIT
mkdir -p "$dry/bin" "$dry/tree/scripts"
printf '%s\n' '#!/bin/sh' 'echo "nice <$1> <$2>" >> "$DRYLOG"; shift 2; exec "$@"' > "$dry/bin/nice"
printf '%s\n' '#!/bin/sh' 'echo "make$(printf " <%s>" "$@")" >> "$DRYLOG"' \
	'for a; do case $a in O=*) o=${a#O=} ;; esac; done' \
	'case " $* " in *" olddefconfig "*) printf "CONFIG_%s\n" CFI=y DYNAMIC_FTRACE_WITH_CALL_OPS=y \' \
	'    ARM64_FUNCTION_PREFIX_NOPS=3 IKCONFIG=y FUNCTION_TRACER=y MODULES=y RELOCATABLE=y 64BIT=y \' \
	'    MMU=y RISCV_ISA_C=y FTRACE=y DYNAMIC_FTRACE=y RISCV_CFI_PERMITS_CALL_OPS=y > "$o/.config" ;; esac' \
	> "$dry/bin/make"
printf '%s\n' '#!/bin/sh' 'echo "scripts/config$(printf " <%s>" "$@")" >> "$DRYLOG"' > "$dry/tree/scripts/config"
chmod +x "$dry/bin/nice" "$dry/bin/make" "$dry/tree/scripts/config"
kb="$PWD/$D/chroot/kbuild.sh"
kbdry() { # NAME ENV... -- ARGS...: kbuild.sh ARGS in the tree with ENV, logged under NAME
	echo "== $1" >> "$dry/log"; shift
	e=; while [ "$1" != -- ]; do e="$e $1"; shift; done; shift
	rm -rf "$dry/O"; mkdir "$dry/O"
	# shellcheck disable=SC2086  # ENV words
	(cd "$dry/tree" && env -u ARCH -u LLVM -u JOBS -u TARGET -u NICE -u CALLOPS PATH="$dry/bin:$PATH" DRYLOG="$dry/log" $e "$kb" "$@") >> "$dry/log" 2>&1 ||
		echo "exit $?" >> "$dry/log"
}
rfc="ARCH=arm64 LLVM=-21 JOBS=2 TARGET=vmlinux NICE=0"
kbdry "rfc config" $rfc -- config rfc "$dry/O"
kbdry "rfc build" $rfc -- build "$dry/O" CFI_PREFIX_CFLAGS=
kbdry "riscv config, CALL_OPS" ARCH=riscv LLVM=-21 CALLOPS=y -- config riscv "$dry/O"
kbdry "riscv config, no CALL_OPS (the log has it on)" ARCH=riscv LLVM=-21 CALLOPS=n -- config riscv "$dry/O"
kbdry "riscv build" ARCH=riscv LLVM=-21 JOBS=3 TARGET=vmlinux NICE=10 -- build "$dry/O" CFI_PREFIX_CFLAGS=
kbdry "boot config, arm64" -- config boot "$dry/O" -e BPF_SYSCALL -m SAMPLE_KCFI
kbdry "boot config, riscv, clang 22" ARCH=riscv LLVM=-22 -- config boot "$dry/O" -e DYNAMIC_FTRACE_WITH_CALL_OPS
kbdry "boot build" JOBS=3 LLVM=-22 -- build "$dry/O" "CC_FLAGS_CFI=-fsanitize=kcfi -Xclang -fsanitize-kcfi-hash=FNV-1a"
kbdry "boot build, riscv" ARCH=riscv -- build "$dry/O"
kbdry "no such set" -- config bti "$dry/O"
sed "s|$dry|DRY|g; s/seconds=[0-9]*/seconds=S/" "$dry/log" > "$dry/got"
diff -u tests/rfc-kernels/kbuild.expected "$dry/got" || bad "chroot/kbuild.sh: not the commands of tests/rfc-kernels/kbuild.expected"
if command -v shellcheck >/dev/null; then
	shellcheck -x -S warning "$D"/*.sh "$D"/*/*.sh || bad "shellcheck"
else
	echo "shellcheck not installed: not run"
fi
[ $fail = 0 ] && echo "rfc-kernels scripts: parse, paths, no heredoc scripts or patches, one host-path rule, kbuild.sh dry: ok"
exit $fail
