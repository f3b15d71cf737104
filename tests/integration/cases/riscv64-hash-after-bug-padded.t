The same after BUG() with padding: bug_export.c built traced (=8,4) with 16-byte function
alignment, so the assembler pads the 10 bytes between bx_bug's c.ebreak and bx_exported's
hash with a c.nop and two 4-byte nops, as between dma_map_phys and dma_map_page_attrs in a
7.2 riscv64 CALL_OPS kernel. The object sits in an M=0 image (kcfi-rvc's), so its four
hashed functions are one hash-offset finding; before, bx_exported and bx_use had no hash
(a false hash-missing warning, and prefix-nops instead of hash-offset).

  $ kprefix check riscv64/images/kcfi-bug-export-a16-rvc.elf
  riscv64/images/kcfi-bug-export-a16-rvc.elf: bx_asm+0x0 (0xffffffff800001b0): warning: address stored in data, but no kCFI hash: an indirect call through it fails the check [hash-missing]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-missing' says why and how
  riscv64/images/kcfi-bug-export-a16-rvc.elf: 4 functions (bx_bug, bx_exported, bx_bug2, bx_use): error: hash at -12, callers load it at -4 (traced, 4 prefix NOPs) [hash-offset]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-offset' says why and how
  riscv64/images/kcfi-bug-export-a16-rvc.elf: bx_local+0x0 (0xffffffff80000258): error: 4 prefix NOPs (record at -0x8), layout has 0 [prefix-nops]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain prefix-nops' says why and how
  layout of riscv64/images/kcfi-bug-export-a16-rvc.elf:
    prefix NOPs  0    (image: 6 of 11 owned records at func-0)
    kCFI         on   (image: 2 kCFI check sequences (ebreak after lw; lui; addiw; beq))
    hash at      -4
    bti c        no   (image: 0 of 8 compiled functions a pointer may reach start with lpad (0 of 18 in all))
    alignment    4    (image: 15 of 15 prefix starts are 4-byte aligned)
    ops slot     no CALL_OPS: no ops slot
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       no CALL_OPS, no direct calls: every attach goes through ftrace_caller's ops list; kernel text spans 1 KB
  functions      total    hashed  prefixed
  traced            11         9         6
  untraced           7         4         0
  records: 11 (RELA addends): 11 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -4: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 0 of those hashed, 0 differ
  riscv64/images/kcfi-bug-export-a16-rvc.elf: 3 causes:
    1. 1 function (bx_asm): address stored in data, but no kCFI hash: an indirect call through it fails the check [hash-missing]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-missing' says why and how
    2. 4 functions: hash at -12, callers load it at -4 (traced, 4 prefix NOPs) [hash-offset]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-offset' says why and how
    3. 1 function (bx_local): 4 prefix NOPs (record at -0x8), layout has 0 [prefix-nops]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain prefix-nops' says why and how
  [exit 1]
