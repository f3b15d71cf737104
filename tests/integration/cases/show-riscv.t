show on riscv64: c.nop words, the hash, the ops slot, the verdict.

  $ kprefix show riscv64/images/kcfi-callops-rvc-bad.elf tr_static_cb
  tr_static_cb (0xffffffff8000011c, 28 bytes) in riscv64/images/kcfi-callops-rvc-bad.elf: traced, 4 prefix c.nops, hashed at -12
    layout: M=4, kCFI on, callers load the hash at -12
    ops slot: formula ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it: the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -12  .word 0x56e5b5a5                     kCFI hash 0x56e5b5a5; ops slot
       -8  c.nop                                prefix c.nop 1 of 4; <- ftrace record; ops slot
       -6  c.nop                                prefix c.nop 2 of 4; ops slot
       -4  c.nop                                prefix c.nop 3 of 4
       -2  c.nop                                prefix c.nop 4 of 4
       +0  c.nop                                entry c.nop 1 of 4
       +2  c.nop                                entry c.nop 2 of 4
       +4  c.nop                                entry c.nop 3 of 4
       +6  c.nop                                entry c.nop 4 of 4
       +8  auipc a2, 0x0                        body
      +12  lw a2, 348(a2)                       body
      +16  slli a3, a0, 1                       body
      +20  c.add a0, a1                         body
    error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  [exit 0]
