An --output path that cannot be written: one line, exit status 2, nothing written.

  $ kprefix check --output sarif:/nonexistent/dir/r.sarif images/rfc-m3-bad.elf
  [stderr]
  kprefix: /nonexistent/dir/r.sarif: cannot write the sarif report: No such file or directory
  [exit 2]
