Two baselines are refused, naming both: which one a finding is known to, and which one's findings are gone, would be a guess (issue 25: the second silently replaced the first). One line, exit status 2.

  $ kprefix check --baseline gate/rfc-m3-bad.json --baseline gate/rfc-m3-good.json images/rfc-m3-bad.elf
  [stderr]
  kprefix: check: --baseline given twice ('gate/rfc-m3-bad.json', then 'gate/rfc-m3-good.json'): it takes one
  [exit 2]
