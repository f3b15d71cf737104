show on riscv64 without RVC, on capstone 4: the body's full-width instructions named by
kprefix's own decoder (addi, sd, add), as llvm-objdump -M no-aliases names them.

  $ kprefix show riscv64/images/kcfi-norvc.elf tr_add tr_call
  tr_add (0xffffffff80000044, 52 bytes) in riscv64/images/kcfi-norvc.elf: traced, 0 prefix nops, hashed at -4
    layout: M=0, kCFI on, callers load the hash at -4
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
       -4  .word 0x56e5b5a5                     kCFI hash 0x56e5b5a5
       +0  nop                                  <- ftrace record; entry nop 1 of 2
       +4  nop                                  entry nop 2 of 2
       +8  addi sp, sp, -16                     body
      +12  sd ra, 8(sp)                         body
      +16  sd s0, 0(sp)                         body
      +20  add s0, a1, a0                       body
    verdict: no finding
  tr_call (0xffffffff80000098, 76 bytes) in riscv64/images/kcfi-norvc.elf: traced, 0 prefix nops, hashed at -4
    layout: M=0, kCFI on, callers load the hash at -4
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
       -4  .word 0xecd54fda                     kCFI hash 0xecd54fda
       +0  nop                                  <- ftrace record; entry nop 1 of 2
       +4  nop                                  entry nop 2 of 2
       +8  addi sp, sp, -16                     body
      +12  sd ra, 8(sp)                         body
      +16  addi a3, a0, 0                       body
      +20  addi a0, a1, 0                       body
    kCFI call site at +0x1c: type 0x56e5b5a5, loads the hash at -4
    verdict: no finding
  [exit 0]
