"""One integration case a file: tests/integration/cases/NAME.t.

The form is cram-like. Unindented lines are prose: what the case shows and
why. Then, indented by two spaces, the command and what it must print:

    A clean M=3 image: silent, exit status 0.

      $ kprefix check images/rfc-m3-good.elf
      ...every line of standard output, indented by two spaces...
      [stderr]
      ...every line of standard error...
      [exit 0]

- The command runs in fixtures/; "kprefix" is the binary under test; the
  rest is split like a shell word list (shlex), without a shell. @OUT@ is a
  fresh directory: the files kprefix writes there (--output) follow its
  standard output, each after a line "==> FILE <==", and the directory's path
  in any output reads @OUT@.
- "[stderr]" is there only when the command writes to standard error.
- "[exit N]" ends the case and is required.
- An empty output line may be written as an empty line (editors drop the
  two spaces). "[no newline at end]" after a stream's last line says that
  line has no newline.
"""
import shlex

INDENT = "  "
STDERR = "[stderr]"
NOEOL = "[no newline at end]"


class CaseError(Exception):
    pass


def _lines(stream):
    """Text lines of one output stream, with its no-newline marker."""
    if stream == "":
        return []
    out = stream.split("\n")
    noeol = out[-1] != ""
    if not noeol:
        out.pop()
    for line in out:
        if line in (STDERR, NOEOL) or line.startswith("[exit "):
            raise CaseError(f"an output line reads {line!r}, which is a marker")
    return out + ([NOEOL] if noeol else [])


def render(prose, command, stdout, stderr, status):
    """The text of a case file."""
    text = prose.rstrip("\n") + "\n\n" if prose.strip() else ""
    body = ["$ " + command] + _lines(stdout)
    if stderr:
        body += [STDERR] + _lines(stderr)
    body.append(f"[exit {status}]")
    return text + "".join(INDENT + l + "\n" if l else "\n" for l in body)


def parse(text, name="case"):
    """(prose, command, stdout, stderr, status) of a case file's text."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    i = 0
    prose = []
    while i < len(lines) and not lines[i].startswith(INDENT + "$ "):
        if lines[i].startswith(INDENT):
            raise CaseError(f"{name}:{i + 1}: indented line before the command")
        prose.append(lines[i])
        i += 1
    if i == len(lines):
        raise CaseError(f"{name}: no command line ('  $ kprefix ...')")
    command = lines[i][len(INDENT) + 2:]
    i += 1
    streams = {"stdout": [], "stderr": []}
    current = "stdout"
    status = None
    for n in range(i, len(lines)):
        line = lines[n]
        if line != "" and not line.startswith(INDENT):
            raise CaseError(f"{name}:{n + 1}: unindented line after the command")
        body = line[len(INDENT):]
        if status is not None:
            raise CaseError(f"{name}:{n + 1}: text after [exit N]")
        if body == STDERR and current == "stdout":
            current = "stderr"
        elif body.startswith("[exit ") and body.endswith("]"):
            try:
                status = int(body[6:-1])
            except ValueError:
                raise CaseError(f"{name}:{n + 1}: bad exit status {body!r}")
        else:
            streams[current].append(body)
    if status is None:
        raise CaseError(f"{name}: no '[exit N]' line")

    def join(out):
        if out and out[-1] == NOEOL:
            return "\n".join(out[:-1])
        return "".join(l + "\n" for l in out)
    return ("\n".join(prose).strip("\n"), command, join(streams["stdout"]),
            join(streams["stderr"]), status)


def argv(command):
    """The words of a case's command, "kprefix" first."""
    words = shlex.split(command)
    if not words or words[0] != "kprefix":
        raise CaseError(f"the command must start with 'kprefix': {command!r}")
    return words[1:]


def expected_stdouts(root):
    """(path, expected standard output) of every case under ROOT's
    tests/integration/cases/, for the schema tests."""
    import glob
    import os
    for path in sorted(glob.glob(os.path.join(root, "tests", "integration", "cases", "*.t"))):
        with open(path, encoding="utf-8") as f:
            yield path, parse(f.read(), path)[2]
