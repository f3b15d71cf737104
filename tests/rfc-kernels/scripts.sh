#!/bin/sh
# The rfc-kernels build scripts without building a kernel (they need root, a sid chroot and
# hours): each parses (sh -n or bash -n by its #!), shellcheck finds nothing at warning level
# or above (when installed), every file they take from beside them ("$HERE"/..., and the
# patches build-boot-kernels.sh applies by name) exists, and no analyser or patch is written
# from a heredoc (they are files: analyse/*.py, patches/*.patch).
# usage: scripts.sh SOURCE_ROOT
set -u
cd "$1" || exit 2
D=scripts/rfc-kernels
fail=0
bad() { echo "FAIL $*"; fail=1; }
for f in "$D"/*.sh "$D"/boot/*.sh; do
	case $(head -1 "$f") in
	*bash*) sh="bash" ;;
	'#!/bin/sh'*) sh="sh" ;;
	*) sh="bash" ;;   # lib.sh: sourced by the bash scripts
	esac
	$sh -n "$f" || bad "$f: $sh -n"
	# HERE is the script's directory; lib.sh's and boot/'s are scripts/rfc-kernels too
	for p in $(grep -ohE '"?\$HERE"?/[A-Za-z0-9_./*-]+' "$f" | sed 's/"//g; s|^\$HERE/||'); do
		# shellcheck disable=SC2086  # a glob such as patches/*.patch must match
		set -- "$D"/$p
		[ -e "$1" ] || bad "$f: \$HERE/$p does not exist"
	done
	if grep -nE '(cat|tee) +>+ *[^ ]*\.(py|patch)["]? *<<' "$f"; then
		bad "$f: writes an analyser or patch from a heredoc"
	fi
done
for p in $(sed -n 's/.*patch_state "\$[A-Z]*" \([a-z0-9-]*\) .*/\1/p' "$D"/build-boot-kernels.sh | sort -u); do
	[ -f "$D/patches/$p.patch" ] || bad "build-boot-kernels.sh applies $p: no patches/$p.patch"
done
if command -v shellcheck >/dev/null; then
	shellcheck -x -S warning "$D"/*.sh "$D"/boot/*.sh || bad "shellcheck"
else
	echo "shellcheck not installed: not run"
fi
[ $fail = 0 ] && echo "rfc-kernels scripts: parse, paths, no heredoc analysers or patches: ok"
exit $fail
