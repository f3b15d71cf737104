A Rust object built as the kernel builds Rust with CONFIG_CFI_ICALL_NORMALIZE_INTEGERS (fixtures/rust/build.sh, rustc 1.97.1): the 7 functions whose v0 symbol says their type reproduced as rustc encodes it (Default of Dev and of the generic Pair<u16, u16>, the formatting traits' fmt with self as &dyn Trait, core::fmt::Write's write_str and write_char with &mut dyn Write); kp_add, kp_nonzero, kp_ring, the FnOnce shim of the closure KP_SHIM holds, Mask's BitAndAssign<&Mask> and Add and Countdown's next and size_hint, whose symbols say nothing of their type, and the Default of the #[repr(transparent)] Handle, which rustc hashes as fn() -> u32, stay in class rust; the C-named kp_c_entry has no type anywhere (no BTF, no DWARF).

  $ kprefix check -v rust/images/rust-kcfi.o
  rust/images/rust-kcfi.o: warning: layout not shown by the file's bytes, checked as M=0 (assumed); give --config=FILE or check it next to its vmlinux (kprefix check VMLINUX FILE...) [module-layout]
  layout of rust/images/rust-kcfi.o:
    prefix NOPs  0    (default: not detected; assumed)
    kCFI         on   (image: no kCFI check sequence; 17 of 17 functions carry a hash word ($d) before their NOPs)
    hash at      -4
    kCFI hash    xxHash64 of the mangled type, integers normalized: 7 of 17 reproduced from Rust symbols
    not          1: no prototype in the BTF or DWARF (assembly, or left out by pahole without DWARF)
    not          9: a Rust function whose type neither its v0 symbol nor its DWARF gives as rustc encodes it
    bti c        no   (image: 0 of 17 functions start with bti c)
    alignment    4    (image: 17 of 17 prefix starts are 4-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): a module checked without its vmlinux
    patch site   a module checked without its vmlinux: not run
    attach       no CALL_OPS, no direct calls: every attach goes through ftrace_caller's ops list
  functions      total    hashed  prefixed
  traced             0         0         0
  untraced          17        17         0
  records: 0 (relocations of __patchable_function_entries): 0 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 0, 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  [exit 0]
