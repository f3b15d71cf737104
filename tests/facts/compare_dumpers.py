#!/usr/bin/env python3
"""compare_dumpers.py: kprefix's JSON facts against the fixtures' independent Python dumpers.

Usage: compare_dumpers.py KPREFIX SOURCE_ROOT

The expected reports of the integration tests were written by people reading kprefix's
output next to the dumpers' (fixtures/dump_layout.py, fixtures/kcfi/dump_kcfi.py,
fixtures/modules/dump_ko.py). This test makes that cross-check mechanical: for every
fixture it runs the matching dumper(s) and `kprefix check --format=json`, reduces both to
the same small set of facts and compares them. A fact the dumper cannot state is not
compared. Prints one line per fixture (OK / MISMATCH name: field kprefix=X dumper=Y) and a
summary; exits 1 on any mismatch.

The dumpers expose no data-returning functions (only main() printing a table), so they are
run as subprocesses and their text parsed with anchored regular expressions. A row the
parser misses shows up against the totals the dumper prints itself ("dumper output: ...").
"""
import collections
import glob
import json
import os
import re
import subprocess
import sys

NOP_BYTES = 4


# ----------------------------------------------------------------------------------------
# What a dumper says, reduced to what kprefix can also say
# ----------------------------------------------------------------------------------------

class Func:
    """One function address (aliases merged, as kprefix merges them)."""

    def __init__(self, name):
        self.name = name
        self.hash_off = None      # hash word offset from the function, None if no hash
        self.bti = False          # func+0 is `bti c`
        self.entry_nops = False   # the 2 entry NOPs are there (after bti c if any)
        self.nop_run = 0          # NOPs directly before the function


class Rec:
    """One ftrace record: kind T (__patchable_function_entries or the vmlinux table) or D
    (.discard.patchable_function_entries, modules only); fate zero / prefix / body / orphan;
    owner key and distance in NOPs (prefix fate only)."""

    def __init__(self, kind, fate, owner=None, distance=None):
        self.kind, self.fate, self.owner, self.distance = kind, fate, owner, distance


class Dump:
    def __init__(self):
        self.funcs = {}      # key (address, or (section, offset) in an ET_REL) -> Func
        self.nsyms = 0       # function rows printed (one per symbol, aliases not merged)
        self.records = []
        self.sites = []      # (calling function, ldur offset) of every kCFI call site
        self.stated = {}     # the dumper's own totals, to check the parser against

    def func(self, key, name):
        """The Func at key; a second symbol at the same key is an alias."""
        self.nsyms += 1
        return self.funcs.setdefault(key, Func(name))


