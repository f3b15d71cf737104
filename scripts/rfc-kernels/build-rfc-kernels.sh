#!/usr/bin/env bash
# Reproduce the "CALL_OPS + kCFI" RFC (patch 6/8) arm64 kernels with clang-21, from scratch.
#
# Host: Debian bookworm x86_64, root. Nothing sid/arm64 is installed on the host; all tools
# live in a debootstrap'ed sid chroot under $R/chroot.  Outputs in $R/out:
#   vmlinux-rfc-good          RFC flags (M=3 everywhere), mainline scripts/sorttable
#   vmlinux-rfc-noprefix      same tree, built with CFI_PREFIX_CFLAGS= (untraced objects: no prefix)
#   vmlinux-rfc-good-sorted   the good build relinked with scripts/sorttable before_func = 4*M = 12
#   config-rfc-*              their .config;  *.json  the counts from analyze.py
#
# usage: build-rfc-kernels.sh            (R defaults to /work/rfc-kernels, CHROOT to $R/chroot;
#                                         MIRROR or SID_APT: see lib.sh)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
R=${R:-/work/rfc-kernels}
C=${CHROOT:-$R/chroot}
SRC=/build/linux-source-7.2          # path inside the chroot
mkdir -p "$R/out"
cd "$R"

# ---------------------------------------------------------------- 1. chroot
# shellcheck source=scripts/rfc-kernels/lib.sh
. "$HERE/lib.sh"
# shellcheck disable=SC2086
sid_chroot "$C" $SID_KERNEL_PKGS
chroot "$C" dpkg-query -W clang-21 lld-21 llvm-21 linux-source-7.2 | tee "$R/out/package-versions.txt"

# ---------------------------------------------------------------- 2. unpack + patch
rm -rf "$C/build"
mkdir -p "$C/build"
tar -C "$C/build" -xf "$C/usr/src/linux-source-7.2.tar.xz"

