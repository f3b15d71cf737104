#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""The directories of src/ as a graph of linked symbols: one must stay layered.

Reads build/compile_commands.json for which object file is which source,
runs nm on libkprefix.a and on the kprefix executable's own objects
(src/cli/), and draws an edge from directory A to directory B when an object
of A uses a symbol an object of B defines (src/util.c is the directory
"util", src/arch/arm64/insn.c is "arch"). The files of every directory are a
graph too, drawn the same way from their objects, and must be layered as
well. Exit 0 and the layers, lowest first, when no graph has a cycle; exit 1
and every edge of each cycle (with the symbols that make it) when one has.

Includes too: the steps of src/analysis/ fill the model (kprefix/model.h)
and include nothing of the analysis that runs them (kprefix/analysis.h,
src/analysis/analysis.c's API): a step that did would point back up.

usage: check_layers.py BUILD_DIR
"""
import argparse
import json
import os
import subprocess
import sys


def directory(src):
    parts = os.path.normpath(src).split(os.sep)
    if 'src' not in parts:
        return None
    rest = parts[len(parts) - 1 - parts[::-1].index('src') + 1:]
    if len(rest) == 1:
        return os.path.splitext(rest[0])[0]
    return rest[0]


# The objects of libkprefix, and those the kprefix executable adds (src/cli/).
TARGETS = ('libkprefix.a.p/', 'kprefix.p/')


def objects(build):
    """Each object of libkprefix and kprefix by file name: its directory of src/, its path."""
    with open(os.path.join(build, 'compile_commands.json')) as f:
        commands = json.load(f)
    out = {}
    for c in commands:
        o = c.get('output', '')
        if not o.startswith(TARGETS):
            continue
        d = directory(c['file'])
        if d:
            out[os.path.basename(o)] = (d, os.path.join(build, o))
    return out


# Headers a directory's files other than its top one must not include: its API for those above.
UPWARD = {'analysis': ('kprefix/analysis.h', 'analysis.c')}


def upward_includes(build):
    """Each file of a directory in UPWARD that includes the directory's own API: the count."""
    with open(os.path.join(build, 'compile_commands.json')) as f:
        commands = json.load(f)
    bad, seen = 0, set()
    for c in commands:
        src = os.path.normpath(os.path.join(c.get('directory', build), c['file']))
        d = directory(src)
        if d not in UPWARD or src in seen or not c.get('output', '').startswith(TARGETS):
            continue
        seen.add(src)
        header, top = UPWARD[d]
        if os.path.basename(src) == top:
            continue
        with open(src, errors='replace') as f:
            if any(line.startswith('#include "%s"' % header) for line in f):
                print('src/%s/%s includes %s, the API of %s above it' % (d, os.path.basename(src), header, top))
                bad += 1
    return bad


def symbols(paths):
    """Each object's defined and used symbols, from one nm of the archive and the objects."""
    res = subprocess.run(['nm', '-P', '-A'] + paths, capture_output=True, text=True, check=True)
    table = {}
    for line in res.stdout.splitlines():
        head, _, rest = line.partition(': ')
        f = rest.split()
        if len(f) < 2:
            continue
        if '[' in head:
            obj = os.path.basename(head[head.index('[') + 1:head.rindex(']')])
        else:
            obj = os.path.basename(head)
        defined, used = table.setdefault(obj, (set(), set()))
        name, kind = f[0], f[1]
        if kind == 'U':
            used.add(name)
        elif kind.isupper():
            defined.add(name)
    return table


def layered(title, nodes, edges):
    """Print the cycles of the graph, or its layers lowest first: the number of cycles."""
    # Tarjan's strongly connected components: every one of more than one node is a cycle.
    index, low, stack, on, sccs = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            scc = []
            while True:
                w = stack.pop()
                on.discard(w)
                scc.append(w)
                if w == v:
                    break
            sccs.append(sorted(scc))

    for v in nodes:
        if v not in index:
            visit(v)
    cycles = [s for s in sccs if len(s) > 1]
    if cycles:
        for scc in cycles:
            print('cycle: ' + ' '.join(scc))
            for a in scc:
                for b in sorted(edges[a]):
                    if b in scc:
                        print('  %s -> %s: %s' % (a, b, ', '.join(sorted(edges[a][b])[:5])))
        return len(cycles)
    # Layers: each node one above the highest it uses.
    level = {}

    def depth(v):
        if v not in level:
            level[v] = 1 + max((depth(w) for w in edges[v]), default=-1)
        return level[v]

    for v in nodes:
        depth(v)
    for n in range(max(level.values()) + 1):
        names = sorted(v for v in nodes if level[v] == n)
        uses_ = sorted(set(w for v in names for w in edges[v]))
        print('%d: %s%s' % (n, ' '.join(names), ' (uses ' + ' '.join(uses_) + ')' if uses_ else ''))
    print('%d %s, 0 cycles' % (len(nodes), title))
    return 0


def graph(objs, table, node):
    """Nodes node(obj) of the objects objs, an edge where one uses a symbol another defines."""
    owner, uses = {}, {}
    for obj in objs:
        defined, used = table[obj]
        for s in defined:
            owner[s] = node(obj)
        uses.setdefault(node(obj), set()).update((s, obj) for s in used)
    nodes = sorted(set(node(o) for o in objs))
    edges = {v: {} for v in nodes}
    for v, used in uses.items():
        for s, obj in used:
            t = owner.get(s)
            if t and t != v:
                edges[v].setdefault(t, set()).add('%s (%s)' % (s, obj))
    return nodes, edges


def main():
    ap = argparse.ArgumentParser(usage=__doc__.strip().splitlines()[-1].split(': ', 1)[1])
    ap.add_argument('build')
    build = ap.parse_args().build
    objs = objects(build)
    if not objs:
        sys.exit('%s: no object of libkprefix in compile_commands.json' % build)
    archive = os.path.join(build, 'libkprefix.a')
    own = sorted(p for _, p in objs.values() if not p.split(os.sep)[-2].startswith('libkprefix'))
    members = set(os.path.basename(m) for m in subprocess.run(
        ['ar', 't', archive], capture_output=True, text=True,
        check=True).stdout.split())
    missing = sorted(o for o in objs if o not in members and objs[o][1] not in own)
    missing += sorted(os.path.basename(p) for p in own if not os.path.exists(p))
    if missing:
        sys.exit('%s: not built: %s' % (build, ' '.join(missing)))
    table = symbols([archive] + own)
    # An object may define and use nothing (a backend's emulator table without unicorn).
    for o in objs:
        table.setdefault(o, (set(), set()))
    nodes, edges = graph(objs, table, lambda o: objs[o][0])
    cycles = layered('directories', nodes, edges)
    total = 0
    for d in nodes:
        inside = [o for o in objs if objs[o][0] == d]
        # src_elf_image.c.o -> image.c, src_arch_arm64_insn.c.o -> arm64_insn.c, src_util.c.o -> util.c
        prefix = 'src_%s_' % d
        files, edges_ = graph(inside, table,
                              lambda o: o[len(prefix):-2] if o.startswith(prefix) else o[4:-2])
        print('src/%s/:' % d if d != 'util' else 'src/util.c:')
        cycles += layered('files', files, edges_)
        total += len(files)
    print('%d directories, %d files, %d cycles' % (len(nodes), total, cycles))
    upward = upward_includes(build)
    print('%d includes pointing up' % upward)
    return 1 if cycles or upward else 0

if __name__ == '__main__':
    sys.exit(main())
