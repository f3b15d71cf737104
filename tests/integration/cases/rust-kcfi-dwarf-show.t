show of kp_add, of Handle's Default, of kp_nonzero, kp_ring, the closure's FnOnce shim and kp_c_entry in the Rust object built with DWARF: each hash named in Rust, from DWARF, reproduced (NonNull and NonZero by their fields' pattern types, Ring<4> with its const argument, kp_c_entry as the extern "C" fn(i32) -> i32 it is), and of Mask's BitAndAssign<&Mask> and Add and Countdown's size_hint, self erased as rustc erases it: &mut dyn BitAndAssign<&Mask>, *mut dyn Add<Mask, Output = Mask> (self by value; Rhs = Self, which the symbol leaves out), &dyn Iterator<Item = u8> (the Item its next says).

  $ kprefix show rust/images/rust-kcfi-dwarf.o _RNvCshf2v5xubeLW_10kcfi_types6kp_add _RNvXs7_Cshf2v5xubeLW_10kcfi_typesNtB5_6HandleNtNtCs30Ywh7zj9yG_4core7default7Default7default _RNvCshf2v5xubeLW_10kcfi_types10kp_nonzero _RNvCshf2v5xubeLW_10kcfi_types7kp_ring _RNvYNCNvCshf2v5xubeLW_10kcfi_types7KP_SHIM0INtNtNtCs30Ywh7zj9yG_4core3ops8function6FnOnceTINtNtNtBM_3ptr8non_null7NonNulluEQNtNtBM_3fmt9FormatterEE9call_onceB6_ kp_c_entry _RNvXs2_Cshf2v5xubeLW_10kcfi_typesNtB5_4MaskINtNtNtCs30Ywh7zj9yG_4core3ops3bit12BitAndAssignRBv_E13bitand_assign _RNvXs3_Cshf2v5xubeLW_10kcfi_typesNtB5_4MaskNtNtNtCs30Ywh7zj9yG_4core3ops5arith3Add3add _RNvXs4_Cshf2v5xubeLW_10kcfi_typesNtB5_9CountdownNtNtNtNtCs30Ywh7zj9yG_4core4iter6traits8iterator8Iterator9size_hint
  _RNvCshf2v5xubeLW_10kcfi_types6kp_add (0x10014, 8 bytes) in rust/images/rust-kcfi-dwarf.o: untraced, 0 prefix NOPs, hashed at -4 (Rust)
    source: usr/lib/rustlib/src/rust/library/core/src/num/uint_macros.rs:2584 (unit /tmp/kprefix-rust.84PFUh/kcfi_types.rs/@/kcfi_types.c8d5c6e94a2ef9fe-cgu.0)
    layout: M=0, kCFI on, callers load the hash at -4
       -4  .word 0x59889e7e                     kCFI hash 0x59889e7e = fn(u32, u32) -> u32, from DWARF, reproduced
       +0  add w0, w1, w0                       body
       +4  ret                                  body
    verdict: no finding
  _RNvXs7_Cshf2v5xubeLW_10kcfi_typesNtB5_6HandleNtNtCs30Ywh7zj9yG_4core7default7Default7default (0x10114, 8 bytes) in rust/images/rust-kcfi-dwarf.o: untraced, 0 prefix NOPs, hashed at -4 (Rust)
    source: tmp/kprefix-rust.84PFUh/kcfi_types.rs:35 (unit /tmp/kprefix-rust.84PFUh/kcfi_types.rs/@/kcfi_types.c8d5c6e94a2ef9fe-cgu.0)
    layout: M=0, kCFI on, callers load the hash at -4
       -4  .word 0xdbe45beb                     kCFI hash 0xdbe45beb = fn() -> u32, from DWARF, reproduced
       +0  mov w0, wzr                          body
       +4  ret                                  body
    verdict: no finding
  _RNvCshf2v5xubeLW_10kcfi_types10kp_nonzero (0x10004, 12 bytes) in rust/images/rust-kcfi-dwarf.o: untraced, 0 prefix NOPs, hashed at -4 (Rust)
    source: tmp/kprefix-rust.84PFUh/kcfi_types.rs:94 (unit /tmp/kprefix-rust.84PFUh/kcfi_types.rs/@/kcfi_types.c8d5c6e94a2ef9fe-cgu.0)
    layout: M=0, kCFI on, callers load the hash at -4
       -4  .word 0x4673afb0                     kCFI hash 0x4673afb0 = fn(pattern_type!(u32 is 1..), pattern_type!(i64 is ..0 | 1..)) -> u64, from DWARF, reproduced
       +0  mov w8, w0                           body
       +4  eor x0, x1, x8                       body
       +8  ret                                  body
    verdict: no finding
  _RNvCshf2v5xubeLW_10kcfi_types7kp_ring (0x10020, 8 bytes) in rust/images/rust-kcfi-dwarf.o: untraced, 0 prefix NOPs, hashed at -4 (Rust)
    source: tmp/kprefix-rust.84PFUh/kcfi_types.rs:104 (unit /tmp/kprefix-rust.84PFUh/kcfi_types.rs/@/kcfi_types.c8d5c6e94a2ef9fe-cgu.0)
    layout: M=0, kCFI on, callers load the hash at -4
       -4  .word 0x5f22975c                     kCFI hash 0x5f22975c = fn(&kcfi_types::Ring<4>) -> u8, from DWARF, reproduced
       +0  ldrb w0, [x0, #3]                    body
       +4  ret                                  body
    verdict: no finding
  _RNvYNCNvCshf2v5xubeLW_10kcfi_types7KP_SHIM0INtNtNtCs30Ywh7zj9yG_4core3ops8function6FnOnceTINtNtNtBM_3ptr8non_null7NonNulluEQNtNtBM_3fmt9FormatterEE9call_onceB6_ (0x10138, 4 bytes) in rust/images/rust-kcfi-dwarf.o: untraced, 0 prefix NOPs, hashed at -4 (Rust)
    source: tmp/kprefix-rust.84PFUh/kcfi_types.rs:90 (unit /tmp/kprefix-rust.84PFUh/kcfi_types.rs/@/kcfi_types.c8d5c6e94a2ef9fe-cgu.0)
    layout: M=0, kCFI on, callers load the hash at -4
       -4  .word 0xf96a0c2d                     kCFI hash 0xf96a0c2d = fn(pattern_type!(*const () is !null), &mut core::fmt::Formatter<'_>) -> core::result::Result<(), core::fmt::Error>, from DWARF, reproduced
       +0  b #0x10138                           body
    verdict: no finding
  kp_c_entry (0x10140, 8 bytes) in rust/images/rust-kcfi-dwarf.o: untraced, 0 prefix NOPs, hashed at -4 (Rust)
    source: usr/lib/rustlib/src/rust/library/core/src/num/int_macros.rs:2238 (unit /tmp/kprefix-rust.84PFUh/kcfi_types.rs/@/kcfi_types.c8d5c6e94a2ef9fe-cgu.0)
    layout: M=0, kCFI on, callers load the hash at -4
       -4  .word 0xcdde824b                     kCFI hash 0xcdde824b = fn(i32) -> i32, from DWARF, reproduced
       +0  add w0, w0, w0, lsl #1               body
       +4  ret                                  body
    verdict: no finding
  _RNvXs2_Cshf2v5xubeLW_10kcfi_typesNtB5_4MaskINtNtNtCs30Ywh7zj9yG_4core3ops3bit12BitAndAssignRBv_E13bitand_assign (0x10094, 20 bytes) in rust/images/rust-kcfi-dwarf.o: untraced, 0 prefix NOPs, hashed at -4 (Rust)
    source: tmp/kprefix-rust.84PFUh/kcfi_types.rs:114 (unit /tmp/kprefix-rust.84PFUh/kcfi_types.rs/@/kcfi_types.c8d5c6e94a2ef9fe-cgu.0)
    layout: M=0, kCFI on, callers load the hash at -4
       -4  .word 0xe69e3c96                     kCFI hash 0xe69e3c96 = fn(&mut dyn core::ops::bit::BitAndAssign<&kcfi_types::Mask>, &kcfi_types::Mask), from DWARF, reproduced
       +0  ldr w8, [x1]                         body
       +4  ldr w9, [x0]                         body
       +8  and w8, w9, w8                       body
      +12  str w8, [x0]                         body
    verdict: no finding
  _RNvXs3_Cshf2v5xubeLW_10kcfi_typesNtB5_4MaskNtNtNtCs30Ywh7zj9yG_4core3ops5arith3Add3add (0x100ac, 8 bytes) in rust/images/rust-kcfi-dwarf.o: untraced, 0 prefix NOPs, hashed at -4 (Rust)
    source: tmp/kprefix-rust.84PFUh/kcfi_types.rs:121 (unit /tmp/kprefix-rust.84PFUh/kcfi_types.rs/@/kcfi_types.c8d5c6e94a2ef9fe-cgu.0)
    layout: M=0, kCFI on, callers load the hash at -4
       -4  .word 0x2c05e94f                     kCFI hash 0x2c05e94f = fn(*mut dyn core::ops::arith::Add<kcfi_types::Mask, Output = kcfi_types::Mask>, kcfi_types::Mask) -> kcfi_types::Mask, from DWARF, reproduced
       +0  orr w0, w2, w0                       body
       +4  ret                                  body
    verdict: no finding
  _RNvXs4_Cshf2v5xubeLW_10kcfi_typesNtB5_9CountdownNtNtNtNtCs30Ywh7zj9yG_4core4iter6traits8iterator8Iterator9size_hint (0x100dc, 20 bytes) in rust/images/rust-kcfi-dwarf.o: untraced, 0 prefix NOPs, hashed at -4 (Rust)
    source: tmp/kprefix-rust.84PFUh/kcfi_types.rs:136 (unit /tmp/kprefix-rust.84PFUh/kcfi_types.rs/@/kcfi_types.c8d5c6e94a2ef9fe-cgu.0)
    layout: M=0, kCFI on, callers load the hash at -4
       -4  .word 0x8a7a81ae                     kCFI hash 0x8a7a81ae = fn(&dyn core::iter::traits::iterator::Iterator<Item = u8>) -> (usize, core::option::Option<usize>), from DWARF, reproduced
       +0  ldrb w10, [x0]                       body
       +4  movz w9, #0x1                        body
       +8  stp x10, x9, [x8]                    body
      +12  str x10, [x8, #0x10]                 body
    verdict: no finding
  [exit 0]
