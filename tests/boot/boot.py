#!/usr/bin/env python3
"""Boot a kernel under QEMU with every function traced and its modules loaded, and hold what
it did against `kprefix check` on the same vmlinux and modules.

usage: boot.py --name NAME --vmlinux VMLINUX [--image IMAGE] [--modules DIR]
               [--kprefix BIN] [--busybox BUSYBOX[.xz]] [--out DIR] [--timeout SECONDS]
               [--expect agree|disagree] [--arch arm64|riscv64] [--machine M] [--append ARGS]

Without --image the Image is made from vmlinux the way arch/arm64/boot does (objcopy -O binary).
The initramfs is a static busybox, tests/boot/init.sh as /init and every .ko under --modules.
QEMU: `-M virt -cpu max,pauth-impdef=on` (arm64: BTI and PAC, the fast PAC algorithm) or
`-M virt` (riscv64, OpenSBI; --machine replaces "virt", e.g. virt,virtualization=on to boot
arm64 at EL2 for kvm-arm.mode=protected, which --append adds to the command line), one CPU, `-d int` logged to a file so a kCFI trap taken before the console is up is still seen (its BRK and ELR).

Prints one line:  NAME: kprefix <verdict>; boot <verdict> AGREE|DISAGREE (<why>)
and writes console.log, qemu-int.log, kprefix.json and verdict.json under --out.
Exit status: 0 when the verdicts agree (or disagree and --expect disagree), 1 otherwise,
2 on a usage error or when QEMU or kprefix cannot run.

The rules: a kernel kprefix passes must run clean; every runtime failure must be a finding
kprefix gave (the failing CFI target or call site, the function ftrace failed to patch, the
function the trap was in); a kernel kprefix fails must fail when booted (every function is
traced and the modules are loaded, so the findings are reached).
"""
import argparse
import bisect
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, '..', '..', 'fixtures'))
from elfmini import Elf  # noqa: E402
import mkinitramfs  # noqa: E402

EM_AARCH64, EM_RISCV = 183, 243

# Console lines that are a runtime failure, in the order they are looked for on a line.
FAILURES = [
    ('cfi', re.compile(r'CFI failure at (?P<site>\S+) \(target: (?P<target>[^;]+); expected type: (?P<type>0x[0-9a-f]+)\)')),
    ('cfi', re.compile(r'nVHE hyp CFI failure at: \[<[0-9a-f]+>\] (?P<site>\S+)')),
    ('ftrace', re.compile(r'(Misaligned patch-site|unexpected insn in patch-site) (?P<func>\S+)')),
    ('ftrace', re.compile(r'ftrace (faulted|failed to modify|record flags)|ftrace_bug|FTRACE_WARN_ON|'
                          r'Testing (tracer|dynamic) .*FAILED')),
    ('panic', re.compile(r'Kernel panic - not syncing: (?P<why>.*)')),
    ('oops', re.compile(r'Internal error: (?P<why>.*)|Unable to handle kernel|Oops')),
    ('bug', re.compile(r'kernel BUG at|BUG: (?P<why>.*)')),
    ('warn', re.compile(r'WARNING: CPU: \d+ PID: \d+ at (?P<where>\S+)')),
    ('hyp', re.compile(r'HYP panic|hyp panic')),
]
# "pc : func+0x1c/0x40" (arm64) or "epc : func+0x1c/0x40" (riscv): where a trap was taken.
PC = re.compile(r'^\s*(?:\[ *[\d.]+\] )?e?pc ?: (?P<func>[^\s+]+)\+0x')
# "[<ffff800080012345>] func+0x1c/0x40" in an ftrace_bug() report.
FTRACE_SITE = re.compile(r'\[<[0-9a-f]+>\] (?P<func>[^\s+]+)\+0x')
KPBOOT = re.compile(r'KPBOOT: (?P<what>.*)')


