#!/usr/bin/env bash
# Editors/xcode/tabbar-build-phase.sh run as Xcode runs a Run Script phase
# (environment: SRCROOT, SCRIPT_INPUT_FILE_*, ...): issue lines, exit codes,
# declared inputs, and a missing tabbar.
set -u
SUITE=xcode
source "$(dirname "$0")/lib.sh"
require_tabbar
SCRIPT=$EDITORS_DIR/xcode/tabbar-build-phase.sh
TABBAR=$(command -v tabbar)

dir=$(scratch xcode)
mkdir -p "$dir/broken/App" "$dir/good/App" "$dir/warn/App" "$dir/home"
cp "$FIXTURES_DIR/broken.tabbar.json" "$dir/broken/App/main.tabbar.json"
cp "$FIXTURES_DIR/good.tabbar.json" "$dir/good/App/tabbar.json"
# Only a warning (TB004): the good bar with the deprecated multiplier.
sed 's/"indexOfPlusButtonInTabBar": 2,/"indexOfPlusButtonInTabBar": 2, "multiplerInCenterY": 0.5,/' \
  "$FIXTURES_DIR/good.tabbar.json" > "$dir/warn/App/main.tabbar.json"

# phase ENV... : runs the script with a clean Xcode-like environment; sets $out, $status.
phase() {
  out=$(env -i PATH="${PHASE_PATH:-$(dirname "$TABBAR"):/usr/bin:/bin}" HOME="$dir/home" "$@" sh "$SCRIPT" 2>&1)
  status=$?
}

phase SRCROOT="$dir/broken"
if [ "$status" -eq 1 ] && printf '%s\n' "$out" | grep -qE "^$dir/broken/App/main\.tabbar\.json:1:[0-9]+: error: .*" \
   && printf '%s\n' "$out" | grep -qE "^$dir/broken/App/main\.tabbar\.json:1:[0-9]+: warning: "; then
  pass "broken file: absolute path:line:col: error:/warning: lines, exit 1 (build fails)"
else
  fail "broken file: error/warning lines and exit 1 (exit $status)"; printf '%s\n' "$out" | sed 's/^/    | /'
fi

phase SRCROOT="$dir/good"
check "good file: exit 0, no issue lines (exit $status)" test "$status" -eq 0 -a -z "$(printf '%s' "$out" | grep -E ': (error|warning): ')"

phase SRCROOT="$dir/warn"
warn_status=$status
phase SRCROOT="$dir/warn" TABBAR_FAIL_ON=warning
if [ "$warn_status" -eq 0 ] && [ "$status" -eq 1 ] && printf '%s\n' "$out" | grep -q ': warning: '; then
  pass "warnings show but fail the build only with TABBAR_FAIL_ON=warning"
else
  fail "TABBAR_FAIL_ON (default exit $warn_status, warning exit $status)"; printf '%s\n' "$out" | sed 's/^/    | /'
fi

PHASE_PATH=/usr/bin:/bin phase SRCROOT="$dir/broken"
if [ "$status" -eq 0 ] && printf '%s\n' "$out" | grep -q '^warning: tabbar is not installed'; then
  pass "tabbar missing: one warning, build goes on"
else
  fail "tabbar missing: warning and exit 0 (exit $status)"; printf '%s\n' "$out" | sed 's/^/    | /'
fi
PHASE_PATH=/usr/bin:/bin phase SRCROOT="$dir/broken" TABBAR_REQUIRED=YES
check "tabbar missing with TABBAR_REQUIRED=YES: error, exit 1" test "$status" -eq 1 -a -n "$(printf '%s' "$out" | grep '^error: tabbar is not installed')"

PHASE_PATH=/usr/bin:/bin phase SRCROOT="$dir/broken" TABBAR_PATH="$TABBAR"
check "TABBAR_PATH names the executable when it is off PATH (exit $status)" test "$status" -eq 1

# Declared input files (user script sandboxing): only those are checked.
phase SRCROOT="$dir/broken" SCRIPT_INPUT_FILE_COUNT=1 SCRIPT_INPUT_FILE_0="$dir/good/App/tabbar.json" \
  SCRIPT_OUTPUT_FILE_COUNT=1 SCRIPT_OUTPUT_FILE_0="$dir/derived/tabbar.stamp"
if [ "$status" -eq 0 ] && [ -f "$dir/derived/tabbar.stamp" ]; then
  pass "declared input files replace the SRCROOT scan; the declared output is touched"
else
  fail "declared input files (exit $status)"; printf '%s\n' "$out" | sed 's/^/    | /'
fi
printf '%s\n' "$dir/good/App/tabbar.json" "$dir/broken/App/main.tabbar.json" > "$dir/inputs.xcfilelist"
phase SRCROOT="$dir/good" SCRIPT_INPUT_FILE_LIST_COUNT=1 SCRIPT_INPUT_FILE_LIST_0="$dir/inputs.xcfilelist"
if [ "$status" -eq 1 ] && printf '%s\n' "$out" | grep -q "^$dir/broken/App/main.tabbar.json:1:"; then
  pass "input file lists (.xcfilelist) are read"
else
  fail "input file lists (exit $status)"; printf '%s\n' "$out" | sed 's/^/    | /'
fi

# Objective-C and Swift source below SRCROOT: checked as one project (TB003 on the view
# controller comes from the configuration in another file), on the right line.
mkdir -p "$dir/swift" && cp -R "$FIXTURES_DIR/source/swift/App" "$dir/swift/"
phase SRCROOT="$dir/swift"
if [ "$status" -eq 0 ] && printf '%s\n' "$out" | grep -qE "^$dir/swift/App/ProfileViewController\.swift:6:9: warning: .*TB003"; then
  pass "Swift source: TB003 on ProfileViewController.swift:6:9 as a warning, exit 0"
else
  fail "Swift source: TB003 issue line (exit $status)"; printf '%s\n' "$out" | sed 's/^/    | /'
fi

if command -v shellcheck >/dev/null 2>&1; then
  check "shellcheck: build-phase script" shellcheck -s sh "$SCRIPT"
fi
finish
