#!/usr/bin/env bash
# Vim with Debian's ALE (packadd ale) and Editors/vim on 'runtimepath':
# filetype, syntax, and ALE showing `tabbar check --format json` findings.
set -u
SUITE=vim
source "$(dirname "$0")/lib.sh"
require_tabbar
if ! command -v vim >/dev/null 2>&1; then fail "vim is installed"; finish; fi

dir=$(scratch vim)
# Both ALE linters: `tabbar check` (the default) and the server (tabbar_lsp).
for linter in tabbar tabbar_lsp; do
  mkdir -p "$dir/$linter/App" && cp "$FIXTURES_DIR/broken.tabbar.json" "$dir/$linter/App/main.tabbar.json"
  out=$dir/$linter/out.txt
  (cd "$dir/$linter" && TABBAR_EDITORS=$EDITORS_DIR TABBAR_VIM_OUT=$out TABBAR_VIM_LINTER=$linter \
    TABBAR_VIM_EXECUTABLE=$(command -v tabbar) \
    timeout 120 vim -N -u NONE -i NONE -n -es -S "$TESTS_DIR/vim_test.vim" App/main.tabbar.json) > "$dir/$linter/err.txt" 2>&1 < /dev/null
  status=$?
  [ -f "$out" ] && cat "$out"
  if [ "$status" -ne 0 ] && ! grep -q '^FAIL: ' "$out" 2>/dev/null; then
    fail "vim ($linter) exited with $status"; show "$dir/$linter/err.txt"
  fi
  grep -q '^FAIL: ' "$out" 2>/dev/null && FAILURES=$((FAILURES + 1))
done

# Objective-C and Swift source: tabbar_lsp beside clangd (the Swift toolchain's).
CLANGD=${CLANGD:-$(command -v clangd)}
if [ -z "$CLANGD" ]; then fail "clangd is installed (the Swift toolchain's)"; finish; fi
mkdir -p "$dir/source" && cp -R "$FIXTURES_DIR/source/swift" "$FIXTURES_DIR/source/objc" "$dir/source/"
git -C "$dir/source/swift" init -q && git -C "$dir/source/objc" init -q
out=$dir/source/out.txt
(cd "$dir/source" && TABBAR_EDITORS=$EDITORS_DIR TABBAR_VIM_OUT=$out TABBAR_VIM_EXECUTABLE=$(command -v tabbar) \
  CLANGD=$CLANGD TABBAR_SWIFT_ROOT=$dir/source/swift TABBAR_OBJC_ROOT=$dir/source/objc \
  timeout 180 vim -N -u NONE -i NONE -n -es -S "$TESTS_DIR/vim_source_test.vim") > "$dir/source/err.txt" 2>&1 < /dev/null
status=$?
[ -f "$out" ] && cat "$out"
if [ "$status" -ne 0 ] && ! grep -q '^FAIL: ' "$out" 2>/dev/null; then
  fail "vim (source) exited with $status"; show "$dir/source/err.txt"
fi
grep -q '^FAIL: ' "$out" 2>/dev/null && FAILURES=$((FAILURES + 1))
finish
