Another tool's SARIF log (CodeQL's) holds no kprefix fingerprints: as a baseline it would make every finding new. A usage error, as the man page says: one line, exit status 2 (issue 25: exit 1, no error).

  $ kprefix check --baseline gate/codeql.sarif images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/codeql.sarif: cannot be a baseline: a SARIF log of CodeQL, not of kprefix: its results hold no kprefix fingerprints
  [exit 2]
