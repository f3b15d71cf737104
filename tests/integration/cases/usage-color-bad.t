--color with a WHEN that is not auto, always or never: one line naming it, exit status 2,
before anything is read.

  $ kprefix --color=sometimes check images/rfc-m3-bad.elf
  [stderr]
  kprefix: --color: 'sometimes' is not auto, always or never
  [exit 2]
