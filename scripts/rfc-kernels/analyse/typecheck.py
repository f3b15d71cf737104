#!/usr/bin/env python3
"""Per-type agreement of kCFI call sites and function hashes (layout.md section 8).
usage: typecheck.py VMLINUX"""
import sys, struct, collections
sys.path.insert(0, __import__('os').path.dirname(__file__))
import analyze as A
NOP = 0xd503201f
def run(p):
    elf = A.Elf.from_file(p)
    data, secs = elf.data, elf.sections
    syms = A.symbols(elf)
    execidx = {i for i, s in enumerate(secs) if s['flags'] & 4 and s['type'] == 1}
    dsyms = {v for nm, t, b, sh, v, sz in syms if A.is_mapping(nm, 'd')}
    funcs = {}
    for nm, t, b, sh, v, sz in syms:
        if t == 2 and sh in execidx:
            funcs.setdefault(v, nm)
    def word(va):
        o = A.vaddr_to_off(secs, va, 4)
        return None if o is None else struct.unpack_from('<I', data, o)[0]
    fh = collections.defaultdict(collections.Counter)   # hash -> {offset: nfuncs}
    for va, nm in funcs.items():
        if (va - 16) in dsyms and all(word(va - 4 * j) == NOP for j in (1, 2, 3)):
            fh[word(va - 16)][-16] += 1
        elif (va - 4) in dsyms:
            fh[word(va - 4)][-4] += 1
    sites = []
    for i in execidx:
        s = secs[i]; n = s['size'] // 4
        ws = struct.unpack_from('<%dI' % n, data, s['offset'])
        for k, w in enumerate(ws):
            if (w & 0xffe0001f) == 0xd4200000 and 0x8000 <= ((w >> 5) & 0xffff) <= 0x83ff and k >= 5:
                l, m1, m2 = ws[k - 5], ws[k - 4], ws[k - 3]
                if (l & 0xffe00c00) != 0xb8400000:
                    continue
                off = (l >> 12) & 0x1ff
                off = off - 0x200 if off & 0x100 else off
                lo = (m1 >> 5) & 0xffff; hi = (m2 >> 5) & 0xffff
                sites.append((s['addr'] + 4 * k, off, (hi << 16) | lo))
    bad_sites = 0; reach = set(); wrong_funcs = 0
    for va, off, h in sites:
        other = sum(c for o, c in fh[h].items() if o != off)
        if other:
            bad_sites += 1
            reach.add((h, off))
    wrong_funcs = sum(sum(c for o, c in fh[h].items() if o != off) for h, off in reach)
    print(f'{p}: call sites {len(sites)}; sites that can reach a function of their type at another offset: {bad_sites}; '
          f'functions reachable at the wrong offset (summed over distinct (type,offset)): {wrong_funcs}')
for p in sys.argv[1:]:
    try:
        run(p)
    except (OSError, ValueError, struct.error) as e:
        print('typecheck.py: %s: %s' % (p, e), file=sys.stderr)
        sys.exit(2)