def fname(sym):
    """'func+0x1c/0x40 [mod]' -> 'func' (also strips '.cfi_jt' and clang's '.llvm.123')."""
    if not sym:
        return None
    return re.split(r'[+ ]', sym, 1)[0]


def strip_local(name):
    return re.sub(r'\.llvm\.\d+$', '', name) if name else name


def make_image(vmlinux, out):
    elf = Elf.from_file(vmlinux)
    with open(out, 'wb') as f:
        f.write(elf.binary())
    return elf


def find_modules(d):
    mods = []
    if d:
        for root, _, files in os.walk(d):
            for f in files:
                if f.endswith('.ko') or f.endswith('.ko.xz'):
                    mods.append(os.path.join(root, f))
    return sorted(mods, key=os.path.basename)


def qemu_command(arch, image, initrd, extra_append, machine='virt'):
    if arch == 'arm64':
        append = 'console=ttyAMA0 earlycon=pl011,0x9000000 panic=-1 nokaslr loglevel=7 ' + extra_append
        return ['qemu-system-aarch64', '-M', machine, '-cpu', 'max,pauth-impdef=on', '-smp', '1', '-m', '512',
                '-display', 'none', '-monitor', 'none', '-serial', 'stdio', '-no-reboot', '-nic', 'none',
                '-kernel', image, '-initrd', initrd, '-append', append.strip()]
    append = 'console=ttyS0 earlycon=sbi panic=-1 nokaslr loglevel=7 ' + extra_append
    return ['qemu-system-riscv64', '-M', machine, '-smp', '1', '-m', '512', '-bios', 'default',
            '-display', 'none', '-monitor', 'none', '-serial', 'stdio', '-no-reboot', '-nic', 'none',
            '-kernel', image, '-initrd', initrd, '-append', append.strip()]


def boot(args, image, initrd, outdir):
    intlog = os.path.join(outdir, 'qemu-int.log')
    cmd = qemu_command(args.arch, image, initrd, args.append, args.machine) + ['-d', 'int', '-D', intlog]
    console = os.path.join(outdir, 'console.log')
    t0 = time.monotonic()
    timed_out = False
    stalled = False
    trap_rx = re.compile(rb'ESR 0x3c/0xf20083[0-9a-f]{2}|ESR 0x3c/0xf2008[0-2][0-9a-f]{2}|'
                         rb'async:0, cause:0*3, epc:0xffff')
    with open(console, 'wb') as f:
        p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=f, stderr=subprocess.STDOUT)
        # A kCFI trap taken before the console is up leaves the kernel spinning in silence:
        # stop STALL seconds after a trap once the console no longer grows.
        scanned, trap_at, last_size, last_growth = 0, None, -1, time.monotonic()
        while p.poll() is None:
            now = time.monotonic()
            if now - t0 > args.timeout:
                timed_out = True
                break
            time.sleep(1)
            size = os.path.getsize(console)
            if size != last_size:
                last_size, last_growth = size, now
            if trap_at is None and os.path.exists(intlog):
                with open(intlog, 'rb') as il:
                    il.seek(max(0, scanned - 64))   # a match cut at the last read's end
                    chunk = il.read()
                    scanned = il.tell()
                if trap_rx.search(chunk):
                    trap_at = now
            if trap_at is not None and now - max(trap_at, last_growth) > args.stall:
                stalled = True
                break
        if p.poll() is None:
            p.kill()
            p.wait()
    secs = time.monotonic() - t0
    with open(console, 'rb') as f:
        text = f.read().decode(errors='replace').replace('\r', '')
    return dict(command=cmd, seconds=round(secs, 1), timed_out=timed_out, stalled=stalled, rc=p.returncode,
                console=text, intlog=intlog)


