#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""A seed with an IKCONFIG blob: IN (an ELF64 fixture) with its .hash
section turned into PROGBITS holding "IKCFG_ST" gzip(config) "IKCFG_ED",
written to OUT. No fixture has one, and the fuzzer does not find gzip alone.

  ikconfig_seed.py IN OUT 'CONFIG_CFI=y' 'CONFIG_ARM64_FUNCTION_PREFIX_NOPS=3' ...
"""
import gzip
import struct
import sys


def main():
    src, dst, lines = sys.argv[1], sys.argv[2], sys.argv[3:]
    data = bytearray(open(src, "rb").read())
    shoff, = struct.unpack_from("<Q", data, 40)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 58)
    str_off, = struct.unpack_from("<Q", data, shoff + shstrndx * shentsize + 24)
    config = ("".join(line + "\n" for line in lines)).encode()
    blob = b"IKCFG_ST" + gzip.compress(config, 9, mtime=0) + b"IKCFG_ED"
    for i in range(shnum):
        sh = shoff + i * shentsize
        name_off, = struct.unpack_from("<I", data, sh)
        name = data[str_off + name_off:data.index(b"\0", str_off + name_off)]
        off, size = struct.unpack_from("<QQ", data, sh + 24)
        if name == b".hash" and size >= len(blob):
            struct.pack_into("<I", data, sh + 4, 1)  # SHT_PROGBITS
            data[off:off + size] = blob + bytes(size - len(blob))
            open(dst, "wb").write(data)
            return 0
    print(f"{src}: no .hash section of {len(blob)} bytes", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
