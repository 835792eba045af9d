# shellcheck shell=bash disable=SC2034 # variables are for the sourcing scripts
# Shared helpers for the Editors/tests/*.sh scripts (sourced, not run).
# Each check prints one "PASS: <suite>: <what>" or "FAIL: <suite>: <what>" line.
TESTS_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
EDITORS_DIR=$(dirname "$TESTS_DIR")
ROOT_DIR=$(dirname "$EDITORS_DIR")
FIXTURES_DIR=$TESTS_DIR/fixtures
SUITE=${SUITE:-test}
FAILURES=0

pass() { printf 'PASS: %s: %s\n' "$SUITE" "$*"; }
fail() { printf 'FAIL: %s: %s\n' "$SUITE" "$*"; FAILURES=$((FAILURES + 1)); }

# check "what" command...: PASS when the command succeeds.
check() {
  local what=$1
  shift
  if "$@"; then pass "$what"; else fail "$what"; fi
}

# Shows a file's tail on stderr-free stdout, indented, for failure context.
show() { sed -n '1,40p' "$1" | sed 's/^/    | /'; }

# A fresh temporary folder below $TABBAR_TEST_WORK.
scratch() { mktemp -d "${TABBAR_TEST_WORK:-/tmp}/$1.XXXXXX"; }

finish() { [ "$FAILURES" -eq 0 ]; exit $?; }

# The tabbar binary under test must be on PATH.
require_tabbar() {
  if ! command -v tabbar >/dev/null 2>&1; then
    fail "tabbar is on PATH"
    finish
  fi
}

# Runs a command with its output hidden.
quiet() { "$@" > /dev/null 2>&1; }
