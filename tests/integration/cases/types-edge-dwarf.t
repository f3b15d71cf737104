types-edge with its DWARF kept (fixtures/types/build.sh, 6): the type BTF cannot say comes from DWARF. e_noproto (int e_noproto(): no prototype, which BTF writes as (void)) is reproduced from its DWARF, which has no DW_AT_prototyped: clang mangles a type without a prototype with no parameter list at all ("_ZTSFiE"). The anonymous struct stays a miss, in its class.

  $ kprefix check -v types/images/types-edge-dwarf.elf
  layout of types/images/types-edge-dwarf.elf:
    prefix NOPs  3    (image: 13 of 13 owned records at func-12)
    kCFI         on   (image: 1 kCFI check sequence (brk #0x8000-0x83ff))
    hash at      -16
    kCFI hash    xxHash64 of the mangled type: 12 of 13 reproduced from BTF and DWARF
    not          1: an anonymous struct, union or enum without a typedef name
    bti c        no   (image: 0 of 13 compiled functions a pointer may reach start with bti c (0 of 14 in all))
    alignment    8    (image: 13 of 13 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced            13        13        13
  untraced           1         0         0
  records: 13 (RELA addends): 13 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 1 (at -16: 1), 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  [exit 0]
