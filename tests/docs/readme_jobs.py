#!/usr/bin/env python3
"""readme_jobs.py: README.md's CI jobs, run as written on the fixtures.

Usage: readme_jobs.py SOURCE_ROOT

The GitHub Actions and GitLab jobs and the debian/rules hook in README.md are
what users copy. This test takes their shell steps out of README.md (a yaml
block's `run:` steps and `script:` items, a make block's recipe lines) and runs
them in a workspace that stands for the kernel tree: `vmlinux` and its modules
are a fixture kernel (fixtures/images/rfc-m3-good.elf, fixtures/modules/tree-m3),
$KPREFIX_SRC is this source tree. What a runner would do differently is
changed, and only that: `sudo` goes (installs go to a DESTDIR on PATH), the
kernel build step is skipped, `apt-get install` is checked (every package name
exists in this machine's apt) rather than run, and make variables are set.
Each kprefix step must exit 0 on the correct fixture kernel and write the
files it names. Prints one line per step; exits 1 when one fails.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

root = os.path.abspath(sys.argv[1])
readme = open(os.path.join(root, "README.md")).read()
blocks = re.findall(r"```(yaml|make)\n(.*?)```", readme, re.S)
failures = 0


def say(ok, what):
    global failures
    failures += not ok
    print(("ok   " if ok else "FAIL ") + what)


def yaml_steps(text):
    """Shell text of each `run:` step and `script:` item, in order."""
    steps, lines, i = [], text.split("\n"), 0
    while i < len(lines):
        line = lines[i]
        m = re.match(r"^(\s*)(?:- )?run:\s*(\|)?\s*(.*)$", line)
        if m:
            indent = len(m.group(1))
            if m.group(2):
                # A block: one command a line, a trailing backslash continuing it.
                cur, i = "", i + 1
                while i < len(lines) and (not lines[i].strip() or len(lines[i]) - len(lines[i].lstrip()) > indent):
                    part = lines[i].strip()
                    i += 1
                    if not part:
                        continue
                    if part.endswith("\\"):
                        cur += part[:-1] + " "
                        continue
                    steps.append(cur + part)
                    cur = ""
                continue
            steps.append(m.group(3))
        elif re.match(r"^\s*script:\s*$", line):
            indent = len(line) - len(line.lstrip())
            i += 1
            while i < len(lines) and len(lines[i]) - len(lines[i].lstrip()) > indent:
                item = lines[i].strip()
                if item.startswith("- "):
                    steps.append(item[2:])
                elif steps:
                    steps[-1] += " " + item
                i += 1
            continue
        i += 1
    return steps


def make_steps(text):
    """A make recipe: its tab-indented lines joined at backslashes."""
    out, cur = [], ""
    for line in text.split("\n"):
        if line.startswith("\t"):
            cur += line.strip().rstrip("\\") + " "
            if not line.rstrip().endswith("\\"):
                out.append(cur.strip())
                cur = ""
    return out


def apt_packages_exist(cmd):
    names = [w for w in re.sub(r".*apt-get install", "", cmd).split() if not w.startswith("-")]
    names = [n for n in names if n not in ("&&",)]
    missing = [n for n in names if subprocess.run(["apt-cache", "show", n], capture_output=True).returncode]
    return names, missing


work = tempfile.mkdtemp(prefix="kprefix-readme-")
try:
    destdir = os.path.join(work, "destdir")
    build = os.path.join(work, "kprefix-build")
    tree = os.path.join(work, "kernel")
    # The correct modules of tree-m3 (its other three hold defects on purpose).
    shutil.copytree(os.path.join(root, "fixtures/modules/tree-m3"), tree, symlinks=True,
                    ignore=shutil.ignore_patterns("m3_noprefix.ko", "m3_dkms_m0.ko.gz", "m3_xref.ko.xz"))
    shutil.copy(os.path.join(root, "fixtures/images/rfc-m3-good.elf"), os.path.join(tree, "vmlinux"))
    # The distribution's reviewed exceptions (none yet), and the last release's report. No
    # .kprefix.supp: the GitHub job must run as printed on a tree without one.
    os.makedirs(os.path.join(tree, "debian/kprefix"))
    open(os.path.join(tree, "debian/kprefix/suppressions"), "w").write("# none\n")
    env = dict(os.environ, KPREFIX_SRC=root, DESTDIR=destdir, KERNEL_BUILD=tree,
               GITHUB_STEP_SUMMARY=os.path.join(work, "step-summary.md"),
               PATH=os.path.join(destdir, "usr/local/bin") + os.pathsep + os.environ["PATH"])
    njobs = 0
    for kind, text in blocks:
        steps = yaml_steps(text) if kind == "yaml" else make_steps(text)
        if not any("kprefix" in s for s in steps):
            continue
        njobs += 1
        shutil.rmtree(build, ignore_errors=True)
        shutil.rmtree(destdir, ignore_errors=True)
        if kind == "make":
            # A package build has kprefix installed (a build dependency): as README's Install says.
            p = subprocess.run("meson setup %s %s >/dev/null && ninja -C %s install >/dev/null" % (build, root, build),
                               shell=True, env=env, capture_output=True, text=True)
            say(p.returncode == 0, "make job: kprefix installed as README's Install says" + ("" if not p.returncode else ": " + p.stderr[-400:]))
        for step in steps:
            cmd = step.replace("sudo ", "").replace("/tmp/kprefix-build", build)
            cmd = cmd.replace("$(KERNEL_BUILD)", "$KERNEL_BUILD")
            if "make ARCH=" in cmd:
                say(True, "%s job: kernel build step skipped (the fixture kernel stands for it)" % kind)
                continue
            if "apt-get install" in cmd:
                names, missing = apt_packages_exist(cmd)
                say(not missing, "%s job: apt-get install of %d packages%s" % (kind, len(names), (": missing " + " ".join(missing)) if missing else ""))
                continue
            if cmd.startswith("apt-get update"):
                continue
            if "kprefix check --baseline" in cmd and not os.path.exists(os.path.join(tree, "debian/kprefix/baseline.json")):
                # The first release archives its report: that is the baseline the hook reads.
                subprocess.run(["kprefix", "check", "--format=json", "vmlinux", "--modules", "."], cwd=tree,
                               env=env, stdout=open(os.path.join(tree, "debian/kprefix/baseline.json"), "w"))
            p = subprocess.run(["bash", "-eo", "pipefail", "-c", cmd], cwd=tree, env=env,
                               capture_output=True, text=True)
            written = re.findall(r"(?:sarif|json|markdown|gitlab|github|text):(\S+)", cmd)
            lost = [w for w in written if not w.lstrip('"').startswith("$") and not os.path.exists(os.path.join(tree, w))]
            what = "%s job: %s" % (kind, (cmd[:90] + "...") if len(cmd) > 90 else cmd)
            ok = p.returncode == 0 and not lost
            say(ok, what + ("" if ok else "\n     exit %d, missing %s\n     %s" % (p.returncode, lost, (p.stderr or p.stdout)[-800:])))
    say(njobs >= 3, "%d jobs in README.md (the GitHub, GitLab and debian/rules ones)" % njobs)
finally:
    shutil.rmtree(work, ignore_errors=True)
sys.exit(1 if failures else 0)