def kcfi_traps(intlog, arch, elf, limit=20):
    """kCFI traps QEMU saw being taken: arm64 BRK #0x8000-0x83ff (EC 0x3c) with the ELR,
    symbolized against vmlinux, and the type the check sequence compared."""
    traps = []
    if not os.path.exists(intlog):
        return traps
    esr = None
    with open(intlog, errors='replace') as f:
        for line in f:
            if arch == 'arm64':
                m = re.search(r'with ESR 0x3c/0x([0-9a-f]+)', line)
                if m:
                    esr = int(m.group(1), 16)
                    continue
                m = re.search(r'with ELR 0x([0-9a-f]+)', line)
                if m and esr is not None:
                    imm = esr & 0xffff
                    if 0x8000 <= imm <= 0x83ff:
                        elr = int(m.group(1), 16)
                        traps.append(decode_arm64_trap(elf, elr, imm))
                    esr = None
                elif 'ESR' in line:
                    esr = None
            else:
                # ebreak (cause 3) right after the kCFI check's `beq t1, t2, 1f`
                m = re.search(r'async:0, cause:0*3, epc:0x([0-9a-f]+)', line)
                if m:
                    epc = int(m.group(1), 16)
                    beq = elf.word(epc - 4)
                    if beq is not None and (beq & 0x707f) == 0x63:
                        traps.append(decode_riscv_trap(elf, epc))
            if len(traps) >= limit:
                break
    return traps


def sext(v, bits):
    return v - (1 << bits) if v & (1 << (bits - 1)) else v


def decode_riscv_trap(elf, epc):
    """The kCFI check before the ebreak at epc (LLVM's RISCV LowerKCFI_CHECK):
    lw t1, -off(rs); lui t2, hi; addiw t2, t2, lo (or c.addiw); beq t1, t2, 1f."""
    trap = dict(pc='0x%x' % epc, site=elf.symbolize(epc), type=None, load=None)
    for addiw_at, addiw_len in ((epc - 8, 4), (epc - 6, 2)):
        w = elf.word(addiw_at)
        if w is None:
            continue
        if addiw_len == 4 and (w & 0x707f) == 0x001b:
            lo = sext(w >> 20, 12)
        elif addiw_len == 2 and (w & 0xe003) == 0x2001:
            lo = sext(((w >> 7) & 0x20) | ((w >> 2) & 0x1f), 6)
        else:
            continue
        lui, lw = elf.word(addiw_at - 4), elf.word(addiw_at - 8)
        if lui is None or (lui & 0x7f) != 0x37:
            continue
        trap['type'] = '0x%08x' % (((lui & 0xfffff000) + lo) & 0xffffffff)
        if lw is not None and (lw & 0x707f) == 0x2003:
            trap['load'] = sext(lw >> 20, 12)
        break
    return trap


def decode_arm64_trap(elf, elr, imm):
    """The kCFI check before `brk` at elr: ldur wS, [xT, #off]; movk lo; movk hi; cmp; b.eq."""
    trap = dict(pc='0x%x' % elr, site=elf.symbolize(elr), brk='0x%x' % imm, type=None, load=None)
    lo, hi, ldur = elf.word(elr - 16), elf.word(elr - 12), elf.word(elr - 20)
    if lo is not None and hi is not None:
        trap['type'] = '0x%08x' % ((((hi >> 5) & 0xffff) << 16) | ((lo >> 5) & 0xffff))
    if ldur is not None and (ldur & 0xffe00c00) == 0xb8400000:
        off = (ldur >> 12) & 0x1ff
        trap['load'] = off - 0x200 if off & 0x100 else off
    return trap


