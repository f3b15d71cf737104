TODO: say what this case shows and why.
(kprefix show: traced, untraced, typed asm with its source, island, addresses, a module, riscv64)

  $ kprefix show images/rfc-m3-good.elf no_such_function
  [stderr]
  kprefix: images/rfc-m3-good.elf: no function 'no_such_function'
  [exit 1]
