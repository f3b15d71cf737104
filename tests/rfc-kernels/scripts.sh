#!/bin/sh
# The rfc-kernels build scripts without building a kernel (they need root, a sid chroot and
# hours): each parses (sh -n or bash -n by its #!), shellcheck finds nothing at warning level
# or above (when installed), every file they take from beside them ("$HERE"/..., and the
# patches build-boot-kernels.sh applies by name) exists, and no analyser, patch or chroot
# helper is written from a heredoc (they are files: analyse/*.py, patches/*.patch, and the
# helpers run inside the chroot, rfc/*.sh, riscv/*.sh, boot/*.sh, checked here like the rest),
# and the host scripts take their host paths by lib.sh's one rule.
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
cp "$HERE"/boot/mkconfig-boot.sh "$C/build/"
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
if command -v shellcheck >/dev/null; then
	shellcheck -x -S warning "$D"/*.sh "$D"/*/*.sh || bad "shellcheck"
else
	echo "shellcheck not installed: not run"
fi
[ $fail = 0 ] && echo "rfc-kernels scripts: parse, paths, no heredoc scripts or patches, one host-path rule: ok"
exit $fail
