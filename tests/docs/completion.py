#!/usr/bin/env python3
"""completion.py: the generated bash completion against what kprefix's --help says.

Usage: completion.py KPREFIX COMPLETION

COMPLETION is build/completion/kprefix, generated from the sources at build
time (completion/gen_completion.py). For every command `kprefix --help`
lists, the completion offers that command; for `kprefix CMD --` it offers
exactly the long options `kprefix CMD --help` lists (and --color, which
every command takes); for `--format=` exactly the formats the help's
--format line names; for `--enable=` the ids of `kprefix list-checks`; and
a value after an option that takes one (`--modules DIR`) is completed as a
value, for every such option the help lists. Exits 1 on a difference.
"""
import re
import subprocess
import sys

kprefix, completion = sys.argv[1], sys.argv[2]
failures = 0


def complete(line):
    out = subprocess.run(["bash", "-c", '. "$1" || exit 1; COMP_LINE=$2 COMP_POINT=${#2}; '
                          'read -r -a COMP_WORDS <<<"$2"; COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); '
                          '_kprefix kprefix; printf "%s\\n" "${COMPREPLY[@]}"', "_", completion, line],
                         capture_output=True, text=True)
    return [w for w in out.stdout.split("\n") if w]


def check(ok, what):
    global failures
    failures += not ok
    print(("ok   " if ok else "FAIL ") + what)


def helptext(*args):
    return subprocess.run([kprefix, *args], capture_output=True, text=True).stdout


top = helptext("--help")
commands = re.findall(r"^  ([a-z][a-z-]*)  ", top[top.index("Commands:"):], re.M)
check(sorted(complete("kprefix ")) == sorted(commands), "commands: %s" % " ".join(commands))
ids = [line.split()[0] for line in helptext("list-checks").split("\n") if line]
for cmd in commands:
    text = helptext(cmd, "--help")
    listed, values = set(), set()
    for line in text.split("\n"):
        m = re.match(r"^ {2,6}(-.*?)(?:  |$)", line)
        if not m:
            continue
        for w in re.findall(r"--?[a-zA-Z][a-zA-Z0-9-]*(?:\[?=[A-Za-z|.,0-9:]*)?", m.group(1)):
            name = re.sub(r"\[?=.*", "", w)
            if name.startswith("--"):
                listed.add(name)
            if "=" in w and "[=" not in w:
                values.add(name)
    # Aliases the help names in prose ("--json is --format=json"), and --color, every command's.
    listed |= set(re.findall(r"(--[a-z][a-z-]*) is --", text)) | {"--color"}
    offered = {re.sub(r"=$", "", w) for w in complete("kprefix %s --" % cmd)}
    check(offered == listed, "%s: the long options of --help%s" % (
        cmd, "" if offered == listed else ": --help only %s, completion only %s" %
        (sorted(listed - offered), sorted(offered - listed))))
    fm = re.search(r"--format=([a-z]+(?:\|[a-z]+)+)", text)
    if fm:
        want = fm.group(1).split("|")
    else:
        fm = re.search(r"--format=FORMAT +(.*?)(?:\n  -|\Z)", text, re.S)
        want = [w for w in re.findall(r"\b([a-z]+)\b(?: \(|,| or|;|$)", fm.group(1)) if w in
                ("text", "json", "sarif", "github", "gitlab", "markdown", "kcidb")] if fm else []
        want = [w for i, w in enumerate(want) if w not in want[:i]]
    if want:
        got = complete("kprefix %s --format=" % cmd)
        check(got == want, "%s: --format= offers %s (help: %s)" % (cmd, " ".join(got), " ".join(want)))
    if "--enable" in listed:
        check(complete("kprefix %s --enable=" % cmd) == ids, "%s: --enable= offers the %d check ids" % (cmd, len(ids)))
    for opt in sorted(values - {"--format", "--enable", "--disable", "--output", "--color"}):
        # A value as the next word: completed as a value (a path, a number: not an option).
        got = complete("kprefix %s %s --" % (cmd, opt))
        check(not any(w.startswith("--") for w in got), "%s: %s VALUE is completed as a value" % (cmd, opt))
sys.exit(1 if failures else 0)
