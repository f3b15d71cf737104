A function written in assembly is named as such in the type-offset finding: "(assembly)"
tells where to fix it.

  $ kprefix check cases/origin-asm.elf
  cases/origin-asm.elf: asm_typed_fn+0x0 (0xffff800080000294): error: hash at -4, callers load it at -16 (assembly, untraced, 0 prefix NOPs) [hash-offset]
      in asm_typed.S (/work/main/fixtures/src/asm_typed.S:25)
    = it explains:
    cases/origin-asm.elf: tr_call+0x1c (0xffff8000800000d4): error: type 0x56e5b5a5: 2 call sites in 2 functions load at -16; 1 function of this type keeps it at -4: asm_typed_fn (assembly) [type-offset]
    help: make its hash macro emit 3 prefix NOPs after the hash (arm64's __CFI_TYPE, as SYM_TYPED_FUNC_START uses it); 'kprefix explain hash-offset' says why and how
  layout of cases/origin-asm.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 13 in all))
    alignment    8    (image: 11 of 11 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           7         5         5
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 2 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  cases/origin-asm.elf: 1 cause:
    1. 1 function (asm_typed_fn) in asm_typed.S: hash at -4, callers load it at -16 (assembly, untraced, 0 prefix NOPs) [hash-offset]
       fix: make its hash macro emit 3 prefix NOPs after the hash (arm64's __CFI_TYPE, as SYM_TYPED_FUNC_START uses it); 'kprefix explain hash-offset' says why and how
  [exit 1]
