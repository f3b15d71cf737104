TODO: say what this case shows and why.
(SARIF, GitHub workflow commands, several formats in one run (--output))

  $ kprefix check --output sarif:/nonexistent/dir/r.sarif images/rfc-m3-bad.elf
  [stderr]
  kprefix: /nonexistent/dir/r.sarif: cannot write the sarif report: No such file or directory
  [exit 2]
