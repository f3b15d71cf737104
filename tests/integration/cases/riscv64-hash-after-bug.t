clang's RISC-V streamer leaves a hash without its $d mapping symbol when the function
before ends in BUG() (an ebreak whose __bug_table entry is written with
.pushsection/.popsection). kprefix takes a word for a hash after a function that ends in a
trap when it alone fills the gap (only NOPs between): bx_exported's hash at -4 (a type no
call site names) and bx_use's. And __ksymtab, the table of exported symbols, holds absolute
addresses on riscv64 that the module loader resolves names with, never a call through a
pointer. Before, bx_exported was a false hash-missing warning; as on the booted 7.2 riscv64
kCFI kernels, where 73 of 76 such warnings were these two causes. bx_asm, assembly without a
hash stored in data, stays a warning.

  $ kprefix check riscv64/images/kcfi-bug-export-rvc.elf
  riscv64/images/kcfi-bug-export-rvc.elf: bx_asm+0x0 (0xffffffff800001b0): warning: address stored in data, but no kCFI hash: an indirect call through it fails the check [hash-missing]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-missing' says why and how
  layout of riscv64/images/kcfi-bug-export-rvc.elf:
    prefix NOPs  0    (image: 6 of 6 owned records at func-0)
    kCFI         on   (image: 2 kCFI check sequences (ebreak after lw; lui; addiw; beq))
    hash at      -4
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with lpad (0 of 18 in all))
    alignment    4    (image: 14 of 14 prefix starts are 4-byte aligned)
    ops slot     no CALL_OPS: no ops slot
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       no CALL_OPS, no direct calls: every attach goes through ftrace_caller's ops list; kernel text spans 1 KB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced          12         8         0
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -4: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 0 of those hashed, 0 differ
  riscv64/images/kcfi-bug-export-rvc.elf: 1 cause:
    1. 1 function (bx_asm): address stored in data, but no kCFI hash: an indirect call through it fails the check [hash-missing]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-missing' says why and how
  [exit 0]
