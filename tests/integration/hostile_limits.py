#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Hostile, generated: a module tree made to reach every CI limit at once.

3,000 copies of a fixture module built for another M (one cause: 3,000
functions) under 600-byte random paths, and 2,000 unreadable "modules"
under paths of as many random bytes. kprefix check must keep GitHub's
limits, leave no failing function out of SARIF, and state one exit status
everywhere. (With 30,000 unreadable modules the notifications alone are
12.7 MB gzipped: the log keeps to 9.5 MB and counts those it leaves out.
That takes minutes on a busy machine; test_sarif_hostile in
tests/unit/test_output.c covers it at the real limit, and
HOSTILE_UNREADABLE=30000 runs it here.)

Usage: hostile_limits.py KPREFIX SOURCE_ROOT
"""
import gzip
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

COPIES = 3000
UNREADABLE = int(os.environ.get("HOSTILE_UNREADABLE", "2000"))


def name(rng, n):
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(n))


def main():
    kprefix, src = sys.argv[1], sys.argv[2]
    fix = os.path.join(src, "fixtures")
    module = os.path.join(fix, "modules/tree-m2/updates/dkms/m2_dkms_m3.ko")
    vmlinux = os.path.join(fix, "images/callops-m2-clang.elf")
    rng = random.Random(25)
    fail = []
    tmp = tempfile.mkdtemp()
    try:
        tree = os.path.join(tmp, "tree")
        for i in range(COPIES):
            d = os.path.join(tree, "k", name(rng, 200), name(rng, 200))
            os.makedirs(d)
            shutil.copyfile(module, os.path.join(d, name(rng, 190) + "_%d.ko" % i))
        for i in range(UNREADABLE):
            d = os.path.join(tree, "u", name(rng, 200), name(rng, 200))
            os.makedirs(d)
            with open(os.path.join(d, name(rng, 190) + "_%d.ko" % i), "wb") as f:
                f.write(b"not an ELF file\n")
        sarif, md = os.path.join(tmp, "r.sarif"), os.path.join(tmp, "r.md")
        run = subprocess.run([kprefix, "check", "-q", "--output", "sarif:" + sarif, "--output",
                              "markdown:" + md, vmlinux, "--modules", tree],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
        raw = open(sarif, "rb").read()
        gz = len(gzip.compress(raw, 6))
        log = json.loads(raw)
        r = log["runs"][0]
        results = r["results"]
        inv = r["invocations"][0]
        notes = [n["message"]["text"] for n in inv["toolExecutionNotifications"]]
        unreadable = sum(1 for n in notes if n == "not an ELF file")
        left = [int(n.split()[0]) for n in notes if " more notifications " in n]
        layout = [x for x in results if x["ruleId"] == "module-layout"]
        located = sum(1 + len(x.get("relatedLocations", [])) for x in layout)
        most = max(1 + len(x.get("relatedLocations", [])) for x in results)
        summary = open(md, "rb").read()
        print("exit %d; SARIF %d bytes, %d gzipped; %d results (%d module-layout, %d functions located, "
              "at most %d locations a result); %d of %d notifications, %s left out; Markdown %d bytes"
              % (run.returncode, len(raw), gz, len(results), len(layout), located, most, unreadable,
                 UNREADABLE, left, len(summary)))

        def want(what, ok):
            if not ok:
                fail.append(what)

        want("exit status 3", run.returncode == 3)
        want("SARIF within 9.5 MB gzipped", gz <= 9500000)
        want("at most 25,000 results", len(results) <= 25000)
        want("at most 1,000 locations a result", most <= 1000)
        want("the cause of 3,000 functions as 3 results", len(layout) == 3)
        want("every failing function located", located == COPIES)
        want("distinct fingerprints", len({x["partialFingerprints"]["primaryLocationLineHash"] for x in layout}) == 3)
        want("every notification written or counted", unreadable + sum(left) == UNREADABLE and len(left) <= 1)
        want("SARIF states the exit status", inv["exitCode"] == 3 and inv["executionSuccessful"] is False)
        want("Markdown states the exit status", b"\nExit status 3 " in summary)
        want("Markdown within 1 MiB", len(summary) <= 1 << 20)
    finally:
        shutil.rmtree(tmp)
    for f in fail:
        print("FAIL", f)
    return 1 if fail else 0


if __name__ == "__main__":
    sys.exit(main())
