KCIDB on a correct kernel: one test, PASS, no issue; the build named by the file
(kprefix:FILE) without --kcidb-build-id.

  $ kprefix check --format=kcidb images/rfc-m3-good.elf
  {"version":{"major":5,"minor":3},"tests":[{"id":"kprefix:kprefix:images/rfc-m3-good.elf","origin":"kprefix","build_id":"kprefix:images/rfc-m3-good.elf","path":"kprefix","status":"PASS","comment":"kprefix: 0 errors, 0 warnings, 0 notes in 1 file, folded into 0 causes","misc":{"tool":"kprefix 0.1.0","exit_status":0,"files":1,"errors":0,"warnings":0,"notes":0,"causes":0}}],"issues":[],"incidents":[]}
  [exit 0]
