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

Besides the counts, every check's verdicts: from the dumper's facts alone (functions, NOP
runs, entries, hashes, records and their targets, ops slots, kCFI call sites and their
types) the findings each check must give are derived (DERIVED says the rule of each) as a
multiset of (check, function), and compared with kprefix's JSON findings of those checks
("MISMATCH name: [check] function: kprefix N, dumper facts M"). The riscv64 fixtures are
read with fixtures/riscv64/dump_riscv.py.

A kprefix built without the emulator (meson -Dunicorn=disabled) judges the ops slot of an
image that has its own ftrace code by the documented formula, not by that code as the
dumpers do: there, and only there (its JSON's layout.ftrace_code.ops_slot says so), the
ops-slot verdicts are not compared, and the fixture's line says why.

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
        self.hash = None          # the hash word's value
        self.typeid_mismatch = False  # its __kcfi_typeid_ symbol says another hash
        self.slot_outside = None  # dumper's ops slot verdict: True OUTSIDE, False in-prefix
        self.key = None


class Rec:
    """One ftrace record: kind T (__patchable_function_entries or the vmlinux table) or D
    (.discard.patchable_function_entries, modules only); fate zero / prefix / body / orphan;
    owner key and distance in NOPs (prefix fate only)."""

    def __init__(self, kind, fate, owner=None, distance=None, at=None):
        self.kind, self.fate, self.owner, self.distance = kind, fate, owner, distance
        self.at = at              # key of the record's target (address, or (section, offset))


class Dump:
    def __init__(self):
        self.funcs = {}      # key (address, or (section, offset) in an ET_REL) -> Func
        self.nsyms = 0       # function rows printed (one per symbol, aliases not merged)
        self.records = []
        self.sites = []      # (calling function, ldur offset) of every kCFI call site
        self.typed_sites = None  # (caller, offset, type, island) in address order (dump_kcfi.py)
        self.type_classes = None  # [(island, type, site offset)] whose sites reach a
                                  # function of the type at another offset (dump_kcfi.py)
        self.stated = {}     # the dumper's own totals, to check the parser against
        self.nop_bytes = NOP_BYTES   # 2 for riscv64's c.nop
        self.unnamed_records = False  # the dumper counts records it does not attribute
        self.call_ops = None  # CALL_OPS by the image's config: True, False, None (no config)
        self.untyped_sites = False    # a site whose type the dumper did not print

    def func(self, key, name):
        """The Func at key; a second symbol at the same key is an alias."""
        self.nsyms += 1
        f = self.funcs.setdefault(key, Func(name))
        f.key = key
        return f


def record_fate(dump, kind, owner_key, off):
    """The dumpers name the owner as name+off. A record at or before the function is at a
    prefix position (its distance is M for that function); M=0 with BTI puts it at func+4,
    right after `bti c`; anything further in is a record into the body (kprefix: in_body).
    This is the rule dump_layout.py uses for "traced" and layout.md's ownership rule."""
    f = dump.funcs.get(owner_key)
    at = (owner_key[0], owner_key[1] + off) if isinstance(owner_key, tuple) else owner_key + off
    if off <= 0:
        return Rec(kind, "prefix", owner_key, -off // NOP_BYTES, at)
    if off == NOP_BYTES and f is not None and f.bti:
        return Rec(kind, "prefix", owner_key, 0, at)
    return Rec(kind, "body", owner_key, None, at)


HEX = r"(?:0x[0-9a-f]+|0)"      # Python's %#x prints 0 as "0"
TYPEID = r"(?:\(typeid (ok|MISMATCH)\))?"   # after a hash whose function has a typeid


def parse_entry(f, entry):
    f.bti = entry.startswith("bti+")
    f.entry_nops = entry.endswith("2nop")


def parse_row(f, m, first):
    """The groups of a LAYOUT_FUNC / KO_FUNC row from the hash offset on."""
    if m.group(first) is not None:
        f.hash_off = int(m.group(first))
        f.hash = int(m.group(first + 1), 16)
        f.typeid_mismatch = m.group(first + 2) == "MISMATCH"
    parse_entry(f, m.group(first + 3))
    tail = m.group(first + 4)
    if "OUTSIDE" in tail:
        f.slot_outside = True
    elif "in-prefix" in tail:
        f.slot_outside = False


# dump_layout.py:  name bind addr size "M=n[ hash@off=0x..[(typeid ..)]]" entry records slot
LAYOUT_FUNC = re.compile(r"^  (\S+)\s+(?:local|global|weak)\s+(0x[0-9a-f]+)\s+\d+\s+M=(\d+)"
                         r"(?: hash@(-?\d+)=(0x[0-9a-f]+)" + TYPEID + r")?\s+(\S+)\s(.*)$")
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
            parse_row(f, m, 4)
            continue
        m = LAYOUT_REC.match(line)
        if m:
            value = int(m.group(1), 16)
            if m.group(2):
                dump.records.append(Rec("T", "zero"))
            elif m.group(3):
                dump.records.append(Rec("T", "orphan", at=value))
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
KCFI_SITE = re.compile(r"^    (\S+?)\+0x[0-9a-f]+\s+ldur 0x[0-9a-f]+\s+type (0x[0-9a-f]+)\s+"
                       r"offset (-?\d+)\s+brk")
# "[island] 0xTYPE  sites ... | functions ...  => sites at X reach N fn at another offset (..); .."
KCFI_CLASS = re.compile(r"^    \[(\S+)\] (0x[0-9a-f]+)  sites .*  => (.*)$")
KCFI_REACH = re.compile(r"sites at (-?\d+) reach \d+ fn at another offset")


def parse_dump_kcfi(text):
    """Only hashes and sites: dump_kcfi.py prints no records, entries or NOP runs."""
    dump = Dump()
    dump.type_classes = []
    for line in text.splitlines():
        m = KCFI_FUNC.match(line)
        if m:
            f = dump.func(int(m.group(2), 16), m.group(1))
            if m.group(3) is not None:
                f.hash_off = int(m.group(3))
            continue
        m = KCFI_SITE.match(line)
        if m:
            dump.sites.append((m.group(1), int(m.group(3))))
            dump.typed_sites = (dump.typed_sites or []) + [
                (m.group(1), int(m.group(3)), int(m.group(2), 16), island_of(m.group(1)))]
            continue
        m = KCFI_CLASS.match(line)
        if m:
            island = None if m.group(1) == "main" else m.group(1)
            for off in KCFI_REACH.findall(m.group(3)):
                dump.type_classes.append((island, int(m.group(2), 16), int(off)))
    dump.typed_sites = dump.typed_sites or []
    return dump


# dump_ko.py:  name[(l)] section off size "nops=n[ hash@..]" entry records slot
KO_FUNC = re.compile(r"^  (\S+?)(?:\(l\))?\s+(\S+)\s+(" + HEX + r")\s+\d+\s+nops=(\d+)"
                     r"(?: hash@(-?\d+)=(0x[0-9a-f]+)" + TYPEID + r")?\s+(\S+)\s(.*)$")
KO_REC = re.compile(r"^    \[\d+\] ([TD])\+" + HEX + r": .* -> (\S+)\+(" + HEX + r") = "
                    r"(?:(NO OWNER)|(.+?)([+-]\d+))$")
KO_SITE = re.compile(LAYOUT_SITE.pattern + r" #0x[0-9a-f]+(?:, type (0x[0-9a-f]+))?$")


def parse_dump_ko(text):
    """Keys are (section name, offset): st_value is section-relative in an ET_REL."""
    dump = Dump()
    for line in text.splitlines():
        m = KO_FUNC.match(line)
        if m:
            f = dump.func((m.group(2), int(m.group(3), 16)), m.group(1))
            f.nop_run = int(m.group(4))
            parse_row(f, m, 5)
            continue
        m = KO_REC.match(line)
        if m:
            kind, sec, value = m.group(1), m.group(2), int(m.group(3), 16)
            if m.group(4):
                dump.records.append(Rec(kind, "orphan", at=(sec, value)))
            else:
                off = int(m.group(6))
                dump.records.append(record_fate(dump, kind, (sec, value - off), off))
            continue
        m = KO_SITE.match(line)
        if m:
            dump.sites.append((m.group(1), int(m.group(2))))
            if m.group(3):
                dump.typed_sites = (dump.typed_sites or []) + [
                    (m.group(1), int(m.group(2)), int(m.group(3), 16), None)]
            else:
                dump.untyped_sites = True
        parse_stated(dump, line, KO_STATED_RECS)
    if dump.untyped_sites:
        dump.typed_sites = None     # a site without its type: type-offset not derived
    else:
        dump.typed_sites = dump.typed_sites or []
        type_classes(dump)
    return dump

# dump_riscv.py:  name addr size "N c.nop|nop" [hash@off=0x..] "entry a/b" record-offset
#                 [slot-offset in-prefix|OUTSIDE]; records only as totals per file
RV_HEAD = re.compile(r"^\S+: \S+, .*\((\d)-byte (?:c\.nop|nop)\)")
RV_FUNC = re.compile(r"^  (\S+)\s+(0x[0-9a-f]+)\s+\d+ (\d+) (?:c\.nop|nop)\s+"
                     r"(?:hash@(-?\d+)=(0x[0-9a-f]+)\s+)?entry (\d+)/(\d+) (\S+)\s*(.*)$")
RV_STATED = re.compile(r"^  functions: (\d+) \((\d+) symbols\)")
RV_RECS = re.compile(r"^  records: (\d+): (\d+) owned, (\d+) zero, (\d+) in body, (\d+) orphan$")
RV_CALLOPS = re.compile(r"^  CALL_OPS by IKCONFIG: (y|n|none)$")
RV_SITE = re.compile(r"^    (\S+?)\+0x[0-9a-f]+: lw \S+, (-?\d+)\(\S+\); type (0x[0-9a-f]+)$")


def parse_dump_riscv(text):
    """Keys are names (an ET_REL's addresses are per section and the dumper prints no
    section). Records are per function (the owned one, its offset) and totals; zero,
    in-body and orphan records get no function, so record-target and record-orphan are
    derived only when there are none."""
    dump = Dump()
    dump.typed_sites, dump.type_classes = [], []
    owned = 0
    for line in text.splitlines():
        m = RV_HEAD.match(line)
        if m:
            dump.nop_bytes = int(m.group(1))
            continue
        m = RV_FUNC.match(line)
        if m:
            f = dump.func(m.group(1), m.group(1))
            f.nop_run = int(m.group(3))
            if m.group(4) is not None:
                f.hash_off, f.hash = int(m.group(4)), int(m.group(5), 16)
            f.entry_nops = int(m.group(7)) > 0 and m.group(6) == m.group(7)
            if m.group(8) != "-":
                dump.records.append(Rec("T", "prefix", f.key, -int(m.group(8)) // dump.nop_bytes))
                owned += 1
            if "OUTSIDE" in m.group(9):
                f.slot_outside = True
            elif "in-prefix" in m.group(9):
                f.slot_outside = False
            continue
        m = RV_STATED.match(line)
        if m:
            dump.stated["functions"] = int(m.group(2))
            continue
        m = RV_RECS.match(line)
        if m:
            total, own, zero, body, orphan = map(int, m.groups())
            dump.stated["records"] = total
            dump.records += [Rec("T", "zero")] * zero + [Rec("T", "body")] * body
            dump.records += [Rec("T", "orphan")] * orphan
            dump.unnamed_records = bool(body or orphan)
            if own != owned:
                dump.stated["records"] = -1     # the rows and the totals disagree
            continue
        m = RV_CALLOPS.match(line)
        if m:
            # CALL_OPS off by the image's own config: no ops slot to check
            dump.call_ops = {"y": True, "n": False}.get(m.group(1))
            continue
        m = RV_SITE.match(line)
        if m:
            dump.sites.append((m.group(1), int(m.group(2))))
            dump.typed_sites.append((m.group(1), int(m.group(2)), int(m.group(3), 16), None))
    return type_classes(dump)


def type_classes(dump):
    """dump_riscv.py and dump_ko.py print no per-type verdict: the classes from their facts,
    as dump_kcfi.py forms them (a type's sites at X reach a function of the type at another
    offset; neither has islands)."""
    dump.type_classes = []
    for caller, off, typ, isl in dump.typed_sites:
        if (isl, typ, off) not in dump.type_classes and any(
                f.hash == typ and f.hash_off != off for f in dump.funcs.values()):
            dump.type_classes.append((isl, typ, off))
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
    layout.typed_sites, layout.type_classes = kcfi.typed_sites, kcfi.type_classes
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
            dump, -(4 + dump.nop_bytes * (m if m is not None else kp_layout_m))),
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
# The findings each check must give, derived from the dumper's facts
# ----------------------------------------------------------------------------------------

# The checks whose verdicts the dumpers' facts decide, with the rule used (each as in
# fixtures/README.md "Conventions" and the check's head comment in src/checks/).
DERIVED = {
    "prefix-nops": "a traced function whose owned record is not at func-4M (record after "
                   "the entry counts as 0); under kCFI a hashed function off its hash "
                   "offset is hash-offset's instead",
    "entry-nops": "a traced function without the 2 entry NOPs (after bti c)",
    "ops-slot": "M > 0, a traced function whose record is at func-4M over NOPs only, and "
                "the dumper's ops slot is OUTSIDE the prefix NOPs",
    "record-target": "a record into a body, before a function over words that are not all "
                     "NOPs, or a second record for one function",
    "record-orphan": "a non-zero record no function owns, named by the next function",
    "hash-offset": "kCFI on (a call site or a hash seen), a hash not at -(4+4M) "
                   "(an island's: not at the island's majority offset)",
    "type-offset": "per island, type and site offset whose sites reach a function of the "
                   "type at another offset (dump_kcfi.py), named by its first site's caller",
    "callsite-offset": "per calling function and offset, sites not loading at -(4+4M) "
                       "(the island's offset in an island)",
    "hash-mismatch": "a hash that its __kcfi_typeid_ symbol contradicts",
    "records-zeroed": "every record zero while functions carry the traced layout (M prefix "
                      "NOPs and the entry NOPs); one finding, its function not compared",
}
WHOLE_IMAGE = {"records-zeroed"}    # findings about the image: compared without a function


def next_function(dump, at):
    """The function after key at (same section in an ET_REL), as kprefix names an orphan."""
    after = [k for k in dump.funcs
             if (k[0] == at[0] and k[1] > at[1] if isinstance(at, tuple) else k > at)]
    return dump.funcs[min(after)].name if after else None


def dumper_findings(dump, m, sites_typed):
    """Counter of (check, function) that kprefix must report for this fixture, and the
    checks derived (type-offset only where dump_kcfi.py gave the sites' types)."""
    want = collections.Counter()
    m = m or 0
    cfi = bool(dump.sites) or any(f.hash_off is not None for f in dump.funcs.values())
    main_off = -(4 + dump.nop_bytes * m)
    isl_off = majority(island_offsets(dump, "__pi_"))

    def expected_off(name):
        return isl_off if island_of(name) else main_off

    owned = {}
    for r in dump.records:
        if r.kind != "T":
            continue
        f = dump.funcs.get(r.owner)
        if r.fate == "orphan":
            want["record-orphan", next_function(dump, r.at)] += 1
        elif r.fate == "body":
            want["record-target", f.name] += 1
        elif r.fate == "prefix":
            if f.nop_run < r.distance:
                want["record-target", f.name] += 1      # words before it not all NOPs
            elif r.owner in owned:
                want["record-target", f.name] += 1      # a second record
            else:
                owned[r.owner] = r
    for key, r in owned.items():
        f = dump.funcs[key]
        off_hash = cfi and f.hash_off is not None and f.hash_off != expected_off(f.name)
        if r.distance != m and not off_hash:
            want["prefix-nops", f.name] += 1
        if not f.entry_nops:
            want["entry-nops", f.name] += 1
        if m > 0 and r.distance == m and f.slot_outside and dump.call_ops is not False:
            want["ops-slot", f.name] += 1
    for f in dump.funcs.values():
        if cfi and f.hash_off is not None and f.hash_off != expected_off(f.name):
            want["hash-offset", f.name] += 1
        if f.typeid_mismatch:
            want["hash-mismatch", f.name] += 1
    if cfi:
        seen = set()
        for caller, off in dump.sites:
            if off != expected_off(caller) and (caller, off) not in seen:
                seen.add((caller, off))
                want["callsite-offset", caller] += 1
    table = [r for r in dump.records if r.kind == "T"]
    if table and all(r.fate == "zero" for r in table) and any(
            f.entry_nops and f.nop_run == m for f in dump.funcs.values()):
        want["records-zeroed", None] += 1
    checks = set(DERIVED)
    if dump.unnamed_records:
        checks -= {"record-target", "record-orphan"}
    if sites_typed:
        for island, typ, off in dump.type_classes:
            first = next(c for c, o, t, i in dump.typed_sites if (i, t, o) == (island, typ, off))
            want["type-offset", first] += 1
    else:
        checks.discard("type-offset")
    return want, checks


def kprefix_findings(doc, checks):
    """Counter of (check, function) of kprefix's findings of the derived checks. The note
    that a fallback was taken ("ftrace_caller was not run", of no function) is no verdict."""
    return collections.Counter((f["check"], None if f["check"] in WHOLE_IMAGE else f["function"])
                               for f in doc["findings"]
                               if f["check"] in checks and not (
                                   f["check"] == "ops-slot" and f["severity"] == "note"
                                   and f["function"] is None))


# kprefix's reason for a formula in a build without the emulator (src/emu/, -Dunicorn=disabled).
NO_EMULATOR = "kprefix was built without the emulator"

PERTURBED = [0]     # perturbations of kprefix's findings tried, all fixtures


def perturbations_missed(kp, du):
    """That the comparison can fail: kprefix's findings with one of each (check, function)
    taken away, and with one finding the dumper's facts do not call for, must each differ
    from the dumper's. Returns the perturbations the comparison did not notice."""
    missed = []
    tries = [("without", k) for k in kp] + [("with", ("prefix-nops", "__kprefix_not_a_function"))]
    for how, key in tries:
        bent = collections.Counter(kp)
        bent[key] += -1 if how == "without" else 1
        PERTURBED[0] += 1
        if not compare_findings(+bent, du):
            missed.append("%s %s %s" % (how, key[0], key[1]))
    return missed


def compare_findings(kp, du):
    """[(check, function, kprefix count, dumper count)] where they differ."""
    return [(c, fn, kp[c, fn], du[c, fn]) for c, fn in sorted(set(kp) | set(du), key=str)
            if kp[c, fn] != du[c, fn]]


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
    if group == "riscv64":
        out, err = run_dumper(root, "riscv64/dump_riscv.py", path)
        if out is None:
            return None, err
        dump = parse_dump_riscv(out)
        return dump, parser_problem(dump)
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
    if parser_problem(layout):
        return layout, parser_problem(layout)
    out, err = run_dumper(root, "kcfi/dump_kcfi.py", path)
    if out is None:
        return None, "dump_kcfi.py: " + err
    kcfi = parse_dump_kcfi(out)
    if group != "kcfi":
        # dump_layout.py's hashes and sites; dump_kcfi.py only for the sites' types
        layout.typed_sites, layout.type_classes = kcfi.typed_sites, kcfi.type_classes
        return layout, None
    dump, same = merge_kcfi(layout, kcfi)
    return dump, None if same else "dump_layout.py and dump_kcfi.py list different functions"


def fixtures(root):
    """(group, path) of every fixture file a dumper reads. fixtures/malformed/ is left out:
    no dumper is meant for it (it holds inputs kprefix must refuse or survive, some of them
    compressed in ways dump_ko.py does not decompress), and the integration cases (tests/integration/cases/malformed-*.t) cover it."""
    fx = os.path.join(root, "fixtures")
    out = [("images", p) for p in sorted(glob.glob(os.path.join(fx, "images", "*.elf")))]
    out += [("kcfi", p) for p in sorted(glob.glob(os.path.join(fx, "kcfi", "images", "*.elf")))]
    mods = []
    for tree in ("tree-m2", "tree-m3"):
        for pat in ("*.ko", "*.ko.xz", "*.ko.gz", "*.ko.zst"):
            mods += glob.glob(os.path.join(fx, "modules", tree, "**", pat), recursive=True)
    mods += glob.glob(os.path.join(fx, "modules", "objs", "*.o"))
    rv = [p for p in glob.glob(os.path.join(fx, "riscv64", "images", "*"))
          if p.endswith((".elf", ".ko", ".o"))]
    return out + [("modules", p) for p in sorted(mods)] + [("riscv64", p) for p in sorted(rv)]


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
    du = dumper_facts(dump, doc["layout"]["prefix_nops"]["value"] or 0)
    bad, n = compare(kp, du)
    lines = ["MISMATCH %s: %s kprefix=%s dumper=%s" % ((name,) + b) for b in bad]
    want, checks = dumper_findings(dump, du.get("prefix_nops"), dump.type_classes is not None)
    not_compared = ""
    if NO_EMULATOR in ((doc["layout"].get("ftrace_code") or {}).get("ops_slot") or {}).get(
            "detail", ""):
        checks.discard("ops-slot")
        want = collections.Counter({k: v for k, v in want.items() if k[0] != "ops-slot"})
        not_compared = "; ops-slot not compared: the image's ftrace code, which the dumper " \
                       "follows, is not run by a kprefix built without the emulator"
    got = kprefix_findings(doc, checks)
    fbad = compare_findings(got, want)
    lines += ["MISMATCH %s: [%s] %s: kprefix %d, dumper facts %d" % ((name,) + b) for b in fbad]
    missed = [] if fbad else perturbations_missed(got, want)
    lines += ["MISMATCH %s: the comparison misses a perturbed finding: %s" % (name, p)
              for p in missed]
    fbad += missed
    n += len(checks)
    if lines:
        return lines, n, len(bad) + len(fbad)
    verdicts = collections.Counter(c for c, _ in want.elements())
    return ["OK %s: functions=%d traced=%d records=%d sites=%d; findings %s%s" % (
        name, kp["functions"], kp["traced"], kp["records.total"], kp["kcfi_sites"],
        ", ".join("%s %d" % cv for cv in sorted(verdicts.items())) or "none", not_compared)], n, 0


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
    print("verdicts compared per check and function: %s; %d perturbations of kprefix's "
          "findings tried, each caught unless reported above" % (", ".join(sorted(DERIVED)),
                                                                PERTURBED[0]))
    return 1 if total_bad else 0


if __name__ == "__main__":
    sys.exit(main())
