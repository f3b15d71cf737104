--color=always -q with suppressions: the finding in colour, and each suppression that matched
nothing as a note in GCC's form (FILE:LINE: bold, note: bold cyan).

  $ kprefix check --color=always -q --suppressions gate/rfc-m3-bad.supp images/rfc-m3-bad.elf
  [01m[Kimages/rfc-m3-bad.elf: ut_call+0x14 (0xffff8000800001d8):[m[K [01;31m[Kerror: [m[Ktype 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb [[01;31m[Ktype-offset[m[K]
  [01m[Kgate/rfc-m3-bad.supp:6:[m[K [01;36m[Knote: [m[Ksuppression 'callsite-offset module:*/drivers/*' matched no finding: remove it, or fix its pattern
  [01m[Kgate/rfc-m3-bad.supp:7:[m[K [01;36m[Knote: [m[Ksuppression 'hash-missing source:arch/*' matched no finding: remove it, or fix its pattern
  [exit 1]
