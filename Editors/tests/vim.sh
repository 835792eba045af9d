#!/usr/bin/env bash
# Vim with Debian's ALE (packadd ale) and Editors/vim on 'runtimepath':
# filetype, syntax, and ALE showing `tabbar check --format json` findings.
set -u
SUITE=vim
source "$(dirname "$0")/lib.sh"
require_tabbar
if ! command -v vim >/dev/null 2>&1; then fail "vim is installed"; finish; fi

dir=$(scratch vim)
mkdir -p "$dir/App" && cp "$FIXTURES_DIR/broken.tabbar.json" "$dir/App/main.tabbar.json"
(cd "$dir" && TABBAR_EDITORS=$EDITORS_DIR TABBAR_VIM_OUT=$dir/out.txt TABBAR_VIM_EXECUTABLE=$(command -v tabbar) \
  timeout 120 vim -N -u NONE -i NONE -n -es -S "$TESTS_DIR/vim_test.vim" App/main.tabbar.json) > "$dir/err.txt" 2>&1
status=$?
[ -f "$dir/out.txt" ] && cat "$dir/out.txt"
if [ "$status" -ne 0 ] && ! grep -q '^FAIL: ' "$dir/out.txt" 2>/dev/null; then
  fail "vim exited with $status"; show "$dir/err.txt"
fi
grep -q '^FAIL: ' "$dir/out.txt" 2>/dev/null && FAILURES=$((FAILURES + 1))
finish
