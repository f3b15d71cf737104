13 error causes for GitHub Actions, which shows 10 error annotations a step: 9 annotated,
the tenth says how many more, and every cause is listed in its ::group::.

  $ kprefix check --format=github images/record-defects.elf images/rfc-m3-bad.elf images/rfc-m3-zeroed.elf images/ops-slot-m2-kcfi.elf images/weak-dropped.elf riscv64/images/kcfi-callops-rvc-bad.elf riscv64/images/kcfi-callops-norvc-bad.elf malformed/handmade-x86.elf
  ::error file=malformed/handmade-x86.elf::not a little-endian 64-bit arm64 or riscv64 ELF file: x86-64 (e_machine 62)
  ::error file=riscv64/images/kcfi-callops-norvc-bad.elf,title=type-offset::2 images: 2 functions (tr_call (kcfi-callops-norvc-bad.elf), tr_call (kcfi-callops-rvc-bad.elf)): type 0x56e5b5a5: 1 call site in 1 function loads at -12; 2 functions of this type keep it at -4: ut_mul, ut_static_cb
  ::error file=riscv64/images/kcfi-callops-norvc-bad.elf,title=type-offset::2 images: 2 functions (ut_call (kcfi-callops-norvc-bad.elf), ut_call (kcfi-callops-rvc-bad.elf)): type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -12: tr_add, tr_static_cb
  ::error file=images/rfc-m3-bad.elf,title=type-offset::images/rfc-m3-bad.elf: tr_call+0x1c: type 0x56e5b5a5: 1 call site in 1 function loads at -16; 4 functions of this type keep it at -4: ut_mul, ut_static_cb, nt_fn, asm_typed_fn
  ::error file=images/rfc-m3-bad.elf,title=type-offset::images/rfc-m3-bad.elf: ut_call+0x14: type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb
  ::error file=images/ops-slot-m2-kcfi.elf,title=ops-slot::3 images: 15 functions (tr_add (ops-slot-m2-kcfi.elf), tr_call, tr_setup, tr_static_cb, tr_init, tr_add (kcfi-callops-rvc-bad.elf), and 9 more): ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0
  ::error file=riscv64/images/kcfi-callops-norvc-bad.elf,title=hash-offset::2 images: 4 functions (ut_call (kcfi-callops-norvc-bad.elf), ut_call (kcfi-callops-rvc-bad.elf), ut_entry (kcfi-callops-rvc-bad.elf), ut_entry (kcfi-callops-norvc-bad.elf)): hash at -4, callers load it at -12 (untraced, 0 prefix NOPs)
  ::error file=images/rfc-m3-bad.elf,title=hash-offset::images/rfc-m3-bad.elf: 2 functions (ut_call, ut_entry): hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)
  ::error file=images/record-defects.elf,title=record-target::images/record-defects.elf: rd_mid_body+0xc: record points into the body of rd_mid_body, at `add w0, w2, w1`
  ::error title=kprefix::and 3 more errors (3 findings) not annotated: GitHub shows 10 a step; the log's groups and the JSON report have every one
  ::group::error [type-offset] 2 images: 2 functions (tr_call (kcfi-callops-norvc-bad.elf), tr_call (kcfi-callops-rvc-bad.elf))
    type 0x56e5b5a5: 1 call site in 1 function loads at -12; 2 functions of this type keep it at -4: ut_mul, ut_static_cb
    riscv64/images/kcfi-callops-norvc-bad.elf: tr_call+0x1c (0xffffffff800000d0)
    riscv64/images/kcfi-callops-rvc-bad.elf: tr_call+0x12 (0xffffffff800000ae)
  ::endgroup::
  ::group::error [type-offset] 2 images: 2 functions (ut_call (kcfi-callops-norvc-bad.elf), ut_call (kcfi-callops-rvc-bad.elf))
    type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -12: tr_add, tr_static_cb
    riscv64/images/kcfi-callops-norvc-bad.elf: ut_call+0x14 (0xffffffff800001d8)
    riscv64/images/kcfi-callops-rvc-bad.elf: ut_call+0xa (0xffffffff8000017e)
  ::endgroup::
  ::group::error [type-offset] images/rfc-m3-bad.elf: tr_call+0x1c
    type 0x56e5b5a5: 1 call site in 1 function loads at -16; 4 functions of this type keep it at -4: ut_mul, ut_static_cb, nt_fn, asm_typed_fn
    images/rfc-m3-bad.elf: tr_call+0x1c (0xffff8000800000d4)
  ::endgroup::
  ::group::error [type-offset] images/rfc-m3-bad.elf: ut_call+0x14
    type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb
    images/rfc-m3-bad.elf: ut_call+0x14 (0xffff8000800001d8)
  ::endgroup::
  ::group::error [ops-slot] 3 images: 15 functions (tr_add (ops-slot-m2-kcfi.elf), tr_call, tr_setup, tr_static_cb, tr_init, tr_add (kcfi-callops-rvc-bad.elf), and 9 more)
    ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0
    images/ops-slot-m2-kcfi.elf: tr_add+0x0 (0xffff80008000004c)
    images/ops-slot-m2-kcfi.elf: tr_call+0x0 (0xffff8000800000ac)
    images/ops-slot-m2-kcfi.elf: tr_setup+0x0 (0xffff800080000104)
    images/ops-slot-m2-kcfi.elf: tr_static_cb+0x0 (0xffff80008000013c)
    images/ops-slot-m2-kcfi.elf: tr_init+0x0 (0xffff80008000028c)
    riscv64/images/kcfi-callops-rvc-bad.elf: tr_add+0x0 (0xffffffff8000004c)
    riscv64/images/kcfi-callops-rvc-bad.elf: tr_call+0x0 (0xffffffff8000009c)
    riscv64/images/kcfi-callops-rvc-bad.elf: tr_setup+0x0 (0xffffffff800000e4)
    riscv64/images/kcfi-callops-rvc-bad.elf: tr_static_cb+0x0 (0xffffffff8000011c)
    riscv64/images/kcfi-callops-rvc-bad.elf: tr_init+0x0 (0xffffffff8000020c)
    riscv64/images/kcfi-callops-norvc-bad.elf: tr_add+0x0 (0xffffffff8000004c)
    riscv64/images/kcfi-callops-norvc-bad.elf: tr_call+0x0 (0xffffffff800000b4)
    riscv64/images/kcfi-callops-norvc-bad.elf: tr_setup+0x0 (0xffffffff8000010c)
    riscv64/images/kcfi-callops-norvc-bad.elf: tr_static_cb+0x0 (0xffffffff8000014c)
    riscv64/images/kcfi-callops-norvc-bad.elf: tr_init+0x0 (0xffffffff8000028c)
  ::endgroup::
  ::group::error [hash-offset] 2 images: 4 functions (ut_call (kcfi-callops-norvc-bad.elf), ut_call (kcfi-callops-rvc-bad.elf), ut_entry (kcfi-callops-rvc-bad.elf), ut_entry (kcfi-callops-norvc-bad.elf))
    hash at -4, callers load it at -12 (untraced, 0 prefix NOPs)
    riscv64/images/kcfi-callops-norvc-bad.elf: ut_call+0x0 (0xffffffff800001c4)
    riscv64/images/kcfi-callops-rvc-bad.elf: ut_call+0x0 (0xffffffff80000174)
    riscv64/images/kcfi-callops-rvc-bad.elf: ut_entry+0x0 (0xffffffff800001ac)
    riscv64/images/kcfi-callops-norvc-bad.elf: ut_entry+0x0 (0xffffffff8000020c)
  ::endgroup::
  ::group::error [hash-offset] images/rfc-m3-bad.elf: 2 functions (ut_call, ut_entry)
    hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)
    images/rfc-m3-bad.elf: ut_call+0x0 (0xffff8000800001c4)
    images/rfc-m3-bad.elf: ut_entry+0x0 (0xffff80008000020c)
  ::endgroup::
  ::group::error [record-target] images/record-defects.elf: rd_mid_body+0xc
    record points into the body of rd_mid_body, at `add w0, w2, w1`
    images/record-defects.elf: rd_mid_body+0xc (0xffff800080000084)
  ::endgroup::
  ::group::error [entry-nops] images/record-defects.elf: rd_no_entry+0x0
    traced function has 0 of 2 entry NOPs: `stp x29, x30, [sp, #-0x10]!` where ftrace patches
    images/record-defects.elf: rd_no_entry+0x0 (0xffff8000800000b0)
  ::endgroup::
  ::group::error [prefix-nops] images/record-defects.elf: rd_one_prefix+0x0
    1 prefix NOP (record at -0x4), layout has 2
    images/record-defects.elf: rd_one_prefix+0x0 (0xffff800080000144)
  ::endgroup::
  ::group::error [records-zeroed] images/rfc-m3-zeroed.elf: __start_mcount_loc+0x0
    6 of 6 ftrace records are zero while 6 functions carry the traced layout (3 prefix NOPs, 2 entry NOPs) and own none: ftrace has no call sites; sorttable zeroes records more than before_func bytes before a function, and this layout needs before_func >= 12
    images/rfc-m3-zeroed.elf: __start_mcount_loc+0x0 (0xffff800080000340)
  ::endgroup::
  kprefix: 42 errors, 0 warnings, 2 notes in 8 files, folded into 11 causes
  [stderr]
  kprefix: malformed/handmade-x86.elf: not a little-endian 64-bit arm64 or riscv64 ELF file: x86-64 (e_machine 62)
  [exit 3]
