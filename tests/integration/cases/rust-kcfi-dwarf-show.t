show of kp_add and of Handle's Default in the Rust object built with DWARF: each hash named in Rust, from DWARF, reproduced.

  $ kprefix show rust/images/rust-kcfi-dwarf.o _RNvCshf2v5xubeLW_10kcfi_types6kp_add _RNvXs4_Cshf2v5xubeLW_10kcfi_typesNtB5_6HandleNtNtCs30Ywh7zj9yG_4core7default7Default7default
  _RNvCshf2v5xubeLW_10kcfi_types6kp_add (0x10004, 8 bytes) in rust/images/rust-kcfi-dwarf.o: untraced, 0 prefix NOPs, hashed at -4 (Rust)
    source: usr/lib/rustlib/src/rust/library/core/src/num/uint_macros.rs:2584 (unit /tmp/kprefix-rust.NWduRR/kcfi_types.rs/@/kcfi_types.c8d5c6e94a2ef9fe-cgu.0)
    layout: M=0, kCFI on, callers load the hash at -4
       -4  .word 0x59889e7e                     kCFI hash 0x59889e7e = fn(u32, u32) -> u32, from DWARF, reproduced
       +0  add w0, w1, w0                       body
       +4  ret                                  body
    verdict: no finding
  _RNvXs4_Cshf2v5xubeLW_10kcfi_typesNtB5_6HandleNtNtCs30Ywh7zj9yG_4core7default7Default7default (0x10098, 8 bytes) in rust/images/rust-kcfi-dwarf.o: untraced, 0 prefix NOPs, hashed at -4 (Rust)
    source: tmp/kprefix-rust.NWduRR/kcfi_types.rs:33 (unit /tmp/kprefix-rust.NWduRR/kcfi_types.rs/@/kcfi_types.c8d5c6e94a2ef9fe-cgu.0)
    layout: M=0, kCFI on, callers load the hash at -4
       -4  .word 0xdbe45beb                     kCFI hash 0xdbe45beb = fn() -> u32, from DWARF, reproduced
       +0  mov w0, wzr                          body
       +4  ret                                  body
    verdict: no finding
  [exit 0]
