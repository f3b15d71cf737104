#!/usr/bin/env python3
"""Every JSON document kprefix writes against the JSON Schemas in schema/.

Usage: validate_json.py KPREFIX SOURCE_ROOT. Checks that each schema is a
valid JSON Schema (2020-12) whose every property is described, then validates
against it: every expected output of the integration cases that is a
kprefix-check, kprefix-diff, kprefix-show or kprefix-checks (list-checks)
document or a GitLab Code Quality report: `kprefix check --format=json` and
`--format=gitlab` and `kprefix show --format=json` on every fixture file
(images, modules, objects, malformed inputs), check on several files at once
and on both module trees, and `kprefix list-checks --format=json`. A GitLab
report's fingerprints are unique and are the SARIF log's results
(primaryLocationLineHash) of the same run, check by check; GitHub's format of
that run has at most 10 annotations a level and one closed group per cause.

Needs python3-jsonschema (scripts/setup-debian.sh installs it). Without it the
test is skipped (exit 77), unless KPREFIX_REQUIRE_VALIDATORS is set, as
scripts/test.sh sets it: then a missing validator fails.
"""
import glob
import json
import os
import subprocess
import sys

SKIP = 77


def need_jsonschema():
    try:
        import jsonschema  # noqa: F401
        return
    except ImportError:
        pass
    # Debian's python3-jsonschema is for Debian's python3: another python3
    # first on PATH (pyenv, a venv) does not see it.
    if os.path.exists("/usr/bin/python3") and os.path.realpath(sys.executable) != os.path.realpath("/usr/bin/python3") \
            and not os.environ.get("KPREFIX_REEXEC"):
        os.environ["KPREFIX_REEXEC"] = "1"
        os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
    print("python3-jsonschema is not installed (scripts/setup-debian.sh installs it)")
    sys.exit(1 if os.environ.get("KPREFIX_REQUIRE_VALIDATORS") else SKIP)


need_jsonschema()
import jsonschema  # noqa: E402
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "integration"))
from casefile import expected_stdouts  # noqa: E402

kprefix, root = os.path.abspath(sys.argv[1]), sys.argv[2]
fixtures = os.path.join(root, "fixtures")
problems = []


def described(schema, path):
    """Every property of every object schema carries a description."""
    if isinstance(schema, dict):
        for name, sub in schema.get("properties", {}).items():
            if isinstance(sub, dict) and "description" not in sub:
                problems.append(f"{path}: property '{name}' has no description")
        for key, sub in schema.items():
            described(sub, f"{path}/{key}")
    elif isinstance(schema, list):
        for i, sub in enumerate(schema):
            described(sub, f"{path}/{i}")


# A document's "schema" field, and the file in schema/ that describes it.
SCHEMAS = {"kprefix-check": "kprefix-check", "kprefix-diff": "kprefix-diff",
           "kprefix-show": "kprefix-show", "kprefix-checks": "kprefix-list-checks"}
validators = {}
for name, base in list(SCHEMAS.items()) + [("gitlab-code-quality", "gitlab-code-quality")]:
    path = os.path.join(root, "schema", f"{base}.schema.json")
    if not os.path.exists(path):
        continue
    schema = json.load(open(path))
    jsonschema.Draft202012Validator.check_schema(schema)
    described(schema, base)
    validators[name] = jsonschema.Draft202012Validator(schema)

counted = {name: 0 for name in validators}


def validate(text, what):
    try:
        doc = json.loads(text)
    except ValueError as e:
        problems.append(f"{what}: not JSON: {e}")
        return
    kind = doc.get("schema") if isinstance(doc, dict) else "gitlab-code-quality" if isinstance(doc, list) else None
    if kind not in validators:
        return
    if isinstance(doc, list) and len({i.get("fingerprint") for i in doc}) != len(doc):
        problems.append(f"{what}: GitLab fingerprints are not unique")
    counted[kind] += 1
    for err in sorted(validators[kind].iter_errors(doc), key=lambda e: list(e.path))[:5]:
        where = "/".join(str(p) for p in err.absolute_path)
        problems.append(f"{what}: {kind} at /{where}: {err.message[:300]}")


def run(args, what):
    res = subprocess.run([kprefix] + args, cwd=fixtures, capture_output=True)
    validate(res.stdout.decode("utf-8"), what)
    if args[:2] == ["check", "--format=json"]:
        gitlab(args[2:], what)


