--pretty indents the JSON report for reading; the same document as without it.

  $ kprefix check --format=json --pretty images/rfc-m3-bad.elf
  {
    "schema": "kprefix-check",
    "schema_version": 3,
    "tool": {
      "name": "kprefix",
      "version": "0.1.0"
    },
    "arguments": [
      "check",
      "--format=json",
      "--pretty",
      "images/rfc-m3-bad.elf"
    ],
    "files": [
      {
        "role": "vmlinux",
        "vmlinux": null,
        "file": "images/rfc-m3-bad.elf",
        "name": "images/rfc-m3-bad.elf",
        "elf_type": "ET_DYN",
        "layout": {
          "prefix_nops": {
            "value": 3,
            "source": "image",
            "detail": "6 of 6 owned records at func-12"
          },
          "kcfi": {
            "value": 1,
            "source": "image",
            "detail": "2 kCFI check sequences (brk #0x8000-0x83ff)"
          },
          "bti": {
            "value": 0,
            "source": "image",
            "detail": "0 of 4 compiled functions a pointer may reach start with bti c (0 of 14 in all)"
          },
          "function_alignment": {
            "value": 8,
            "source": "image",
            "detail": "12 of 12 prefix starts are 8-byte aligned"
          },
          "entry_nops": 2,
          "hash_offset": -16,
          "ftrace_code": {
            "ops_slot": {
              "source": "formula",
              "detail": "formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller"
            },
            "patch_site": {
              "source": "formula",
              "detail": "the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)",
              "classes": []
            },
            "ops_writer": "",
            "attach": {
              "path": "call-ops",
              "detail": "CALL_OPS: each call site's ops pointer, in its prefix NOPs",
              "text_span": 568
            }
          },
          "sources": {
            "prefix_nops": {
              "image": {
                "value": 3,
                "source": "image",
                "detail": "6 of 6 owned records at func-12"
              }
            },
            "kcfi": {
              "image": {
                "value": 1,
                "source": "image",
                "detail": "2 kCFI check sequences (brk #0x8000-0x83ff)"
              }
            },
            "bti": {
              "image": {
                "value": 0,
                "source": "image",
                "detail": "0 of 4 compiled functions a pointer may reach start with bti c (0 of 14 in all)"
              }
            },
            "function_alignment": {
              "image": {
                "value": 8,
                "source": "image",
                "detail": "12 of 12 prefix starts are 8-byte aligned"
              }
            }
          }
        },
        "counts": {
          "functions": 14,
          "function_symbols": 14,
          "traced": 6,
          "traced_hashed": 5,
          "traced_prefixed": 6,
          "untraced": 8,
          "untraced_hashed": 6,
          "untraced_prefixed": 0,
          "traced_layout_without_record": 0,
          "bti": 0,
          "kcfi_sites": 2,
          "text_bytes": 568,
          "prefix_nop_bytes": 72,
          "hash_bytes": 44,
          "address_taken": 1
        },
        "kcfi": {
          "sites": 2,
          "site_offsets": {
            "-4": 1,
            "-16": 1
          },
          "failing_sites": 2,
          "failing_types": 2,
          "typeids": {
            "total": 1,
            "defined": 1,
            "hashed": 1,
            "mismatched": 0
          },
          "islands": []
        },
        "records": {
          "values_from": "rela",
          "total": 6,
          "owned": 6,
          "dropped": {
            "zero": 0,
            "outside_text": 0
          },
          "in_body": 0,
          "bad_prefix": 0,
          "duplicate": 0,
          "orphan": 0,
          "prefix_only": 0,
          "prefix_only_owned": 0
        },
        "findings": [
          {
            "check": "type-offset",
            "severity": "error",
            "function": "tr_call",
            "offset": 28,
            "address": "0xffff8000800000d4",
            "location": "tr_call+0x1c",
            "message": "type 0x56e5b5a5: 1 call site in 1 function loads at -16; 4 functions of this type keep it at -4: ut_mul, ut_static_cb, nt_fn, asm_typed_fn",
            "folded": false,
            "fingerprint": "cdeaeed3d6de333f",
            "source": null,
            "type_class": {
              "type_hash": "0x56e5b5a5",
              "load_offset": -16,
              "call_sites": [
                {
                  "function": "tr_call",
                  "address": "0xffff8000800000d4"
                }
              ],
              "targets": [
                {
                  "function": "ut_mul",
                  "address": "0xffff80008000017c",
                  "hash_offset": -4,
                  "origin": null
                },
                {
                  "function": "ut_static_cb",
                  "address": "0xffff800080000234",
                  "hash_offset": -4,
                  "origin": null
                },
                {
                  "function": "nt_fn",
                  "address": "0xffff800080000254",
                  "hash_offset": -4,
                  "origin": null
                },
                {
                  "function": "asm_typed_fn",
                  "address": "0xffff80008000026c",
                  "hash_offset": -4,
                  "origin": null
                }
              ]
            }
          },
          {
            "check": "type-offset",
            "severity": "error",
            "function": "ut_call",
            "offset": 20,
            "address": "0xffff8000800001d8",
            "location": "ut_call+0x14",
            "message": "type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb",
            "folded": false,
            "fingerprint": "dec2decec89187c3",
            "source": null,
            "type_class": {
              "type_hash": "0x56e5b5a5",
              "load_offset": -4,
              "call_sites": [
                {
                  "function": "ut_call",
                  "address": "0xffff8000800001d8"
                }
              ],
              "targets": [
                {
                  "function": "tr_add",
                  "address": "0xffff800080000050",
                  "hash_offset": -16,
                  "origin": null
                },
                {
                  "function": "tr_static_cb",
                  "address": "0xffff800080000158",
                  "hash_offset": -16,
                  "origin": null
                }
              ]
            }
          },
          {
            "check": "hash-offset",
            "severity": "error",
            "function": "ut_mul",
            "offset": 0,
            "address": "0xffff80008000017c",
            "location": "ut_mul+0x0",
            "message": "hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)",
            "folded": true,
            "fingerprint": "0f03c7849d9f2148",
            "source": null
          },
          {
            "check": "hash-offset",
            "severity": "error",
            "function": "ut_call",
            "offset": 0,
            "address": "0xffff8000800001c4",
            "location": "ut_call+0x0",
            "message": "hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)",
            "folded": false,
            "fingerprint": "717b7f237ae8ef16",
            "source": null
          },
          {
            "check": "callsite-offset",
            "severity": "error",
            "function": "ut_call",
            "offset": 20,
            "address": "0xffff8000800001d8",
            "location": "ut_call+0x14",
            "message": "1 kCFI call site loads the hash at -4, functions here keep it at -16",
            "folded": true,
            "fingerprint": "3988bc0d2a83dba4",
            "source": null
          },
          {
            "check": "hash-offset",
            "severity": "error",
            "function": "ut_entry",
            "offset": 0,
            "address": "0xffff80008000020c",
            "location": "ut_entry+0x0",
            "message": "hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)",
            "folded": false,
            "fingerprint": "ddac947580fe7e22",
            "source": null
          },
          {
            "check": "hash-offset",
            "severity": "error",
            "function": "ut_static_cb",
            "offset": 0,
            "address": "0xffff800080000234",
            "location": "ut_static_cb+0x0",
            "message": "hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)",
            "folded": true,
            "fingerprint": "bc6f3c26af09be8c",
            "source": null
          },
          {
            "check": "hash-offset",
            "severity": "error",
            "function": "nt_fn",
            "offset": 0,
            "address": "0xffff800080000254",
            "location": "nt_fn+0x0",
            "message": "hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)",
            "folded": true,
            "fingerprint": "8873ffb68ab54a19",
            "source": null
          },
          {
            "check": "hash-offset",
            "severity": "error",
            "function": "asm_typed_fn",
            "offset": 0,
            "address": "0xffff80008000026c",
            "location": "asm_typed_fn+0x0",
            "message": "hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)",
            "folded": true,
            "fingerprint": "9d914553c8eeb317",
            "source": null
          }
        ],
        "flag_disagreement": null,
        "totals": {
          "errors": 9,
          "warnings": 0,
          "notes": 0
        },
        "exit_status": 1
      }
    ],
    "module_trees": [],
    "totals": {
      "files": 1,
      "checked": 1,
      "unreadable": 0,
      "with_errors": 1,
      "with_warnings": 0,
      "functions": 14,
      "traced": 6,
      "records": 6,
      "errors": 9,
      "warnings": 0,
      "notes": 0
    },
    "exit_status": 1
  }
  [exit 1]
