JSON carries what the build tree said of each function: the object (unit), its flags, the
flags of the objects that are right, the difference and the Makefile statement.

  $ kprefix check --format=json --pretty --enable=hash-offset -v buildtree/build/vmlinux
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
      "--enable=hash-offset",
      "-v",
      "buildtree/build/vmlinux"
    ],
    "files": [
      {
        "role": "vmlinux",
        "vmlinux": null,
        "file": "buildtree/build/vmlinux",
        "name": "buildtree/build/vmlinux",
        "elf_type": "ET_DYN",
        "layout": {
          "prefix_nops": {
            "value": 3,
            "source": "image",
            "detail": "6 of 9 owned records at func-12"
          },
          "kcfi": {
            "value": 1,
            "source": "image",
            "detail": "4 kCFI check sequences (brk #0x8000-0x83ff)"
          },
          "bti": {
            "value": 0,
            "source": "image",
            "detail": "0 of 5 compiled functions a pointer may reach start with bti c (0 of 13 in all)"
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
              "text_span": 664
            }
          },
          "sources": {
            "prefix_nops": {
              "image": {
                "value": 3,
                "source": "image",
                "detail": "6 of 9 owned records at func-12"
              }
            },
            "kcfi": {
              "image": {
                "value": 1,
                "source": "image",
                "detail": "4 kCFI check sequences (brk #0x8000-0x83ff)"
              }
            },
            "bti": {
              "image": {
                "value": 0,
                "source": "image",
                "detail": "0 of 5 compiled functions a pointer may reach start with bti c (0 of 13 in all)"
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
          "functions": 13,
          "function_symbols": 13,
          "traced": 9,
          "traced_hashed": 9,
          "traced_prefixed": 6,
          "untraced": 4,
          "untraced_hashed": 3,
          "untraced_prefixed": 0,
          "traced_layout_without_record": 0,
          "bti": 0,
          "kcfi_sites": 4,
          "text_bytes": 664,
          "prefix_nop_bytes": 96,
          "hash_bytes": 48,
          "address_taken": 0
        },
        "kcfi": {
          "sites": 4,
          "site_offsets": {
            "-16": 2,
            "-4": 1,
            "-12": 1
          },
          "failing_sites": 4,
          "failing_types": 3,
          "typeids": {
            "total": 0,
            "defined": 0,
            "hashed": 0,
            "mismatched": 0
          },
          "islands": []
        },
        "records": {
          "values_from": "rela",
          "total": 9,
          "owned": 9,
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
            "check": "hash-offset",
            "severity": "error",
            "function": "sort_r",
            "offset": 0,
            "address": "0xffff800080000104",
            "location": "sort_r+0x0",
            "message": "hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)",
            "folded": true,
            "fingerprint": "94394acf63a8e207",
            "source": {
              "unit": "lib/sort.o",
              "file": null,
              "line": null,
              "flags": "-fsanitize=kcfi -falign-functions=8",
              "build": {
                "expected_flags": "-DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8",
                "difference": "lacks -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY (the others have it)",
                "makefile": {
                  "file": "lib/Makefile",
                  "line": 9,
                  "text": "KBUILD_CFLAGS := $(filter-out $(CC_FLAGS_FTRACE) $(CFI_PREFIX_CFLAGS), $(KBUILD_CFLAGS))"
                },
                "built_apart": false
              }
            }
          },
          {
            "check": "hash-offset",
            "severity": "error",
            "function": "cmp_int",
            "offset": 0,
            "address": "0xffff800080000144",
            "location": "cmp_int+0x0",
            "message": "hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)",
            "folded": true,
            "fingerprint": "3139c801bbd592aa",
            "source": {
              "unit": "lib/sort.o",
              "file": null,
              "line": null,
              "flags": "-fsanitize=kcfi -falign-functions=8",
              "build": {
                "expected_flags": "-DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8",
                "difference": "lacks -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY (the others have it)",
                "makefile": {
                  "file": "lib/Makefile",
                  "line": 9,
                  "text": "KBUILD_CFLAGS := $(filter-out $(CC_FLAGS_FTRACE) $(CFI_PREFIX_CFLAGS), $(KBUILD_CFLAGS))"
                },
                "built_apart": false
              }
            }
          },
          {
            "check": "hash-offset",
            "severity": "error",
            "function": "cmp_rev",
            "offset": 0,
            "address": "0xffff80008000015c",
            "location": "cmp_rev+0x0",
            "message": "hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)",
            "folded": true,
            "fingerprint": "63ab66b73d434f46",
            "source": {
              "unit": "lib/sort.o",
              "file": null,
              "line": null,
              "flags": "-fsanitize=kcfi -falign-functions=8",
              "build": {
                "expected_flags": "-DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8",
                "difference": "lacks -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY (the others have it)",
                "makefile": {
                  "file": "lib/Makefile",
                  "line": 9,
                  "text": "KBUILD_CFLAGS := $(filter-out $(CC_FLAGS_FTRACE) $(CFI_PREFIX_CFLAGS), $(KBUILD_CFLAGS))"
                },
                "built_apart": false
              }
            }
          },
          {
            "check": "hash-offset",
            "severity": "error",
            "function": "pl011_probe",
            "offset": 0,
            "address": "0xffff80008000023c",
            "location": "pl011_probe+0x0",
            "message": "hash at -12, callers load it at -16 (traced, 2 prefix NOPs)",
            "folded": false,
            "fingerprint": "fdf657138420516d",
            "source": {
              "unit": "drivers/tty/serial/amba-pl011.o",
              "file": null,
              "line": null,
              "flags": "-DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8 -fpatchable-function-entry=4,2",
              "build": {
                "expected_flags": "-DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8",
                "difference": "-fpatchable-function-entry=4,2 (the others: -fpatchable-function-entry=5,3)",
                "makefile": {
                  "file": "drivers/tty/serial/Makefile",
                  "line": 10,
                  "text": "CFLAGS_amba-pl011.o += -fpatchable-function-entry=4,2"
                },
                "built_apart": false
              }
            }
          },
          {
            "check": "hash-offset",
            "severity": "error",
            "function": "pl011_startup",
            "offset": 0,
            "address": "0xffff800080000294",
            "location": "pl011_startup+0x0",
            "message": "hash at -12, callers load it at -16 (traced, 2 prefix NOPs)",
            "folded": true,
            "fingerprint": "2da06a97cee4d9b4",
            "source": {
              "unit": "drivers/tty/serial/amba-pl011.o",
              "file": null,
              "line": null,
              "flags": "-DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8 -fpatchable-function-entry=4,2",
              "build": {
                "expected_flags": "-DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8",
                "difference": "-fpatchable-function-entry=4,2 (the others: -fpatchable-function-entry=5,3)",
                "makefile": {
                  "file": "drivers/tty/serial/Makefile",
                  "line": 10,
                  "text": "CFLAGS_amba-pl011.o += -fpatchable-function-entry=4,2"
                },
                "built_apart": false
              }
            }
          },
          {
            "check": "hash-offset",
            "severity": "error",
            "function": "pl011_shutdown",
            "offset": 0,
            "address": "0xffff8000800002bc",
            "location": "pl011_shutdown+0x0",
            "message": "hash at -12, callers load it at -16 (traced, 2 prefix NOPs)",
            "folded": true,
            "fingerprint": "36a63c3e6d1cfa53",
            "source": {
              "unit": "drivers/tty/serial/amba-pl011.o",
              "file": null,
              "line": null,
              "flags": "-DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8 -fpatchable-function-entry=4,2",
              "build": {
                "expected_flags": "-DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8",
                "difference": "-fpatchable-function-entry=4,2 (the others: -fpatchable-function-entry=5,3)",
                "makefile": {
                  "file": "drivers/tty/serial/Makefile",
                  "line": 10,
                  "text": "CFLAGS_amba-pl011.o += -fpatchable-function-entry=4,2"
                },
                "built_apart": false
              }
            }
          }
        ],
        "flag_disagreement": null,
        "totals": {
          "errors": 6,
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
      "functions": 13,
      "traced": 9,
      "records": 9,
      "errors": 6,
      "warnings": 0,
      "notes": 0
    },
    "exit_status": 1
  }
  [exit 1]
