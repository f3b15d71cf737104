#!/usr/bin/env python3
"""Boot the committed real kernels of tests/boot/kernels/ under QEMU and hold kprefix's verdict
against what each kernel did (tests/boot/boot.py). Each kernel directory holds vmlinux.xz,
modules/*.ko.xz and expect.json: {"arch", "kprefix_exit", "boot_clean", "agree",
"event"?: a kind the boot must show ("cfi", "cfi-trap", "ftrace", ...), "finding"?: a
check id one of the events must be attributed to, "type"?: the kCFI type a failing check
compared, "errors"?: how many errors kprefix reports, "machine"?: QEMU's -M for it (default
"virt"), "append"?: more kernel command line}.

usage: boot_test.py KPREFIX SOURCE_ROOT [NAME...]
Kernels boot KPREFIX_BOOT_JOBS at a time (default 2: one QEMU, one vCPU each).
Exit 77 (skipped) when QEMU is missing, unless KPREFIX_REQUIRE_QEMU is set (CI sets it), and
when KPREFIX_SKIP_BOOT is set (scripts/test.sh boots in its plain build only).
"""
import concurrent.futures
import io
import json
import lzma
import os
import shutil
import subprocess
import sys
import tempfile
import time

QEMU = {'arm64': 'qemu-system-aarch64', 'riscv64': 'qemu-system-riscv64'}


def check(kprefix, root, kdir, name, expect):
    """Boot one kernel; return (its output, whether it failed)."""
    log = io.StringIO()
    d = os.path.join(kdir, name)
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        vmlinux = os.path.join(tmp, 'vmlinux')
        with open(os.path.join(d, 'vmlinux.xz'), 'rb') as f, open(vmlinux, 'wb') as o:
            o.write(lzma.decompress(f.read()))
        out = os.path.join(tmp, 'out')
        cmd = [sys.executable, os.path.join(root, 'tests', 'boot', 'boot.py'), '--name', name,
               '--vmlinux', vmlinux, '--modules', os.path.join(d, 'modules'),
               '--kprefix', kprefix, '--out', out, '--timeout', str(expect.get('timeout', 600))]
        if 'machine' in expect:
            cmd += ['--machine', expect['machine']]
        if 'append' in expect:
            cmd += ['--append', expect['append']]
        p = subprocess.run(cmd, capture_output=True, text=True)
        log.write(p.stdout)
        log.write(p.stderr)
        try:
            with open(os.path.join(out, 'verdict.json')) as f:
                v = json.load(f)
        except (OSError, ValueError) as e:
            log.write('%s: no verdict (%s), boot.py exit %d\n' % (name, e, p.returncode))
            return log.getvalue(), True
        problems = []
        if v['kprefix']['exit'] != expect['kprefix_exit']:
            problems.append('kprefix exit %d, expected %d' % (v['kprefix']['exit'], expect['kprefix_exit']))
        if 'errors' in expect and v['kprefix']['errors'] != expect['errors']:
            problems.append('kprefix %d errors, expected %d' % (v['kprefix']['errors'], expect['errors']))
        if v['boot']['clean'] != expect['boot_clean']:
            problems.append('boot clean=%s, expected %s' % (v['boot']['clean'], expect['boot_clean']))
        if v['agree'] != expect['agree']:
            problems.append('agree=%s, expected %s' % (v['agree'], expect['agree']))
        if 'event' in expect and not any(e['kind'] == expect['event'] for e in v['events']):
            problems.append('no %s event' % expect['event'])
        if 'finding' in expect and not any(
                f.startswith(expect['finding'] + ' ') for e in v['events'] for f in e.get('findings', [])):
            problems.append('no event attributed to a %s finding' % expect['finding'])
        if 'type' in expect and not any(e.get('type') == expect['type'] for e in v['events']):
            problems.append('no event of type %s' % expect['type'])
        if 'modules' in expect and v['boot']['modules'] != expect['modules']:
            problems.append('%d modules loaded, expected %d' % (v['boot']['modules'], expect['modules']))
        if 'tracers' in expect and v['boot']['tracers'] != expect['tracers']:
            problems.append('tracers %s, expected %s' % (v['boot']['tracers'], expect['tracers']))
        log.write('%s: %.0f s\n' % (name, time.monotonic() - t0))
        if problems:
            log.write('%s: FAIL: %s\n' % (name, '; '.join(problems)))
            path = os.path.join(out, 'console.log')
            if os.path.exists(path):
                with open(path, errors='replace') as f:
                    log.write('--- console.log (tail) ---\n%s\n' % f.read()[-4000:])
        return log.getvalue(), bool(problems)


def main(argv):
    if os.environ.get('KPREFIX_SKIP_BOOT'):
        print('skipped: KPREFIX_SKIP_BOOT is set')
        return 77
    kprefix, root = os.path.abspath(argv[1]), argv[2]
    kdir = os.path.join(root, 'tests', 'boot', 'kernels')
    names = argv[3:] or sorted(d for d in os.listdir(kdir) if os.path.isdir(os.path.join(kdir, d)))
    jobs = max(1, int(os.environ.get('KPREFIX_BOOT_JOBS') or 2))
    todo = []
    for name in names:
        with open(os.path.join(kdir, name, 'expect.json')) as f:
            expect = json.load(f)
        if not shutil.which(QEMU[expect['arch']]):
            if os.environ.get('KPREFIX_REQUIRE_QEMU'):
                print('%s: %s not found' % (name, QEMU[expect['arch']]))
                return 1
            print('%s: skipped, no %s' % (name, QEMU[expect['arch']]))
            continue
        todo.append((name, expect))
    if not todo:
        return 77
    # the longest boots first, so that the short ones fill in beside them
    todo.sort(key=lambda t: -t[1].get('timeout', 600))
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(check, kprefix, root, kdir, name, expect) for name, expect in todo]
        for fut in concurrent.futures.as_completed(futures):
            out, bad = fut.result()
            sys.stdout.write(out)
            sys.stdout.flush()
            failed += bad
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
