--version prints the version.

  $ kprefix --version
  kprefix 0.1.0
  [exit 0]
