#!/usr/bin/env python3
"""Count layout facts in an arm64 vmlinux (pure python; ELF read by fixtures/elfmini.py).

usage: analyze.py VMLINUX [VMLINUX...]   (prints one JSON object per image)

mcount records: the 8-byte words between __start_mcount_loc and __stop_mcount_loc;
each record's value is the word in the file, or, when that word is 0 and .rela.dyn
has an R_AARCH64_RELATIVE for the slot, that relocation's addend (RELR keeps the
value in place).  "zero" = effective value 0.
functions: STT_FUNC symbols in SHF_EXECINSTR sections, distinct addresses.
kCFI brk sites: words in executable sections with (w & 0xffe0001f) == 0xd4200000
and imm16 in 0x8000..0x83ff; ldur offset taken from the word 5 instructions earlier.
hash offsets: for every distinct function address with a '$d' (or '__pi_$d', ...)
mapping symbol at func-4 or func-16 followed by 3 NOPs, classify the hash slot.
"""
import collections
import json
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '..',
                                'fixtures'))
from elfmini import Elf  # noqa: E402

SHF_EXECINSTR = 4
NOP = 0xd503201f


def symbols(elf):
    """(name, type, bind, shndx, value, size) of every SHT_SYMTAB symbol."""
    return [(s['name'], s['type'], s['bind'], s['shndx'], s['value'], s['size'])
            for s in elf.symbols]


def vaddr_to_off(secs, va, n=1):
    for s in secs:
        if s['type'] in (1, 14, 15, 16) and s['addr'] and s['addr'] <= va and va + n <= s['addr'] + s['size']:
            return s['offset'] + va - s['addr']
    return None


def is_mapping(nm, kind):
    # '$d', '$d.123', '__pi_$d', '__efistub_$d', ...
    base = nm.split('.', 1)[0] if nm.startswith('$') else nm
    for pre in ('', '__pi_', '__efistub_', '__kvm_nvhe_'):
        if base == pre + '$' + kind or nm.startswith(pre + '$' + kind + '.'):
            return pre or 'plain'
    return None


def analyze(path):
    elf = Elf.from_file(path)
    data, e_type, secs = elf.data, elf.e_type, elf.sections
    syms = symbols(elf)
    byname = {}
    for nm, typ, bind, shndx, value, size in syms:
        byname.setdefault(nm, value)
    res = {'file': path, 'e_type': {2: 'ET_EXEC', 3: 'ET_DYN'}.get(e_type, e_type)}

    # relocations: R_AARCH64_RELATIVE addends by slot address
    rela = {}
    for s in secs:
        if s['type'] == 4 and s['name'] == '.rela.dyn':
            for i in range(s['size'] // 24):
                off, info, add = struct.unpack_from('<QQq', data, s['offset'] + i * 24)
                if info == 0x403:
                    rela[off] = add & 0xffffffffffffffff
    res['rela_relative'] = len(rela)
    res['relr_bytes'] = sum(s['size'] for s in secs if s['type'] == 19 or s['name'] == '.relr.dyn')

    # mcount table
    start, stop = byname.get('__start_mcount_loc'), byname.get('__stop_mcount_loc')
    recs = []
    if start is not None and stop is not None:
        off = vaddr_to_off(secs, start, stop - start)
        for i in range((stop - start) // 8):
            w = struct.unpack_from('<Q', data, off + 8 * i)[0]
            if w == 0 and (start + 8 * i) in rela:
                w = rela[start + 8 * i]
            recs.append(w)
    res['mcount_records'] = len(recs)
    res['mcount_zero'] = sum(1 for r in recs if r == 0)
    res['mcount_file_words_zero'] = sum(
        1 for i in range(len(recs))
        if struct.unpack_from('<Q', data, vaddr_to_off(secs, start + 8 * i, 8))[0] == 0)

    execidx = {i for i, s in enumerate(secs) if s['flags'] & SHF_EXECINSTR and s['type'] == 1}
    funcs = {}
    for nm, typ, bind, shndx, value, size in syms:
        if typ == 2 and shndx in execidx:
            funcs.setdefault(value, (nm, size))
    res['functions_distinct_addr'] = len(funcs)

    mapc = collections.Counter()
    dsyms = {}
    for nm, typ, bind, shndx, value, size in syms:
        for kind in ('d', 'x'):
            p = is_mapping(nm, kind)
            if p:
                mapc[('' if p == 'plain' else p) + '$' + kind] += 1
                if kind == 'd':
                    dsyms.setdefault(value, p)
    res['mapping_symbols'] = dict(sorted(mapc.items()))

    def word(va):
        o = vaddr_to_off(secs, va, 4)
        return None if o is None else struct.unpack_from('<I', data, o)[0]

    # kCFI brk sites
    hist = collections.Counter()
    nbrk = 0
    for i in execidx:
        s = secs[i]
        n = s['size'] // 4
        ws = struct.unpack_from('<%dI' % n, data, s['offset'])
        for k, w in enumerate(ws):
            if (w & 0xffe0001f) == 0xd4200000 and 0x8000 <= ((w >> 5) & 0xffff) <= 0x83ff:
                nbrk += 1
                if k >= 5 and (ws[k - 5] & 0xffe00c00) == 0xb8400000:
                    simm = (ws[k - 5] >> 12) & 0x1ff
                    if simm & 0x100:
                        simm -= 0x200
                    hist[str(simm)] += 1
                else:
                    hist['no-ldur'] += 1
    res['kcfi_brk_sites'] = nbrk
    res['ldur_offset_hist'] = dict(sorted(hist.items()))

    # hash slot per function (mapping-symbol evidence)
    slot = collections.Counter()
    for va, (nm, size) in funcs.items():
        isl = 'pi' if nm.startswith('__pi_') else ('efistub' if nm.startswith('__efistub_') else 'main')
        if (va - 16) in dsyms and all(word(va - 4 * j) == NOP for j in (1, 2, 3)):
            slot[isl + ':-16'] += 1
        elif (va - 4) in dsyms:
            slot[isl + ':-4'] += 1
        else:
            slot[isl + ':none'] += 1
    res['hash_slot_by_island'] = dict(sorted(slot.items()))

    # records: where they point relative to functions
    fa = sorted(funcs)
    import bisect
    kinds = collections.Counter()
    for r in recs:
        if r == 0:
            continue
        f = r + 12
        if f in funcs:
            kinds['func-12 (M=3)'] += 1
        elif r + 8 in funcs:
            kinds['func-8 (M=2)'] += 1
        elif r in funcs:
            kinds['func+0'] += 1
        else:
            kinds['other'] += 1
    res['mcount_record_targets'] = dict(kinds)
    return res


if __name__ == '__main__':
    for p in sys.argv[1:]:
        try:
            res = analyze(p)
        except (OSError, ValueError, struct.error) as e:
            print('analyze.py: %s: %s' % (p, e), file=sys.stderr)
            sys.exit(2)
        print(json.dumps(res, indent=1))
