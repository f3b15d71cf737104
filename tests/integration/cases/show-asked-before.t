An address before a function, within the words shown before it, is marked there.

  $ kprefix show images/rfc-m3-good.elf asm_typed_fn-0x14 0xffff8000800002b8
  asm_typed_fn (0xffff8000800002c8, 12 bytes) in images/rfc-m3-good.elf: untraced, 3 prefix NOPs, hashed at -16
    layout: M=3, kCFI on, callers load the hash at -16
  =>  -20  .inst 0x00000000                     before the function, not a NOP
      -16  .word 0x56e5b5a5                     kCFI hash 0x56e5b5a5; __kcfi_typeid_ 0x56e5b5a5: equal
      -12  nop                                  prefix NOP 1 of 3
       -8  nop                                  prefix NOP 2 of 3
       -4  nop                                  prefix NOP 3 of 3
       +0  add w0, w0, w1                       body
       +4  eor w0, w0, #0xff                    body
       +8  ret                                  body
    verdict: no finding
  asm_typed_fn (0xffff8000800002c8, 12 bytes) in images/rfc-m3-good.elf: untraced, 3 prefix NOPs, hashed at -16
    layout: M=3, kCFI on, callers load the hash at -16
  =>  -16  .word 0x56e5b5a5                     kCFI hash 0x56e5b5a5; __kcfi_typeid_ 0x56e5b5a5: equal
      -12  nop                                  prefix NOP 1 of 3
       -8  nop                                  prefix NOP 2 of 3
       -4  nop                                  prefix NOP 3 of 3
       +0  add w0, w0, w1                       body
       +4  eor w0, w0, #0xff                    body
       +8  ret                                  body
    verdict: no finding
  [exit 0]
