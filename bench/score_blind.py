#!/usr/bin/env python3
"""bench/score_blind.py BIN SETDIR [SETDIR...]: run `BIN check --format json` in every app of a blind set
(SETDIR/OWNER__NAME, expectations in SETDIR/expectations/OWNER__NAME.md) and match its warnings/errors/infos against
the expectations' Findings tables (file:line, code; certain rows count). Prints per app: hits, misses, extra (tabbar
findings not expected: to be judged by hand), doubtful expectations, time, and each bar's coverage."""
import json, os, re, subprocess, sys, time
binp = os.path.abspath(sys.argv[1])
row = re.compile(r'^\|\s*`?([^|`]+?):(\d+(?:\s*,\s*\d+)*)`?([^|]*)\|\s*`?(TB\d{3})`?\s*\|\s*(\w+)[^|]*\|(.*)\|\s*([^|]*)\|\s*$')
# A row names one finding per line listed (`File.m:39,40`); a parenthesis after the place may name other lines the
# finding may be reported on instead (`File.swift:48` (or the skip at :57)): a hit at any of them counts.
tot = dict(hit=0, miss=0, extra=0, exp=0)
for setdir in sys.argv[2:]:
    for f in sorted(os.listdir(os.path.join(setdir, 'expectations'))):
        app = f[:-3]; root = os.path.join(setdir, app)
        if not os.path.isdir(root): continue
        exp, doubt = [], []
        infind = False
        for line in open(os.path.join(setdir, 'expectations', f), encoding='utf-8'):
            if line.startswith('#'): infind = 'Finding' in line
            m = row.match(line.strip()) if infind else None
            if m:
                path = m.group(1).strip().removeprefix('…/').lstrip('./')
                others = tuple(int(x) for x in re.findall(r':(\d+)', m.group(3)))
                for first in (int(x) for x in m.group(2).split(',')):
                    e = (path, first, m.group(4), m.group(5).lower(), others)
                    (doubt if 'doubt' in m.group(7).lower() else exp).append(e)
        t = time.time()
        p = subprocess.run([binp, 'check', '--format', 'json', '.'], cwd=root, capture_output=True, text=True)
        dt = time.time() - t
        try: d = json.loads(p.stdout)
        except Exception: print(app, 'NO JSON rc', p.returncode, p.stderr[:300]); continue
        got = []
        for fl in d['files']:
            for g in fl['diagnostics']:
                got.append((fl['path'].lstrip('./'), g['range']['start']['line'], g['code'], g['severity'], g['message']))
        def same(g, e): return (g[0].endswith(e[0]) or e[0].endswith(g[0])) and (g[1] == e[1] or g[1] in e[4]) and g[2] == e[2]
        hits = [e for e in exp if any(same(g, e) for g in got)]
        miss = [e for e in exp if e not in hits]
        dh = [e for e in doubt if any(same(g, e) for g in got)]
        extra = [g for g in got if not any(same(g, e) for e in exp + doubt)]
        tot['hit'] += len(hits); tot['miss'] += len(miss); tot['exp'] += len(exp); tot['extra'] += len(extra)
        print(f'== {app}: expected {len(exp)} hit {len(hits)} miss {len(miss)} extra {len(extra)} doubtful {len(doubt)} (found {len(dh)}) {dt:.2f}s rc={p.returncode}')
        for e in miss: print('   MISS ', *e[:4], *(['or at', *e[4]] if e[4] else []))
        for g in extra: print('   EXTRA', *g[:4], g[4][:150])
        for e in doubt: print('   DOUBT', *e[:4], 'found' if e in dh else 'not found')
        for b in d.get('bars', []):
            print(f"   bar {b.get('path')}:{b.get('line')} {b.get('technology')} tabs={b.get('tabs')} coverage={b.get('coverage')} unread={len(b.get('unread', []))}")
print('TOTAL', tot, 'recall %.2f' % (tot['hit'] / tot['exp'] if tot['exp'] else 0))
