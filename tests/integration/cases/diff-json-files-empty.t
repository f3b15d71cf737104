A report whose "files" is empty holds nothing to compare: refused with one line, exit
status 2.

  $ kprefix diff gate/files-empty.json images/rfc-m3-good.elf
  [stderr]
  kprefix: gate/files-empty.json: its "files" is empty: the report holds no file to compare
  [exit 2]
