#!/usr/bin/env python3
"""Hostile baselines whose one long string is named by every finding (issue 25).

Usage: hostile_sizes.py DIR                    write the inputs into DIR
       hostile_sizes.py --check KPREFIX SOURCE_ROOT
                                               run kprefix on them: each run's
                                               peak RSS within a bound

Writes into DIR:
- long-message.sarif: a kprefix SARIF log of 488 kB whose one result has a
  100 kB message and lists 20,000 fingerprints;
- long-name.json: a kprefix-check report of 1.07 MB whose one file has a
  1 MB name and 2,000 findings.
- long-name-diff.json: fixtures/gate/rfc-m3-bad-v3.json with a 1 MB file
  name and 2,000 findings, for kprefix diff.
A reader that copies the long string per fingerprint or per finding needs
about 2 GB for either (kprefix did: 1.97 and 1.96 GB); one that shares it
needs a few MB. --check runs each under an address-space limit of 1 GiB
(none under AddressSanitizer, which reserves terabytes) and fails when a
run's peak RSS, from wait4(), passes 64 MiB (256 under ASan), or when its
exit status or standard error is not what the run must give.
"""
import json
import os
import resource
import subprocess
import sys
import tempfile


def fingerprints(n):
    return ["%016x" % (0x1000000000000000 + i * 0x9e3779b97f4a7c15 % (1 << 60)) for i in range(n)]


def sarif(path):
    result = {
        "ruleId": "ops-slot", "ruleIndex": 0, "level": "error",
        "message": {"text": "m" * 100_000},
        "locations": [],
        "partialFingerprints": {"primaryLocationLineHash": "00000000000000aa",
                                "kprefixCause/v1": "00000000000000aa"},
        "properties": {"functions": 20_000, "fingerprints": fingerprints(20_000)},
    }
    log = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
        "runs": [{"tool": {"driver": {"name": "kprefix", "version": "0.1.0",
                                       "rules": [{"id": "ops-slot"}]}},
                  "results": [result]}],
    }
    with open(path, "w") as f:
        json.dump(log, f, separators=(",", ":"))


def report(path):
    name = "n" * 1_000_000
    findings = [{"check": "ops-slot", "severity": "error", "function": "f%d" % i,
                 "message": "m", "fingerprint": fp}
                for i, fp in enumerate(fingerprints(2_000))]
    doc = {"schema": "kprefix-check", "schema_version": 3,
           "tool": {"name": "kprefix", "version": "0.1.0"}, "arguments": {},
           "files": [{"file": "vmlinux", "role": "vmlinux", "name": name, "findings": findings}]}
    with open(path, "w") as f:
        json.dump(doc, f, separators=(",", ":"))


def diff_report(path, source_root):
    with open(os.path.join(source_root, "fixtures", "gate", "rfc-m3-bad-v3.json")) as f:
        doc = json.load(f)
    unit = doc["files"][0]
    unit["file"] = unit["name"] = "n" * 1_000_000
    first = unit["findings"][0]
    unit["findings"] = [dict(first, function="f%d" % i, fingerprint=fp)
                        for i, fp in enumerate(fingerprints(2_000))]
    with open(path, "w") as f:
        json.dump(doc, f, separators=(",", ":"))


def run(kprefix, args, asan, cwd):
    """(exit status, stderr, peak RSS in bytes) of one run."""
    def limit():
        if not asan:
            resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    with tempfile.TemporaryFile() as err:
        child = subprocess.Popen([kprefix] + args, stdout=subprocess.DEVNULL, stderr=err,
                                 preexec_fn=limit, cwd=cwd)
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        return child.returncode, err.read().decode(errors="replace"), usage.ru_maxrss * 1024


def check(kprefix, source_root):
    kprefix, source_root = os.path.abspath(kprefix), os.path.abspath(source_root)
    with open(kprefix, "rb") as f:
        asan = b"__asan_init" in f.read()
    bound = (256 if asan else 64) << 20
    fixtures = os.path.join(source_root, "fixtures")
    image = os.path.join(fixtures, "images", "rfc-m3-bad.elf")
    v3 = os.path.join(fixtures, "gate", "rfc-m3-bad-v3.json")
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        sarif(os.path.join(tmp, "long-message.sarif"))
        report(os.path.join(tmp, "long-name.json"))
        diff_report(os.path.join(tmp, "long-name-diff.json"), source_root)
        runs = [
            # Every finding of the image is new: exit 1, nothing on stderr.
            ("baseline-long-message", ["check", "--baseline", "long-message.sarif", image], 1),
            ("baseline-long-name", ["check", "--baseline", "long-name.json", image], 1),
            # NEW's findings are not OLD's 2,000: new, exit 1 either way.
            ("diff-long-name-old", ["diff", "long-name-diff.json", v3], 1),
            ("diff-long-name-new", ["diff", v3, "long-name-diff.json"], 1),
        ]
        for name, args, want in runs:
            status, err, rss = run(kprefix, args, asan, tmp)
            ok = status == want and not err and rss <= bound
            failed |= not ok
            print("%s %s: exit status %d (expected %d), peak RSS %.1f MiB (bound %d MiB)%s"
                  % ("ok" if ok else "FAIL", name, status, want, rss / (1 << 20), bound >> 20,
                     ", stderr: " + err.strip()[:300] if err else ""))
    return 1 if failed else 0


def main():
    if sys.argv[1] == "--check":
        sys.exit(check(sys.argv[2], sys.argv[3]))
    out = sys.argv[1]
    sarif(os.path.join(out, "long-message.sarif"))
    report(os.path.join(out, "long-name.json"))


if __name__ == "__main__":
    main()
