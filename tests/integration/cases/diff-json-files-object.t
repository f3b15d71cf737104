A report whose "files" is not an array is refused with one line, exit status 2.

  $ kprefix diff images/rfc-m3-good.elf gate/files-object.json
  [stderr]
  kprefix: gate/files-object.json: its "files" is not an array of the files' reports
  [exit 2]