def parse_console(text):
    lines = text.split('\n')
    events, kp = [], []
    for i, line in enumerate(lines):
        m = KPBOOT.search(line)
        if m:
            kp.append(m.group('what').strip())
            continue
        for kind, rx in FAILURES:
            m = rx.search(line)
            if not m:
                continue
            ev = dict(kind=kind, line=line.strip(), functions=[])
            g = m.groupdict()
            for key in ('site', 'target', 'func'):
                if g.get(key):
                    ev['functions'].append(strip_local(fname(g[key])))
            if g.get('type'):
                ev['type'] = g['type']
            if g.get('target'):
                ev['target'] = strip_local(fname(g['target']))
            if g.get('where'):
                ev['functions'].append(strip_local(re.split(r'[+ ]', g['where'].rsplit('/', 1)[-1], 1)[0]))
            # the function the trap or the ftrace report names in the next lines
            for nxt in lines[i + 1:i + 40]:
                pm = PC.search(nxt) or (FTRACE_SITE.search(nxt) if kind == 'ftrace' else None)
                if pm:
                    ev['functions'].append(strip_local(pm.group('func')))
                    break
            events.append(ev)
            break
    return events, kp


def run_kprefix(args, outdir):
    cmd = [args.kprefix, 'check', '--format=json', args.vmlinux]
    if args.modules:
        cmd += ['--modules', args.modules]
    cmd += args.kprefix_arg
    p = subprocess.run(cmd, capture_output=True, text=True)
    with open(os.path.join(outdir, 'kprefix.json'), 'w') as f:
        f.write(p.stdout)
    if p.returncode == 2 or not p.stdout.strip():
        raise RuntimeError('kprefix failed (exit %d): %s' % (p.returncode, p.stderr.strip()))
    report = json.loads(p.stdout)
    if 'files' in report:                       # schema 3: every file in one list
        files = report['files']
    elif 'vmlinux' in report:                   # schema 2: vmlinux and its modules
        files = [report['vmlinux']] + report.get('modules', [])
    else:
        files = [report]
    findings = []
    for f in files:
        for fd in f.get('findings', []):
            fd = dict(fd)
            fd['file'] = f.get('name') or f.get('file')
            fd['role'] = f.get('role')
            findings.append(fd)
    return dict(command=cmd, exit=p.returncode, findings=findings,
                errors=sum(f['severity'] == 'error' for f in findings),
                warnings=sum(f['severity'] == 'warning' for f in findings))


def finding_functions(fd):
    names = {strip_local(fd.get('function'))}
    # type-offset: "...; N functions of this type keep it at -4: a, b, c"
    m = re.search(r'keep it at -?\d+: (.*)$', fd.get('message', ''))
    if m:
        names.update(strip_local(n.strip()) for n in m.group(1).split(','))
    return names


def reached_target(ev, fd, elf):
    """A function of the failing check's type, read where the check read it (the trap's
    load offset), whose ops slot kprefix says lies over its hash: ftrace's ops pointer
    replaced the word the check compared. Only vmlinux's functions (elf is the vmlinux)."""
    if (elf is None or fd.get('role') == 'module' or fd.get('check') != 'ops-slot' or
            'over the kCFI hash' not in fd.get('message', '') or not ev.get('type') or
            ev.get('load') is None):
        return False
    try:
        addr = int(fd.get('address'), 16)
    except (TypeError, ValueError):
        return False
    w = elf.word(addr + ev['load'])
    return w is not None and '0x%08x' % w == ev['type']


MISALIGNED = re.compile(r'Misaligned patch-site (?P<sym>[^\s+]+)\+0x(?P<off>[0-9a-f]+)')


def misaligned_function(ev, elf):
    """The function whose record 7.2's ftrace_call_adjust() rejected. It prints the record
    + 8: the function itself with 2 prefix NOPs, a word before it with 3 ("_stext+0xc/0x10",
    the previous symbol), so the function is the first that starts at or after that address."""
    m = MISALIGNED.search(ev.get('line', ''))
    s = m and elf is not None and elf.sym(m.group('sym'))
    if not s:
        return None
    addr = s['value'] + int(m.group('off'), 16)
    funcs = elf.functions()
    i = bisect.bisect_left([f[0] for f in funcs], addr)
    return strip_local(funcs[i][2]) if i < len(funcs) and funcs[i][0] - addr < 16 else None


