#!/usr/bin/env bash
# Instruction counts (callgrind) of tabbar's start-up and of one check: numbers that
# do not move with the load of a shared machine, unlike wall-clock times.
#
#   bench/callgrind.sh [--no-build] [SCENARIO ...]
#
# Scenarios (default: startup open check micro):
#   startup    tabbar lsp: initialize, initialized, shutdown, exit (from a file on stdin)
#   open       the same plus didOpen of the typical configuration (first diagnostics)
#   edit       tabbar lsp: didOpen, then 1 and 21 range edits (didChange) of the typical file: the
#              difference / 20 is what the server spends per edit (decode, apply, lint, convert,
#              encode, write); the printed profile is of the 21-edit run
#   check      tabbar check --format json on the typical configuration
#   check-1mb  tabbar check --format json on a 1 MB configuration
#   micro      the in-process core benchmark on the typical file, once: one parse
#              (JSONCDocument.init) and one parse+check+layout (ConfigurationLinter.lint), so their
#              inclusive counts are per call; the core without the server (built by bench/run)
#   steady     ConfigurationLinter.lint of the typical file 1 and 21 times: the difference / 20 is what
#              one lint costs in a warm process (what the server pays per edit, before LSP work);
#              the printed profile is of the 21-repetition run
#   micro-1mb  the core once on the 1 MB configuration
#
# Reproducibility: the count is of instructions, not time; ASLR is off (setarch -R), the
# environment is fixed (env -i), and SWIFT_DETERMINISTIC_HASHING=1 makes Swift's hashing
# seed constant, so Set/Dictionary work is the same on every run. Two runs of the same
# binary agree to within a few hundred instructions.
#
# Output: .build-bench/callgrind/<scenario>.out (open with callgrind_annotate or
# kcachegrind) and, printed, the total and the top functions (exclusive and inclusive),
# demangled.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
export PATH="/opt/swift/usr/bin:$PATH"
out="$repo/.build-bench/callgrind"
mkdir -p "$out"

build=1
if [[ "${1:-}" == "--no-build" ]]; then build=0; shift; fi
scenarios=("$@")
if [[ ${#scenarios[@]} -eq 0 ]]; then scenarios=(startup open check micro); fi

# The documented release build: a fully static executable, laid out by link/tabbar.order
# (bench/harness/build.py holds the flags; it copies the binary to .build-bench/bin).
tabbar="$repo/.build-bench/bin/tabbar-static-executable"
if [[ $build -eq 1 || ! -x "$tabbar" ]]; then
  python3 - "$repo/bench" <<'PY' >&2
import sys
sys.path.insert(0, sys.argv[1])
from harness import build
sys.exit(0 if build.build_tabbar("static-executable", lambda line: print(line, file=sys.stderr)) else 1)
PY
fi

# Inputs: the typical file with its edit marker filled in, a 1 MB file, and LSP sessions.
python3 - "$repo" "$out" <<'PY'
import json, os, sys
repo, out = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.join(repo, "bench"))
from harness import gen
text = open(os.path.join(repo, "bench/fixtures/typical.tabbar.json"), encoding="utf-8").read().replace("@@V@@", "100")
os.makedirs(os.path.join(out, "ws"), exist_ok=True)
# A repository root of its own, as in bench/run's temporary folders: no asset catalog of
# this checkout is scanned (TB014 would otherwise report every image name of the large file).
os.makedirs(os.path.join(out, "ws", ".git"), exist_ok=True)
typical = os.path.join(out, "ws", "tabbar.json")
open(typical, "w", encoding="utf-8").write(text)
open(os.path.join(out, "ws", "large.tabbar.json"), "w", encoding="utf-8").write(gen.large_config(1000 * 1000))
def frame(message):
    body = json.dumps(message, ensure_ascii=False).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body
root = "file://" + os.path.join(out, "ws")
init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"processId": None, "rootUri": root, "capabilities": {}}}
tail = [{"jsonrpc": "2.0", "id": 2, "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"}]
opened = {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
    "uri": "file://" + typical, "languageId": "json", "version": 1, "text": text}}}
