#!/usr/bin/env python3
"""counts.py: one run, one count, whatever the format (issue 34).

Usage: counts.py KPREFIX SOURCE_ROOT

For each run below, the totals of the JSON report (`totals`) are what
--summary prints, what GitHub's last line and Markdown's heading state
("9 errors, 0 warnings, 0 notes in 1 file, folded into 3 causes") and
what the KCIDB document's test says; the causes they fold into are
GitLab's issues and KCIDB's issues. Exits 1 on the first disagreement.
"""
import json
import os
import re
import subprocess
import sys

kprefix, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
fx = os.path.join(root, "fixtures")
RUNS = [
    ["images/rfc-m3-bad.elf"],
    ["--baseline", "gate/rfc-m3-bad-known.json", "images/rfc-m3-bad.elf"],
    ["images/rfc-m3-good.elf", "--modules", "modules/tree-m3"],
    ["--baseline", "gate/rfc-m3-bad-known.json", "images/callops-m2-clang.elf", "--modules", "modules/tree-m3"],
    ["images/rfc-m3-bad.elf", "images/rfc-m3-zeroed.elf", "images/callops-m2-bti.elf"],
]
failures = 0


def run(fmt, args, extra=()):
    p = subprocess.run([kprefix, "check", "--format=" + fmt, *extra, *args], cwd=fx,
                       capture_output=True, text=True)
    if p.returncode not in (0, 1, 3):
        sys.exit("kprefix %s %s: exit %d: %s" % (fmt, args, p.returncode, p.stderr))
    return p.stdout


def check(ok, what):
    global failures
    failures += not ok
    print(("ok   " if ok else "FAIL ") + what)


HEAD = re.compile(r"(\d+) errors?, (\d+) warnings?, (\d+) notes? in (\d+) files?, folded into (\d+) causes?"
                  r"(?:; baseline: (\d+) new, (\d+) known)?")
for args in RUNS:
    name = " ".join(args)
    t = json.loads(run("json", args))["totals"]
    want = (t["errors"], t["warnings"], t["notes"], t["files"])
    baseline = (t["new"], t["known"]) if "known" in t else None
    causes = len(json.loads(run("gitlab", args)))
    summary = run("text", args, ["--summary"]).strip().split("\n")[-1]
    m = re.search(r"(\d+) files?, .*; (\d+) errors?, (\d+) warnings?, (\d+) notes?"
                  r"(?:; baseline: (\d+) new, (\d+) known)?", summary)
    got = (int(m[2]), int(m[3]), int(m[4]), int(re.match(r"kprefix: (\d+)", summary)[1]))
    check(got == want and (baseline is None or (int(m[5]), int(m[6])) == baseline),
          "--summary of %s: %s" % (name, summary))
    for fmt, text in (("github", run("github", args).strip().split("\n")[-1]),
                      ("markdown", run("markdown", args).split("\n")[0])):
        m = HEAD.search(text)
        ok = m is not None and tuple(map(int, m.groups()[:4])) == want and int(m[5]) == causes
        if ok and baseline is not None:
            ok = m[6] is not None and (int(m[6]), int(m[7])) == baseline
        check(ok, "%s of %s: %s" % (fmt, name, text))
    kcidb = json.loads(run("kcidb", args))
    m = HEAD.search(kcidb["tests"][0]["comment"])
    ok = m is not None and tuple(map(int, m.groups()[:4])) == want and int(m[5]) == causes \
        and len(kcidb["issues"]) == causes
    if ok and baseline is not None:
        ok = m[6] is not None and (int(m[6]), int(m[7])) == baseline
    check(ok, "kcidb of %s: %s, %d issues" % (name, kcidb["tests"][0]["comment"], len(kcidb["issues"])))
sys.exit(1 if failures else 0)
