#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Replay every input the fuzzers found (fuzz/corpus/HARNESS-CAUSE.bin)
through `kprefix check`, as its harness gave it to the library:

  fuzz_image-*       kprefix check FILE, kprefix check VMLINUX FILE, and with
                     the layout options its last two bytes give (see
                     fuzz_layout_options in fuzz/common.h)
  fuzz_decompress-*  named in.ko.xz, .ko.gz or .ko.zst, or given as standard
                     input, by its first byte as fuzz/fuzz_decompress.c does
  fuzz_config-*      kprefix check --config FILE VMLINUX
  fuzz_gate-*        the bytes after the first as --baseline FILE (first byte even)
                     or --suppressions FILE (odd) of kprefix check VMLINUX

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
    """The name fuzz_decompress gives the bytes, None for standard input."""
    suffixes = (".ko.xz", ".ko.gz", ".ko.zst", None)
    if not data:
        return "in" + suffixes[0]
    first = data[0]
    suffix = suffixes[{0xfd: 0, 0x1f: 1, 0x28: 2}.get(first, first % 4)]
    return "in" + suffix if suffix else None


def layout_options(data):
    """fuzz_layout_options of fuzz/common.h, as command-line options, or None."""
    if len(data) < 2 or not data[-1] & 0x80:
        return None
    b1, b2 = data[-1], data[-2]
    opts = []
    if b2 % 18 != 17:
        opts.append(f"--prefix-nops={b2 % 18}")
    opts += {1: ["--no-cfi"], 2: ["--cfi"]}.get(b1 & 3, [])
    opts += {1: ["--no-bti"], 2: ["--bti"]}.get((b1 >> 2) & 3, [])
    if (b1 >> 4) & 7:
        opts.append(f"--function-alignment={2 << ((b1 >> 4) & 7)}")
    return opts


def commands(kprefix, vmlinux, path, tmp):
    name = os.path.basename(path)
    if name.startswith("fuzz_config-"):
        return [[kprefix, "check", "--config", path, vmlinux]]
    with open(path, "rb") as f:
        data = f.read()
    if name.startswith("fuzz_gate-"):
        rest = os.path.join(tmp, "gate")
        with open(rest, "wb") as f:
            f.write(data[1:])
        option = "--suppressions" if data and data[0] & 1 else "--baseline"
        return [[kprefix, "check", option, rest, vmlinux]]
    extra = []
    if name.startswith("fuzz_image-"):
        opts = layout_options(data)
        if opts is not None:
            extra = [[kprefix, "check", "-v"] + opts + [path]]
    if name.startswith("fuzz_decompress-"):
        named = decompress_name(data)
        if named is None:
            return [([kprefix, "check", "-v", "-"], path)]
        named = os.path.join(tmp, named)
        shutil.copyfile(path, named)
        path = named
    return [[kprefix, "check", "-v", path], [kprefix, "check", "-v", vmlinux, path],
            [kprefix, "check", "--format=json", path]] + extra


def main():
    kprefix, src = os.path.abspath(sys.argv[1]), sys.argv[2]
    corpus = os.path.join(src, "fuzz", "corpus")
    vmlinux = os.path.join(src, "fixtures", "images", "rfc-m3-good.elf")
    files = sorted(f for f in os.listdir(corpus) if f.endswith(".bin")) if os.path.isdir(corpus) else []
    passed = failed = 0
    for f in files:
        ok = True
        with tempfile.TemporaryDirectory() as tmp:
            for cmd in commands(kprefix, vmlinux, os.path.join(corpus, f), tmp):
                stdin = subprocess.DEVNULL
                if isinstance(cmd, tuple):  # (command, file for its standard input)
                    cmd, stdin = cmd[0], open(cmd[1], "rb")
                try:
                    p = subprocess.run(cmd, stdin=stdin, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.PIPE, timeout=TIMEOUT)
                except subprocess.TimeoutExpired:
                    print(f"{f}: hangs: {' '.join(cmd[1:])} ran past {TIMEOUT} s")
                    ok = False
                    continue
                finally:
                    if stdin != subprocess.DEVNULL:
                        stdin.close()
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
