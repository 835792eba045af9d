#!/usr/bin/env bash
# The VS Code extension without VS Code: node's test runner over its logic,
# its wiring (against stand-in modules) and its manifest.
set -u
SUITE=vscode
source "$(dirname "$0")/lib.sh"
if ! command -v node >/dev/null 2>&1; then fail "node is installed"; finish; fi
dir=$(scratch vscode)
(cd "$EDITORS_DIR/vscode" && node --test --test-reporter=tap test/) > "$dir/tap.txt" 2>&1
status=$?
# Top-level TAP results: "ok N - name" / "not ok N - name".
sed -nE 's/^ok [0-9]+ - (.*)$/PASS: vscode: \1/p; s/^not ok [0-9]+ - (.*)$/FAIL: vscode: \1/p' "$dir/tap.txt"
# A runner that found no test files must not pass: the suite has 14 top-level tests.
count=$(grep -cE '^(not )?ok [0-9]+ - ' "$dir/tap.txt")
check "node's test runner ran the test files ($count top-level tests, at least 10)" test "$count" -ge 10
if grep -qE '^not ok ' "$dir/tap.txt" || [ "$status" -ne 0 ]; then
  FAILURES=$((FAILURES + 1))
  grep -E '^\s+(error|expected|actual|message):' "$dir/tap.txt" | head -20 | sed 's/^/    | /'
fi
for f in src/extension.js src/logic.js scripts/copy-schema.js scripts/check-manifest.js; do
  check "node --check $f" node --check "$EDITORS_DIR/vscode/$f"
done
finish
