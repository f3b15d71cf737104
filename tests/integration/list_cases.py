#!/usr/bin/env python3
"""The integration cases tests/meson.build registers (fixture_cases).

  list_cases.py SRCDIR           print them, one a line
  list_cases.py --check SRCDIR   exit 1 unless every cases/NAME.t is listed
                                 and every listed name has its cases/NAME.t,
                                 and every case cases/no-unicorn/ names (an
                                 expectation without the emulator, a skip) is
                                 listed, none both (run_case.py)
"""
import os
import re
import sys


def meson_case_list(src):
    """The names in fixture_cases in SRC/tests/meson.build, in their order."""
    try:
        text = open(os.path.join(src, "tests", "meson.build")).read()
    except OSError:
        return []
    m = re.search(r"^fixture_cases = \[\n(.*?)^\]", text, re.S | re.M)
    if not m:
        return []
    cases = []
    for line in m.group(1).splitlines():
        s = line.strip()
        if not s.startswith("#"):
            cases += re.findall(r"'([^']*)'", s)
    return cases


def main(argv):
    check = len(argv) > 1 and argv[1] == "--check"
    args = argv[2:] if check else argv[1:]
    if len(args) != 1:
        sys.stderr.write(__doc__)
        return 2
    src = args[0]
    listed = meson_case_list(src)
    if not check:
        print("\n".join(listed))
        return 0
    cases_dir = os.path.join(src, "tests", "integration", "cases")
    files = {f[:-2] for f in os.listdir(cases_dir) if f.endswith(".t")}
    problems = [f"cases/{n}.t is not in tests/meson.build's fixture_cases" for n in sorted(files - set(listed))]
    problems += [f"'{n}' is in fixture_cases but cases/{n}.t does not exist" for n in listed if n not in files]
    problems += [f"'{n}' is in fixture_cases twice" for n in sorted(set(listed)) if listed.count(n) > 1]
    # Without the emulator: another expectation, or a skip and its reason.
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import run_case  # noqa: E402
    no_emu = os.path.join(cases_dir, "no-unicorn")
    alternates = {f[:-2] for f in os.listdir(no_emu) if f.endswith(".t")}
    others = sorted(set(os.listdir(no_emu)) - {n + ".t" for n in alternates} - {"skip"})
    try:
        skips = run_case.no_emulator_skips(src)
    except (OSError, run_case.casefile.CaseError) as e:
        skips = {}
        problems.append(str(e))
    problems += [f"cases/no-unicorn/{f}: neither NAME.t nor skip" for f in others]
    problems += [f"cases/no-unicorn/{n}.t is not in fixture_cases" for n in sorted(alternates - set(listed))]
    problems += [f"cases/no-unicorn/skip names '{n}', not in fixture_cases" for n in sorted(set(skips) - set(listed))]
    problems += [f"'{n}' has both cases/no-unicorn/{n}.t and a skip" for n in sorted(alternates & set(skips))]
    for p in problems:
        print(p)
    print(f"{len(listed)} cases listed, {len(files)} case files; without the emulator "
          f"{len(alternates)} other expectations, {len(skips)} skipped; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
