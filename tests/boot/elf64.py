"""Minimal little-endian ELF64 reading for the boot harness: sections, program headers,
function symbols, words at virtual addresses, and objcopy -O binary (what arch/arm64/boot
and arch/riscv/boot do to make an Image from vmlinux). No dependencies beyond Python 3."""
import bisect
import struct

SHT_NOBITS = 8
SHT_SYMTAB = 2
SHF_ALLOC = 2
SHF_EXECINSTR = 4
PT_LOAD = 1
STT_FUNC = 2


class Elf:
    def __init__(self, path):
        with open(path, 'rb') as f:
            self.data = f.read()
        d = self.data
        if d[:4] != b'\x7fELF' or d[4] != 2 or d[5] != 1:
            raise ValueError('%s: not a little-endian ELF64 file' % path)
        (self.e_type, self.e_machine, _, self.e_entry, e_phoff, e_shoff, _, _, e_phentsize,
         e_phnum, e_shentsize, e_shnum, e_shstrndx) = struct.unpack_from('<HHIQQQIHHHHHH', d, 16)
        self.sections = []
        for i in range(e_shnum):
            f = struct.unpack_from('<IIQQQQIIQQ', d, e_shoff + i * e_shentsize)
            self.sections.append(dict(name_off=f[0], type=f[1], flags=f[2], addr=f[3], offset=f[4],
                                      size=f[5], link=f[6], info=f[7]))
        if self.sections:
            strtab = self.sections[e_shstrndx]
            for s in self.sections:
                o = strtab['offset'] + s['name_off']
                s['name'] = d[o:d.index(b'\0', o)].decode()
        self.segments = []
        for i in range(e_phnum):
            f = struct.unpack_from('<IIQQQQQQ', d, e_phoff + i * e_phentsize)
            self.segments.append(dict(type=f[0], offset=f[2], vaddr=f[3], paddr=f[4], filesz=f[5],
                                      memsz=f[6]))
        self._funcs = None

    def functions(self):
        """Sorted (address, size, name) of STT_FUNC symbols in executable sections."""
        if self._funcs is None:
            out = {}
            for s in self.sections:
                if s['type'] != SHT_SYMTAB:
                    continue
                strs = self.sections[s['link']]
                for i in range(s['size'] // 24):
                    name, info, _, shndx, value, size = struct.unpack_from(
                        '<IBBHQQ', self.data, s['offset'] + i * 24)
                    if info & 0xf != STT_FUNC or shndx == 0 or shndx >= len(self.sections):
                        continue
                    if not self.sections[shndx]['flags'] & SHF_EXECINSTR:
                        continue
                    o = strs['offset'] + name
                    nm = self.data[o:self.data.index(b'\0', o)].decode(errors='replace')
                    if value not in out or (out[value][0] == 0 and size):
                        out[value] = (size, nm)
            self._funcs = sorted((a, sz, nm) for a, (sz, nm) in out.items())
            self._addrs = [f[0] for f in self._funcs]
        return self._funcs

    def symbolize(self, addr):
        """'func+0xoff/0xsize' for addr, or None outside every function."""
        funcs = self.functions()
        i = bisect.bisect_right(self._addrs, addr) - 1
        if i < 0:
            return None
        a, sz, nm = funcs[i]
        if addr >= a + max(sz, 4):
            return None
        return '%s+0x%x/0x%x' % (nm, addr - a, sz)

    def word(self, addr):
        for s in self.sections:
            if s['type'] != SHT_NOBITS and s['flags'] & SHF_ALLOC and s['addr'] <= addr < s['addr'] + s['size'] - 3:
                return struct.unpack_from('<I', self.data, s['offset'] + addr - s['addr'])[0]
        return None

    def binary(self):
        """objcopy -O binary -R .note -R .note.gnu.build-id -R .comment -S: the contents of
        the allocated sections with file contents, laid out by load address from the lowest,
        gaps zero-filled."""
        parts = []
        for s in self.sections:
            if not s['flags'] & SHF_ALLOC or s['type'] == SHT_NOBITS or not s['size']:
                continue
            if s['name'] in ('.note', '.note.gnu.build-id', '.comment'):
                continue
            lma = s['addr']
            for p in self.segments:
                if p['type'] == PT_LOAD and p['offset'] <= s['offset'] < p['offset'] + p['filesz']:
                    lma = p['paddr'] + s['offset'] - p['offset']
                    break
            parts.append((lma, self.data[s['offset']:s['offset'] + s['size']]))
        if not parts:
            raise ValueError('no loadable sections')
        base = min(p[0] for p in parts)
        end = max(p[0] + len(p[1]) for p in parts)
        out = bytearray(end - base)
        for lma, blob in parts:
            out[lma - base:lma - base + len(blob)] = blob
        return bytes(out)
