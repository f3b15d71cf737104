A report whose every file is an error entry has nothing to compare: refused with one line,
exit status 2.

  $ kprefix diff gate/errors-only.json images/rfc-m3-good.elf
  [stderr]
  kprefix: gate/errors-only.json: every file of the report is an error entry (2; first: a.ko: not an ELF file): nothing to compare
  [exit 2]
