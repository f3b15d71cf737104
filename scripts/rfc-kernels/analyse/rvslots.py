#!/usr/bin/env python3
"""Where riscv64 CALL_OPS puts the ftrace_ops pointer, per mcount record (pure python;
ELF read by fixtures/elfmini.py).

usage: rvslots.py VMLINUX   (prints JSON)

7.2 arch/riscv/kernel/ftrace.c: rec->ip = record + 8 + 4; ftrace_rec_set_ops() (also called by
ftrace_init_nop() at boot, with &ftrace_nop_ops) writes 8 bytes at W = ALIGN_DOWN(rec->ip - 12, 8)
= ALIGN_DOWN(record, 8); mcount-dyn.S ftrace_caller loads them from t0 - 16 = record (t0 = the
return address of the jalr at func + 4).  With the record at func-8 that is the prefix only when
the record is 8-aligned.  Otherwise W = func-12: over the 4 bytes before the prefix, which is
where kCFI keeps the type hash ('$d' mapping symbol, or a word that is a known hash).
"""
import collections
import json
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..',
                                'fixtures'))
from elfmini import Elf  # noqa: E402


def main(p):
    elf = Elf.from_file(p)
    data, secs = elf.data, elf.sections
    syms = [(s['name'], s['type'], s['shndx'], s['value']) for s in elf.symbols]

    def off(va, n):
        for s in secs:
            if s['type'] == 1 and s['addr'] and s['addr'] <= va and va + n <= s['addr'] + s['size']:
                return s['offset'] + va - s['addr']
        return None

    def word(va):
        o = off(va, 4)
        return None if o is None else struct.unpack_from('<I', data, o)[0]

    byname = {}
    for nm, t, sh, v in syms:
        byname.setdefault(nm, v)
    execidx = {i for i, s in enumerate(secs) if s['flags'] & 4 and s['type'] == 1}
    funcs = {}
    for nm, t, sh, v in syms:
        if t == 2 and sh in execidx:
            funcs.setdefault(v, nm)
    dsyms = {v for nm, t, sh, v in syms if nm == '$d' or nm.startswith('$d.')}
    known = {word(v - d) for v in funcs for d in (4, 12) if (v - d) in dsyms}
    known |= {v & 0xffffffff for nm, t, sh, v in syms if nm.startswith('__kcfi_typeid_')}
    start, stop = byname['__start_mcount_loc'], byname['__stop_mcount_loc']
    o = off(start, stop - start)
    recs = [struct.unpack_from('<Q', data, o + 8 * i)[0] for i in range((stop - start) // 8)]
    classes, example = collections.Counter(), {}
    for r in recs:
        f = r + 8
        if r == 0:
            k = 'zero record'
        elif f not in funcs:
            k = 'record not at func-8'
        elif r % 8 == 0:
            k = 'slot = func-8..func, the prefix NOPs (writer and reader agree)'
        else:
            what = ('a kCFI hash ($d)' if (r - 4) in dsyms else
                    'a known kCFI hash word without $d' if word(r - 4) in known else
                    'other bytes (a hash of a type used nowhere else, or code)')
            k = 'slot = func-12..func-4, over ' + what + '; ftrace_caller reads func-8..func'
        classes[k] += 1
        if f in funcs:
            example.setdefault(k, funcs[f])
    ex = {}
    for k, name in example.items():
        f = byname[name]
        ex[name] = {'func': hex(f), 'func mod 8': f % 8, 'record': hex(f - 8),
                    'ops written at': hex((f - 8) & ~7), 'ops read at': hex(f - 8),
                    'words -12,-8,-4,+0,+4': ['%08x' % (word(f + d) or 0) for d in (-12, -8, -4, 0, 4)]}
    return {'file': p, 'records': len(recs), 'classes': dict(classes), 'examples': ex}


if __name__ == '__main__':
    for a in sys.argv[1:]:
        try:
            res = main(a)
        except (OSError, ValueError, struct.error) as e:
            print('rvslots.py: %s: %s' % (a, e), file=sys.stderr)
            sys.exit(2)
        print(json.dumps(res, indent=1))
