#!/usr/bin/env python3
"""Each check's paragraph of man/kprefix.1 (CHECKS) as plain text, for SARIF's rule help.

Usage: gen_help.py MAN_PAGE OUTPUT.c. The man page is the one text: the
C table is generated from it at build time, never edited by hand.
"""
import re
import sys


def plain(roff):
    text = re.sub(r"\\fI(\w+)\\f[RP]", r"<\1>", roff)
    text = re.sub(r"\\f[BIRP]", "", text)
    return text.replace("\\-", "-").replace("\\e", "\\").replace("\\(em", "--")


def c_string(text):
    out = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return '"' + out + '"'


man = open(sys.argv[1], encoding="utf-8").read()
checks = man[man.index(".SH CHECKS\n"):]
checks = checks[:checks.index("\n.SH ", 1)]
entries, current = [], None
for line in checks.splitlines():
    m = re.match(r"\.B ([a-z\\-]+) \\fR\((.*)\)$", line)
    if m:
        current = [m.group(1).replace("\\-", "-"), plain(m.group(2)), []]
        entries.append(current)
        continue
    if line.startswith((".TP", ".SS", ".SH", ".PP")):
        current = None
        continue
    if current is None:
        continue
    if line.startswith(".I "):
        # The labels: "Why it breaks:", "Usual causes:", "Fix:" start a paragraph.
        current[2].append("\n\n" + plain(line[3:]))
    elif line.startswith(".B "):
        current[2].append(plain(line[3:]))
    else:
        current[2].append(plain(line))

with open(sys.argv[2], "w", encoding="utf-8") as out:
    out.write("/* Generated from man/kprefix.1 by src/findings/gen_help.py: edit the man page. */\n")
    out.write('#include <stddef.h>\n#include <string.h>\n\n#include "kprefix/checks.h"\n\n')
    out.write("static const struct { const char *name, *help; } help[] = {\n")
    for name, severity, words in entries:
        text = " ".join(words)
        text = re.sub(r" *\n\n *", "\n\n", text).strip()
        text = f"{name} ({severity}): {text}"
        out.write(f"\t{{ {c_string(name)},\n\t  {c_string(text)} }},\n")
    out.write("};\n\n")
    out.write("const char *kp_check_help(const char *name)\n{\n"
              "\tfor (size_t i = 0; i < sizeof(help) / sizeof(help[0]); i++)\n"
              "\t\tif (!strcmp(help[i].name, name))\n\t\t\treturn help[i].help;\n"
              "\treturn NULL;\n}\n")
