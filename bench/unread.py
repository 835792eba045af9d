#!/usr/bin/env python3
"""bench/unread.py BIN DIR...: what tabbar could not read, over many app folders.

Runs `BIN check --format json .` in each folder and counts every bar's coverage (read / partly / unread) per
technology, then the reasons of its `unread` entries ("tab 2's image (…)" counted as "image"), most common first,
with a few samples each (N=80 in the environment for more). Each entry is a place where a finding may be missed:
the list says which reading gap costs most, across apps, before anyone looks at one app's misses."""
import collections
import json
import os
import re
import subprocess
import sys


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    shown = int(os.environ.get('N', '3'))
    coverage = collections.Counter()
    reasons = collections.Counter()
    samples = collections.defaultdict(list)
    for folder in sys.argv[2:]:
        run = subprocess.run([binary, 'check', '--format', 'json', '.'], cwd=folder, capture_output=True, text=True)
        try:
            report = json.loads(run.stdout)
        except ValueError:
            print('no JSON from', folder, run.stderr[:200])
            continue
        for bar in report.get('bars', []):
            coverage[(bar['technology'], bar['coverage'])] += 1
            for entry in bar.get('unread', []):
                match = re.match(r"(?:tab \d+'s |the )?([^(]*)", entry['what'])
                key = (bar['technology'], match.group(1).strip())
                reasons[key] += 1
                samples[key].append(f"{folder.rstrip('/')}/{entry['path']}:{entry.get('line')} {entry['what'][:90]}")
    for (technology, state), count in sorted(coverage.items()):
        print(f'{technology:20} {state:8} {count}')
    print()
    for (technology, reason), count in reasons.most_common(60):
        print(count, technology, reason)
        for sample in samples[(technology, reason)][:shown]:
            print('     ', sample)


if __name__ == '__main__':
    main()
