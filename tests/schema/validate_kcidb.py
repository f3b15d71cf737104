#!/usr/bin/env python3
"""validate_kcidb.py: `kprefix check --format=kcidb` against KernelCI's schema.

Usage: validate_kcidb.py KPREFIX SOURCE_ROOT

Every document is validated against schema/kcidb/kcidb-io.schema.v5.3.json
(kernelci/kcidb-io's LATEST, draft-07, formats checked) and checked for what
KernelCI relies on: one test of the build, PASS on a correct kernel, FAIL on
a broken one, ERROR when an input could not be read; its comment the totals
JSON's `totals` has; one issue per cause (GitLab's issues of the same run, by
fingerprint) and one incident per issue that links it to the test and the
build; every id starting with the origin; ids the options give. Needs
python3-jsonschema (skipped, 77, without it unless KPREFIX_REQUIRE_VALIDATORS).
"""
import json
import os
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    if os.path.exists("/usr/bin/python3") and os.path.realpath(sys.executable) != os.path.realpath("/usr/bin/python3") \
            and not os.environ.get("KPREFIX_REEXEC"):
        os.environ["KPREFIX_REEXEC"] = "1"
        os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
    print("python3-jsonschema is not installed (scripts/setup-debian.sh installs it)")
    sys.exit(1 if os.environ.get("KPREFIX_REQUIRE_VALIDATORS") else 77)

kprefix, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
fx = os.path.join(root, "fixtures")
schema = json.load(open(os.path.join(root, "schema", "kcidb", "kcidb-io.schema.v5.3.json")))
jsonschema.Draft7Validator.check_schema(schema)
validator = jsonschema.Draft7Validator(schema, format_checker=jsonschema.FormatChecker())
failures = 0

# args, exit status, the test's status, origin, build id
RUNS = [
    (["images/rfc-m3-good.elf"], 0, "PASS", "kprefix", "kprefix:images/rfc-m3-good.elf"),
    (["images/rfc-m3-bad.elf"], 1, "FAIL", "kprefix", "kprefix:images/rfc-m3-bad.elf"),
    (["--kcidb-origin", "my_lab", "--kcidb-build-id", "maestro:6756f2b5e1f4c9d7", "images/rfc-m3-good.elf",
      "--modules", "modules/tree-m3"], 1, "FAIL", "my_lab", "maestro:6756f2b5e1f4c9d7"),
    (["--baseline", "gate/rfc-m3-bad-known.json", "images/rfc-m3-bad.elf"], 1, "FAIL", "kprefix",
     "kprefix:images/rfc-m3-bad.elf"),
    (["images/rfc-m3-good.elf", "malformed/handmade-x86.elf"], 2, "ERROR", "kprefix",
     "kprefix:images/rfc-m3-good.elf"),
    (["cases/odd-names.elf"], 1, "FAIL", "kprefix", "kprefix:cases/odd-names.elf"),
]


def check(ok, what):
    global failures
    failures += not ok
    print(("ok   " if ok else "FAIL ") + what)


for args, status, test_status, origin, build_id in RUNS:
    name = " ".join(args)
    p = subprocess.run([kprefix, "check", "--format=kcidb", *args], cwd=fx, capture_output=True, text=True)
    check(p.returncode == status, "%s: exit %d (want %d)" % (name, p.returncode, status))
    doc = json.loads(p.stdout)
    errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.absolute_path))
    for e in errors[:5]:
        print("     %s: %s" % ("/".join(map(str, e.absolute_path)), e.message))
    check(not errors, "%s: valid KCIDB v%d.%d" % (name, doc["version"]["major"], doc["version"]["minor"]))
    js = json.loads(subprocess.run([kprefix, "check", "--format=json", *args], cwd=fx,
                                   capture_output=True, text=True).stdout)["totals"]
    gitlab = json.loads(subprocess.run([kprefix, "check", "--format=gitlab", *args], cwd=fx,
                                       capture_output=True, text=True).stdout)
    (test,) = doc["tests"]
    check(test["status"] == test_status and test["origin"] == origin and test["build_id"] == build_id
          and test["id"] == origin + ":" + build_id and test["path"] == "kprefix",
          "%s: test %s, %s, %s" % (name, test["id"], test["build_id"], test["status"]))
    m = test["misc"]
    check((m["errors"], m["warnings"], m["notes"], m["files"], m["exit_status"]) ==
          (js["errors"], js["warnings"], js["notes"], js["files"], status)
          and test["comment"].startswith("kprefix: %d error" % js["errors"]),
          "%s: the test counts JSON's totals: %s" % (name, test["comment"]))
    fps = [i["misc"]["fingerprint"] for i in doc["issues"]]
    check(fps == [g["fingerprint"] for g in gitlab] and m["causes"] == len(fps),
          "%s: %d issues, GitLab's causes" % (name, len(fps)))
    ids = {i["id"] for i in doc["issues"]}
    check(all(i["id"] == "%s:kprefix-%s" % (origin, i["misc"]["fingerprint"]) and i["origin"] == origin
              for i in doc["issues"]) and len(ids) == len(fps), "%s: issue ids ORIGIN:kprefix-CAUSE" % name)
    inc = doc["incidents"]
    check(len(inc) == len(fps) and all(x["issue_id"] in ids and x["test_id"] == test["id"]
                                       and x["build_id"] == build_id and x["present"]
                                       and x["id"].startswith(origin + ":") for x in inc)
          and sorted(x["issue_id"] for x in inc) == sorted(ids),
          "%s: one incident per issue, in this test of this build" % name)

# Ids KCIDB would refuse are refused, with one line and status 2.
for opt, value in (("--kcidb-origin", "My-Lab"), ("--kcidb-build-id", "no-origin"),
                   ("--kcidb-build-id", "Bad:1")):
    p = subprocess.run([kprefix, "check", "--format=kcidb", opt, value, "images/rfc-m3-good.elf"], cwd=fx,
                       capture_output=True, text=True)
    check(p.returncode == 2 and p.stderr.count("\n") == 1 and opt in p.stderr, "%s %s: %s" % (opt, value, p.stderr.strip()))
sys.exit(1 if failures else 0)
