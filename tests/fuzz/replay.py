#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Replay every input the fuzzers found (tests/fuzz-corpus/HARNESS-CAUSE.bin)
through `kprefix check`, as its harness gave it to the library:

  fuzz_image-*       kprefix check FILE, and kprefix check VMLINUX FILE
  fuzz_decompress-*  named in.ko.xz, .ko.gz or .ko.zst by its first byte, as
                     fuzz/fuzz_decompress.c does, then as fuzz_image
  fuzz_config-*      kprefix check --config FILE VMLINUX

Each run must exit with 0, 1, 2 or 3 within 10 seconds, never by a signal,
and print no sanitizer report. Under the ASan+UBSan build the sanitizers run.
"""
import os
import shutil
import subprocess
import sys
import tempfile

TIMEOUT = 10
SANITIZER_MARKS = ("Sanitizer", "runtime error:", "LeakSanitizer")


def decompress_name(data):
    suffixes = (".ko.xz", ".ko.gz", ".ko.zst")
    if not data:
        return "in" + suffixes[0]
    first = data[0]
    pick = {0xfd: 0, 0x1f: 1, 0x28: 2}.get(first, first % 3)
    return "in" + suffixes[pick]


def commands(kprefix, vmlinux, path, tmp):
    name = os.path.basename(path)
    if name.startswith("fuzz_config-"):
        return [[kprefix, "check", "--config", path, vmlinux]]
    if name.startswith("fuzz_decompress-"):
        with open(path, "rb") as f:
            data = f.read()
        named = os.path.join(tmp, decompress_name(data))
        shutil.copyfile(path, named)
        path = named
    return [[kprefix, "check", "-v", path], [kprefix, "check", "-v", vmlinux, path],
            [kprefix, "check", "--format=json", path]]


def main():
    kprefix, src = os.path.abspath(sys.argv[1]), sys.argv[2]
    corpus = os.path.join(src, "tests", "fuzz-corpus")
    vmlinux = os.path.join(src, "fixtures", "images", "rfc-m3-good.elf")
    files = sorted(f for f in os.listdir(corpus) if f.endswith(".bin"))
    passed = failed = 0
    for f in files:
        ok = True
        with tempfile.TemporaryDirectory() as tmp:
            for cmd in commands(kprefix, vmlinux, os.path.join(corpus, f), tmp):
                try:
                    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                       timeout=TIMEOUT)
                except subprocess.TimeoutExpired:
                    print(f"{f}: hangs: {' '.join(cmd[1:])} ran past {TIMEOUT} s")
                    ok = False
                    continue
                err = p.stderr.decode("utf-8", "replace")
                if p.returncode < 0 or p.returncode > 3:
                    print(f"{f}: exit status {p.returncode}: {' '.join(cmd[1:])}")
                    ok = False
                if any(m in err for m in SANITIZER_MARKS):
                    print(f"{f}: sanitizer report: {' '.join(cmd[1:])}\n{err}")
                    ok = False
        print(f"{'ok  ' if ok else 'FAIL'} {f}")
        passed += ok
        failed += not ok
    print(f"fuzz-replay: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
