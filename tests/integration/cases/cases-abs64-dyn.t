An assembly function whose address is stored in data by an ABS64 dynamic relocation but
carries no kCFI hash is a hash-missing warning: an indirect call through that pointer
fails the kCFI check.

  $ kprefix check -v cases/abs64-dyn.elf
  cases/abs64-dyn.elf: asm_untyped+0x0 (0xffff800080000130): warning: address stored in data, but no kCFI hash: an indirect call through it fails the check [hash-missing]
  layout of cases/abs64-dyn.elf:
    prefix NOPs  0    (image: 6 of 6 owned records at func-0)
    kCFI         on   (image: 1 kCFI check sequence (brk #0x8000-0x83ff))
    hash at      -4
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 8 in all))
    alignment    4    (image: 6 of 6 prefix starts are 4-byte aligned)
    ops slot     no CALL_OPS: no ops slot
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       no CALL_OPS, no direct calls: every attach goes through ftrace_caller's ops list; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           2         0         0
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 1 (at -4: 1), 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  [exit 0]
