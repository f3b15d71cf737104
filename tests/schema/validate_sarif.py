#!/usr/bin/env python3
"""kprefix's SARIF against the SARIF 2.1.0 schema and Microsoft's SARIF Multitool.

Usage: validate_sarif.py KPREFIX SOURCE_ROOT. Writes SARIF for every fixture
file, for several files at once, for both module trees and for the
integration cases whose expected output is SARIF, then:
- validates each log against sarif-2.1.0.json, the schema the Multitool
  package ships (python3-jsonschema);
- runs `Sarif.Multitool validate --rule-kind Gh;Sarif` on all of them and
  fails on any result of level error (schema violations are JSON10xx errors,
  rule violations SARIF1xxx errors, GitHub's ingestion rules GH1xxx errors;
  the warnings and notes pass);
- checks what the issue asks of kprefix's SARIF: a rule per check id with the
  man page's paragraph as help, within GitHub's limits (docs.github.com, SARIF
  support for code scanning: 25,000 results, 1,000 locations a result, rule
  names and descriptions); one result per cause, its fingerprint as
  primaryLocationLineHash, every finding of the JSON report in exactly one result
  (details in the run's properties), a region on every location, a uriBaseId on every
  relative URI, the exit status in the invocation.

The Multitool is the npm package @microsoft/sarif-multitool-linux, installed
by scripts/setup-debian.sh (`npm install -g`). Without it, or without
python3-jsonschema, the test is skipped (exit 77), unless
KPREFIX_REQUIRE_VALIDATORS is set, as scripts/test.sh sets it: then it fails.
"""
import glob
import re
import json
import os
import subprocess
import sys
import tempfile
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "integration"))
from casefile import expected_stdouts  # noqa: E402

SKIP = 77
require = bool(os.environ.get("KPREFIX_REQUIRE_VALIDATORS"))


def missing(what):
    print(f"{what} (scripts/setup-debian.sh installs it)")
    sys.exit(1 if require else SKIP)


try:
    import jsonschema
except ImportError:
    if os.path.exists("/usr/bin/python3") and not os.environ.get("KPREFIX_REEXEC") and \
            os.path.realpath(sys.executable) != os.path.realpath("/usr/bin/python3"):
        os.environ["KPREFIX_REEXEC"] = "1"
        os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
    missing("python3-jsonschema is not installed")


