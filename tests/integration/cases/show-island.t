show of an island function: its island and the island's offset.

  $ kprefix show kcfi/images/island-good.elf __pi_isl_add
  __pi_isl_add (0xffff8000800002dc, 8 bytes) in kcfi/images/island-good.elf: untraced, 0 prefix NOPs, hashed at -4, island __pi_
    layout: M=3, kCFI on, callers load the hash at -4
       -4  .word 0x56e5b5a5                     kCFI hash 0x56e5b5a5
       +0  add w0, w1, w0                       body
       +4  ret                                  body
    verdict: no finding
  [exit 0]
