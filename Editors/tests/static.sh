#!/usr/bin/env bash
# Set-up files checked with real parsers and linters: Helix/Sublime/Zed/pre-commit
# files (static_checks.py), the GitHub workflow against its JSON Schema
# (check-jsonschema's vendored schema), and shellcheck over every script.
set -u
SUITE=static
source "$(dirname "$0")/lib.sh"
python3 "$TESTS_DIR/static_checks.py" "$EDITORS_DIR" || FAILURES=$((FAILURES + 1))
if command -v check-jsonschema >/dev/null 2>&1; then
  check "github/tabbar.yml validates against the GitHub workflow schema" \
    quiet check-jsonschema --builtin-schema vendor.github-workflows "$EDITORS_DIR/github/tabbar.yml"
else
  fail "check-jsonschema is installed"
fi
if command -v shellcheck >/dev/null 2>&1; then
  for script in "$EDITORS_DIR"/xcode/*.sh "$TESTS_DIR"/*.sh "$ROOT_DIR"/install.sh; do
    check "shellcheck ${script#"$ROOT_DIR"/}" shellcheck -x -P SCRIPTDIR "$script"
  done
else
  fail "shellcheck is installed"
fi
finish
