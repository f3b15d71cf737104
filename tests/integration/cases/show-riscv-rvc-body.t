show on riscv64 with RVC, on capstone 4: the body's compressed instructions named by kprefix's
own decoder (c.addi sp, -16; c.sdsp) where it printed .insn before.

  $ kprefix show riscv64/images/kcfi-callops-rvc-bad.elf tr_add
  tr_add (0xffffffff8000004c, 36 bytes) in riscv64/images/kcfi-callops-rvc-bad.elf: traced, 4 prefix c.nops, hashed at -12
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
       +8  c.addi sp, -16                       body
      +10  c.sdsp ra, 8(sp)                     body
      +12  c.sdsp s0, 0(sp)                     body
      +14  add s0, a1, a0                       body
    error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  [exit 0]