def record_fate(dump, kind, owner_key, off):
    """The dumpers name the owner as name+off. A record at or before the function is at a
    prefix position (its distance is M for that function); M=0 with BTI puts it at func+4,
    right after `bti c`; anything further in is a record into the body (kprefix: in_body).
    This is the rule dump_layout.py uses for "traced" and layout.md's ownership rule."""
    f = dump.funcs.get(owner_key)
    if off <= 0:
        return Rec(kind, "prefix", owner_key, -off // NOP_BYTES)
    if off == NOP_BYTES and f is not None and f.bti:
        return Rec(kind, "prefix", owner_key, 0)
    return Rec(kind, "body", owner_key)


HEX = r"(?:0x[0-9a-f]+|0)"      # Python's %#x prints 0 as "0"
TYPEID = r"(?:\(typeid (?:ok|MISMATCH)\))?"   # after a hash whose function has a typeid


def parse_entry(f, entry):
    f.bti = entry.startswith("bti+")
    f.entry_nops = entry.endswith("2nop")


# dump_layout.py:  name bind addr size "M=n[ hash@off=0x..[(typeid ..)]]" entry records slot
LAYOUT_FUNC = re.compile(r"^  (\S+)\s+(?:local|global|weak)\s+(0x[0-9a-f]+)\s+\d+\s+M=(\d+)"
                         r"(?: hash@(-?\d+)=0x[0-9a-f]+" + TYPEID + r")?\s+(\S+)\s")
LAYOUT_REC = re.compile(r"^    slot 0x[0-9a-f]+ value (0x[0-9a-f]+) word-in-file \S+ -> "
                        r"(?:(ZERO)|(NO OWNER)|(.+?)([+-]\d+))$")
LAYOUT_SITE = re.compile(r"^    (\S+?)\+0x[0-9a-f]+: ldur at \+0x[0-9a-f]+ offset (-?\d+), brk")
STATED_FUNCS = re.compile(r"^  functions: (\d+), traced")
STATED_RECS = re.compile(r"^  records: (\d+), zero: \d+$")
KO_STATED_RECS = re.compile(r"^    \[\d+\] \S+ size \d+ flags .*: (\d+) records$")


def parse_stated(dump, line, recs_rx):
    """The dumper's own function and record totals (dump_ko.py: summed over the record
    sections it lists under "record sections:", none for an object without any)."""
    if line == "  record sections:":
        dump.stated["records"] = 0
    m = STATED_FUNCS.match(line)
    if m:
        dump.stated["functions"] = int(m.group(1))
    m = recs_rx.match(line)
    if m:
        dump.stated["records"] = dump.stated.get("records", 0) + int(m.group(1))


def parser_problem(dump):
    """A row or record line the regular expressions missed shows as a difference between
    what was parsed and the totals the dumper printed itself."""
    parsed = {"functions": dump.nsyms, "records": len(dump.records)}
    for k, v in sorted(dump.stated.items()):
        if parsed[k] != v:
            return "parsed %d %s, the dumper says %d" % (parsed[k], k, v)
    if set(dump.stated) != {"functions", "records"}:
        return "no totals line in the dumper's output"
    return None


def parse_dump_layout(text):
    dump = Dump()
    for line in text.splitlines():
        m = LAYOUT_FUNC.match(line)
        if m:
            f = dump.func(int(m.group(2), 16), m.group(1))
            f.nop_run = int(m.group(3))
            if m.group(4) is not None:
                f.hash_off = int(m.group(4))
            parse_entry(f, m.group(5))
            continue
        m = LAYOUT_REC.match(line)
        if m:
            value = int(m.group(1), 16)
            if m.group(2):
                dump.records.append(Rec("T", "zero"))
            elif m.group(3):
                dump.records.append(Rec("T", "orphan"))
            else:
                off = int(m.group(5))
                dump.records.append(record_fate(dump, "T", value - off, off))
            continue
        m = LAYOUT_SITE.match(line)
        if m:
            dump.sites.append((m.group(1), int(m.group(2))))
        parse_stated(dump, line, STATED_RECS)
    return dump


# dump_kcfi.py:  name bind addr size  "off 0xhash" | "- (no hash; n NOPs before)"
KCFI_FUNC = re.compile(r"^    (\S+)\s+(?:local|global|weak)\s+(0x[0-9a-f]+)\s+\d+\s+"
                       r"(?:(-?\d+) 0x[0-9a-f]+|- \(no hash)")
KCFI_SITE = re.compile(r"^    (\S+?)\+0x[0-9a-f]+\s+ldur 0x[0-9a-f]+\s+type 0x[0-9a-f]+\s+"
                       r"offset (-?\d+)\s+brk")


def parse_dump_kcfi(text):
    """Only hashes and sites: dump_kcfi.py prints no records, entries or NOP runs."""
    dump = Dump()
    for line in text.splitlines():
        m = KCFI_FUNC.match(line)
        if m:
            f = dump.func(int(m.group(2), 16), m.group(1))
            if m.group(3) is not None:
                f.hash_off = int(m.group(3))
            continue
        m = KCFI_SITE.match(line)
        if m:
            dump.sites.append((m.group(1), int(m.group(2))))
    return dump


# dump_ko.py:  name[(l)] section off size "nops=n[ hash@..]" entry records slot
KO_FUNC = re.compile(r"^  (\S+?)(?:\(l\))?\s+(\S+)\s+(" + HEX + r")\s+\d+\s+nops=(\d+)"
                     r"(?: hash@(-?\d+)=0x[0-9a-f]+" + TYPEID + r")?\s+(\S+)\s")
KO_REC = re.compile(r"^    \[\d+\] ([TD])\+" + HEX + r": .* -> (\S+)\+(" + HEX + r") = "
                    r"(?:(NO OWNER)|(.+?)([+-]\d+))$")
KO_SITE = LAYOUT_SITE


def parse_dump_ko(text):
    """Keys are (section name, offset): st_value is section-relative in an ET_REL."""
    dump = Dump()
    for line in text.splitlines():
        m = KO_FUNC.match(line)
        if m:
            f = dump.func((m.group(2), int(m.group(3), 16)), m.group(1))
            f.nop_run = int(m.group(4))
            if m.group(5) is not None:
                f.hash_off = int(m.group(5))
            parse_entry(f, m.group(6))
            continue
        m = KO_REC.match(line)
        if m:
            kind, sec, value = m.group(1), m.group(2), int(m.group(3), 16)
            if m.group(4):
                dump.records.append(Rec(kind, "orphan"))
            else:
                off = int(m.group(6))
                dump.records.append(record_fate(dump, kind, (sec, value - off), off))
            continue
        m = KO_SITE.match(line)
        if m:
            dump.sites.append((m.group(1), int(m.group(2))))
        parse_stated(dump, line, KO_STATED_RECS)
    return dump


def merge_kcfi(layout, kcfi):
    """kcfi images: dump_layout.py for functions, records, entries (dump_kcfi.py prints
    none of those); dump_kcfi.py for hashes (it also knows the `__pi_$d` mapping symbols of
    islands, which dump_layout.py misses) and sites (it checks the whole check sequence).
    Returns the merged Dump and whether both dumpers list the same functions."""
    same = set(layout.funcs) == set(kcfi.funcs) and layout.nsyms == kcfi.nsyms
    for key, f in layout.funcs.items():
        if key in kcfi.funcs:
            f.hash_off = kcfi.funcs[key].hash_off
    layout.sites = kcfi.sites
    return layout, same


# ----------------------------------------------------------------------------------------
# The facts both sides are reduced to
# ----------------------------------------------------------------------------------------

def majority(hist):
    """The most frequent key, the smallest on a tie (as kprefix's detection loop picks)."""
    if not hist:
        return None
    best = max(hist.values())
    return min(k for k, v in hist.items() if v == best)


def island_of(name):
    return "__pi_" if name.startswith("__pi_") else None


def layout_m(dump):
    """M as the dumper sees it, with its basis, like kprefix's detection order: the
    majority distance of owned records, else of prefix-only (.discard) records, else the
    NOP run before functions that have the 2 entry NOPs. Returns (basis, M, count, of)."""
    for kind, basis in (("T", "records"), ("D", "prefix-only")):
        seen, hist = set(), collections.Counter()
        for r in dump.records:
            # kprefix counts one record per function (a second one is a duplicate)
            if r.kind == kind and r.fate == "prefix" and r.owner not in seen:
                seen.add(r.owner)
                hist[r.distance] += 1
        if hist:
            m = majority(hist)
            return basis, m, hist[m], sum(hist.values())
    hist = collections.Counter(f.nop_run for f in dump.funcs.values() if f.entry_nops)
    if hist:
        m = majority(hist)
        return "entry-nops", m, hist[m], sum(hist.values())
    return None, None, None, None


def hash_defects(dump, main_offset):
    """Hashed functions whose hash is not where their code's layout puts it: in the main
    image -(4+4M); in a `__pi_` island the offset most of the island's hashes and sites use
    (fixtures/kcfi/README.md). kprefix reports each as a `hash-offset` finding (folded or
    not), so that count is the one per-offset hash fact its JSON carries."""
    isl_off = majority(island_offsets(dump, "__pi_"))
    n = 0
    for f in dump.funcs.values():
        if f.hash_off is None:
            continue
        expected = isl_off if island_of(f.name) else main_offset
        n += f.hash_off != expected
    return n


def island_offsets(dump, prefix):
    """Histogram of the hash and site offsets of one island."""
    hist = collections.Counter(f.hash_off for f in dump.funcs.values()
                               if f.hash_off is not None and island_of(f.name) == prefix)
    hist.update(off for caller, off in dump.sites if island_of(caller) == prefix)
    return hist


def island_facts(dump):
    """Per island, as kprefix's kcfi.islands: functions, hashed, sites, and the prefix NOPs
    its majority offset implies (offset -(4+4M))."""
    out = {}
    for p in {island_of(f.name) for f in dump.funcs.values()} - {None}:
        funcs = [f for f in dump.funcs.values() if island_of(f.name) == p]
        off = majority(island_offsets(dump, p))
        out[p] = "functions=%d hashed=%d sites=%d prefix_nops=%s" % (
            len(funcs), sum(f.hash_off is not None for f in funcs),
            sum(island_of(caller) == p for caller, _ in dump.sites),
            (-off - 4) // 4 if off is not None else None)
    return out


def dumper_facts(dump, kp_layout_m):
    """The facts of one fixture as the dumper says them. kp_layout_m is only used for the
    expected hash offset when the dumper cannot tell M (no record, no traced layout)."""
    traced = {r.owner for r in dump.records if r.kind == "T" and r.fate == "prefix"}
    funcs = dump.funcs
    fates = collections.Counter((r.kind, r.fate) for r in dump.records)
    basis, m, at_m, of = layout_m(dump)
    facts = {
        "functions": len(funcs),
        "function_symbols": dump.nsyms,
        "traced": len(traced),
        "untraced": len(funcs) - len(traced),
        "traced_hashed": sum(1 for k in traced if funcs[k].hash_off is not None),
        "untraced_hashed": sum(1 for k, f in funcs.items()
                               if k not in traced and f.hash_off is not None),
        "bti": sum(f.bti for f in funcs.values()),
        "records.total": sum(v for (kind, _), v in fates.items() if kind == "T"),
        "records.owned": fates["T", "prefix"],
        "records.zero": fates["T", "zero"],
        "records.in_body": fates["T", "body"],
        "records.orphan": fates["T", "orphan"],
        "records.prefix_only": sum(v for (kind, _), v in fates.items() if kind == "D"),
        "records.prefix_only_owned": fates["D", "prefix"],
        "kcfi_sites": len(dump.sites),
        "kcfi.sites": len(dump.sites),
        "site_offsets": fmt_hist(collections.Counter(off for _, off in dump.sites)),
        "hash_offset_findings": hash_defects(
            dump, -(4 + 4 * (m if m is not None else kp_layout_m))),
        "islands": island_facts(dump),
    }
    if basis is not None:
        facts["prefix_nops"] = m
        facts["prefix_nops.basis"] = "%s: %d of %d" % (basis, at_m, of)
    return facts


def fmt_hist(hist):
    return ",".join("%d:%d" % (k, hist[k]) for k in sorted(hist)) or "-"


DETAIL = [
    (re.compile(r"^(\d+) of (\d+) owned records at func-\d+"), "records"),
    (re.compile(r"^(\d+) of (\d+) prefix-only records"), "prefix-only"),
    (re.compile(r"^no usable records; (\d+) of (\d+) functions with entry NOPs"), "entry-nops"),
]


def kprefix_basis(detail):
    """kprefix's layout.prefix_nops.detail is the only place its JSON gives the per-record
    distances: "N of K owned records at func-4M". Parsed, so a changed wording fails here
    loudly instead of silently comparing nothing."""
    for rx, basis in DETAIL:
        m = rx.match(detail or "")
        if m:
            return "%s: %s of %s" % (basis, m.group(1), m.group(2))
    return "unparsed detail %r" % detail


def kprefix_facts(doc, adjust):
    """The same facts from kprefix's JSON. adjust = (zero_only, zero_syms): see
    zero_size_functions()."""
    zero_only, zero_syms = adjust
    c, r, k = doc["counts"], doc["records"], doc["kcfi"]
    pn = doc["layout"]["prefix_nops"]
    return {
        "functions": c["functions"] - zero_only,
        "function_symbols": c["function_symbols"] - zero_syms,
        "traced": c["traced"],
        "untraced": c["untraced"] - zero_only,     # a size-0 function has no body to trace
        "traced_hashed": c["traced_hashed"],
        "untraced_hashed": c["untraced_hashed"],
        "bti": c["bti"],
        "records.total": r["total"],
        # a second record at a prefix position is still at one for the dumpers
        "records.owned": r["owned"] + r["duplicate"],
        "records.zero": r["dropped"]["zero"],
        "records.in_body": r["in_body"],
        "records.orphan": r["orphan"],
        "records.prefix_only": r["prefix_only"],
        "records.prefix_only_owned": r["prefix_only_owned"],
        "kcfi_sites": c["kcfi_sites"],
        "kcfi.sites": k["sites"],
        "site_offsets": fmt_hist({int(o): n for o, n in k["site_offsets"].items()}),
        "hash_offset_findings": sum(1 for f in doc["findings"] if f["check"] == "hash-offset"),
        "islands": {i["prefix"]: "functions=%d hashed=%d sites=%d prefix_nops=%s" % (
            i["functions"], i["hashed"], i["sites"], i["prefix_nops"]) for i in k["islands"]},
        "prefix_nops": pn["value"],
        "prefix_nops.basis": kprefix_basis(pn["detail"]) if pn["source"] == "image" else None,
    }


def zero_size_functions(path, root):
    """kprefix counts every STT_FUNC in an executable section, size 0 included (an asm
    label marked @function without .size), and merges aliases; the dumpers list only
    size > 0 symbols (aliases each on their own row, merged above by address). To compare
    like with like, take out of kprefix's counts what the dumpers cannot see: the size-0
    symbols, and the addresses that only size-0 symbols name. Read with elfmini.py and
    dump_ko.load(), the dumpers' own readers. No fixture has one today: both are 0."""
    for d in (os.path.join(root, "fixtures"), os.path.join(root, "fixtures", "modules")):
        if d not in sys.path:
            sys.path.insert(0, d)
    from elfmini import Elf, SHF_EXECINSTR
    from dump_ko import load
    elf = Elf(load(path))
    rel = elf.e_type == 1

    def key(s):
        return (s["shndx"], s["value"]) if rel else s["value"]
    funcs = [s for s in elf.symbols if s["type"] == 2 and 0 < s["shndx"] < len(elf.sections)
             and elf.sections[s["shndx"]]["flags"] & SHF_EXECINSTR]
    sized = {key(s) for s in funcs if s["size"] > 0}
    zero = [s for s in funcs if s["size"] == 0]
    return len({key(s) for s in zero} - sized), len(zero)


# ----------------------------------------------------------------------------------------
# Running things
# ----------------------------------------------------------------------------------------

def run_kprefix(kprefix, path):
    """kprefix's JSON document, or None with the reason if it is not one."""
    p = subprocess.run([kprefix, "check", "--format=json", path], capture_output=True, text=True)
    # 0 clean, 1 findings, 2 unreadable input (then the document carries "error")
    if p.returncode not in (0, 1, 2):
        return None, "exit status %d: %s" % (p.returncode, p.stderr.strip()[-200:])
    try:
        doc = json.loads(p.stdout)
    except ValueError as e:
        return None, "not JSON (%s)" % e
    # schema_version 3: one file's report is the document's only entry of "files".
    return doc["files"][0], None


def run_dumper(root, script, path):
    """(stdout, None) or (None, last line of the traceback) when the dumper cannot read it."""
    p = subprocess.run([sys.executable, os.path.join(root, "fixtures", script), path],
                       capture_output=True, text=True)
    if p.returncode:
        tail = (p.stderr.strip().splitlines() or ["exit %d" % p.returncode])[-1]
        return None, tail
    return p.stdout, None


def dump_fixture(root, group, path):
    """(Dump, problem): the dumper reading of one fixture; Dump None when unreadable."""
    if group == "modules":
        out, err = run_dumper(root, "modules/dump_ko.py", path)
        if out is None:
            return None, err
        dump = parse_dump_ko(out)
        return dump, parser_problem(dump)
    out, err = run_dumper(root, "dump_layout.py", path)
    if out is None:
        return None, err
    layout = parse_dump_layout(out)
    if parser_problem(layout) or group != "kcfi":
        return layout, parser_problem(layout)
    out, err = run_dumper(root, "kcfi/dump_kcfi.py", path)
    if out is None:
        return None, "dump_kcfi.py: " + err
    dump, same = merge_kcfi(layout, parse_dump_kcfi(out))
    return dump, None if same else "dump_layout.py and dump_kcfi.py list different functions"


def fixtures(root):
    """(group, path) of every fixture file a dumper reads. fixtures/malformed/ is left out:
    no dumper is meant for it (it holds inputs kprefix must refuse or survive, some of them
    compressed in ways dump_ko.py does not decompress), and run_fixture.sh covers it."""
    fx = os.path.join(root, "fixtures")
    out = [("images", p) for p in sorted(glob.glob(os.path.join(fx, "images", "*.elf")))]
    out += [("kcfi", p) for p in sorted(glob.glob(os.path.join(fx, "kcfi", "images", "*.elf")))]
    mods = []
    for tree in ("tree-m2", "tree-m3"):
        for pat in ("*.ko", "*.ko.xz", "*.ko.gz", "*.ko.zst"):
            mods += glob.glob(os.path.join(fx, "modules", tree, "**", pat), recursive=True)
    mods += glob.glob(os.path.join(fx, "modules", "objs", "*.o"))
    return out + [("modules", p) for p in sorted(mods)]


def compare(kp, du):
    """[(field, kprefix value, dumper value)] for every fact that differs, and how many
    facts were compared. A fact the dumper cannot state (missing key) is skipped."""
    bad, n = [], 0
    for field in sorted(set(kp) | set(du)):
        if field not in du:
            continue
        n += 1
        if kp.get(field) != du[field]:
            bad.append((field, kp.get(field), du[field]))
    return bad, n


def check_one(kprefix, root, group, path):
    """Returns (lines to print, facts compared, mismatches)."""
    name = os.path.relpath(path, os.path.join(root, "fixtures"))
    doc, kerr = run_kprefix(kprefix, path)
    if doc is None:
        return ["MISMATCH %s: kprefix %s" % (name, kerr)], 0, 1
    dump, derr = dump_fixture(root, group, path)
    kp_reads = "error" not in doc
    if dump is None or not kp_reads:
        # the one fact left: both refuse the file
        if dump is None and not kp_reads:
            return ["OK %s: unreadable to both (kprefix: %s)" % (name, doc["error"])], 1, 0
        return ["MISMATCH %s: readable kprefix=%s dumper=%s" % (
            name, "no (%s)" % doc["error"] if not kp_reads else "yes",
            "no (%s)" % derr if dump is None else "yes")], 1, 1
    if derr:
        return ["MISMATCH %s: dumper output: %s" % (name, derr)], 0, 1
    kp = kprefix_facts(doc, zero_size_functions(path, root))
    bad, n = compare(kp, dumper_facts(dump, doc["layout"]["prefix_nops"]["value"] or 0))
    if bad:
        return ["MISMATCH %s: %s kprefix=%s dumper=%s" % ((name,) + b) for b in bad], n, len(bad)
    return ["OK %s: functions=%d traced=%d records=%d sites=%d" % (
        name, kp["functions"], kp["traced"], kp["records.total"], kp["kcfi_sites"])], n, 0


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: compare_dumpers.py KPREFIX SOURCE_ROOT")
    kprefix, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    files = fixtures(root)
    if not files:
        sys.exit("no fixtures under %s/fixtures" % root)
    total_facts = total_bad = bad_files = 0
    for group, path in files:
        lines, n, bad = check_one(kprefix, root, group, path)
        print("\n".join(lines))
        total_facts += n
        total_bad += bad
        bad_files += bool(bad)
    print("%d fixtures, %d facts compared, %d mismatches in %d fixtures" % (
        len(files), total_facts, total_bad, bad_files))
    return 1 if total_bad else 0


if __name__ == "__main__":
    sys.exit(main())
