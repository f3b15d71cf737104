diff of a truncated JSON report is refused: one line naming the file, exit status 2.

  $ kprefix diff gate/truncated.json images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/truncated.json: at byte 15: the document ends where a value was due
  [exit 2]