def attribute(ev, findings, elf=None):
    """The kprefix findings that explain a runtime event: the target of the failing check's
    type, then by function, and for kCFI by the type a type-offset class names."""
    fns = {f for f in ev.get('functions', []) if f}
    fns.add(misaligned_function(ev, elf))
    fns.discard(None)
    ranked = []
    for fd in findings:
        if fd['severity'] == 'note':
            continue
        if reached_target(ev, fd, elf):
            ranked.append((0, fd))
        elif ev.get('type') and ev['type'] in fd.get('message', ''):
            ranked.append((1, fd))
        elif fns & finding_functions(fd):
            ranked.append((2, fd))
    return [fd for _, fd in sorted(ranked, key=lambda r: r[0])]


def summarize_boot(b, events, kp, traps):
    tracers = [w.split()[1] for w in kp if re.match(r'tracer \S+ on', w)]
    tracer_failed = [w.split()[1] for w in kp if re.match(r'tracer \S+ failed', w)]
    mods = next((w for w in kp if w.startswith('modules loaded')), None)
    nloaded = int(mods.split()[2]) if mods else 0
    nfailed = int(mods.split()[4]) if mods else 0
    done = 'done' in kp
    problems = []
    if b['timed_out']:
        problems.append('timed out after %ds' % int(b['seconds']))
    if b['stalled']:
        problems.append('silent after a kCFI trap, stopped')
    if not done:
        problems.append('no end marker')
    if tracer_failed:
        problems.append('tracer %s failed' % ','.join(tracer_failed))
    if nfailed:
        problems.append('%d insmod failed' % nfailed)
    return dict(clean=done and not events and not traps and not tracer_failed and not nfailed
                and not b['timed_out'], tracers=tracers, modules=nloaded, problems=problems)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--name', required=True)
    ap.add_argument('--vmlinux', required=True)
    ap.add_argument('--image')
    ap.add_argument('--modules')
    ap.add_argument('--arch', choices=('arm64', 'riscv64'))
    ap.add_argument('--kprefix', default='kprefix')
    ap.add_argument('--kprefix-arg', action='append', default=[])
    ap.add_argument('--busybox')
    ap.add_argument('--init', default=os.path.join(HERE, 'init.sh'))
    ap.add_argument('--out')
    ap.add_argument('--timeout', type=int, default=600)
    ap.add_argument('--append', default='', help='more kernel command line')
    ap.add_argument('--machine', default='virt', help="QEMU's -M (default virt)")
    ap.add_argument('--stall', type=int, default=30,
                    help='stop this many seconds after a kCFI trap once the console is silent')
    ap.add_argument('--expect', choices=('agree', 'disagree'), default='agree')
    args = ap.parse_args()

    try:
        elf = Elf.from_file(args.vmlinux)
    except (OSError, ValueError) as e:
        print('%s: %s' % (args.vmlinux, e), file=sys.stderr)
        return 2
    if not args.arch:
        args.arch = {EM_AARCH64: 'arm64', EM_RISCV: 'riscv64'}.get(elf.e_machine)
        if not args.arch:
            print('%s: neither arm64 nor riscv64' % args.vmlinux, file=sys.stderr)
            return 2
    if not args.busybox:
        args.busybox = os.path.join(HERE, 'busybox-%s.xz' % args.arch)
    outdir = args.out or os.path.join('boot-out', args.name)
    os.makedirs(outdir, exist_ok=True)

    image = args.image
    if not image:
        image = os.path.join(outdir, 'Image')
        with open(image, 'wb') as f:
            f.write(elf.binary())
    mods = find_modules(args.modules)
    initrd = os.path.join(outdir, 'initramfs.cpio')
    mkinitramfs.main(['mkinitramfs', initrd, args.busybox, args.init] + mods)

    try:
        kp = run_kprefix(args, outdir)
    except (OSError, RuntimeError, ValueError) as e:
        print('%s: %s' % (args.name, e), file=sys.stderr)
        return 2
    try:
        b = boot(args, image, initrd, outdir)
    except OSError as e:
        print('%s: cannot run QEMU: %s' % (args.name, e), file=sys.stderr)
        return 2
    if not b['timed_out'] and not b['stalled'] and b['rc'] != 0 and not re.search(r'Linux version|OpenSBI', b['console']):
        print('%s: QEMU failed (exit %d): %s' % (args.name, b['rc'], b['console'].strip()[:300]),
              file=sys.stderr)
        return 2
    events, kplines = parse_console(b['console'])
    traps = kcfi_traps(b['intlog'], args.arch, elf)
    # a trap the kernel reported itself is already an event ("CFI failure at ...")
    reported = any(e['kind'] == 'cfi' for e in events)
    trap_events = [] if reported else [
        dict(kind='cfi-trap', line='kCFI trap at %s (%s), type %s, load %s' % (
            t['pc'], t['site'], t.get('type'), t.get('load')),
            functions=[strip_local(fname(t['site']))] if t['site'] else [], type=t.get('type'),
            load=t.get('load'))
        for t in traps]
    bs = summarize_boot(b, events, kplines, trap_events)
    all_events = events + trap_events

    # Primary events (kCFI, ftrace) must each be a finding. A panic, oops, BUG or WARN that
    # follows a primary event is its consequence; without one it must be attributed itself.
    primary = [e for e in all_events if e['kind'] in ('cfi', 'cfi-trap', 'ftrace')]
    judged = primary or all_events
    unexplained = []
    for e in judged:
        e['findings'] = ['%s %s' % (fd['check'], fd.get('location') or fd.get('function'))
                         for fd in attribute(e, kp['findings'], elf)][:5]
        if not e['findings']:
            unexplained.append(e)

    why = []
    if kp['exit'] == 0 and not bs['clean']:
        agree = False
        why.append('kprefix passes a kernel that failed')
    elif kp['exit'] != 0 and bs['clean']:
        agree = False
        why.append('kprefix reports %d errors the booted kernel never hit' % kp['errors'])
    else:
        agree = not unexplained
        if unexplained:
            why.append('%d runtime failures kprefix did not report: %s' % (
                len(unexplained), unexplained[0]['line'][:160]))
        elif judged:
            why.append('%s is %s' % (judged[0]['line'][:120], judged[0]['findings'][0]))
    if kp['exit'] == 0 and kp['warnings'] and bs['clean']:
        why.append('%d warnings (--werror fails it): %s' % (kp['warnings'], ', '.join(
            sorted({'%s %s' % (f['check'], f['function']) for f in kp['findings']
                    if f['severity'] == 'warning'}))[:200]))

    kv = 'clean (exit 0)' if kp['exit'] == 0 else 'fails (exit %d, %d errors)' % (kp['exit'], kp['errors'])
    if kp['warnings']:
        kv = kv[:-1] + ', %d warnings)' % kp['warnings']
    if bs['clean']:
        bv = 'clean (%s, %d modules, %.0f s)' % (', '.join(bs['tracers']), bs['modules'], b['seconds'])
    else:
        first = all_events[0]['line'][:140] if all_events else '; '.join(bs['problems'])
        bv = 'FAILED (%s; %.0f s)' % (first, b['seconds'])
    verdict = 'AGREE' if agree else 'DISAGREE'
    line = '%s: kprefix %s; boot %s %s' % (args.name, kv, bv, verdict)
    if why:
        line += ' (%s)' % '; '.join(why)
    print(line)
    with open(os.path.join(outdir, 'verdict.json'), 'w') as f:
        json.dump(dict(name=args.name, line=line, agree=agree, kprefix={k: kp[k] for k in (
            'command', 'exit', 'errors', 'warnings')}, boot=dict(bs, seconds=b['seconds'],
            timed_out=b['timed_out'], command=b['command'], kpboot=kplines), events=all_events),
            f, indent=1)
    return 0 if agree == (args.expect == 'agree') else 1


if __name__ == '__main__':
    sys.exit(main())
