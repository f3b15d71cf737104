An object (ld -r) whose typed assembly function keeps its hash at -4 under M=3: libdwfl
relocates the object's DWARF, so the finding names its origin, "assembly", as a vmlinux's would.

  $ kprefix check cases/origin-asm.o
  cases/origin-asm.o: asm_typed_fn+0x0 (0x10254): error: hash 0x00000000 at -4, but __kcfi_typeid_asm_typed_fn is 0x56e5b5a5: a call through the declared type panics [hash-mismatch]
      in asm_typed.S (src/asm_typed.S:25)
    help: 'kprefix explain hash-mismatch' says why and how
  cases/origin-asm.o: asm_typed_fn+0x0 (0x10254): error: hash at -4, callers load it at -16 (assembly, untraced, 0 prefix NOPs) [hash-offset]
      in asm_typed.S (src/asm_typed.S:25)
    help: make its hash macro emit 3 prefix NOPs after the hash (arm64's __CFI_TYPE, as SYM_TYPED_FUNC_START uses it); 'kprefix explain hash-offset' says why and how
  layout of cases/origin-asm.o:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 12 in all))
    alignment    8    (image: 11 of 11 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): a module checked without its vmlinux
    patch site   a module checked without its vmlinux: not run
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           6         5         5
  records: 6 (relocations of __patchable_function_entries): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 1 differ
  cases/origin-asm.o: 2 causes:
    1. 1 function (asm_typed_fn) in asm_typed.S: hash 0x00000000 at -4, but __kcfi_typeid_asm_typed_fn is 0x56e5b5a5: a call through the declared type panics [hash-mismatch]
       fix: 'kprefix explain hash-mismatch' says why and how
    2. 1 function (asm_typed_fn) in asm_typed.S: hash at -4, callers load it at -16 (assembly, untraced, 0 prefix NOPs) [hash-offset]
       fix: make its hash macro emit 3 prefix NOPs after the hash (arm64's __CFI_TYPE, as SYM_TYPED_FUNC_START uses it); 'kprefix explain hash-offset' says why and how
  [exit 1]
