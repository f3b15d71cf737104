#!/usr/bin/env python3
"""Write the boot harness's initramfs: a newc cpio (uncompressed, which every kernel unpacks
without RD_* options) holding a static busybox at /bin/busybox, tests/boot/init.sh at /init
and the given modules under /modules (.ko, .ko.xz decompressed). Deterministic: fixed mtimes,
owners and inode numbers, so the same inputs give the same bytes.

usage: mkinitramfs.py OUT.cpio BUSYBOX[.xz] INIT [MODULE.ko ...]
"""
import lzma
import os
import sys


def read_maybe_xz(path):
    with open(path, 'rb') as f:
        data = f.read()
    return lzma.decompress(data) if path.endswith('.xz') else data


class Cpio:
    def __init__(self):
        self.out = bytearray()
        self.ino = 1

    def add(self, name, mode, data=b'', rdev=(0, 0)):
        name_b = name.encode() + b'\0'
        hdr = '070701' + ''.join('%08X' % v for v in (
            self.ino, mode, 0, 0, 1, 0, len(data), 0, 0, rdev[0], rdev[1], len(name_b), 0))
        self.ino += 1
        self.out += hdr.encode() + name_b
        self.out += b'\0' * (-len(self.out) % 4)
        self.out += data
        self.out += b'\0' * (-len(self.out) % 4)

    def finish(self):
        self.add('TRAILER!!!', 0)
        self.out += b'\0' * (-len(self.out) % 512)
        return bytes(self.out)


def main(argv):
    if len(argv) < 4:
        sys.stderr.write(__doc__)
        return 2
    out, busybox, init = argv[1:4]
    c = Cpio()
    for d in ('bin', 'sbin', 'usr', 'usr/bin', 'usr/sbin', 'proc', 'sys', 'dev', 'tmp', 'modules'):
        c.add(d, 0o40755)
    c.add('dev/console', 0o20600, rdev=(5, 1))   # the kernel opens it for init's stdio
    c.add('bin/busybox', 0o100755, read_maybe_xz(busybox))
    c.add('bin/sh', 0o120777, b'busybox')
    c.add('init', 0o100755, read_maybe_xz(init))
    for i, m in enumerate(argv[4:]):
        base = os.path.basename(m)
        if base.endswith('.xz'):
            base = base[:-3]
        c.add('modules/%s' % base, 0o100644, read_maybe_xz(m))
    with open(out, 'wb') as f:
        f.write(c.finish())
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
