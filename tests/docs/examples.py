#!/usr/bin/env python3
"""examples.py: every command example of README.md and kprefix(1), run as printed.

Usage: examples.py KPREFIX SOURCE_ROOT

- README.md's transcripts (a block whose lines start with "$ kprefix"): each
  command is run (through bash, kprefix first on PATH) and its output, stdout
  and stderr as a terminal would interleave them, must be the lines printed
  below it, exactly; a line "..." (or "…") alone stands for any lines.
  A command naming fixtures/ runs in the source tree; another in a workspace
  that stands for a kernel build: vmlinux (fixtures/images/rfc-m3-good.elf),
  vmlinux.old, a module and an object under drivers/foo/, a .config, the last
  release's report, a suppressions file, old/ and new/ builds.
- README.md's other blocks' lines that start with "kprefix " (not the usage
  synopsis) and the sh block of the TuxMake step (tuxmake and kcidb-submit
  stand-ins: one unpacks the fixture kernel as TuxMake's artifacts, the other
  validates what it is given against KCIDB's schema).
- The man page's EXAMPLES, each line.
Each must exit 0 on the correct fixture kernel (a transcript: the status it
shows). The CI jobs (yaml, make) are readme_jobs.py's. A transcript of a
kernel that is not in the tree (Debian's vmlinux) is named and skipped.
Prints one line per example; exits 1 when one fails.
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


def say(ok, what, detail=""):
    global failures
    failures += not ok
    print(("ok   " if ok else "FAIL ") + what + ("" if ok or not detail else "\n" + detail))


def matches(want, got):
    """want's lines against got's, "..." lines matching any run of lines."""
    if not want:
        return not got
    if want[0].strip() in ("...", "…"):
        return any(matches(want[1:], got[i:]) for i in range(len(got) + 1))
    return bool(got) and want[0] == got[0] and matches(want[1:], got[1:])


work = tempfile.mkdtemp(prefix="kprefix-examples-")
try:
    bindir = os.path.join(work, "bin")
    ws = os.path.join(work, "kernel")
    os.makedirs(bindir)
    os.symlink(kprefix, os.path.join(bindir, "kprefix"))
    os.makedirs(os.path.join(ws, "drivers/foo"))
    shutil.copy(os.path.join(fx, "images/rfc-m3-good.elf"), os.path.join(ws, "vmlinux"))
    shutil.copy(os.path.join(fx, "images/rfc-m3-good.elf"), os.path.join(ws, "vmlinux.old"))
    shutil.copy(os.path.join(fx, "configs/rfc-m3.config"), os.path.join(ws, ".config"))
    subprocess.run("xz -dc %s > %s" % (os.path.join(fx, "modules/tree-m3/kernel/drivers/char/m3_good1.ko.xz"),
                                      os.path.join(ws, "drivers/foo/foo.ko")), shell=True, check=True)
    shutil.copy(os.path.join(fx, "modules/objs/traced-m3.o"), os.path.join(ws, "drivers/foo/bar.o"))
    open(os.path.join(ws, "kprefix.supp"), "w").write("# reviewed exceptions: none\n")
    good = shutil.ignore_patterns("m3_noprefix.ko", "m3_dkms_m0.ko.gz", "m3_xref.ko.xz")
    for side in ("old", "new"):
        os.makedirs(os.path.join(ws, side, "lib"))
        shutil.copy(os.path.join(fx, "images/rfc-m3-good.elf"), os.path.join(ws, side, "vmlinux"))
        shutil.copytree(os.path.join(fx, "modules/tree-m3"), os.path.join(ws, side, "lib/modules"), ignore=good)
    with open(os.path.join(ws, "last-release.json"), "w") as f:
        subprocess.run([kprefix, "check", "--format=json", "vmlinux"], cwd=ws, stdout=f)
    # TuxMake's artifacts of the fixture kernel, and a kcidb-submit that validates.
    open(os.path.join(bindir, "tuxmake"), "w").write(
        '#!/bin/sh\nset -e\nout=out\nfor a; do case $a in --output-dir=*) out=${a#*=} ;; esac; done\n'
        'mkdir -p "$out/stage/lib/modules"\nxz -c "%s" > "$out/vmlinux.xz"\n'
        'cp -r "%s/kernel" "$out/stage/lib/modules/7.2.0"\n'
        'rm -f "$out"/stage/lib/modules/7.2.0/drivers/staging/m3_noprefix.ko "$out"/stage/lib/modules/7.2.0/drivers/misc/m3_xref.ko.xz\n'
        'tar -C "$out/stage" -cJf "$out/modules.tar.xz" lib\nrm -rf "$out/stage"\n'
        % (os.path.join(fx, "images/rfc-m3-good.elf"), os.path.join(fx, "modules/tree-m3")))
    open(os.path.join(bindir, "kcidb-submit"), "w").write(
        '#!/bin/sh\nexec python3 -c \'import json, sys, jsonschema; jsonschema.validate(json.load(sys.stdin), '
        'json.load(open(sys.argv[1])))\' "%s"\n' % os.path.join(root, "schema/kcidb/kcidb-io.schema.v5.3.json"))
    for name in ("tuxmake", "kcidb-submit"):
        os.chmod(os.path.join(bindir, name), 0o755)
    env = dict(os.environ, PATH=bindir + os.pathsep + os.environ["PATH"], LC_ALL="C.UTF-8",
               GITHUB_STEP_SUMMARY=os.path.join(work, "step-summary.md"), BUILD_ID="42",
               KCIDB_PROJECT="kprefix-test", KCIDB_TOPIC="kprefix-test")
    env.pop("NO_COLOR", None)

    def run(cmd, cwd):
        return subprocess.run(["bash", "-o", "pipefail", "-c", cmd + " 2>&1"], cwd=cwd, env=env,
                              capture_output=True, text=True)

    readme = open(os.path.join(root, "README.md")).read()
    n = 0
    for lang, body in re.findall(r"```(\w*)\n(.*?)```", readme, re.S):
        lines = body.rstrip("\n").split("\n")
        if lang == "sh" and "tuxmake" in body:
            cmd = body.replace("\\\n", " ")
            p = run(cmd, ws)
            n += 1
            say(p.returncode == 0, "README TuxMake step: exit %d" % p.returncode, p.stdout[-1500:])
            continue
        if lang or not lines:
            continue
        if lines[0].startswith("$ "):
            i = 0
            while i < len(lines):
                cmd = lines[i][2:]
                j = i + 1
                while j < len(lines) and not lines[j].startswith("$ "):
                    j += 1
                want = lines[i + 1:j]
                i = j
                if not cmd.startswith("kprefix"):
                    continue  # "$ echo $?": checked with the command before it
                n += 1
                files = [w for w in cmd.split()[1:] if not w.startswith("-")]
                cwd = root if "fixtures/" in cmd else ws
                missing = [f for f in files if "/" not in f and not os.path.exists(os.path.join(cwd, f))
                           and "." in f and "+" in f]
                if missing:
                    print("skip README: %s (a kernel not in the tree: %s)" % (cmd, " ".join(missing)))
                    continue
                p = run(cmd + "; echo \"[exit $?]\"", cwd)
                got = p.stdout.rstrip("\n").split("\n")
                status = int(got.pop()[6:-1])
                if j < len(lines) or i >= len(lines):
                    pass
                # "$ echo $?" right after: the status it shows.
                nxt = body.split("$ " + cmd, 1)[1].split("\n$ ", 1)
                if len(nxt) > 1 and nxt[1].startswith("echo $?"):
                    want_status = int(nxt[1].split("\n")[1])
                else:
                    want_status = 1 if any(": error: " in w for w in want) else 0
                ok = matches(want, got) and status == want_status
                diff = ""
                if not ok:
                    diff = "     exit %d (want %d); printed:\n%s\n     README:\n%s" % (
                        status, want_status, "\n".join("       " + g for g in got[:40]),
                        "\n".join("       " + w for w in want[:40]))
                say(ok, "README: $ %s" % cmd, diff)
        else:
            for line in lines:
                if not line.startswith("kprefix ") or "[" in line or "OPTIONS" in line:
                    continue
                cmd = line.split("  #")[0].strip()
                n += 1
                p = run(cmd, ws)
                say(p.returncode == 0, "README: %s" % cmd, "     exit %d: %s" % (p.returncode, p.stdout[-800:]))
    man = open(os.path.join(root, "man/kprefix.1")).read()
    examples = man[man.index(".SH EXAMPLES"):]
    examples = examples[examples.index(".nf\n") + 4:examples.index("\n.fi\n")]
    for line in examples.strip().split("\n"):
        cmd = line.replace("\\-", "-").replace("\\(aq", "'")
        n += 1
        p = run(cmd, ws)
        say(p.returncode == 0, "kprefix(1): %s" % cmd, "     exit %d: %s" % (p.returncode, p.stdout[-800:]))
    say(n >= 20, "%d examples run" % n)
finally:
    shutil.rmtree(work, ignore_errors=True)
sys.exit(1 if failures else 0)
