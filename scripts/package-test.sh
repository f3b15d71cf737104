#!/bin/sh
# The Debian package, as a distro would build it and a user install it:
# builds the .deb (scripts/build-deb.sh) with DEB_BUILD_OPTIONS=nocheck, since
# scripts/test.sh has just run the whole suite on this tree three times
# (`dpkg-buildpackage -us -uc -b` without nocheck runs it once more inside the
# build); lintian on the result, failing on any error; then installs the .deb
# with apt and runs tests/install/installed.sh on the installed files
# (binary on fixtures, man page, schemas, completion). A kprefix package that
# was not installed before is removed again. Usage: package-test.sh [OUTDIR]
set -eu
cd "$(dirname "$0")/.."
out=${1:-build-ci-deb}
sudo=
[ "$(id -u)" = 0 ] || sudo=sudo
rm -rf "$out"
mkdir -p "$out"
out=$(cd "$out" && pwd)
DEB_BUILD_OPTIONS="nocheck${DEB_BUILD_OPTIONS:+ $DEB_BUILD_OPTIONS}" sh scripts/build-deb.sh "$out"
version=$(dpkg-parsechangelog -S Version)
deb=$(ls "$out"/kprefix_"$version"_*.deb)
changes=$(ls "$out"/kprefix_"$version"_*.changes)
# lintian exits non-zero on errors; warnings and below are printed for review.
lintian_root=
[ "$(id -u)" = 0 ] && lintian_root=--allow-root
lintian $lintian_root --info --display-info "$changes"
echo "package-test.sh: lintian found no error in $changes"

was_installed=$(dpkg-query -W -f='${Status}' kprefix 2>/dev/null | grep -c 'ok installed' || true)
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "$deb"
status=0
sh tests/install/installed.sh / /usr . || status=1
[ "$was_installed" = 1 ] || $sudo dpkg -r kprefix >/dev/null
exit $status
