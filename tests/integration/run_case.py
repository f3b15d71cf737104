#!/usr/bin/env python3
"""Run one integration case (tests/integration/cases/NAME.t, see casefile.py)
and compare its standard output, standard error and exit status with the
expectation in the file.

  run_case.py KPREFIX SRCDIR NAME            exit 0 pass, 1 fail
  run_case.py --update KPREFIX SRCDIR NAME   rewrite the expectation from
                                             this run, keeping prose and
                                             command (regen.sh)

A kprefix built without the emulator (meson -Dunicorn=disabled; its --version
says "built without unicorn") judges the image's ftrace code by the
documented formulas. A case whose output differs only for that reason has its
expectation for such a build in cases/no-unicorn/NAME.t (made by copying
cases/NAME.t, its prose saying what the formula gives, then regen.sh on that
build), or a line "NAME: reason" in cases/no-unicorn/skip: the case is skipped
there (exit 77) and says why. A kprefix with the emulator reads neither.
"""
import difflib
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import casefile  # noqa: E402


def run(kprefix, src, command):
    """(stdout, stderr, status) of a case's command, as the case file holds
    them: @OUT@ for the output directory, its files after stdout."""
    out_dir = tempfile.mkdtemp(prefix="kprefix-case-")
    try:
        words = [w.replace("@OUT@", out_dir) for w in casefile.argv(command)]
        proc = subprocess.run([kprefix] + words, cwd=os.path.join(src, "fixtures"),
                              stdin=subprocess.DEVNULL, capture_output=True)
        stdout = proc.stdout.decode("utf-8", "backslashreplace")
        stderr = proc.stderr.decode("utf-8", "backslashreplace")
        for f in sorted(os.listdir(out_dir)):
            with open(os.path.join(out_dir, f), "rb") as fh:
                stdout += f"==> {f} <==\n" + fh.read().decode("utf-8", "backslashreplace")
        return (stdout.replace(out_dir, "@OUT@"), stderr.replace(out_dir, "@OUT@"),
                proc.returncode)
    finally:
        shutil.rmtree(out_dir, ignore_errors=True)


def case_path(src, name):
    return os.path.join(src, "tests", "integration", "cases", name + ".t")


NO_EMULATOR = "built without unicorn"   # kprefix --version's line of such a build


def no_emulator_path(src, name):
    return os.path.join(src, "tests", "integration", "cases", "no-unicorn", name + ".t")


def no_emulator_skips(src):
    """{name: reason} of cases/no-unicorn/skip: cases skipped without the emulator."""
    skips = {}
    path = os.path.join(src, "tests", "integration", "cases", "no-unicorn", "skip")
    with open(path) as f:
        for n, line in enumerate(f, 1):
            if line.strip() and not line.startswith("#"):
                name, sep, reason = line.partition(":")
                if not sep or not name.strip() or not reason.strip():
                    raise casefile.CaseError(f"{path}:{n}: not 'NAME: reason'")
                skips[name.strip()] = reason.strip()
    return skips


def built_without_emulator(kprefix):
    """Whether KPREFIX was built without the emulator, from its --version."""
    proc = subprocess.run([kprefix, "--version"], stdin=subprocess.DEVNULL,
                          capture_output=True, text=True)
    return proc.returncode == 0 and NO_EMULATOR in proc.stdout


def main(argv):
    update = len(argv) > 1 and argv[1] == "--update"
    args = argv[2:] if update else argv[1:]
    if len(args) != 3:
        sys.stderr.write(__doc__)
        return 2
    kprefix, src, name = os.path.abspath(args[0]), os.path.abspath(args[1]), args[2]
    path = case_path(src, name)
    try:
        if built_without_emulator(kprefix):
            reason = no_emulator_skips(src).get(name)
            if reason is not None:
                print(f"{name}: skipped: kprefix was built without the emulator "
                      f"(meson -Dunicorn=disabled): {reason}")
                return 77 if not update else 0
            if os.path.exists(no_emulator_path(src, name)):
                path = no_emulator_path(src, name)
            elif update:
                # Never an expectation of the emulator's build rewritten from one without it.
                with open(path) as f:
                    prose, command = casefile.parse(f.read(), path)[:2]
                got_out, got_err, got_rc = run(kprefix, src, command)
                if casefile.render(prose, command, got_out, got_err, got_rc) != open(path).read():
                    print(f"{name}: built without the emulator, its output differs from "
                          f"cases/{name}.t: copy it to cases/no-unicorn/{name}.t and run again, "
                          f"or name it in cases/no-unicorn/skip")
                    return 2
                return 0
        with open(path) as f:
            prose, command, want_out, want_err, want_rc = casefile.parse(f.read(), path)
        got_out, got_err, got_rc = run(kprefix, src, command)
        if update:
            text = casefile.render(prose, command, got_out, got_err, got_rc)
            with open(path, "w") as f:
                f.write(text)
            return 0
    except (OSError, casefile.CaseError) as e:
        print(f"{name}: {e}")
        return 2
    status = 0
    rel = os.path.relpath(path, os.path.join(src, "tests", "integration"))
    if rel != f"cases/{name}.t":
        print(f"kprefix was built without the emulator: the expectation is {rel}")
    print(f"$ {command}   (in fixtures/)")
    if got_rc != want_rc:
        print(f"{name}: exit status {got_rc}, expected {want_rc}")
        status = 1
    for what, want, got in (("stdout", want_out, got_out), ("stderr", want_err, got_err)):
        if want != got:
            sys.stdout.writelines(difflib.unified_diff(
                want.splitlines(True), got.splitlines(True),
                f"{rel} ({what} expected)", f"{what} of this run"))
            print(f"\n{name}: {what} differs from {rel}")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
