#!/usr/bin/env python3
"""The check registry, the man page and README.md name the same checks.

Usage: check_docs.py KPREFIX SOURCE_ROOT. Fails when an id of
`kprefix list-checks --format=json` is missing from the man page's CHECKS
section (under the subsection its registry entry names) or from README.md's
table, or when either names an id the registry lacks; and when a line of the
man page starts with a control character ('.' or "'") that begins no man(7)
macro or roff request it uses: roff takes such a line for a call of an undefined
macro and drops it, so a sentence that starts ".modinfo ..." vanishes from the
page (escape it as "\\&.modinfo").
"""
import json
import re
import subprocess
import sys

kprefix, root = sys.argv[1], sys.argv[2]
doc = json.loads(subprocess.run([kprefix, "list-checks", "--format=json"], check=True,
                                capture_output=True, text=True).stdout)
registry = {c["id"]: c for c in doc["checks"]}
problems = []

man = open(f"{root}/man/kprefix.1").read()
MACROS = {"TH", "SH", "SS", "PP", "LP", "P", "TP", "TQ", "IP", "HP", "RS", "RE", "B", "I", "BI",
          "IB", "BR", "RB", "IR", "RI", "SM", "SB", "EX", "EE", "UR", "UE", "MT", "ME", "br",
          "sp", "nf", "fi", "in", "ti", "ad", "na", "ne", "\\\""}
for n, line in enumerate(man.splitlines(), 1):
    m = re.match(r"[.'](\S*)", line)
    if m and m.group(1) and m.group(1) not in MACROS:
        problems.append(f"man/kprefix.1:{n}: '{line[:30]}' calls no macro roff knows: "
                        "the line is dropped from the page (escape its dot as \\&.)")
checks = man[man.index(".SH CHECKS\n"):]
checks = checks[:checks.index("\n.SH ", 1)]
section, in_man = None, {}
for line in checks.splitlines():
    if line.startswith(".SS "):
        section = line[4:].strip()
    m = re.match(r"\.B ([a-z\\-]+) \\fR\(", line)
    if m:
        in_man[m.group(1).replace("\\-", "-")] = section
for cid, entry in registry.items():
    if cid not in in_man:
        problems.append(f"man page: no paragraph for check '{cid}'")
    elif in_man[cid] != entry["man_section"]:
        problems.append(f"man page: '{cid}' is under '{in_man[cid]}', the registry says '{entry['man_section']}'")
    sev = re.search(r"\.B " + re.escape(cid.replace("-", "\\-")) + r" \\fR\(([a-z]+)", checks)
    if sev and sev.group(1) != entry["severity"]:
        problems.append(f"man page: '{cid}' says {sev.group(1)}, the registry {entry['severity']}")
for cid in in_man:
    if cid not in registry:
        problems.append(f"man page: names check '{cid}', which the registry lacks")

readme = open(f"{root}/README.md").read()
table = readme[readme.index("## What it checks"):]
table = table[:table.index("\n## ", 1)]
in_readme = {}
for m in re.finditer(r"^\| `([a-z-]+)` \| ([a-z/]+) \|", table, re.M):
    in_readme[m.group(1)] = m.group(2)
for cid, entry in registry.items():
    if cid not in in_readme:
        problems.append(f"README.md: no row for check '{cid}'")
    elif not in_readme[cid].startswith(entry["severity"]):
        problems.append(f"README.md: '{cid}' says {in_readme[cid]}, the registry {entry['severity']}")
for cid in in_readme:
    if cid not in registry:
        problems.append(f"README.md: names check '{cid}', which the registry lacks")

help_text = subprocess.run([kprefix, "check", "--help"], capture_output=True, text=True).stdout
for opt in ("--enable", "--disable", "--modules", "--format", "--output", "sarif", "github",
            "--baseline", "--suppressions"):
    if opt not in help_text:
        problems.append(f"kprefix check --help: does not mention {opt}")

for p in problems:
    print(p)
print(f"{len(registry)} checks; man page {len(in_man)}, README {len(in_readme)}; {len(problems)} problems")
sys.exit(1 if problems else 0)
