#!/usr/bin/env python3
"""long_paths.py: a real build path of 1,000 bytes reaches every output whole (issue 34).

Usage: long_paths.py KPREFIX SOURCE_ROOT

Build trees live deep (CI workspaces, Yocto's tmp/work/...). The fixtures are
copied under a directory whose path is some 1,000 bytes long, and kprefix is
run on them by that path: the --config path in the layout and in a
config-mismatch finding, text and JSON; the --baseline and --suppressions that
cannot be read; the images and modules in every format. Wherever the start of
the long path is printed, the path is printed whole. Exits 1 otherwise.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

kprefix, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
fx = os.path.join(root, "fixtures")
failures = 0
with tempfile.TemporaryDirectory() as tmp:
    deep = os.path.join(tmp, *(["build-" + "d" * 190] * 5))
    os.makedirs(deep)
    for d in ("images", "configs", "modules", "gate"):
        shutil.copytree(os.path.join(fx, d), os.path.join(deep, d), symlinks=True)
    cfg = os.path.join(deep, "configs", "callops-pre-rfc.config")
    # A suppression whose pattern is the long path: it matches nothing, and is said whole.
    supp = os.path.join(deep, "gate", "long.supp")
    open(supp, "w").write("hash-offset module:%s/none/*.ko reviewed: not built here\n" % deep)
    img = os.path.join(deep, "images")
    runs = [
        (["--config", cfg, img + "/rfc-m3-good.elf"], "config-mismatch"),
        (["--format=json", "--config", cfg, img + "/rfc-m3-good.elf"], "callops-pre-rfc.config"),
        (["-v", "--config", cfg, img + "/rfc-m3-good.elf"], "callops-pre-rfc.config"),
        (["--baseline", deep + "/gate/none.json", img + "/rfc-m3-bad.elf"], "none.json"),
        (["--suppressions", deep + "/gate/none.supp", img + "/rfc-m3-bad.elf"], "--suppressions"),
        ([img + "/rfc-m3-good.elf", "--modules", deep + "/modules/tree-m3"], "modules under"),
        (["--suppressions", supp, img + "/rfc-m3-bad.elf"], "matched no finding"),
        (["--format=json", "--suppressions", supp, img + "/rfc-m3-bad.elf"], "matched"),
        (["--format=github", "--suppressions", supp, img + "/rfc-m3-bad.elf"], "matched no finding"),
    ] + [(["--format=" + f, img + "/rfc-m3-bad.elf", deep + "/modules/tree-m3/kernel/drivers/staging/m3_noprefix.ko"], None)
         for f in ("text", "json", "sarif", "github", "gitlab", "markdown", "kcidb")]
    for args, want in runs:
        p = subprocess.run([kprefix, "check", *args], capture_output=True, text=True, cwd=tmp)
        out = p.stdout + p.stderr
        if "--format=markdown" in args:
            out = out.replace("\\_", "_")
        starts = len(re.findall(re.escape(deep[:80]), out))
        whole = out.count(deep)
        ok = starts > 0 and starts == whole and (want is None or want in out)
        failures += not ok
        print("%s %s: the path %d times, whole %d times" % ("ok  " if ok else "FAIL",
              " ".join(a.replace(deep, "DEEP") for a in args), starts, whole))
        if not ok:
            print(out.replace(deep, "DEEP")[:2000])
sys.exit(1 if failures else 0)
