A truncated baseline is refused: one line, exit status 2.

  $ kprefix check --baseline gate/truncated.json images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/truncated.json: cannot be a baseline: at byte 15: the document ends where a value was due
  [exit 2]