def find_multitool():
    tool = os.environ.get("KPREFIX_SARIF_MULTITOOL")
    if tool:
        return tool
    try:
        root = subprocess.run(["npm", "root", "-g"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None
    tool = os.path.join(root, "@microsoft/sarif-multitool-linux/Sarif.Multitool")
    return tool if os.access(tool, os.X_OK) else None


multitool = find_multitool()
if not multitool:
    missing("the SARIF Multitool (npm: @microsoft/sarif-multitool-linux) is not installed")
sarif_schema = json.load(open(os.path.join(os.path.dirname(multitool), "sarif-2.1.0.json")))
validator = jsonschema.Draft202012Validator(sarif_schema)

kprefix, root = os.path.abspath(sys.argv[1]), sys.argv[2]
fixtures = os.path.join(root, "fixtures")
problems = []
logs = {}  # name -> text


def run(args, name):
    res = subprocess.run([kprefix] + args, cwd=fixtures, capture_output=True)
    logs[name] = res.stdout.decode("utf-8")
    return res.returncode


def semantic(name, log, json_doc=None, rc=None):
    """What the issue asks beyond the schema: GitHub code scanning's limits and fields."""
    run0 = log["runs"][0]
    driver = run0["tool"]["driver"]
    rules = driver["rules"]
    if "informationUri" not in driver:
        problems.append(f"{name}: no tool.driver.informationUri")
    for rule in rules:
        if not rule.get("help", {}).get("text", "").startswith(rule["id"] + " ("):
            problems.append(f"{name}: rule {rule['id']} has no man page text as help")
        # GitHub: name at most 255 characters, the descriptions at most 1024.
        if len(rule.get("name", "")) > 255 or len(rule["shortDescription"]["text"]) > 1024 or \
                len(rule["fullDescription"]["text"]) > 1024:
            problems.append(f"{name}: rule {rule['id']} is over GitHub's length limits")
        if len(rule.get("properties", {}).get("tags", [])) > 10:
            problems.append(f"{name}: rule {rule['id']} has more than 10 tags")
    base_ids = run0.get("originalUriBaseIds", {})
    results = run0["results"]
    if len(results) > 25000:
        problems.append(f"{name}: {len(results)} results, GitHub takes at most 25,000")
    causes = set()
    fingerprints = []
    for res in results:
        if rules[res["ruleIndex"]]["id"] != res["ruleId"]:
            problems.append(f"{name}: ruleIndex of {res['ruleId']} names {rules[res['ruleIndex']]['id']}")
        partial = res.get("partialFingerprints", {})
        cause = partial.get("primaryLocationLineHash")
        if not cause or partial.get("kprefixCause/v1") != cause or cause in causes:
            problems.append(f"{name}: a result without its own cause fingerprint as primaryLocationLineHash")
        causes.add(cause)
        # The functions' locations; a build tree's Makefile line (no logical location) is not listed.
        locations = [loc for loc in res["locations"] + res.get("relatedLocations", [])
                     if "logicalLocations" in loc]
        props = res["properties"]
        if len(res["locations"]) != 1 or len(locations) > 1000 or props["listed"] != len(locations):
            problems.append(f"{name}: {res['ruleId']} lists {len(locations)} locations ({props['listed']} said)")
        if len(props["fingerprints"]) != props["functions"] or \
                (props["listed"] < props["functions"]) != (f" {props['functions'] - props['listed']} more function" in res["message"]["text"]):
            problems.append(f"{name}: {res['ruleId']}: the message does not say the functions left out")
        fingerprints += props["fingerprints"]
        for loc in locations:
            phys = loc["physicalLocation"]
            if "region" not in phys:
                problems.append(f"{name}: a location without a region")
            art = phys["artifactLocation"]
            if not art["uri"].startswith("file://") and art.get("uriBaseId") not in base_ids:
                problems.append(f"{name}: relative URI {art['uri']} without a known uriBaseId")
    if rc is not None and run0["invocations"][0]["exitCode"] != rc:
        problems.append(f"{name}: exitCode {run0['invocations'][0]['exitCode']}, kprefix returned {rc}")
    if json_doc is not None:
        # Every finding the text shows (details with -v only) is in exactly one result.
        want = []
        for part in json_doc.get("files") or [json_doc.get("vmlinux")] + json_doc.get("modules", []) \
                if "findings" not in json_doc else [json_doc]:
            want += [f["fingerprint"] for f in (part or {}).get("findings", [])]
        # The details (shown with -v) are listed in the run's properties.
        fingerprints += run0.get("properties", {}).get("fingerprints", [])
        if sorted(fingerprints) != sorted(want):
            problems.append(f"{name}: SARIF results hold {len(fingerprints)} findings, the JSON report {len(want)}")


files = sorted(os.path.relpath(p, fixtures) for p in glob.glob(os.path.join(fixtures, "**/*"), recursive=True)
               if os.path.isfile(p) and p.endswith((".elf", ".ko", ".ko.xz", ".ko.gz", ".ko.zst", ".o")))
shapes = {f: [f] for f in files}
shapes["all"] = files
shapes["tree-m2"] = ["images/callops-m2-clang.elf", "--modules", "modules/tree-m2"]
shapes["tree-m3"] = ["images/rfc-m3-good.elf", "--modules", "modules/tree-m3"]
for name, args in shapes.items():
    rc = run(["check", "--format=sarif"] + args, name)
    try:
        doc = json.loads(subprocess.run([kprefix, "check", "--format=json"] + args, cwd=fixtures,
                                        capture_output=True).stdout)
        semantic(name, json.loads(logs[name]), doc, rc)
    except (ValueError, KeyError, IndexError, TypeError) as e:
        problems.append(f"{name}: {e!r}")

# The integration cases' SARIF, as committed: whole outputs, or files a case wrote.
for path, text in expected_stdouts(root):
    for i, part in enumerate(text.split("\n==> ") if "==> " in text else [text]):
        part = part.split(" <==\n", 1)[-1] if (i or part.startswith("==> ")) else part
        if re.search(r'"version": *"2\.1\.0"', part):
            logs[f"expected-{os.path.basename(path)}-{i}"] = part

with tempfile.TemporaryDirectory() as tmp:
    paths = []
    for i, (name, text) in enumerate(logs.items()):
        try:
            log = json.loads(text)
        except ValueError as e:
            problems.append(f"{name}: not JSON: {e}")
            continue
        for err in list(validator.iter_errors(log))[:5]:
            where = "/".join(str(p) for p in err.absolute_path)
            problems.append(f"{name}: SARIF schema at /{where}: {err.message[:300]}")
        path = os.path.join(tmp, f"{i:03d}.sarif")
        open(path, "w", encoding="utf-8").write(text)
        paths.append((path, name))
    out = os.path.join(tmp, "validation.sarif")
    env = dict(os.environ, DOTNET_SYSTEM_GLOBALIZATION_INVARIANT="1", DOTNET_CLI_TELEMETRY_OPTOUT="1")
    # Sarif: the SARIF rules; Gh: GitHub's ingestion rules (GH1001-GH1007: required
    # location and region properties, array limits, relative URIs).
    res = subprocess.run([multitool, "validate", "--rule-kind", "Gh;Sarif", "-o", out] + [p for p, _ in paths],
                         cwd=tmp, env=env,
                         capture_output=True, text=True)
    if not os.path.exists(out):
        problems.append(f"Sarif.Multitool validate wrote no log (exit {res.returncode}): {res.stdout[-2000:]}{res.stderr[-2000:]}")
    else:
        names = dict(paths)
        validation = json.load(open(out))
        runs = validation["runs"][0]
        for note in (runs.get("invocations") or [{}])[0].get("toolExecutionNotifications", []):
            if note.get("level", "warning") == "error":
                problems.append(f"Sarif.Multitool: {note['message'].get('text', note['message'])}")
        for r in runs.get("results", []):
            if r.get("level", "warning") != "error":
                continue
            uri = r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            name = names.get(os.path.join(tmp, os.path.basename(uri)), uri)
            problems.append(f"{name}: {r['ruleId']}: {json.dumps(r['message'])[:400]}")
        checked = len(paths)

for p in problems:
    print(p)
print(f"{len(logs)} SARIF logs, schema and Sarif.Multitool validate; {len(problems)} problems")
sys.exit(1 if problems else 0)
