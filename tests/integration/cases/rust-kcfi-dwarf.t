The Rust kCFI object built with DWARF (fixtures/rust/build.sh, rustc 1.97.1, -Cdebuginfo=2): besides the 7 functions whose v0 symbol says their type, kp_add and the Default of the #[repr(transparent)] Handle are reproduced from their DWARF subprograms (fn(u32, u32) -> u32; fn() -> u32, Handle read as its field, the reading whose hash is the hash word), and so are kp_nonzero (NonZero's fields the pattern types u32 is 1.. and i64 is ..0 | 1..), kp_ring (&Ring<4>, the const argument only the DWARF type's name says) and the FnOnce shim of the closure made a fn pointer (its NonNull<()> the pattern type *const () is !null, as core::fmt's Argument closures take), and so are Mask's BitAndAssign<&Mask> and Add and Countdown's next and size_hint (self erased to dyn of the trait with its arguments and Output or Item binding), so nothing is left in class rust; the C-named kp_c_entry, no v0 symbol but a subprogram of a Rust unit, is reproduced from its DWARF too (extern "C" fn(i32) -> i32), so nothing is left in class no_type either.

  $ kprefix check -v rust/images/rust-kcfi-dwarf.o
  rust/images/rust-kcfi-dwarf.o: warning: layout not shown by the file's bytes, checked as M=0 (assumed); give --config=FILE or check it next to its vmlinux (kprefix check VMLINUX FILE...) [module-layout]
  layout of rust/images/rust-kcfi-dwarf.o:
    prefix NOPs  0    (default: not detected; assumed)
    kCFI         on   (image: no kCFI check sequence; 17 of 17 functions carry a hash word ($d) before their NOPs)
    hash at      -4
    kCFI hash    xxHash64 of the mangled type, integers normalized: 17 of 17 reproduced from Rust symbols and DWARF
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
