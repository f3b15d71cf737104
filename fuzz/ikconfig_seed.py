#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""A seed with an IKCONFIG blob: IN (an ELF64 fixture) with its .hash
section turned into PROGBITS holding "IKCFG_ST" gzip(config) "IKCFG_ED",
written to OUT. No fixture has one, and the fuzzer does not find gzip alone.
The sections are read by fixtures/elfmini.py, the test tools' ELF reader.

  ikconfig_seed.py IN OUT 'CONFIG_CFI=y' 'CONFIG_ARM64_FUNCTION_PREFIX_NOPS=3' ...
"""
import gzip
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "fixtures"))
from elfmini import Elf  # noqa: E402

SHT_PROGBITS = 1


def main():
    src, dst, lines = sys.argv[1], sys.argv[2], sys.argv[3:]
    data = bytearray(open(src, "rb").read())
    try:
        elf = Elf(data)
    except (ValueError, struct.error, IndexError, UnicodeDecodeError) as e:
        print(f"{src}: bad ELF64 input: {e}", file=sys.stderr)
        return 2
    config = ("".join(line + "\n" for line in lines)).encode()
    blob = b"IKCFG_ST" + gzip.compress(config, 9, mtime=0) + b"IKCFG_ED"
    for s in elf.sections:
        off, size = s["offset"], s["size"]
        if s["name"] == ".hash" and size >= len(blob):
            struct.pack_into("<I", data, s["hdr_off"] + 4, SHT_PROGBITS)
            data[off:off + size] = blob + bytes(size - len(blob))
            open(dst, "wb").write(data)
            return 0
    print(f"{src}: no .hash section of {len(blob)} bytes", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
