TODO: say what this case shows and why.
(kprefix show: traced, untraced, typed asm with its source, island, addresses, a module, riscv64)

  $ kprefix show images/rfc-m3-good.elf
  [stderr]
  kprefix: 'show' needs an image and at least one function
  [exit 2]
