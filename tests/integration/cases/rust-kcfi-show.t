show of a generic instance's Default in rust/images/rust-kcfi.o: fn() -> kcfi_types::Pair<u16, u16>, whose u16 arguments rustc encodes as u3u16 then S_, from its Rust symbol, reproduced; and of Handle's, #[repr(transparent)], not.

  $ kprefix show rust/images/rust-kcfi.o _RNvXs6_Cshf2v5xubeLW_10kcfi_typesINtB5_4PairttENtNtCs30Ywh7zj9yG_4core7default7Default7defaultB5_ _RNvXs7_Cshf2v5xubeLW_10kcfi_typesNtB5_6HandleNtNtCs30Ywh7zj9yG_4core7default7Default7default
  _RNvXs6_Cshf2v5xubeLW_10kcfi_typesINtB5_4PairttENtNtCs30Ywh7zj9yG_4core7default7Default7defaultB5_ (0x10104, 12 bytes) in rust/images/rust-kcfi.o: untraced, 0 prefix NOPs, hashed at -4 (Rust)
    layout: M=0, kCFI on, callers load the hash at -4
       -4  .word 0x51a40a2c                     kCFI hash 0x51a40a2c = fn() -> kcfi_types::Pair<u16, u16>, from Rust symbol, reproduced
       +0  mov w0, wzr                          body
       +4  mov w1, wzr                          body
       +8  ret                                  body
    verdict: no finding
  _RNvXs7_Cshf2v5xubeLW_10kcfi_typesNtB5_6HandleNtNtCs30Ywh7zj9yG_4core7default7Default7default (0x10114, 8 bytes) in rust/images/rust-kcfi.o: untraced, 0 prefix NOPs, hashed at -4 (Rust)
    layout: M=0, kCFI on, callers load the hash at -4
       -4  .word 0xdbe45beb                     kCFI hash 0xdbe45beb, not reproduced: a Rust function whose type neither its v0 symbol nor its DWARF gives as rustc encodes it
       +0  mov w0, wzr                          body
       +4  ret                                  body
    verdict: no finding
  [exit 0]
