The baseline gate in GitHub annotations: only the cause with a new finding is an
annotation; the two known causes are one notice, their groups say so, and the last line
counts new and known causes. GitHub does not compare annotations with the base branch's,
so a known error annotated would show on every pull request.

  $ kprefix check --format=github --baseline gate/rfc-m3-bad-known.json images/rfc-m3-bad.elf
  ::error file=images/rfc-m3-bad.elf,title=type-offset::images/rfc-m3-bad.elf: ut_call+0x14: type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb
  ::notice title=kprefix::2 causes (3 findings) known to the baseline, not annotated: the log's groups list them
  ::group::error [type-offset] images/rfc-m3-bad.elf: tr_call+0x1c (known to the baseline)
    type 0x56e5b5a5: 1 call site in 1 function loads at -16; 4 functions of this type keep it at -4: ut_mul, ut_static_cb, nt_fn, asm_typed_fn
    images/rfc-m3-bad.elf: tr_call+0x1c (0xffff8000800000d4)
  ::endgroup::
  ::group::error [type-offset] images/rfc-m3-bad.elf: ut_call+0x14
    type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb
    images/rfc-m3-bad.elf: ut_call+0x14 (0xffff8000800001d8)
  ::endgroup::
  ::group::error [hash-offset] images/rfc-m3-bad.elf: 2 functions (ut_call, ut_entry) (known to the baseline)
    hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)
    images/rfc-m3-bad.elf: ut_call+0x0 (0xffff8000800001c4)
    images/rfc-m3-bad.elf: ut_entry+0x0 (0xffff80008000020c)
  ::endgroup::
  kprefix: 9 errors, 0 warnings, 0 notes in 1 file, folded into 3 causes; baseline: 2 new, 7 known; causes: 1 with new findings, 2 known
  [exit 1]
