TODO: say what this case shows and why.
(kprefix diff: images, module trees, JSON reports; text, JSON, SARIF)

  $ kprefix diff gate/truncated.json images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/truncated.json: at byte 15: the document ends where a value was due
  [exit 2]
