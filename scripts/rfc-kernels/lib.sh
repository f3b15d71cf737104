# shellcheck shell=bash
# Sourced by the build-*-kernels.sh scripts: the host paths they use and the debootstrap'ed
# Debian sid chroot they build in.
#
# Host paths, one rule for every build script (each sources this before it uses them):
#   R       (default /work/rfc-kernels) their outputs, $R/out, and the chroot's default place
#   CHROOT  (default $R/chroot) the chroot, C below; debootstrapped by sid_chroot unless it
#           exists. A chroot made elsewhere by its name: CHROOT=/work/sid-chroot (where
#           build-boot-kernels.sh built the kernels of tests/boot/kernels/, once its default).
# shellcheck disable=SC2034  # read by the scripts that source this
R=${R:-/work/rfc-kernels}
# shellcheck disable=SC2034
C=${CHROOT:-$R/chroot}
#
# sid_chroot CHROOT PKG...
#   debootstrap CHROOT (minbase sid) unless it exists, mount its /proc unless mounted (then
#   MOUNTED_PROC=1), and install the packages it lacks (then only: apt-get update first).
#   The mirror: $MIRROR, else what `$SID_APT mirror` prints (SID_APT defaults to
#   /work/shared/sid-apt, which reads this machine's apt configuration), else deb.debian.org.
# shellcheck disable=SC2034  # read by the scripts that source this
MOUNTED_PROC=0
sid_chroot() {
	local c=$1; shift
	local mirror=${MIRROR:-}
	if [ -z "$mirror" ]; then
		mirror=$("${SID_APT:-/work/shared/sid-apt}" mirror 2>/dev/null) || mirror=http://deb.debian.org/debian
	fi
	command -v debootstrap >/dev/null || apt-get install -y debootstrap
	[ -x "$c/usr/bin/apt-get" ] || debootstrap --variant=minbase sid "$c" "$mirror"
	if ! mountpoint -q "$c/proc"; then
		mount -t proc proc "$c/proc"
		MOUNTED_PROC=1
	fi
	# shellcheck disable=SC2016
	if ! chroot "$c" dpkg-query -W "$@" >/dev/null 2>&1 ||
	   chroot "$c" dpkg-query -W -f='${db:Status-Abbrev}\n' "$@" | grep -qv '^ii'; then
		cp /etc/resolv.conf "$c/etc/resolv.conf" 2>/dev/null || true
		# the mirror's sid Release file can be past its Valid-Until date
		echo 'Acquire::Check-Valid-Until "false";' > "$c/etc/apt/apt.conf.d/99novalid"
		chroot "$c" apt-get update
		chroot "$c" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@"
	fi
}

# chroot_helpers CHROOT DIR FILE...
#   install FILE... (the helper kept beside the build scripts: chroot/kbuild.sh) into
#   CHROOT/DIR, a directory inside the chroot made if missing, executable, to be run there.
chroot_helpers() {
	local c=$1 d=$2; shift 2
	mkdir -p "$c$d"
	install -m 755 "$@" "$c$d/"
}

# The packages every kernel build needs (clang 21 and Debian's 7.2 source; dwarves: pahole,
# for CONFIG_DEBUG_INFO_BTF).
# shellcheck disable=SC2034
SID_KERNEL_PKGS="clang-21 lld-21 llvm-21 make bc bison flex libelf-dev libssl-dev python3 xz-utils
	kmod cpio perl linux-source-7.2 gcc libc6-dev patch dwarves"
