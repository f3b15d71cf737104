#!/usr/bin/env python3
"""The analysers of scripts/rfc-kernels/analyse/ on committed fixtures: their exact output.

usage: analysers.py SOURCE_ROOT [--write]

Each analyser runs on a few fixture images (run from fixtures/, so the paths they print are
relative) and its standard output must equal tests/rfc-kernels/expected/TOOL-IMAGE.out, its
exit status 0. --write rewrites the expectations instead (review them with git diff). A file
that is not ELF (images/VERSIONS): one line on standard error naming it, exit status 2.
The images: arm64 M=3 with RELA, RELR and zeroed records, M=2, kCFI islands and cross-type
call sites (analyze.py, typecheck.py); riscv64 CALL_OPS with and without kCFI (rvslots.py).
"""
import os
import subprocess
import sys

CASES = [
    ('analyze', 'images/rfc-m3-good.elf'),
    ('analyze', 'images/rfc-m3-good-relr.elf'),
    ('analyze', 'images/rfc-m3-zeroed.elf'),
    ('analyze', 'images/callops-m2-clang.elf'),
    ('analyze', 'kcfi/images/island-bad.elf'),
    ('typecheck', 'images/rfc-m3-good.elf'),
    ('typecheck', 'images/rfc-m3-bad.elf'),
    ('typecheck', 'kcfi/images/cross-type.elf'),
    ('typecheck', 'kcfi/images/island-bad.elf'),
    ('rvslots', 'riscv64/images/callops-rvc-clang.elf'),
    ('rvslots', 'riscv64/images/kcfi-callops-rvc-bad.elf'),
    ('rvslots', 'riscv64/images/kcfi-callops-rvc-prefixed.elf'),
]


def main(argv):
    if len(argv) not in (2, 3) or (len(argv) == 3 and argv[2] != '--write'):
        sys.stderr.write(__doc__)
        return 2
    root, write = os.path.abspath(argv[1]), len(argv) == 3
    tools = os.path.join(root, 'scripts', 'rfc-kernels', 'analyse')
    expected = os.path.join(root, 'tests', 'rfc-kernels', 'expected')
    failed = 0
    for tool, image in CASES:
        name = '%s-%s.out' % (tool, os.path.basename(image)[:-len('.elf')])
        p = subprocess.run([sys.executable, os.path.join(tools, tool + '.py'), image],
                           cwd=os.path.join(root, 'fixtures'), capture_output=True, text=True)
        path = os.path.join(expected, name)
        if write:
            with open(path, 'w') as f:
                f.write(p.stdout)
        with open(path) as f:
            want = f.read()
        if p.returncode != 0 or p.stdout != want or p.stderr:
            failed += 1
            print('FAIL %s %s: exit %d, stdout %s expected/%s%s' % (
                tool, image, p.returncode, 'equals' if p.stdout == want else 'differs from',
                name, ', stderr:\n' + p.stderr if p.stderr else ''))
        else:
            print('ok   %s %s' % (tool, image))
    for tool in sorted({t for t, _ in CASES}):
        p = subprocess.run([sys.executable, os.path.join(tools, tool + '.py'), 'images/VERSIONS'],
                           cwd=os.path.join(root, 'fixtures'), capture_output=True, text=True)
        want = '%s.py: images/VERSIONS: not an ELF64 little-endian file\n' % tool
        if p.returncode != 2 or p.stdout or p.stderr != want:
            failed += 1
            print('FAIL %s images/VERSIONS: exit %d (expected 2), stdout %r, stderr %r' % (
                tool, p.returncode, p.stdout, p.stderr))
        else:
            print('ok   %s images/VERSIONS (not ELF: exit 2)' % tool)
    n = len(CASES) + len({t for t, _ in CASES})
    print('%d of %d analyser runs as expected' % (n - failed, n))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
