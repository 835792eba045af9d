#!/bin/sh
# tabbar-build-phase.sh: an Xcode "Run Script" build phase that checks the
# target's tab bar (tabbar.json, *.tabbar.json, and the Objective-C and Swift
# source that builds it) and shows every finding in Xcode's issue navigator, on
# the right line of the right file.
#
# Use it as the phase's script:   "${SRCROOT}/Scripts/tabbar-build-phase.sh"
# (or paste this file's contents into the phase). See README.md beside it.
#
# What it checks:
#   - the phase's input files / input file lists, when you declared any
#     (needed with ENABLE_USER_SCRIPT_SANDBOXING=YES);
#   - otherwise every tab-bar configuration and source file below
#     $TABBAR_CHECK_ROOT (default: $SRCROOT), the source read as one project
#     per project folder (a view controller's title against the configuration).
#
# Settings (build settings or environment variables):
#   TABBAR_PATH      the tabbar executable (default: found on PATH, in Homebrew's
#                    and Mint's folders, or at $SRCROOT/.build/release/tabbar)
#   TABBAR_FAIL_ON   error|warning|info|never: the least severe finding that fails the build
#                    (default: error; warnings still show as warnings)
#   TABBAR_REQUIRED  YES: fail the build when tabbar is not installed
#                    (default: NO, a warning)
#   TABBAR_ARGS      extra arguments for `tabbar check`, e.g. "--ignore TB010"
set -u

say() { printf '%s\n' "$*"; }

find_tabbar() {
  if [ -n "${TABBAR_PATH:-}" ]; then
    [ -x "$TABBAR_PATH" ] && { say "$TABBAR_PATH"; return 0; }
    return 1
  fi
  found=$(command -v tabbar 2>/dev/null) && [ -n "$found" ] && { say "$found"; return 0; }
  for candidate in \
    /opt/homebrew/bin/tabbar \
    /usr/local/bin/tabbar \
    "${HOME:-/nonexistent}/.local/bin/tabbar" \
    "${HOME:-/nonexistent}/.mint/bin/tabbar" \
    "${SRCROOT:-.}/.build/release/tabbar"; do
    [ -x "$candidate" ] && { say "$candidate"; return 0; }
  done
  return 1
}

if ! tabbar=$(find_tabbar); then
  if [ -n "${TABBAR_PATH:-}" ]; then
    what="TABBAR_PATH=$TABBAR_PATH is not an executable"
  else
    what="tabbar is not installed (looked on PATH, /opt/homebrew/bin, /usr/local/bin, ~/.local/bin, ~/.mint/bin, \$SRCROOT/.build/release)"
  fi
  case "${TABBAR_REQUIRED:-NO}" in
    YES | yes | 1 | true)
      say "error: $what; tab-bar configurations were not checked"
      exit 1
      ;;
    *)
      say "warning: $what; tab-bar configurations were not checked (set TABBAR_PATH, or install tabbar: swift build -c release)"
      exit 0
      ;;
  esac
fi

# Collect the phase's declared inputs, if any.
set --
i=0
while [ "$i" -lt "${SCRIPT_INPUT_FILE_COUNT:-0}" ]; do
  eval "file=\${SCRIPT_INPUT_FILE_$i:-}"
  [ -n "$file" ] && set -- "$@" "$file"
  i=$((i + 1))
done
i=0
while [ "$i" -lt "${SCRIPT_INPUT_FILE_LIST_COUNT:-0}" ]; do
  eval "list=\${SCRIPT_INPUT_FILE_LIST_$i:-}"
  if [ -n "$list" ] && [ -r "$list" ]; then
    while IFS= read -r file || [ -n "$file" ]; do
      [ -n "$file" ] && set -- "$@" "$file"
    done < "$list"
  fi
  i=$((i + 1))
done
if [ "$#" -eq 0 ]; then
  set -- "${TABBAR_CHECK_ROOT:-${SRCROOT:-.}}"
fi

fail_on=${TABBAR_FAIL_ON:-error}
# shellcheck disable=SC2086 # TABBAR_ARGS is a list of words on purpose
"$tabbar" check --format xcode --fail-on "$fail_on" ${TABBAR_ARGS:-} "$@"
status=$?

case "$status" in
  0 | 1) ;;
  *) say "error: tabbar check could not run (exit $status)" ;;
esac

# Let Xcode skip this phase when no input changed (only if an output is declared).
if [ "$status" -eq 0 ] && [ -n "${SCRIPT_OUTPUT_FILE_0:-}" ]; then
  mkdir -p "$(dirname "$SCRIPT_OUTPUT_FILE_0")" && : > "$SCRIPT_OUTPUT_FILE_0"
fi
exit "$status"
