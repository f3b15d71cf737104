The edges of the mangling reproduced (restrict under a pointer, a BTF type tag, a const char[8] parameter, incomplete union and struct, a typedef of an anonymous struct's typedef, _Bool, S2_, a transparent union parameter, which clang 19 mangles by its name, pointers to integers that normalize alike), and the two misses BTF cannot avoid, each in its class: e_anon (anonymous) and e_noproto (int e_noproto(): clang hashes it without a prototype, BTF says (void): differs).

  $ kprefix check -v types/images/types-edge.elf
  layout of types/images/types-edge.elf:
    prefix NOPs  3    (image: 11 of 11 owned records at func-12)
    kCFI         on   (image: no kCFI check sequence; 11 of 12 functions carry a hash word ($d) before their NOPs)
    hash at      -16
    kCFI hash    xxHash64 of the mangled type: 9 of 11 reproduced from BTF
    not          1: an anonymous struct, union or enum without a typedef name
    not          1: its prototype hashes to something else under every scheme
    bti c        no   (image: 0 of 11 compiled functions a pointer may reach start with bti c (0 of 12 in all))
    alignment    8    (image: 11 of 11 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced            11        11        11
  untraced           1         0         0
  records: 11 (RELA addends): 11 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 0, 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  [exit 0]
