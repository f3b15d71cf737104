#!/usr/bin/env python3
"""Convert integration cases from the old form, three or four files in
tests/integration/expected/ (NAME.args, NAME.out, NAME.rc, NAME.err), to one
file a case, tests/integration/cases/NAME.t (see casefile.py), and delete the
old files it converted.

  python3 tests/integration/convert_cases.py [SRCDIR]

Idempotent: with no old files left it changes nothing. When NAME.t exists
already (a case changed in the old form on another branch), its prose is
kept and its command and expectation are taken from the old files. A new
case's prose is the comment above it in tests/meson.build's fixture_cases
and a line asking for what the case shows and why: write it.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import casefile  # noqa: E402

OLD_SUFFIXES = (".args", ".out", ".rc", ".err")


def meson_cases(src):
    """{name: comment above it} for fixture_cases in tests/meson.build."""
    return dict(meson_case_list(src))


def meson_case_list(src):
    """[(name, comment above it)] for fixture_cases in tests/meson.build."""
    cases = []
    try:
        text = open(os.path.join(src, "tests", "meson.build")).read()
    except OSError:
        return cases
    m = re.search(r"^fixture_cases = \[\n(.*?)^\]", text, re.S | re.M)
    if not m:
        return cases
    comment, prev_was_comment = [], False
    for line in m.group(1).splitlines():
        s = line.strip()
        if s.startswith("#"):
            if not prev_was_comment:
                comment = []
            comment.append(s.lstrip("#").strip())
            prev_was_comment = True
            continue
        prev_was_comment = False
        for name in re.findall(r"'([^']*)'", s):
            cases.append((name, " ".join(comment)))
    return cases


def read(path, default=None):
    try:
        with open(path, encoding="utf-8", newline="") as f:
            return f.read()
    except FileNotFoundError:
        return default


def convert(src):
    old_dir = os.path.join(src, "tests", "integration", "expected")
    new_dir = os.path.join(src, "tests", "integration", "cases")
    if not os.path.isdir(old_dir):
        print("convert_cases: no tests/integration/expected/: nothing to convert")
        return 0
    names = sorted({f[: -len(s)] for f in os.listdir(old_dir)
                    for s in OLD_SUFFIXES if f.endswith(s)})
    registered = meson_cases(src)
    os.makedirs(new_dir, exist_ok=True)
    status = 0
    for name in names:
        old = {s: os.path.join(old_dir, name + s) for s in OLD_SUFFIXES}
        rc_text = read(old[".rc"])
        if rc_text is None or not rc_text.strip().lstrip("-").isdigit():
            print(f"convert_cases: {name}: no {name}.rc with an exit status: left alone")
            status = 1
            continue
        args = read(old[".args"])
        args = " ".join(args.split()) if args is not None else f"check -v images/{name}.elf"
        command = ("kprefix " + args).rstrip()
        stdout, stderr = read(old[".out"], ""), read(old[".err"], "")
        target = os.path.join(new_dir, name + ".t")
        existing = read(target)
        if existing is not None:
            prose = casefile.parse(existing, target)[0]
            how = "updated"
        else:
            group = registered.get(name)
            prose = ("TODO: say what this case shows and why."
                     + (f"\n({group})" if group else ""))
            how = "converted"
        text = casefile.render(prose, command, stdout, stderr, int(rc_text))
        if casefile.parse(text, target)[1:] != (command, stdout, stderr, int(rc_text)):
            print(f"convert_cases: {name}: does not survive a round trip: left alone")
            status = 1
            continue
        with open(target, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        for path in old.values():
            if os.path.exists(path):
                os.remove(path)
        note = "" if name in registered else " (not in tests/meson.build's fixture_cases: add it)"
        print(f"convert_cases: {how} {name}{note}")
    if not os.listdir(old_dir):
        os.rmdir(old_dir)
    if not names:
        print("convert_cases: nothing to convert")
    return status


if __name__ == "__main__":
    top = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    sys.exit(convert(os.path.abspath(top)))
