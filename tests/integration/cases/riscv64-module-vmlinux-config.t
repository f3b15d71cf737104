A module takes CALL_OPS from its vmlinux's IKCONFIG. Linux 7.2's riscv kCFI kernel
(kcfi-stock72-rvc: traced objects =8,4, untraced ones unprefixed, CALL_OPS not set) has no
ops slot; its module has no IKCONFIG of its own. Before, the module was judged as if CALL_OPS
were on, and its two hashed traced functions got a false ops-slot error each ("over the kCFI
hash"), as on the booted riscv-kcfi-m0 kernel's five sample modules (18 functions). The
vmlinux's real defect, hashes at -4 and -12, stays.

  $ kprefix check riscv64/images/kcfi-stock72-rvc.elf riscv64/images/kcfi-stock72-rvc.ko
  riscv64/images/kcfi-stock72-rvc.elf: warning: CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS is not set in the image's IKCONFIG, but the image has 4 prefix NOPs (6 of 6 owned records at func-8 (4 c.nop)) [config-mismatch]
    help: 'kprefix explain config-mismatch' says why and how
  riscv64/images/kcfi-stock72-rvc.elf: 4 functions (ut_mul, ut_call, ut_entry, ut_static_cb): error: hash at -4, callers load it at -12 (untraced, 0 prefix NOPs) [hash-offset]
    = it explains:
    riscv64/images/kcfi-stock72-rvc.elf: tr_call+0x12 (0xffffffff800000ae): error: type 0x56e5b5a5: 1 call site in 1 function loads at -12; 2 functions of this type keep it at -4: ut_mul, ut_static_cb [type-offset]
    riscv64/images/kcfi-stock72-rvc.elf: ut_call+0xa (0xffffffff80000172): error: type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -12: tr_add, tr_static_cb [type-offset]
    help: give these functions' objects 4 prefix NOPs (-fpatchable-function-entry=4,4, or =6,4 when traced); 'kprefix check BUILD-DIR' names the objects' Makefile lines; 'kprefix explain hash-offset' says why and how
  layout of riscv64/images/kcfi-stock72-rvc.elf:
    prefix NOPs  4    (image: 6 of 6 owned records at func-8 (4 c.nop))
    kCFI         on   (image: 2 kCFI check sequences (ebreak after lw; lui; addiw; beq))
    hash at      -12
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with lpad (0 of 12 in all))
    alignment    4    (image: 10 of 10 prefix starts are 4-byte aligned)
    ops slot     no CALL_OPS: no ops slot
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       no CALL_OPS, no direct calls: every attach goes through ftrace_caller's ops list; kernel text spans 1 KB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           6         4         0
  records: 6 (words in place): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -4: 1, -12: 1), 2 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  riscv64/images/kcfi-stock72-rvc.elf: 2 causes:
    1. the image: CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS is not set in the image's IKCONFIG, but the image has 4 prefix NOPs (6 of 6 owned records at func-8 (4 c.nop)) [config-mismatch]
       fix: 'kprefix explain config-mismatch' says why and how
    2. 4 functions: hash at -4, callers load it at -12 (untraced, 0 prefix NOPs) [hash-offset]
       fix: give these functions' objects 4 prefix NOPs (-fpatchable-function-entry=4,4, or =6,4 when traced); 'kprefix check BUILD-DIR' names the objects' Makefile lines; 'kprefix explain hash-offset' says why and how
  kprefix: 2 files, 2 checked, 0 unreadable; 18 functions, 12 traced; 7 errors, 1 warning, 0 notes
  [exit 1]
