#!/usr/bin/env python3
"""emu_seeds.py SRC DIR: fuzz_emu's seeds, the fixtures' own ftrace bodies and a few hostile ones.

Each seed is what fuzz/fuzz_emu.c reads: a selector byte (bit 0 the image, bits 1-2 the
function), two 8-byte arguments, then the body written over the function.
"""
import os
import struct
import sys

SRC, DIR = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.join(SRC, "fixtures"))
from elfmini import Elf  # noqa: E402

IMAGES = ["fixtures/images/ftrace-m3-mainline.elf", "fixtures/riscv64/images/ftrace-callops-rvc.elf"]
NAMES = ["ftrace_caller", "ftrace_call_adjust", "ftrace_init_nop"]
os.makedirs(DIR, exist_ok=True)
for which, rel in enumerate(IMAGES):
    elf = Elf.from_file(os.path.join(SRC, rel))
    for fn, name in enumerate(NAMES):
        sym = next(s for s in elf.symbols if s["name"] == name and s["shndx"] not in (0, 0xfff1))
        sec = elf.sections[sym["shndx"]]
        off = sec["offset"] + sym["value"] - sec["addr"]
        body = elf.data[off:off + max(sym["size"], 4)]
        args = struct.pack("<QQ", 0xffff800080001000, 0x30000)
        with open(os.path.join(DIR, "seed-%d-%s" % (which, name)), "wb") as f:
            f.write(bytes([which | fn << 1]) + args + body)
# Hostile: loops, traps, system register writes, wild branches (arm64, then riscv64).
A64 = {
    "loop": [0x14000000],                                      # b .
    "msr-sctlr-ee": [0xd2a04000, 0xd5181000, 0xd65f03c0],     # mov x0,#0x2000000; msr sctlr_el1,x0; ret
    "brk-warn": [0xd4310000, 0xd65f03c0],                      # brk #0x800; ret
    "ldrb-bl": [0x385fc3cb, 0xd65f03c0],                       # ldurb w11,[x30,#-4]; ret
    "add-2^63": [0xd2f00001, 0x8b010000, 0xd65f03c0],          # mov x1,#1<<63; add x0,x0,x1; ret
    "blr-x0": [0xd63f0000, 0xd65f03c0],                        # blr x0; ret
}
RV = {
    "ebreak": [0x00100073, 0x00008067],                        # ebreak; ret
    "loop": [0x0000006f],                                      # j .
    "csrw-satp": [0x18051073, 0x00008067],                     # csrw satp,a0; ret
}
for fn in range(3):
    for name, words in A64.items():
        with open(os.path.join(DIR, "hostile-0-%d-%s" % (fn, name)), "wb") as f:
            f.write(bytes([fn << 1]) + struct.pack("<QQ", 0xffff800080001000, 0) +
                    b"".join(struct.pack("<I", w) for w in words))
    for name, words in RV.items():
        with open(os.path.join(DIR, "hostile-1-%d-%s" % (fn, name)), "wb") as f:
            f.write(bytes([1 | fn << 1]) + struct.pack("<QQ", 0xffffffff80001000, 0) +
                    b"".join(struct.pack("<I", w) for w in words))
    with open(os.path.join(DIR, "hostile-1-%d-c.ebreak" % fn), "wb") as f:
        f.write(bytes([1 | fn << 1]) + struct.pack("<QQ", 0, 0) + struct.pack("<HH", 0x9002, 0x8082))
