An unknown diff option: usage error, exit status 2.

  $ kprefix diff --bogus images/rfc-m3-good.elf images/rfc-m3-bad.elf
  [stderr]
  kprefix: diff: unknown option '--bogus'
  Run 'kprefix diff --help' for the options.
  [exit 2]
