#!/usr/bin/env python3
"""Run one integration case (tests/integration/cases/NAME.t, see casefile.py)
and compare its standard output, standard error and exit status with the
expectation in the file.

  run_case.py KPREFIX SRCDIR NAME            exit 0 pass, 1 fail
  run_case.py --update KPREFIX SRCDIR NAME   rewrite the expectation from
                                             this run, keeping prose and
                                             command (regen.sh)
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


def main(argv):
    update = len(argv) > 1 and argv[1] == "--update"
    args = argv[2:] if update else argv[1:]
    if len(args) != 3:
        sys.stderr.write(__doc__)
        return 2
    kprefix, src, name = os.path.abspath(args[0]), os.path.abspath(args[1]), args[2]
    path = case_path(src, name)
    try:
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
    print(f"$ {command}   (in fixtures/)")
    if got_rc != want_rc:
        print(f"{name}: exit status {got_rc}, expected {want_rc}")
        status = 1
    for what, want, got in (("stdout", want_out, got_out), ("stderr", want_err, got_err)):
        if want != got:
            sys.stdout.writelines(difflib.unified_diff(
                want.splitlines(True), got.splitlines(True),
                f"cases/{name}.t ({what} expected)", f"{what} of this run"))
            print(f"\n{name}: {what} differs from cases/{name}.t")
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