badge = text.index('"badge": "100"') + len('"badge": "')
line = text.count("\n", 0, badge)
column = len(text[text.rindex("\n", 0, badge) + 1:badge].encode("utf-16-le")) // 2
def edit(version):
    value = "%03d" % (100 + version % 900)
    return {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": "file://" + typical, "version": version},
        "contentChanges": [{"range": {"start": {"line": line, "character": column},
                                      "end": {"line": line, "character": column + 3}}, "text": value}]}}
started = [init, {"jsonrpc": "2.0", "method": "initialized", "params": {}}, opened]
sessions = {"startup": [init, {"jsonrpc": "2.0", "method": "initialized", "params": {}}] + tail,
            "open": started + tail,
            "edit-1": started + [edit(2)] + tail,
            "edit": started + [edit(v) for v in range(2, 23)] + tail}
for name, messages in sessions.items():
    open(os.path.join(out, name + ".in"), "wb").write(b"".join(frame(m) for m in messages))
PY

run() {  # run NAME STDIN COMMAND...
  local name=$1 input=$2; shift 2
  env -i PATH=/usr/bin:/bin HOME=/nonexistent SWIFT_DETERMINISTIC_HASHING=1 \
    setarch "$(uname -m)" -R \
    valgrind --tool=callgrind --callgrind-out-file="$out/$name.out" --separate-threads=no \
      --dump-instr=no --collect-jumps=no "$@" <"$input" >/dev/null 2>"$out/$name.log" || true
  total=$(grep -E '^(summary|totals):' "$out/$name.out" | head -1 | awk '{print $2}')
  printf '\n=== %s: %s instructions (Ir) ===\n' "$name" "$(printf "%'d" "$total" 2>/dev/null || echo "$total")"
  echo "--- top functions, exclusive (self)"
  top "$out/$name.out"
  echo "--- top functions, inclusive (self + callees)"
  top "$out/$name.out" --inclusive=yes
}

top() {  # top FILE [callgrind_annotate options]: the 15 largest entries, demangled, paths shortened
  local file=$1; shift
  callgrind_annotate "$@" --threshold=99 "$file" 2>/dev/null |
    grep -E '^ *[0-9,]+ \( *[0-9.]+%\) ' | grep -v 'PROGRAM TOTALS' | head -15 |
    swift demangle --simplified | sed -E 's#\[[^]]*/([^/]+)\]$#[\1]#; s#(^ *[0-9,]+ \( *[0-9.]+%\)  )[^ ]*/#\1#' |
    cut -c1-220 || true
}

for scenario in "${scenarios[@]}"; do
  case "$scenario" in
    startup) run startup "$out/startup.in" "$tabbar" lsp ;;
    open) run open "$out/open.in" "$tabbar" lsp ;;
    edit)
      run edit-1 "$out/edit-1.in" "$tabbar" lsp >/dev/null
      one=$total
      run edit "$out/edit.in" "$tabbar" lsp
      printf '\n=== edit: %s instructions per didChange -> publishDiagnostics of the typical file (server) ===\n' \
        "$(( (total - one) / 20 ))" ;;
    check) run check /dev/null "$tabbar" check --format json "$out/ws/tabbar.json" ;;
    check-1mb) run check-1mb /dev/null "$tabbar" check --format json "$out/ws/large.tabbar.json" ;;
    micro)
      micro="$repo/.build-bench/micro/.build/release/tabbar-microbench"
      if [[ ! -x "$micro" ]]; then echo "micro: run bench/run once first (it builds $micro)" >&2; continue; fi
      run micro /dev/null "$micro" --once "$out/ws/tabbar.json" ;;
    steady|micro-1mb)
      micro="$repo/.build-bench/micro/.build/release/tabbar-microbench"
      if [[ ! -x "$micro" ]]; then echo "$scenario: run bench/run once first (it builds $micro)" >&2; continue; fi
      if [[ $scenario == micro-1mb ]]; then
        run micro-1mb /dev/null "$micro" --once "$out/ws/large.tabbar.json"
      else
        run steady-1 /dev/null "$micro" --repeat 1 "$out/ws/tabbar.json" >/dev/null
        one=$total
        run steady /dev/null "$micro" --repeat 21 "$out/ws/tabbar.json"
        printf '\n=== steady state: %s instructions per lint (parse + check + layout) of the typical file ===\n' \
          "$(( (total - one) / 20 ))"
      fi ;;
    *) echo "unknown scenario: $scenario" >&2; exit 2 ;;
  esac
done
