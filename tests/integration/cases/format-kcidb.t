KernelCI's KCIDB (v5.3): the run is one test of the build, FAIL; each cause is an issue
(its id the cause's fingerprint) with one incident linking it to the test and the build;
the origin and build id as given.

  $ kprefix check --format=kcidb --pretty --kcidb-origin my_lab --kcidb-build-id maestro:6756f2b5 images/rfc-m3-bad.elf
  {
    "version": {
      "major": 5,
      "minor": 3
    },
    "tests": [
      {
        "id": "my_lab:maestro:6756f2b5",
        "origin": "my_lab",
        "build_id": "maestro:6756f2b5",
        "path": "kprefix",
        "status": "FAIL",
        "comment": "kprefix: 9 errors, 0 warnings, 0 notes in 1 file, folded into 3 causes",
        "misc": {
          "tool": "kprefix 0.1.0",
          "exit_status": 1,
          "files": 1,
          "errors": 9,
          "warnings": 0,
          "notes": 0,
          "causes": 3
        }
      }
    ],
    "issues": [
      {
        "id": "my_lab:kprefix-82a995cab5e9d9c5",
        "version": 1,
        "origin": "my_lab",
        "report_subject": "type-offset: type 0x56e5b5a5: 1 call site in 1 function loads at -16; 4 functions of this type keep it at -4: ut_mul, ut_static_cb, nt_fn, asm_typed_fn",
        "categories": [
          "kprefix.type-offset"
        ],
        "culprit": {
          "code": true,
          "tool": false,
          "harness": false
        },
        "comment": "error: images/rfc-m3-bad.elf: tr_call+0x1c: type 0x56e5b5a5: 1 call site in 1 function loads at -16; 4 functions of this type keep it at -4: ut_mul, ut_static_cb, nt_fn, asm_typed_fn [type-offset]",
        "misc": {
          "check": "type-offset",
          "severity": "error",
          "fingerprint": "82a995cab5e9d9c5"
        }
      },
      {
        "id": "my_lab:kprefix-a0ee76c72c4cb77c",
        "version": 1,
        "origin": "my_lab",
        "report_subject": "type-offset: type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb",
        "categories": [
          "kprefix.type-offset"
        ],
        "culprit": {
          "code": true,
          "tool": false,
          "harness": false
        },
        "comment": "error: images/rfc-m3-bad.elf: ut_call+0x14: type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb [type-offset]",
        "misc": {
          "check": "type-offset",
          "severity": "error",
          "fingerprint": "a0ee76c72c4cb77c"
        }
      },
      {
        "id": "my_lab:kprefix-590f9ec6eccd1169",
        "version": 1,
        "origin": "my_lab",
        "report_subject": "hash-offset: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)",
        "categories": [
          "kprefix.hash-offset"
        ],
        "culprit": {
          "code": true,
          "tool": false,
          "harness": false
        },
        "comment": "error: images/rfc-m3-bad.elf: 2 functions (ut_call, ut_entry): hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]",
        "misc": {
          "check": "hash-offset",
          "severity": "error",
          "fingerprint": "590f9ec6eccd1169"
        }
      }
    ],
    "incidents": [
      {
        "id": "my_lab:maestro:6756f2b5:82a995cab5e9d9c5",
        "origin": "my_lab",
        "issue_id": "my_lab:kprefix-82a995cab5e9d9c5",
        "issue_version": 1,
        "build_id": "maestro:6756f2b5",
        "test_id": "my_lab:maestro:6756f2b5",
        "present": true,
        "misc": {
          "functions": 1,
          "images": 1,
          "locations": [
            {
              "image": "images/rfc-m3-bad.elf",
              "location": "tr_call+0x1c",
              "address": "0xffff8000800000d4"
            }
          ]
        }
      },
      {
        "id": "my_lab:maestro:6756f2b5:a0ee76c72c4cb77c",
        "origin": "my_lab",
        "issue_id": "my_lab:kprefix-a0ee76c72c4cb77c",
        "issue_version": 1,
        "build_id": "maestro:6756f2b5",
        "test_id": "my_lab:maestro:6756f2b5",
        "present": true,
        "misc": {
          "functions": 1,
          "images": 1,
          "locations": [
            {
              "image": "images/rfc-m3-bad.elf",
              "location": "ut_call+0x14",
              "address": "0xffff8000800001d8"
            }
          ]
        }
      },
      {
        "id": "my_lab:maestro:6756f2b5:590f9ec6eccd1169",
        "origin": "my_lab",
        "issue_id": "my_lab:kprefix-590f9ec6eccd1169",
        "issue_version": 1,
        "build_id": "maestro:6756f2b5",
        "test_id": "my_lab:maestro:6756f2b5",
        "present": true,
        "misc": {
          "functions": 2,
          "images": 1,
          "locations": [
            {
              "image": "images/rfc-m3-bad.elf",
              "location": "ut_call+0x0",
              "address": "0xffff8000800001c4"
            },
            {
              "image": "images/rfc-m3-bad.elf",
              "location": "ut_entry+0x0",
              "address": "0xffff80008000020c"
            }
          ]
        }
      }
    ]
  }
  [exit 1]