def gitlab(args, what):
    """The GitLab report against its schema, and against the SARIF log of the same run."""
    out = subprocess.run([kprefix, "check", "--format=gitlab"] + args, cwd=fixtures, capture_output=True).stdout
    validate(out.decode("utf-8"), f"{what} (gitlab)")
    sarif = subprocess.run([kprefix, "check", "--format=sarif"] + args, cwd=fixtures, capture_output=True).stdout
    try:
        issues = sorted((i["check_name"], i["fingerprint"]) for i in json.loads(out))
        results = sorted((r["ruleId"], r["partialFingerprints"]["primaryLocationLineHash"])
                         for r in json.loads(sarif)["runs"][0]["results"])
    except (ValueError, KeyError, IndexError, TypeError) as e:
        problems.append(f"{what} (gitlab): {e!r}")
        return
    if issues != results:
        problems.append(f"{what}: {len(issues)} GitLab issues are not the {len(results)} SARIF results")
    # GitHub's format: at most 10 annotations a level, a closed group per cause.
    lines = subprocess.run([kprefix, "check", "--format=github"] + args, cwd=fixtures,
                           capture_output=True).stdout.decode("utf-8").splitlines()
    for level in ("error", "warning", "notice"):
        if sum(line.startswith(f"::{level} ") or line.startswith(f"::{level}::") for line in lines) > 10:
            problems.append(f"{what}: more than 10 GitHub {level} annotations")
    opened = sum(line.startswith("::group::") for line in lines)
    if opened != len(results) or opened != sum(line == "::endgroup::" for line in lines):
        problems.append(f"{what}: {opened} GitHub groups for {len(results)} causes")


# The integration cases' expected outputs, and the files their --output wrote.
for path, text in expected_stdouts(root):
    # An expected output may hold the files a case wrote, each after a "==> NAME <==" line.
    parts = text.split("\n==> ") if "==> " in text else [text]
    for i, part in enumerate(parts):
        if i or part.startswith("==> "):
            part = part.split(" <==\n", 1)[-1]
        if part.lstrip().startswith(("{", "[")):
            validate(part, os.path.basename(path))

files = sorted(os.path.relpath(p, fixtures) for p in glob.glob(os.path.join(fixtures, "**/*"), recursive=True)
               if os.path.isfile(p) and p.endswith((".elf", ".ko", ".ko.xz", ".ko.gz", ".ko.zst", ".o")))
for f in files:
    run(["check", "--format=json", f], f)
run(["check", "--format=json"] + files, "all fixtures at once")
run(["check", "--format=json", "images/callops-m2-clang.elf", "--modules", "modules/tree-m2"], "tree-m2")
run(["check", "--format=json", "images/rfc-m3-good.elf", "--modules", "modules/tree-m3"], "tree-m3")
run(["check", "--format=json", "malformed/handmade-x86.elf", "--modules", "modules/tree-m3"], "tree, vmlinux unreadable")
run(["check", "--format=json", "images/rfc-m3-good.elf", "--modules", "no/such/dir"], "tree unreadable")
# kprefix diff on image pairs, trees and reports.
for old, new in (("images/rfc-m3-good.elf", "images/rfc-m3-bad.elf"), ("images/callops-m2-clang.elf", "images/rfc-m3-good.elf"),
                 ("images/rfc-m3-zeroed.elf", "images/rfc-m3-good.elf"), ("gate/tree-m2.json", "gate/tree-m3.json"),
                 ("riscv64/images/kcfi-callops-norvc-bad.elf", "riscv64/images/kcfi-callops-rvc-bad.elf")):
    run(["diff", "--format=json", old, new], f"diff {old} {new}")
run(["diff", "--format=json", "--old-modules", "modules/tree-m2", "--new-modules", "modules/tree-m3",
     "images/callops-m2-clang.elf", "images/rfc-m3-good.elf"], "diff trees")

# kprefix show on every fixture file, with the names most fixtures define, offsets into the
# body and the prefix, and a name no fixture has: every kind of word and field.
SHOW_WHATS = ["tr_add", "tr_call+0x30", "tr_call-0x4", "tr_static_helper", "tr_static_cb+0x4",
              "ut_call", "ut_static_helper", "asm_typed_fn-0x14", "nt_fn", "hlp_mul", "__pi_isl_add",
              "rd_one_prefix", "rd_norm4", "no_such_function"]
for f in files:
    res = subprocess.run([kprefix, "show", "--format=json", f] + SHOW_WHATS, cwd=fixtures, capture_output=True)
    if res.returncode == 2:
        if res.stdout:
            problems.append(f"show {f}: exit status 2 with output on stdout")
        continue
    validate(res.stdout.decode("utf-8"), f"show {f}")
run(["list-checks", "--format=json"], "list-checks")

for p in problems:
    print(p)
print(", ".join(f"{n} {k} documents" for k, n in counted.items()) + f"; {len(problems)} problems")
sys.exit(1 if problems or not all(counted.get(k) for k in SCHEMAS) else 0)
