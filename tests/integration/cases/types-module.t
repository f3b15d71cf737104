A module's .BTF is split against its vmlinux's: read with the vmlinux's BTF as its base (parsed once), its hashes are reproduced, one of a vmlinux type (struct dev). Its declaration of the vmlinux's mm_handler disagrees (hash-mismatch): the definition's type is named from the vmlinux's prototypes; the declaration's, which no BTF prototype has, by its hash alone.

  $ kprefix check -v types/images/types-xxhash.elf --modules types/images/modules
  types/images/types-xxhash.elf: mm_handler+0x0 (0xffff800080000748): error: hash 0x1622cde1 (int (struct dev *, long)) at -16, but __kcfi_typeid_mm_handler is 0xa7cbfe9c (int (struct dev *, int)): a call through the declared type panics [hash-mismatch]
  layout of types/images/types-xxhash.elf:
    prefix NOPs  3    (image: 31 of 31 owned records at func-12)
    kCFI         on   (image: 8 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    kCFI hash    xxHash64 of the mangled type: 35 of 36 reproduced from BTF
    not          1: no prototype in the BTF or DWARF (assembly, or left out by pahole without DWARF)
    bti c        no   (image: 0 of 29 compiled functions a pointer may reach start with bti c (0 of 39 in all))
    alignment    8    (image: 37 of 37 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 2 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced            31        30        31
  untraced           8         6         7
  records: 31 (RELA addends): 31 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 8 (at -16: 8), 0 reach a function of their type at another offset
  kcfi typeids: 2, 2 name a function here, 2 of those hashed, 1 differ
  ty_module.ko: error: mm_handler in types/images/types-xxhash.elf has hash 0x1622cde1 (int (struct dev *, long)), but this module's __kcfi_typeid_mm_handler is 0x21363837: its calls through that pointer panic [hash-mismatch]
  layout of ty_module.ko:
    prefix NOPs  3    (image: 3 of 3 owned records at func-12)
    kCFI         on   (image: 1 kCFI check sequence (brk #0x8000-0x83ff))
    hash at      -16
    kCFI hash    xxHash64 of the mangled type: 3 of 3 reproduced from BTF
    bti c        no   (image: 0 of 3 compiled functions a pointer may reach start with bti c (0 of 3 in all))
    alignment    8    (image: 3 of 3 prefix starts are 8-byte aligned)
    ops slot     types/images/types-xxhash.elf's: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   types/images/types-xxhash.elf's: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 2 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             3         3         3
  untraced           0         0         0
  records: 3 (relocations of __patchable_function_entries): 3 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 1 (at -16: 1), 0 reach a function of their type at another offset
  kcfi typeids: 1, 0 name a function here, 0 of those hashed, 0 differ
  modules under types/images/modules: 1 files, 1 checked, 0 unreadable, 1 with errors, 0 with warnings; 3 functions, 3 traced, 3 records
  kprefix: 2 files, 2 checked, 0 unreadable; 42 functions, 34 traced; 2 errors, 0 warnings, 0 notes
  [exit 1]
