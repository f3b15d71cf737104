kprefix show --color=always: its verdict line in GCC's colours, the words and roles plain.

  $ kprefix --color=always show images/rfc-m3-bad.elf ut_mul
  ut_mul (0xffff80008000017c, 44 bytes) in images/rfc-m3-bad.elf: untraced, 0 prefix NOPs, layout has 3, hashed at -4
    layout: M=3, kCFI on, callers load the hash at -16
       -4  .word 0x56e5b5a5                     kCFI hash 0x56e5b5a5
       +0  stp x29, x30, [sp, #-0x20]!          body
       +4  stp x20, x19, [sp, #0x10]            body
       +8  mov w20, w0                          body
      +12  mov w0, w1                           body
    [01;31m[Kerror: [m[Khash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [[01;31m[Khash-offset[m[K]
  [exit 0]
