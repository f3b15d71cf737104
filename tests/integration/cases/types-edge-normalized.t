ty_edge.c built with integers normalized: e_normptr's pointers to integers that normalize alike (unsigned char * and char *, unsigned long * and unsigned long long *, long * and long long *) are distinct types, each its own substitution candidate, as clang mangles them; the same two misses as types-edge.

  $ kprefix check -v types/images/types-edge-normalized.elf
  layout of types/images/types-edge-normalized.elf:
    prefix NOPs  3    (image: 11 of 11 owned records at func-12)
    kCFI         on   (image: no kCFI check sequence; 11 of 12 functions carry a hash word ($d) before their NOPs)
    hash at      -16
    kCFI hash    xxHash64 of the mangled type, integers normalized: 9 of 11 reproduced from BTF
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