cp "$HERE/patches/rfc-6of8.patch" "$R/rfc-6of8.patch"
cp "$HERE/patches/rfc-prereq-notrace-cfitype.patch" "$R/rfc-prereq-3of8-5of8-like.patch"
cp "$HERE/patches/rfc-sorttable.patch" "$R/rfc-sorttable.patch"
cat > "$R/analyze.py" <<'PY_EOF'
#!/usr/bin/env python3
"""Count layout facts in an arm64 vmlinux (pure python, no dependencies).

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
import json, struct, sys, collections

SHF_EXECINSTR = 4
NOP = 0xd503201f


def parse(path):
    data = open(path, 'rb').read()
    assert data[:4] == b'\x7fELF' and data[4] == 2 and data[5] == 1
    (e_type, e_machine, _, e_entry, e_phoff, e_shoff, _, _, _, _, e_shentsize,
     e_shnum, e_shstrndx) = struct.unpack_from('<HHIQQQIHHHHHH', data, 16)
    secs = []
    for i in range(e_shnum):
        f = struct.unpack_from('<IIQQQQIIQQ', data, e_shoff + i * e_shentsize)
        secs.append(dict(name_off=f[0], type=f[1], flags=f[2], addr=f[3], offset=f[4],
                         size=f[5], link=f[6], info=f[7], align=f[8], entsize=f[9]))
    shstr = secs[e_shstrndx]
    for s in secs:
        o = shstr['offset'] + s['name_off']
        s['name'] = data[o:data.index(b'\0', o)].decode()
    return data, e_type, secs


def symbols(data, secs):
    out = []
    for s in secs:
        if s['type'] != 2:  # SHT_SYMTAB
            continue
        strs = secs[s['link']]
        for i in range(s['size'] // 24):
            name, info, other, shndx, value, size = struct.unpack_from(
                '<IBBHQQ', data, s['offset'] + i * 24)
            o = strs['offset'] + name
            nm = data[o:data.index(b'\0', o)].decode(errors='replace')
            out.append((nm, info & 0xf, info >> 4, shndx, value, size))
    return out


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
    data, e_type, secs = parse(path)
    syms = symbols(data, secs)
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
        print(json.dumps(analyze(p), indent=1))
PY_EOF
cat > "$R/typecheck.py" <<'PY_EOF'
#!/usr/bin/env python3
"""Per-type agreement of kCFI call sites and function hashes (layout.md section 8).
usage: typecheck.py VMLINUX"""
import sys, struct, collections
sys.path.insert(0, __import__('os').path.dirname(__file__))
import analyze as A
NOP = 0xd503201f
def run(p):
    data, et, secs = A.parse(p)
    syms = A.symbols(data, secs)
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
    run(p)
PY_EOF
cp "$R/rfc-6of8.patch" "$R/rfc-prereq-3of8-5of8-like.patch" "$R/rfc-sorttable.patch" "$C/build/"
chroot "$C" sh -c "cd $SRC && patch -p1 < /build/rfc-6of8.patch && patch -p1 < /build/rfc-prereq-3of8-5of8-like.patch"

# ---------------------------------------------------------------- 3. helpers (run in chroot)
cat > "$C/build/mkconfig.sh" <<'EOF'
#!/bin/sh
# usage: mkconfig.sh OUTDIR
set -e
O=$1
M="make LLVM=-21 ARCH=arm64 O=$O"
$M tinyconfig >/dev/null
S="scripts/config --file $O/.config"
$S -e FTRACE -e FUNCTION_TRACER -e DYNAMIC_FTRACE -e CFI -e CFI_CLANG -e MODULES -e RELOCATABLE \
   -e KALLSYMS -e IKCONFIG -d IKCONFIG_PROC -e PRINTK -e BUG -e TRACING_SUPPORT
$M olddefconfig >/dev/null
for c in CONFIG_CFI=y CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y CONFIG_ARM64_FUNCTION_PREFIX_NOPS=3 \
	 CONFIG_IKCONFIG=y CONFIG_FUNCTION_TRACER=y CONFIG_MODULES=y CONFIG_RELOCATABLE=y; do
	grep -qx "$c" $O/.config || { echo "mkconfig: $c missing" >&2; exit 1; }
done
EOF
cat > "$C/build/dobuild.sh" <<'EOF'
#!/bin/sh
# usage: dobuild.sh OUTDIR [extra make args]
O=$1; shift
cd /build/linux-source-7.2 || exit 1
start=$(date +%s)
make LLVM=-21 ARCH=arm64 O=$O -j2 "$@" vmlinux > $O/build.log 2>&1
rc=$?
echo "rc=$rc seconds=$(( $(date +%s) - start ))" > $O/build.time
cat $O/build.time
exit $rc
EOF
chmod +x "$C/build/mkconfig.sh" "$C/build/dobuild.sh"

# ---------------------------------------------------------------- 4. good kernel
chroot "$C" sh -c "cd $SRC && /build/mkconfig.sh /build/out-good"
chroot "$C" /build/dobuild.sh /build/out-good
cp "$C/build/out-good/vmlinux" "$R/out/vmlinux-rfc-good"
cp "$C/build/out-good/.config" "$R/out/config-rfc-good"

# ---------------------------------------------------------------- 5. defective kernel
# Same tree and config; CFI_PREFIX_CFLAGS emptied on the make command line, so untraced
# objects get no -fpatchable-function-entry=3,3,... and notrace falls back to (0,0).
chroot "$C" sh -c "cd $SRC && /build/mkconfig.sh /build/out-noprefix"
chroot "$C" /build/dobuild.sh /build/out-noprefix 'CFI_PREFIX_CFLAGS='
cp "$C/build/out-noprefix/vmlinux" "$R/out/vmlinux-rfc-noprefix"
cp "$C/build/out-noprefix/.config" "$R/out/config-rfc-noprefix"

# ---------------------------------------------------------------- 6. good kernel, fixed sorttable
# scripts/sorttable is rebuilt (its HOSTCFLAGS changed) and vmlinux.unstripped depends on it,
# so this only relinks the good build.
chroot "$C" sh -c "cd $SRC && patch -p1 < /build/rfc-sorttable.patch"
chroot "$C" /build/dobuild.sh /build/out-good
cp "$C/build/out-good/vmlinux" "$R/out/vmlinux-rfc-good-sorted"
cp "$C/build/out-good/.config" "$R/out/config-rfc-good-sorted"

# ---------------------------------------------------------------- 7. counts
for k in good noprefix good-sorted; do
	python3 "$R/analyze.py" "$R/out/vmlinux-rfc-$k" | tee "$R/out/vmlinux-rfc-$k.json"
	python3 "$R/typecheck.py" "$R/out/vmlinux-rfc-$k"
done
umount "$C/proc" || true
