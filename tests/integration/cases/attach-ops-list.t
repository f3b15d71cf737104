With kCFI and M=2 the ops slot lies over the hash: a traced function has no ops slot of its
own, and fentry goes through ftrace_caller's list of every ops (ops-list). JSON, for the
functions named; a name that is none is exit status 1.

  $ kprefix attach --format=json --pretty images/ops-slot-m2-kcfi.elf tr_add ut_mul no_such_fn
  {
    "schema": "kprefix-attach",
    "schema_version": 1,
    "tool": {
      "name": "kprefix",
      "version": "0.1.0"
    },
    "arguments": [
      "attach",
      "--format=json",
      "--pretty",
      "images/ops-slot-m2-kcfi.elf",
      "tr_add",
      "ut_mul",
      "no_such_fn"
    ],
    "file": "images/ops-slot-m2-kcfi.elf",
    "attach": "call-ops",
    "attach_how": "CALL_OPS: each call site's ops pointer, in its prefix NOPs",
    "functions": [
      {
        "name": "tr_add",
        "address": "0xffff80008000004c",
        "traceable": true,
        "ops_slot": false,
        "path": "ops-list"
      },
      {
        "name": "ut_mul",
        "address": "0xffff80008000016c",
        "traceable": false,
        "ops_slot": false,
        "path": "none"
      }
    ],
    "totals": {
      "call-ops": 0,
      "direct": 0,
      "ops-list": 1,
      "none": 1
    }
  }
  [stderr]
  kprefix: images/ops-slot-m2-kcfi.elf: no function 'no_such_fn'
  [exit 1]
